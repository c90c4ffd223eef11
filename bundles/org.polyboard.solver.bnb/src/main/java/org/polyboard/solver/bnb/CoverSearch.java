package org.polyboard.solver.bnb;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.function.BooleanSupplier;
import java.util.zip.CRC32;

import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.support.split.SplitRounds;

/**
 * Exhaustive searches for covers with at most {@code k} pieces, split into work units. Units are placed to cover one
 * uncovered cell, the one of the first uncovered cell's layer with the fewest coverers left, trying its coverers, those
 * that cover the most uncovered cells first ({@code Searcher#branchOrder}); a coverer tried is forbidden to its later
 * siblings, so every cover is reached once. A search for one cover also skips a coverer that another covers more than:
 * every cover then has one no larger that is reached. A branch is cut when a cell has no coverer left, or when the
 * packing weight still uncovered exceeds what the pieces left can cover: the whole board's packing, the packing of a
 * suffix of layers from the first uncovered cell's layer on, and the whole board's packing raised near the first
 * uncovered cell, where coverers lost weight to covered cells or are forbidden ({@code Searcher#ascent}); or when, for
 * some cell, the pieces placed whose neighbourhoods end before it and the least cover of the cells from it on
 * ({@link #suffixBounds}) exceed k. A coverer whose branch the packing would cut at once is forbidden without visiting
 * it ({@code Searcher#hopeless}).
 * <p>
 * The search breaks the board's symmetries: while the placed units are fixed by some of them, a coverer tried is
 * forbidden to its later siblings with all its images under those, and the cell branched on is one whose coverers
 * fall into few orbits ({@code Searcher#branchCell}). Every class of covers under the symmetries keeps at least one
 * member in the tree, some keep several; an enumeration ({@code all}) counts a class at the one member that is the
 * least, in sorted-cell order, of those the tree reaches ({@code Searcher#orbitIfFirst}), so every class is counted
 * once, with its size, whatever the split into units.
 * <p>
 * The top of the tree is walked to the shallowest depth with at least {@link #TASKS} nodes; each node there is
 * a work unit, and one more unit, the top, holds the covers completed above that depth. The walk is
 * deterministic, so a unit has the same id and spec in every run, on every machine. A unit searches at most
 * {@link #BUDGET} nodes; one that needs more stops and lists the nodes it left open, which {@link #children} turns
 * into the units of a next plan ({@link SplitRounds}). Immutable tables, shared by all units of a problem;
 * thread-safe.
 */
final class CoverSearch {

    /** How many units the top of the tree is split into at least (when it is that large). */
    static final int TASKS = 256;

    /**
     * How many layers from the first uncovered cell's the dual ascent raises the packing over: the cells whose
     * coverers lost weight to the covered cells above them (bench/knights-refute.sh: 2 to 6 layers measured on
     * knights 15×15 with 35 pieces; 3 was fastest).
     */
    static final int ASCENT_LAYERS = 3;

    /**
     * The nodes a unit searches before it stops and leaves the rest of its part open: about a fifth of a second of a
     * knight search on one core, so that the largest units no longer set the pace of many workers (bench/unit-times.sh).
     */
    static final long BUDGET = 2_000_000;

    private static final String TOP = "top";
    /** The spec key of the last cells' table ({@link #suffixText}), which units carry to where it is not built yet. */
    static final String TABLE = "table";
    /**
     * The version of the tree, first in every unit id: a unit's result holds for the tree that made it (the top's
     * covers are those completed above its depth, and a census counts a class where the tree first reaches it), and a
     * split unit's children are numbered by the nodes it left open, so units of another tree must not be taken from
     * checkpoints (ids without a version: coverers tried in board order, none skipped; t2: {@code Searcher#hopeless}
     * coverers tried, so counted against the budget and left open; t3: those read on the packing before the ascent,
     * the cell branched on chosen without them; t4: no cut by {@link #suffixBounds}; t5: its bounds per layer, not per
     * cell; t6: a cover that a cell's search found in parts not kept as a witness, and covers still looked for once the
     * table could pay for no more refutations, both of which can change where the table stops; t7: a box's cells
     * numbered in the problem's order of axes, not the longest first, {@link CellOrder}).
     */
    private static final String TREE = "t8/";
    /** The checkpoint id under which a solve saves the last cells' table, for a resumed run. */
    static final String TABLE_ID = TREE + TABLE;
    private static final String BUDGET_KEY = "budget";

    final Units units;
    private final long[] weight;
    private final LayerBounds layers;
    final boolean independent;
    private final SymmetryClasses classes;
    private final long totalWeight;
    /**
     * The board's symmetries other than the identity, as permutations of the units, that the search breaks (none when
     * the units are orbits of a symmetry restriction or there are more than 63). When there are some, they are the
     * group {@link #classes} counts under too: the units are the cells and no restriction narrows it.
     */
    private final int[][] maps;
    /** Per cell, the symmetries of {@link #maps} (as bits) that fix it. */
    private final long[] fixers;
    /** Per unit, the packing weight of its neighbourhood on the empty board. */
    private final long[] baseLoad;
    /** Per unit, the weight it can cover: its size times {@link PackingWeights#SCALE}. */
    private final long[] capacity;

    /**
     * Whether the attacks are the same from every cell up to translation (a torus, no restriction): a search for one
     * cover then places the first piece on the first cell, since every cover has a translate with a piece there.
     */
    private final boolean translated;

    /**
     * Per cell j (and one past the last, 0), a lower bound on the pieces of the units of any cover that cover cell j
     * or a later one: the least cover of those cells alone, by the units that cover one of them, searched from the
     * last cell back with the bounds of the cells after it ({@link #suffixBounds}; before the cells searched, the
     * first one's).
     */
    private final int[] suffixMin;
    /** Whether {@link #suffixMin} is complete; units are searched only once it is. */
    private boolean suffixDone;
    /** Per unit, the last cell its neighbourhood reaches. */
    private final int[] lastCell;

    /**
     * @param symmetries the board's symmetries as permutations of the cells, identity first
     * @param translated whether every translation of the board maps covers to covers (a torus without a symmetry
     *     restriction; the units are the cells)
     */
    CoverSearch(Units units, long[] weight, LayerBounds layers, boolean independent, SymmetryClasses classes,
            List<int[]> symmetries, boolean translated) {
        this.units = units;
        this.weight = weight;
        this.layers = layers;
        this.independent = independent;
        this.classes = classes;
        this.totalWeight = PackingWeights.total(weight);
        boolean cells = units.count == units.unitOf.length;
        this.translated = translated && cells;
        this.maps = cells && symmetries.size() <= 64 ? symmetries.subList(1, symmetries.size()).toArray(int[][]::new)
                : new int[0][];
        this.baseLoad = new long[units.count];
        this.capacity = new long[units.count];
        for (int x = 0; x < units.count; x++) {
            capacity[x] = units.size[x] * PackingWeights.SCALE;
        }
        for (int t = 0; t < units.unitOf.length; t++) {
            for (int x : units.coverers[t]) {
                baseLoad[x] += weight[t];
            }
        }
        this.lastCell = new int[units.count];
        for (int x = 0; x < units.count; x++) {
            long[] h = units.hood[x];
            for (int i = h.length - 1; i >= 0; i--) {
                long bits = Searcher.within(h[i], i, 0, units.unitOf.length);
                if (bits != 0) {
                    lastCell[x] = (i << 6) + 63 - Long.numberOfLeadingZeros(bits);
                    break;
                }
            }
        }
        this.suffixMin = new int[units.unitOf.length + 1];
        this.fixers = new long[units.unitOf.length];
        for (int g = 0; g < maps.length; g++) {
            for (int v = 0; v < fixers.length; v++) {
                if (maps[g][v] == v) {
                    fixers[v] |= 1L << g;
                }
            }
        }
    }

