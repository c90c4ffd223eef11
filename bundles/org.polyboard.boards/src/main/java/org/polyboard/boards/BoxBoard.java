package org.polyboard.boards;

import java.util.Arrays;
import java.util.stream.Collectors;

import org.polyboard.api.board.Board;

/** A full box: a rectangle in two dimensions, a hypercube or cuboid in any other; optionally a torus. */
final class BoxBoard implements Board {

    private final int[] extents;
    private final boolean torus;
    private final long cells;

    BoxBoard(int[] extents, boolean torus) {
        this.extents = extents.clone();
        this.torus = torus;
        long product = 1;
        for (int e : extents) {
            product = Math.multiplyExact(product, e);
        }
        this.cells = product;
    }

    @Override
    public String description() {
        String size = Arrays.stream(extents).mapToObj(Integer::toString).collect(Collectors.joining("x"));
        return (torus ? "torus " : "") + (extents.length == 0 ? "point" : size);
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
        for (int axis = 0; axis < extents.length; axis++) {
            if (cell[axis] < 0 || cell[axis] >= extents[axis]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public long cellCount() {
        return cells;
    }

    @Override
    public boolean wraps() {
        return torus;
    }
}
