package org.polyboard.solver.enumerate;

import org.polyboard.api.work.UnitContext;

/**
 * Counts the nodes of one walk, tells its unit context about them in batches and asks it then whether to stop.
 * Not thread-safe: one per walk.
 */
final class Counter {

    private static final int BATCH = 1024;

    private final UnitContext context;
    private int count;
    private long total;
    private boolean stopped;

    Counter(UnitContext context) {
        this.context = context;
    }

    /** Counts a node; returns true when the walk should stop. */
    boolean node() {
        if (++count == BATCH) {
            flush();
            if (context.shouldStop()) {
                stopped = true;
            }
        }
        return stopped;
    }

    boolean stopped() {
        return stopped;
    }

    /** Tells the context the nodes counted since the last batch. */
    void flush() {
        context.nodes(count);
        total += count;
        count = 0;
    }

    /** Nodes counted so far. */
    long total() {
        return total + count;
    }
}
