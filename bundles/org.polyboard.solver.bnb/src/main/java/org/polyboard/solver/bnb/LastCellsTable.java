package org.polyboard.solver.bnb;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.BooleanSupplier;

/**
 * The last cells' bounds: per cell j (and one past the last, 0), a lower bound on the pieces of the units of any
 * cover that cover cell j or a later one — the least cover of those cells alone, by the units that cover one of them,
 * searched from the last cell back with the bounds of the cells after it (before the cells searched, the first one's).
 * A branch is cut when, for some cell, the pieces placed whose neighbourhoods end before it and this bound of the
 * cells from it on exceed k ({@link CoverSearcher}).
 * <p>
 * The table is a Russian doll search (Verfaillie, Lemaître and Schiex, "Russian doll search for solving constraint
 * optimization problems", AAAI 1996): for each cell j, the least k for which the cells from j on have a cover, found
 * by the cover search with the cells before j counted as covered, no symmetry broken, and the bounds of the later
 * cells already known. That least k is the next cell's, or one more (a coverer of j added to a cover of the rest), so
 * each cell costs at most one search, a cover with the next cell's k found or refuted, and none when the last cover
 * found (a witness), or the last one with a coverer of the cell after a refutation, already covers the cell. A search
 * runs in parts on the solve's executor, read in the order of one thread ({@link Walk}). A cell whose search neither
 * finds a cover nor refutes one within half the table's budget keeps the next cell's k, without a witness. The table
 * stops after {@link #UNKNOWN_RUN} such cells in a row, or once what is left of its budget is no more than
 * the last refutation's cost (the next costs more, and a cover found would keep the k that the cells before get
 * anyway), and never searches above the layer a third of the way down the board; the cells before keep the last
 * cell's k (a cover of the cells from an earlier cell on covers those from the later one).
 * <p>
 * A table of a larger budget, built after a smaller one of the same problem, takes the outcomes of the smaller one's
 * searches instead of searching again ({@link #continuing}): down to the smaller table's first cell whose search ran
 * out of budget, both builds meet the same cells with the same bounds after them, so each search has the same outcome
 * (a refutation, or the same cover) and the same nodes in both, and the larger table comes out exactly as it would
 * built afresh. On 17×17 a census builds tables of 40 M, 160 M, 2.56 G and 41 G nodes, each some minutes, and each
 * searched the cells of the one before again.
 * <p>
 * Every choice the table depends on is the same in every run whatever the threads (a search's outcome, its nodes and
 * the cover it found, the first in the search's order), so the table is the same on every machine, and with it the
 * tree and its units. Not for independent covers (the pieces after j would have to be independent of those before
 * too) nor on a torus (no cell is last): there it stays all zeros. Once complete the table stays; a build stopped
 * before leaves it empty, for the next to fill. Thread-safe.
 */
final class LastCellsTable {

    /**
     * The nodes one cell's search may spend, and the nodes the table's refutations may spend in all; a search that ends
     * over its budget counts as {@link #UNKNOWN_COST}. Chosen on knights 15×15 and 16×16 (docs/knights.md): each step
     * of k up the table costs about twice the one before and saves less of the search.
     */
    static final long TOTAL_BUDGET = 40_000_000;
    static final long CELL_BUDGET = TOTAL_BUDGET / 2;
    /**
     * How much larger each larger table's budget is ({@link #budgetAfter}): four times the nodes reach about two cells
     * further up the board (docs/knights.md).
     */
    static final long GROWTH = 4;
    static final long UNKNOWN_COST = 1_000_000;
    /** The nodes a part of one cell's search searches before it leaves the rest open, as parts. */
    static final long PART = 10_000;
    /** How many cells in a row may end their searches without a refutation before the table stops. */
    static final int UNKNOWN_RUN = 2;

    /**
     * Told the bound of the cells from a cell on, as the table finds it, and the nodes its search took (0 when a cover
     * known already covered the cell, or when a smaller table's outcome was taken).
     */
    @FunctionalInterface
    interface CellBound {
        void bounded(int cell, int bound, long nodes);
    }

