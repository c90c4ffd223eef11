package org.polyboard.solver.anneal;

import java.util.SplittableRandom;

/**
 * The best-scored swap of a tabu move among those offered, ties broken uniformly at random as they come (each tie
 * replaces the pick with probability one over the ties so far): the one rule of {@link TabuChain} and
 * {@link PenaltyTabuChain}. Reused move after move; not thread-safe.
 */
final class BestSwap {

    private final SplittableRandom random;
    private int delta;
    private int ties;
    /** The unit coming in, or −1 when nothing was offered since {@link #reset}. */
    int in;
    /** The index in the placed units of the one going out, or −1 for none. */
    int out;

    BestSwap(SplittableRandom random) {
        this.random = random;
    }

    void reset() {
        delta = Integer.MAX_VALUE;
        ties = 0;
        in = -1;
        out = -1;
    }

    /** Offers {@code in} coming in and {@code out} going out, scored {@code score} (lower is better). */
    void offer(int score, int in, int out) {
        if (score < delta) {
            delta = score;
            this.in = in;
            this.out = out;
            ties = 1;
        } else if (score == delta && random.nextInt(++ties) == 0) {
            this.in = in;
            this.out = out;
        }
    }
}
