package org.polyboard.solver.peaceable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.polyboard.api.solve.AttackModel;

/**
 * The symmetries {@link LineColouringSearch} breaks, as they act on lines: a torus's translations (the cyclic shifts
 * that map cells onto cells and lines onto lines), their compositions with the board's symmetries, and each symmetry's
 * image of the longest lines, by their place in the search's order.
 */
final class LineSymmetries {

    /**
     * Translations are looked for only while the box, the tables of the symmetries they bring (a search keeps three
     * such tables, one row per line) and (sixteen times this) the cell maps of those symmetries stay this small: up
     * to the 31 x 31 torus of queens, where a search's tables take about 12 MB.
     */
    private static final long MAX_CHECK_ENTRIES = 1 << 20;

    private LineSymmetries() {
    }

    /**
     * The cyclic shifts of the bounding box, other than none, that map the cells onto cells and every line onto a
     * line: the translations of a torus, none on an ordinary board. Empty when the model is too large for the check
     * tables they would need ({@link #MAX_CHECK_ENTRIES}).
     */
    static List<int[]> translations(AttackModel model, int[][] lineCells) {
        int cells = model.cellCount();
        int d = model.dimension();
        long box = 1;
        for (int a = 0; a < d; a++) {
            box *= model.extent(a);
        }
        long elements = model.symmetries().size() * box;
        if (d == 0 || cells < 2 || box > MAX_CHECK_ENTRIES || elements * lineCells.length > MAX_CHECK_ENTRIES
                || elements * cells > 16 * MAX_CHECK_ENTRIES) {
            return List.of();
        }
        int[] cellAt = new int[(int) box];
        Arrays.fill(cellAt, -1);
        for (int c = 0; c < cells; c++) {
            cellAt[boxIndex(model, c, null)] = c;
        }
        Map<String, Integer> lineOf = new HashMap<>();
        for (int l = 0; l < lineCells.length; l++) {
            lineOf.put(imageKey(null, lineCells[l]), l);
        }
        List<int[]> found = new ArrayList<>();
        int[] shift = new int[d];
        for (int s = 1; s < box; s++) {
            for (int a = d - 1, rest = s; a >= 0; a--) {
                shift[a] = rest % model.extent(a);
                rest /= model.extent(a);
            }
            int[] image = new int[cells];
            boolean valid = true;
            for (int c = 0; c < cells && valid; c++) {
                image[c] = cellAt[boxIndex(model, c, shift)];
                valid = image[c] >= 0;
            }
            for (int l = 0; l < lineCells.length && valid; l++) {
                valid = lineOf.containsKey(imageKey(image, lineCells[l]));
            }
            if (valid) {
                found.add(image);
            }
        }
        return found;
    }

    /** The position of {@code cell}, shifted cyclically by {@code shift} (or not, when {@code null}), in the box. */
    private static int boxIndex(AttackModel model, int cell, int[] shift) {
        int index = 0;
        for (int a = 0; a < model.dimension(); a++) {
            int e = model.extent(a);
            int x = model.coordinate(cell, a);
            index = index * e + (shift == null ? x : (x + shift[a]) % e);
        }
        return index;
    }

    /**
     * The cells of {@code line} mapped by {@code perm} (or not, when {@code null}), as a set: the key under which
     * lines are looked up by their cells.
     */
    private static String imageKey(int[] perm, int[] line) {
        int[] image = new int[line.length];
        for (int i = 0; i < line.length; i++) {
            image[i] = perm == null ? line[i] : perm[line[i]];
        }
        Arrays.sort(image);
        return Arrays.toString(image);
    }

    /** The permutation {@code g} after {@code t}. */
    static int[] compose(int[] g, int[] t) {
        int[] gt = new int[t.length];
        for (int c = 0; c < t.length; c++) {
            gt[c] = g[t[c]];
        }
        return gt;
    }

    /**
     * For each symmetry in {@code group} other than the identity (first) that maps the first {@code count} lines of
     * {@code order} onto each other, the inverse map of positions among them.
     */
    static int[][] lineImages(List<int[]> group, int[][] lineCells, int[] order, int count) {
        if (group.size() <= 1 || count == 0) {
            return new int[0][];
        }
        Map<String, Integer> position = new HashMap<>();
        for (int p = 0; p < count; p++) {
            position.put(imageKey(null, lineCells[order[p]]), p);
        }
        List<int[]> inverse = new ArrayList<>();
        for (int g = 1; g < group.size(); g++) {
            int[] perm = group.get(g);
            int[] inv = new int[count];
            boolean closed = true;
            for (int p = 0; p < count && closed; p++) {
                Integer q = position.get(imageKey(perm, lineCells[order[p]]));
                closed = q != null;
                if (closed) {
                    inv[q] = p;
                }
            }
            if (closed) {
                inverse.add(inv);
            }
        }
        return inverse.toArray(new int[0][]);
    }
}
