package org.polyboard.solver.bnb;

import static org.polyboard.testing.QuietUnitContext.QUIET;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.pieces.Knight;
import org.polyboard.testing.TestProblem;

/**
 * Rounds of the knight-cover search timed on one thread: for each argument {@code n:k} or {@code RxC:k} (or with
 * {@code :all}; {@code nt:k} or {@code RxCt:k} for the torus), every cover of the n×n (R×C) board with at most k knights is searched for (or, with {@code all}, counted), the round's work
 * units run one after another, whole (no node budget). Prints the nodes searched and the time, and of that time the
 * part spent on the tables the search shares (the last cells' bounds among them, built on one thread unless
 * {@code -Dthreads=} says more; {@code -Dtable-total=}, {@code -Dtable-cell=} and {@code -Dtrace=true} for their budgets and a trace;
 * {@code -Dtable-grow=B1,B2,...} then builds the tables of those budgets one after another, as the solver's rounds grow
 * them, each continuing the one before, prints the time and nodes of each, and plans the round with the last). Run by
 * bench/knights-refute.sh; a benchmark, not a test.
 */
public final class RefuteRounds {

    /** The threads that build the last cells' bounds: {@code -Dthreads=}, 1 unless told. */
    private static final int TABLE_THREADS = Integer.getInteger("threads", 1);
    /** The nodes the last cells' refutations may spend in all: {@code -Dtable-total=}, the solver's unless told. */
    private static final long TABLE_TOTAL = Long.getLong("table-total", LastCellsTable.TOTAL_BUDGET);
    /** The nodes one cell's search of the table may spend: {@code -Dtable-cell=}, the solver's unless told. */
    private static final long TABLE_CELL = Long.getLong("table-cell", LastCellsTable.CELL_BUDGET);
    /**
     * The order of the board's axes searched: {@code -Daxes=given} (rows as given) or {@code -Daxes=transposed}; the
     * solver's ({@link CellOrder}) unless told.
     */
    private static final String AXES = System.getProperty("axes");
    /**
     * Only every n-th unit of the round, the n-th first: {@code -Dsample=n} (1 unless told: the whole round). With the
     * same n, two runs that differ in the table search the same nodes' subtrees when both plans hold them (the units
     * are named by their nodes), so the sums compare tables on a round too long to run whole.
     */
    private static final int SAMPLE = Integer.getInteger("sample", 1);
    /** The budgets of the larger tables built after the first, in order: {@code -Dtable-grow=B1,B2,...}. */
    private static final String TABLE_GROW = System.getProperty("table-grow", "");
    /** Whether each cell's bound is printed as the table finds it: {@code -Dtrace=true}. */
    private static final boolean TRACE = Boolean.getBoolean("trace");

    private RefuteRounds() {
    }

    /** How many of the last cells have a bound below the first cell's: those over which the table's bound rises. */
    private static int bounded(LastCellsTable table) {
        int[] bounds = table.bounds();
        int cell = 0;
        while (cell < bounds.length - 1 && bounds[cell] == bounds[0]) {
            cell++;
        }
        return bounds.length - cell;
    }

    public static void main(String[] args) {
        for (String arg : args) {
            String[] nk = arg.split(":");
            boolean torus = nk[0].endsWith("t");
            String[] side = nk[0].replace("t", "").split("x");
            int rows = Integer.parseInt(side[0]);
            int cols = Integer.parseInt(side[side.length - 1]);
            int k = Integer.parseInt(nk[1]);
            boolean all = nk.length > 2 && nk[2].equals("all");
            Problem problem = torus ? TestProblem.torus(rows, cols, new Knight(), Objective.MIN_DOMINATION)
                    : TestProblem.knights(rows, cols);
            if (AXES != null) {
                int[] axes = AXES.equals("given") ? new int[] {0, 1} : new int[] {1, 0};
                problem.derived(CellOrder.class, p -> CellOrder.of(p.model(), p.invariance(), axes));
            }
            long start = System.nanoTime();
            CoverSearch search = BranchAndBoundSolver.tables(problem, () -> false);
            long tableStart = System.nanoTime();
            ExecutorService pool = Executors.newFixedThreadPool(TABLE_THREADS);
            LastCellsTable last = search.lastCells;
            try {
                search.lastCells.build(() -> false, pool, TABLE_THREADS, LastCellsTable.PART, TABLE_CELL,
                        TABLE_TOTAL, TRACE ? (cell, bound, nodes) -> System.out.printf(
                                "  cell %d: %d pieces, %d nodes, at %.2f s%n", cell, bound, nodes,
                                (System.nanoTime() - tableStart) / 1e9) : (cell, bound, nodes) -> { });
                for (String grow : TABLE_GROW.isEmpty() ? new String[0] : TABLE_GROW.split(",")) {
                    long budget = Long.parseLong(grow.trim());
                    long[] searched = new long[1];
                    long growStart = System.nanoTime();
                    last = search.table(budget, null, () -> false, pool, TABLE_THREADS,
                            (cell, bound, nodes) -> searched[0] += nodes);
                    System.out.printf("  table of %d nodes: %.1f s, %d nodes searched, its bound rising over the"
                            + " last %d cells%n", budget, (System.nanoTime() - growStart) / 1e9, searched[0], bounded(last));
                }
            } finally {
                pool.shutdownNow();
            }
            double table = (System.nanoTime() - start) / 1e9;
            List<WorkUnit> units = search.plan(k, Long.MAX_VALUE, all, last);
            long nodes = 0;
            long found = 0;
            long distinct = 0;
            for (int i = SAMPLE - 1; i < units.size(); i += SAMPLE) {
                WorkUnit unit = units.get(i);
                UnitResult r = search.run(unit, all, 0, QUIET, () -> false);
                if (SAMPLE > 1) {
                    System.out.printf("  unit %s: %d nodes%n", unit.id(), r.nodes());
                }
                nodes += r.nodes();
                found += r.count();
                distinct += r.distinct();
                if (!all && r.count() > 0) {
                    break;
                }
            }
            System.out.printf("knights %dx%d, at most %d%s: %s, %d nodes, %.2f s (%d units%s; tables %.2f s)%n", rows, cols, k,
                    all ? ", every cover" : "", all ? found + " covers (" + distinct + " up to symmetry)"
                            : found > 0 ? "a cover found" : "none (refuted)", nodes, (System.nanoTime() - start) / 1e9,
                    units.size(), SAMPLE == 1 ? "" : ", every " + SAMPLE + "th searched", table);
        }
    }
}
