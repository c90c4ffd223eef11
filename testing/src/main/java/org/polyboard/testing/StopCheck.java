package org.polyboard.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.polyboard.api.solve.SolveResult;
import org.polyboard.core.exec.SharedExecutor;

/**
 * The check that a solve stopped while it runs (cancelled, timed out, its solver deactivated) returns promptly and
 * leaves none of its threads behind.
 */
public final class StopCheck {

    /**
     * How the check runs.
     *
     * @param runMillis how long the solve runs before it is stopped (it must still be running then)
     * @param stopWithinMillis how soon after the stop the solve must return
     * @param settleMillis how long its threads may take to end after it returned
     * @param workersWhileRunning whether the solve must have started threads of its own while it runs
     * @param alsoGone more threads that must be gone in the end (for instance a library's idle pool)
     */
    public record Timing(long runMillis, long stopWithinMillis, long settleMillis, boolean workersWhileRunning,
            Supplier<List<String>> alsoGone) {

        /** Stopped after 0.7 s, back within 2 s, threads gone within 3 s; workers expected while running. */
        public static final Timing QUICK = new Timing(700, 2_000, 3_000, true, List::of);
    }

    private StopCheck() {
    }

    /** Runs {@code solve} on a thread of its own, calls {@code stop} after a while, checks, returns the result. */
    public static SolveResult runThenStop(Callable<SolveResult> solve, Runnable stop, Timing timing) throws Exception {
        Set<Thread> before = new HashSet<>(Thread.getAllStackTraces().keySet());
        AtomicReference<SolveResult> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            try {
                result.set(solve.call());
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "test-caller");
        caller.start();
        Thread.sleep(timing.runMillis());
        assertThat(caller.isAlive()).as("still running").isTrue();
        if (timing.workersWhileRunning()) {
            assertThat(startedSince(before)).as("worker threads while running").isNotEmpty();
        }
        long stopAt = System.nanoTime();
        stop.run();
        caller.join(timing.stopWithinMillis() + 5_000);
        assertThat(caller.isAlive()).as("returned after the stop").isFalse();
        assertThat((System.nanoTime() - stopAt) / 1_000_000).isLessThan(timing.stopWithinMillis());
        assertThat(failure.get()).isNull();
        long deadline = System.nanoTime() + timing.settleMillis() * 1_000_000;
        while (!(leftBehind(before).isEmpty() && timing.alsoGone().get().isEmpty()) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(leftBehind(before)).as("threads left behind").isEmpty();
        assertThat(timing.alsoGone().get()).as("threads that must end too").isEmpty();
        return result.get();
    }

    /**
     * The threads of {@link #startedSince} but the idle ones of the shared pool ({@link SharedExecutor}) and of the
     * tests' timer ({@link TestContext#TIMER_THREAD}): both outlive the solves they serve, and their threads, started
     * by whichever solve first needs them, wait for the next task. Such a thread still running Polyboard code is left
     * behind.
     */
    public static List<String> leftBehind(Set<Thread> before) {
        return newThreads(before)
                .filter(e -> !shared(e.getKey().getName()) || running(e.getValue()))
                .map(e -> e.getKey().getName()).sorted().toList();
    }

    private static boolean shared(String name) {
        return name.startsWith(SharedExecutor.THREAD_PREFIX) || name.equals(TestContext.TIMER_THREAD);
    }

    private static boolean running(StackTraceElement[] stack) {
        for (StackTraceElement frame : stack) {
            if (frame.getClassName().startsWith("org.polyboard.")) {
                return true;
            }
        }
        return false;
    }

    /** Live threads that did not exist in {@code before}, by name. */
    public static List<String> startedSince(Set<Thread> before) {
        return newThreads(before).map(e -> e.getKey().getName()).sorted().toList();
    }

    /** Live threads that did not exist in {@code before}, with their stacks. */
    private static Stream<Map.Entry<Thread, StackTraceElement[]>> newThreads(Set<Thread> before) {
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(e -> !before.contains(e.getKey()) && e.getKey().isAlive());
    }
}
