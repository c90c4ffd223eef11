package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.support.bounds.QueenBound;
import org.polyboard.support.split.SplitRounds;

/**
 * Depth-first search for dominating sets (optionally independent ones) of exactly k pieces, split into work units.
 * A node picks the uncovered cell with the fewest allowed dominators and branches on them, the i-th branch forbidding
 * the first i−1, so every placement is reached exactly once. A node is cut when even the r cells that cover the most
 * uncovered cells cannot cover them all with the r pieces left. When only existence is asked, the symmetries of the
 * board that fix every chosen cell map the placements left to search onto themselves; so once a branch is done, its
 * whole orbit under them is forbidden, not just its cell.
 * <p>
 * On a whole rectangle of queens the search is split first by the placement's {@linkplain Frames frame}, its first
 * and last empty rows and columns: no queen stands on those four lines, every line outside them takes one, and a node
 * is cut when the boundary cells of the frame's rectangle left to dominate need more lines than the queens left bring
 * (two cells a line at best, and only where two of them share a line: a matching of those cells), and
 * a cell where a queen would waste more of that reach than the node has to spare is taken off the cells allowed below
 * it, so that in the tightest rounds few cells stay allowed and a cell without dominators soon cuts the node. The cut
 * by the r largest gains is left out of those rounds (the frame's count cuts first, and computing every cell's gain
 * cost more than the few nodes it cut): only the cells a node branches on get their gain, to order them.
 * While an outer line is still empty, a node branches on its cells (the line with the fewest left) instead of on the
 * dominators of a cell: a line has at most n cells where a cell of the n×n board has up to 4n − 3 dominators.
 * A frame whose walk has spent as many nodes as the board has cells squared also uses the frame's linear relaxation
 * ({@link FrameDual}): weights on the boundary cells and the outer lines, solved once per frame, that cut a node whose
 * cells left weigh more than its queens left can cover and take off the cells where a queen would waste too much of
 * them, as the frame count does. On boards of {@link #NODE_DUAL_CELLS} cells or more, a unit that resumes a node of a
 * frame (split off a unit that spent its budget), where a placement is sought, first solves the relaxation of the node
 * itself, over the cells it still has to dominate, and searches the node with those weights. They cut most such nodes
 * at once where the frames are tight (refuting 14 independent queens on 27×27, 26 of 30 sampled), and where they do
 * not they are stronger than the frame's below the node. Solved only once a search of 10 nodes a cell with the frame's
 * weights had not settled the node, they cost more: units of the third and fourth level of that refutation, with
 * everything split off below them, searched 1.19 and 1.34 times the nodes and took 1.07 and 1.14 times as long as
 * solved at once (150 and 200 sampled; bench/unit-sample.sh).
 * <p>
 * The top of the tree is cut into about {@link Frontier#TASKS} nodes ({@link Frontier#cut}); each is a work unit, and
 * so is each node above them that already covers the board, in the order a single walk meets them. The walk depends
 * on nothing but the problem, k and whether every placement is sought, so the units are the same in every run.
 * A unit searches at most {@link #BUDGET} nodes; one that needs more stops and lists the nodes it left open, which
 * {@link #children} turns into the units of a next plan ({@link SplitRounds}), so that no unit keeps a core busy for
 * long while the others wait. Immutable tables, shared by all units of a problem; thread-safe.
 */
final class DominationSearch implements SplitSearch {

    /**
     * The nodes a unit searches before it stops and leaves the rest of its subtree open: about half a second of a
     * queen search on one core, so that the largest units no longer set the pace of many workers
     * (bench/unit-times.sh). Where split units solve their nodes' weights it also sets how often they are solved: on
     * 150 units of the third level of 14 independent queens on 27×27, each with everything split off below it, budgets
     * of 50 000, 100 000, 1 M and 4 M took 1.20, 1.10, 1.12 and 1.22 times as long as this one (bench/unit-sample.sh).
     */
    static final long BUDGET = 250_000;

