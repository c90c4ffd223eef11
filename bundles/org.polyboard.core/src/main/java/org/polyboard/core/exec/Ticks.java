package org.polyboard.core.exec;

import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import org.polyboard.api.solve.SolveContext;

/** Runs a solver's poll ({@link org.polyboard.api.solve.SolveContext#poll}) on the runtime's timer thread. */
final class Ticks {

    /** The shortest period between two ticks. */
    static final long MIN_MILLIS = 10;

    private Ticks() {
    }

    /**
     * Runs {@code tick} every {@code millis} (at least {@link #MIN_MILLIS}) on {@code timer} until the handle is
     * closed; a tick that throws is not run again. When the timer has stopped, nothing runs.
     */
    static SolveContext.Poll every(ScheduledExecutorService timer, long millis, Runnable tick) {
        long period = Math.max(MIN_MILLIS, millis);
        ScheduledFuture<?> future;
        try {
            future = timer.scheduleWithFixedDelay(tick, period, period, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            return () -> { };
        }
        return () -> future.cancel(false);
    }
}
