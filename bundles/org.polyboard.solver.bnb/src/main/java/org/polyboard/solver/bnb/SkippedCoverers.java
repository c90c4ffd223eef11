package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The coverers a census skipped on the current path, and the covers that hold them. Where no symmetry is left to
 * break, a node skips a coverer x of the cell it branches on when another coverer y, no larger, covers every cell x
 * covers that the node left uncovered ({@code CoverSearcher#branchOrder}), as a search for one cover does. The
 * covers below the node that hold x are then not searched; each is counted at the leaf of the cover with x swapped
 * for y, the first in the order tried of the coverers that dominate x (so that no other dominates y, and y is never
 * skipped there). That cover lies below the node too (y covers what x covered there), it is no larger, and it does
 * not hold y: a census runs at the least k with a cover (every round below it refuted), and a cover with both x and
 * y would stay one without x, with fewer pieces. Swapping each skipped coverer of a node in a cover for the one
 * standing for it thus gives a cover without skipped coverers there, which the node's children reach, and the
 * covers with skipped coverers are found once each: at the leaf of that cover, by swapping back whichever of its
 * coverers stand for skipped ones still give a cover ({@link #coversAt}). From the leaf up, depth by depth, the
 * covers found below a node are every cover its subtree holds, those with the skipped coverers of nodes further
 * down included.
 * <p>
 * Measured with {@code bench/knights-refute.sh} on one thread: the round of the 15×15 census searches 238 435 379
 * nodes against 812 230 746 without skipping (3.4 times fewer, 204 s against 572 s), the 11×11 census 688 363
 * against 2 300 188. A census's nodes at a leaf allocate its covers; its walk does not.
 * <p>
 * A unit resumed at a node takes the skips of the nodes above it from its spec ({@link UnitSpecs.Node#swaps}).
 * Not thread-safe: one per {@link CoverSearcher}.
 */
final class SkippedCoverers {

    private final Units units;
    private final int k;
    private final int words;
    /** Per depth of the current path: the coverers skipped, the one that stands for each, and how many. */
    private final int[][] from;
    private final int[][] to;
    private final int[] count;
    /** What {@link #covers} checks a swapped cover on. */
    private final long[] covered;

    /**
     * @param depths the depths of the path (k + 2 covers them)
     * @param most the most coverers a cell has
     */
    SkippedCoverers(Units units, int k, int depths, int most) {
        this.units = units;
        this.k = k;
        this.words = units.words;
        this.from = new int[depths][most];
        this.to = new int[depths][most];
        this.count = new int[depths];
        this.covered = new long[words];
    }

    /** Forgets the skips of the node at {@code depth}, which branches anew. */
    void clear(int depth) {
        count[depth] = 0;
    }

    /** The node at {@code depth} skipped {@code skippedUnit}, which {@code standing} dominates. */
    void add(int depth, int skippedUnit, int standing) {
        from[depth][count[depth]] = skippedUnit;
        to[depth][count[depth]++] = standing;
    }

    /** The skips of the nodes above {@code depth}, as triples (depth, skipped unit, the unit standing for it). */
    int[] above(int depth) {
        int n = 0;
        for (int d = 0; d < depth; d++) {
            n += count[d];
        }
        int[] triples = new int[3 * n];
        n = 0;
        for (int d = 0; d < depth; d++) {
            for (int i = 0; i < count[d]; i++) {
                triples[n++] = d;
                triples[n++] = from[d][i];
                triples[n++] = to[d][i];
            }
        }
        return triples;
    }

    /** Takes the skips of the nodes above a resumed node, as {@link #above(int)} wrote them. */
    void above(int[] triples) {
        for (int i = 0; i + 2 < triples.length; i += 3) {
            add(triples[i], triples[i + 1], triples[i + 2]);
        }
    }

    /**
     * The units of the cover at a leaf, the first {@code depth} of {@code placed}, and of the covers with skipped
     * coverers that it stands for, at the nodes of its path.
     */
    List<int[]> coversAt(int[] placed, int depth) {
        List<int[]> covers = new ArrayList<>();
        covers.add(Arrays.copyOf(placed, depth));
        for (int d = depth - 1; d >= 0; d--) {
            if (count[d] == 0) {
                continue;
            }
            for (int i = 0, n = covers.size(); i < n; i++) {
                swapBack(covers.get(i), d, 0, covers);
            }
        }
        return covers;
    }

    /**
     * Adds to {@code covers} each cover of at most k pieces that {@code cover} gives when, from its position
     * {@code start} on, some units standing for coverers skipped at depth {@code d} are swapped back for them. A
     * swap only takes cells away from those the node at {@code d} left uncovered, so one that leaves a cell
     * uncovered does so with any more swaps too.
     */
    private void swapBack(int[] cover, int d, int start, List<int[]> covers) {
        for (int p = start; p < cover.length; p++) {
            for (int i = 0; i < count[d]; i++) {
                if (to[d][i] != cover[p]) {
                    continue;
                }
                int[] swapped = cover.clone();
                swapped[p] = from[d][i];
                if (covers(swapped)) {
                    covers.add(swapped);
                    swapBack(swapped, d, p + 1, covers);
                }
            }
        }
    }

    /** Whether the units {@code cover} cover the board with at most k pieces. */
    private boolean covers(int[] cover) {
        Arrays.fill(covered, 0);
        units.pastTheBoard(covered);
        int pieces = 0;
        for (int unit : cover) {
            pieces += units.size[unit];
            long[] h = units.hood[unit];
            for (int i = 0; i < words; i++) {
                covered[i] |= h[i];
            }
        }
        if (pieces > k) {
            return false;
        }
        for (long word : covered) {
            if (word != -1L) {
                return false;
            }
        }
        return true;
    }
}
