package org.polyboard.core.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
     * @throws IllegalArgumentException when the board has more than {@link #MAX_CELLS} cells
     */
    public static AttackModel build(Board board, Piece piece) {
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
            System.arraycopy(coordinates, c * d, cell, 0, d);
            int[] size = {0};
            piece.forEachAttacked(board, cell, target -> buffer[size[0]++] = index.get(target));
            int[] list = Arrays.copyOf(buffer, size[0]);
            Arrays.sort(list);
            neighbours[c] = list;
        }
        int[][] lines = lines(board, piece, coordinates, m, d);
        List<int[]> symmetries = Symmetries.of(extents, coordinates, index, neighbours);
        return new AttackModel(extents, coordinates, neighbours, lines, symmetries);
    }

    private static int[][] lines(Board board, Piece piece, int[] coordinates, int m, int d) {
        Map<Long, int[]> members = new HashMap<>();
        long[] keys = new long[Math.max(1, piece.maxLines(board))];
        int[] cell = new int[d];
        List<Long> order = new ArrayList<>();
        for (int c = 0; c < m; c++) {
            System.arraycopy(coordinates, c * d, cell, 0, d);
            int k = piece.lineKeys(board, cell, keys);
            for (int i = 0; i < k; i++) {
                int[] list = members.get(keys[i]);
                if (list == null) {
                    list = new int[] {0, 0, 0, 0, 0};
                    order.add(keys[i]);
                } else if (list[0] + 1 == list.length) {
                    list = Arrays.copyOf(list, list.length * 2);
                }
                list[++list[0]] = c;
                members.put(keys[i], list);
            }
        }
        List<int[]> lines = new ArrayList<>();
        for (Long key : order) {
            int[] list = members.get(key);
            if (list[0] >= 2) {
                lines.add(Arrays.copyOfRange(list, 1, list[0] + 1));
            }
        }
        return lines.toArray(new int[0][]);
    }
}
