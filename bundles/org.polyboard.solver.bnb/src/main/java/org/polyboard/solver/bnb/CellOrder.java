package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Placement;

/**
 * The numbering of the cells the search works in: the problem's, with the board's axes reordered longest first (a
 * stable order, so a square or a cube keeps its own). The search branches on the first uncovered cell and bounds the
 * rest by layers, the cells with one first coordinate, so the longest axis first makes the layers the shortest lines
 * across the board; on knights' rectangles it wins more than it loses (docs/knights.md). Covers go back to the problem's numbering before they leave the solver ({@link #placements}).
 */
final class CellOrder {

    /** The model searched: the problem's cells, renumbered with the axes reordered (the problem's when they are not). */
    final AttackModel model;
    /** The symmetry restriction's permutations, of the searched cells. */
    final List<int[]> invariance;
    /** The problem's model. */
    private final AttackModel problem;
    /** Per searched cell, the problem's; null when the numbering is the problem's. */
    private final int[] problemCell;

    private CellOrder(AttackModel model, List<int[]> invariance, AttackModel problem, int[] problemCell) {
        this.model = model;
        this.invariance = invariance;
        this.problem = problem;
        this.problemCell = problemCell;
    }

    /** The numbering for {@code model} with the symmetry restriction {@code invariance} (permutations of its cells). */
    static CellOrder of(AttackModel model, List<int[]> invariance) {
        int d = model.dimension();
        Integer[] boxed = new Integer[d];
        for (int a = 0; a < d; a++) {
            boxed[a] = a;
        }
        Arrays.sort(boxed, (a, b) -> Integer.compare(model.extent(b), model.extent(a)));
        int[] axes = new int[d];
        for (int a = 0; a < d; a++) {
            axes[a] = boxed[a];
        }
        return of(model, invariance, axes);
    }

    /**
     * The numbering for {@code model} with its axes in the order {@code axes} (a permutation of 0..d−1; the first the
     * layers' coordinate), for measuring other orders (bench/knights-refute.sh).
     */
    static CellOrder of(AttackModel model, List<int[]> invariance, int[] axes) {
        int d = model.dimension();
        boolean same = true;
        for (int a = 0; a < d; a++) {
            same &= axes[a] == a;
        }
        if (same) {
            return new CellOrder(model, invariance, model, null);
        }
        int m = model.cellCount();
        Integer[] sorted = new Integer[m];
        for (int c = 0; c < m; c++) {
            sorted[c] = c;
        }
        Arrays.sort(sorted, (x, y) -> {
            for (int a : axes) {
                int diff = Integer.compare(model.coordinate(x, a), model.coordinate(y, a));
                if (diff != 0) {
                    return diff;
                }
            }
            return 0;
        });
        int[] problemCell = new int[m];
        int[] searched = new int[m];
        int[] coordinates = new int[m * d];
        for (int c = 0; c < m; c++) {
            problemCell[c] = sorted[c];
            searched[sorted[c]] = c;
            for (int a = 0; a < d; a++) {
                coordinates[c * d + a] = model.coordinate(sorted[c], axes[a]);
            }
        }
        int[] extents = new int[d];
        for (int a = 0; a < d; a++) {
            extents[a] = model.extent(axes[a]);
        }
        int[][] neighbours = new int[m][];
        for (int c = 0; c < m; c++) {
            neighbours[c] = renumbered(model.neighbours(problemCell[c]), searched);
        }
        int[][] lines = new int[model.lineCount()][];
        for (int l = 0; l < lines.length; l++) {
            lines[l] = renumbered(model.line(l), searched);
        }
        AttackModel renumbered = new AttackModel(extents, coordinates, neighbours, lines,
                permutations(model.symmetries(), problemCell, searched));
        return new CellOrder(renumbered, permutations(invariance, problemCell, searched), model, problemCell);
    }

    /** The cells {@code cells} mapped by {@code to} (one numbering to the other), ascending. */
    private static int[] renumbered(int[] cells, int[] to) {
        int[] result = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            result[i] = to[cells[i]];
        }
        Arrays.sort(result);
        return result;
    }

    /** The permutations {@code group} of the problem's cells as permutations of the searched ones. */
    private static List<int[]> permutations(List<int[]> group, int[] problemCell, int[] searched) {
        List<int[]> result = new ArrayList<>(group.size());
        for (int[] g : group) {
            int[] p = new int[g.length];
            for (int c = 0; c < g.length; c++) {
                p[c] = searched[g[problemCell[c]]];
            }
            result.add(p);
        }
        return result;
    }

    /** The problem's cells of the searched cells {@code cells}, ascending. */
    int[] problemCells(int[] cells) {
        return problemCell == null ? cells : renumbered(cells, problemCell);
    }

    /** The coordinates, on the problem's board, of the searched cell {@code cell}. */
    int[] coordinates(int cell) {
        return problem.coordinates(problemCell == null ? cell : problemCell[cell]);
    }

    /** The placement of pieces on the searched cells {@code cells}. */
    Placement placement(int[] cells) {
        return problem.placement(problemCells(cells));
    }

    /**
     * The placements of covers given in searched cells, each as the problem's cells ascending, in the order of those
     * arrays (so the same covers come out in the same order whatever the numbering searched).
     */
    List<Placement> placements(List<int[]> covers) {
        List<int[]> cells = new ArrayList<>(covers.size());
        for (int[] cover : covers) {
            cells.add(problemCells(cover));
        }
        cells.sort(Arrays::compare);
        return problem.placements(cells);
    }
}
