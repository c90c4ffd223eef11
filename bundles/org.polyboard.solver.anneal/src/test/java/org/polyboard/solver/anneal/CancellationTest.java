package org.polyboard.solver.anneal;

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
        Set<Thread> before = new HashSet<>(Thread.getAllStackTraces().keySet());
        AtomicReference<SolveResult> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            try {
                result.set(solver.solve(TestProblem.knights(60, 60), context));
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "test-caller");
        caller.start();
        Thread.sleep(700);
        assertThat(caller.isAlive()).as("still annealing").isTrue();
        assertThat(started(before)).as("chain threads while annealing").isNotEmpty();
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
