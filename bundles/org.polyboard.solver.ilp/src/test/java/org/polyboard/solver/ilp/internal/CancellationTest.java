package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;

/** A cancelled integer program returns promptly and leaves none of its threads (nor ojAlgo's) behind. */
@Timeout(60)
class CancellationTest {

    @Test
    void cancellingAnIntegerProgramEndsItAndItsThreads() throws Exception {
        TestContext context = TestContext.unlimited();
        Set<Thread> before = new HashSet<>(Thread.getAllStackTraces().keySet());
        AtomicReference<SolveResult> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            try {
                result.set(new OjAlgoIlpSolver().solve(
                        TestProblem.of("knight", 16, TestBoards.knight(16), Objective.MIN_DOMINATION), context));
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "test-caller");
        caller.start();
        Thread.sleep(2_000);
        assertThat(caller.isAlive()).as("still solving").isTrue();
        long stopAt = System.nanoTime();
        context.cancel();
        caller.join(10_000);
        assertThat(caller.isAlive()).as("returned after the stop").isFalse();
        long stopMillis = (System.nanoTime() - stopAt) / 1_000_000;
        assertThat(failure.get()).isNull();
        assertThat(result.get().status()).isEqualTo(Status.CANCELLED);
        assertThat(stopMillis).isLessThan(3_000);
        long deadline = System.nanoTime() + 9_000_000_000L; // ojAlgo keeps idle workers 5 s
        while (!(started(before).isEmpty() && ojAlgoWorkers().isEmpty()) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(started(before)).as("threads left behind").isEmpty();
        // ojAlgo's shared pool may have been started by an earlier test; its idle workers end all the same
        assertThat(ojAlgoWorkers()).as("idle ojAlgo workers").isEmpty();
    }

    static List<String> ojAlgoWorkers() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(name -> name.startsWith("ojAlgo")).toList();
    }

    /** Live threads that did not exist in {@code before}. */
    static List<String> started(Set<Thread> before) {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> !before.contains(t) && t.isAlive())
                .map(Thread::getName).sorted().toList();
    }
}
