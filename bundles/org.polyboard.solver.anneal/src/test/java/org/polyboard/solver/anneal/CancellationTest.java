package org.polyboard.solver.anneal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.Executor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.exec.SharedExecutor;
import org.polyboard.testing.ForwardingContext;
import org.polyboard.testing.StopCheck;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;

/**
 * A cancelled or deactivated run returns promptly and leaves none of its threads behind: its chains run on an
 * executor of this test's own, which is shut down when the solve returns, so its threads end only if every chain
 * has.
 */
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
        return StopCheck.runThenStop(() -> {
            SharedExecutor pool = new SharedExecutor(0);
            try {
                return solver.solve(TestProblem.knights(60, 60), new OwnPool(context, pool));
            } finally {
                pool.close();
            }
        }, stop, StopCheck.Timing.QUICK);
    }

    /** The test context with the executor given. */
    private static final class OwnPool extends ForwardingContext {
        private final SharedExecutor pool;

        OwnPool(TestContext context, SharedExecutor pool) {
            super(context);
            this.pool = pool;
        }

        @Override
        public Executor executor() {
            return pool;
        }

        @Override
        public int parallelism() {
            return pool.size();
        }
    }
}
