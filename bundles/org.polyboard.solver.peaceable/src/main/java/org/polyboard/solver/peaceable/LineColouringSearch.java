package org.polyboard.solver.peaceable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.BitSet;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

import org.polyboard.api.solve.AttackModel;

/**
 * Branch and bound for {@link org.polyboard.api.problem.Objective#MAX_PEACEABLE} over the line indicators of the
 * peaceable 0-1 program: every line of two or more cells is coloured white (may hold white pieces only) or black.
 * Once all lines are coloured, a cell whose lines are all white takes a white piece, one whose lines are all black
 * a black piece, and the answer is the smaller count.
 * <p>
 * The bound at a node splits the live cells into those that can still become white only (w), black only (b) or
 * either (f, no coloured line yet), plus the k cells on no line, which take either colour but one piece:
 * {@code m <= min(w + f + k, b + f + k, (w + b + f + k) / 2)}. It also reads the classes of pairwise disjoint lines
 * (on a queen's board the rows, the columns, the diagonals and the anti-diagonals): a line ends in one colour, so
 * its cells hold at most the larger of its live white and live black cells, and a cell on no line of the class at
 * most one piece; half the sum over a class bounds m. Where lines hold live cells of both colours (deep in the
 * search, once rows and columns are coloured) this bound is far below the first one: it cuts the nodes of 12x12
 * queens by 35 times. The first line is coloured white (colour swap).
 * <p>
 * Symmetry: the lines of the greatest length come first. The group is the board's own symmetries and, on a torus,
 * their compositions with the translations (the cyclic shifts that map cells to cells and lines to lines), less those
 * that do not map the longest lines onto each other. A node is searched further only if its colours of the longest
 * lines, read in search order, can still be the lexicographically least among their images under the group, each
 * with and without the colour swap (white before black); the comparison runs as deep as the coloured lines allow, at
 * every depth. Every colouring has an image that passes, with as many pieces, so the optimum stands; on a square
 * board the eight symmetries and the swap cut the search by up to sixteen, on the n x n torus the 8 n^2 by up to
 * 16 n^2.
 * <p>
 * The tables (lines longest first, the lines of each cell) are built once per problem and are immutable, so one
 * instance serves any number of searches at once: a whole branch and bound ({@link #run}), or a split one, where
 * {@link #plan} lists the live nodes of a fixed depth that may hold a colouring of at least t pieces, each named by
 * the colours of the lines above it, and {@link #find} searches below one such node for a colouring of at least t.
 * Every search keeps its own state.
 * <p>
 * A search below a node may be given a node budget: once it has visited that many nodes it stops where it is and
 * lists the nodes it left open, named as the plan's are (the node it stopped at, then the untried second colour of
 * every line on its way down, deepest first: the order one walk meets them). Those nodes and the part searched divide
 * the node's subtree exactly, and the list depends on the node, the target and the budget alone, so the same units
 * follow in every run ({@code org.polyboard.support.split.SplitRounds}).
 * <p>
 * The walk is an inner class so that its innermost loops read the tables as fields, not through calls across objects.
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

    /**
     * A node of the split search: the colours of the first lines in search order ({@code 'W'} or {@code 'B'}), and
     * the node's bound.
     */
    record Start(String prefix, int bound) {
    }

    /**
     * What a search below one {@link Start} found.
     *
     * @param colouring the colouring found ({@link #encode}), or {@code null} when there is none of the size asked (or
     *     the search enumerates)
     * @param complete whether the search ended by itself (found, exhausted, or its budget spent); false when stopped
     * @param open the nodes it left open when it spent its node budget, in walk order; empty when it searched its
     *     whole part (or found)
     */
    record Find(String colouring, boolean complete, long nodes, List<String> open) {
    }

    /**
     * The cells a complete colouring lets hold pieces: those whose lines are all white, those whose lines are all
     * black, and the loose cells on no line, which take either colour.
     */
    record Leaf(int[] white, int[] black, int[] loose) {
    }

    /** Receives the best value so far (-1 before the first) on every new incumbent and now and then. */
    interface Progress {
        void report(int best, long nodes);
    }

    private static final int FREE = 0;
    private static final int WHITE = 1;
    private static final int BLACK = 2;
    private static final int STOP_POLL_NODES = 1 << 14;
    /** Planning stops going deeper here whatever the count: the split needs only a few levels. */
    private static final int MAX_PLAN_DEPTH = 48;
    /** The most classes of pairwise disjoint lines the bound reads. */
    private static final int MAX_CLASSES = 8;

    private final int cellCount;
    private final int[][] lineCells;
    private final int[][] cellLines;
    private final int isolated;
    private final int[] order;
    /** How many lines the symmetry check reads: the first lines of {@link #order}, all of the greatest length. */
    private final int symmetric;
    /**
     * For each symmetry of the board other than the identity: at position p of the search order, the position of
     * the line it maps onto the line at p ({@code inverse[g][p] = i} where g maps {@code order[i]} onto
     * {@code order[p]}). Empty when the check is off.
     */
    private final int[][] inverse;
    /** The translations among the symmetries, none included: 1 on an ordinary board, the cells on a torus. */
    private final int translations;
    /** How many classes of pairwise disjoint lines the bound reads. */
    private final int classes;
    /** The classes of disjoint lines and the tables that count a colouring's changes to them. */
    private final int[] lineClass;
    private final int slotBits;
    private final long[] uncoveredSlots;
    private final int[] lineIncidence;
    private final int[] otherStart;
    private final int[] otherLine;
    private final long[] otherSlot;
    /** The board's symmetries as cell permutations, identity first, then their compositions with the translations. */
    private final List<int[]> group;

    LineColouringSearch(AttackModel model) {
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
        int longest = 0;
        while (longest < order.length && lineCells[order[longest]].length == lineCells[order[0]].length) {
            longest++;
        }
        List<int[]> group = new ArrayList<>(model.symmetries());
        List<int[]> shifts = LineSymmetries.translations(model, lineCells);
        translations = shifts.size() + 1;
        for (int[] t : shifts) {
            for (int[] g : model.symmetries()) {
                group.add(LineSymmetries.compose(g, t));
            }
        }
        this.group = List.copyOf(group);
        int[][] images = LineSymmetries.lineImages(group, lineCells, order, longest);
        symmetric = images.length == 0 ? 0 : longest;
        inverse = images;
        LineClasses tables = new LineClasses(cellCount, lineCells, cellLines, order, MAX_CLASSES);
        classes = tables.classes;
        lineClass = tables.lineClass;
        slotBits = tables.slotBits;
        uncoveredSlots = tables.uncoveredSlots;
        lineIncidence = tables.lineIncidence;
        otherStart = tables.otherStart;
        otherLine = tables.otherLine;
        otherSlot = tables.otherSlot;
    }

    /** How many board symmetries, the identity included, the search breaks (with the colour swap); 1 when none. */
    int symmetries() {
        return inverse.length + 1;
    }

    /** How many translations of a torus, none included, are among {@link #symmetries()}; 1 on an ordinary board. */
    int translations() {
        return translations;
    }

    /** The whole branch and bound, until it is exhausted or {@code stop} says so. */
    Outcome run(BooleanSupplier stop, Progress progress) {
        return run(stop, progress, Long.MAX_VALUE);
    }

    /**
     * The whole branch and bound, until it is exhausted, {@code stop} says so, or it has visited about
     * {@code budget} nodes; then the bound of the nodes left open is the bound.
     */
    Outcome run(BooleanSupplier stop, Progress progress, long budget) {
        Walk walk = new Walk(-1, false, stop, budget, progress);
        walk.searchBelow("");
        return outcome(walk.bestColour, walk.stopped, walk.openBound, walk.nodes);
    }

    /** The bound of the root: no colouring has more pieces of each colour. */
    int rootBound() {
        Walk walk = new Walk(-1, false, () -> false, Long.MAX_VALUE, (b, n) -> { });
        return walk.bound();
    }

    /**
     * The live nodes (bound at least {@code target}) of the smallest depth that has at least {@code units} of them,
     * or of the deepest level planned, in search order; empty when no colouring has {@code target} pieces of each
     * colour. Depends on the problem, the target and {@code units} only.
     */
    List<Start> plan(int target, int units) {
        List<Start> starts = List.of();
        if (order.length == 0) {
            return starts;
        }
        int limit = Math.min(order.length, MAX_PLAN_DEPTH);
        for (int depth = 1; depth <= limit; depth++) {
            List<Start> level = new ArrayList<>();
            Walk walk = new Walk(target - 1, true, () -> false, Long.MAX_VALUE, (b, n) -> { });
            char[] prefix = new char[depth];
            prefix[0] = 'W';
            walk.assign(order[0], WHITE);
            walk.root = 1;
            walk.collect(1, depth, target, prefix, level);
            starts = level;
            if (level.size() >= units || level.isEmpty()) {
                break;
            }
        }
        return starts;
    }

    /**
     * Searches below {@code start} for a colouring with at least {@code target} pieces of each colour, and stops at
     * the first. Reports the nodes visited to {@code nodes} now and then.
     */
    Find find(String start, int target, BooleanSupplier stop, LongConsumer nodes) {
        return find(start, target, Long.MAX_VALUE, stop, nodes);
    }

    /**
     * {@link #find(String, int, BooleanSupplier, LongConsumer)} within a budget of {@code budget} nodes, after which
     * the nodes not searched are left open ({@link Find#open}).
     */
    Find find(String start, int target, long budget, BooleanSupplier stop, LongConsumer nodes) {
        long[] reported = new long[1];
        Walk walk = new Walk(target - 1, true, stop, Long.MAX_VALUE, visitedTo(nodes, reported));
        walk.splitBudget = budget;
        walk.descend(start);
        walk.search(start.length());
        nodes.accept(walk.nodes - reported[0]);
        if (walk.found) {
            return new Find(encode(walk.bestColour), true, walk.nodes, List.of());
        }
        return new Find(null, !walk.stopped, walk.nodes, walk.open);
    }

    /**
     * Passes every complete colouring below {@code start} (a node of {@link #plan}, or {@code ""} for the root) whose
     * cells hold at least {@code target} pieces of each colour to {@code leaves}, as the cells it lets hold pieces,
     * until {@code stop} says so; returns whether the search was exhausted. The symmetry check keeps, of each class of
     * colourings under the group and the colour swap, at least the one whose longest lines read least; a placement
     * agrees with every colouring that gives each of its lines the colour of the pieces on it (either colour to an
     * empty line), so every class of placements with {@code target} pieces of each colour has a member that agrees
     * with a colouring passed. A placement may agree with several. Reports the nodes visited to {@code nodes} now and
     * then.
     */
    boolean enumerate(String start, int target, BooleanSupplier stop, LongConsumer nodes, Consumer<Leaf> leaves) {
        return enumerate(start, target, Long.MAX_VALUE, stop, nodes, leaves).complete();
    }

    /**
     * {@link #enumerate(String, int, BooleanSupplier, LongConsumer, Consumer)} below a node of {@link #plan} within a
     * budget of {@code budget} nodes, after which the nodes not searched are left open ({@link Find#open}).
     */
    Find enumerate(String start, int target, long budget, BooleanSupplier stop, LongConsumer nodes,
            Consumer<Leaf> leaves) {
        long[] reported = new long[1];
        Walk walk = new Walk(target - 1, false, stop, Long.MAX_VALUE, visitedTo(nodes, reported));
        walk.leaves = leaves;
        walk.splitBudget = budget;
        walk.searchBelow(start);
        nodes.accept(walk.nodes - reported[0]);
        return new Find(null, !walk.stopped, walk.nodes, walk.open);
    }

    /**
     * Progress that passes the nodes visited since the last report to {@code nodes}; {@code reported[0]} holds those
     * reported so far, so that the caller can pass the rest once the walk ends.
     */
    private static Progress visitedTo(LongConsumer nodes, long[] reported) {
        return (best, visited) -> {
            nodes.accept(visited - reported[0]);
            reported[0] = visited;
        };
    }

    /**
     * The board's symmetries as permutations of the cells, identity first, and on a torus their compositions with the
     * translations: with the colour swap, the group whose classes a census counts.
     */
    List<int[]> group() {
        return group;
    }

    /** The pieces of a colouring {@link #find} returned. */
    Outcome decode(String colouring, long nodes) {
        BitSet white = BitSet.valueOf(Base64.getDecoder().decode(colouring));
        int[] colour = new int[lineCells.length];
        for (int l = 0; l < colour.length; l++) {
            colour[l] = white.get(l) ? WHITE : BLACK;
        }
        return outcome(colour, false, -1, nodes);
    }

    /** A colouring as text: the white lines as a bit set, in Base64. */
    private static String encode(int[] colour) {
        BitSet white = new BitSet(colour.length);
        for (int l = 0; l < colour.length; l++) {
            if (colour[l] == WHITE) {
                white.set(l);
            }
        }
        return Base64.getEncoder().encodeToString(white.toByteArray());
    }

    /** The cells a complete colouring lets hold pieces, ascending. */
    private Leaf leaf(int[] colour) {
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
                allWhite &= colour[l] == WHITE;
                allBlack &= colour[l] == BLACK;
            }
            if (allWhite) {
                white[whites++] = c;
            } else if (allBlack) {
                black[blacks++] = c;
            }
        }
        return new Leaf(Arrays.copyOf(white, whites), Arrays.copyOf(black, blacks), loose);
    }

    /** The pieces of a colouring: cells whose lines are all of one colour, the loose cells shared out. */
    private Outcome outcome(int[] bestColour, boolean stopped, int openBound, long nodes) {
        Leaf cells = leaf(bestColour);
        int[] white = Arrays.copyOf(cells.white(), cellCount);
        int[] black = Arrays.copyOf(cells.black(), cellCount);
        int whites = cells.white().length;
        int blacks = cells.black().length;
        int[] loose = cells.loose();
        for (int i = 0; i < loose.length; i++) {
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

    /** The state of one search: the colours so far and the cell counts the bound reads. */
    private final class Walk {
        private final int[] colour = new int[lineCells.length];
        private final int[] whiteLines = new int[cellCount];
        private final int[] blackLines = new int[cellCount];
        private final boolean stopAtFind;
        private final BooleanSupplier stop;
        private final long budget;
        private final Progress progress;
        private int onlyWhite;
        private int onlyBlack;
        private int either = cellCount - isolated;
        /**
         * For each line, its cells that can still take a white piece, and those that can still take a black one;
         * for each class of disjoint lines, the sum over its lines of the larger of the two, plus the live cells on
         * none of its lines. A line ends in one colour, so half that sum bounds the pieces of each colour.
         */
        private final int[] lineLive = new int[2 * lineCells.length];
        private final int[] classSum = new int[classes + 1];
        /** Nodes whose bound is at most this are pruned: the best value so far, or the target less one. */
        private int best;
        private int[] bestColour = colour.clone();
        private long nodes;
        private boolean stopped;
        private boolean found;
        private int openBound = -1;
        /**
         * The symmetry check's state along the current path: for each depth up to {@link #symmetric}, the variants
         * (symmetry {@code v / 2}, colour swap when {@code v} is odd) still tied with the colouring that wait for the
         * line of that depth, each with the position its comparison has reached; and the depths filed to, in order,
         * so that they can be taken back. The depth where the search starts begins every comparison afresh.
         */
        private final int[][] wakeVariant = new int[symmetric + 1][2 * inverse.length];
        private final int[][] wakeCursor = new int[symmetric + 1][2 * inverse.length];
        private final int[] waiting = new int[symmetric + 1];
        private final int[] filed = new int[(symmetric + 1) * 2 * inverse.length];
        private int filedCount;
        private int root;
        /** When enumerating, receives every complete colouring above {@link #best}; the best then stays put. */
        private Consumer<Leaf> leaves;
        /** The nodes after which the walk leaves the rest of its part open ({@link #open}). */
        private long splitBudget = Long.MAX_VALUE;
        /** The nodes left open once {@link #splitBudget} was spent, in walk order; empty until then. */
        private List<String> open = List.of();

        Walk(int best, boolean stopAtFind, BooleanSupplier stop, long budget, Progress progress) {
            this.best = best;
            this.stopAtFind = stopAtFind;
            this.stop = stop;
            this.budget = budget;
            this.progress = progress;
            for (int l = 0; l < lineCells.length; l++) {
                lineLive[2 * l] = lineCells[l].length;
                lineLive[2 * l + 1] = lineCells[l].length;
            }
            Arrays.fill(classSum, cellCount);
        }

        /**
         * Depth-first search below the node at depth {@code from} (lines {@code order[0..from-1]} coloured), with an
         * explicit stack (there may be more lines than a thread's stack has frames): the node at depth d colours line
         * {@code order[d]}, first in its preferred colour, then in the other. Once stopped, the bounds of the nodes
         * left open are recorded instead of explored; once found (when stopping at a find), it returns at once.
         */
        void search(int from) {
            root = from;
            filedCount = 0;
            Arrays.fill(waiting, 0);
            int lines = order.length;
            int[] mark = new int[lines + 1];
            int[] first = new int[lines];
            boolean[] secondTried = new boolean[lines];
            int depth = from;
            boolean entering = true;
            while (depth >= from) {
                if (entering) {
                    if (nodes >= splitBudget) {
                        // not visited here: the node is the first of those left open, and counted by its own unit
                        leaveOpen(depth, from, first);
                        return;
                    }
                    nodes++;
                    mark[depth] = filedCount;
                    if ((nodes & (STOP_POLL_NODES - 1)) == 0) {
                        stopped |= stop.getAsBoolean() || nodes >= budget;
                        progress.report(best, nodes);
                    }
                    int bound = bound();
                    boolean leaf = bound <= best || depth <= symmetric && !canonical(depth);
                    if (!leaf && stopped) {
                        openBound = Math.max(openBound, bound);
                        leaf = true;
                    }
                    if (!leaf && depth == lines) {
                        record();
                        if (found) {
                            return;
                        }
                        leaf = true;
                    }
                    if (leaf) {
                        undo(mark[depth]);
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
                undo(mark[depth]);
                depth--;
            }
        }

        /**
         * Lists the nodes left open when the budget ends the walk at the node of {@code depth} (lines
         * {@code order[0..depth-1]} coloured), not visited yet: that node, then, from the deepest line up to the one
         * at {@code from}, each line's second colour where only its first ({@code first}) has been tried (all of them:
         * the walk is on the first colour's branch of each line above it, or it would not be below them).
         */
        private void leaveOpen(int depth, int from, int[] first) {
            char[] prefix = new char[depth];
            for (int d = 0; d < depth; d++) {
                prefix[d] = colour[order[d]] == WHITE ? 'W' : 'B';
            }
            List<String> left = new ArrayList<>(depth - from + 1);
            left.add(new String(prefix));
            for (int d = depth - 1; d >= from; d--) {
                if (colour[order[d]] == first[d]) {
                    prefix[d] = first[d] == WHITE ? 'B' : 'W';
                    left.add(new String(prefix, 0, d + 1));
                }
            }
            open = left;
        }

        /**
         * Searches below the node {@code start} names ({@link #descend}), or, when it is empty, below the root, whose
         * first line is white (the colour swap).
         */
        void searchBelow(String start) {
            if (!start.isEmpty()) {
                descend(start);
                search(start.length());
            } else if (order.length == 0) {
                record();
            } else {
                assign(order[0], WHITE);
                search(1);
            }
        }

        /** Colours the first lines in search order as {@code start} names them ({@code 'W'} first, then W or B). */
        void descend(String start) {
            if (start.isEmpty() || start.length() > order.length) {
                throw new IllegalArgumentException("no node '" + start + "' in a search over " + order.length + " lines");
            }
            for (int i = 0; i < start.length(); i++) {
                char c = start.charAt(i);
                if (c != 'W' && c != 'B' || i == 0 && c != 'W') {
                    throw new IllegalArgumentException("no node '" + start + "' in a line colouring search");
                }
                assign(order[i], c == 'W' ? WHITE : BLACK);
            }
        }

        /** Lists the live nodes at {@code depth} below the node at depth {@code d}, white before black. */
        void collect(int d, int depth, int target, char[] prefix, List<Start> out) {
            int mark = filedCount;
            int bound = bound();
            if (bound >= target && (d > symmetric || canonical(d))) {
                if (d == depth) {
                    out.add(new Start(new String(prefix), bound));
                } else {
                    for (int c = WHITE; c <= BLACK; c++) {
                        prefix[d] = c == WHITE ? 'W' : 'B';
                        assign(order[d], c);
                        collect(d + 1, depth, target, prefix, out);
                        unassign(order[d], c);
                    }
                }
            }
            undo(mark);
        }

        /**
         * Whether the colours of the first {@code depth} lines in search order ({@code depth} at most
         * {@link #symmetric}, all coloured) can still be the least in search order among their images under each
         * symmetry, with and without the colour swap (white, 1, before black, 2). Each such variant compares positions
         * in order until it meets one whose image line is not coloured yet, and waits, until the depth where that
         * line is coloured, in the bucket of that depth; a variant whose image is already greater drops out for the
         * whole subtree. So a node reads only the variants that wake at its depth, and what it files in later buckets
         * is taken back by {@link #undo} when the node is done.
         */
        boolean canonical(int depth) {
            boolean fresh = depth == root;
            int waking = fresh ? 2 * inverse.length : waiting[depth];
            for (int i = 0; i < waking; i++) {
                int v = fresh ? i : wakeVariant[depth][i];
                int p = fresh ? 0 : wakeCursor[depth][i];
                int[] inv = inverse[v >> 1];
                int swap = (v & 1) == 0 ? 0 : WHITE + BLACK;
                boolean greater = false;
                while (p < depth && inv[p] < depth) {
                    int own = colour[order[p]];
                    int image = colour[order[inv[p]]];
                    if (swap != 0) {
                        image = swap - image;
                    }
                    if (image != own) {
                        if (image < own) {
                            return false;
                        }
                        greater = true;
                        break;
                    }
                    p++;
                }
                if (!greater && p < symmetric) {
                    int wake = Math.max(p, inv[p]) + 1;
                    int k = waiting[wake]++;
                    wakeVariant[wake][k] = v;
                    wakeCursor[wake][k] = p;
                    filed[filedCount++] = wake;
                }
            }
            return true;
        }

        /** Takes back what the nodes since {@code mark} (a {@link #filedCount}) filed for later depths. */
        void undo(int mark) {
            while (filedCount > mark) {
                waiting[filed[--filedCount]]--;
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

        int bound() {
            int bound = Math.min(Math.min(onlyWhite + either + isolated, onlyBlack + either + isolated),
                    (onlyWhite + onlyBlack + either + isolated) / 2);
            for (int k = 0; k < classes; k++) {
                bound = Math.min(bound, classSum[k] / 2);
            }
            return bound;
        }

        private int leafValue() {
            return Math.min(Math.min(onlyWhite + isolated, onlyBlack + isolated),
                    (onlyWhite + onlyBlack + isolated) / 2);
        }

        void record() {
            int value = leafValue();
            if (leaves != null) {
                if (value > best) {
                    leaves.accept(leaf(colour));
                }
                return;
            }
            if (value > best) {
                best = value;
                bestColour = colour.clone();
                found = stopAtFind;
                progress.report(value, nodes);
            }
        }

        void assign(int line, int c) {
            colour[line] = c;
            recolour(line, c, -1);
        }

        void unassign(int line, int c) {
            colour[line] = FREE;
            recolour(line, c, 1);
        }

        /**
         * Line {@code line} was coloured {@code c} ({@code step} -1) or is no longer (+1): each of its cells that had no
         * other line of that colour can no longer take a piece of the other colour ({@code side}: 0 white, 1 black),
         * or can again, and is dead (alive again) if it could take only that one. The live counts of line l are
         * {@code lineLive[2l]} (white) and {@code lineLive[2l + 1]} (black); the larger of the two drops by one where
         * the side that loses a cell was strictly the larger, and rises where the side that regains one was at least
         * the other. The class sums take the counted changes at the end ({@link LineClasses#slotBits}); a line in no
         * class counts in a slot the sums never read.
         */
        private void recolour(int line, int c, int step) {
            int[] own = c == WHITE ? whiteLines : blackLines;
            int[] rival = c == WHITE ? blackLines : whiteLines;
            int side = c == WHITE ? 1 : 0;
            // a cell changes when its count of lines of colour c leaves 0 (colouring) or returns to it (taking back)
            int turning = step < 0 ? 0 : 1;
            int[] cells = lineCells[line];
            long moved = 0;
            int changed = 0;
            int dead = 0;
            for (int j = 0, e = lineIncidence[line]; j < cells.length; j++, e++) {
                int cell = cells[j];
                int count = own[cell];
                own[cell] = count - step;
                if (count != turning) {
                    continue;
                }
                for (int i = otherStart[e], end = otherStart[e + 1]; i < end; i++) {
                    int at = otherLine[i] + side;
                    int live = lineLive[at];
                    lineLive[at] = live + step;
                    moved += otherSlot[i] & (lineLive[at ^ 1] - live - turning) >> 31;
                }
                changed++;
                if (rival[cell] != 0) {
                    moved += uncoveredSlots[cell];
                    dead++;
                }
            }
            countCells(c, changed, dead, step);
            int at = 2 * line + side;
            int live = lineLive[at];
            int rivalLive = lineLive[at ^ 1];
            lineLive[at] = live + step * changed;
            classSum[lineClass[line]] += Math.max(live + step * changed, rivalLive) - Math.max(live, rivalLive);
            applySlots(moved, step);
        }

        /**
         * {@code changed} cells of a line coloured {@code c} lost the other colour ({@code sign} -1) or regained it
         * (+1); {@code dead} of them could take only that one: those die (revive), the rest go from either colour to
         * colour {@code c} only (and back).
         */
        private void countCells(int c, int changed, int dead, int sign) {
            either += sign * (changed - dead);
            if (c == WHITE) {
                onlyWhite -= sign * (changed - dead);
                onlyBlack += sign * dead;
            } else {
                onlyBlack -= sign * (changed - dead);
                onlyWhite += sign * dead;
            }
        }

        private void applySlots(long counts, int sign) {
            int bits = slotBits;
            int mask = (1 << bits) - 1;
            int[] sums = classSum;
            for (int k = 0; counts != 0; k++, counts >>>= bits) {
                sums[k] += sign * ((int) counts & mask);
            }
        }
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
