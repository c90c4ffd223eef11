package org.polyboard.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import org.polyboard.api.solve.AttackModel;

/**
 * The tests' oracle for domination and independence on a board of at most 64 cells: every subset looked at, no
 * bound, no symmetry breaking, nothing shared with the searches it checks. It knows a board only by each cell's
 * closed neighbourhood (the cell and the cells a piece on it attacks) as a bit mask; a test that wants an oracle
 * independent of the attack model too builds the masks itself (as the polycube family's tests walk rays).
 */
public final class BruteForce {

    private final long[] closed;
    private final int m;
    private final long all;

    /** Counts by size of the independent sets and of the maximal ones, listed once on first use. */
    private long[] independentBySize;
    private long[] maximalBySize;

    /**
     * @param closed for each cell i, the bit mask of its closed neighbourhood (bit i set)
     */
    public BruteForce(long[] closed) {
        if (closed.length > 64) {
            throw new IllegalArgumentException("brute force takes at most 64 cells, not " + closed.length);
        }
        this.closed = closed.clone();
        this.m = closed.length;
        this.all = m == 64 ? -1L : (1L << m) - 1;
    }

    /** The oracle for the neighbourhoods of an attack model. */
    public static BruteForce of(AttackModel model) {
        long[] closed = new long[model.cellCount()];
        if (closed.length > 64) {
            throw new IllegalArgumentException("brute force takes at most 64 cells, not " + closed.length);
        }
        for (int c = 0; c < closed.length; c++) {
            closed[c] = 1L << c;
            for (int u : model.neighbours(c)) {
                closed[c] |= 1L << u;
            }
        }
        return new BruteForce(closed);
    }

    /** The number of cells. */
    public int cells() {
        return m;
    }

    /** The cells of a set, ascending. */
    public static int[] cells(long set) {
        return IntStream.range(0, 64).filter(c -> (set >>> c & 1) != 0).toArray();
    }

    /** Number of dominating sets of exactly {@code k} cells. */
    public long dominatingSets(int k) {
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
    public int dominationNumber() {
        for (int k = 0; ; k++) {
            if (dominatingSets(k) > 0) {
                return k;
            }
        }
    }

    /** Number of independent sets of exactly {@code k} cells (the empty set is one). */
    public long independentSets(int k) {
        return independentCounts()[k];
    }

    /** Number of independent dominating sets of exactly {@code k} cells. */
    public long independentDominatingSets(int k) {
        independentCounts();
        return maximalBySize[k];
    }

    /** The most cells of an independent set. */
    public int independenceNumber() {
        long[] counts = independentCounts();
        int k = m;
        while (counts[k] == 0) {
            k--;
        }
        return k;
    }

    /** Number of independent sets of {@link #independenceNumber()} cells. */
    public long largestIndependentSets() {
        return independentSets(independenceNumber());
    }

    /** The fewest cells of an independent dominating set. */
    public int independentDominationNumber() {
        independentCounts();
        int k = 0;
        while (maximalBySize[k] == 0) {
            k++;
        }
        return k;
    }

    /** Number of independent dominating sets of {@link #independentDominationNumber()} cells. */
    public long smallestIndependentDominatingSets() {
        return independentDominatingSets(independentDominationNumber());
    }

    private long[] independentCounts() {
        if (independentBySize == null) {
            independentBySize = new long[m + 1];
            maximalBySize = new long[m + 1];
            independentSets(0, 0L, 0);
        }
        return independentBySize;
    }

    /** Lists every independent set once: cells added in increasing order, none attacked by an earlier one. */
    private void independentSets(int from, long covered, int size) {
        independentBySize[size]++;
        if (covered == all) {
            maximalBySize[size]++;
        }
        for (int i = from; i < m; i++) {
            if ((covered >>> i & 1) == 0) {
                independentSets(i + 1, covered | closed[i], size + 1);
            }
        }
    }

    /**
     * The optima over the placements made of whole orbits, each orbit a mask of cells: {the fewest dominating
     * cells, the fewest independent dominating cells, the most independent cells}, −1 where no such placement
     * exists. Every union of orbits is tried (at most 24 orbits).
     */
    public int[] orbitOptima(long[] orbits) {
        if (orbits.length > 24) {
            throw new IllegalArgumentException("brute force takes at most 24 orbits, not " + orbits.length);
        }
        int[] best = {-1, -1, -1};
        for (int subset = 0; subset < 1 << orbits.length; subset++) {
            long set = 0;
            for (int o = 0; o < orbits.length; o++) {
                set |= (subset >>> o & 1) != 0 ? orbits[o] : 0;
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

    /**
     * Every smallest dominating set (independent ones only if asked) that each permutation of {@code invariance}
     * maps onto itself, and their number of classes under the {@code symmetries} that keep that group (its
     * normaliser). Sizes are tried upwards, every set of a size looked at.
     *
     * @param invariance cell permutations the sets must be invariant under (empty: any set)
     * @param symmetries the board's symmetries as cell permutations, identity among them
     */
    public Minimum minimum(boolean independent, List<int[]> invariance, List<int[]> symmetries) {
        for (int k = 0; k <= m; k++) {
            List<Long> sets = new ArrayList<>();
            collect(0, k, 0L, 0L, independent, invariance, sets);
            if (!sets.isEmpty()) {
                List<int[]> keep = normaliser(symmetries, invariance);
                Set<Long> canonical = new HashSet<>();
                for (long set : sets) {
                    long least = set;
                    for (int[] g : keep) {
                        least = Math.min(least, image(set, g));
                    }
                    canonical.add(least);
                }
                return new Minimum(k, List.copyOf(sets), canonical.size());
            }
        }
        return new Minimum(-1, List.of(), 0);
    }

    /** The smallest sets of {@link #minimum}: their size ({@code -1} when there is none), the sets, their classes. */
    public record Minimum(int size, List<Long> sets, long classes) {
    }

    private void collect(int from, int left, long set, long covered, boolean independent, List<int[]> invariance,
            List<Long> sets) {
        if (left == 0) {
            if (covered == all && invariant(set, invariance)) {
                sets.add(set);
            }
            return;
        }
        for (int i = from; i <= m - left; i++) {
            if (independent && (covered >>> i & 1) != 0) {
                continue;
            }
            collect(i + 1, left - 1, set | 1L << i, covered | closed[i], independent, invariance, sets);
        }
    }

    private static boolean invariant(long set, List<int[]> group) {
        for (int[] g : group) {
            if (image(set, g) != set) {
                return false;
            }
        }
        return true;
    }

    private static long image(long set, int[] g) {
        long result = 0;
        for (long rest = set; rest != 0; rest &= rest - 1) {
            result |= 1L << g[Long.numberOfTrailingZeros(rest)];
        }
        return result;
    }

    /** The symmetries g with g h g⁻¹ in the group h for every h of it. */
    private static List<int[]> normaliser(List<int[]> symmetries, List<int[]> group) {
        List<int[]> result = new ArrayList<>();
        for (int[] g : symmetries) {
            boolean keeps = true;
            for (int[] x : group) {
                int[] conjugate = new int[g.length];
                for (int c = 0; c < g.length; c++) {
                    conjugate[g[c]] = g[x[c]];
                }
                keeps &= group.stream().anyMatch(y -> Arrays.equals(y, conjugate));
            }
            if (keeps) {
                result.add(g);
            }
        }
        return result;
    }
}
