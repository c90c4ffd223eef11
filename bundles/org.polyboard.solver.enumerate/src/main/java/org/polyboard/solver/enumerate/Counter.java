package org.polyboard.solver.enumerate;

import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * Counts the nodes of one walk, tells them to whoever runs it in batches and asks then whether to stop. Not
 * thread-safe: one per walk.
 */
final class Counter {

    private static final int BATCH = 1024;

    private final BooleanSupplier stop;
    private final LongConsumer nodes;
    private final long budget;
    /** Whether the runtime asks the walk to split now (polled once a batch), as if its budget were spent. */
    private final BooleanSupplier split;
    private int count;
    private long total;
    private boolean stopped;
    private boolean spent;
    private boolean demanded;

    /**
     * @param stop whether the walk should stop (polled once a batch)
     * @param nodes told the nodes counted, once a batch
     */
    Counter(BooleanSupplier stop, LongConsumer nodes) {
        this(stop, nodes, Long.MAX_VALUE);
    }

    /** @param budget the walk stops, {@linkplain #spent spent}, once it has counted this many nodes (to a batch) */
    Counter(BooleanSupplier stop, LongConsumer nodes, long budget) {
        this(stop, () -> false, nodes, budget);
    }

    /**
     * @param split whether the runtime asks the walk to leave the rest of its part open (polled once a batch); the
     *     walk reads {@link #demanded} where it reads its budget
     */
    Counter(BooleanSupplier stop, BooleanSupplier split, LongConsumer nodes, long budget) {
        this.stop = stop;
        this.split = split;
        this.nodes = nodes;
        this.budget = budget;
    }

    /** Counts a node; returns true when the walk should stop. */
    boolean node() {
        if (++count == BATCH) {
            flush();
            if (total >= budget) {
                spent = true;
                stopped = true;
            } else if (stop.getAsBoolean()) {
                stopped = true;
            } else if (!demanded && split.getAsBoolean()) {
                demanded = true;
            }
        }
        return stopped;
    }

    boolean stopped() {
        return stopped;
    }

    /** Whether the walk stopped because it used up its budget. */
    boolean spent() {
        return spent;
    }

    /** Whether the runtime asked the walk to split (seen at the last batch): it leaves the rest open at its next node. */
    boolean demanded() {
        return demanded;
    }

    /** Tells the nodes counted since the last batch. */
    void flush() {
        nodes.accept(count);
        total += count;
        count = 0;
    }

    /** Nodes counted so far. */
    long total() {
        return total + count;
    }
}
