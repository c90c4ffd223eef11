package org.polyboard.itests.runtime;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import java.util.Map;

import javax.inject.Inject;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;

/** A solver bundle installed into the running framework serves requests, and is gone once uninstalled. */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class HotInstallIT extends PolyboardTestSupport {

    private static final long DEADLINE_MILLIS = 10_000;
    private static final SolveRequest GREEDY_8 = SolveRequest.of("knight-cover", Map.of("n", "8")).withSolver("greedy");

    @Inject
    private SolveService solveService;

    @Test
    public void greedyComesAndGoesWithItsBundle() throws Exception {
        assertFalse("greedy is not part of the boot runtime", ids(solveService.solvers()).contains("greedy"));

        Bundle greedy = bundleContext.installBundle(projectBundleFile(GREEDY).toURI().toString());
        try {
            greedy.start();
            assertTrue("greedy not registered within " + DEADLINE_MILLIS + " ms: " + ids(solveService.solvers()),
                    eventually(DEADLINE_MILLIS, () -> ids(solveService.solvers()).contains("greedy")));

            SolveResult result = solveService.solve(GREEDY_8);
            String context = result.status() + " " + result.message();
            assertTrue(context, result.status() == Status.FEASIBLE || result.status() == Status.OPTIMAL);
            assertTrue(context, result.hasSolution());
            assertTrue(context, result.verified());
            assertTrue("a cover of 8x8 needs at least 12 knights: " + result.value(),
                    result.solutions().get(0).size() >= 12);
        } finally {
            greedy.uninstall();
        }

        assertTrue("greedy still registered " + DEADLINE_MILLIS + " ms after uninstall: " + ids(solveService.solvers()),
                eventually(DEADLINE_MILLIS, () -> !ids(solveService.solvers()).contains("greedy")));
        IllegalArgumentException rejected = assertThrows(IllegalArgumentException.class,
                () -> solveService.solve(GREEDY_8));
        assertNotEquals(null, rejected.getMessage());
        assertTrue("the ILP solver is unaffected", ids(solveService.solvers()).contains("ilp"));
    }
}
