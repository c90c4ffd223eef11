package org.polyboard.api.solve;

import java.util.ArrayList;
import java.util.List;

/**
 * The attack model of a board and a piece, the one structure every solver reads. Cells are numbered
 * 0..m−1 in lexicographic order of their coordinates. Built by the core; immutable.
 * <p>
 * For speed, the arrays returned by {@link #neighbourhood(int)}, {@link #neighbours(int)},
 * {@link #line(int)}, {@link #linesThrough(int)} and {@link #symmetries()} are the model's own:
 * callers must not modify them.
 */
public final class AttackModel {

    private final int cellCount;
    private final int dimension;
    private final int[] extents;
    private final int[] coordinates;
    private final int[][] neighbours;
    private final long[][] neighbourhoods;
    private final int[][] lines;
    private final int[][] linesThrough;
    private final List<int[]> symmetries;

    /**
     * @param extents the bounding box of the board
     * @param coordinates cell c's coordinate on axis a at {@code c * dimension + a}
     * @param neighbours for each cell the cells it attacks, ascending, without itself
     * @param lines each line's cells ascending: the cells that attack each other pairwise
     * @param symmetries the symmetry group of board and piece as cell permutations, identity first
     */
    public AttackModel(int[] extents, int[] coordinates, int[][] neighbours, int[][] lines, List<int[]> symmetries) {
        this.dimension = extents.length;
        this.extents = extents.clone();
        this.cellCount = neighbours.length;
        this.coordinates = coordinates;
        this.neighbours = neighbours;
        this.lines = lines;
        this.symmetries = List.copyOf(symmetries);
        int words = words();
        this.neighbourhoods = new long[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            long[] bits = new long[words];
            bits[c >>> 6] |= 1L << c;
            for (int other : neighbours[c]) {
                bits[other >>> 6] |= 1L << other;
            }
            neighbourhoods[c] = bits;
        }
        int[] count = new int[cellCount];
        for (int[] line : lines) {
            for (int c : line) {
                count[c]++;
            }
        }
        this.linesThrough = new int[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            linesThrough[c] = new int[count[c]];
            count[c] = 0;
        }
        for (int l = 0; l < lines.length; l++) {
            for (int c : lines[l]) {
                linesThrough[c][count[c]++] = l;
            }
        }
    }

    /** Number of cells m. */
    public int cellCount() {
        return cellCount;
    }

    /** Number of {@code long} words in a bit set over the cells. */
    public int words() {
        return (cellCount + 63) >>> 6;
    }

    public int dimension() {
        return dimension;
    }

    /** Size of the board's bounding box along {@code axis}. */
    public int extent(int axis) {
        return extents[axis];
    }

    /** 0-based coordinate of {@code cell} on {@code axis}. */
    public int coordinate(int cell, int axis) {
        return coordinates[cell * dimension + axis];
    }

    /** A fresh array with the 0-based coordinates of {@code cell}. */
    public int[] coordinates(int cell) {
        int[] c = new int[dimension];
        System.arraycopy(coordinates, cell * dimension, c, 0, dimension);
        return c;
    }

    /** The closed neighbourhood of {@code cell} (itself and the cells it attacks) as a bit set. */
    public long[] neighbourhood(int cell) {
        return neighbourhoods[cell];
    }

    /** The cells {@code cell} attacks, ascending. */
    public int[] neighbours(int cell) {
        return neighbours[cell];
    }

    /** Number of lines. */
    public int lineCount() {
        return lines.length;
    }

    /** The cells of line {@code line}, ascending; they attack each other pairwise. */
    public int[] line(int line) {
        return lines[line];
    }

    /** The lines through {@code cell}; two cells attack each other iff they share one. */
    public int[] linesThrough(int cell) {
        return linesThrough[cell];
    }

    /** The symmetry group of board and piece as permutations of the cells, identity first. */
    public List<int[]> symmetries() {
        return symmetries;
    }

    /**
     * The placement of pieces on {@code cells} (cell indices of this model).
     *
     * @since 2.0
     */
    public Placement placement(int[] cells) {
        List<int[]> result = new ArrayList<>(cells.length);
        for (int c : cells) {
            result.add(coordinates(c));
        }
        return Placement.of(result);
    }

    /**
     * The placements of several cell sets, in order.
     *
     * @since 2.0
     */
    public List<Placement> placements(List<int[]> cellSets) {
        List<Placement> result = new ArrayList<>(cellSets.size());
        for (int[] cells : cellSets) {
            result.add(placement(cells));
        }
        return result;
    }
}
