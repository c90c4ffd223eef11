package org.polyboard.solver.anneal;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;
import java.util.function.LongSupplier;

/**
 * Runs independent search chains, one thread each, as both local searches of this bundle do: until every chain
 * ends, the deadline passes, the caller asks to stop, the best value is good enough, or no chain has improved for
 * the stall time; reports progress once a second. The threads are gone when it returns.
 */
final class ChainRunner {

    /** One chain: runs until {@code stop} holds, telling {@code improved} each new best value it finds. */
    interface Chain {
        void run(BooleanSupplier stop, IntConsumer improved);
    }

    /** Receives the progress: steps of all chains and the best value so far. */
    interface Progress {
        void report(long steps, int best);
    }

    /** The best value over the chains and when it was found ({@link System#nanoTime()}). */
    record Outcome(int best, long improvedAtNanos) {
    }

    private static final long POLL_MILLIS = 50;
    private static final long PROGRESS_MILLIS = 1_000;

    private ChainRunner() {
    }

    /**
     * @param minimising whether smaller values are better
     * @param deadlineNanos when the chains must stop ({@link System#nanoTime()}), or {@code Long.MAX_VALUE}
     * @param stallMillis how long the chains may go without improvement, {@code Long.MAX_VALUE} for no limit
     * @param stopRequested polled: cancellation, deactivation
     * @param enough halts the chains when the best value meets it (a proven bound)
     */
    static Outcome run(String threadName, List<Chain> chains, boolean minimising, long deadlineNanos, long stallMillis,
            BooleanSupplier stopRequested, IntPredicate enough, LongSupplier steps, Progress progress)
            throws InterruptedException {
        long start = System.nanoTime();
        boolean limited = deadlineNanos != Long.MAX_VALUE;
        AtomicInteger best = new AtomicInteger(minimising ? Integer.MAX_VALUE : Integer.MIN_VALUE);
        AtomicLong improvedAt = new AtomicLong(start);
        AtomicBoolean halt = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(chains.size());
        ExecutorService executor = Executors.newFixedThreadPool(chains.size(), r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
        BooleanSupplier stop = () -> halt.get() || limited && System.nanoTime() - deadlineNanos >= 0;
        IntConsumer improved = value -> {
            int now = minimising ? best.accumulateAndGet(value, Math::min) : best.accumulateAndGet(value, Math::max);
            if (now == value) {
                improvedAt.set(System.nanoTime());
            }
        };
        try {
            for (Chain chain : chains) {
                executor.execute(() -> {
                    try {
                        chain.run(stop, improved);
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                    } finally {
                        done.countDown();
                    }
                });
            }
            long lastReport = System.nanoTime();
            while (!done.await(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                long now = System.nanoTime();
                boolean found = best.get() != (minimising ? Integer.MAX_VALUE : Integer.MIN_VALUE);
                if (stopRequested.getAsBoolean() || found && enough.test(best.get())
                        || now - improvedAt.get() >= TimeUnit.MILLISECONDS.toNanos(stallMillis)) {
                    halt.set(true);
                }
                if (now - lastReport >= TimeUnit.MILLISECONDS.toNanos(PROGRESS_MILLIS)) {
                    lastReport = now;
                    progress.report(steps.getAsLong(), best.get());
                }
            }
        } finally {
            halt.set(true);
            executor.shutdownNow();
        }
        if (failure.get() != null) {
            throw new IllegalStateException(threadName + " chain failed: " + failure.get(), failure.get());
        }
        return new Outcome(best.get(), improvedAt.get());
    }
}