    private final CoverTables tables;
    /** The nodes this table's refutations may spend in all; one cell's search may spend half of it. */
    private final long totalBudget;
    /** Per cell, and one past the last: the bound; read by every search of the problem. */
    private final int[] suffixMin;
    /**
     * Per cell, the nodes of the search this table's build ran there and that ended within its budget (0 where none
     * did), and the cover it found (null for a refutation), for a larger table to take ({@link #continuing}); null
     * for a table taken as text ({@link #adopt}).
     */
    private long[] searchedNodes;
    private int[][] foundCovers;
    /**
     * The lowest cell down to which this table's build ran no search out of its budget: from it on a larger table's
     * build meets the same cells with the same bounds after them.
     */
    private int exactFrom;
    /** The nodes one cell's search of this table's build could spend: a larger table's may spend no fewer. */
    private long builtCellBudget;
    /** The smaller table of the same problem whose searches' outcomes this one's build takes, or null. */
    private LastCellsTable smaller;
    private boolean done;
    /** The complete table as {@link #text}, once asked for. */
    private volatile String text;

    /** The table of {@link #TOTAL_BUDGET} nodes, the one every search starts with. */
    LastCellsTable(CoverTables tables) {
        this(tables, TOTAL_BUDGET);
    }

    /** A table whose refutations may spend {@code totalBudget} nodes in all, one cell's half of them. */
    LastCellsTable(CoverTables tables, long totalBudget) {
        this.tables = tables;
        this.totalBudget = totalBudget;
        this.suffixMin = new int[tables.cells() + 1];
    }

    /**
     * The budget of the table for a round that {@code nodes} stand for (the caller's multiple of the round before it,
     * {@link BranchAndBoundSolver#ROUND_GROWTH} or {@link BranchAndBoundSolver#CENSUS_GROWTH}): the largest of
     * {@link #TOTAL_BUDGET} times a power of {@link #GROWTH} that is no more than those nodes, and at least
     * {@link #TOTAL_BUDGET}. A larger table cuts more of a large round (on 17×17 the round refuting 45 searches about
     * 3.5 times fewer nodes with a table of 640 M nodes than with 40 M), and the round before says how large the next
     * one is (each is 20 to 40 times the one before on knights): so the table spends a few per cent of the next round,
     * and a small round never pays for a larger table. The rounds' nodes are the same in every run, resumed, threaded
     * or on a cluster, so is the table, and with it the tree and its units.
     */
    static long budgetAfter(long nodes) {
        return budgetAfter(nodes, TOTAL_BUDGET);
    }

    /** {@link #budgetAfter(long)} from a first table of {@code first} nodes instead (tests grow small tables). */
    static long budgetAfter(long nodes, long first) {
        long budget = first;
        while (budget <= nodes / GROWTH) {
            budget *= GROWTH;
        }
        return budget;
    }

    /**
     * Has this table's build take the searches' outcomes of {@code table}, a complete table of the same problem with a
     * budget no larger, where its build searched the same cells with the same bounds after them (see the class
     * comment). Nothing to take when this table is complete, when {@code table} was taken as text, or when its build
     * gave a cell's search more nodes than this one's does.
     */
    synchronized void continuing(LastCellsTable table) {
        if (!done && table != null && table != this && table.totalBudget <= totalBudget) {
            smaller = table;
        }
    }

    /** Whether this table is complete and was built here (not taken as text): a larger one can continue it. */
    synchronized boolean builtHere() {
        return done && searchedNodes != null;
    }

    /**
     * The nodes of this table's search for a cover of the cells from {@code cell} on with {@code k} pieces, where a
     * larger table's build must search the same; 0 when it did not ({@link #foundAt} says what it found).
     */
    private synchronized long searched(int cell, int k) {
        return done && searchedNodes != null && cell >= exactFrom && suffixMin[cell + 1] == k ? searchedNodes[cell] : 0;
    }

    /** The nodes one cell's search of this table's build could spend. */
    private synchronized long cellBudget() {
        return builtCellBudget;
    }

    /** The cover this table's search of the cells from {@code cell} on found, or null (a refutation, or none). */
    private synchronized int[] foundAt(int cell) {
        return foundCovers[cell];
    }

    /** The nodes this table's refutations may spend in all. */
    long totalBudget() {
        return totalBudget;
    }

    /** The bounds the searches read: per cell, and one past the last (0 before the table is built). */
    int[] bounds() {
        return suffixMin;
    }

