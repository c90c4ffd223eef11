package org.polyboard.solver.matching;

import java.util.Arrays;

import org.polyboard.api.solve.AttackModel;

/**
 * The row and column segments of a two-dimensional rook attack model: maximal runs of cells in a row (or column)
 * that see each other. Read from the model's lines, and checked: a cell must attack exactly the other cells of its
 * two segments, as a rook does.
 */
final class Segments {

    final int rows;
    final int columns;
    final int[] rowOf;
    final int[] columnOf;

    private Segments(int rows, int columns, int[] rowOf, int[] columnOf) {
        this.rows = rows;
        this.columns = columns;
        this.rowOf = rowOf;
        this.columnOf = columnOf;
    }

    /**
     * @throws IllegalArgumentException when the model is not two-dimensional or its attacks are not a rook's
     */
    static Segments of(AttackModel model) {
        if (model.dimension() != 2) {
            throw new IllegalArgumentException("row and column segments need a two-dimensional board, not dimension "
                    + model.dimension());
        }
        int m = model.cellCount();
        int[] rowOf = new int[m];
        int[] columnOf = new int[m];
        Arrays.fill(rowOf, -1);
        Arrays.fill(columnOf, -1);
        int rows = 0;
        int columns = 0;
        for (int l = 0; l < model.lineCount(); l++) {
            int[] line = model.line(l);
            boolean sameRow = true;
            boolean sameColumn = true;
            for (int c : line) {
                sameRow &= model.coordinate(c, 0) == model.coordinate(line[0], 0);
                sameColumn &= model.coordinate(c, 1) == model.coordinate(line[0], 1);
            }
            int[] owner = sameRow ? rowOf : sameColumn ? columnOf : null;
            if (owner == null) {
                throw notRook(model, line[0], "a line through it is neither a row nor a column");
            }
            int segment = sameRow ? rows++ : columns++;
            for (int c : line) {
                if (owner[c] >= 0) {
                    throw notRook(model, c, "it lies on two " + (sameRow ? "row" : "column") + " lines");
                }
                owner[c] = segment;
            }
        }
        for (int c = 0; c < m; c++) {
            if (rowOf[c] < 0) {
                rowOf[c] = rows++;
            }
            if (columnOf[c] < 0) {
                columnOf[c] = columns++;
            }
        }
        int[] rowSize = new int[rows];
        int[] columnSize = new int[columns];
        for (int c = 0; c < m; c++) {
            rowSize[rowOf[c]]++;
            columnSize[columnOf[c]]++;
        }
        for (int c = 0; c < m; c++) {
            if (model.neighbours(c).length != rowSize[rowOf[c]] - 1 + columnSize[columnOf[c]] - 1) {
                throw notRook(model, c, "it attacks " + model.neighbours(c).length + " cells, not the "
                        + (rowSize[rowOf[c]] - 1 + columnSize[columnOf[c]] - 1) + " others of its row and column segments");
            }
        }
        return new Segments(rows, columns, rowOf, columnOf);
    }

    private static IllegalArgumentException notRook(AttackModel model, int cell, String why) {
        return new IllegalArgumentException("the attack model is not a rook's at cell (" + (model.coordinate(cell, 0) + 1)
                + "," + (model.coordinate(cell, 1) + 1) + "): " + why);
    }
}