    /**
     * The node budgets of {@link #suffixBounds}: the nodes one cell's search may spend, and the nodes its refutations
     * may spend in all (a search that ends over its budget counts as {@link #SUFFIX_UNKNOWN}). Knights,
     * bench/knights-refute.sh, one thread for the search of every cover with at most k (two for the table): 16×16 with
     * 39 took 412 M nodes without a table; 166 M in 191 s with a table per layer (a row) from layer 6 on; per cell,
     * from layer 5 on, the table to cell 100 (k 26, 18.6 s) left 66.3 M nodes, to 95 (27, 29.2 s) 42.6 M, to 89 (28,
     * 61.5 s) 34.7 M, to 84 (29, 152 s) 13.8 M (without the cells above keeping the last k): each step of k up the
     * table costs about twice the one before and saves less of the search, so the table stops before a refutation it
     * cannot pay for. With these budgets it ends after cell 95 (its refutation of 17.3 M nodes leaves less of the
     * budget than that), the cells above keeping 27: 29.4 M nodes in about 53 s, the table 28.4 s on two threads
     * (36.8 s the same day when each search first ran 1 M nodes on one thread and covers were still looked for past
     * the last refutation); stopped after cell 100 (k 26, 16.5 s), 53.9 M nodes in 95.7 s. 15×15 with 35: 15.7 M
     * nodes without a table, 9.2 M in 16.5 s with one per layer from layer 5 on (15.9 s the same day as the next
     * figure), 3.4 M in 10.5 s per cell (the table 3.7 s on one thread, 2.9 s on two).
     */
    static final long SUFFIX_BUDGET = 20_000_000;
    static final long SUFFIX_TOTAL = 40_000_000;
    static final long SUFFIX_UNKNOWN = 1_000_000;
    /** The nodes a part of the search of one cell searches before it leaves the rest open, as parts. */
    static final long SUFFIX_PART = 10_000;
    /** How many cells in a row may end their searches without a refutation before the table stops. */
    static final int SUFFIX_UNKNOWN_RUN = 2;

    /**
     * Fills {@link #suffixMin} from the last cell back to the first cell of the layer a third of the way down the board
     * (at most), a Russian doll search (Verfaillie, Lemaître and Schiex, "Russian doll search for solving constraint
     * optimization problems", AAAI 1996): for each cell j, the least k for which the cells from j on have a cover,
     * found by the search of this class with the cells before j counted as covered, no symmetry broken, and the
     * bounds of the later cells already known. That least k is the next cell's, or one more (a coverer of j added to a
     * cover of the rest), so each cell costs at most one search, a cover with the next cell's k found or refuted, and
     * none when the last cover found (a witness), or the last one with a coverer of the cell after a refutation,
     * already covers the cell. A search runs in parts on {@code threads} threads, read in the order of one thread
     * ({@link SuffixWalk}). A cell whose search neither finds a cover nor refutes one within {@link #SUFFIX_BUDGET}
     * keeps the next cell's k, without a witness. The table stops after {@link #SUFFIX_UNKNOWN_RUN} such cells in a row,
     * or once what is left of {@link #SUFFIX_TOTAL} is no more than the last refutation's cost (the next costs more,
     * and a cover found would keep the k that the cells before get anyway); the cells before it keep the last cell's k
     * (a cover of the cells from an earlier cell on covers those from the later one).
     * <p>
     * Every choice the table depends on is the same in every run whatever the threads (a search's outcome, its nodes
     * and the cover it found, the first in the search's order), so the table is the same on every machine, and with it
     * the tree and its units. Not for independent covers (the pieces after j would have to be independent of those
     * before too) nor on a torus (no cell is last).
     * <p>
     * Once complete, the table stays; a call stopped before leaves it empty, for the next to fill.
     *
     * @throws CancellationException when {@code stop} says so before the table is complete
     */
    void suffixBounds(BooleanSupplier stop, int threads) {
        suffixBounds(stop, threads, (cell, bound, nodes) -> { });
    }

    /** {@link #suffixBounds(BooleanSupplier, int)}, telling {@code progress} each cell's bound as a search finds it. */
    void suffixBounds(BooleanSupplier stop, int threads, CellBound progress) {
        suffixBounds(stop, threads, SUFFIX_PART, SUFFIX_BUDGET, SUFFIX_TOTAL, progress);
    }

    /**
     * Told the bound of the cells from a cell on, as {@link #suffixBounds} finds it, and the nodes its search took (0
     * when a cover known already covered the cell).
     */
    @FunctionalInterface
    interface CellBound {
        void bounded(int cell, int bound, long nodes);
    }

    /**
     * {@link #suffixBounds(BooleanSupplier, int, CellBound)} with the nodes of a part, of one cell's search and of the
     * table's refutations given (tests).
     */
    synchronized void suffixBounds(BooleanSupplier stop, int threads, long part, long cellBudget, long totalBudget,
            CellBound progress) {
        if (independent || translated || suffixDone) {
            return;
        }
        long total = totalBudget;
        int count = layers.start.length;
        int first = count < 2 ? units.unitOf.length : layers.start[Math.max(1, (count + 1) / 3)];
        // the cells of a cover of the cells after the current one with suffixMin[cell + 1] pieces, or null
        int[] witness = null;
        int unknown = 0;
        long last = 0;
        int cell = units.unitOf.length - 1;
        ForkJoinPool pool = new ForkJoinPool(Math.max(1, threads));
        try {
            // no search once the budget left is no more than the last refutation's cost: the next refutation costs
            // more, and a cover found keeps the bound that the cells before get anyway
            for (; cell >= first && unknown < SUFFIX_UNKNOWN_RUN && total > last; cell--) {
                int k = suffixMin[cell + 1];
                if (witness != null && covers(witness, cell)) {
                    suffixMin[cell] = k;
                    progress.bounded(cell, k, 0);
                    continue;
                }
                SuffixWalk walk = new SuffixWalk(cell, k, part, Math.min(cellBudget, total), stop);
                walk.run(pool);
                unknown = walk.over ? unknown + 1 : 0;
                if (walk.refuted()) {
                    suffixMin[cell] = k + 1;
                    total -= walk.sum;
                    last = walk.sum;
                    witness = witness == null ? null : withCoverer(witness, cell);
                } else {
                    suffixMin[cell] = k;
                    witness = walk.cover;
                    total -= walk.over ? SUFFIX_UNKNOWN : 0;
                }
                progress.bounded(cell, suffixMin[cell], walk.sum);
            }
        } finally {
            pool.shutdownNow();
        }
        // every cover of the cells from an earlier one on covers those from the last one searched
        Arrays.fill(suffixMin, 0, cell + 1, suffixMin[cell + 1]);
        suffixDone = true;
    }

    /** Empties the table a stop left incomplete, for the next call to fill, and says why it ends. */
    private CancellationException stoppedTable() {
        Arrays.fill(suffixMin, 0);
        return new CancellationException("stopped while bounding the last cells");
    }

    /**
     * The table of {@link #suffixBounds} as text, for a run of the same problem where it is not built yet ({@link
     * #adopt}): per cell, whether its bound is one more than the next cell's (the only other case is the same), as
     * hexadecimal words, 16 digits per 64 cells. Null before the table is complete, and where there is none
     * (independent covers, a torus).
     */
    synchronized String suffixText() {
        if (!suffixDone || independent || translated) {
            return null;
        }
        int m = units.unitOf.length;
        long[] steps = new long[(m + 63) >>> 6];
        for (int j = 0; j < m; j++) {
            if (suffixMin[j] > suffixMin[j + 1]) {
                steps[j >>> 6] |= 1L << j;
            }
        }
        return hex(steps);
    }

