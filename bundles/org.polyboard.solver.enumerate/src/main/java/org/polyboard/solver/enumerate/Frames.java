package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.polyboard.api.solve.AttackModel;

/**
 * The frames of a whole rectangle of queens, which split the search for a dominating set of k queens so that a
 * counting argument cuts most of each part.
 * <p>
 * Let k queens dominate the board and leave at least two rows and two columns empty. Let a and b be the first and last
 * empty rows, c and d the first and last empty columns: this frame (a, b, c, d) is the placement's. Every row above a
 * or below b holds a queen, and so does every column left of c or right of d. Every cell of the boundary of the
 * rectangle [a, b] × [c, d] must be dominated, and a queen off the four empty lines dominates at most 8 of them: its
 * row meets the columns c and d once each (and the rectangle not at all when it lies outside [a, b]), its column meets
 * the rows a and b once each (not at all outside [c, d]), and each of its two diagonals meets the boundary of the
 * rectangle in at most two cells, since a diagonal cannot run along an axis-parallel side. So a placement of the
 * frame with its queens on cells {@code chosen} and {@code left} queens still to place needs the boundary cells not yet
 * dominated to number at most 8·left − 2·(outer rows still empty) − 2·(outer columns still empty), with each of those
 * rows and columns taking a queen of its own. On the whole n×n board this is Spencer's bound (4n − 4 boundary cells,
 * 8 a queen: k ≥ (n−1)/2); for n = 20 and k = 10 it leaves room for only four cells dominated twice or not at all by
 * the queens' lines, so a partial placement whose lines overlap on the boundary is soon cut. Immutable.
 */
final class Frames {

    /** The boundary cells a queen off the frame's lines dominates at most. */
    static final int PER_QUEEN = 8;

    /** The lines of a queen (row, column and two diagonals), each meeting the boundary in two cells at most. */
    static final int LINES = 4;

    /**
     * The most {@linkplain #slack slack} of a round of minimum domination, independent or not, that the search splits
     * by frames. The rounds at the lower bound ⌈n/2⌉ on n×n have 4 (n even) or 8 (n odd), and there the cut pays; a
     * round with more, where a placement is mostly found, searches faster unsplit (docs/queens.md).
     */
    static final int TIGHT = 8;

    /**
     * One frame: its empty lines, the cells on them (no queen may stand there), the boundary cells of its rectangle,
     * and the symmetries of the board that map it onto itself (identity first).
     */
    record Frame(int a, int b, int c, int d, long[] lines, long[] boundary, List<int[]> group) {

        /** Whether {@code row} lies outside [a, b], so that it must hold a queen. */
        boolean outerRow(int row) {
            return row < a || row > b;
        }

        boolean outerColumn(int column) {
            return column < c || column > d;
        }

        int outerRows(int rows) {
            return a + rows - 1 - b;
        }

        int outerColumns(int columns) {
            return c + columns - 1 - d;
        }

        /**
         * The lines outside the frame, each of which holds a queen: the rows above a and below b, then the columns
         * (numbered {@code rows} + column) left of c and right of d.
         */
        int[] outerLines(int rows, int columns) {
            int[] lines = new int[outerRows(rows) + outerColumns(columns)];
            int n = 0;
            for (int row = 0; row < rows; row++) {
                if (outerRow(row)) {
                    lines[n++] = row;
                }
            }
            for (int column = 0; column < columns; column++) {
                if (outerColumn(column)) {
                    lines[n++] = rows + column;
                }
            }
            return lines;
        }

        /** The spec text of the frame: {@code a,b,c,d}. */
        String spec() {
            return a + "," + b + "," + c + "," + d;
        }
    }

    private final AttackModel model;
    private final int rows;
    private final int columns;
    /** The cells of each line: rows first (line r is row r), then columns (line rows + c is column c). */
    private final long[][] lineCells;

    Frames(AttackModel model) {
        this.model = model;
        this.rows = model.extent(0);
        this.columns = model.extent(1);
        this.lineCells = new long[rows + columns][model.words()];
        for (int cell = 0; cell < model.cellCount(); cell++) {
            Bits.set(lineCells[row(cell)], cell);
            Bits.set(lineCells[rows + column(cell)], cell);
        }
    }

    /** The cells of line {@code line} (a row below {@code rows()}, else a column); not to be changed. */
    long[] lineCells(int line) {
        return lineCells[line];
    }

    int rows() {
        return rows;
    }

    int columns() {
        return columns;
    }

    /**
     * The other cells of the boundary of {@code frame}'s rectangle on the lines through {@code cell}, a cell of that
     * boundary, leaving out the frame's own four lines, which hold no queen.
     */
    int[] partners(int cell, Frame frame) {
        int[] found = new int[LINES];
        int n = 0;
        for (int line : model.linesThrough(cell)) {
            int[] cells = model.line(line);
            if (own(cells, frame)) {
                continue;
            }
            for (int c : cells) {
                if (c != cell && Bits.get(frame.boundary(), c) && n < found.length) {
                    found[n++] = c;
                }
            }
        }
        return Arrays.copyOf(found, n);
    }

    /** Whether the line of {@code cells} is one of the frame's four, which hold no queen. */
    private static boolean own(int[] cells, Frame frame) {
        for (int c : cells) {
            if (!Bits.get(frame.lines(), c)) {
                return false;
            }
        }
        return true;
    }

