package org.polyboard.boards;

import java.util.Arrays;
import java.util.function.Consumer;

import org.polyboard.api.board.Board;

/**
 * A finite set of cells inside its bounding box, in any dimension: a polyomino (d = 2) or polycube, holes and
 * cavities allowed. The cells are kept as sorted box indices, with a bit set over the box when that is small.
 */
final class ShapeBoard implements Board {

    /** Largest bounding box (in positions) that gets a bit set for {@link #contains(int[])}. */
    private static final long DENSE_LIMIT = 1L << 27;

    private final String description;
    private final int[] extents;
    private final long[] cells;
    private final long[] dense;

    /**
     * @param extents the bounding box
     * @param cells the box indices of the cells, sorted ascending, without repeats
     */
    ShapeBoard(String description, int[] extents, long[] cells) {
        this.description = description;
        this.extents = extents.clone();
        this.cells = cells;
        long volume = 1;
        for (int e : extents) {
            volume = volume > DENSE_LIMIT ? volume : volume * e;
        }
        if (volume <= DENSE_LIMIT && volume <= 64L * Math.max(1, cells.length)) {
            dense = new long[(int) ((volume + 63) >>> 6)];
            for (long index : cells) {
                dense[(int) (index >>> 6)] |= 1L << index;
            }
        } else {
            dense = null;
        }
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public int dimension() {
        return extents.length;
    }

    @Override
    public int extent(int axis) {
        return extents[axis];
    }

    @Override
    public boolean contains(int[] cell) {
        if (cell.length != extents.length) {
            return false;
        }
        long index = 0;
        for (int axis = 0; axis < extents.length; axis++) {
            int x = cell[axis];
            if (x < 0 || x >= extents[axis]) {
                return false;
            }
            index = index * extents[axis] + x;
        }
        if (dense != null) {
            return (dense[(int) (index >>> 6)] & 1L << index) != 0;
        }
        return Arrays.binarySearch(cells, index) >= 0;
    }

    @Override
    public long cellCount() {
        return cells.length;
    }

    @Override
    public void forEachCell(Consumer<int[]> action) {
        int[] cell = new int[extents.length];
        for (long index : cells) {
            decode(index, cell);
            action.accept(cell);
        }
    }

    /** Writes the coordinates of the box index {@code index} into {@code cell}. */
    void decode(long index, int[] cell) {
        long rest = index;
        for (int axis = extents.length - 1; axis >= 0; axis--) {
            cell[axis] = (int) (rest % extents[axis]);
            rest /= extents[axis];
        }
    }

    @Override
    public String toString() {
        return description;
    }
}