    private static final String ONE = "one";
    private static final String ALL = "all";
    /** {@code Walk.emptiestOuterLine}'s answer for an outer line that can no longer take a queen. */
    private static final long[] EMPTY = new long[0];
    /** The nodes a cell that a frame's resumed units spend before they use its weights ({@code Walk.dualFrom}). */
    private static final int RESUMED_AFTER = 100;
    /**
     * The cells from which a board's resumed units solve the weights of their nodes: measured on one thread over the
     * units split off frames, with everything they split into, it took 0.31 times as long on 27×27 (14 independent
     * queens), but as long on 24×24 (12 independent) and 1.25 times on 22×22 (11 dominating), where the weights of the
     * node gain less over the frame's than their solving costs. Whole solves on two cores: on 26×26 they pay (13
     * dominating queens refuted in 0.88 times the time, 13 independent in 0.93), on 24×24 not (12 independent: 1.06
     * times); 25×25 needs no search (both rows meet their theorems' bounds).
     */
    private static final int NODE_DUAL_CELLS = 26 * 26;

    private final int m;
    private final int words;
    private final long[][] hood;
    private final boolean independent;
    private final List<int[]> symmetries;
    private final long[] full;
    /** The frames of a whole rectangle of queens, or {@code null}. */
    private final Frames frames;
    /** The most {@linkplain Frames#slack slack} of a round split by frames. */
    private final int frameSlack;
    /** With frames: the row and the column of each cell. */
    private final int[] rowOf;
    private final int[] columnOf;
    /**
     * With frames: the model's lines through each cell (on a rectangle of queens its row, column and diagonals, those
     * of two cells or more), {@link Frames#LINES} a cell, cell after cell; a cell on fewer has the rest filled with
     * {@link #lineCount}, a line the model does not have.
     */
    private final int[] linesOf;
    private final int lineCount;
    /** With frames: the model's line of each row, then of each column ({@link Frames#lineCells}'s numbering). */
    private final int[] frameLines;
    /**
     * With frames: the {@linkplain FrameDual weights} of each frame met so far, by its spec (empty when they could not
     * be had); {@code null} when a cell's neighbourhood is not the union of its lines, which the walk's sums assume.
     */
    private final Map<String, Optional<FrameDual>> duals;
    private final long dualAfter;
    private final boolean nodeDuals;
    /** With frames: the lines through each cell. */
    private final int[] ownLines;

    DominationSearch(AttackModel model, boolean independent) {
        this(model, independent, -1);
    }

    /**
     * @param frameSlack on a whole rectangle of queens ({@code QueenBound.rectangle}), the most {@linkplain
     *     Frames#slack slack} of a round that is split and cut by frames ({@link Frames#TIGHT}); −1 for none
     */
    DominationSearch(AttackModel model, boolean independent, int frameSlack) {
        this(model, independent, frameSlack, (long) model.cellCount() * model.cellCount(),
                model.cellCount() >= NODE_DUAL_CELLS);
    }

    /**
     * @param dualAfter the nodes a walk spends in a frame before it uses the frame's {@linkplain FrameDual weights}
     *     (the board's cells squared, about the time of solving them; 0 in tests, to use them everywhere)
     */
    DominationSearch(AttackModel model, boolean independent, int frameSlack, long dualAfter) {
        this(model, independent, frameSlack, dualAfter, true);
    }

