package org.polyboard.solver.bnb;

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
    void cancellingAnEnumerationEndsItAndItsThreads() throws Exception {
        TestContext context = new TestContext(true, 0);
        BranchAndBoundSolver solver = new BranchAndBoundSolver();
        SolveResult r = runThenStop(solver, context, () -> context.cancelled = true);
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        assertThat(r.stats().get(SolveResult.BOUND_PROOF)).as("what its bound rests on")
                .matches("the fractional packing bound [0-9.]+|exhaustive search: no cover with [0-9]+ pieces");
    }

    @Test
    void deactivatingTheSolverEndsItsRunsAndTheirThreads() throws Exception {
        BranchAndBoundSolver solver = new BranchAndBoundSolver();
        SolveResult r = runThenStop(solver, new TestContext(true, 0), solver::deactivate);
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
    }

    private static SolveResult runThenStop(BranchAndBoundSolver solver, TestContext context, Runnable stop) throws Exception {
        return StopCheck.runThenStop(() -> solver.solve(TestProblem.knights(15, 15), context), stop, StopCheck.Timing.QUICK);
    }
}
