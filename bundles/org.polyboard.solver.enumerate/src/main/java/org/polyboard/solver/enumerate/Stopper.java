package org.polyboard.solver.enumerate;

import java.util.concurrent.atomic.AtomicLong;

import org.polyboard.api.solve.SolveContext;

/**
 * Counts search nodes, asks the context whether to stop every few thousand nodes, and reports progress about once a
 * second. Thread-safe; each search thread counts through its own {@link Local}.
 */
final class Stopper {

    private static final long REPORT_NANOS = 1_000_000_000L;
    private static final int BATCH = 1024;

    private final SolveContext context;
    private final AtomicLong nodes = new AtomicLong();
    private volatile boolean stopped;
    private long lastReport = System.nanoTime();
    private String best;
    private String bound;
    private String message = "";

    Stopper(SolveContext context) {
        this.context = context;
    }

    /** A counter for one thread. */
    Local local() {
        return new Local();
    }

    /** Stops every search that uses this stopper, e.g. once one thread has found what was asked. */
    void stop() {
        stopped = true;
    }

    boolean stopped() {
        return stopped;
    }

    /** Whether the context asked to stop (cancellation or time limit), as opposed to {@link #stop()}. */
    boolean interrupted() {
        return context.shouldStop();
    }

    long nodes() {
        return nodes.get();
    }

    synchronized void state(String best, String bound, String message) {
        this.best = best;
        this.bound = bound;
        this.message = message;
        context.progress(nodes.get(), best, bound, message);
    }

    private void batch() {
        long total = nodes.addAndGet(BATCH);
        if (context.shouldStop()) {
            stopped = true;
        }
        synchronized (this) {
            long now = System.nanoTime();
            if (now - lastReport > REPORT_NANOS) {
                lastReport = now;
                context.progress(total, best, bound, message);
            }
        }
    }

    /** Counts the nodes of one thread. Not thread-safe. */
    final class Local {
        private int count;

        /** Counts a node; returns true when the search should stop. */
        boolean node() {
            if (++count == BATCH) {
                count = 0;
                batch();
            }
            return stopped;
        }

        boolean stopped() {
            return stopped;
        }

        /** Adds the nodes counted since the last batch to the total. */
        void flush() {
            nodes.addAndGet(count);
            count = 0;
        }
    }
}
