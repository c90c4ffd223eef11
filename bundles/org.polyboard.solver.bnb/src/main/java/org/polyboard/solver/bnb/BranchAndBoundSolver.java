package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;

/**
 * Exact minimum (independent) domination on any attack model by branch and bound, by iterative deepening
 * on the number of pieces k from the fractional packing bound up: the first k with a cover is the minimum,
 * and the exhausted search at k − 1 is the proof. With {@link SolveOptions#all()} the search at the minimum
 * enumerates every minimum cover and counts them in total and up to the board's symmetries. A symmetry
 * restriction ({@link Problem#invariance()}) is honoured by placing whole orbits. Each search is split
 * into independent subproblems; with {@link SolveContext#checkpoints()} each finished one is saved, and a
 * resumed run takes the saved ones instead of searching them again (stats {@code subproblems} and
 * {@code resumed}).
 */
@Component(service = Solver.class, property = Solver.ID + "=bnb")
public final class BranchAndBoundSolver implements Solver {

    /** Boards up to this many cells are its home ground (knights: 14×14 proves in under a minute). */
    static final int FAST_CELLS = 196;
    /** Beyond this many cells it is not offered at all. */
    static final int MAX_CELLS = 400;
    /** How many minimum covers an enumeration returns at most; the counts are always complete. */
    static final int KEEP = 10_000;

    private static final long PROGRESS_MILLIS = 1_000;
    private static final long POLL_MILLIS = 100;

