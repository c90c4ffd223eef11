package org.polyboard.core.model;

import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The symmetry group of a board and piece: the isometries of the bounding box (axis permutations and
 * reflections) that map the board onto itself and preserve the attack relation, as cell permutations.
 */
final class Symmetries {

    /** Beyond this dimension only the identity is reported (d!·2^d candidates). */
    private static final int MAX_DIMENSION = 5;

    private Symmetries() {
    }

    /** @param check run before each candidate isometry is tried; it may throw to give the group up */
    static List<int[]> of(int[] extents, int[] coordinates, CellIndex index, int[][] neighbours, Runnable check) {
        int d = extents.length;
        int m = neighbours.length;
        List<int[]> group = new ArrayList<>();
        int[] identity = new int[m];
        for (int c = 0; c < m; c++) {
            identity[c] = c;
        }
        group.add(identity);
        Set<IntBuffer> seen = new HashSet<>();
        seen.add(IntBuffer.wrap(identity));
        if (d == 0 || d > MAX_DIMENSION || m == 0) {
            return group;
        }
        long[][] bits = new long[m][];
        int words = (m + 63) >>> 6;
        for (int c = 0; c < m; c++) {
            bits[c] = new long[words];
            for (int u : neighbours[c]) {
                bits[c][u >>> 6] |= 1L << u;
            }
        }
        for (int[] axes : permutations(d)) {
            boolean fits = true;
            for (int a = 0; a < d; a++) {
                fits &= extents[axes[a]] == extents[a];
            }
            if (!fits) {
                continue;
            }
            for (int flips = 0; flips < 1 << d; flips++) {
                check.run();
                int[] image = apply(axes, flips, extents, coordinates, index, m);
                if (image != null && seen.add(IntBuffer.wrap(image)) && preserves(image, neighbours, bits)) {
                    group.add(image);
                }
            }
        }
        return group;
    }

    private static int[] apply(int[] axes, int flips, int[] extents, int[] coordinates, CellIndex index, int m) {
        int d = extents.length;
        int[] image = new int[m];
        int[] target = new int[d];
        boolean[] hit = new boolean[m];
        for (int c = 0; c < m; c++) {
            for (int a = 0; a < d; a++) {
                int value = coordinates[c * d + axes[a]];
                target[a] = (flips >> a & 1) == 1 ? extents[a] - 1 - value : value;
            }
            int t = index.get(target);
            if (t < 0 || hit[t]) {
                return null;
            }
            hit[t] = true;
            image[c] = t;
        }
        return image;
    }

    private static boolean preserves(int[] image, int[][] neighbours, long[][] bits) {
        for (int c = 0; c < image.length; c++) {
            int gc = image[c];
            if (neighbours[gc].length != neighbours[c].length) {
                return false;
            }
            long[] targets = bits[gc];
            for (int u : neighbours[c]) {
                int gu = image[u];
                if ((targets[gu >>> 6] & 1L << gu) == 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private static List<int[]> permutations(int d) {
        List<int[]> result = new ArrayList<>();
        permute(new int[d], new boolean[d], 0, result);
        return result;
    }

    private static void permute(int[] current, boolean[] used, int position, List<int[]> result) {
        if (position == current.length) {
            result.add(current.clone());
            return;
        }
        for (int a = 0; a < current.length; a++) {
            if (!used[a]) {
                used[a] = true;
                current[position] = a;
                permute(current, used, position + 1, result);
                used[a] = false;
            }
        }
    }
}