    /** The bound of the cells from {@code cell} on (0 before the table is built). */
    int bound(int cell) {
        return suffixMin[cell];
    }

    /** Whether there is no table to build for these covers (independent ones, or on a torus). */
    boolean none() {
        return tables.independent || tables.translated;
    }

    /**
     * Builds the table unless it is complete, each cell's search on {@code executor}, at most {@code threads} parts
     * at a time (the caller waits: it must not be a thread of {@code executor} unless {@code executor} runs tasks on
     * the caller).
     *
     * @throws CancellationException when {@code stop} says so before the table is complete
     */
    void build(BooleanSupplier stop, Executor executor, int threads, CellBound progress) {
        build(stop, executor, threads, PART, totalBudget / 2, totalBudget, progress);
    }

    /** {@link #build(BooleanSupplier, Executor, int, CellBound)} with the nodes of a part and the budgets given (tests). */
    synchronized void build(BooleanSupplier stop, Executor executor, int threads, long part, long cellBudget,
            long totalBudget, CellBound progress) {
        if (none() || done) {
            return;
        }
        long total = totalBudget;
        long[] searchedAt = new long[tables.cells()];
        int[][] foundAt = new int[tables.cells()][];
        boolean exact = true;
        exactFrom = tables.cells();
        builtCellBudget = cellBudget;
        // outcomes within the smaller table's budgets are the same within these only if these are no smaller
        LastCellsTable before = smaller != null && smaller.cellBudget() <= cellBudget ? smaller : null;
        int count = tables.layers.start.length;
        int first = count < 2 ? tables.cells() : tables.layers.start[Math.max(1, (count + 1) / 3)];
        // the cells of a cover of the cells after the current one with suffixMin[cell + 1] pieces, or null
        int[] witness = null;
        int unknown = 0;
        long last = 0;
        int cell = tables.cells() - 1;
        // no search once the budget left is no more than the last refutation's cost: the next refutation costs
        // more, and a cover found keeps the bound that the cells before get anyway
        for (; cell >= first && unknown < UNKNOWN_RUN && total > last; cell--) {
            int k = suffixMin[cell + 1];
            if (witness != null && covers(witness, cell)) {
                suffixMin[cell] = k;
                exactFrom = exact ? cell : exactFrom;
                progress.bounded(cell, k, 0);
                continue;
            }
            // the outcome of the smaller table's search, with the same bounds after the cell (class comment)
            long known = before == null ? 0 : before.searched(cell, k);
            long nodes;
            int[] found;
            boolean over;
            if (known > 0) {
                nodes = known;
                found = before.foundAt(cell);
                over = false;
            } else {
                Walk walk = new Walk(cell, k, part, Math.min(cellBudget, total), stop);
                walk.run(executor, threads);
                nodes = walk.sum;
                found = walk.cover;
                over = walk.over;
            }
            unknown = over ? unknown + 1 : 0;
            exact &= !over;
            if (!over) {
                searchedAt[cell] = nodes;
                foundAt[cell] = found;
            }
            if (!over && found == null) {
                suffixMin[cell] = k + 1;
                total -= nodes;
                last = nodes;
                witness = witness == null ? null : withCoverer(witness, cell);
            } else {
                suffixMin[cell] = k;
                witness = found;
                total -= over ? UNKNOWN_COST : 0;
            }
            exactFrom = exact ? cell : exactFrom;
            progress.bounded(cell, suffixMin[cell], known > 0 ? 0 : nodes);
        }
        // every cover of the cells from an earlier one on covers those from the last one searched
        Arrays.fill(suffixMin, 0, cell + 1, suffixMin[cell + 1]);
        searchedNodes = searchedAt;
        foundCovers = foundAt;
        smaller = null;
        done = true;
    }

    /** Empties the table a stop left incomplete, for the next build to fill, and says why it ends. */
    private CancellationException stopped() {
        Arrays.fill(suffixMin, 0);
        return new CancellationException("stopped while bounding the last cells");
    }

    /**
     * The table as text, for a run of the same problem where it is not built yet ({@link #adopt}): per cell, whether
     * its bound is one more than the next cell's (the only other case is the same), as hexadecimal words, 16 digits per
     * 64 cells. Null before the table is complete, and where there is none (independent covers, a torus).
     */
    String text() {
        String t = text;
        if (t == null) {
            synchronized (this) {
                t = text = written();
            }
        }
        return t;
    }

