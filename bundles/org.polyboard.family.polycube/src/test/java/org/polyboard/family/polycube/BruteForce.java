package org.polyboard.family.polycube;

import java.util.ArrayList;
import java.util.List;

import org.polyboard.api.board.Board;

/**
 * An oracle independent of the pieces, the attack model and the solvers: rays walked directly on the board, every
 * subset of a given size tried for domination, every independent set listed. For boards of at most 64 cells.
 */
final class BruteForce {

    final int m;
    private final List<int[]> cells = new ArrayList<>();
    private final long[] closed;
    private final long all;

    private final long[] independentBySize = new long[65];
    private final long[] maximalBySize = new long[65];
    private int largest;
    private long largestCount;
    private int smallestMaximal = Integer.MAX_VALUE;
    private long smallestMaximalCount;

    BruteForce(Board board, boolean queen) {
        board.forEachCell(c -> cells.add(c.clone()));
        m = cells.size();
        if (m > 64) {
            throw new IllegalArgumentException("brute force takes at most 64 cells, not " + m);
        }
        int d = board.dimension();
        closed = new long[m];
        for (int i = 0; i < m; i++) {
            closed[i] = 1L << i;
            for (int[] v : directions(d, queen)) {
                int[] p = cells.get(i).clone();
                while (true) {
                    for (int a = 0; a < d; a++) {
                        p[a] += v[a];
                    }
                    if (!board.contains(p)) {
                        break;
                    }
                    closed[i] |= 1L << indexOf(cells, p);
                }
            }
        }
        all = m == 64 ? -1L : (1L << m) - 1;
        independentSets(0, 0L, 0L, 0);
    }

    /** Every non-zero vector of {−1,0,1}^d for the queen; the unit vectors for the rook. */
    private static List<int[]> directions(int d, boolean queen) {
        List<int[]> result = new ArrayList<>();
        int total = (int) Math.pow(3, d);
        for (int code = 0; code < total; code++) {
            int[] v = new int[d];
            int rest = code;
            int nonZero = 0;
            for (int a = 0; a < d; a++) {
                v[a] = rest % 3 - 1;
                rest /= 3;
                nonZero += v[a] != 0 ? 1 : 0;
            }
            if (nonZero > 0 && (queen || nonZero == 1)) {
                result.add(v);
            }
        }
        return result;
    }

    private static int indexOf(List<int[]> cells, int[] p) {
        for (int i = 0; i < cells.size(); i++) {
            if (java.util.Arrays.equals(cells.get(i), p)) {
                return i;
            }
        }
        throw new IllegalStateException("cell not found");
    }

    /** Lists every independent set once: cells added in increasing order, none attacked by an earlier one. */
    private void independentSets(int from, long set, long covered, int size) {
        independentBySize[size]++;
        if (covered == all) {
            maximalBySize[size]++;
        }
        if (size > largest) {
            largest = size;
            largestCount = 0;
        }
        if (size == largest) {
            largestCount++;
        }
        if (covered == all) {
            if (size < smallestMaximal) {
                smallestMaximal = size;
                smallestMaximalCount = 0;
            }
            if (size == smallestMaximal) {
                smallestMaximalCount++;
            }
        }
        for (int i = from; i < m; i++) {
            if ((covered >>> i & 1) == 0) {
                independentSets(i + 1, set | 1L << i, covered | closed[i], size + 1);
            }
        }
    }

    /**
     * The optima over the placements made of whole orbits, each orbit given as the coordinates of its cells: {the
     * fewest dominating pieces, the fewest independent dominating pieces, the most independent pieces}, −1 where no
     * such placement exists. Every union of orbits is tried (at most 24 orbits).
     */
    int[] orbitOptima(List<int[][]> orbits) {
        if (orbits.size() > 24) {
            throw new IllegalArgumentException("brute force takes at most 24 orbits, not " + orbits.size());
        }
        long[] masks = new long[orbits.size()];
        for (int o = 0; o < masks.length; o++) {
            for (int[] cell : orbits.get(o)) {
                masks[o] |= 1L << indexOf(cells, cell);
            }
        }
        int[] best = {-1, -1, -1};
        for (int subset = 0; subset < 1 << masks.length; subset++) {
            long set = 0;
            for (int o = 0; o < masks.length; o++) {
                set |= (subset >>> o & 1) != 0 ? masks[o] : 0;
            }
            long covered = 0;
            boolean independent = true;
            for (long rest = set; rest != 0; rest &= rest - 1) {
                int i = Long.numberOfTrailingZeros(rest);
                covered |= closed[i];
                independent &= (closed[i] & set) == 1L << i;
            }
            int size = Long.bitCount(set);
            if (covered == all && (best[0] < 0 || size < best[0])) {
                best[0] = size;
            }
            if (covered == all && independent && (best[1] < 0 || size < best[1])) {
                best[1] = size;
            }
            if (independent && size > best[2]) {
                best[2] = size;
            }
        }
        return best;
    }

    /** Number of dominating sets of exactly {@code k} cells. */
    long dominatingSets(int k) {
        return dominating(0, k, 0L);
    }

    private long dominating(int from, int left, long covered) {
        if (left == 0) {
            return covered == all ? 1 : 0;
        }
        long count = 0;
        for (int i = from; i <= m - left; i++) {
            count += dominating(i + 1, left - 1, covered | closed[i]);
        }
        return count;
    }

    /** The smallest k with a dominating set of k cells. */
    int dominationNumber() {
        for (int k = 1; ; k++) {
            if (dominatingSets(k) > 0) {
                return k;
            }
        }
    }

    /** Number of independent sets of exactly {@code k} cells. */
    long independentSets(int k) {
        return independentBySize[k];
    }

    /** Number of independent dominating sets of exactly {@code k} cells. */
    long independentDominatingSets(int k) {
        return maximalBySize[k];
    }

    int independenceNumber() {
        return largest;
    }

    long largestIndependentSets() {
        return largestCount;
    }

    int independentDominationNumber() {
        return smallestMaximal;
    }

    long smallestIndependentDominatingSets() {
        return smallestMaximalCount;
    }
}