    /** @param nodeDuals whether the units that resume a node of a frame may solve its weights ({@code Walk.resume}) */
    private DominationSearch(AttackModel model, boolean independent, int frameSlack, long dualAfter,
            boolean nodeDuals) {
        this.m = model.cellCount();
        this.dualAfter = dualAfter;
        this.nodeDuals = nodeDuals;
        this.words = model.words();
        this.hood = new long[m][];
        for (int c = 0; c < m; c++) {
            hood[c] = model.neighbourhood(c);
        }
        this.independent = independent;
        this.symmetries = model.symmetries();
        this.full = Bits.full(m, words);
        this.frames = frameSlack >= 0 ? new Frames(model) : null;
        this.frameSlack = frameSlack;
        this.rowOf = frames == null ? null : new int[m];
        this.columnOf = frames == null ? null : new int[m];
        this.linesOf = frames == null ? null : new int[Frames.LINES * m];
        this.lineCount = model.lineCount();
        this.frameLines = frames == null ? null : new int[frames.rows() + frames.columns()];
        this.ownLines = frames == null ? null : new int[m];
        if (frames != null) {
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
        }
        this.duals = frames != null && neighbourhoodsAreLines(model, hood) ? new ConcurrentHashMap<>() : null;
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

    /** The weights of frame {@code f}, solved at its first use; {@code null} when there are none. */
    private FrameDual dual(Frames.Frame f) {
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

    /**
     * What the cuts of a search by frames rest on, for its proof line: the frame count and the frames' weights, and
     * the weights of each node a unit resumes where those are solved (from {@link #NODE_DUAL_CELLS} cells on, when a
     * placement is sought rather than all of them enumerated).
     */
    String frameBasis(boolean enumerate) {
        return nodeDuals && !enumerate ? QueenBound.FRAME_AND_NODES : QueenBound.FRAME;
    }

    /** Whether the rounds of {@code pieces} are split by frames. */
    boolean framed(int pieces) {
        return frames != null && frames.apply(pieces) && frames.slack(pieces) <= frameSlack;
    }

    /**
     * The work units of the search for placements of exactly {@code pieces} pieces: every one of them when
     * {@code enumerate}, else the first found. Ids are {@code [i]dom/one|all/k<pieces>/<index>/<checksum of the node>}.
     *
     * @param stop polled while the top of the tree is walked
     * @param counted told the nodes of that walk
     * @return the units, or {@code null} when {@code stop} held before the walk was done
     */
    @Override
    public List<WorkUnit> plan(int pieces, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget) {
        if (framed(pieces)) {
            return framedPlan(pieces, enumerate, budget);
        }
        List<Frontier.Node> nodes = Frontier.cut(depth -> {
            List<Frontier.Node> found = new ArrayList<>();
            Walk walk = new Walk(pieces, enumerate, new Counter(stop, counted), found, depth);
            walk.root();
            return walk.counter.stopped() ? null : found;
        }, Math.min(1, pieces), pieces);
        if (nodes == null) {
            return null;
        }
        String prefix = (independent ? "idom/" : "dom/") + (enumerate ? ALL : ONE) + "/k" + pieces + "/";
        List<WorkUnit> units = new ArrayList<>(nodes.size());
        for (int i = 0; i < nodes.size(); i++) {
            Frontier.Node node = nodes.get(i);
            Map<String, String> spec = spec(Integer.toString(pieces), enumerate ? ALL : ONE, null,
                    Specs.cells(node.path()), Specs.bits(node.bits()), Long.toString(budget));
            units.add(new WorkUnit(prefix + i + "/" + Specs.checksum(spec), spec));
        }
        return units;
    }

    /**
     * One unit a frame, in the order of {@link Frames#of}. Ids are
     * {@code [i]dom/one|all/k<pieces>/f<a,b,c,d>/<checksum of the spec>}.
     */
    private List<WorkUnit> framedPlan(int pieces, boolean enumerate, long budget) {
        String prefix = (independent ? "idom/" : "dom/") + (enumerate ? ALL : ONE) + "/k" + pieces + "/f";
        List<WorkUnit> units = new ArrayList<>();
        for (Frames.Frame frame : frames.of(pieces, enumerate)) {
            long[] allowed = full.clone();
            Bits.andNot(allowed, frame.lines(), allowed);
            Map<String, String> spec = spec(Integer.toString(pieces), enumerate ? ALL : ONE, frame.spec(), "",
                    Specs.bits(allowed), Long.toString(budget));
            units.add(new WorkUnit(prefix + frame.spec() + "/" + Specs.checksum(spec), spec));
        }
        return units;
    }

    /**
     * The units that search the nodes {@code result} of {@code unit} left open, in walk order, with the unit's
     * budget; none when it searched its whole subtree. Ids are the unit's id, {@code /} and the node's index.
     */
    @Override
    public List<WorkUnit> children(WorkUnit unit, UnitResult result) {
        List<String> open = SplitRounds.open(result);
        List<WorkUnit> units = new ArrayList<>(open.size());
        for (int i = 0; i < open.size(); i++) {
            String[] node = open.get(i).split(":", -1);
            units.add(new WorkUnit(unit.id() + "/" + i, spec(unit.get("k"), unit.get("mode"),
                    unit.spec().get("frame"), node[0], node[1], unit.get("budget"))));
        }
        return units;
    }

    /** The spec of a unit, its keys in this order; {@code frame} {@code null} for a unit without one. */
    private static Map<String, String> spec(String k, String mode, String frame, String chosen, String allowed,
            String budget) {
        Map<String, String> spec = new LinkedHashMap<>();
        spec.put("k", k);
        spec.put("mode", mode);
        if (frame != null) {
            spec.put("frame", frame);
        }
        spec.put("chosen", chosen);
        spec.put("allowed", allowed);
        spec.put("budget", budget);
        return spec;
    }

    @Override
    public UnitResult whole(int pieces, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget) {
        Walk walk = new Walk(pieces, enumerate, new Counter(stop, counted, budget), null, -1);
        if (framed(pieces)) {
            walk.frames(frames.of(pieces, enumerate));
        } else {
            walk.root();
        }
        return walk.counter.spent() ? null : walk.result();
    }

    /**
     * Runs one unit of {@link #plan}: the subtree of its node. Enumerating, the result counts every placement there
     * and keeps the first {@link Collector#MAX_KEPT}; otherwise it holds the first placement found, if any. With a
     * {@code budget} in its spec, a unit that reaches it without finding one (when only one is sought) stops at the
     * next node and lists what it left open ({@link SplitRounds#over}).
     */
    UnitResult run(WorkUnit unit, BooleanSupplier stop, LongConsumer counted) {
        int pieces = Integer.parseInt(unit.get("k"));
        boolean enumerate = ALL.equals(unit.get("mode"));
        int[] chosen = Specs.cells(unit.get("chosen"));
        long[] allowed = Specs.bits(unit.get("allowed"), words);
        if (chosen.length > pieces) {
            throw new IllegalArgumentException("work unit " + unit.id() + " chooses " + chosen.length + " cells of " + pieces);
        }
        Walk walk = new Walk(pieces, enumerate, new Counter(stop, counted), null, -1);
        String frame = unit.spec().get("frame");
        if (frame != null) {
            if (frames == null) {
                throw new IllegalArgumentException("work unit " + unit.id() + " has a frame on a board without frames");
            }
            walk.frame(frames.parse(frame, enumerate));
        }
        String budget = unit.spec().get("budget");
        if (budget != null) {
            walk.budget(Long.parseLong(budget));
        }
        walk.resume(chosen, allowed);
        return walk.result();
    }

    /** One unit's walk (or the planning walk), with its own buffers per depth. Not thread-safe. */
    private final class Walk {
        private final int k;
        private final Collector collector;
        private final Counter counter;
        private final List<Frontier.Node> frontier;
        private final int splitDepth;
        private final int[] chosen;
        private final long[][] uncovered;
        private final long[][] allowed;
        private final long[][] rest;
        private final int[][] gain;
        private final int[][] candidates;
        private final int[][] top;
        private final int[] free;
        private final List<int[]>[] stabiliser;
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
        private int[] found;
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
         * The walk's node count from which its frame's weights are used: a frame searched in fewer nodes than the
         * board's cells squared does without (solving them takes about as long as 17 000 nodes of the search on
         * 20×20); a unit that resumes a node of a frame counts the budget of the unit it was split from as spent in
         * the frame, against {@link #RESUMED_AFTER} nodes a cell, so that with the budget of 250 000 it uses the
         * frame's weights from its start where it does not solve those of its node.
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
        /** Nodes the walk searches before it leaves the rest open. */
        private long budget = Long.MAX_VALUE;
        /** The nodes left open once the budget is spent (chosen cells and allowed cells), in walk order. */
        private List<String> open;

        /**
         * @param frontier where the planning walk leaves the nodes at {@code splitDepth} and the covering nodes above
         *     it, or {@code null} to search
         */
        @SuppressWarnings("unchecked")
        Walk(int k, boolean enumerate, Counter counter, List<Frontier.Node> frontier, int splitDepth) {
            this.k = k;
            this.collector = enumerate ? new Collector(symmetries, k) : null;
            this.counter = counter;
            this.frontier = frontier;
            this.splitDepth = splitDepth;
            chosen = new int[Math.max(1, k)];
            uncovered = new long[k + 1][words];
            allowed = new long[k + 1][words];
            rest = new long[k + 1][words];
            gain = new int[k + 1][m];
            candidates = new int[k + 1][m];
            top = new int[k + 1][k + 1];
            free = new int[m];
            stabiliser = new List[k + 1];
            inRow = frames == null ? null : new int[frames.rows()];
            inColumn = frames == null ? null : new int[frames.columns()];
            edgeWords = frames == null ? 0 : (2 * (frames.rows() + frames.columns()) + 63) / 64;
            boundaryCell = frames == null ? null : new int[m];
            boundaryIndex = frames == null ? null : new int[m];
            boundaryLines = frames == null ? null : new int[Frames.LINES * m];
            edgesLeft = frames == null ? null : new long[k + 1][edgeWords];
            dominatedEdges = frames == null ? null : new long[m][edgeWords];
            partnerMask = frames == null ? null : new long[m * edgeWords];
            partnersLeft = frames == null ? null : new int[m];
            leaves = frames == null ? null : new int[3 * m + 1];
            unmatched = frames == null ? null : new long[edgeWords];
            waste = frames == null ? null : new int[m];
            wasteCount = frames == null ? null : new int[2 * Frames.LINES + 1];
            lineWaste = frames == null ? null : new int[lineCount + 1];
            lineWeight = frames == null ? null : new int[k + 1][lineCount + 1];
            weightLeft = frames == null ? null : new long[k + 1];
            outerOfRow = frames == null ? null : new int[frames.rows()];
            outerOfColumn = frames == null ? null : new int[frames.columns()];
            reduced = frames == null ? null : new int[m];
            leastReduced = frames == null ? null : new int[k + 1];
        }

        void budget(long nodes) {
            budget = nodes;
        }

        void root() {
            stabiliser[0] = collector == null ? symmetries : List.of(symmetries.get(0));
            System.arraycopy(full, 0, uncovered[0], 0, words);
            System.arraycopy(full, 0, allowed[0], 0, words);
            dfs(0, k);
            counter.flush();
        }

        /** Searches the frames in turn, from their roots, until one holds a placement (unless enumerating). */
        void frames(List<Frames.Frame> list) {
            for (Frames.Frame f : list) {
                frame(f);
                stabiliser[0] = f.group();
                System.arraycopy(full, 0, uncovered[0], 0, words);
                leftToDominate(uncovered[0], 0);
                startDepth = 0;
                Bits.andNot(full, f.lines(), allowed[0]);
                dfs(0, k);
                if (done()) {
                    break;
                }
            }
            counter.flush();
        }

        /** Restricts the walk to placements of frame {@code f}. */
        void frame(Frames.Frame f) {
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
            dualFrom = duals == null ? Long.MAX_VALUE : counter.total() + dualAfter;
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

        /** Searches the subtree of the node with {@code cells} chosen and {@code allowedCells} allowed. */
        void resume(int[] cells, long[] allowedCells) {
            int depth = cells.length;
            List<int[]> group = frame != null ? frame.group() : collector == null ? symmetries : List.of(symmetries.get(0));
            long[] u = uncovered[depth];
            System.arraycopy(full, 0, u, 0, words);
            for (int d = 0; d < depth; d++) {
                chosen[d] = cells[d];
                occupy(cells[d]);
                Bits.andNot(u, hood[cells[d]], u);
                group = fixing(group, cells[d]);
            }
            System.arraycopy(allowedCells, 0, allowed[depth], 0, words);
            startDepth = depth;
            stabiliser[depth] = group;
            if (frame != null) {
                leftToDominate(u, depth);
                if (depth > 0 && duals != null) {
                    // the unit this one was split from spent its budget in the frame
                    dualFrom = counter.total() + Math.max(0, Math.min(dualAfter, (long) RESUMED_AFTER * m) - budget);
                    if (collector == null && nodeDuals) {
                        FrameDual weights = nodeDual(u, allowed[depth], k - depth);
                        if (weights != null) {
                            useDual(depth, weights);
                        }
                    }
                }
            }
            dfs(depth, k - depth);
            counter.flush();
        }

        private boolean done() {
            return found != null && collector == null || counter.stopped() || open != null;
        }

        /** What the walk found: every placement when enumerating, else the first. */
        UnitResult result() {
            long nodes = counter.total();
            if (counter.stopped()) {
                return UnitResult.stopped(nodes);
            }
            Map<String, String> data = open == null ? Map.of() : SplitRounds.over(open);
            if (collector != null) {
                return new UnitResult(true, collector.count(), collector.distinct(), nodes, collector.kept(), data);
            }
            List<int[]> first = found == null ? List.of() : List.of(found);
            return new UnitResult(true, first.size(), 0, nodes, first, first.isEmpty() ? data : Map.of());
        }

        private void dfs(int depth, int left) {
            if (counter.node()) {
                return;
            }
            long[] u = uncovered[depth];
            long[] a = allowed[depth];
            if (counter.total() >= budget) {
                open = new ArrayList<>();
                leaveOpen(depth, a);
                return;
            }
            if (dual == null && counter.total() >= dualFrom) {
                useDual(depth, dual(frame));
            }
            int spare = frame == null ? Integer.MAX_VALUE : frameSpare(edgesLeft[depth], left);
            if (spare < 0) {
                return;
            }
            long need = dual == null ? 0 : weightBound(depth);
            if (need > (long) left * FrameDual.SCALE) {
                return;
            }
            if (frontier != null && (depth == splitDepth || Bits.isEmpty(u))) {
                frontier.add(new Frontier.Node(Arrays.copyOf(chosen, depth), a.clone()));
                return;
            }
            if (Bits.isEmpty(u)) {
                leaf(depth, left, a);
                return;
            }
            if (left == 0) {
                return;
            }
            int[] g = gain[depth];
            long[] h = null;
            if (frame != null) {
                if (!narrow(a, left, spare)) {
                    return;
                }
                if (dual != null && left > 0 && !weightNarrow(depth, a, u, left, need)) {
                    return;
                }
                // a queen must stand on each outer line still empty: branch on the one with fewest cells left
                h = emptiestOuterLine(a);
                if (h == EMPTY) {
                    return;
                }
            } else if (!reaches(u, a, left, g, top[depth])) {
                return;
            }
            if (h == null) {
                int pivot = -1;
                int fewest = Integer.MAX_VALUE;
                for (int v = Bits.next(u, 0); v >= 0; v = Bits.next(u, v + 1)) {
                    int count = Bits.countAnd(hood[v], a);
                    if (count < fewest) {
                        fewest = count;
                        pivot = v;
                        if (count <= 1) {
                            break;
                        }
                    }
                }
                if (fewest == 0) {
                    return;
                }
                h = hood[pivot];
            }
            int[] list = candidates[depth];
            int n = 0;
            for (int c = Bits.next(h, 0); c >= 0; c = Bits.next(h, c + 1)) {
                if (Bits.get(a, c)) {
                    if (frame != null) {
                        g[c] = Bits.countAnd(hood[c], u);
                    }
                    int j = n++;
                    while (j > 0 && g[list[j - 1]] < g[c]) {
                        list[j] = list[j - 1];
                        j--;
                    }
                    list[j] = c;
                }
            }
            long[] r = rest[depth];
            System.arraycopy(a, 0, r, 0, words);
            List<int[]> group = stabiliser[depth];
            for (int i = 0; i < n; i++) {
                int c = list[i];
                if (!Bits.get(r, c)) {
                    continue;
                }
                chosen[depth] = c;
                stabiliser[depth + 1] = fixing(group, c);
                long[] nextU = uncovered[depth + 1];
                long[] nextA = allowed[depth + 1];
                Bits.andNot(u, hood[c], nextU);
                if (frame != null) {
                    Bits.andNot(edgesLeft[depth], dominatedEdges[c], edgesLeft[depth + 1]);
                    if (dual != null) {
                        weighBelow(depth, c);
                    }
                }
                next(r, c, nextA);
                occupy(c);
                dfs(depth + 1, left - 1);
                vacate(c);
                if (open != null && !counter.stopped() && (found == null || collector != null)) {
                    forbid(r, group, c);
                    for (int j = i + 1; j < n; j++) {
                        int later = list[j];
                        if (Bits.get(r, later)) {
                            chosen[depth] = later;
                            leaveOpen(depth + 1, next(r, later, nextA));
                            forbid(r, group, later);
                        }
                    }
                    return;
                }
                if (done()) {
                    return;
                }
                forbid(r, group, c);
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
         * twice the lines less their sum (refuting 10 queens on 20×20: 4.6 M nodes, against 7.5 M when only the cells
         * without a partner counted twice; bench/queens-frames.sh). Leaves in {@link #lineWaste} what a queen wastes on
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
         * early. The gains of {@link #reaches} are not computed here: they cut under 1 % of the nodes of a frame round
         * (58 thousand of 7.4 M refuting 10 queens on 20×20) and cost a tenth of its time, so only the cells a node
         * branches on get theirs, to order them.
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
         * Computes the gain of each cell of {@code a} (the cells of {@code u} it dominates) into {@code g}; false when
         * even the {@code left} largest cannot dominate all of {@code u}.
         */
        private boolean reaches(long[] u, long[] a, int left, int[] g, int[] best) {
            Arrays.fill(best, 0, left, 0);
            for (int c = Bits.next(a, 0); c >= 0; c = Bits.next(a, c + 1)) {
                int value = Bits.countAnd(hood[c], u);
                g[c] = value;
                insert(best, left, value);
            }
            int reach = 0;
            for (int i = 0; i < left; i++) {
                reach += best[i];
            }
            return reach >= Bits.count(u);
        }

        /**
         * The cells of the outer row or column of the frame still without a queen that has the fewest cells allowed
         * in {@code a} (some queen must stand there, so the node can branch on them), {@code null} when every outer
         * line holds a queen, or {@link #EMPTY} when such a line has no allowed cell left, so that the node is cut.
         */
        private long[] emptiestOuterLine(long[] a) {
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

        /** Keeps {@code value} among the {@code length} largest in {@code top}, descending. */
        private static void insert(int[] top, int length, int value) {
            if (value > top[length - 1]) {
                int i = length - 1;
                while (i > 0 && top[i - 1] < value) {
                    top[i] = top[i - 1];
                    i--;
                }
                top[i] = value;
            }
        }

        /** Counts the queen on {@code c} in its row and column (with a frame). */
        private void occupy(int c) {
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

        private void vacate(int c) {
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
        private boolean ownFrame() {
            return outerRowsHeld == outerRows && outerColumnsHeld == outerColumns;
        }

        /** The allowed cells below a branch on {@code c}, from the cells {@code r} still allowed beside it. */
        private long[] next(long[] r, int c, long[] into) {
            if (independent) {
                Bits.andNot(r, hood[c], into);
            } else {
                System.arraycopy(r, 0, into, 0, words);
                Bits.clear(into, c);
            }
            return into;
        }

        /** Forbids {@code c}, and its orbit under the symmetries that fix the cells chosen, to the later branches. */
        private void forbid(long[] r, List<int[]> group, int c) {
            Bits.clear(r, c);
            for (int e = 1; e < group.size(); e++) {
                Bits.clear(r, group.get(e)[c]);
            }
        }

        /** Lists the node with {@code chosen[0..depth)} chosen and {@code a} allowed as open. */
        private void leaveOpen(int depth, long[] a) {
            open.add(Specs.cells(Arrays.copyOf(chosen, depth)) + ":" + Specs.bits(a));
        }

        /** Everything is covered by {@code chosen[0..depth)}; {@code left} more pieces go on cells of {@code a}. */
        private void leaf(int depth, int left, long[] a) {
            if (left == 0) {
                record(depth);
                return;
            }
            int n = 0;
            for (int c = Bits.next(a, 0); c >= 0; c = Bits.next(a, c + 1)) {
                free[n++] = c;
            }
            if (n >= left) {
                extend(depth, left, n, 0);
            }
        }

        private void extend(int depth, int left, int n, int from) {
            if (left == 0) {
                record(depth);
                return;
            }
            for (int i = from; i <= n - left; i++) {
                if (independent && attacksChosen(free[i], depth)) {
                    continue;
                }
                chosen[depth] = free[i];
                occupy(free[i]);
                extend(depth + 1, left - 1, n, i + 1);
                vacate(free[i]);
                if (done() || counter.node()) {
                    return;
                }
            }
        }

        private boolean attacksChosen(int c, int depth) {
            for (int i = 0; i < depth; i++) {
                if (Bits.get(hood[chosen[i]], c)) {
                    return true;
                }
            }
            return false;
        }

        private void record(int depth) {
            if (frame != null && collector != null && !ownFrame()) {
                return;
            }
            if (collector != null) {
                collector.add(chosen, depth);
            } else if (found == null) {
                found = Arrays.copyOf(chosen, depth);
                Arrays.sort(found);
            }
        }
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

    private static List<int[]> fixing(List<int[]> group, int c) {
        if (group.size() == 1) {
            return group;
        }
        List<int[]> result = new ArrayList<>();
        for (int[] g : group) {
            if (g[c] == c) {
                result.add(g);
            }
        }
        return result;
    }
}
