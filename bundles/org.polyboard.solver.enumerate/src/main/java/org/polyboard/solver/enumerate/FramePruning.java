package org.polyboard.solver.enumerate;

import java.util.Arrays;

/**
 * The frame pruning of one walk of {@link DominationSearch} on a whole rectangle of queens ({@link Frames}): the
 * state of the walk's frame — the queens in each row and column, the outer lines still empty, the boundary cells of
 * its rectangle left to dominate, the frame's or the node's {@linkplain FrameDual weights} — and the cuts they make:
 * the frame count ({@link #spare}, {@link #narrow}), the weights' bound ({@link #weightNeed}) and the outer line to
 * branch on ({@link #emptiestOuterLine}). The walk tells it each queen placed and taken back and each node entered.
 * One per walk; not thread-safe.
 */
final class FramePruning {

    /** {@link #emptiestOuterLine}'s answer for an outer line that can no longer take a queen. */
    static final long[] EMPTY = new long[0];
    /** The nodes a cell that a frame's resumed units spend before they use its weights ({@link #dualFrom}). */
    private static final int RESUMED_AFTER = 100;

    private final FrameBounds bounds;
    private final Frames frames;
    private final int m;
    private final int words;
    private final long[][] hood;
    private final int[] linesOf;
    private final int lineCount;
    private final int[] frameLines;
    private final int[] ownLines;
    private final int[] rowOf;
    private final int[] columnOf;
    /** The walk's cells left to dominate, per depth. */
    private final long[][] uncovered;
    /** The frame the walk searches, or {@code null}. */
    private Frames.Frame frame;
    /** With a frame: queens placed in each row and column, and the outer rows and columns holding one. */
    private final int[] inRow;
    private final int[] inColumn;
    private int outerRowsHeld;
    private int outerColumnsHeld;
    private int outerRows;
    private int outerColumns;
    /** With a frame: its {@linkplain Frames.Frame#outerLines outer lines}. */
    private int[] outerLines;
    /**
     * With a frame: its boundary cells, numbered from 0 ({@code boundaryCell}, {@code boundaryIndex} of a cell or
     * −1); the lines through each ({@link Frames#LINES} a cell, by number); for each depth the boundary cells its
     * node has left to dominate, by number; and for each cell the boundary cells a queen there dominates.
     */
    private int boundaryCount;
    private final int[] boundaryCell;
    private final int[] boundaryIndex;
    private final int[] boundaryLines;
    private final long[][] edgesLeft;
    private final long[][] dominatedEdges;
    /**
     * With a frame: for each boundary cell, its partners: the other boundary cells on its lines that can hold a
     * queen (at most 3: a line meets the boundary twice at most, and its own row or column is empty when it lies
     * on the top or bottom side, or the left or right one), by number, as a bit set of {@link #edgeWords} words.
     */
    private final long[] partnerMask;
    private final int edgeWords;
    /** With a frame, scratch of {@link #frameSpare}: partners left, cells to match and cells not yet matched. */
    private final int[] partnersLeft;
    private final int[] leaves;
    private final long[] unmatched;
    /** With a frame: what a queen on each cell would waste, and how many cells waste each amount (scratch). */
    private final int[] waste;
    private final int[] wasteCount;
    /**
     * With a frame: for each line of the model what a queen on it wastes there, of {@link #frameSpare}'s spare: 2
     * less the weight of the boundary cells on it left to dominate, 0 on an outer line still empty (the lines
     * counted leave it out), 2 on the line that is none (scratch of {@code frameSpare}, read by {@link #narrow}).
     */
    private final int[] lineWaste;
    /** With a frame: the model's line of each of its {@link #outerLines}. */
    private int[] outerModelLines;
    /** With a frame: its {@linkplain FrameDual weights} once the walk uses them, else {@code null}. */
    private FrameDual dual;
    /**
     * The walk's node count from which its frame's weights are used: from the root on boards of
     * {@link FrameBounds#ROOT_DUAL_CELLS} cells or more; on smaller ones a frame searched in fewer nodes than the
     * board's cells squared does without (there solving them is most of the time of a round); a unit that resumes
     * a node of a frame counts the nodes the unit it was split from spent in the frame, against
     * {@link #RESUMED_AFTER} nodes a cell, so that after a budget of 250 000 it uses the frame's weights from its
     * start where it does not solve those of its node, and after a unit asked to split early (its few nodes spent, a
     * subtree that is likely small) it waits as a frame does, instead of solving them for a few nodes.
     */
    private long dualFrom = Long.MAX_VALUE;
    /** The depth the walk started from. */
    private int startDepth;
    /**
     * With a frame: for each depth the weights of the cells still to dominate, on each line and in all; the outer
     * line of each row and column by its index in {@link #outerLines}, or −1; and what a queen on each cell would
     * waste of the weights' bound, with the smallest of those wastes (scratch of {@link #weightNarrow}).
     */
    private final int[][] lineWeight;
    private final long[] weightLeft;
    private final int[] outerOfRow;
    private final int[] outerOfColumn;
    private final int[] reduced;
    private final int[] leastReduced;