    /**
     * Takes the table {@code text} ({@link #suffixText}) that another run of the same problem and tree built, unless
     * this one has its own: the table is the same on every machine, so a worker or a resumed solve need not build it
     * again (16×16 knights: 21 s on two cores).
     *
     * @throws IllegalArgumentException when {@code text} is not the table of a board of this many cells
     */
    synchronized void adopt(String text) {
        if (suffixDone || independent || translated) {
            return;
        }
        int m = units.unitOf.length;
        long[] steps = words(text, (m + 63) >>> 6);
        if ((m & 63) != 0 && steps[steps.length - 1] >>> (m & 63) != 0) {
            throw new IllegalArgumentException("the last cells' table '" + text + "' is not one of " + m + " cells");
        }
        for (int j = m - 1; j >= 0; j--) {
            suffixMin[j] = suffixMin[j + 1] + (int) (steps[j >>> 6] >>> j & 1);
        }
        suffixDone = true;
    }

    /** The bound {@link #suffixBounds} found for the cells from {@code cell} on (0 before it runs). */
    int suffixBound(int cell) {
        return suffixMin[cell];
    }

    /** Whether a piece on one of {@code cells} attacks {@code cell}. */
    private boolean covers(int[] cells, int cell) {
        for (int c : cells) {
            if ((units.hood[units.unitOf[c]][cell >>> 6] & 1L << cell) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code cells}, a cover of the cells after {@code cell}, with the coverer of {@code cell} of one piece that
     * attacks the most cells before it added (sorted), or null when it has none of one piece.
     */
    private int[] withCoverer(int[] cells, int cell) {
        int best = -1;
        int most = -1;
        for (int x : units.coverers[cell]) {
            if (units.size[x] != 1) {
                continue;
            }
            int before = 0;
            long[] h = units.hood[x];
            for (int i = 0; i <= (cell - 1) >>> 6 && cell > 0; i++) {
                before += Long.bitCount(Searcher.within(h[i], i, 0, cell));
            }
            if (before > most) {
                most = before;
                best = x;
            }
        }
        if (best < 0) {
            return null;
        }
        int[] result = Arrays.copyOf(cells, cells.length + 1);
        result[cells.length] = units.cells[best][0];
        Arrays.sort(result);
        return result;
    }

    /**
     * One cell's search of {@link #suffixBounds}: a cover of the cells from {@code from} on with at most {@code k}
     * pieces, the cells before counted as covered, searched in parts on a fork-join pool. A part searches at most
     * {@code part} nodes below its node and leaves the rest open, as parts that any thread may take (as a unit does
     * with {@link #BUDGET}). The outcome is read in walk order, the order of one thread searching the whole tree (a
     * part, then the parts it left open, in their order): the parts' nodes are added up until the first part that
     * found a cover (its cover, the first in walk order, is the outcome) or until the sum exceeds {@code budget}
     * ({@link #over}); when every part ended before either, the search is a refutation of {@link #sum} nodes. Each
     * part's nodes are the same in every run, so the outcome is too, whatever the threads; the parts after a cover
     * found, or after the point where the walk has ended, stop, as the outcome no longer depends on them.
     */
    private final class SuffixWalk {
        private final int from;
        private final int k;
        private final long part;
        private final long budget;
        private final BooleanSupplier stop;
        /** The parts still to read in walk order: per level, sibling parts and the index of the next one. */
        private final ArrayDeque<Level> levels = new ArrayDeque<>();
        /** The path of the first part in walk order known to have found a cover, or null. */
        private volatile int[] firstFound;
        private volatile boolean ended;
        /** The nodes read in walk order so far. */
        long sum;
        /** The cover found, the first in walk order, or null. */
        int[] cover;
        /** Whether the nodes read exceeded the budget before a cover was found or the search ended. */
        boolean over;

        SuffixWalk(int from, int k, long part, long budget, BooleanSupplier stop) {
            this.from = from;
            this.k = k;
            this.part = part;
            this.budget = budget;
            this.stop = stop;
        }

        /** Runs the search on {@code pool} until its outcome is known. */
        void run(ForkJoinPool pool) {
            Part root = new Part(new int[0], new Task(0, 0, from >>> 6, new int[0], new long[units.unitWords]));
            levels.push(new Level(new Part[] {root}));
            pool.invoke(root);
            if (stop.getAsBoolean()) {
                throw stoppedTable();
            }
            if (!ended) {
                throw new IllegalStateException("the search of the cells from " + from + " ended without an outcome");
            }
        }

        boolean refuted() {
            return cover == null && !over;
        }

        /** Whether the part at {@code path} can no longer change the outcome (or the table is stopped). */
        private boolean moot(int[] path) {
            int[] found = firstFound;
            return ended || found != null && Arrays.compare(found, path) < 0 || stop.getAsBoolean();
        }

        private synchronized void found(int[] path) {
            if (firstFound == null || Arrays.compare(path, firstFound) < 0) {
                firstFound = path;
            }
        }

        /** Reads the parts that ended, in walk order, as far as they go. */
        private synchronized void advance() {
            while (!ended) {
                while (!levels.isEmpty() && levels.peek().next == levels.peek().parts.length) {
                    levels.pop();
                }
                if (levels.isEmpty()) {
                    ended = true;
                    return;
                }
                Level level = levels.peek();
                Part p = level.parts[level.next];
                if (!p.done) {
                    return;
                }
                level.next++;
                sum += p.nodes;
                if (sum > budget) {
                    over = true;
                    ended = true;
                } else if (p.cover != null) {
                    cover = p.cover;
                    ended = true;
                } else if (p.children.length > 0) {
                    levels.push(new Level(p.children));
                }
            }
        }

        /** Sibling parts, in walk order, and the index of the next one to read. */
        private static final class Level {
            private final Part[] parts;
            private int next;

            Level(Part[] parts) {
                this.parts = parts;
            }
        }

        /** A part of the search, at {@code path} in walk order (the index of each part among its siblings). */
        private final class Part extends RecursiveAction {
            private final int[] path;
            private final Task task;
            private long nodes;
            private int[] cover;
            private Part[] children;
            private volatile boolean done;

            Part(int[] path, Task task) {
                this.path = path;
                this.task = task;
            }

            @Override
            protected void compute() {
                if (moot(path)) {
                    return;
                }
                Searcher s = new Searcher(k, false, 0, -1, null, null, () -> moot(path));
                s.budget = part;
                s.resume(task, from);
                s.flush();
                if (s.stopped) {
                    return;
                }
                nodes = s.searched;
                cover = s.found > 0 ? s.kept.get(0) : null;
                List<String> open = s.open == null ? List.of() : s.open;
                children = new Part[open.size()];
                for (int i = 0; i < children.length; i++) {
                    int[] at = Arrays.copyOf(path, path.length + 1);
                    at[path.length] = i;
                    children[i] = new Part(at, task(open.get(i)));
                }
                done = true;
                if (cover != null) {
                    found(path);
                }
                advance();
                if (!moot(path)) {
                    invokeAll(children);
                }
            }
        }
    }

    /** The total weight of the packing: a lower bound on the pieces, times {@link PackingWeights#SCALE}. */
    long totalWeight() {
        return totalWeight;
    }

    /** The order of the symmetry group the enumeration counts classes under. */
    int symmetryGroupOrder() {
        return classes.order();
    }

    /** A node of the top of the tree, searched on its own. */
    record Task(int depth, int pieces, int word, int[] placed, long[] forbidden) {
    }

    /**
     * The work units of the search with at most {@code k} pieces: the nodes at the shallowest depth with at least
     * {@link #TASKS} of them, then the top. Ids are {@code t8/[independent-]k<k>/<index>/<checksum of the node>} and
     * {@code t8/[independent-]k<k>/top/<depth>} ({@link #TREE}), so that a changed split or a changed tree never
     * matches an old checkpoint. Each unit searches at most {@code budget} nodes before it leaves the rest of its part
     * open ({@link #children}). The plan breaks the board's symmetries as its units do ({@code Searcher#forbid}).
     */
    List<WorkUnit> plan(int k, long budget, boolean all) {
        List<Task> tasks = new ArrayList<>();
        int depth = 1;
        for (; depth <= k + 1; depth++) {
            tasks.clear();
            new Searcher(k, all, 0, depth, tasks, null, () -> false).root();
            if (tasks.size() >= TASKS) {
                break;
            }
        }
        depth = Math.min(depth, k + 1);
        String prefix = TREE + (independent ? "independent-" : "") + "k" + k + "/";
        String table = suffixText();
        List<WorkUnit> result = new ArrayList<>(tasks.size() + 1);
        for (int i = 0; i < tasks.size(); i++) {
            Task task = tasks.get(i);
            Map<String, String> spec = spec(k, task, -1);
            spec.put(BUDGET_KEY, Long.toString(budget));
            putTable(spec, table);
            result.add(new WorkUnit(prefix + i + "/" + checksum(task), spec));
        }
        Map<String, String> top = new LinkedHashMap<>();
        top.put("k", Integer.toString(k));
        top.put(TOP, Integer.toString(depth));
        top.put(BUDGET_KEY, Long.toString(budget));
        putTable(top, table);
        result.add(new WorkUnit(prefix + TOP + "/" + depth, top));
        return result;
    }

    /**
     * The units that search the nodes {@code result} of {@code unit} left open, in walk order, with the unit's budget
     * (and, below the top, the top's depth, where they stop); none when it searched its whole part. Ids are the
     * unit's id, {@code /} and the node's index.
     */
    List<WorkUnit> children(WorkUnit unit, UnitResult result) {
        List<String> open = SplitRounds.open(result);
        List<WorkUnit> children = new ArrayList<>(open.size());
        int k = Integer.parseInt(unit.get("k"));
        String top = unit.spec().get(TOP);
        for (int i = 0; i < open.size(); i++) {
            Task task = task(open.get(i));
            Map<String, String> spec = spec(k, task, top == null ? -1 : Integer.parseInt(top));
            spec.put(BUDGET_KEY, unit.get(BUDGET_KEY));
            putTable(spec, unit.spec().get(TABLE));
            children.add(new WorkUnit(unit.id() + "/" + i, spec));
        }
        return children;
    }

    /** Puts the last cells' table {@code table} into {@code spec}, when there is one. */
    private static void putTable(Map<String, String> spec, String table) {
        if (table != null) {
            spec.put(TABLE, table);
        }
    }

    /**
     * Runs one unit of {@link #plan}: its node's subtree, or the top's covers; tells {@code context} the nodes
     * searched and stops when {@code stop} says so.
     */
    UnitResult run(WorkUnit unit, boolean all, int keep, UnitContext context, BooleanSupplier stop) {
        int k = Integer.parseInt(unit.get("k"));
        String top = unit.spec().get(TOP);
        String budget = unit.spec().get(BUDGET_KEY);
        Searcher s = new Searcher(k, all, keep, top == null ? -1 : Integer.parseInt(top), null, context, stop);
        if (budget != null) {
            s.budget = Long.parseLong(budget);
        }
        if (unit.spec().containsKey("placed")) {
            s.resume(task(unit), 0);
        } else if (top != null) {
            s.root();
        } else {
            throw new IllegalArgumentException("work unit " + unit.id() + " has neither a node nor a top");
        }
        s.flush();
        if (s.stopped) {
            return UnitResult.stopped(s.searched);
        }
        Map<String, String> data = s.open == null || !all && s.found > 0 ? Map.of() : SplitRounds.over(s.open);
        return new UnitResult(true, s.found, s.foundRepresentatives, s.searched, s.kept, data);
    }

    /** The spec of a node's unit; below the top, {@code top} is the depth where the top's part ends, else −1. */
    private static Map<String, String> spec(int k, Task task, int top) {
        Map<String, String> spec = new LinkedHashMap<>();
        spec.put("k", Integer.toString(k));
        spec.put("depth", Integer.toString(task.depth));
        spec.put("pieces", Integer.toString(task.pieces));
        spec.put("word", Integer.toString(task.word));
        spec.put("placed", units(task.placed, task.placed.length));
        spec.put("forbidden", hex(task.forbidden));
        if (top >= 0) {
            spec.put(TOP, Integer.toString(top));
        }
        return spec;
    }

    /** The first {@code n} units as {@code "3.17.42"}, as a spec and an open node write them. */
    private static String units(int[] units, int n) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < n; i++) {
            text.append(i == 0 ? "" : ".").append(units[i]);
        }
        return text.toString();
    }

