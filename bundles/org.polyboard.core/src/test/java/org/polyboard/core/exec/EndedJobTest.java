package org.polyboard.core.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.family.knights.KnightCoverFamily;
import org.polyboard.pieces.Knight;
import org.polyboard.solver.greedy.GreedySolver;

/**
 * The ended jobs a runner keeps for {@code job(id)} hold their results, not their problems: a session of two hundred
 * solves on 200 x 200 Toeplitz boards once ran out of a 6 GB heap because each kept job held its attack model.
 */
@Timeout(30)
class EndedJobTest {

    @Test
    void anEndedJobKeepsItsResultAndLetsGoOfItsProblem() throws Exception {
        try (Assembly assembly = Assembly.of(new KnightCoverFamily(), new RectBoardFactory(), new Knight(),
                new GreedySolver())) {
            for (SolveOptions options : new SolveOptions[] {SolveOptions.DEFAULT, new SolveOptions(false, 60_000)}) {
                Job job = assembly.service().submit(new SolveRequest("knight-cover", Map.of("n", "12"), null, null,
                        false, options, null));
                SolveResult result = job.await();
                assertThat(result.status()).isEqualTo(Status.FEASIBLE);
                DefaultJob kept = (DefaultJob) assembly.runner().job(job.id()).orElseThrow();
                awaitRelease(kept);
                assertThat(kept.problem()).as("the problem of an ended job").isNull();
                assertThat(kept.portfolio()).isNull();
                assertThat(kept.result()).contains(result);
            }
        }
    }

    /** The job's thread lets go of the problem just after it completes the job. */
    private static void awaitRelease(DefaultJob job) {
        FakeClock.await("the job's thread done", () -> job.runner() == null);
    }
}
