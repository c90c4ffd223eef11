package org.polyboard.confirm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.boards.BoxBoardFactory;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.boards.TorusBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.family.peaceable.PeaceableQueensFamily;
import org.polyboard.family.polycube.PolycubeFamily;
import org.polyboard.pieces.Queen;
import org.polyboard.solver.enumerate.CubePlanesSolver;
import org.polyboard.solver.peaceable.PeaceableSolver;

/**
 * The values of docs/results.md that the first route (the solvers that produced them) reproduces quickly, replayed
 * through the solve service with the solver named, so that a change to a search that breaks a result shows. The
 * longer ones are tagged slow; bench/results.sh replays the expensive ones.
 */
class ResultsReplayTest {

    private static final Assembly ASSEMBLY = Assembly.of(new PolycubeFamily(), new PeaceableQueensFamily(),
            new RectBoardFactory(), new TorusBoardFactory(), new BoxBoardFactory(), new Queen(),
            new CubePlanesSolver(), new PeaceableSolver());

    @AfterAll
    static void close() {
        ASSEMBLY.close();
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void queensOnTheCube10() throws Exception {
        SolveResult result = solve("polycube", "planes", Objective.MAX_INDEPENDENT, true, "n", "10", "d", "3");
        assertThat(result.value().numerator()).as("A068940(10)").isEqualTo(91);
        assertThat(result.solutionCount()).as("A375103(10)").isEqualTo(240);
        assertThat(result.distinctUpToSymmetry()).isEqualTo(5);
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void peaceableCensus11() throws Exception {
        SolveResult eleven = solve("peaceable-queens", "peaceable", null, true, "n", "11");
        assertThat(eleven.value().numerator()).isEqualTo(17);
        assertThat(eleven.solutionCount()).isEqualTo(11136);
        assertThat(eleven.distinctUpToSymmetry()).as("A260680(11)").isEqualTo(696);
    }

    @Test
    @Tag("slow")
    void queensOnTheCube9() throws Exception {
        SolveResult result = solve("polycube", "planes", Objective.MAX_INDEPENDENT, true, "n", "9", "d", "3");
        assertThat(result.value().numerator()).as("A068940(9)").isEqualTo(67);
        assertThat(result.solutionCount()).as("A375103(9)").isEqualTo(72);
        assertThat(result.distinctUpToSymmetry()).isEqualTo(2);
    }

    @Test
    @Tag("slow")
    void peaceableCensus12To14() throws Exception {
        SolveResult twelve = solve("peaceable-queens", "peaceable", null, true, "n", "12");
        assertThat(twelve.value().numerator()).isEqualTo(21);
        assertThat(twelve.solutionCount()).isEqualTo(64);
        assertThat(twelve.distinctUpToSymmetry()).as("A260680(12)").isEqualTo(4);
        SolveResult thirteen = solve("peaceable-queens", "peaceable", null, true, "n", "13");
        assertThat(thirteen.value().numerator()).isEqualTo(24);
        assertThat(thirteen.solutionCount()).isEqualTo(32486);
        assertThat(thirteen.distinctUpToSymmetry()).as("A260680(13)").isEqualTo(2155);
        SolveResult fourteen = solve("peaceable-queens", "peaceable", null, true, "n", "14");
        assertThat(fourteen.value().numerator()).isEqualTo(28);
        assertThat(fourteen.solutionCount()).isEqualTo(9264);
        assertThat(fourteen.distinctUpToSymmetry()).as("A260680(14)").isEqualTo(579);
    }

    @Test
    @Tag("slow")
    void peaceableTorus13And14() throws Exception {
        assertThat(solve("peaceable-queens", "peaceable", null, false, "n", "13", "torus", "true").value().numerator())
                .as("A279405(13)").isEqualTo(16);
        assertThat(solve("peaceable-queens", "peaceable", null, false, "n", "14", "torus", "true").value().numerator())
                .as("A279405(14)").isEqualTo(25);
    }

    private static SolveResult solve(String family, String solver, Objective objective, boolean all, String... params)
            throws InterruptedException {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < params.length; i += 2) {
            map.put(params[i], params[i + 1]);
        }
        SolveResult result = ASSEMBLY.service().solve(new SolveRequest(family, map, solver, objective, false,
                new SolveOptions(all, 0), null));
        assertThat(result.status()).as(result.message()).isEqualTo(Status.OPTIMAL);
        assertThat(result.verified()).isTrue();
        return result;
    }
}
