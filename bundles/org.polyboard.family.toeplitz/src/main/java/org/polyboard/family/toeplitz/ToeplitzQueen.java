package org.polyboard.family.toeplitz;

import java.util.function.Consumer;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;

/**
 * The Toeplitz queen on a two-dimensional board whose cell (i, j) carries the label |i − j|: it attacks
 * every other cell of its row, of its column and with its label. Its lines are whole classes (rows,
 * columns, label classes), so a hole in the board does not block it and a torus changes nothing.
 * Three lines pass through each cell, so independence is checked in time linear in the number of pieces.
 */
@Component(service = Piece.class, property = Piece.ID + "=" + ToeplitzQueen.ID_VALUE)
public final class ToeplitzQueen implements Piece {

    /** The piece id. */
    public static final String ID_VALUE = "toeplitz-queen";

    private static final int LINES = 3;

    @Override
    public String glyph() {
        return "Q";
    }

    @Override
    public String id() {
        return ID_VALUE;
    }

    @Override
    public String description() {
        return "Toeplitz queen: attacks its row, its column and every square with its label |i-j| (2-D boards)";
    }

    @Override
    public void forEachAttacked(Board board, int[] from, Consumer<int[]> sink) {
        checkPlane(board);
        int rows = board.extent(0);
        int cols = board.extent(1);
        int i = from[0];
        int j = from[1];
        int label = Math.abs(i - j);
        int[] to = new int[2];
        for (int c = 0; c < cols; c++) {
            if (c != j) {
                emit(board, i, c, to, sink);
            }
        }
        for (int r = 0; r < rows; r++) {
            if (r != i) {
                emit(board, r, j, to, sink);
            }
        }
        for (int r = 0; r < rows; r++) {
            if (r == i) {
                continue;
            }
            int right = r + label;
            if (right != j && right < cols) {
                emit(board, r, right, to, sink);
            }
            int left = r - label;
            if (label > 0 && left != j && left >= 0) {
                emit(board, r, left, to, sink);
            }
        }
    }

    @Override
    public int lineKeys(Board board, int[] cell, long[] keys) {
        checkPlane(board);
        keys[0] = 3L * cell[0];
        keys[1] = 3L * cell[1] + 1;
        keys[2] = 3L * Math.abs(cell[0] - cell[1]) + 2;
        return LINES;
    }

    @Override
    public int maxLines(Board board) {
        return LINES;
    }

    private static void emit(Board board, int r, int c, int[] to, Consumer<int[]> sink) {
        to[0] = r;
        to[1] = c;
        if (board.contains(to)) {
            sink.accept(to);
        }
    }

    private static void checkPlane(Board board) {
        if (board.dimension() != 2) {
            throw new IllegalArgumentException("Piece " + ID_VALUE + " needs a two-dimensional board, not "
                    + board.description() + " (dimension " + board.dimension() + ").");
        }
    }
}
