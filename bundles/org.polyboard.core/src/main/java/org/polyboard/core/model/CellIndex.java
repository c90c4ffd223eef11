package org.polyboard.core.model;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.polyboard.api.board.Board;

/** Maps cell coordinates to cell numbers: a dense array over the bounding box, or a hash map for sparse boards. */
final class CellIndex {

    private static final long DENSE_LIMIT = 1L << 24;

    private final Board board;
    private final int[] dense;
    private final Map<Long, Integer> sparse;

    CellIndex(Board board, int cells) {
        this.board = board;
        long box = 1;
        for (int axis = 0; axis < board.dimension(); axis++) {
            box *= board.extent(axis);
            if (box > DENSE_LIMIT) {
                break;
            }
        }
        if (box <= DENSE_LIMIT && box <= 64L * Math.max(cells, 1)) {
            dense = new int[(int) box];
            Arrays.fill(dense, -1);
            sparse = null;
        } else {
            dense = null;
            sparse = new HashMap<>();
        }
    }

    void put(int[] cell, int number) {
        long key = board.boxIndex(cell);
        if (dense != null) {
            dense[(int) key] = number;
        } else {
            sparse.put(key, number);
        }
    }

    /** The cell number, or −1 when {@code cell} is not on the board. */
    int get(int[] cell) {
        for (int axis = 0; axis < cell.length; axis++) {
            if (cell[axis] < 0 || cell[axis] >= board.extent(axis)) {
                return -1;
            }
        }
        long key = board.boxIndex(cell);
        if (dense != null) {
            return dense[(int) key];
        }
        Integer number = sparse.get(key);
        return number == null ? -1 : number;
    }
}
