package org.polyboard.core.exec;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A job clock that moves only when a test moves it, so that whatever a job decides by time is decided at the test
 * time the test chose, however fast or slow the machine is. {@link #await} waits, in real time, for a condition
 * the test knows will come (a solver has reported, a job has ended), failing after a generous guard.
 */
public final class FakeClock implements JobClock {

    /** How long {@link #await} waits before it fails: a guard against a hang, never a measurement. */
    public static final Duration GUARD = Duration.ofSeconds(30);

    private long nanos = 1_000_000_000L;

    @Override
    public synchronized long nanos() {
        return nanos;
    }

    /** The test time in milliseconds since the clock was made. */
    public synchronized long millis() {
        return TimeUnit.NANOSECONDS.toMillis(nanos - 1_000_000_000L);
    }

    /** Moves the clock to {@code millis} after it was made (never backwards). */
    public synchronized void advanceTo(long millis) {
        long target = 1_000_000_000L + TimeUnit.MILLISECONDS.toNanos(millis);
        if (target > nanos) {
            nanos = target;
            notifyAll();
        }
    }

    @Override
    public void sleepUntil(long until, BooleanSupplier wake) throws InterruptedException {
        synchronized (this) {
            while (nanos < until && !wake.getAsBoolean()) {
                // the wake-up condition changes without notice: look at it again now and then
                wait(2);
            }
        }
    }

    /** Waits until {@code condition} holds; fails, naming {@code what}, after {@link #GUARD}. */
    public static void await(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + GUARD.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("waited " + GUARD.toSeconds() + " s for: " + what);
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for: " + what);
            }
        }
    }
}
