package org.polyboard.api.board;

import java.util.function.Consumer;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A finite set of cells of Z<sup>d</sup>, inside the bounding box
 * {@code [0, extent(0)) × … × [0, extent(d-1))}. Coordinates are 0-based here; users see them
 * 1-based. Implementations are immutable and thread-safe.
 */
@ConsumerType
public interface Board {

    /** Human-readable description, for example {@code "8x8"}, {@code "torus 8x8"}, {@code "box 4^3"}. */
    String description();

    /** Number of axes d (0 for the single-cell board of dimension 0). */
    int dimension();

    /** Size of the bounding box along {@code axis}; coordinates on that axis run from 0 to extent − 1. */
    int extent(int axis);

    /**
     * Whether the cell with these 0-based coordinates belongs to the board. Coordinates outside the
     * bounding box never do, also on a torus.
     */
    boolean contains(int[] cell);

    /** Number of cells. May exceed {@link Integer#MAX_VALUE} for boards only constructions handle. */
    long cellCount();

    /**
     * Whether rays wrap around: a ray leaving the bounding box on one side re-enters on the opposite
     * side (the torus). Only boxes without holes wrap.
     */
    default boolean wraps() {
        return false;
    }

    /**
     * Calls {@code action} with every cell's coordinates in lexicographic order (last axis fastest).
     * The array passed may be reused between calls.
     */
    default void forEachCell(Consumer<int[]> action) {
        int d = dimension();
        int[] cell = new int[d];
        for (int axis = 0; axis < d; axis++) {
            if (extent(axis) <= 0) {
                return;
            }
        }
        while (true) {
            if (contains(cell)) {
                action.accept(cell);
            }
            int axis = d - 1;
            while (axis >= 0 && ++cell[axis] == extent(axis)) {
                cell[axis] = 0;
                axis--;
            }
            if (axis < 0) {
                return;
            }
        }
    }

    /**
     * Index of {@code cell} in the bounding box, row-major (last axis fastest); a key that is unique per
     * cell and cheap to compute. Callers check {@link #contains(int[])} first.
     */
    default long boxIndex(int[] cell) {
        long index = 0;
        for (int axis = 0; axis < dimension(); axis++) {
            index = index * extent(axis) + cell[axis];
        }
        return index;
    }
}