    int row(int cell) {
        return model.coordinate(cell, 0);
    }

    int column(int cell) {
        return model.coordinate(cell, 1);
    }

    /** Whether every placement of {@code pieces} queens leaves two rows and two columns empty, so that it has a frame. */
    boolean apply(int pieces) {
        return rows - pieces >= 2 && columns - pieces >= 2;
    }

    /**
     * The boundary cells of the whole board that {@code pieces} queens could leave dominated twice or not at all:
     * 8 a queen less the 2·rows + 2·columns − 4 cells of the boundary. Every frame leaves the same room, since each
     * outer line takes 2 cells off the boundary and 2 off what its queen reaches.
     */
    int slack(int pieces) {
        return PER_QUEEN * pieces - (2 * rows + 2 * columns - 4);
    }

    /**
     * The frames a dominating set of {@code pieces} queens can have, in a fixed order: those whose outer lines
     * {@code pieces} queens can fill and whose boundary they can dominate. With {@code everyOne} false, only one frame
     * of each orbit under the board's symmetries (a placement of a frame maps to one of its image).
     */
    List<Frame> of(int pieces, boolean everyOne) {
        List<int[]> symmetries = model.symmetries();
        List<Frame> frames = new ArrayList<>();
        for (int a = 0; a < rows; a++) {
            for (int b = rows - 1; b > a; b--) {
                int outerRows = a + rows - 1 - b;
                if (outerRows > pieces) {
                    break;
                }
                for (int c = 0; c < columns; c++) {
                    for (int d = columns - 1; d > c; d--) {
                        int outerColumns = c + columns - 1 - d;
                        if (outerColumns > pieces) {
                            break;
                        }
                        int boundary = 2 * (b - a + 1) + 2 * (d - c + 1) - 4;
                        if (boundary > PER_QUEEN * pieces - 2 * outerRows - 2 * outerColumns) {
                            continue;
                        }
                        long[] lines = lines(a, b, c, d);
                        if (everyOne || smallestOfOrbit(lines, symmetries)) {
                            frames.add(frame(a, b, c, d, lines, everyOne));
                        }
                    }
                }
            }
        }
        return frames;
    }

    /** The frame of spec {@code a,b,c,d}, with the symmetries that fix it ({@code everyOne}: the identity alone). */
    Frame parse(String spec, boolean everyOne) {
        String[] parts = spec.split(",", -1);
        if (parts.length != 4) {
            throw new IllegalArgumentException("bad frame " + spec);
        }
        int a = Integer.parseInt(parts[0]);
        int b = Integer.parseInt(parts[1]);
        int c = Integer.parseInt(parts[2]);
        int d = Integer.parseInt(parts[3]);
        if (a < 0 || b <= a || b >= rows || c < 0 || d <= c || d >= columns) {
            throw new IllegalArgumentException("bad frame " + spec);
        }
        return frame(a, b, c, d, lines(a, b, c, d), everyOne);
    }

    /**
     * The frame (a, b, c, d) with its empty {@code lines}, and the symmetries that fix it (with {@code everyOne}, the
     * identity alone).
     */
    private Frame frame(int a, int b, int c, int d, long[] lines, boolean everyOne) {
        List<int[]> symmetries = model.symmetries();
        return new Frame(a, b, c, d, lines, boundary(a, b, c, d),
                everyOne ? List.of(symmetries.get(0)) : stabiliser(lines, symmetries));
    }

    private long[] lines(int a, int b, int c, int d) {
        long[] bits = new long[model.words()];
        for (int cell = 0; cell < model.cellCount(); cell++) {
            int r = row(cell);
            int k = column(cell);
            if (r == a || r == b || k == c || k == d) {
                Bits.set(bits, cell);
            }
        }
        return bits;
    }

    private long[] boundary(int a, int b, int c, int d) {
        long[] bits = new long[model.words()];
        for (int cell = 0; cell < model.cellCount(); cell++) {
            int r = row(cell);
            int k = column(cell);
            if ((r == a || r == b) && k >= c && k <= d || (k == c || k == d) && r >= a && r <= b) {
                Bits.set(bits, cell);
            }
        }
        return bits;
    }

    private long[] image(long[] bits, int[] map) {
        long[] image = new long[bits.length];
        for (int cell = Bits.next(bits, 0); cell >= 0; cell = Bits.next(bits, cell + 1)) {
            Bits.set(image, map[cell]);
        }
        return image;
    }

    /** Whether no symmetry maps the frame's lines to a set that is smaller (as unsigned words, first word first). */
    private boolean smallestOfOrbit(long[] lines, List<int[]> symmetries) {
        for (int g = 1; g < symmetries.size(); g++) {
            if (Arrays.compareUnsigned(image(lines, symmetries.get(g)), lines) < 0) {
                return false;
            }
        }
        return true;
    }

    /** The symmetries that map the frame's lines, and so the frame, onto themselves; identity first. */
    private List<int[]> stabiliser(long[] lines, List<int[]> symmetries) {
        List<int[]> group = new ArrayList<>();
        for (int[] map : symmetries) {
            if (Arrays.equals(image(lines, map), lines)) {
                group.add(map);
            }
        }
        return group;
    }
}