    /** The table as {@link #text} writes it, or null. */
    private synchronized String written() {
        if (!done || none()) {
            return null;
        }
        int m = tables.cells();
        long[] steps = new long[(m + 63) >>> 6];
        for (int j = 0; j < m; j++) {
            if (suffixMin[j] > suffixMin[j + 1]) {
                steps[j >>> 6] |= 1L << j;
            }
        }
        return UnitSpecs.hex(steps);
    }

    /**
     * Takes the table {@code text} ({@link #text}) that another run of the same problem and tree built, unless this one
     * has its own: the table is the same on every machine, so a worker or a resumed solve need not build it again.
     *
     * @throws IllegalArgumentException when {@code text} is not the table of a board of this many cells
     */
    synchronized void adopt(String text) {
        if (done || none()) {
            return;
        }
        System.arraycopy(bounds(text, tables.cells()), 0, suffixMin, 0, suffixMin.length);
        done = true;
    }

    /**
     * The bounds that the table {@code text} ({@link #text}) of a board of {@code m} cells stands for: per cell, and
     * one past the last.
     *
     * @throws IllegalArgumentException when {@code text} is not the table of a board of {@code m} cells
     */
    static int[] bounds(String text, int m) {
        long[] steps = UnitSpecs.words(text, (m + 63) >>> 6);
        if ((m & 63) != 0 && steps[steps.length - 1] >>> (m & 63) != 0) {
            throw new IllegalArgumentException("the last cells' table '" + text + "' is not one of " + m + " cells");
        }
        int[] bounds = new int[m + 1];
        for (int j = m - 1; j >= 0; j--) {
            bounds[j] = bounds[j + 1] + (int) (steps[j >>> 6] >>> j & 1);
        }
        return bounds;
    }

