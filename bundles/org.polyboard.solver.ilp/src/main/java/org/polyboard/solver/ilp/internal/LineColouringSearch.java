package org.polyboard.solver.ilp.internal;

import java.util.Arrays;
import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.AttackModel;

/**
 * Branch and bound for {@link org.polyboard.api.problem.Objective#MAX_PEACEABLE} over the line indicators of the
 * peaceable 0-1 program: every line of two or more cells is coloured white (may hold white pieces only) or black.
 * Once all lines are coloured, a cell whose lines are all white takes a white piece, one whose lines are all black
 * a black piece, and the answer is the smaller count.
 * <p>
 * The bound at a node splits the live cells into those that can still become white only (w), black only (b) or
 * either (f, no coloured line yet), plus the k cells on no line, which take either colour but one piece:
 * {@code m <= min(w + f + k, b + f + k, (w + b + f + k) / 2)}. The first line is coloured white (colour swap).
 * <p>
 * Not thread-safe; one instance per solve.
 */
final class LineColouringSearch {

    /**
     * @param white cells of the white pieces
     * @param black cells of the black pieces, as many as white ones
     * @param proven whether the search was exhausted (the value is optimal)
     * @param bound a proven upper bound on the optimum: the value when proven, else the best bound of the nodes
     *     left open
     * @param nodes nodes visited
     */
    record Outcome(int[] white, int[] black, boolean proven, int bound, long nodes) {

        int value() {
            return white.length;
        }
    }

    private static final int FREE = 0;
    private static final int WHITE = 1;
    private static final int BLACK = 2;
    private static final int STOP_POLL_NODES = 1 << 14;

    private final int cellCount;
    private final int[][] lineCells;
    private final int[][] cellLines;
    private final int isolated;
    private final int[] order;
    private final int[] colour;
    private final int[] whiteLines;
    private final int[] blackLines;
    private final BooleanSupplier stop;
    private final Progress progress;

    private int onlyWhite;
    private int onlyBlack;
    private int either;
    private int best = -1;
    private int[] bestColour;
    private long nodes;
    private boolean stopped;
    private int openBound;

    /** Receives the best value so far (-1 before the first) on every new incumbent and now and then. */
    interface Progress {
        void report(int best, long nodes);
    }

    LineColouringSearch(AttackModel model, BooleanSupplier stop, Progress progress) {
        this.stop = stop;
        this.progress = progress;
        this.cellCount = model.cellCount();
        int lines = 0;
        for (int l = 0; l < model.lineCount(); l++) {
            if (model.line(l).length >= 2) {
                lines++;
            }
        }
        lineCells = new int[lines][];
        int[] degree = new int[cellCount];
        int k = 0;
        for (int l = 0; l < model.lineCount(); l++) {
            if (model.line(l).length >= 2) {
                lineCells[k++] = model.line(l);
                for (int c : model.line(l)) {
                    degree[c]++;
                }
            }
        }
        cellLines = new int[cellCount][];
        int isolatedCells = 0;
        for (int c = 0; c < cellCount; c++) {
            cellLines[c] = new int[degree[c]];
            if (degree[c] == 0) {
                isolatedCells++;
            }
            degree[c] = 0;
        }
        for (int l = 0; l < lines; l++) {
            for (int c : lineCells[l]) {
                cellLines[c][degree[c]++] = l;
            }
        }
        isolated = isolatedCells;
        order = longestFirst(lineCells);
        colour = new int[lines];
        whiteLines = new int[cellCount];
        blackLines = new int[cellCount];
        either = cellCount - isolated;
    }

    Outcome run() {
        best = -1;
        openBound = -1;
        bestColour = colour.clone();
        if (order.length == 0) {
            record();
        } else {
            assign(order[0], WHITE);
            search();
            unassign(order[0], WHITE);
        }
        return outcome();
    }