    /**
     * @param uncovered the walk's cells left to dominate at each depth, which the weights are summed over when they
     *     start to be used
     */
    FramePruning(FrameBounds bounds, int k, long[][] uncovered) {
        this.bounds = bounds;
        this.frames = bounds.frames;
        this.m = bounds.m;
        this.words = bounds.words;
        this.hood = bounds.hood;
        this.linesOf = bounds.linesOf;
        this.lineCount = bounds.lineCount;
        this.frameLines = bounds.frameLines;
        this.ownLines = bounds.ownLines;
        this.rowOf = bounds.rowOf;
        this.columnOf = bounds.columnOf;
        this.uncovered = uncovered;
        inRow = new int[frames.rows()];
        inColumn = new int[frames.columns()];
        edgeWords = (2 * (frames.rows() + frames.columns()) + 63) / 64;
        boundaryCell = new int[m];
        boundaryIndex = new int[m];
        boundaryLines = new int[Frames.LINES * m];
        edgesLeft = new long[k + 1][edgeWords];
        dominatedEdges = new long[m][edgeWords];
        partnerMask = new long[m * edgeWords];
        partnersLeft = new int[m];
        leaves = new int[3 * m + 1];
        unmatched = new long[edgeWords];
        waste = new int[m];
        wasteCount = new int[2 * Frames.LINES + 1];
        lineWaste = new int[lineCount + 1];
        lineWeight = new int[k + 1][lineCount + 1];
        weightLeft = new long[k + 1];
        outerOfRow = new int[frames.rows()];
        outerOfColumn = new int[frames.columns()];
        reduced = new int[m];
        leastReduced = new int[k + 1];
    }

    /** The frame the walk searches. */
    Frames.Frame frame() {
        return frame;
    }

    /** The walk starts at the root of its frame, with {@code u} left to dominate. */
    void root(long[] u) {
        leftToDominate(u, 0);
        startDepth = 0;
    }

    /**
     * The walk resumes a node of its frame at {@code depth}, with {@code u} left to dominate, queens allowed on
     * {@code a} and {@code left} queens left, having searched {@code total} nodes, in a unit split off one that
     * searched {@code spent} nodes in the frame: its budget, or fewer when it was asked to split. Where a placement is
     * sought ({@code oneSought}) and the board is large enough, the node's own weights are solved at once.
     */
    void resume(long[] u, int depth, long[] a, int left, long total, long spent, boolean oneSought) {
        leftToDominate(u, depth);
        startDepth = depth;
        if (depth > 0 && bounds.weighs()) {
            dualFrom = total + Math.max(0, Math.min(bounds.dualAfter, (long) RESUMED_AFTER * m) - spent);
            if (oneSought && bounds.nodeDuals) {
                FrameDual weights = nodeDual(u, a, left);
                if (weights != null) {
                    useDual(depth, weights);
                }
            }
        }
    }

