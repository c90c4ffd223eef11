package org.polyboard.boards;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

/**
 * Collects the cells of a shape with the line each came from, then checks them (not empty, no repeats,
 * face-connected, bounding box within limits) and builds the {@link ShapeBoard}, translated so that the smallest
 * coordinate on every axis is 0.
 */
final class ShapeBuilder {

    /** Most cells a shape may have. */
    static final int MAX_CELLS = 1_000_000;

    private final int dimension;
    private final List<int[]> cells = new ArrayList<>();
    private final List<Integer> lines = new ArrayList<>();

    ShapeBuilder(int dimension) {
        this.dimension = dimension;
    }

    int dimension() {
        return dimension;
    }

    int size() {
        return cells.size();
    }

    /**
     * Adds a cell given by the coordinates the user wrote (shown in messages) on {@code line}.
     *
     * @return false when the shape is already full ({@link #MAX_CELLS})
     */
    boolean add(int[] coordinates, int line) {
        if (cells.size() >= MAX_CELLS) {
            return false;
        }
        cells.add(coordinates.clone());
        lines.add(line);
        return true;
    }

    /**
     * Checks and builds the shape.
     *
     * @param describe the board description, given the extents of the bounding box
     * @param where the prefix of an error message about {@code line} (0 when no line applies), e.g.
     *     {@code "Shape file a.txt, line 3"}
     * @throws IllegalArgumentException when the shape is empty, repeats a cell, is not face-connected or its bounding
     *     box is too large
     */
    ShapeBoard build(Function<int[], String> describe, IntFunction<String> where) {
        int m = cells.size();
        if (m == 0) {
            throw new IllegalArgumentException(where.apply(0) + ": no cells.");
        }
        long[] low = new long[dimension];
        long[] high = new long[dimension];
        Arrays.fill(low, Long.MAX_VALUE);
        Arrays.fill(high, Long.MIN_VALUE);
        for (int[] cell : cells) {
            for (int axis = 0; axis < dimension; axis++) {
                low[axis] = Math.min(low[axis], cell[axis]);
                high[axis] = Math.max(high[axis], cell[axis]);
            }
        }
        int[] extents = new int[dimension];
        long volume = 1;
        for (int axis = 0; axis < dimension; axis++) {
            long extent = high[axis] - low[axis] + 1;
            if (extent > BoxSpecs.MAX_SIDE || volume > Long.MAX_VALUE / extent) {
                int far = farthest(axis, high[axis]);
                throw new IllegalArgumentException(where.apply(lines.get(far)) + ": the cell " + show(cells.get(far))
                        + " makes the bounding box too large (" + extent + " positions along axis " + (axis + 1)
                        + "; at most " + BoxSpecs.MAX_SIDE + ").");
            }
            extents[axis] = (int) extent;
            volume *= extent;
        }
        long[] keys = new long[m];
        for (int i = 0; i < m; i++) {
            int[] cell = cells.get(i);
            long key = 0;
            for (int axis = 0; axis < dimension; axis++) {
                key = key * extents[axis] + (cell[axis] - low[axis]);
            }
            keys[i] = key;
        }
        Integer[] order = new Integer[m];
        for (int i = 0; i < m; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.<Integer>comparingLong(i -> keys[i]).thenComparingInt(i -> i));
        long[] sorted = new long[m];
        int[] inputOf = new int[m];
        for (int r = 0; r < m; r++) {
            sorted[r] = keys[order[r]];
            inputOf[r] = order[r];
            if (r > 0 && sorted[r] == sorted[r - 1]) {
                int first = order[r - 1];
                int again = order[r];
                throw new IllegalArgumentException(where.apply(lines.get(again)) + ": the cell "
                        + show(cells.get(again)) + " is given twice (also on line " + lines.get(first) + ").");
            }
        }
        checkConnected(sorted, inputOf, extents, where);
        return new ShapeBoard(describe.apply(extents), extents, sorted);
    }

    private void checkConnected(long[] sorted, int[] inputOf, int[] extents, IntFunction<String> where) {
        int m = sorted.length;
        int start = 0;
        while (inputOf[start] != 0) {
            start++;
        }
        boolean[] seen = new boolean[m];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        seen[start] = true;
        queue.add(start);
        int reached = 1;
        long[] stride = new long[dimension];
        long s = 1;
        for (int axis = dimension - 1; axis >= 0; axis--) {
            stride[axis] = s;
            s *= extents[axis];
        }
        while (!queue.isEmpty()) {
            int r = queue.poll();
            long key = sorted[r];
            for (int axis = 0; axis < dimension; axis++) {
                long x = key / stride[axis] % extents[axis];
                for (int sign = -1; sign <= 1; sign += 2) {
                    if (x + sign < 0 || x + sign >= extents[axis]) {
                        continue;
                    }
                    int other = Arrays.binarySearch(sorted, key + sign * stride[axis]);
                    if (other >= 0 && !seen[other]) {
                        seen[other] = true;
                        reached++;
                        queue.add(other);
                    }
                }
            }
        }
        if (reached == m) {
            return;
        }
        int firstMissing = Integer.MAX_VALUE;
        for (int r = 0; r < m; r++) {
            if (!seen[r]) {
                firstMissing = Math.min(firstMissing, inputOf[r]);
            }
        }
        throw new IllegalArgumentException(where.apply(lines.get(firstMissing)) + ": the cell "
                + show(cells.get(firstMissing)) + " is not face-connected to the cell " + show(cells.get(0))
                + " on line " + lines.get(0) + "; a shape must be face-connected (" + (m - reached) + " of " + m
                + " cells are cut off).");
    }

    /** The first cell whose coordinate on {@code axis} is {@code high}. */
    private int farthest(int axis, long high) {
        for (int i = 0; i < cells.size(); i++) {
            if (cells.get(i)[axis] == high) {
                return i;
            }
        }
        return 0;
    }

    static String show(int[] cell) {
        return Arrays.stream(cell).mapToObj(Integer::toString).collect(Collectors.joining(",", "(", ")"));
    }
}
