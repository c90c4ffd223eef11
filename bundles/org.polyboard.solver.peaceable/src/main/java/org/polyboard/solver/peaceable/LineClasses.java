package org.polyboard.solver.peaceable;

import java.util.ArrayList;
import java.util.List;

/**
 * The classes of pairwise disjoint lines the line colouring's bound reads (the rows, the columns, the diagonals and
 * the anti-diagonals of a queen's board), formed greedily in search order, and the tables through which colouring a
 * line updates the bound's counts. Immutable: built once per problem, read by every search.
 * <p>
 * Colouring a line takes a colour from some of its cells, which changes the live counts of each cell's other lines,
 * and with them the class sums, by at most one per class and cell (a cell lies on at most one line of a class). So a
 * colouring counts the changes in one {@code long}, a slot of {@link #slotBits} bits per class, and adds them to the
 * sums once: adding them cell by cell chains every cell's update through the same few words of memory. The line
 * coloured itself is counted apart, as each of its cells would update it.
 */
final class LineClasses {

    /** How many classes there are; at most the slots of a {@code long}. */
    final int classes;
    /** The class of each line; {@link #classes} (a spare sum the bound does not read) for a line in none. */
    final int[] lineClass;
    /** The bits of a class's slot in a packed count: enough for the longest line. */
    final int slotBits;
    /** For each cell on some line, one in the slot of each class none of whose lines holds it. */
    final long[] uncoveredSlots;
    /** Where each line's incidences start: line l's j-th cell is incidence {@code lineIncidence[l] + j}. */
    final int[] lineIncidence;
    /**
     * For each incidence e of a cell on a line, the cell's other lines: {@code otherStart[e]} up to
     * {@code otherStart[e + 1]} in {@link #otherLine} (twice the line: the index of its white live count, the black
     * one follows) and {@link #otherSlot} (one in the slot of its class, 0 for a line in none).
     */
    final int[] otherStart;
    final int[] otherLine;
    final long[] otherSlot;

    /**
     * @param lineCells the cells of each line
     * @param cellLines the lines of each cell
     * @param order the lines in search order: a line joins the first class it is disjoint from
     * @param maxClasses the most classes wanted
     */
    LineClasses(int cellCount, int[][] lineCells, int[][] cellLines, int[] order, int maxClasses) {
        int lines = lineCells.length;
        slotBits = 32 - Integer.numberOfLeadingZeros(lines == 0 ? 1 : longest(lineCells));
        int most = Math.min(maxClasses, Long.SIZE / slotBits);
        lineClass = new int[lines];
        List<boolean[]> covered = new ArrayList<>();
        for (int l : order) {
            lineClass[l] = -1;
            for (int cls = 0; cls <= covered.size() && cls < most && lineClass[l] < 0; cls++) {
                if (cls == covered.size()) {
                    covered.add(new boolean[cellCount]);
                }
                boolean[] taken = covered.get(cls);
                boolean disjoint = true;
                for (int c : lineCells[l]) {
                    disjoint &= !taken[c];
                }
                if (disjoint) {
                    lineClass[l] = cls;
                    for (int c : lineCells[l]) {
                        taken[c] = true;
                    }
                }
            }
        }
        classes = covered.size();
        for (int l = 0; l < lines; l++) {
            lineClass[l] = lineClass[l] < 0 ? classes : lineClass[l];
        }
        uncoveredSlots = new long[cellCount];
        for (int c = 0; c < cellCount; c++) {
            for (int cls = 0; cls < classes && cellLines[c].length > 0; cls++) {
                if (!covered.get(cls)[c]) {
                    uncoveredSlots[c] += slot(cls);
                }
            }
        }
        lineIncidence = new int[lines];
        int incidences = 0;
        for (int l = 0; l < lines; l++) {
            lineIncidence[l] = incidences;
            incidences += lineCells[l].length;
        }
        otherStart = new int[incidences + 1];
        int e = 0;
        for (int[] cells : lineCells) {
            for (int c : cells) {
                otherStart[e + 1] = otherStart[e] + cellLines[c].length - 1;
                e++;
            }
        }
        otherLine = new int[otherStart[incidences]];
        otherSlot = new long[otherLine.length];
        int i = 0;
        for (int l = 0; l < lines; l++) {
            for (int c : lineCells[l]) {
                for (int m : cellLines[c]) {
                    if (m != l) {
                        otherLine[i] = 2 * m;
                        otherSlot[i++] = slot(lineClass[m]);
                    }
                }
            }
        }
    }

    /** One in the slot of class {@code cls} of a packed count, 0 for the spare class of lines in none. */
    private long slot(int cls) {
        return cls < classes ? 1L << (cls * slotBits) : 0;
    }

    private static int longest(int[][] lineCells) {
        int longest = 1;
        for (int[] cells : lineCells) {
            longest = Math.max(longest, cells.length);
        }
        return longest;
    }
}
