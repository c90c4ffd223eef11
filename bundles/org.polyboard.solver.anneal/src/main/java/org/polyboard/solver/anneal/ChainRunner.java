package org.polyboard.solver.anneal;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;
import java.util.function.LongSupplier;

/**
 * Runs independent search chains, one task each on the executor it is given (the solve's shared executor), at most
 * as many at once as the solve has places, each chain beyond those started when one ends: the executor is shared by
 * every solve and by a portfolio's partner, so a chain queued there behind the others would hold a thread that is
 * not the solve's, or take the place its exact partner's work units wait for. As the local searches of this bundle
 * do: until every chain ends, the deadline passes, the caller asks to stop, the best
 * value is good enough, or no chain has improved for the stall time (counted from when the first chain starts, so
 * that time spent queued behind other work does not count); reports progress once a second. Every chain has ended
 * when it returns normally.
 */
final class ChainRunner {

    /** One chain: runs until {@code stop} holds, telling {@code improved} each new best value it finds. */
    interface Chain {
        void run(BooleanSupplier stop, Improved improved);
    }

    /** Where the chains tell their own new best values. */
    interface Improved {
        /**
         * Records a chain's new best {@code value}. Only a value better than every chain's so far is news (it restarts
         * the stall clock and dates the outcome): another chain reaching the same value is not. Then, and only then,
         * {@code report} runs (the solver hands the chain's placement to the job), with no other chain reporting
         * meanwhile, so the job's incumbent is always the best so far.
         */
        void accept(int value, Runnable report);

        /** Records a value with nothing to report. */
        default void accept(int value) {
            accept(value, () -> { });
        }
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
     * @param name what the chains are, for the message of a failure
     * @param executor where each chain runs as one task
     * @param places how many chains may run at once (the solve's parallelism); the others start in order as those end
     * @param minimising whether smaller values are better
     * @param deadlineNanos when the chains must stop ({@link System#nanoTime()}), or {@code Long.MAX_VALUE}
     * @param stallMillis how long the chains may go without improvement, {@code Long.MAX_VALUE} for no limit
     * @param stopRequested polled: cancellation, deactivation
     * @param enough halts the chains when the best value meets it (a proven bound)
     * @throws IllegalStateException when a chain failed or the executor took no more tasks
     */
    static Outcome run(String name, Executor executor, int places, List<Chain> chains, boolean minimising,
            long deadlineNanos, long stallMillis, BooleanSupplier stopRequested, IntPredicate enough, LongSupplier steps,
            Progress progress) throws InterruptedException {
        long start = System.nanoTime();
        boolean limited = deadlineNanos != Long.MAX_VALUE;
        AtomicInteger best = new AtomicInteger(minimising ? Integer.MAX_VALUE : Integer.MIN_VALUE);
        AtomicLong improvedAt = new AtomicLong(start);
        AtomicBoolean halt = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicLong stallFrom = new AtomicLong(start);
        AtomicBoolean started = new AtomicBoolean();
        CountDownLatch done = new CountDownLatch(chains.size());
        BooleanSupplier stop = () -> halt.get() || limited && System.nanoTime() - deadlineNanos >= 0;
        Improved improved = (value, report) -> {
            synchronized (best) {
                if (minimising ? value >= best.get() : value <= best.get()) {
                    return;
                }
                best.set(value);
                long at = System.nanoTime();
                improvedAt.set(at);
                stallFrom.set(at);
                report.run();
            }
        };
        // the next chain to start: the first places at once, each later one when a chain ends
        AtomicInteger next = new AtomicInteger();
        Runnable[] launch = new Runnable[1];
        launch[0] = () -> {
            int i = next.getAndIncrement();
            if (i >= chains.size()) {
                return;
            }
            Chain chain = chains.get(i);
            try {
                executor.execute(() -> {
                    try {
                        if (started.compareAndSet(false, true)) {
                            long at = System.nanoTime();
                            stallFrom.accumulateAndGet(at, (from, now) -> now - from > 0 ? now : from);
                        }
                        chain.run(stop, improved);
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                    } finally {
                        done.countDown();
                        launch[0].run();
                    }
                });
            } catch (RejectedExecutionException e) {
                failure.compareAndSet(null, new IllegalStateException("the shared executor stopped"));
                halt.set(true);
                // this chain and every one not started yet will not run
                int unstarted = Math.max(0, chains.size() - next.getAndSet(chains.size()));
                for (int left = 0; left < unstarted + 1; left++) {
                    done.countDown();
                }
            }
        };
        try {
            for (int i = 0; i < Math.min(Math.max(1, places), chains.size()); i++) {
                launch[0].run();
            }
            long lastReport = System.nanoTime();
            while (!done.await(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                long now = System.nanoTime();
                boolean found = best.get() != (minimising ? Integer.MAX_VALUE : Integer.MIN_VALUE);
                if (stopRequested.getAsBoolean() || found && enough.test(best.get())
                        || started.get() && now - stallFrom.get() >= TimeUnit.MILLISECONDS.toNanos(stallMillis)) {
                    halt.set(true);
                }
                if (now - lastReport >= TimeUnit.MILLISECONDS.toNanos(PROGRESS_MILLIS)) {
                    lastReport = now;
                    progress.report(steps.getAsLong(), best.get());
                }
            }
        } finally {
            halt.set(true);
        }
        if (failure.get() != null) {
            throw new IllegalStateException(name + " chain failed: " + failure.get(), failure.get());
        }
        return new Outcome(best.get(), improvedAt.get());
    }
}
