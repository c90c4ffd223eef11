package org.polyboard.solver.enumerate;

import java.util.Arrays;

import org.polyboard.api.solve.AttackModel;

/** Quick placements that start the exact searches: upper bounds for domination, a lower bound for independence. */
final class Greedy {

    private Greedy() {
    }

    /**
     * A dominating set (independent when asked): repeatedly the allowed cell that covers the most uncovered cells.
     * Independent greedy always succeeds, since an uncovered cell is itself allowed.
     */
    static int[] dominating(AttackModel model, boolean independent) {
        int m = model.cellCount();
        int words = model.words();
        long[] uncovered = Bits.full(m, words);
        long[] allowed = Bits.full(m, words);
        int[] chosen = new int[m];
        int n = 0;
        while (!Bits.isEmpty(uncovered)) {
            int best = -1;
            int bestGain = 0;
            for (int c = Bits.next(allowed, 0); c >= 0; c = Bits.next(allowed, c + 1)) {
                int gain = Bits.countAnd(model.neighbourhood(c), uncovered);
                if (gain > bestGain) {
                    bestGain = gain;
                    best = c;
                }
            }
            chosen[n++] = best;
            Bits.andNot(uncovered, model.neighbourhood(best), uncovered);
            if (independent) {
                Bits.andNot(allowed, model.neighbourhood(best), allowed);
            } else {
                Bits.clear(allowed, best);
            }
        }
        return Arrays.copyOf(chosen, n);
    }

    /** An independent set: repeatedly the free cell that attacks the fewest free cells. */
    static int[] independent(AttackModel model) {
        int m = model.cellCount();
        long[] free = Bits.full(m, model.words());
        int[] chosen = new int[m];
        int n = 0;
        while (!Bits.isEmpty(free)) {
            int best = -1;
            int fewest = Integer.MAX_VALUE;
            for (int c = Bits.next(free, 0); c >= 0; c = Bits.next(free, c + 1)) {
                int attacks = Bits.countAnd(model.neighbourhood(c), free);
                if (attacks < fewest) {
                    fewest = attacks;
                    best = c;
                }
            }
            chosen[n++] = best;
            Bits.andNot(free, model.neighbourhood(best), free);
        }
        return Arrays.copyOf(chosen, n);
    }
}
