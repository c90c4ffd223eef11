package org.polyboard.core.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.solve.AttackModel;

/** Builds the {@link AttackModel} of a board and a piece. */
public final class AttackModels {

    /** Largest board with an explicit model: its neighbourhood bit sets take cells²/8 bytes. */
    public static final int MAX_CELLS = 40_000;

    private AttackModels() {
    }

    /**
     * {@link #build(Board, Piece, BooleanSupplier)}, given up when the calling thread is interrupted.
     *
     * @throws IllegalArgumentException when the board has more than {@link #MAX_CELLS} cells
     */
    public static AttackModel build(Board board, Piece piece) {
        return build(board, piece, () -> Thread.currentThread().isInterrupted());
    }

    /**
     * The attack model of {@code board} and {@code piece}. {@code abandoned} is asked once a cell in each pass over the
     * cells (a queen's model of 3^8 takes seconds): when it says yes, the model is given up half built.
     *
     * @throws IllegalArgumentException when the board has more than {@link #MAX_CELLS} cells
     * @throws CancellationException when {@code abandoned} says so before the model is complete
     */
    public static AttackModel build(Board board, Piece piece, BooleanSupplier abandoned) {
        long count = board.cellCount();
        if (count > MAX_CELLS) {
            throw new IllegalArgumentException("Board " + board.description() + " has " + count
                    + " cells; explicit attack models are limited to " + MAX_CELLS + " cells.");
        }
        int m = (int) count;
        int d = board.dimension();
        int[] extents = new int[d];
        for (int axis = 0; axis < d; axis++) {
            extents[axis] = board.extent(axis);
        }
        int[] coordinates = new int[m * d];
        CellIndex index = new CellIndex(board, m);
        int[] next = {0};
        board.forEachCell(cell -> {
            System.arraycopy(cell, 0, coordinates, next[0] * d, d);
            index.put(cell, next[0]++);
        });
        if (next[0] != m) {
            throw new IllegalStateException("Board " + board.description() + " reports " + m
                    + " cells but enumerates " + next[0]);
        }
        int[][] neighbours = new int[m][];
        int[] buffer = new int[m];
        int[] cell = new int[d];
        for (int c = 0; c < m; c++) {
            giveUpIf(abandoned, board);
            System.arraycopy(coordinates, c * d, cell, 0, d);
            int[] size = {0};
            piece.forEachAttacked(board, cell, target -> buffer[size[0]++] = index.get(target));
            int[] list = Arrays.copyOf(buffer, size[0]);
            Arrays.sort(list);
            neighbours[c] = list;
        }
        int[][] lines = lines(board, piece, coordinates, m, d, abandoned);
        List<int[]> symmetries = Symmetries.of(extents, coordinates, index, neighbours,
                () -> giveUpIf(abandoned, board));
        giveUpIf(abandoned, board);
        return new AttackModel(extents, coordinates, neighbours, lines, symmetries);
    }

    private static void giveUpIf(BooleanSupplier abandoned, Board board) {
        if (abandoned.getAsBoolean()) {
            throw new CancellationException("the attack model of " + board.description() + " was given up half built");
        }
    }

    /**
     * The lines of two cells or more, in the order their first cell comes: each cell's line keys get dense ids, then
     * the cells of each id are gathered (a count, then a fill).
     */
    private static int[][] lines(Board board, Piece piece, int[] coordinates, int m, int d, BooleanSupplier abandoned) {
        long[] keys = new long[Math.max(1, piece.maxLines(board))];
        int[] cell = new int[d];
        LongIds ids = new LongIds(m);
        int[] idOf = new int[Math.max(16, m)];
        int[] count = new int[16];
        int[] from = new int[m + 1];
        int written = 0;
        for (int c = 0; c < m; c++) {
            giveUpIf(abandoned, board);
            System.arraycopy(coordinates, c * d, cell, 0, d);
            int k = piece.lineKeys(board, cell, keys);
            if (written + k > idOf.length) {
                idOf = Arrays.copyOf(idOf, Math.max(written + k, 2 * idOf.length));
            }
            for (int i = 0; i < k; i++) {
                int id = ids.id(keys[i]);
                if (id == count.length) {
                    count = Arrays.copyOf(count, 2 * count.length);
                }
                count[id]++;
                idOf[written++] = id;
            }
            from[c + 1] = written;
        }
        int lineCount = ids.size();
        int[][] members = new int[lineCount][];
        for (int id = 0; id < lineCount; id++) {
            members[id] = count[id] >= 2 ? new int[count[id]] : null;
            count[id] = 0;
        }
        for (int c = 0; c < m; c++) {
            for (int i = from[c]; i < from[c + 1]; i++) {
                int[] line = members[idOf[i]];
                if (line != null) {
                    line[count[idOf[i]]++] = c;
                }
            }
        }
        List<int[]> lines = new ArrayList<>();
        for (int[] line : members) {
            if (line != null) {
                lines.add(line);
            }
        }
        return lines.toArray(new int[0][]);
    }
}