    /** Set when the component goes away: running searches stop and their pools shut down. */
    private volatile boolean deactivated;

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
        return Set.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        long cells = problem.board().cellCount();
        if (cells > MAX_CELLS) {
            return Optional.of("board " + problem.board().description() + " has " + cells
                    + " cells; exact branch-and-bound is limited to " + MAX_CELLS + " cells. Maybe use --solver anneal.");
        }
        return Optional.empty();
    }

    @Override
    public int preference(Problem problem) {
        if (problem.board().cellCount() > FAST_CELLS) {
            return 20;
        }
        // Short-range pieces (knights, kings) are what this search is fast for; with long-range pieces (queens)
        // the enumerate solver's line-based search proves 14x14 in seconds where this one takes minutes.
        AttackModel model = problem.model();
        long attacks = 0;
        for (int c = 0; c < model.cellCount(); c++) {
            attacks += model.neighbours(c).length;
        }
        return attacks < 20L * model.cellCount() ? 150 : 100;
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) throws Exception {
        AttackModel model = problem.model();
        List<int[]> invariance = problem.invariance();
        boolean independent = problem.instance().objective() == Objective.MIN_INDEPENDENT_DOMINATION;
        boolean all = context.options().all();
        Units units = new Units(model, invariance);
        long[] weights = PackingWeights.of(model, context::shouldStop);
        long total = PackingWeights.total(weights);
        int lowerBound = (int) ((total + PackingWeights.SCALE - 1) / PackingWeights.SCALE);
        LayerBounds layers = new LayerBounds(model, weights, context::shouldStop);
        SymmetryClasses classes = new SymmetryClasses(model.symmetries(), invariance);
        int[] incumbent = GreedyCover.of(units, independent);
        if (incumbent != null) {
            context.incumbent(placements(model, List.of(incumbent)).get(0));
        }
        String kind = (invariance.size() > 1 ? "symmetric " : "") + (independent ? "independent " : "") + "cover";
        int threads = Runtime.getRuntime().availableProcessors();
        ExecutorService executor = newExecutor(threads);
        Checkpoints checkpoints = context.checkpoints().orElse(null);
        long nodes = 0;
        int[] split = new int[2];
        try {
            for (int k = lowerBound; ; k++) {
                if (!all && incumbent != null && incumbent.length <= k) {
                    return split(optimal(model, List.of(incumbent), k, lowerBound, kind, nodes, total, threads), split);
                }
                if (k > model.cellCount()) {
                    return split(base(nodes, total, threads).status(Status.INFEASIBLE).bound(k)
                            .message("exhaustive search: no " + kind + " exists"), split);
                }
                CoverSearch search = new CoverSearch(units, weights, layers, independent, classes, k, all, KEEP);
                long before = nodes;
                int pieces = k;
                long[] lastReport = {System.nanoTime()};
                Runnable monitor = () -> {
                    if (context.shouldStop() || deactivated) {
                        search.stop();
                    }
                    long now = System.nanoTime();
                    if (now - lastReport[0] >= PROGRESS_MILLIS * 1_000_000) {
                        lastReport[0] = now;
                        context.progress(before + search.nodes.get(), incumbent == null ? "-" : Integer.toString(incumbent.length),
                                Integer.toString(pieces), (all ? "enumerating " : "searching ") + kind + "s with " + pieces + " pieces");
                    }
                };
                CoverSearch.Outcome outcome = search.run(executor, threads, monitor, POLL_MILLIS, checkpoints);
                nodes += outcome.nodes();
                split[0] += outcome.tasks();
                split[1] += outcome.resumed();
                if (!outcome.complete()) {
                    return split(stopped(context, model, incumbent, outcome, k, nodes, total, threads, all).toBuilder(), split);
                }
                if (outcome.found()) {
                    SolveResult.Builder result = optimal(model, outcome.kept(), k, lowerBound, kind, nodes, total, threads);
                    if (all) {
                        result.solutionCount(outcome.count()).distinctUpToSymmetry(outcome.representatives())
                                .stat("symmetryGroupOrder", classes.order());
                        if (outcome.count() > outcome.kept().size()) {
                            result.message("kept " + outcome.kept().size() + " of the " + outcome.count()
                                    + " minimum covers; the counts are complete");
                        }
                    }
                    return split(result, split);
                }
                context.progress(nodes, incumbent == null ? "-" : Integer.toString(incumbent.length),
                        Integer.toString(k + 1), "no " + kind + " with " + k + " pieces");
            }
        } finally {
            executor.shutdownNow();
        }
    }

    private static SolveResult split(SolveResult.Builder result, int[] split) {
        return result.stat(Checkpoints.SUBPROBLEMS, split[0]).stat(Checkpoints.RESUMED, split[1]).build();
    }

    private static SolveResult.Builder optimal(AttackModel model, List<int[]> solutions, int k, int lowerBound, String kind,
            long nodes, long total, int threads) {
        String proof = k == lowerBound ? "matches the fractional packing bound " + packing(total)
                : "exhaustive search: no " + kind + " with " + (k - 1) + " pieces";
        return base(nodes, total, threads).status(Status.OPTIMAL).value(k).bound(k).proof(proof)
                .solutions(placements(model, solutions));
    }

    private static SolveResult stopped(SolveContext context, AttackModel model, int[] incumbent, CoverSearch.Outcome outcome,
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
            result.value(best.get(0).length).solutions(placements(model, best));
        }
        String what = all ? "enumeration of covers with " + k + " pieces stopped after " + outcome.count() + " found"
                : "stopped while searching covers with " + k + " pieces; every smaller count is refuted";
        return result.message(what).build();
    }

    private static SolveResult.Builder base(long nodes, long total, int threads) {
        return SolveResult.builder().stat("nodes", nodes).stat("packingBound", packing(total)).stat("threads", threads);
    }

    private static String packing(long total) {
        return String.format(Locale.ROOT, "%.4f", (double) total / PackingWeights.SCALE);
    }

    static List<Placement> placements(AttackModel model, List<int[]> solutions) {
        List<Placement> result = new ArrayList<>(solutions.size());
        for (int[] cells : solutions) {
            List<int[]> coordinates = new ArrayList<>(cells.length);
            for (int c : cells) {
                coordinates.add(model.coordinates(c));
            }
            result.add(Placement.of(coordinates));
        }
        return result;
    }

    private static ExecutorService newExecutor(int threads) {
        AtomicInteger count = new AtomicInteger();
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, "polyboard-bnb-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        return Executors.newFixedThreadPool(threads, factory);
    }
}