    /** The walk enters a node at {@code depth} after {@code total} nodes: from {@link #dualFrom} on, it weighs. */
    void enter(int depth, long total) {
        if (dual == null && total >= dualFrom) {
            useDual(depth, bounds.dual(frame));
        }
    }

    /** What the {@code left} queens still to place have to spare at {@code depth} ({@link #frameSpare}); −1: cut. */
    int spare(int depth, int left) {
        return frameSpare(edgesLeft[depth], left);
    }

    /** The weights' bound at {@code depth} ({@link #weightBound}), 0 while the walk does not weigh. */
    long weightNeed(int depth) {
        return dual == null ? 0 : weightBound(depth);
    }

    /**
     * Takes off {@code a} the cells no placement below the node at {@code depth} can hold, by the frame count and, when
     * the walk weighs, by the weights; false when the node is cut.
     */
    boolean narrow(int depth, long[] a, long[] u, int left, int spare, long need) {
        return narrow(a, left, spare) && (dual == null || left <= 0 || weightNarrow(depth, a, u, left, need));
    }

    /** A queen stands on {@code q} below the node at {@code depth}: what is left to dominate at {@code depth} + 1. */
    void below(int depth, int q) {
        Bits.andNot(edgesLeft[depth], dominatedEdges[q], edgesLeft[depth + 1]);
        if (dual != null) {
            weighBelow(depth, q);
        }
    }

    /** Restricts the walk to placements of frame {@code f}; the walk has searched {@code total} nodes so far. */
    void frame(Frames.Frame f, long total) {
        frame = f;
        outerRows = f.outerRows(frames.rows());
        outerColumns = f.outerColumns(frames.columns());
        outerLines = f.outerLines(frames.rows(), frames.columns());
        outerModelLines = new int[outerLines.length];
        Arrays.fill(outerOfRow, -1);
        Arrays.fill(outerOfColumn, -1);
        for (int i = 0; i < outerLines.length; i++) {
            outerModelLines[i] = frameLines[outerLines[i]];
            if (outerLines[i] < frames.rows()) {
                outerOfRow[outerLines[i]] = i;
            } else {
                outerOfColumn[outerLines[i] - frames.rows()] = i;
            }
        }
        dual = null;
        dualFrom = bounds.weighs() ? total + bounds.dualAfter : Long.MAX_VALUE;
        outerRowsHeld = 0;
        outerColumnsHeld = 0;
        Arrays.fill(inRow, 0);
        Arrays.fill(inColumn, 0);
        long[] boundary = f.boundary();
        Arrays.fill(boundaryIndex, -1);
        boundaryCount = 0;
        for (int v = Bits.next(boundary, 0); v >= 0; v = Bits.next(boundary, v + 1)) {
            boundaryIndex[v] = boundaryCount;
            boundaryCell[boundaryCount++] = v;
        }
        for (long[] edges : dominatedEdges) {
            Arrays.fill(edges, 0);
        }
        Arrays.fill(partnerMask, 0);
        for (int b = 0; b < boundaryCount; b++) {
            int v = boundaryCell[b];
            System.arraycopy(linesOf, Frames.LINES * v, boundaryLines, Frames.LINES * b, Frames.LINES);
            for (int p : frames.partners(v, f)) {
                int partner = boundaryIndex[p];
                partnerMask[b * edgeWords + (partner >>> 6)] |= 1L << partner;
            }
            for (int c = Bits.next(hood[v], 0); c >= 0; c = Bits.next(hood[v], c + 1)) {
                Bits.set(dominatedEdges[c], b);
            }
        }
    }

