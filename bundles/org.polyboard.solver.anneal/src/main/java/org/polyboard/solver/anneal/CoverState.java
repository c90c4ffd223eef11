package org.polyboard.solver.anneal;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;

/**
 * The placed units of a local search over a {@link Layout} and what they cover, kept up to date one unit at a time:
 * how many placed units cover each cell, which one where it is only one, and the uncovered cells as a list with
 * positions, so that a random uncovered cell is drawn in constant time. Shared by {@link AnnealChain} and
 * {@link TabuChain}, which read the arrays directly in their moves. Not thread-safe.
 */
final class CoverState {

    final Layout layout;
    final boolean[] chosen;
    final int[] placed;
    /** Per unit, its index in {@link #placed}, or −1. */
    final int[] placedAt;
    int placedCount;
    /** The cells of the placed units. */
    int pieces;
    /** Per cell, how many placed units cover it. */
    final int[] cover;
    /** Per cell, the exclusive or of the placed units covering it: the sole coverer where {@link #cover} is 1. */
    final int[] sole;
    final int[] uncovered;
    final int[] uncoveredAt;
    int uncoveredCount;

    /** Nothing placed, every cell uncovered. */
    CoverState(Layout layout) {
        this.layout = layout;
        chosen = new boolean[layout.units];
        placed = new int[layout.units];
        placedAt = new int[layout.units];
        Arrays.fill(placedAt, -1);
        cover = new int[layout.cells];
        sole = new int[layout.cells];
        uncovered = new int[layout.cells];
        uncoveredAt = new int[layout.cells];
        for (int v = 0; v < layout.cells; v++) {
            uncovered[v] = v;
            uncoveredAt[v] = v;
        }
        uncoveredCount = layout.cells;
    }

    void place(int unit) {
        chosen[unit] = true;
        placedAt[unit] = placedCount;
        placed[placedCount++] = unit;
        pieces += layout.size[unit];
        for (int v : layout.hood[unit]) {
            sole[v] ^= unit;
            if (cover[v]++ == 0) {
                int at = uncoveredAt[v];
                int last = uncovered[--uncoveredCount];
                uncovered[at] = last;
                uncoveredAt[last] = at;
            }
        }
    }

    void unplace(int unit) {
        chosen[unit] = false;
        int at = placedAt[unit];
        int last = placed[--placedCount];
        placed[at] = last;
        placedAt[last] = at;
        placedAt[unit] = -1;
        pieces -= layout.size[unit];
        for (int v : layout.hood[unit]) {
            sole[v] ^= unit;
            if (--cover[v] == 0) {
                uncoveredAt[v] = uncoveredCount;
                uncovered[uncoveredCount++] = v;
            }
        }
    }

    /** The cells only {@code unit} covers: those its removal would uncover. */
    int soleCells(int unit) {
        int count = 0;
        for (int v : layout.hood[unit]) {
            if (cover[v] == 1) {
                count++;
            }
        }
        return count;
    }

    /**
     * Covers the board greedily: for a random uncovered cell, the coverer that {@code may} place and that covers most
     * uncovered cells (ties at random); then removes the units that cover nothing alone. Stops early, with cells left
     * uncovered, when a cell has no coverer that may be placed.
     */
    void greedy(SplittableRandom random, IntPredicate may) {
        while (uncoveredCount > 0) {
            int u = uncovered[random.nextInt(uncoveredCount)];
            int pick = -1;
            int most = -1;
            int ties = 0;
            for (int unit : layout.coverers[u]) {
                if (!may.test(unit)) {
                    continue;
                }
                int gain = 0;
                for (int v : layout.hood[unit]) {
                    if (cover[v] == 0) {
                        gain++;
                    }
                }
                if (gain > most) {
                    pick = unit;
                    most = gain;
                    ties = 1;
                } else if (gain == most && random.nextInt(++ties) == 0) {
                    pick = unit;
                }
            }
            if (pick < 0) {
                return;
            }
            place(pick);
        }
        for (int i = placedCount - 1; i >= 0; i--) {
            if (soleCells(placed[i]) == 0) {
                unplace(placed[i]);
            }
        }
    }

    /** Removes the placed unit whose removal uncovers fewest cells (ties at random); nothing when none is placed. */
    void dropLeastUseful(SplittableRandom random) {
        int pick = -1;
        int fewest = Integer.MAX_VALUE;
        int ties = 0;
        for (int i = 0; i < placedCount; i++) {
            int lost = soleCells(placed[i]);
            if (lost < fewest) {
                pick = placed[i];
                fewest = lost;
                ties = 1;
            } else if (lost == fewest && random.nextInt(++ties) == 0) {
                pick = placed[i];
            }
        }
        if (pick >= 0) {
            unplace(pick);
        }
    }

    /** The cells of the placed units, ascending. */
    int[] cells() {
        int[] cells = new int[pieces];
        int n = 0;
        for (int i = 0; i < placedCount; i++) {
            for (int cell : layout.members[placed[i]]) {
                cells[n++] = cell;
            }
        }
        Arrays.sort(cells);
        return cells;
    }
}