    /** A bit set as hexadecimal words, as a spec and an open node write it. */
    private static String hex(long[] words) {
        ByteBuffer bytes = ByteBuffer.allocate(8 * words.length);
        for (long word : words) {
            bytes.putLong(word);
        }
        return HexFormat.of().formatHex(bytes.array());
    }

    private static int[] cells(String text) {
        return text.isEmpty() ? new int[0] : Arrays.stream(text.split("\\.")).mapToInt(Integer::parseInt).toArray();
    }

    private long[] forbidden(String text) {
        return words(text, units.unitWords);
    }

    /**
     * {@code count} words written by {@link #hex}.
     *
     * @throws IllegalArgumentException when {@code text} is not that many words in hexadecimal
     */
    private static long[] words(String text, int count) {
        if (text.length() != 16 * count) {
            throw new IllegalArgumentException("'" + text + "' is not " + count + " words in hexadecimal");
        }
        ByteBuffer bytes = ByteBuffer.wrap(HexFormat.of().parseHex(text));
        long[] words = new long[count];
        for (int i = 0; i < count; i++) {
            words[i] = bytes.getLong();
        }
        return words;
    }

    /** The node an open node's text ({@code Searcher#leaveOpen}) describes. */
    private Task task(String node) {
        String[] parts = node.split(":", -1);
        return new Task(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]),
                cells(parts[3]), forbidden(parts[4]));
    }

    private Task task(WorkUnit unit) {
        int depth = Integer.parseInt(unit.get("depth"));
        int[] placed = cells(unit.get("placed"));
        long[] forbidden = forbidden(unit.get("forbidden"));
        if (placed.length != depth) {
            throw new IllegalArgumentException("work unit " + unit.id() + " places " + placed.length + " units at depth " + depth);
        }
        return new Task(depth, Integer.parseInt(unit.get("pieces")), Integer.parseInt(unit.get("word")), placed, forbidden);
    }

    /** A checksum of the task's node (depth, pieces, placed units, forbidden units). */
    private static String checksum(Task task) {
        CRC32 crc = new CRC32();
        ByteBuffer bytes = ByteBuffer.allocate(12 + 4 * task.placed.length + 8 * task.forbidden.length);
        bytes.putInt(task.depth).putInt(task.pieces).putInt(task.word);
        for (int unit : task.placed) {
            bytes.putInt(unit);
        }
        for (long word : task.forbidden) {
            bytes.putLong(word);
        }
        crc.update(bytes.array());
        return Long.toHexString(crc.getValue());
    }

    /** Depth-first search with one preallocated state per depth. Not thread-safe: one per unit. */
    private final class Searcher {
        private final int k;
        private final boolean all;
        private final int keep;
        private final int splitDepth;
        private final List<Task> tasks;
        private final UnitContext context;
        private final BooleanSupplier stop;
        private final long[][] covered;
        private final long[][] forbidden;
        private final int[] placed;
        /** Per depth, the symmetries (bits over {@link #maps}) that fix every unit placed above: those it breaks. */
        private final long[] fixing;
        /**
         * Per depth and layer, the weight of the packing of the suffix from the layer on ({@link LayerBounds}) that
         * the node's cover covers; kept from the layer of the node's first uncovered cell on (the layers a node below
         * reads), as each placed unit adds its cells.
         */
        private final long[][] layerCovered;
        /** Per unit, the packing weight still uncovered in its neighbourhood at the current node. */
        private final long[] load;
        /** The cells the current ascent raised, and by how much (it adds to {@link #load} and takes it back). */
        private final int[] raisedCell;
        private final long[] raisedBy;
        /** How many cells the last ascent raised ({@link #raisedCell}), until {@link #lower} takes them back. */
        private int raisedCount;
        /** Per depth, the coverers of the cell branched on whose branch the bound would cut at once. */
        private final long[][] doomed;
        private final int words = units.words;
        private final int[] cells;
        private final int[] scratch;
        /** Per coverer of the cell branched on, the uncovered cells it covers, and how many ({@link #branchOrder}). */
        private final long[][] fresh = new long[64][units.words];
        private final int[] freshCount = new int[64];
        /** Per depth, the coverers branched on, in the order tried ({@link #branchOrder}). */
        private final int[][] order;
        private final int[] orderKey = new int[64];
        /** The order tried at a node of {@link #reaches}' path. */
        private final int[] reachOrder;
        private final List<int[]> kept = new ArrayList<>();
        private long local;
        private long searched;
        private long found;
        private long foundRepresentatives;
        private boolean aborted;
        private boolean stopped;
        /** Nodes searched before the rest is left open. */
        long budget = Long.MAX_VALUE;
        /**
         * The last cells of the placed units' neighbourhoods ({@link #lastCell}), in order, and the units' pieces, as
         * many as units are placed ({@link #suffixMin}).
         */
        private final int[] endCell;
        private final int[] endPieces;
        /**
         * At the current node, with {@link #endsAt} units placed: per index i of {@link #endCell}, the pieces of the
         * units before i, and the most, over the indices from i on, of the pieces ending up to {@code endCell[i]} and
         * the least cover of the cells after it ({@link #endsBeyond}).
         */
        private final int[] endBefore;
        private final int[] endBound;
        private int endsAt;
        /** The nodes left open once the budget is spent, in walk order (see {@link #leaveOpen}). */
        List<String> open;

        /**
         * @param splitDepth the depth at which nodes are not searched but collected into {@code tasks} (planning)
         *     or skipped (the top unit), or −1 for none
         * @param context whom to tell the nodes searched, or {@code null} (planning)
         * @param stop whether to stop now
         */
        Searcher(int k, boolean all, int keep, int splitDepth, List<Task> tasks, UnitContext context, BooleanSupplier stop) {
            this.k = k;
            this.all = all;
            this.keep = keep;
            this.splitDepth = splitDepth;
            this.tasks = tasks;
            this.context = context;
            this.stop = stop;
            int depths = k + 2;
            covered = new long[depths][words];
            forbidden = new long[depths][units.unitWords];
            doomed = new long[depths][units.unitWords];
            placed = new int[depths];
            layerCovered = new long[depths][layers.start.length];
            endCell = new int[depths];
            endPieces = new int[depths];
            endBefore = new int[depths + 1];
            endBound = new int[depths + 1];
            int most = 64;
            for (int[] cov : units.coverers) {
                most = Math.max(most, cov.length);
            }
            order = new int[depths][most];
            reachOrder = new int[most];
            fixing = new long[depths];
            load = baseLoad.clone();
            raisedCell = new int[units.unitOf.length];
            raisedBy = new long[units.unitOf.length];
            cells = new int[Math.max(1, k)];
            scratch = new int[Math.max(1, k)];
        }

        void root() {
            pastTheBoard(covered[0]);
            fixing[0] = (1L << maps.length) - 1;
            dfs(0, 0, totalWeight, 0);
        }

        /**
         * Searches below {@code task}'s node; with {@code from} above 0, of a search of the cells from {@code from}
         * on, the ones before counted as covered ({@link SuffixWalk}), without symmetries.
         */
        void resume(Task task, int from) {
            long[] c = covered[task.depth];
            pastTheBoard(c);
            for (int t = 0; t < from; t++) {
                c[t >>> 6] |= 1L << t;
            }
            for (int d = 0; d < task.depth; d++) {
                ending(d, task.placed[d]);
                long[] h = units.hood[task.placed[d]];
                for (int i = 0; i < words; i++) {
                    c[i] |= h[i];
                }
            }
            long coveredWeight = 0;
            for (int i = 0; i < words; i++) {
                long bits = within(c[i], i, 0, units.unitOf.length);
                while (bits != 0) {
                    int t = (i << 6) + Long.numberOfTrailingZeros(bits);
                    coveredWeight += weight[t];
                    for (int x : units.coverers[t]) {
                        load[x] -= weight[t];
                    }
                    bits &= bits - 1;
                }
            }
            for (int layer = 0; layer < layers.start.length; layer++) {
                layerCovered[task.depth][layer] = layerWeightCovered(layer, c);
            }
            System.arraycopy(task.forbidden, 0, forbidden[task.depth], 0, forbidden[task.depth].length);
            System.arraycopy(task.placed, 0, placed, 0, task.depth);
            long fixed = 0;
            for (int g = 0; g < maps.length && from == 0; g++) {
                boolean fixes = true;
                for (int d = 0; d < task.depth && fixes; d++) {
                    fixes = maps[g][task.placed[d]] == task.placed[d];
                }
                fixed |= fixes ? 1L << g : 0;
            }
            fixing[task.depth] = fixed;
            dfs(task.depth, task.pieces, totalWeight - coveredWeight, task.word);
        }

        /** Marks the bits past the board's last cell covered, so that a full word means no cell left there. */
        private void pastTheBoard(long[] c) {
            for (int bit = units.unitOf.length; bit < words * 64; bit++) {
                c[bit >>> 6] |= 1L << bit;
            }
        }

        void flush() {
            if (context != null) {
                context.nodes(local);
            }
            searched += local;
            local = 0;
        }

        private void dfs(int depth, int pieces, long weightLeft, int word) {
            if ((++local & 1023) == 0) {
                flush();
                if (stop.getAsBoolean()) {
                    aborted = true;
                    stopped = true;
                    return;
                }
            }
            if (searched + local >= budget && depth != splitDepth) {
                open = new ArrayList<>();
                aborted = true;
                leaveOpen(depth, pieces, word);
                return;
            }
            long[] c = covered[depth];
            int w = word;
            while (w < words && c[w] == -1L) {
                w++;
            }
            if (w == words) {
                found(depth);
                return;
            }
            long room = (k - pieces) * PackingWeights.SCALE;
            if (weightLeft > room) {
                return;
            }
            // the cover's units that end before the cell after endCell[i] and those that cover a cell from it on
            int ending = 0;
            for (int i = 0; i < depth; i++) {
                endBefore[i] = ending;
                ending += endPieces[i];
                endBound[i] = ending + suffixMin[endCell[i] + 1];
                if (endBound[i] > k) {
                    return;
                }
            }
            endBefore[depth] = ending;
            endBound[depth] = 0;
            for (int i = depth - 1; i >= 0; i--) {
                endBound[i] = Math.max(endBound[i], endBound[i + 1]);
            }
            endsAt = depth;
            int u = (w << 6) + Long.numberOfTrailingZeros(~c[w]);
            for (int layer = layers.layerOf[u]; layer < layers.start.length; layer++) {
                long left = layers.total[layer] - layerCovered[depth][layer];
                if (left > room) {
                    return;
                }
                if (left == layers.total[layer]) {
                    break;
                }
            }
            long spare = room - weightLeft;
            long extra = 0;
            if (spare < PackingWeights.SCALE) {
                extra = ascent(u, c, forbidden[depth], spare);
                if (extra > spare) {
                    lower();
                    return;
                }
            }
            if (depth == splitDepth) {
                lower();
                if (tasks != null) {
                    tasks.add(new Task(depth, pieces, w, Arrays.copyOf(placed, depth), forbidden[depth].clone()));
                }
                return;
            }
            long[] f = forbidden[depth];
            long symmetries = fixing[depth];
            // a census chooses the cell as reaches() does, which knows no packing
            int b = symmetries != 0 ? branchCell(u, c, f, pieces, symmetries)
                    : fewestCoverers(u, c, f, all ? Long.MAX_VALUE : spare - extra);
            if (b < 0) {
                lower();
                return;
            }
            // on a torus, one cover is sought among those with a piece on the first cell (a translate of any); the
            // piece's stabiliser among the symmetries keeps breaking the rest
            int[] coverers = depth == 0 && translated && !all ? new int[] {u} : units.coverers[b];
            // the coverers whose branch the raised packing would cut at once, read before the raises are taken back
            long[] doomed = this.doomed[depth];
            for (int x : coverers) {
                if (hopeless(x, spare - extra) || endsBeyond(x)) {
                    doomed[x >>> 6] |= 1L << x;
                }
            }
            lower();
            int[] tried = coverers;
            int count = branchOrder(coverers, c, f, pieces, order[depth], symmetries == 0 && !all && !independent);
            coverers = order[depth];
            branch(depth, pieces, weightLeft, w, layers.layerOf[u], c, f, symmetries, coverers, count, doomed);
            for (int x : tried) {
                doomed[x >>> 6] &= ~(1L << x);
            }
        }

        /**
         * Inserts the last cell of {@code unit}'s neighbourhood and its pieces into {@link #endCell}, which holds the
         * {@code placed} units' in order; returns where.
         */
        private int ending(int placed, int unit) {
            int at = endingAt(lastCell[unit], placed);
            System.arraycopy(endCell, at, endCell, at + 1, placed - at);
            System.arraycopy(endPieces, at, endPieces, at + 1, placed - at);
            endCell[at] = lastCell[unit];
            endPieces[at] = units.size[unit];
            return at;
        }

        /** Where a unit whose neighbourhood ends at cell {@code e} goes among the first {@code n} of {@link #endCell}. */
        private int endingAt(int e, int n) {
            int at = n;
            while (at > 0 && endCell[at - 1] > e) {
                at--;
            }
            return at;
        }

        /**
         * Tries the {@code count} coverers of the node at {@code depth} in {@code coverers}, in order, each forbidden
         * to the later ones; those in {@code doomed} only forbidden ({@link #hopeless}). When a unit's budget runs out,
         * lists the untried ones as open nodes.
         */
        private void branch(int depth, int pieces, long weightLeft, int w, int layer, long[] c, long[] f,
                long symmetries, int[] coverers, int count, long[] doomed) {
            long[] nc = covered[depth + 1];
            long[] nf = forbidden[depth + 1];
            long[] lc = layerCovered[depth];
            long[] nl = layerCovered[depth + 1];
            int layerCount = lc.length;
            for (int next = 0; next < count; next++) {
                int unit = coverers[next];
                if (!allowed(unit, f, c, pieces)) {
                    continue;
                }
                if ((doomed[unit >>> 6] & 1L << unit) != 0) {
                    // its child would be cut at once: forbidden as if tried
                    forbid(f, unit, symmetries);
                    continue;
                }
                int after = pieces + units.size[unit];
                long[] h = units.hood[unit];
                long gained = 0;
                System.arraycopy(lc, layer, nl, layer, layerCount - layer);
                for (int i = 0; i < words; i++) {
                    long fresh = h[i] & ~c[i];
                    nc[i] = c[i] | h[i];
                    while (fresh != 0) {
                        int t = (i << 6) + Long.numberOfTrailingZeros(fresh);
                        gained += weight[t];
                        for (int l = layer, last = layers.layerOf[t]; l <= last; l++) {
                            nl[l] += layers.weight[l][t];
                        }
                        for (int x : units.coverers[t]) {
                            load[x] -= weight[t];
                        }
                        fresh &= fresh - 1;
                    }
                }
                System.arraycopy(f, 0, nf, 0, f.length);
                placed[depth] = unit;
                fixing[depth + 1] = fixing(symmetries, unit);
                int at = ending(depth, unit);
                dfs(depth + 1, after, weightLeft - gained, w);
                System.arraycopy(endCell, at + 1, endCell, at, depth - at);
                System.arraycopy(endPieces, at + 1, endPieces, at, depth - at);
                for (int i = 0; i < words; i++) {
                    for (long fresh = h[i] & ~c[i]; fresh != 0; fresh &= fresh - 1) {
                        int t = (i << 6) + Long.numberOfTrailingZeros(fresh);
                        for (int x : units.coverers[t]) {
                            load[x] += weight[t];
                        }
                    }
                }
                if (open != null && !stopped) {
                    forbid(f, unit, symmetries);
                    for (int j = next + 1; j < count; j++) {
                        int later = coverers[j];
                        if (allowed(later, f, c, pieces)) {
                            if ((doomed[later >>> 6] & 1L << later) == 0) {
                                placed[depth] = later;
                                System.arraycopy(f, 0, nf, 0, f.length);
                                leaveOpen(depth + 1, pieces + units.size[later], w);
                            }
                            forbid(f, later, symmetries);
                        }
                    }
                    return;
                }
                if (aborted) {
                    return;
                }
                forbid(f, unit, symmetries);
            }
        }

        /**
         * The coverers of the cell branched on, {@code coverers}, that the node branches on, into {@code into}, in the
         * order tried; returns how many. Fewer than 2 or more than 64 are copied as they are. With {@code skip}, a
         * coverer {@code x} is left out, and forbidden in {@code f}, when another coverer {@code y} allowed here, no
         * larger, covers every uncovered cell {@code x} covers (and more, or the same and comes first): a cover below
         * this node with {@code x} stays one with {@code x} replaced by {@code y}, no larger, and repeating the swap
         * ends (the cover shrinks or its units rise in that strict order) at a cover whose first coverer of the cell,
         * in the order tried, is one branched on. The others are tried in the order of the uncovered cells they cover,
         * most first (ties in the order of {@code coverers}): the later siblings, which have the earlier ones
         * forbidden, are then the weaker coverers (knights 15×15, every cover with at most 35: 54.3 M nodes in 24.4 s
         * in board order, 31.1 M in 15.0 s this way, least first 63.6 M; bench/knights-refute.sh). Every search takes
         * this order, and {@link #reaches} walks it too; only a search for one cover, without symmetries left to break
         * and without independence (a swap could break it), skips. In a census the order took 14×14 (every cover with
         * at most 32) from 32.5 M nodes in 10.1 s to 28.2 M in 8.2 s.
         */
        private int branchOrder(int[] coverers, long[] c, long[] f, int pieces, int[] into, boolean skip) {
            int n = coverers.length;
            if (n < 2 || n > 64) {
                // one coverer, or more than the bits of live: tried as they come
                System.arraycopy(coverers, 0, into, 0, n);
                return n;
            }
            long live = 0;
            for (int i = 0; i < n; i++) {
                int x = coverers[i];
                if (!allowed(x, f, c, pieces)) {
                    continue;
                }
                live |= 1L << i;
                long[] h = units.hood[x];
                long[] d = fresh[i];
                int count = 0;
                for (int w = 0; w < words; w++) {
                    d[w] = h[w] & ~c[w];
                    count += Long.bitCount(d[w]);
                }
                freshCount[i] = count;
            }
            int m = 0;
            for (long a = live; a != 0; a &= a - 1) {
                int i = Long.numberOfTrailingZeros(a);
                boolean dominated = false;
                for (long o = skip ? live & ~(1L << i) : 0; o != 0 && !dominated; o &= o - 1) {
                    int j = Long.numberOfTrailingZeros(o);
                    dominated = (freshCount[j] > freshCount[i] || freshCount[j] == freshCount[i] && j < i)
                            && units.size[coverers[j]] <= units.size[coverers[i]] && subset(fresh[i], fresh[j]);
                }
                int x = coverers[i];
                if (dominated) {
                    f[x >>> 6] |= 1L << x;
                    continue;
                }
                int key = freshCount[i];
                int j = m++;
                while (j > 0 && orderKey[j - 1] < key) {
                    into[j] = into[j - 1];
                    orderKey[j] = orderKey[j - 1];
                    j--;
                }
                into[j] = x;
                orderKey[j] = key;
            }
            return m;
        }

        /**
         * Whether a cover below the current node with {@code unit} needs more than k pieces, where {@code spare} is
         * the weight the node has to spare (the pieces left times {@link PackingWeights#SCALE}, less the packing weight
         * still uncovered, with the ascent's raises): the unit covers its {@link #load} of the weight left but uses its
         * whole capacity, and every other piece covers at most its own. The search reads it on the raised packing,
         * before the raises are taken back, and forbids such a coverer as if it had tried it, without its node (knights
         * 15×15, every cover with at most 35, one thread: 29.2 M nodes in 14.8 s before; 22.4 M in 14.2 s reading it on
         * the packing before the ascent; 18.2 M in 12.7 s on the raised one; 15.7 M in 12.4 s when the cell branched
         * on is also the one with the fewest coverers left that are not hopeless. The census of 14×14, which chooses
         * the cell as before: 28.2 M nodes in 8.5 s, 16.5 M in 8.0 s, 12.6 M in 7.3 s; bench/knights-refute.sh).
         */
        private boolean hopeless(int unit, long spare) {
            return capacity[unit] - load[unit] > spare;
        }

        /**
         * Whether placing {@code unit} at the current node ({@link #endsAt}) makes, for some cell, the pieces placed
         * whose neighbourhoods end before it and the least cover of the cells from it on ({@link #suffixMin}) exceed k,
         * the cut of {@link #dfs}: the unit's pieces join those ending before every cell after its last one, and that
         * cell becomes one to check. The search forbids such a coverer as if it had tried it, as a {@link #hopeless}
         * one, and a search for one cover does not count it among the coverers left of a cell (knights 15×15, every
         * cover with at most 35: 45% of the nodes were such children, cut on entry).
         */
        private boolean endsBeyond(int unit) {
            int e = lastCell[unit];
            int at = endingAt(e, endsAt);
            return units.size[unit] + Math.max(endBefore[at] + suffixMin[e + 1], endBound[at]) > k;
        }

        /** Whether the bit set {@code a} lies within {@code b}. */
        private boolean subset(long[] a, long[] b) {
            for (int w = 0; w < words; w++) {
                if ((a[w] & ~b[w]) != 0) {
                    return false;
                }
            }
            return true;
        }

        /**
         * Forbids {@code unit} to the later siblings, and with it its images under the symmetries {@code h} that fix
         * every unit placed above. No class of covers is lost: the node's placed and forbidden units are invariant
         * under {@code h}, so a cover below a later sibling with an image g(unit) is the image under g of a cover
         * below this node with {@code unit}, which was searched. By induction down the tree, every cover below a node
         * has an image under the node's {@code h} that the tree reaches.
         */
        private void forbid(long[] f, int unit, long h) {
            f[unit >>> 6] |= 1L << unit;
            for (long bits = h; bits != 0; bits &= bits - 1) {
                int image = maps[Long.numberOfTrailingZeros(bits)][unit];
                f[image >>> 6] |= 1L << image;
            }
        }

        /**
         * The cell to branch on while the symmetries {@code h} are still unbroken: the uncovered cell, among those
         * some of them fix, whose allowed coverers fall into the fewest orbits for the branches they save (the centre of
         * an odd board: its nine coverers are two orbits), else the first uncovered cell {@code u}.
         */
        private int branchCell(int u, long[] c, long[] f, int pieces, long h) {
            int best = u;
            int saved = 0;
            for (int i = 0; i < words; i++) {
                long bits = within(~c[i], i, 0, units.unitOf.length);
                for (; bits != 0; bits &= bits - 1) {
                    int v = (i << 6) + Long.numberOfTrailingZeros(bits);
                    long fix = fixers[v] & h;
                    if (fix == 0) {
                        continue;
                    }
                    int allowed = 0;
                    int orbits = 0;
                    for (int x : units.coverers[v]) {
                        if (!allowed(x, f, c, pieces)) {
                            continue;
                        }
                        allowed++;
                        boolean least = true;
                        for (long g = fix; g != 0 && least; g &= g - 1) {
                            least = maps[Long.numberOfTrailingZeros(g)][x] >= x;
                        }
                        orbits += least ? 1 : 0;
                    }
                    if (allowed - orbits > saved) {
                        saved = allowed - orbits;
                        best = v;
                    }
                    if (v == u && saved > 0) {
                        return u;
                    }
                }
            }
            return best;
        }

        /**
         * The uncovered cell from {@code u} to the end of its layer with the fewest coverers neither forbidden nor
         * {@link #hopeless} against {@code spare} (the first of them), or −1 when one has none left: no cover lies
         * below this node. A census passes the largest long, so that it chooses as {@link #reaches} does.
         */
        private int fewestCoverers(int u, long[] c, long[] f, long spare) {
            int end = layersEnd(u, 1);
            int best = u;
            int fewest = Integer.MAX_VALUE;
            for (int i = u >>> 6; i <= (end - 1) >>> 6; i++) {
                for (long bits = within(~c[i], i, u, end); bits != 0; bits &= bits - 1) {
                    int v = (i << 6) + Long.numberOfTrailingZeros(bits);
                    int count = 0;
                    for (int x : units.coverers[v]) {
                        if ((f[x >>> 6] & 1L << x) == 0 && !hopeless(x, spare)) {
                            count++;
                        }
                    }
                    if (count < fewest) {
                        if (count == 0) {
                            return -1;
                        }
                        fewest = count;
                        best = v;
                    }
                }
            }
            return best;
        }

        /**
         * How much the board's packing, restricted to the uncovered cells, can be raised on the uncovered cells of the
         * {@link #ASCENT_LAYERS} layers from the first uncovered cell {@code u} on (a greedy dual ascent, cell by cell
         * in order): each cell by the least slack of its coverers not forbidden, where a unit's slack is what it could
         * cover (its size times {@link PackingWeights#SCALE}) less the weight still uncovered in its neighbourhood
         * ({@link #load}, to which the ascent adds what it raised, until {@link #lower} takes it back). A forbidden
         * unit constrains nothing and a unit next to covered cells has slack; the raised packing stays feasible for
         * every unit that may be placed below this node, so its total bounds the pieces they need. Stops once the gain
         * exceeds {@code need}.
         */
        private long ascent(int u, long[] c, long[] f, long need) {
            int end = layersEnd(u, ASCENT_LAYERS);
            long extra = 0;
            int raisedCells = 0;
            for (int i = u >>> 6; i <= (end - 1) >>> 6 && extra <= need; i++) {
                for (long bits = within(~c[i], i, u, end); bits != 0; bits &= bits - 1) {
                    int t = (i << 6) + Long.numberOfTrailingZeros(bits);
                    int[] cov = units.coverers[t];
                    long slack = PackingWeights.SCALE;
                    for (int x : cov) {
                        if ((f[x >>> 6] & 1L << x) == 0) {
                            slack = Math.min(slack, capacity[x] - load[x]);
                            if (slack <= 0) {
                                break;
                            }
                        }
                    }
                    if (slack <= 0) {
                        continue;
                    }
                    extra += slack;
                    if (extra > need) {
                        break;
                    }
                    raise(cov, slack);
                    raisedCell[raisedCells] = t;
                    raisedBy[raisedCells++] = slack;
                }
            }
            raisedCount = raisedCells;
            return extra;
        }

        /** Takes back the raises of the last ascent from {@link #load} (none when there was none since). */
        private void lower() {
            while (raisedCount > 0) {
                raisedCount--;
                raise(units.coverers[raisedCell[raisedCount]], -raisedBy[raisedCount]);
            }
        }

        /**
         * Adds {@code amount} to the {@link #load} of the units of {@code cov}, forbidden ones too: the ascent never
         * reads a forbidden unit's load, and {@link #lower} takes back from the same units what was added.
         */
        private void raise(int[] cov, long amount) {
            for (int x : cov) {
                load[x] += amount;
            }
        }

        /** The first cell past the {@code count} layers from {@code u}'s on (the board's end when there are fewer). */
        private int layersEnd(int u, int count) {
            int to = layers.layerOf[u] + count;
            return to >= layers.start.length ? units.unitOf.length : layers.start[to];
        }

        /** Word {@code i} of a set of cells ({@code bits}) with only the cells in [{@code from}, {@code end}) kept. */
        private static long within(long bits, int i, int from, int end) {
            if (i == from >>> 6) {
                bits &= -1L << (from & 63);
            }
            if (i == (end - 1) >>> 6 && (end & 63) != 0) {
                bits &= (1L << (end & 63)) - 1;
            }
            return bits;
        }

        /** The symmetries of {@code h} that fix {@code unit}. */
        private long fixing(long h, int unit) {
            long result = 0;
            for (long bits = h; bits != 0; bits &= bits - 1) {
                int g = Long.numberOfTrailingZeros(bits);
                if (maps[g][unit] == unit) {
                    result |= 1L << g;
                }
            }
            return result;
        }

        /** Whether {@code unit} may be placed below a node with {@code f} forbidden and {@code c} covered. */
        private boolean allowed(int unit, long[] f, long[] c, int pieces) {
            return (f[unit >>> 6] & 1L << unit) == 0 && pieces + units.size[unit] <= k
                    && (!independent || placeable(unit, c));
        }

        /**
         * Lists the node at {@code depth} (placed units {@code placed[0..depth)}, forbidden units
         * {@code forbidden[depth]}) as open: {@code depth:pieces:word:placed:forbidden}.
         */
        private void leaveOpen(int depth, int pieces, int word) {
            open.add(depth + ":" + pieces + ":" + word + ":" + units(placed, depth) + ":" + hex(forbidden[depth]));
        }

        /** The weight of the packing of the suffix from {@code layer} on that {@code c} covers. */
        private long layerWeightCovered(int layer, long[] c) {
            long[] lw = layers.weight[layer];
            int from = layers.start[layer];
            long coveredWeight = 0;
            for (int i = from >>> 6; i < words; i++) {
                for (long bits = within(c[i], i, from, units.unitOf.length); bits != 0; bits &= bits - 1) {
                    coveredWeight += lw[(i << 6) + Long.numberOfTrailingZeros(bits)];
                }
            }
            return coveredWeight;
        }

        private boolean placeable(int unit, long[] c) {
            if (!units.selfIndependent[unit]) {
                return false;
            }
            long[] mask = units.mask[unit];
            for (int i = 0; i < words; i++) {
                if ((mask[i] & c[i]) != 0) {
                    return false;
                }
            }
            return true;
        }

        private void found(int depth) {
            if (tasks != null) {
                return;
            }
            int n = 0;
            for (int d = 0; d < depth; d++) {
                for (int cell : units.cells[placed[d]]) {
                    cells[n++] = cell;
                }
            }
            Arrays.sort(cells, 0, n);
            int[] solution = Arrays.copyOf(cells, n);
            if (!all) {
                found++;
                kept.add(solution);
                aborted = true;
                return;
            }
            if (maps.length == 0) {
                found++;
                if (classes.isRepresentative(solution, n, scratch)) {
                    foundRepresentatives++;
                }
                if (kept.size() < keep) {
                    kept.add(solution);
                }
                return;
            }
            List<int[]> orbit = orbitIfFirst(solution);
            if (orbit == null) {
                return;
            }
            found += orbit.size();
            foundRepresentatives++;
            for (int i = 0; i < orbit.size() && kept.size() < keep; i++) {
                kept.add(orbit.get(i));
            }
        }

        /**
         * The distinct images of the cover {@code solution} (sorted cells, which are the units here) under the board's
         * symmetries ({@link #classes}, the group of {@link #maps}), itself first, when it is the least of them that
         * the tree reaches; else {@code null}, and a lesser image that the tree reaches counts the class.
         */
        private List<int[]> orbitIfFirst(int[] solution) {
            List<int[]> orbit = classes.orbit(solution);
            for (int[] image : orbit) {
                if (Arrays.compare(image, solution) < 0 && reaches(image)) {
                    return null;
                }
            }
            return orbit;
        }

        /**
         * Whether the tree has a leaf with exactly the units {@code solution}: walks from the root the one path that
         * could hold it, taking at each node the branch of the first coverer (of the cell branched on) in it, the
         * earlier siblings forbidden as {@link #dfs} forbids them. The bounds never cut a node with a cover below, so
         * they are not evaluated; the split into units does not change the tree.
         */
        private boolean reaches(int[] solution) {
            long[] mine = new long[units.unitWords];
            for (int x : solution) {
                mine[x >>> 6] |= 1L << x;
            }
            long[] c = new long[words];
            pastTheBoard(c);
            long[] f = new long[units.unitWords];
            long h = (1L << maps.length) - 1;
            int pieces = 0;
            int placedUnits = 0;
            while (true) {
                int w = 0;
                while (w < words && c[w] == -1L) {
                    w++;
                }
                if (w == words) {
                    return placedUnits == solution.length;
                }
                int u = (w << 6) + Long.numberOfTrailingZeros(~c[w]);
                int b = h != 0 ? branchCell(u, c, f, pieces, h) : fewestCoverers(u, c, f, Long.MAX_VALUE);
                if (b < 0) {
                    return false;
                }
                for (int x : units.coverers[b]) {
                    if ((mine[x >>> 6] & 1L << x) != 0 && !allowed(x, f, c, pieces)) {
                        return false;
                    }
                }
                int count = branchOrder(units.coverers[b], c, f, pieces, reachOrder, false);
                int[] cov = reachOrder;
                int chosen = -1;
                for (int i = 0; i < count; i++) {
                    int x = cov[i];
                    boolean in = (mine[x >>> 6] & 1L << x) != 0;
                    if (!allowed(x, f, c, pieces)) {
                        if (in) {
                            return false;
                        }
                        continue;
                    }
                    if (in) {
                        chosen = x;
                        break;
                    }
                    forbid(f, x, h);
                }
                if (chosen < 0) {
                    return false;
                }
                long[] hood = units.hood[chosen];
                for (int i = 0; i < words; i++) {
                    c[i] |= hood[i];
                }
                pieces += units.size[chosen];
                placedUnits++;
                h = fixing(h, chosen);
            }
        }
    }
}
