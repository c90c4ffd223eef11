package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.polyboard.api.solve.AttackModel;

/**
 * The symmetries of a torus that fix its first cell. A search for one cover on a torus places its first piece on the
 * first cell (every cover has a translate with a piece there); what it may break after that is the stabiliser of that
 * cell in the torus's group, not the board's symmetries, of which only those fixing the first cell (the diagonal
 * mirror of a square, none of a rectangle) would be left. Each board symmetry g followed by the translation that takes
 * g(first cell) back to it fixes the first cell: on a square torus the eight symmetries about the first cell, on a
 * rectangle the four. Every map is checked to carry each cell's attacks onto its image's; one that does not (a board
 * whose attacks are not the same from every cell) is left out.
 */
final class FirstCellSymmetries {

    private FirstCellSymmetries() {
    }

    /**
     * The distinct maps, identity first, of {@code model}'s symmetries re-centred on cell 0 by a translation (the
     * board must be a torus: the coordinates are taken modulo the extents).
     */
    static List<int[]> of(AttackModel model) {
        int cells = model.cellCount();
        int d = model.dimension();
        int box = 1;
        for (int a = 0; a < d; a++) {
            box *= model.extent(a);
        }
        int[] cellAt = new int[box];
        Arrays.fill(cellAt, -1);
        for (int c = 0; c < cells; c++) {
            cellAt[code(model, model.coordinates(c))] = c;
        }
        List<int[]> maps = new ArrayList<>();
        for (int[] g : model.symmetries()) {
            int[] shift = model.coordinates(g[0]);
            int[] h = new int[cells];
            boolean ok = true;
            for (int c = 0; c < cells && ok; c++) {
                int[] at = model.coordinates(g[c]);
                for (int a = 0; a < d; a++) {
                    at[a] = Math.floorMod(at[a] - shift[a], model.extent(a));
                }
                h[c] = cellAt[code(model, at)];
                ok = h[c] >= 0;
            }
            if (ok && automorphism(model, h) && maps.stream().noneMatch(m -> Arrays.equals(m, h))) {
                maps.add(h);
            }
        }
        return maps;
    }

    /** Whether {@code h} maps every cell's attacks onto its image's. */
    private static boolean automorphism(AttackModel model, int[] h) {
        for (int c = 0; c < h.length; c++) {
            long[] image = model.neighbourhood(h[c]);
            int[] attacked = model.neighbours(c);
            if (attacked.length != model.neighbours(h[c]).length) {
                return false;
            }
            for (int m : attacked) {
                if ((image[h[m] >>> 6] & 1L << h[m]) == 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The index of {@code coordinates} in the board's bounding box. */
    private static int code(AttackModel model, int[] coordinates) {
        int code = 0;
        for (int a = 0; a < coordinates.length; a++) {
            code = code * model.extent(a) + coordinates[a];
        }
        return code;
    }
}
