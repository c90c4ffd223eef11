package org.polyboard.solver.bnb;

import java.util.Arrays;
import java.util.List;

import org.polyboard.api.solve.AttackModel;

/**
 * What the search places: the orbits of the cells under the invariance group (single cells when there is
 * no symmetry restriction). A unit's neighbourhood is the union of its cells' closed neighbourhoods, or, for total
 * domination (a piece does not cover its own cell), of their open neighbourhoods.
 */
final class Units {

    final int count;
    final int words;
    final int unitWords;
    final int[][] cells;
    final int[] size;
    final int[] unitOf;
    final long[][] hood;
    /** The unit's own cells as a bit set. */
    final long[][] mask;
    /** For each cell u the units that cover it, ordered by their smallest cell that covers u. */
    final int[][] coverers;
    /** Whether no two cells of the unit attack each other (always true for single cells). */
    final boolean[] selfIndependent;

    Units(AttackModel model, List<int[]> group) {
        this(model, group, false);
    }

    /** @param total whether a piece covers only the cells it attacks, not its own */
    Units(AttackModel model, List<int[]> group, boolean total) {
        int m = model.cellCount();
        this.words = model.words();
        unitOf = new int[m];
        Arrays.fill(unitOf, -1);
        int[][] found = new int[m][];
        int n = 0;
        int[] buffer = new int[group.size()];
        for (int c = 0; c < m; c++) {
            if (unitOf[c] >= 0) {
                continue;
            }
            int k = 0;
            for (int[] g : group) {
                int image = g[c];
                if (unitOf[image] < 0) {
                    unitOf[image] = n;
                    buffer[k++] = image;
                }
            }
            int[] orbit = Arrays.copyOf(buffer, k);
            Arrays.sort(orbit);
            found[n++] = orbit;
        }
        count = n;
        unitWords = (n + 63) >>> 6;
        cells = Arrays.copyOf(found, n);
        size = new int[n];
        hood = new long[n][];
        mask = new long[n][];
        selfIndependent = new boolean[n];
        for (int u = 0; u < n; u++) {
            size[u] = cells[u].length;
            long[] bits = new long[words];
            for (int c : cells[u]) {
                if (total) {
                    for (int t : model.neighbours(c)) {
                        bits[t >>> 6] |= 1L << t;
                    }
                } else {
                    long[] h = model.neighbourhood(c);
                    for (int w = 0; w < words; w++) {
                        bits[w] |= h[w];
                    }
                }
            }
            hood[u] = bits;
            mask[u] = new long[words];
            for (int c : cells[u]) {
                mask[u][c >>> 6] |= 1L << c;
            }
            selfIndependent[u] = independent(model, cells[u]);
        }
        coverers = new int[m][];
        int[] list = new int[m];
        boolean[] seen = new boolean[n];
        for (int v = 0; v < m; v++) {
            int k = 0;
            int[] around = total ? model.neighbours(v) : closed(model, v);
            for (int c : around) {
                int unit = unitOf[c];
                if (!seen[unit]) {
                    seen[unit] = true;
                    list[k++] = unit;
                }
            }
            for (int i = 0; i < k; i++) {
                seen[list[i]] = false;
            }
            coverers[v] = Arrays.copyOf(list, k);
        }
    }

    /**
     * Marks the bits of {@code c} past the board's last cell covered, so that a full word of a set of covered cells
     * means no cell left there.
     */
    void pastTheBoard(long[] c) {
        for (int bit = unitOf.length; bit < words * 64; bit++) {
            c[bit >>> 6] |= 1L << bit;
        }
    }

    /** The closed neighbourhood of {@code v}, ascending. */
    static int[] closed(AttackModel model, int v) {
        int[] open = model.neighbours(v);
        int[] result = new int[open.length + 1];
        int i = 0;
        int k = 0;
        while (i < open.length && open[i] < v) {
            result[k++] = open[i++];
        }
        result[k++] = v;
        while (i < open.length) {
            result[k++] = open[i++];
        }
        return result;
    }

    private static boolean attacksAny(AttackModel model, int c, int[] others) {
        for (int o : others) {
            if (o != c && (model.neighbourhood(c)[o >>> 6] & 1L << o) != 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean independent(AttackModel model, int[] orbit) {
        for (int c : orbit) {
            if (attacksAny(model, c, orbit)) {
                return false;
            }
        }
        return true;
    }
}
