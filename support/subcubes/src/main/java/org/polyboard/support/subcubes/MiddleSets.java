package org.polyboard.support.subcubes;

import org.polyboard.api.solve.AttackModel;

/**
 * An upper bound on the non-attacking pieces of a box of side 3 in d dimensions (queens on 3^d), from two families
 * of cliques: F. van der Plancke's bound, OEIS A115993 (2006). Its comment projects a queen q to p(q), 2 made 0, and
 * to the corners D(q) it shares a box with; two queens attack exactly when p(q) = p(q') or D(q) meets D(q'). The
 * same argument in this class's words: a cell's middle set is the set of its coordinates equal to 1 (the middle
 * value):
 * <ul>
 * <li>cells with the same middle set differ by 0 or 2 in each coordinate, so they share a line: each middle set holds
 * at most one piece;</li>
 * <li>the 2^d corner boxes, one for each corner z (every coordinate 0 or 2), hold the cells whose coordinates are
 * each z's or 1; two of its cells differ by 0 or 1 in each coordinate, so they share a line: each corner box holds at
 * most one piece. A cell with middle set S lies in exactly 2^|S| of them (each of its middle coordinates may be
 * either of z's).</li>
 * </ul>
 * So the k pieces of a placement have k distinct middle sets S<sub>1</sub>..S<sub>k</sub> and the sum of
 * 2^|S<sub>i</sub>| is at most 2^d, the corner boxes; that sum is at least that of the k smallest of 2^|S| over all
 * subsets S of the d coordinates, and the bound is the largest k for which those fit: one empty set, then the d
 * singletons, the d(d-1)/2 pairs and so on, as many as the 2^d corner boxes allow. It gives 1, 2, 4, 6, 11, 19, 32
 * and 52 for d = 1 to 8 (A115993's terms, equal to the published values of A115992), so on those boards a placement
 * of that size is optimal. The cliques are checked on the attack model itself before the bound is used, so it holds
 * for whatever piece the model describes, queens or not. Used by {@code ils} (anneal) as its bound, and by the
 * {@code subcubes} solver (ortools) as its target.
 */
public final class MiddleSets {

    /** The most dimensions checked: the corner boxes' check grows as 6^d (under 0.1 s on 3^8). */
    public static final int MAX_DIMENSION = 9;

    private MiddleSets() {
    }

    /**
     * The bound of a box of side 3 in {@code d} dimensions: the most distinct subsets of the d coordinates whose
     * volumes 2^|S|, smallest first, add up to at most 2^d.
     */
    public static int bound(int d) {
        long room = 1L << d;
        int count = 0;
        long subsets = 1; // d choose size
        for (int size = 0; size <= d; size++) {
            long volume = 1L << size;
            long fit = Math.min(subsets, room / volume);
            count += (int) fit;
            room -= fit * volume;
            if (fit < subsets) {
                break;
            }
            subsets = subsets * (d - size) / (size + 1);
        }
        return count;
    }

    /** The proof line of a placement of {@link #bound(int) bound(d)} pieces on a box of side 3 in d dimensions. */
    public static String proof(int d) {
        return String.format(java.util.Locale.ROOT, "meets the middle-set bound (van der Plancke, OEIS A115993): no"
                + " two pieces share the set of their coordinates equal to 1, and each of the %d corner boxes (every"
                + " coordinate a corner's or 1) holds at most one, a cell with s such coordinates lying in 2^s of them;"
                + " %d distinct sets, smallest first, fill the corner boxes (each family checked to attack pairwise)",
                1 << d, bound(d));
    }

    /**
     * The bound of the model's cells when they are a whole box of side 3 whose middle sets and corner boxes are
     * cliques of the model; -1 otherwise.
     */
    public static int of(AttackModel model) {
        int d = model.dimension();
        int m = model.cellCount();
        if (d < 1 || d > MAX_DIMENSION) {
            return -1;
        }
        int box = 1;
        for (int axis = 0; axis < d; axis++) {
            if (model.extent(axis) != 3) {
                return -1;
            }
            box *= 3;
        }
        if (m != box) {
            return -1; // cells missing from the box
        }
        int words = model.words();
        int sets = 1 << d;
        long[][] middle = new long[sets][words];
        long[][] corner = new long[sets][words];
        for (int c = 0; c < m; c++) {
            int mid = 0;
            int two = 0;
            for (int axis = 0; axis < d; axis++) {
                int x = model.coordinate(c, axis);
                if (x == 1) {
                    mid |= 1 << axis;
                } else if (x == 2) {
                    two |= 1 << axis;
                }
            }
            middle[mid][c >>> 6] |= 1L << c;
            // the corners whose boxes hold c: c's 0s and 2s, anything on its middle coordinates
            for (int free = mid; ; free = (free - 1) & mid) {
                corner[two | free][c >>> 6] |= 1L << c;
                if (free == 0) {
                    break;
                }
            }
        }
        if (!cliques(model, middle) || !cliques(model, corner)) {
            return -1;
        }
        return bound(d);
    }

    /** Whether each set's cells all lie in the (closed) neighbourhood of each of its cells. */
    private static boolean cliques(AttackModel model, long[][] sets) {
        for (long[] set : sets) {
            for (int k = 0; k < set.length; k++) {
                for (long bits = set[k]; bits != 0; bits &= bits - 1) {
                    long[] reach = model.neighbourhood((k << 6) + Long.numberOfTrailingZeros(bits));
                    for (int w = 0; w < set.length; w++) {
                        if ((set[w] & ~reach[w]) != 0) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }
}
