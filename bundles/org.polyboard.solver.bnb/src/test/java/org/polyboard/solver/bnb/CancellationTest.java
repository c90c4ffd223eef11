package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;

/** A cancelled or deactivated run returns promptly and leaves none of its threads behind. */
@Timeout(30)
class CancellationTest {

    @Test
    void cancellingAnEnumerationEndsItAndItsThreads() throws Exception {
        TestContext context = new TestContext(true, 0);
        BranchAndBoundSolver solver = new BranchAndBoundSolver();
        SolveResult r = runThenStop(solver, context, () -> context.cancelled = true);
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
    }

    @Test
    void deactivatingTheSolverEndsItsRunsAndTheirThreads() throws Exception {
        BranchAndBoundSolver solver = new BranchAndBoundSolver();
        SolveResult r = runThenStop(solver, new TestContext(true, 0), solver::deactivate);
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
    }

    private static SolveResult runThenStop(BranchAndBoundSolver solver, TestContext context, Runnable stop) throws Exception {
        Set<Thread> before = new HashSet<>(Thread.getAllStackTraces().keySet());
        AtomicReference<SolveResult> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            try {
                result.set(solver.solve(TestProblem.knights(15, 15), context));
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "test-caller");
        caller.start();
        Thread.sleep(700);
        assertThat(caller.isAlive()).as("still searching").isTrue();
        assertThat(started(before)).as("worker threads while searching").isNotEmpty();
        long stopAt = System.nanoTime();
        stop.run();
        caller.join(5_000);
        assertThat(caller.isAlive()).as("returned after the stop").isFalse();
        assertThat((System.nanoTime() - stopAt) / 1_000_000).isLessThan(2_000);
        assertThat(failure.get()).isNull();
        long deadline = System.nanoTime() + 3_000_000_000L;
        while (!started(before).isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(started(before)).as("threads left behind").isEmpty();
        return result.get();
    }

    /** Live threads that did not exist in {@code before}. */
    static List<String> started(Set<Thread> before) {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> !before.contains(t) && t.isAlive())
                .map(Thread::getName).sorted().toList();
    }
}