    /** Adds {@code change} to the weight each line through boundary cell {@code b} counts of the cells left. */
    private void recount(int b, int change) {
        int at = Frames.LINES * b;
        lineWaste[boundaryLines[at]] -= change;
        lineWaste[boundaryLines[at + 1]] -= change;
        lineWaste[boundaryLines[at + 2]] -= change;
        lineWaste[boundaryLines[at + 3]] -= change;
    }

    /** Sets {@link #edgesLeft} at {@code depth} to the boundary cells in {@code u}. */
    private void leftToDominate(long[] u, int depth) {
        long[] todo = edgesLeft[depth];
        Arrays.fill(todo, 0);
        for (int b = 0; b < boundaryCount; b++) {
            if (Bits.get(u, boundaryCell[b])) {
                Bits.set(todo, b);
            }
        }
    }

    /** Sets {@link #lineWeight} and {@link #weightLeft} at {@code depth} to the weights of the cells of {@code u}. */
    private void weighToDominate(long[] u, int depth) {
        if (dual == null) {
            return;
        }
        int[] onLine = lineWeight[depth];
        Arrays.fill(onLine, 0);
        weightLeft[depth] = weigh(onLine, u, dual.support, 1);
    }

    /**
     * Adds {@code sign} times the weight of each cell of {@code u} ∩ {@code cells} ∩ the weights' support to the
     * lines through it in {@code onLine}; returns that times their total.
     */
    private long weigh(int[] onLine, long[] u, long[] cells, int sign) {
        long sum = 0;
        int[] y = dual.cell;
        long[] support = dual.support;
        for (int i = 0; i < words; i++) {
            long bits = u[i] & cells[i] & support[i];
            while (bits != 0) {
                int c = (i << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int at = Frames.LINES * c;
                int w = sign * y[c];
                onLine[linesOf[at]] += w;
                onLine[linesOf[at + 1]] += w;
                onLine[linesOf[at + 2]] += w;
                onLine[linesOf[at + 3]] += w;
                sum += w;
            }
        }
        onLine[lineCount] = 0;
        return sum;
    }

    /** Starts using {@code weights} at a node of {@code depth}, weighing its ancestors' cells left too. */
    private void useDual(int depth, FrameDual weights) {
        dualFrom = Long.MAX_VALUE;
        dual = weights;
        for (int d = startDepth; d <= depth && dual != null; d++) {
            weighToDominate(uncovered[d], d);
        }
    }

    /**
     * The weights of the relaxation at a node with cells {@code u} left to dominate, queens allowed on {@code a}
     * and {@code left} queens left: every cell left may be weighed, from the boundary cells left on, and the outer
     * lines still empty; the rounds stop once the node is cut.
     */
    private FrameDual nodeDual(long[] u, long[] a, int left) {
        long[][] outerCells = new long[outerLines.length][];
        for (int i = 0; i < outerLines.length; i++) {
            outerCells[i] = outerLineEmpty(outerLines[i]) ? frames.lineCells(outerLines[i]) : null;
        }
        long[] start = frame.boundary().clone();
        Bits.and(start, u, start);
        return FrameDual.solve(hood, a, u, start, outerCells, left);
    }

    /** {@link #weighToDominate} at {@code depth} + 1 from {@code depth}, once a queen stands on {@code q}. */
    private void weighBelow(int depth, int q) {
        int[] onLine = lineWeight[depth + 1];
        System.arraycopy(lineWeight[depth], 0, onLine, 0, onLine.length);
        weightLeft[depth + 1] = weightLeft[depth] + weigh(onLine, uncovered[depth], hood[q], -1);
    }

    /**
     * The {@linkplain FrameDual weights}' bound at {@code depth}: the queens still to place times
     * {@link FrameDual#SCALE} at least, from the cells left to dominate and the outer lines still empty.
     */
    private long weightBound(int depth) {
        long need = weightLeft[depth];
        for (int i = 0; i < outerLines.length; i++) {
            if (outerLineEmpty(outerLines[i])) {
                need += dual.outer[i];
            }
        }
        return need;
    }

    /**
     * Takes off {@code a} the cells where a queen would waste more of the weights' bound than the node has to
     * spare, as {@link #narrow} does for the frame count: a queen on x brings {@link FrameDual#SCALE} and covers
     * its inequality's left side, so it wastes the difference, and the {@code left} queens together waste at most
     * {@code left} × SCALE less the bound. False when the node is cut.
     */
    private boolean weightNarrow(int depth, long[] a, long[] u, int left, long need) {
        long room = (long) left * FrameDual.SCALE - need;
        int[] onLine = lineWeight[depth];
        int[] y = dual.cell;
        int[] outerWeight = dual.outer;
        int[] rc = reduced;
        int[] least = leastReduced;
        int taken = 0;
        for (int i = 0; i < words; i++) {
            long bits = a[i];
            long kept = bits;
            while (bits != 0) {
                int x = (i << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int at = Frames.LINES * x;
                long covered = (long) onLine[linesOf[at]] + onLine[linesOf[at + 1]] + onLine[linesOf[at + 2]]
                        + onLine[linesOf[at + 3]];
                if ((u[i] & 1L << x) != 0) {
                    covered -= (long) (ownLines[x] - 1) * y[x]; // the cell itself, once
                }
                int row = outerOfRow[rowOf[x]];
                if (row >= 0 && inRow[rowOf[x]] == 0) {
                    covered += outerWeight[row];
                }
                int column = outerOfColumn[columnOf[x]];
                if (column >= 0 && inColumn[columnOf[x]] == 0) {
                    covered += outerWeight[column];
                }
                long waste = FrameDual.SCALE - covered;
                if (waste > room) {
                    kept &= ~(1L << x);
                    continue;
                }
                int w = (int) Math.max(0, waste);
                rc[x] = w;
                // the left smallest wastes, ascending: a new one goes in at the end, or over the largest
                if (taken < left || w < least[left - 1]) {
                    int j = taken < left ? taken++ : left - 1;
                    while (j > 0 && least[j - 1] > w) {
                        least[j] = least[j - 1];
                        j--;
                    }
                    least[j] = w;
                }
            }
            a[i] = kept;
        }
        if (taken < left) {
            return false;
        }
        long sum = 0;
        for (int j = 0; j < left; j++) {
            sum += least[j];
        }
        if (sum > room) {
            return false;
        }
        takeOff(a, rc, room - (sum - least[left - 1]));
        return true;
    }

    /** Takes off {@code a} the cells whose {@code value} exceeds {@code limit}. */
    private void takeOff(long[] a, int[] value, long limit) {
        for (int i = 0; i < words; i++) {
            long bits = a[i];
            long kept = bits;
            while (bits != 0) {
                int c = (i << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (value[c] > limit) {
                    kept &= ~(1L << c);
                }
            }
            a[i] = kept;
        }
    }

    /**
     * What the {@code left} queens still to place have to spare once they fill the outer lines of the frame still
     * empty and dominate the boundary cells of its rectangle in {@code todo} (by number, {@link Frames}), in
     * boundary cells; −1 when they cannot. Each queen brings 4 lines (3 in an outer row or column, 2 in both),
     * each dominating two boundary cells at most, but a line dominates two only when it joins two cells both still
     * to dominate (partners). So the lines needed are at least the least edge cover of the partner graph of the
     * cells left: the cells less the most pairs of partners that can be matched. Its value is found as on a
     * forest: a cell with one partner left is matched to it, one with none left takes a line of its own, and so
     * on while there is such a cell; what is left (cycles and the like) counts half a line a cell. Each cell gets
     * a weight: 2 for a cell taken alone or with its one partner left, 0 for that partner, 1 for the cells never
     * taken. No line weighs more than 2: of two partners, the one taken first with weight 2 still had the other
     * left, so it was matched to it, which weighs 0. The weights add up to twice that lower bound, so the spare is
     * twice the lines less their sum. Leaves in {@link #lineWaste} what a queen wastes on
     * each line of the board, for {@link #narrow}.
     */
    private int frameSpare(long[] todo, int left) {
        int rowsEmpty = outerRows - outerRowsHeld;
        int columnsEmpty = outerColumns - outerColumnsHeld;
        if (rowsEmpty > left || columnsEmpty > left) {
            return -1;
        }
        int lines = Frames.LINES * left - rowsEmpty - columnsEmpty;
        // two cells a line at best: a popcount that cuts before the walk over the cells
        int spare = 2 * lines - Bits.count(todo);
        if (spare < 0) {
            return -1;
        }
        // every cell counts once; then a least edge cover of its partners: a cell with one partner left is
        // matched to it (counting twice, the partner not at all), one with none left counts twice
        int[] edges = lineWaste;
        Arrays.fill(edges, 2);
        int[] degree = partnersLeft;
        int[] stack = leaves;
        long[] rest = unmatched;
        int w = todo.length;
        System.arraycopy(todo, 0, rest, 0, w);
        int pushed = 0;
        for (int i = 0; i < w; i++) {
            long bits = todo[i];
            while (bits != 0) {
                int v = (i << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int d = 0;
                for (int j = 0, at = v * w; j < w; j++) {
                    d += Long.bitCount(partnerMask[at + j] & todo[j]);
                }
                degree[v] = d;
                if (d <= 1) {
                    stack[pushed++] = v;
                }
                recount(v, 1);
            }
        }
        while (pushed > 0) {
            int q = stack[--pushed];
            if ((rest[q >>> 6] & 1L << q) == 0) {
                continue;
            }
            rest[q >>> 6] &= ~(1L << q);
            recount(q, 1); // alone, or matched to its last partner, which counts 0
            if (degree[q] == 0) {
                if (--spare < 0) {
                    return -1;
                }
                continue;
            }
            int p = -1;
            for (int j = 0, at = q * w; p < 0; j++) {
                long both = partnerMask[at + j] & rest[j];
                if (both != 0) {
                    p = (j << 6) + Long.numberOfTrailingZeros(both);
                }
            }
            rest[p >>> 6] &= ~(1L << p);
            recount(p, -1);
            for (int j = 0, at = p * w; j < w; j++) {
                long bits = partnerMask[at + j] & rest[j];
                while (bits != 0) {
                    int x = (j << 6) + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    if (--degree[x] <= 1) {
                        stack[pushed++] = x;
                    }
                }
            }
        }
        edges[lineCount] = 2; // the line that is none, counted for the cells on fewer than four
        for (int i = 0; i < outerLines.length; i++) {
            if (outerLineEmpty(outerLines[i]) && outerModelLines[i] < lineCount) {
                edges[outerModelLines[i]] = 0; // no boundary cell on it; a queen there fills it
            }
        }
        return spare;
    }

    /**
     * Takes off {@code a} the cells no placement below the node can hold; false when the node is cut. A queen on a
     * cell brings L of {@link #frameSpare}'s lines (4, less one for each empty outer line it fills) and dominates e
     * boundary cells still to dominate, each by its weight, so it wastes 2L − e of the spare. The queens left
     * together waste at most the spare, since what they dominate of the boundary, so weighed, is at least the
     * weight {@code frameSpare} counts. So the node is cut when the
     * {@code left} smallest wastes of its cells add up to more than the spare, and a cell whose waste, with the
     * {@code left} − 1 smallest of the others, exceeds it is taken off. In the tightest rounds (a spare of 4 at the
     * root) few cells stay, so that a cell with no dominator left or an outer line with no cell left cuts the node
     * early. The walk's cut by the largest gains is left out of framed rounds (it cuts few nodes there and costs
     * more than it saves): only the cells a node branches on get their gain, to order them.
     */
    private boolean narrow(long[] a, int left, int spare) {
        int[] lineWasted = lineWaste;
        int[] wasted = waste;
        int[] count = wasteCount;
        Arrays.fill(count, 0);
        for (int i = 0; i < words; i++) {
            long bits = a[i];
            long kept = bits;
            while (bits != 0) {
                int c = (i << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                int at = Frames.LINES * c;
                int w = lineWasted[linesOf[at]] + lineWasted[linesOf[at + 1]] + lineWasted[linesOf[at + 2]]
                        + lineWasted[linesOf[at + 3]];
                if (w > spare) {
                    kept &= ~(1L << c);
                } else {
                    wasted[c] = w;
                    count[w]++;
                }
            }
            a[i] = kept;
        }
        // the queens left waste at least the sum of the left smallest wastes
        int missing = left;
        int least = 0;
        int largest = 0;
        for (int w = 0; w < count.length && missing > 0; w++) {
            int taken = Math.min(missing, count[w]);
            if (taken > 0) {
                least += taken * w;
                largest = w;
                missing -= taken;
            }
        }
        if (missing > 0 || least > spare) {
            return false;
        }
        int limit = spare - (least - largest);
        int most = count.length - 1;
        while (count[most] == 0) {
            most--;
        }
        if (most > limit) {
            takeOff(a, wasted, limit);
        }
        return true;
    }

    /**
     * The cells of the outer row or column of the frame still without a queen that has the fewest cells allowed
     * in {@code a} (some queen must stand there, so the node can branch on them), {@code null} when every outer
     * line holds a queen, or {@link #EMPTY} when such a line has no allowed cell left, so that the node is cut.
     */
    long[] emptiestOuterLine(long[] a) {
        long[] line = null;
        int fewest = Integer.MAX_VALUE;
        for (int outer : outerLines) {
            if (outerLineEmpty(outer)) {
                long[] cells = frames.lineCells(outer);
                int count = Bits.countAnd(cells, a);
                if (count == 0) {
                    return EMPTY;
                }
                if (count < fewest) {
                    fewest = count;
                    line = cells;
                }
            }
        }
        return line;
    }

    /** Counts the queen on {@code c} in its row and column (with a frame). */
    void occupy(int c) {
        if (frame != null) {
            int row = rowOf[c];
            int column = columnOf[c];
            if (emptyOuterRow(row)) {
                outerRowsHeld++;
            }
            if (emptyOuterColumn(column)) {
                outerColumnsHeld++;
            }
            inRow[row]++;
            inColumn[column]++;
        }
    }

    void vacate(int c) {
        if (frame != null) {
            int row = rowOf[c];
            int column = columnOf[c];
            inRow[row]--;
            inColumn[column]--;
            if (emptyOuterRow(row)) {
                outerRowsHeld--;
            }
            if (emptyOuterColumn(column)) {
                outerColumnsHeld--;
            }
        }
    }

    /** Whether outer line {@code outer} ({@link Frames#lineCells}'s numbering) holds no queen yet. */
    private boolean outerLineEmpty(int outer) {
        int rows = frames.rows();
        return (outer < rows ? inRow[outer] : inColumn[outer - rows]) == 0;
    }

    /** Whether {@code row} is an outer row of the walk's frame that holds no queen yet. */
    private boolean emptyOuterRow(int row) {
        return inRow[row] == 0 && frame.outerRow(row);
    }

    private boolean emptyOuterColumn(int column) {
        return inColumn[column] == 0 && frame.outerColumn(column);
    }

    /**
     * Whether the placement chosen so far has the walk's frame: a queen on every outer line. Placements completed
     * with pieces beyond what covering needed may lack one; they belong to another frame, which counts them.
     */
    boolean ownFrame() {
        return outerRowsHeld == outerRows && outerColumnsHeld == outerColumns;
    }
}
