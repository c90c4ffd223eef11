package org.polyboard.solver.anneal;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;

/**
 * The placed units of a local search over a {@link Layout} and what they cover, kept up to date one unit at a time:
 * how many placed units cover each cell, which one where it is only one, and the uncovered cells as a list with
 * positions, so that a random uncovered cell is drawn in constant time; on boards up to
 * {@link Layout#MAX_BIT_CELLS} cells also as bit sets, for the scans of a move. Shared by the chains, which read the
 * arrays directly in their moves. Not thread-safe.
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
    /**
     * When asked for and the layout keeps its neighbourhoods as bit sets: the uncovered cells, the cells covered once
     * and the cells of the placed units as bit sets, for the scans of a move ({@link #gain}, {@link #soleCells},
     * {@link #attackers}); otherwise {@code null}, and those scan the neighbourhood lists.
     */
    private final long[] uncoveredBits;
    private final long[] onceBits;
    private final long[] placedBits;

    /**
     * Nothing placed, every cell uncovered.
     *
     * @param bits whether to keep the bit sets for the scans of a move, where the layout has its neighbourhoods as bit
     *     sets (a tabu search scans a neighbourhood for every candidate of a move; annealing seldom scans, and the
     *     upkeep would cost it about 4% of its moves)
     */
    CoverState(Layout layout, boolean bits) {
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
        if (!bits || layout.hoodWords == null) {
            uncoveredBits = null;
            onceBits = null;
            placedBits = null;
        } else {
            uncoveredBits = new long[layout.words];
            onceBits = new long[layout.words];
            placedBits = new long[layout.words];
            for (int v = 0; v < layout.cells; v++) {
                uncoveredBits[v >>> 6] |= 1L << v;
            }
        }
    }

    void place(int unit) {
        chosen[unit] = true;
        placedAt[unit] = placedCount;
        placed[placedCount++] = unit;
        pieces += layout.size[unit];
        boolean bits = uncoveredBits != null;
        for (int v : layout.hood[unit]) {
            sole[v] ^= unit;
            int was = cover[v]++;
            if (was == 0) {
                int at = uncoveredAt[v];
                int last = uncovered[--uncoveredCount];
                uncovered[at] = last;
                uncoveredAt[last] = at;
            }
            if (bits && was <= 1) {
                long bit = 1L << v;
                if (was == 0) {
                    uncoveredBits[v >>> 6] &= ~bit;
                    onceBits[v >>> 6] |= bit;
                } else {
                    onceBits[v >>> 6] &= ~bit;
                }
            }
        }
        if (bits) {
            for (int c : layout.members[unit]) {
                placedBits[c >>> 6] |= 1L << c;
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
        boolean bits = uncoveredBits != null;
        for (int v : layout.hood[unit]) {
            sole[v] ^= unit;
            int now = --cover[v];
            if (now == 0) {
                uncoveredAt[v] = uncoveredCount;
                uncovered[uncoveredCount++] = v;
            }
            if (bits && now <= 1) {
                long bit = 1L << v;
                if (now == 0) {
                    onceBits[v >>> 6] &= ~bit;
                    uncoveredBits[v >>> 6] |= bit;
                } else {
                    onceBits[v >>> 6] |= bit;
                }
            }
        }
        if (bits) {
            for (int c : layout.members[unit]) {
                placedBits[c >>> 6] &= ~(1L << c);
            }
        }
    }

    /** The cells only {@code unit} covers: those its removal would uncover. */
    int soleCells(int unit) {
        int count = 0;
        if (onceBits != null) {
            int[] words = layout.hoodWords[unit];
            long[] masks = layout.hoodMasks[unit];
            for (int i = 0; i < words.length; i++) {
                count += Long.bitCount(masks[i] & onceBits[words[i]]);
            }
            return count;
        }
        for (int v : layout.hood[unit]) {
            if (cover[v] == 1) {
                count++;
            }
        }
        return count;
    }

    /**
     * For {@code unit} coming in: how many uncovered cells it would cover (returned), and, added to
     * {@code shared[i]}, how many of the cells only {@code placed[i]} covers it covers too. The scan of a move's
     * every candidate.
     */
    int gain(int unit, int[] shared) {
        int gain = 0;
        if (uncoveredBits != null) {
            int[] words = layout.hoodWords[unit];
            long[] masks = layout.hoodMasks[unit];
            for (int i = 0; i < words.length; i++) {
                int w = words[i];
                gain += Long.bitCount(masks[i] & uncoveredBits[w]);
                for (long once = masks[i] & onceBits[w]; once != 0; once &= once - 1) {
                    shared[placedAt[sole[(w << 6) + Long.numberOfTrailingZeros(once)]]]++;
                }
            }
            return gain;
        }
        for (int v : layout.hood[unit]) {
            int c = cover[v];
            if (c == 0) {
                gain++;
            } else if (c == 1) {
                shared[placedAt[sole[v]]]++;
            }
        }
        return gain;
    }

    /** Sets {@code flags[i]} to 1 for every placed unit {@code placed[i]} with a cell in {@code unit}'s neighbourhood. */
    void attackers(int unit, int[] flags) {
        if (placedBits != null) {
            int[] words = layout.hoodWords[unit];
            long[] masks = layout.hoodMasks[unit];
            for (int i = 0; i < words.length; i++) {
                int w = words[i];
                for (long in = masks[i] & placedBits[w]; in != 0; in &= in - 1) {
                    flags[placedAt[layout.unitOf[(w << 6) + Long.numberOfTrailingZeros(in)]]] = 1;
                }
            }
            return;
        }
        for (int v : layout.hood[unit]) {
            int u = layout.unitOf[v];
            if (chosen[u]) {
                flags[placedAt[u]] = 1;
            }
        }
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