    /** Whether a piece on one of {@code cells} attacks {@code cell}. */
    private boolean covers(int[] cells, int cell) {
        Units units = tables.units;
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
        Units units = tables.units;
        int best = -1;
        int most = -1;
        for (int x : units.coverers[cell]) {
            if (units.size[x] != 1) {
                continue;
            }
            int before = 0;
            long[] h = units.hood[x];
            for (int i = 0; i <= (cell - 1) >>> 6 && cell > 0; i++) {
                before += Long.bitCount(CoverTables.within(h[i], i, 0, cell));
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
     * One cell's search: a cover of the cells from {@code from} on with at most {@code k} pieces, the cells before
     * counted as covered, searched in parts. A part searches at most {@code part} nodes below its node and leaves the
     * rest open, as parts that any worker may take (as a unit does with its budget); workers take the newest part
     * first, the order of one thread. The outcome is read in walk order, the order of one thread searching the whole
     * tree (a part, then the parts it left open, in their order): the parts' nodes are added up until the first part
     * that found a cover (its cover, the first in walk order, is the outcome) or until the sum exceeds {@code budget}
     * ({@link #over}); when every part ended before either, the search is a refutation of {@link #sum} nodes. Each
     * part's nodes are the same in every run, so the outcome is too, whatever the threads; the parts after a cover
     * found, or after the point where the walk has ended, stop, as the outcome no longer depends on them.
     */
    private final class Walk {
        private final int from;
        private final int k;
        private final long part;
        private final long budget;
        private final BooleanSupplier stop;
        /** The parts read in walk order so far: per level, sibling parts and the index of the next one. */
        private final ArrayDeque<Level> levels = new ArrayDeque<>();
        /** The parts no worker has taken yet, the next on top. */
        private final ArrayDeque<Part> pending = new ArrayDeque<>();
        /** How many parts workers are searching now. */
        private int running;
        /** The path of the first part in walk order known to have found a cover, or null. */
        private volatile int[] firstFound;
        private volatile boolean ended;
        private volatile boolean interrupted;
        private RuntimeException failure;
        /** The nodes read in walk order so far. */
        long sum;
        /** The cover found, the first in walk order, or null. */
        int[] cover;
        /** Whether the nodes read exceeded the budget before a cover was found or the search ended. */
        boolean over;

        Walk(int from, int k, long part, long budget, BooleanSupplier stop) {
            this.from = from;
            this.k = k;
            this.part = part;
            this.budget = budget;
            this.stop = stop;
        }

        /** Runs the search on {@code threads} workers on {@code executor} until its outcome is known. */
        void run(Executor executor, int threads) {
            Part root = new Part(new int[0], new UnitSpecs.Node(0, 0, from >>> 6, new int[0],
                    new long[tables.units.unitWords]));
            levels.push(new Level(new Part[] {root}));
            pending.push(root);
            int workers = Math.max(1, threads);
            CountDownLatch finished = new CountDownLatch(workers);
            for (int w = 0; w < workers; w++) {
                Runnable worker = () -> {
                    try {
                        work();
                    } finally {
                        finished.countDown();
                    }
                };
                try {
                    executor.execute(worker);
                } catch (RejectedExecutionException e) {
                    worker.run();
                }
            }
            awaitWorkers(finished);
            if (failure != null) {
                throw failure;
            }
            if (interrupted || stop.getAsBoolean()) {
                throw stopped();
            }
            if (!ended) {
                throw new IllegalStateException("the search of the cells from " + from + " ended without an outcome");
            }
        }

        /** Waits for the workers; an interruption stops them, and is kept for the caller. */
        private void awaitWorkers(CountDownLatch finished) {
            boolean wasInterrupted = false;
            while (true) {
                try {
                    finished.await();
                    break;
                } catch (InterruptedException e) {
                    wasInterrupted = true;
                    interrupted = true;
                    synchronized (this) {
                        notifyAll();
                    }
                }
            }
            if (wasInterrupted) {
                Thread.currentThread().interrupt();
            }
        }

        /** Takes parts until the outcome is known or none is left. */
        private void work() {
            while (true) {
                Part p;
                synchronized (this) {
                    while (pending.isEmpty() && running > 0 && !finished()) {
                        try {
                            wait();
                        } catch (InterruptedException e) {
                            interrupted = true;
                        }
                    }
                    if (pending.isEmpty() || finished()) {
                        notifyAll();
                        return;
                    }
                    p = pending.pop();
                    running++;
                }
                Part[] children = null;
                RuntimeException failed = null;
                try {
                    children = p.compute();
                } catch (RuntimeException e) {
                    failed = e;
                }
                synchronized (this) {
                    running--;
                    if (failed != null && failure == null) {
                        failure = failed;
                        ended = true;
                    }
                    if (p.done) {
                        advance();
                    }
                    if (children != null && !moot(p.path)) {
                        for (int i = children.length - 1; i >= 0; i--) {
                            pending.push(children[i]);
                        }
                    }
                    notifyAll();
                }
            }
        }

        /** Whether no part is worth searching any more: the outcome is known, or the search is stopped. */
        private boolean finished() {
            return ended || interrupted || stop.getAsBoolean();
        }

        boolean refuted() {
            return cover == null && !over;
        }

        /** Whether the part at {@code path} can no longer change the outcome (or the table is stopped). */
        private boolean moot(int[] path) {
            int[] found = firstFound;
            return ended || interrupted || found != null && Arrays.compare(found, path) < 0 || stop.getAsBoolean();
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
        private final class Part {
            private final int[] path;
            private final UnitSpecs.Node node;
            private long nodes;
            private int[] cover;
            private Part[] children;
            private volatile boolean done;

            Part(int[] path, UnitSpecs.Node node) {
                this.path = path;
                this.node = node;
            }

            /** Searches the part; returns the parts it left open, or null when it was moot or stopped. */
            Part[] compute() {
                if (moot(path)) {
                    return null;
                }
                CoverSearcher s = new CoverSearcher(tables, suffixMin, k, false, 0, -1, null, null, () -> moot(path));
                s.budget = part;
                s.resume(node, from);
                s.flush();
                if (s.stopped) {
                    return null;
                }
                nodes = s.searched;
                cover = s.found > 0 ? s.kept.get(0) : null;
                List<String> open = s.open == null ? List.of() : s.open;
                children = new Part[open.size()];
                for (int i = 0; i < children.length; i++) {
                    int[] at = Arrays.copyOf(path, path.length + 1);
                    at[path.length] = i;
                    children[i] = new Part(at, UnitSpecs.node(open.get(i), tables.units.unitWords));
                }
                done = true;
                if (cover != null) {
                    found(path);
                }
                return children;
            }
        }
    }
}
