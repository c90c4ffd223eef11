package org.polyboard.solver.anneal;

import java.util.SplittableRandom;

/**
 * The tabu list of {@link TabuChain} and {@link PenaltyTabuChain}: a unit taken out may not come back for
 * {@link #MOVES} moves plus up to as many again at random, one put in may not leave for half of that. The random
 * draws come from the chain's own generator, so a seed gives the same run. Not thread-safe.
 */
final class Tenure {

    /** Moves a unit taken out stays out (plus up to as many again at random); half of it for one put in. */
    static final int MOVES = 10;

    private final long[] until;
    private final SplittableRandom random;

    Tenure(int units, SplittableRandom random) {
        this.until = new long[units];
        this.random = random;
    }

    /** Whether {@code unit} may not move at move {@code step}. */
    boolean holds(int unit, long step) {
        return until[unit] > step;
    }

    /** Takes {@code unit} out of the state at move {@code step}, which it may not re-enter for a while. */
    void takeOut(CoverState state, int unit, long step) {
        state.unplace(unit);
        until[unit] = step + MOVES + random.nextInt(MOVES + 1);
    }

    /** Takes {@code out} out (unless it is −1) and puts {@code in} in, at move {@code step}, with their tenures. */
    void swap(CoverState state, int in, int out, long step) {
        if (out >= 0) {
            takeOut(state, out, step);
        }
        state.place(in);
        until[in] = step + MOVES / 2 + random.nextInt(MOVES / 2 + 1);
    }
}
