package org.polyboard.core.exec;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * The time a job reads: its elapsed time, its time limit and every wait of its portfolio. The system clock in a
 * runtime; a clock that tests move by hand, so that what depends on time is decided in milliseconds of test time.
 * Implementations are thread-safe.
 */
public interface JobClock {

    /** The system's monotonic clock. */
    JobClock SYSTEM = new JobClock() {
        @Override
        public long nanos() {
            return System.nanoTime();
        }

        @Override
        public void sleepUntil(long nanos, BooleanSupplier wake) throws InterruptedException {
            long left;
            while (!wake.getAsBoolean() && (left = nanos - System.nanoTime()) > 0) {
                LockSupport.parkNanos(Math.min(left, WAKE_CHECK_NANOS));
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
            }
        }
    };

    /** How often {@link #SYSTEM} looks at the wake-up condition of a sleep. */
    long WAKE_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    /** Nanoseconds on a monotonic scale with an arbitrary origin, as {@link System#nanoTime()}. */
    long nanos();

    /** Waits until {@link #nanos()} reaches {@code nanos}, or sooner once {@code wake} is true. */
    void sleepUntil(long nanos, BooleanSupplier wake) throws InterruptedException;
}
