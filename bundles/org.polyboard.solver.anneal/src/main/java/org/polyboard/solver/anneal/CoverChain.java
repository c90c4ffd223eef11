package org.polyboard.solver.anneal;

import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/** One chain of a local search for small covers ({@link AnnealChain}, {@link TabuChain}). Not thread-safe. */
interface CoverChain {

    /**
     * Runs until {@code stop} says so (polled every few hundred steps) or a cover of {@code target} pieces is
     * found. {@code improved} is called with the piece count of each better cover.
     */
    void run(int target, BooleanSupplier stop, IntConsumer improved);

    /** The best cover's cells, ascending, or null before the first cover. */
    int[] best();

    long steps();
}
