package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.api.work.WorkUnits;
import org.polyboard.support.split.SplitRounds;

/**
 * Exact minimum (independent or total) domination on any attack model by branch and bound, by iterative deepening
 * on the number of pieces k from the fractional packing bound up: the first k with a cover is the minimum,
 * and the exhausted search at k − 1 is the proof. With {@link SolveOptions#all()} the search at the minimum
 * enumerates every minimum cover and counts them in total and up to the board's symmetries. A symmetry
 * restriction ({@link Problem#invariance()}) is honoured by placing whole orbits. Each search (one number of
 * pieces) is a round of work units ({@link CoverSearch#plan}) that the core runs, checkpoints and resumes (stats
 * {@code subproblems} and {@code resumed}). For total domination a piece covers the cells it attacks but not its
 * own; the packing bound of closed neighbourhoods stays a valid lower bound there (an open neighbourhood is part
 * of the closed one).
 */
@Component(service = Solver.class, property = Solver.ID + "=bnb")
public final class BranchAndBoundSolver implements Solver, UnitSolver {

    /** Boards up to this many cells are its home ground for every objective (docs/knights.md). */
    static final int FAST_CELLS = 225;
    /**
     * Minimum domination by sparse pieces is its home ground up to this many cells, where scip is at home too but its
     * proof is SCIP's claim (the policy prefers a proof of our own; docs/knights.md).
     */
    static final int HOME_DOMINATION_CELLS = 256;
    /** Beyond this many cells it is not offered at all. */
    static final int MAX_CELLS = 400;
    /**
     * How much larger than the round before a census round counts for its last cells' table: it lists every cover of
     * k pieces, not the first, and on 16×16 the census of 40 is about 57 times the round refuting 39 (1.67 G against
     * 29.4 M nodes; some 550 times before the census skipped dominated coverers, SkippedCoverers). From 16 times the
     * round before the 16×16 census gets a table of 160 M nodes, not 40 M: every 40th of its units searched 266.8 M
     * nodes against 406.7 M (1.52 times fewer; 256.6 M with 640 M), for 168 s of table on one thread
     * (bench/knights-refute.sh 16:40:all, -Dsample=40, before the skipping); the whole census now takes 93 s of table
     * and 628 s of round on two threads. Smaller censuses keep 40 M.
     */
    static final long CENSUS_GROWTH = 16;
    /**
     * How much larger than the round before a round that stops at its first cover counts for its last cells' table. A
     * round on knights is 20 to 40 times the one before, and a table of budget B spends at most B nodes, so a table
     * sized from twice the last round costs at most a tenth of the round it serves, where one sized from the last round
     * alone fell a step short whenever that round came out small: on 17×17 the bound of triples shrank the round
     * refuting 44 to about 0.38 G nodes, which gave the round refuting 45 a table of 160 M nodes instead of 640 M.
     * Rounds of 16×16 and smaller are far from the first larger table, so their trees are as before.
     */
    static final long ROUND_GROWTH = 2;
    /** How many minimum covers an enumeration returns at most; the counts are always complete. */
    static final int KEEP = 10_000;

    /** Set when the component goes away: running searches stop. */
    private volatile boolean deactivated;

    /** Nodes a work unit searches before it leaves the rest of its part open, to be split. */
    private final long unitBudget;
    /** The budget of the first round's last cells' table, from which later rounds' grow. */
    private final long tableBudget;

    public BranchAndBoundSolver() {
        this(CoverSearch.BUDGET);
    }

    /** A solver whose work units search at most {@code unitBudget} nodes before they split (tests split small searches). */
    BranchAndBoundSolver(long unitBudget) {
        this(unitBudget, LastCellsTable.TOTAL_BUDGET);
    }

    /** A solver whose first last cells' table has a budget of {@code tableBudget} nodes (tests grow small tables). */
    BranchAndBoundSolver(long unitBudget, long tableBudget) {
        this.unitBudget = unitBudget;
        this.tableBudget = tableBudget;
    }

    @Deactivate
    void deactivate() {
        deactivated = true;
    }

    @Override
    public String id() {
        return "bnb";
    }

