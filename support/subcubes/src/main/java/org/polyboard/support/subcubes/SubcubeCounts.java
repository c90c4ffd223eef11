package org.polyboard.support.subcubes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How many subcubes of each dimension a placement of k queens on a box of side 3 (3^d) can be, in the subcube view of
 * {@link MiddleSets}: a cell is the subcube of the d-cube {0,1}^d whose free directions are its coordinates equal to 1
 * and whose fixed values are its others (0, or 2 as 1), and k non-attacking queens are k disjoint subcubes with
 * distinct directions. A count lists the subcubes by dimension (k<sub>0</sub>, k<sub>1</sub>, ...), at most C(d, i)
 * of dimension i, whose 2^i vertices add up to at most 2^d; the vertices left are its holes.
 * <p>
 * The character sums settle some counts before any search: for every nonempty set T of directions the sum of
 * (-1)^(x·T) over the d-cube is 0, and a subcube of directions S and fixed values f adds (-1)^(f·T) 2^|S| to it when S
 * misses T, 0 otherwise; so do the holes, as subcubes of dimension 0. With T = all directions, the vertices (subcubes
 * of dimension 0 and holes) are even in number; with one of each, the vertex at the origin (flipping coordinates is a
 * symmetry), T = all but one direction j makes the hole 1 at j exactly when there is an edge (subcube of dimension 1)
 * of direction j, and T = all makes the number of edges odd. So that hole is fixed, the edges' directions taken last.
 */
public record SubcubeCounts(int[] byDimension, int holes, int fixedHole) {

    /**
     * The counts of {@code k} subcubes with distinct directions that fit in the d-cube, fewest holes first, without
     * those the character sums rule out: an odd number of vertices (dimension 0 and holes), edges with neither a
     * vertex nor a hole, or one vertex and one hole with an even number of edges.
     */
    public static List<SubcubeCounts> of(int d, int k) {
        List<SubcubeCounts> found = new ArrayList<>();
        collect(d, k, 0, new int[d + 1], 0, 0, found);
        found.sort(Comparator.comparingInt(SubcubeCounts::holes));
        return found;
    }

    private static void collect(int d, int k, int dimension, int[] counts, int pieces, long volume,
            List<SubcubeCounts> found) {
        if (pieces == k) {
            int holes = (int) ((1L << d) - volume);
            int vertices = counts[0];
            if ((vertices + holes) % 2 != 0 || (vertices + holes == 0 && counts.length > 1 && counts[1] > 0)) {
                return;
            }
            int fixed = -1;
            if (vertices == 1 && holes == 1 && d >= 2) {
                if (counts[1] % 2 == 0) {
                    return;
                }
                fixed = ((1 << counts[1]) - 1) << (d - counts[1]); // the edges' directions last
            }
            found.add(new SubcubeCounts(Arrays.copyOf(counts, dimension), holes, fixed));
            return;
        }
        if (dimension > d) {
            return;
        }
        long choose = binomial(d, dimension);
        for (long c = Math.min(choose, k - pieces); c >= 0; c--) {
            if (volume + (c << dimension) > (1L << d)) {
                continue;
            }
            counts[dimension] = (int) c;
            collect(d, k, dimension + 1, counts, pieces + (int) c, volume + (c << dimension), found);
        }
        counts[dimension] = 0;
    }

    /** C(n, k). */
    public static long binomial(int n, int k) {
        long result = 1;
        for (int i = 0; i < k; i++) {
            result = result * (n - i) / (i + 1);
        }
        return result;
    }

    /**
     * The cell of 3^d that is the subcube with free {@code directions} and the {@code fixed} values elsewhere: 1 in
     * its directions, 0 or 2 (a fixed 0 or 1) in the others.
     */
    public static int[] cell(int d, int directions, int fixed) {
        int[] cell = new int[d];
        for (int axis = 0; axis < d; axis++) {
            cell[axis] = (directions >> axis & 1) == 1 ? 1 : 2 * (fixed >> axis & 1);
        }
        return cell;
    }

    /**
     * The vertices of the d-cube in the subcube with free {@code directions} and the {@code fixed} values elsewhere
     * (no bit in both), 2^|directions| of them, the one with every free direction at 1 first.
     */
    public static int[] vertices(int directions, int fixed) {
        int[] vertices = new int[1 << Integer.bitCount(directions)];
        int n = 0;
        for (int free = directions;; free = (free - 1) & directions) {
            vertices[n++] = fixed | free;
            if (free == 0) {
                return vertices;
            }
        }
    }

    /** Whether the directions of subcubes of dimension {@code i} are all used. */
    public boolean full(int i, int d) {
        return i < byDimension.length && byDimension[i] == binomial(d, i);
    }

    @Override
    public String toString() {
        return Arrays.stream(byDimension).mapToObj(Integer::toString).collect(Collectors.joining(", ", "(", ")"));
    }
}
