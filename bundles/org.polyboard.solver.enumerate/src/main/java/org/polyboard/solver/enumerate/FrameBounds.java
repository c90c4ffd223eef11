package org.polyboard.solver.enumerate;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.polyboard.api.solve.AttackModel;
import org.polyboard.support.bounds.QueenBound;

/**
 * What the frame pruning of a whole rectangle of queens reads and none of its walks changes ({@link Frames},
 * {@link FramePruning}): the frames, the row, column and lines of each cell, the line of each row and column, and the
 * {@linkplain FrameDual weights} of each frame, solved at its first use and kept. One per problem; thread-safe.
 */
final class FrameBounds {

    /**
     * The cells from which a board's resumed units solve the weights of their nodes (where a placement is sought): on
     * smaller boards the node's weights gain less over the frame's than their solving costs (docs/queens.md).
     */
    static final int NODE_DUAL_CELLS = 26 * 26;

    /**
     * The cells from which every frame uses its weights from its root: there they halve the nodes (24×24 with 12
     * queens refuted in 39.1 M nodes and 69 s against 72.8 M and 112 s from cells squared nodes on; 22×22 with 11
     * in 14 s against 23 s) and solving them costs under a tenth of the search. Below, the rounds take a second or
     * two and the solves are most of it (8 independent queens on 16×16: 1.15 s from the root against 0.35 s), so a
     * frame waits as many nodes as the board has cells squared (docs/queens.md).
     */
    static final int ROOT_DUAL_CELLS = 20 * 20;

    /** The nodes a walk spends in a frame before it uses the frame's weights on a board of {@code cells} cells. */
    static long dualAfter(int cells) {
        return cells >= ROOT_DUAL_CELLS ? 0 : (long) cells * cells;
    }

    final Frames frames;
    /** The most {@linkplain Frames#slack slack} of a round split by frames. */
    final int frameSlack;
    final int m;
    final int words;
    final long[][] hood;
    final long[] full;
    /** The row and the column of each cell. */
    final int[] rowOf;
    final int[] columnOf;
    /**
     * The model's lines through each cell (on a rectangle of queens its row, column and diagonals, those of two cells or
     * more), {@link Frames#LINES} a cell, cell after cell; a cell on fewer has the rest filled with {@link #lineCount},
     * a line the model does not have.
     */
    final int[] linesOf;
    final int lineCount;
    /** The model's line of each row, then of each column ({@link Frames#lineCells}'s numbering). */
    final int[] frameLines;
    /** The number of lines through each cell. */
    final int[] ownLines;
    /**
     * The weights of each frame met so far, by its spec (empty when they could not be had); {@code null} when a cell's
     * neighbourhood is not the union of its lines, which the walk's sums assume.
     */
    private final Map<String, Optional<FrameDual>> duals;
    /**
     * The nodes a walk spends in a frame before it uses the frame's weights ({@link #dualAfter(int)}; 0 in tests, to
     * use them everywhere).
     */
    final long dualAfter;
    /** Whether the units that resume a node of a frame may solve its own weights. */
    final boolean nodeDuals;

    /**
     * @param frameSlack the most slack of a round split by frames ({@link Frames#TIGHT})
     * @param dualAfter the nodes a walk spends in a frame before it uses the frame's weights
     * @param nodeDuals whether the units that resume a node of a frame may solve its weights
     */
    FrameBounds(AttackModel model, long[][] hood, long[] full, int frameSlack, long dualAfter, boolean nodeDuals) {
        this.frames = new Frames(model);
        this.frameSlack = frameSlack;
        this.m = model.cellCount();
        this.words = model.words();
        this.hood = hood;
        this.full = full;
        this.dualAfter = dualAfter;
        this.nodeDuals = nodeDuals;
        this.rowOf = new int[m];
        this.columnOf = new int[m];
        this.linesOf = new int[Frames.LINES * m];
        this.lineCount = model.lineCount();
        this.frameLines = new int[frames.rows() + frames.columns()];
        this.ownLines = new int[m];
        for (int i = 0; i < frameLines.length; i++) {
            frameLines[i] = commonLine(model, frames.lineCells(i));
        }
        for (int c = 0; c < m; c++) {
            rowOf[c] = frames.row(c);
            columnOf[c] = frames.column(c);
            int[] through = model.linesThrough(c);
            ownLines[c] = through.length;
            for (int i = 0; i < Frames.LINES; i++) {
                linesOf[Frames.LINES * c + i] = i < through.length ? through[i] : lineCount;
            }
        }
        this.duals = neighbourhoodsAreLines(model, hood) ? new ConcurrentHashMap<>() : null;
    }

    /** Whether the rounds of {@code pieces} are split by frames. */
    boolean framed(int pieces) {
        return frames.apply(pieces) && frames.slack(pieces) <= frameSlack;
    }

    /** Whether the walks may use weights at all. */
    boolean weighs() {
        return duals != null;
    }

    /**
     * What the cuts of a search by frames rest on, for its proof line: the frame count and the frames' weights, and
     * the weights of each node a unit resumes where those are solved (when a placement is sought rather than all of
     * them enumerated).
     */
    String basis(boolean enumerate) {
        return nodeDuals && !enumerate ? QueenBound.FRAME_AND_NODES : QueenBound.FRAME;
    }

    /** The weights of frame {@code f}, solved at its first use; {@code null} when there are none. */
    FrameDual dual(Frames.Frame f) {
        if (duals == null) {
            return null;
        }
        return duals.computeIfAbsent(f.spec(), spec -> {
            long[] allowed = full.clone();
            Bits.andNot(allowed, f.lines(), allowed);
            int[] outer = f.outerLines(frames.rows(), frames.columns());
            long[][] outerCells = new long[outer.length][];
            for (int i = 0; i < outer.length; i++) {
                outerCells[i] = frames.lineCells(outer[i]);
            }
            return Optional.ofNullable(FrameDual.solve(hood, allowed, f.boundary(), f.boundary(), outerCells,
                    Double.MAX_VALUE));
        }).orElse(null);
    }

    /** Whether each cell's closed neighbourhood is the cell and the cells of its lines. */
    private static boolean neighbourhoodsAreLines(AttackModel model, long[][] hood) {
        for (int c = 0; c < model.cellCount(); c++) {
            long[] union = new long[model.words()];
            Bits.set(union, c);
            for (int l : model.linesThrough(c)) {
                for (int x : model.line(l)) {
                    Bits.set(union, x);
                }
            }
            if (!Arrays.equals(union, hood[c])) {
                return false;
            }
        }
        return true;
    }

    /** The model's line through every cell of {@code cells} (two or more), or {@code model.lineCount()} for none. */
    private static int commonLine(AttackModel model, long[] cells) {
        int first = Bits.next(cells, 0);
        int second = first < 0 ? -1 : Bits.next(cells, first + 1);
        if (second >= 0) {
            for (int l : model.linesThrough(first)) {
                for (int o : model.linesThrough(second)) {
                    if (l == o) {
                        return l;
                    }
                }
            }
        }
        return model.lineCount();
    }
}