    @Override
    public String description() {
        return "exact branch-and-bound with a fractional packing bound: minimum (independent) domination with proof, "
                + "--all enumerates every minimum cover; boards up to " + MAX_CELLS + " cells";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION, Objective.MIN_TOTAL_DOMINATION);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        long cells = problem.board().cellCount();
        if (cells > MAX_CELLS) {
            return Optional.of("board " + problem.board().description() + " has " + cells
                    + " cells; exact branch-and-bound is limited to " + MAX_CELLS + " cells");
        }
        return Optional.empty();
    }

    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.EXACT, true,
                Set.of(Capabilities.Feature.ENUMERATES, Capabilities.Feature.SYMMETRY),
                List.of(new Capabilities.Reach(objectives(), Capabilities.Attacks.SPARSE, FAST_CELLS),
                        new Capabilities.Reach(Set.of(Objective.MIN_DOMINATION), Capabilities.Attacks.SPARSE,
                                HOME_DOMINATION_CELLS)));
    }

    /**
     * The tables of one problem's searches, built once and shared by all its work units, with the bounds of the last
     * cells ({@link LastCellsTable}), built on the calling thread when they are missing: a unit runs on the shared
     * executor already, and its plan carries the table wherever one was built.
     *
     * @throws CancellationException when {@code stop} says so before those bounds are complete
     */
    static CoverSearch search(Problem problem, BooleanSupplier stop) {
        CoverSearch search = tables(problem, stop);
        search.suffixBounds(stop, Runnable::run, 1, (cell, bound, nodes) -> { });
        return search;
    }

    /**
     * The tables of one problem's searches without the bounds of the last cells, which may still be missing. They
     * number the cells as {@link #cells} does: so do the covers in units' results.
     * <p>
     * Tables that {@code stop} cut short (their packings fall back to the simple ones where the simplex was stopped)
     * serve the caller, which stops anyway, but are not kept: a worker keeps a problem for the units of later solves,
     * and a unit of a batch stopped while it built them would otherwise leave them weak for every later unit there.
     */
    static CoverSearch tables(Problem problem, BooleanSupplier stop) {
        CellOrder cells = cells(problem);
        CoverSearch[] cut = new CoverSearch[1];
        CoverSearch kept = problem.derived(CoverSearch.class, p -> {
            AttackModel model = cells.model;
            boolean independent = p.instance().objective() == Objective.MIN_INDEPENDENT_DOMINATION;
            boolean total = p.instance().objective() == Objective.MIN_TOTAL_DOMINATION;
            long[] weights = PackingWeights.of(model, total, stop);
            CoverSearch built = new CoverSearch(new Units(model, cells.invariance, total), weights,
                    new LayerBounds(model, weights, total, stop),
                    independent, new SymmetryClasses(model.symmetries(), cells.invariance), model.symmetries(),
                    p.board().wraps() && cells.invariance.size() == 1 ? FirstCellSymmetries.of(model) : null,
                    TriplePacking.ON ? TriplePacking.of(model, total, stop) : null);
            if (stop.getAsBoolean()) {
                cut[0] = built;
                return null;
            }
            return built;
        });
        return kept != null ? kept : cut[0];
    }

    /** The numbering of {@code problem}'s cells that its searches work in. */
    static CellOrder cells(Problem problem) {
        return problem.derived(CellOrder.class, p -> CellOrder.of(p.model(), p.invariance()));
    }

    /**
     * The units that search what {@code unit} of {@code problem} left open when it stopped at its node budget, in
     * walk order; none when it searched its whole part (what the solve's next plan runs; for tools that sample the
     * search, such as bench/CensusEstimate.java).
     */
    public List<WorkUnit> children(Problem problem, WorkUnit unit, UnitResult result) {
        return search(problem, unit, () -> deactivated).children(unit, result);
    }

    @Override
    public UnitResult run(Problem problem, SolveOptions options, WorkUnit unit, UnitContext context) {
        BooleanSupplier stop = () -> deactivated || context.shouldStop();
        try {
            return search(problem, unit, stop).run(unit, options.all(), KEEP, context, stop);
        } catch (CancellationException stopped) {
            return UnitResult.stopped(0);
        }
    }

    /**
     * The tables of {@code problem}'s searches for {@code unit}: the unit searches with the last cells' table it
     * carries (on a worker of a cluster, the one the solve that planned it built), else with the one built here.
     */
    static CoverSearch search(Problem problem, WorkUnit unit, BooleanSupplier stop) {
        return unit.spec().containsKey(UnitSpecs.TABLE) ? tables(problem, stop) : search(problem, stop);
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) throws Exception {
        CellOrder cells = cells(problem);
        AttackModel model = cells.model;
        boolean all = context.options().all();
        BooleanSupplier stop = () -> deactivated || context.shouldStop();
        CoverSearch search = tables(problem, stop);
        boolean independent = search.independent;
        long total = search.totalWeight();
        int lowerBound = (int) ((total + PackingWeights.SCALE - 1) / PackingWeights.SCALE);
        int[] incumbent = GreedyCover.of(search.units, independent);
        if (incumbent != null) {
            context.incumbent(cells.placement(incumbent));
        }
        boolean totalCover = problem.instance().objective() == Objective.MIN_TOTAL_DOMINATION;
        String kind = (problem.invariance().size() > 1 ? "symmetric " : "") + (independent ? "independent " : "")
                + (totalCover ? "total " : "") + "cover";
        for (int v = 0; v < model.cellCount(); v++) {
            if (search.units.coverers[v].length == 0) {
                return split(base(0, total, context.parallelism()).status(Status.INFEASIBLE)
                        .message("no " + kind + " exists: no piece attacks " + Arrays.toString(cells.coordinates(v))),
                        new long[3]);
            }
        }
        int threads = context.parallelism();
        WorkUnits work = context.units();
        Optional<Checkpoints> checkpoints = context.checkpoints();
        long nodes = 0;
        // the nodes of the last round refuted, which size the last cells' table of the next
        long refuted = 0;
        // the last round's last cells' table, none before the first
        LastCellsTable table = null;
        long[] split = new long[3];
        for (int k = lowerBound; ; k++) {
            if (!all && incumbent != null && incumbent.length <= k) {
                return split(optimal(cells, List.of(incumbent), k, lowerBound, kind, nodes, total, threads), split);
            }
            if (k > model.cellCount()) {
                return split(base(nodes, total, threads).status(Status.INFEASIBLE).bound(k)
                        .message("exhaustive search: no " + kind + " exists"), split);
            }
            context.bound(k);
            String best = incumbent == null ? "-" : Integer.toString(incumbent.length);
            String bound = Integer.toString(k);
            LastCellsTable.CellBound told = (cell, pieces, searched) -> context.progress(-1, best, bound,
                    "bounding the last cells: the last " + (model.cellCount() - cell) + " of " + model.cellCount()
                            + " need " + pieces + " pieces");
            try {
                table = table(search, table, LastCellsTable.budgetAfter(refuted * (all ? CENSUS_GROWTH : ROUND_GROWTH),
                        tableBudget), checkpoints, stop, context, threads, told);
            } catch (CancellationException stopped) {
                PlanOutcome none = new PlanOutcome(false, 0, 0, 0, List.of(), Map.of(), 0, Map.of());
                return split(stopped(context, cells, incumbent, none, k, nodes, total, threads, all)
                        .stat(SolveResult.BOUND_PROOF, boundReason(k, lowerBound, kind, total))
                        .message(stopped.getMessage()), split);
            }
            // a census round's units shrink with the round (CoverSearch#budgetAfter); a round that stops at its first
            // find keeps whole units, whose depth-first walk finds sooner (14x14 on one thread: 128 031 nodes with
            // units of 250 000, 1 952 030 with units of 10 000, whose split parts queue behind the plan's)
            long budget = all ? CoverSearch.budgetAfter(refuted, unitBudget) : unitBudget;
            List<WorkUnit> units = search.plan(k, budget, all, table);
            split[2] = table.text() == null ? 0 : table.totalBudget();
            String label = (all ? "enumerating " : "searching ") + kind + "s with " + k + " pieces";
            Plan plan = (all ? Plan.exhaustive(label, units, KEEP) : Plan.firstFound(label, units))
                    .showing(incumbent == null ? "-" : Integer.toString(incumbent.length), Integer.toString(k));
            SplitRounds.Round round = SplitRounds.run(plan, (p, below) -> work.run(this, problem, p, below),
                    search::children);
            PlanOutcome outcome = round.outcome();
            nodes += outcome.nodes();
            split[0] += round.units();
            split[1] += outcome.resumed();
            if (!outcome.complete()) {
                return split(stopped(context, cells, incumbent, outcome, k, nodes, total, threads, all)
                        .stat(SolveResult.BOUND_PROOF, boundReason(k, lowerBound, kind, total)), split);
            }
            if (outcome.found()) {
                List<int[]> kept = outcome.kept();
                SolveResult.Builder result = optimal(cells, kept, k, lowerBound, kind, nodes, total, threads);
                if (all) {
                    result.solutionCount(outcome.count()).distinctUpToSymmetry(outcome.distinct())
                            .stat("symmetryGroupOrder", search.symmetryGroupOrder());
                    if (outcome.count() > kept.size()) {
                        result.message("kept " + kept.size() + " of the " + outcome.count()
                                + " minimum covers; the counts are complete");
                    }
                }
                return split(result, split);
            }
            // every unit's nodes, those taken from checkpoints too (the outcome's nodes are those that ran here)
            refuted = outcome.results().values().stream().mapToLong(UnitResult::nodes).sum();
            context.progress(nodes, incumbent == null ? "-" : Integer.toString(incumbent.length),
                    Integer.toString(k + 1), "no " + kind + " with " + k + " pieces");
        }
    }

    /**
     * The last cells' table of {@code budget} nodes for the next round's plan ({@link CoverSearch#table}): the last
     * round's, {@code now}, when it has that budget; else the one an earlier run of this solve saved, when resumed (a
     * resumed 16×16 knights solve does not spend its table's time again; one that does not fit is built again), or
     * else built here and saved once. The first table is saved as {@link UnitSpecs#TABLE_ID}, a larger one with its
     * budget after it.
     *
     * @throws CancellationException when {@code stop} says so before a table to build is complete
     */
    private static LastCellsTable table(CoverSearch search, LastCellsTable now, long budget,
            Optional<Checkpoints> checkpoints, BooleanSupplier stop, SolveContext context, int threads,
            LastCellsTable.CellBound told) {
        if (now != null && budget == now.totalBudget()) {
            return now;
        }
        String id = UnitSpecs.tableId(budget);
        String saved = checkpoints.flatMap(c -> c.load(id)).map(data -> data.get(UnitSpecs.TABLE)).orElse(null);
        LastCellsTable table = search.table(budget, saved, stop, context.executor(), threads, told);
        String text = table.text();
        if (saved == null && text != null && checkpoints.isPresent()) {
            checkpoints.get().save(id, Map.of(UnitSpecs.TABLE, text));
        }
        return table;
    }

    /**
     * {@code result} with the units of its rounds ({@code split[0]}), those taken from checkpoints ({@code split[1]})
     * and the budget of the last round's last cells' table ({@code split[2]}, when a round was planned).
     */
    private static SolveResult split(SolveResult.Builder result, long[] split) {
        result.stat(Checkpoints.SUBPROBLEMS, split[0]).stat(Checkpoints.RESUMED, split[1]);
        return (split[2] > 0 ? result.stat("lastCellsBudget", split[2]) : result).build();
    }

    /** An OPTIMAL result with the covers {@code solutions} (searched cells), ordered as {@link CellOrder#placements}. */
    private static SolveResult.Builder optimal(CellOrder cells, List<int[]> solutions, int k, int lowerBound, String kind,
            long nodes, long total, int threads) {
        String proof = (k == lowerBound ? "matches " : "") + boundReason(k, lowerBound, kind, total);
        return base(nodes, total, threads).status(Status.OPTIMAL).value(k).bound(k).proof(proof)
                .solutions(cells.placements(solutions));
    }

    /** What a bound of {@code k} pieces rests on: the packing bound, or the refutation of k − 1. */
    private static String boundReason(int k, int lowerBound, String kind, long total) {
        return k == lowerBound ? "the fractional packing bound " + packing(total)
                : "exhaustive search: no " + kind + " with " + (k - 1) + " pieces";
    }

    private static SolveResult.Builder stopped(SolveContext context, CellOrder cells, int[] incumbent, PlanOutcome outcome,
            int k, long nodes, long total, int threads, boolean all) {
        Status status = context.remainingMillis() == 0 ? Status.TIMEOUT : Status.CANCELLED;
        SolveResult.Builder result = base(nodes, total, threads).status(status).bound(k);
        List<int[]> best = new ArrayList<>();
        if (!all && !outcome.kept().isEmpty()) {
            best.add(outcome.kept().get(0));
        } else if (all && !outcome.kept().isEmpty()) {
            best.addAll(outcome.kept());
        } else if (incumbent != null) {
            best.add(incumbent);
        }
        if (!best.isEmpty()) {
            result.value(best.get(0).length).solutions(cells.placements(best));
        }
        String what = all ? "enumeration of covers with " + k + " pieces stopped after " + outcome.count() + " found"
                : "stopped while searching covers with " + k + " pieces; every smaller count is refuted";
        return result.message(what);
    }

    private static SolveResult.Builder base(long nodes, long total, int threads) {
        return SolveResult.builder().stat("nodes", nodes).stat("packingBound", packing(total)).stat("threads", threads);
    }

    private static String packing(long total) {
        return String.format(Locale.ROOT, "%.4f", (double) total / PackingWeights.SCALE);
    }
}
