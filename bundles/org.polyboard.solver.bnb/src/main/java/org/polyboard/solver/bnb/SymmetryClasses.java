package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Counts solutions up to a group of cell permutations: a solution (a sorted array of cells) is the
 * representative of its class when no image of it under the group sorts lexicographically smaller, so
 * every class has exactly one representative.
 */
final class SymmetryClasses {

    private final List<int[]> maps;

    /**
     * @param board the symmetry group of the board, identity first
     * @param invariance the group every solution is invariant under, identity first
     */
    SymmetryClasses(List<int[]> board, List<int[]> invariance) {
        this.maps = new ArrayList<>();
        for (int[] g : board) {
            if (!isIdentity(g) && normalises(g, invariance)) {
                maps.add(g);
            }
        }
    }

    /** Order of the group the classes are taken under. */
    int order() {
        return maps.size() + 1;
    }

    /**
     * Whether {@code sorted} is its class's representative. {@code buffer} is scratch space at least as long
     * as {@code sorted}.
     */
    boolean isRepresentative(int[] sorted, int length, int[] buffer) {
        for (int[] g : maps) {
            image(g, sorted, length, buffer);
            for (int i = 0; i < length; i++) {
                if (buffer[i] != sorted[i]) {
                    if (buffer[i] < sorted[i]) {
                        return false;
                    }
                    break;
                }
            }
        }
        return true;
    }

    /** The distinct images of {@code sorted} (a solution, sorted) under the group, each sorted, itself first. */
    List<int[]> orbit(int[] sorted) {
        List<int[]> orbit = new ArrayList<>(order());
        orbit.add(sorted);
        for (int[] g : maps) {
            int[] image = new int[sorted.length];
            image(g, sorted, sorted.length, image);
            if (orbit.stream().noneMatch(o -> Arrays.equals(o, image))) {
                orbit.add(image);
            }
        }
        return orbit;
    }

    /** The first {@code length} cells of {@code sorted} mapped by {@code g}, sorted, into {@code into}. */
    private static void image(int[] g, int[] sorted, int length, int[] into) {
        for (int i = 0; i < length; i++) {
            into[i] = g[sorted[i]];
        }
        Arrays.sort(into, 0, length);
    }

    /**
     * Whether g maps the set of H-invariant solutions onto itself: g H g⁻¹ = H, so that the classes of
     * invariant solutions are well defined.
     */
    private static boolean normalises(int[] g, List<int[]> group) {
        if (group.size() == 1) {
            return true;
        }
        int m = g.length;
        int[] inverse = new int[m];
        for (int c = 0; c < m; c++) {
            inverse[g[c]] = c;
        }
        int[] conjugate = new int[m];
        for (int[] h : group) {
            for (int c = 0; c < m; c++) {
                conjugate[c] = g[h[inverse[c]]];
            }
            boolean member = false;
            for (int[] other : group) {
                if (Arrays.equals(other, conjugate)) {
                    member = true;
                    break;
                }
            }
            if (!member) {
                return false;
            }
        }
        return true;
    }

    private static boolean isIdentity(int[] g) {
        for (int c = 0; c < g.length; c++) {
            if (g[c] != c) {
                return false;
            }
        }
        return true;
    }
}
