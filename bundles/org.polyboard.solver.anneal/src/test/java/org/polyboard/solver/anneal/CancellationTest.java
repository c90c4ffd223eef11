package org.polyboard.solver.anneal;

import static org.assertj.core.api.Assertions.assertThat;


import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.StopCheck;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;

/** A cancelled or deactivated run returns promptly and leaves none of its threads behind. */
@Timeout(30)
class CancellationTest {

    @Test
    void cancellingARunEndsItAndItsThreads() throws Exception {
        TestContext context = new TestContext(false, 0);
        SolveResult r = runThenStop(new AnnealingSolver(), context, () -> context.cancelled = true);
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
    }

    @Test
    void deactivatingTheSolverEndsItsRunsAndTheirThreads() throws Exception {
        AnnealingSolver solver = new AnnealingSolver();
        SolveResult r = runThenStop(solver, new TestContext(false, 0), solver::deactivate);
        assertThat(r.status()).isIn(Status.FEASIBLE, Status.TIMEOUT);
    }

    private static SolveResult runThenStop(AnnealingSolver solver, TestContext context, Runnable stop) throws Exception {
        return StopCheck.runThenStop(() -> solver.solve(TestProblem.knights(60, 60), context), stop, StopCheck.Timing.QUICK);
    }
}