    /**
     * Depth-first search with an explicit stack (there may be more lines than a thread's stack has frames): the
     * node at depth d colours line {@code order[d]}, first in its preferred colour, then in the other. Once
     * stopped, the bounds of the nodes left open are recorded instead of explored.
     */
    private void search() {
        int lines = order.length;
        int[] first = new int[lines];
        boolean[] secondTried = new boolean[lines];
        int depth = 1;
        boolean entering = true;
        while (depth >= 1) {
            if (entering) {
                nodes++;
                if ((nodes & (STOP_POLL_NODES - 1)) == 0) {
                    stopped |= stop.getAsBoolean();
                    progress.report(best, nodes);
                }
                int bound = bound();
                boolean leaf = bound <= best;
                if (!leaf && stopped) {
                    openBound = Math.max(openBound, bound);
                    leaf = true;
                }
                if (!leaf && depth == lines) {
                    record();
                    leaf = true;
                }
                if (leaf) {
                    entering = false;
                    depth--;
                    continue;
                }
                int line = order[depth];
                first[depth] = preferredColour(line);
                secondTried[depth] = false;
                assign(line, first[depth]);
                depth++;
                continue;
            }
            int line = order[depth];
            int second = first[depth] == WHITE ? BLACK : WHITE;
            if (!secondTried[depth]) {
                unassign(line, first[depth]);
                secondTried[depth] = true;
                assign(line, second);
                if (stopped) {
                    openBound = Math.max(openBound, bound());
                } else {
                    entering = true;
                    depth++;
                    continue;
                }
            }
            unassign(line, second);
            depth--;
        }
    }

    /** The colour that kills fewer live cells of the other colour on this line. */
    private int preferredColour(int line) {
        int killedByWhite = 0;
        int killedByBlack = 0;
        for (int c : lineCells[line]) {
            if (whiteLines[c] == 0 && blackLines[c] > 0) {
                killedByWhite++;
            } else if (blackLines[c] == 0 && whiteLines[c] > 0) {
                killedByBlack++;
            }
        }
        if (killedByWhite != killedByBlack) {
            return killedByWhite < killedByBlack ? WHITE : BLACK;
        }
        return onlyWhite <= onlyBlack ? WHITE : BLACK;
    }

    private int bound() {
        return Math.min(Math.min(onlyWhite + either + isolated, onlyBlack + either + isolated),
                (onlyWhite + onlyBlack + either + isolated) / 2);
    }

    private int leafValue() {
        return Math.min(Math.min(onlyWhite + isolated, onlyBlack + isolated), (onlyWhite + onlyBlack + isolated) / 2);
    }

    private void record() {
        int value = leafValue();
        if (value > best) {
            best = value;
            bestColour = colour.clone();
            progress.report(value, nodes);
        }
    }

    private void assign(int line, int c) {
        colour[line] = c;
        for (int cell : lineCells[line]) {
            if (c == WHITE) {
                if (whiteLines[cell]++ == 0) {
                    if (blackLines[cell] == 0) {
                        either--;
                        onlyWhite++;
                    } else {
                        onlyBlack--;
                    }
                }
            } else if (blackLines[cell]++ == 0) {
                if (whiteLines[cell] == 0) {
                    either--;
                    onlyBlack++;
                } else {
                    onlyWhite--;
                }
            }
        }
    }

    private void unassign(int line, int c) {
        colour[line] = FREE;
        for (int cell : lineCells[line]) {
            if (c == WHITE) {
                if (--whiteLines[cell] == 0) {
                    if (blackLines[cell] == 0) {
                        either++;
                        onlyWhite--;
                    } else {
                        onlyBlack++;
                    }
                }
            } else if (--blackLines[cell] == 0) {
                if (whiteLines[cell] == 0) {
                    either++;
                    onlyBlack--;
                } else {
                    onlyWhite++;
                }
            }
        }
    }

    private Outcome outcome() {
        int[] white = new int[cellCount];
        int[] black = new int[cellCount];
        int whites = 0;
        int blacks = 0;
        int[] loose = new int[isolated];
        int looseCount = 0;
        for (int c = 0; c < cellCount; c++) {
            if (cellLines[c].length == 0) {
                loose[looseCount++] = c;
                continue;
            }
            boolean allWhite = true;
            boolean allBlack = true;
            for (int l : cellLines[c]) {
                allWhite &= bestColour[l] == WHITE;
                allBlack &= bestColour[l] == BLACK;
            }
            if (allWhite) {
                white[whites++] = c;
            } else if (allBlack) {
                black[blacks++] = c;
            }
        }
        for (int i = 0; i < looseCount; i++) {
            if (whites <= blacks) {
                white[whites++] = loose[i];
            } else {
                black[blacks++] = loose[i];
            }
        }
        int size = Math.min(whites, blacks);
        int bound = stopped ? Math.max(size, openBound) : size;
        return new Outcome(Arrays.copyOf(white, size), Arrays.copyOf(black, size), !stopped, bound, nodes);
    }

    private static int[] longestFirst(int[][] lines) {
        Integer[] indices = new Integer[lines.length];
        for (int l = 0; l < lines.length; l++) {
            indices[l] = l;
        }
        Arrays.sort(indices, (a, b) -> lines[b].length != lines[a].length ? lines[b].length - lines[a].length : a - b);
        return Arrays.stream(indices).mapToInt(Integer::intValue).toArray();
    }
}
