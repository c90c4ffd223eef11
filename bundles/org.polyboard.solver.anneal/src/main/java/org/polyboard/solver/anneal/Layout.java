package org.polyboard.solver.anneal;

import java.util.Arrays;
import java.util.List;

import org.polyboard.api.solve.AttackModel;

/**
 * The placement units of a model and what the annealing moves need: a unit is an orbit of cells under the
 * invariance group (a single cell without a symmetry restriction); its neighbourhood is the union of its
 * cells' closed neighbourhoods. Immutable, shared by the chains.
 */
final class Layout {

    static final int MAX_NEAR_WORK = 4_096;
    /**
     * Largest board whose neighbourhoods are also kept as bit sets ({@link #hoodWords}): about 20 MB for queens on
     * 100×100, where a move's scans then read 64 cells a step.
     */
    static final int MAX_BIT_CELLS = 10_000;

    final int cells;
    final int units;
    final int[][] members;
    /** Per cell, the unit whose members hold it. */
    final int[] unitOf;
    final int[] size;
    /** Each unit's neighbourhood, ascending, without repeats. */
    final int[][] hood;
    /** For each cell the units whose neighbourhood holds it. */
    final int[][] coverers;
    /**
     * For each unit the other units whose neighbourhoods meet its own; empty where that takes more than
     * {@link #MAX_NEAR_WORK} steps to list (long-range pieces, whose neighbourhoods meet almost all others).
     */
    final int[][] near;
    /**
     * Each unit's neighbourhood as a bit set over the cells, by its words that hold a cell: the word indices,
     * ascending, and the words themselves ({@link #hoodMasks}); {@code null} beyond {@link #MAX_BIT_CELLS} cells.
     */
    final int[][] hoodWords;
    final long[][] hoodMasks;
    /** The words of a bit set over the cells. */
    final int words;

    Layout(AttackModel model, List<int[]> group) {
        cells = model.cellCount();
        unitOf = new int[cells];
        Arrays.fill(unitOf, -1);
        int[][] found = new int[cells][];
        int[] buffer = new int[group.size()];
        int n = 0;
        for (int c = 0; c < cells; c++) {
            if (unitOf[c] >= 0) {
                continue;
            }
            int k = 0;
            for (int[] g : group) {
                if (unitOf[g[c]] < 0) {
                    unitOf[g[c]] = n;
                    buffer[k++] = g[c];
                }
            }
            int[] orbit = Arrays.copyOf(buffer, k);
            Arrays.sort(orbit);
            found[n++] = orbit;
        }
        units = n;
        members = Arrays.copyOf(found, n);
        size = new int[n];
        hood = new int[n][];
        int[] stamp = new int[Math.max(cells, n)];
        int[] list = new int[Math.max(cells, n)];
        int mark = 0;
        for (int u = 0; u < n; u++) {
            size[u] = members[u].length;
            mark++;
            int k = 0;
            for (int c : members[u]) {
                if (stamp[c] != mark) {
                    stamp[c] = mark;
                    list[k++] = c;
                }
                for (int v : model.neighbours(c)) {
                    if (stamp[v] != mark) {
                        stamp[v] = mark;
                        list[k++] = v;
                    }
                }
            }
            hood[u] = Arrays.copyOf(list, k);
            Arrays.sort(hood[u]);
        }
        int[] count = new int[cells];
        for (int u = 0; u < n; u++) {
            for (int v : hood[u]) {
                count[v]++;
            }
        }
        coverers = new int[cells][];
        for (int v = 0; v < cells; v++) {
            coverers[v] = new int[count[v]];
            count[v] = 0;
        }
        for (int u = 0; u < n; u++) {
            for (int v : hood[u]) {
                coverers[v][count[v]++] = u;
            }
        }
        near = new int[n][];
        Arrays.fill(stamp, 0);
        mark = 0;
        for (int u = 0; u < n; u++) {
            long reach = 0;
            for (int v : hood[u]) {
                reach += coverers[v].length;
            }
            if (reach > MAX_NEAR_WORK) {
                near[u] = new int[0];
                continue;
            }
            mark++;
            stamp[u] = mark;
            int k = 0;
            for (int v : hood[u]) {
                for (int other : coverers[v]) {
                    if (stamp[other] != mark) {
                        stamp[other] = mark;
                        list[k++] = other;
                    }
                }
            }
            near[u] = Arrays.copyOf(list, k);
        }
        words = (cells + 63) >>> 6;
        if (cells > MAX_BIT_CELLS) {
            hoodWords = null;
            hoodMasks = null;
            return;
        }
        hoodWords = new int[n][];
        hoodMasks = new long[n][];
        long[] bits = new long[words];
        int[] used = new int[words];
        for (int u = 0; u < n; u++) {
            int k = 0;
            for (int v : hood[u]) {
                int w = v >>> 6;
                if (bits[w] == 0) {
                    used[k++] = w;
                }
                bits[w] |= 1L << v;
            }
            hoodWords[u] = Arrays.copyOf(used, k);
            hoodMasks[u] = new long[k];
            for (int i = 0; i < k; i++) {
                hoodMasks[u][i] = bits[used[i]];
                bits[used[i]] = 0;
            }
        }
    }

    /**
     * A lower bound on the pieces of any cover: the packing y_v = 1 / max over u in N[v] of |N[u]| (every
     * closed neighbourhood then sums to at most 1), in integer arithmetic rounded down, so it stays valid.
     */
    static int packingBound(AttackModel model) {
        long scale = 1L << 30;
        long total = 0;
        for (int v = 0; v < model.cellCount(); v++) {
            int most = model.neighbours(v).length + 1;
            for (int u : model.neighbours(v)) {
                most = Math.max(most, model.neighbours(u).length + 1);
            }
            total += scale / most;
        }
        return (int) ((total + scale - 1) / scale);
    }
}
