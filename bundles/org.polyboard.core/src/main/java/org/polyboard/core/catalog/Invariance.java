package org.polyboard.core.catalog;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.polyboard.api.board.Board;
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.AttackModel;

/** The cell permutations of a {@link Symmetry} group on a model's board. */
public final class Invariance {

    private Invariance() {
    }

    /**
     * @param symmetry the group asked for, or {@code null} for none (the identity alone)
     * @throws IllegalArgumentException when the board is not two-dimensional or not mapped onto itself
     */
    public static List<int[]> of(Board board, AttackModel model, Symmetry symmetry) {
        int m = model.cellCount();
        int[] identity = new int[m];
        for (int c = 0; c < m; c++) {
            identity[c] = c;
        }
        if (symmetry == null) {
            return List.of(identity);
        }
        check(board, symmetry);
        int rows = board.extent(0);
        int cols = board.extent(1);
        int[] cellAt = new int[rows * cols];
        Arrays.fill(cellAt, -1);
        for (int c = 0; c < m; c++) {
            cellAt[model.coordinate(c, 0) * cols + model.coordinate(c, 1)] = c;
        }
        int order = symmetry.images(0, 0, rows, cols).length;
        List<int[]> group = new ArrayList<>();
        for (int g = 0; g < order; g++) {
            group.add(new int[m]);
        }
        for (int c = 0; c < m; c++) {
            int[][] images = symmetry.images(model.coordinate(c, 0), model.coordinate(c, 1), rows, cols);
            for (int g = 0; g < order; g++) {
                int target = cellAt[images[g][0] * cols + images[g][1]];
                if (target < 0) {
                    throw new IllegalArgumentException("symmetry=" + symmetry.id() + " does not map the board "
                            + board.description() + " onto itself.");
                }
                group.get(g)[c] = target;
            }
        }
        return List.copyOf(group);
    }

    /** Checks that {@code symmetry} applies to the board's shape. */
    public static void check(Board board, Symmetry symmetry) {
        if (board.dimension() != 2) {
            throw new IllegalArgumentException("symmetry=" + symmetry.id() + " needs a two-dimensional board; "
                    + board.description() + " has dimension " + board.dimension() + ".");
        }
        if (symmetry.needsSquare() && board.extent(0) != board.extent(1)) {
            throw new IllegalArgumentException("symmetry=" + symmetry.id() + " needs a square board, not "
                    + board.description() + ".");
        }
    }
}
