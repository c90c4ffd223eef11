package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.composite;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import javax.inject.Inject;

import org.junit.Assume;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;

/**
 * The automatic choice of the installed bundles, decided by the core's one policy from what each solver declares:
 * each request is submitted, its solver read from the job, and the job cancelled at once.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class SolverChoiceIT extends PolyboardTestSupport {

    @Inject
    private SolveService solveService;

    @Override
    @Configuration
    public Option[] configuration() {
        return new Option[] {composite(super.configuration()),
                composite(Stream.of("family.toeplitz", "family.polycube", "family.peaceable", "solver.bnb",
                        "solver.enumerate", "solver.anneal", "solver.swap", "solver.peaceable", "solver.construct",
                        "solver.matching", "solver.ortools", "confirm")
                        .map(name -> projectBundle("org.polyboard." + name)).toArray(Option[]::new))};
    }

    @Test
    public void eachFamilyGetsTheSolverAtHomeOnIt() throws InterruptedException {
        assertTrue("solvers: " + ids(solveService.solvers()),
                eventually(5_000, () -> ids(solveService.solvers()).containsAll(
                        List.of("bnb", "enumerate", "planes", "ilp", "anneal", "ils", "swap", "peaceable", "construct",
                                "matching", "scip", "recheck"))));
        chooses("bnb", "knight-cover", null, false, false, "n", "8");
        chooses("bnb", "knight-cover", null, true, false, "n", "13");
        chooses("bnb", "knight-cover", null, false, false, "n", "15");
        // scip is at home on 16x16 too, but bnb's proof is its own
        chooses("bnb", "knight-cover", null, false, false, "n", "16");
        chooses("anneal", "knight-cover", null, false, false, "n", "20");
        chooses("ilp", "knight-cover", null, false, true, "n", "10");
        chooses("enumerate", "queens", Objective.MIN_DOMINATION, false, false, "n", "12");
        chooses("anneal", "queens", Objective.MIN_DOMINATION, false, false, "n", "20");
        chooses("enumerate", "queens", Objective.MIN_INDEPENDENT_DOMINATION, false, false, "n", "18");
        chooses("anneal", "queens", Objective.MIN_INDEPENDENT_DOMINATION, false, false, "n", "20");
        chooses("enumerate", "queens", Objective.MIN_DOMINATION, false, false, "n", "5", "size", "3");
        // queens on cubes up to 8^3: the plane search, at home on a wider ground than enumerate's
        chooses("planes", "polycube", Objective.MAX_INDEPENDENT, false, false, "shape", "box:6^3", "piece", "queen");
        chooses("planes", "polycube", Objective.MAX_INDEPENDENT, false, false, "shape", "box:8^3", "piece", "queen");
        chooses("planes", "polycube", Objective.MAX_INDEPENDENT, true, false, "shape", "box:6^3", "piece", "queen");
        chooses("enumerate", "polycube", Objective.MAX_INDEPENDENT, true, false, "shape", "box:4^4", "piece", "queen");
        chooses("enumerate", "polycube", Objective.MAX_INDEPENDENT, false, false, "shape", "box:4x4x5", "piece", "queen");
        chooses("ils", "polycube", Objective.MAX_INDEPENDENT, false, false, "shape", "box:20^3", "piece", "queen");
        chooses("matching", "polycube", Objective.MAX_INDEPENDENT, false, false, "shape", "rect:9x7", "piece", "rook");
        chooses("construct", "polycube", Objective.MAX_INDEPENDENT, false, false, "shape", "box:4^8", "piece", "queen");
        chooses("planes", "polycube", Objective.MAX_INDEPENDENT, false, false, "shape", "box:4^3", "piece", "queen");
        chooses("peaceable", "peaceable-queens", null, false, false, "n", "8");
        chooses("swap", "peaceable-queens", null, false, false, "n", "20");
        chooses("construct-peaceable", "peaceable-queens", null, false, false, "n", "40");
        chooses("construct", "toeplitz-queens", null, false, false, "n", "20");
        chooses("toeplitz-count", "toeplitz-queens", null, true, false, "n", "12");
    }

    /** SCIP runs inside the framework on the native libraries its bundle carries, and says what its proof rests on. */
    @Test
    public void scipProvesTheKnightCoverOf8x8FromItsBundle() throws InterruptedException {
        String os = System.getProperty("os.name");
        String arch = System.getProperty("os.arch");
        Assume.assumeTrue("OR-Tools publishes no native libraries for " + os + " on " + arch,
                os.startsWith("Linux") && (arch.equals("amd64") || arch.equals("aarch64"))
                        || os.startsWith("Mac") && (arch.equals("x86_64") || arch.equals("aarch64"))
                        || os.startsWith("Windows") && arch.equals("amd64"));
        assertTrue("solvers: " + ids(solveService.solvers()),
                eventually(5_000, () -> ids(solveService.solvers()).contains("scip")));
        Job job = solveService.submit(new SolveRequest("knight-cover", Map.of("n", "8"), "scip", null, false,
                new SolveOptions(false, 60_000), null));
        SolveResult result = job.await();

        assertEquals(result.message(), Status.OPTIMAL, result.status());
        assertEquals(12, result.value().numerator());
        assertTrue(result.verified());
        assertTrue(result.proof(), result.proof().startsWith("SCIP ") && result.proof().contains("third-party"));
    }

    private void chooses(String expected, String family, Objective objective, boolean all, boolean fractional,
            String... params) throws InterruptedException {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < params.length; i += 2) {
            map.put(params[i], params[i + 1]);
        }
        Job job = solveService.submit(new SolveRequest(family, map, null, objective, fractional,
                new SolveOptions(all, 60_000), null));
        job.cancel();
        job.await();
        assertEquals(family + " " + map + (objective == null ? "" : " " + objective.id()) + (all ? " --all" : "")
                + (fractional ? " --fractional" : ""), expected, job.solver());
    }
}
