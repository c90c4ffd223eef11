package org.polyboard.solver.peaceable;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
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
 * The most peaceable pieces of each colour with proof, by an exhaustive branch and bound over line colourings
 * ({@link LineColouringSearch}), integer-only and with a counting bound, split into work units; and with {@code --all}
 * the census of every optimal placement ({@link PeaceableCensus}). Its proofs are its own. Stateless.
 */
@Component(service = Solver.class, property = Solver.ID + "=" + PeaceableSolver.SOLVER_ID)
public final class PeaceableSolver implements Solver, UnitSolver {

    static final String SOLVER_ID = "peaceable";

    /** What the bound of the search rests on when it stops short of a proof. */
    static final String BOUND_LINE_SEARCH = "branch and bound over line colours: no node left open can hold more than %d "
            + "pieces of each colour";
    static final String PROOF_LINE_SEARCH = "branch and bound over line colours: search exhausted";
    static final String PROOF_LINE_SEARCH_SYMMETRIC = "branch and bound over line colours, one colouring per class under"
            + " the board's %d symmetries%s and the colour swap: search exhausted";

    /** Nodes the search takes whole on the solve's thread before it splits into work units. */
    static final long WHOLE_NODES = 200_000;
    /** The least number of units a round is split into (a fixed number: unit ids must not depend on the machine). */
    static final int PEACEABLE_UNITS = 64;
    /**
     * Nodes a work unit searches before it leaves the rest of its part open, as units of the same round (about 7 s of
     * one core): the planned units' sizes differ by orders of magnitude, and without a budget the largest held one core
     * alone at the end of a round (docs/peaceable-queens.md).
     */
    static final long UNIT_BUDGET = 20_000_000;
    private static final String TARGET = "target";
    private static final String PREFIX = "prefix";
    private static final String BUDGET = "budget";
    private static final String COLOURING = "colouring";
    private static final String CENSUS = "census";
    private static final String CLASSES = "classes";
    /** The most placements a census keeps for the answer (the counts are always complete). */
    static final int KEEP = 10_000;
    static final String PROOF_CENSUS = "; census: every line colouring with %d pieces of each colour (one per class"
            + " under the board's symmetries and the colour swap, at least) enumerated, and every placement agreeing"
            + " with one listed";

    /** Nodes a work unit searches before it leaves the rest of its part open, to be split. */
    private final long unitBudget;

    public PeaceableSolver() {
        this(UNIT_BUDGET);
    }

    /** A solver whose work units search at most {@code unitBudget} nodes before they split (tests split small searches). */
    PeaceableSolver(long unitBudget) {
        this.unitBudget = unitBudget;
    }

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "peaceable armies with proof by an exhaustive search over line colourings (no LP), split into work "
                + "units; counts every optimal placement (--all)";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_PEACEABLE);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        if (problem.symmetry().isPresent()) {
            return Optional.of("the peaceable search does not restrict placements to a symmetry");
        }
        return Optional.empty();
    }

    /**
     * Exact, its proofs its own; it enumerates. At home up to 196 cells (13x13 is proven in seconds, 14x14 in about a
     * minute, 15x15 in minutes; docs/peaceable-queens.md).
     */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.EXACT, true, Set.of(Capabilities.Feature.ENUMERATES),
                List.of(new Capabilities.Reach(Set.of(Objective.MAX_PEACEABLE), Capabilities.Attacks.ANY, 196)));
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) throws Exception {
        if (problem.model().cellCount() == 0) {
            return SolveResult.builder().objective(Objective.MAX_PEACEABLE).status(Status.OPTIMAL).value(0).bound(0)
                    .proof("the board has no cells").solution(Placement.of(List.of(), List.of())).build();
        }
        return context.options().all() ? censusPeaceable(problem, context) : solvePeaceable(problem, context);
    }

    /**
     * MAX_PEACEABLE: branch and bound over the line indicators of the peaceable program ({@link LineColouringSearch})
     * with a counting bound; it proves in a second what ojAlgo's own branch and bound on the program does not prove
     * in a minute (queens on 6x6). The search runs whole on this thread for its first {@value #WHOLE_NODES} nodes
     * (small boards end there); then as rounds of work units, each looking for a colouring with t pieces of each
     * colour below one node of a fixed depth, t one more than the best so far, until a round finds none. A unit that
     * spends its budget ({@link #UNIT_BUDGET} nodes) leaves the rest of its part open as units of the same round,
     * queued at once ({@link SplitRounds}), so that no single unit holds a core alone at the end. The best so
     * far is this search's, or a verified placement's found beside it ({@link SolveContext#besideValue}, the local search
     * run beside this one): a round that refutes every colouring above that placement proves it optimal, and this
     * search then ends with that bound ({@link SolveContext#bound}), leaving the placement to the solver that found it.
     * Each round says what it decides as it starts ({@link SolveContext#searching}).
     */
    private SolveResult solvePeaceable(Problem problem, SolveContext context) throws Exception {
        AttackModel model = problem.model();
        long start = System.nanoTime();
        LineColouringSearch search = lines(problem);
        LineColouringSearch.Progress report = (best, nodes) -> context.progress(nodes,
                best < 0 ? null : Integer.toString(best), null, "colouring lines");
        WorkUnits rounds = unitsOf(context);
        LineColouringSearch.Outcome best = rounds == null ? search.run(context::shouldStop, report)
                : search.run(context::shouldStop, report, WHOLE_NODES);
        long nodes = best.nodes();
        boolean proven = best.proven();
        int bound = best.bound();
        int units = 0;
        int resumed = 0;
        // the value of a verified placement found beside this search (SolveContext.besideValue) that a round refuted
        // every colouring above: the optimum, proven by this search, held by the solver beside it
        int refutedAbove = -1;
        while (!proven && refutedAbove < 0 && rounds != null && !context.shouldStop()) {
            int floor = (int) Math.max(best.value(), Math.min(Integer.MAX_VALUE - 1, context.besideValue().orElse(-1)));
            int target = floor + 1;
            List<LineColouringSearch.Start> starts = search.plan(target, PEACEABLE_UNITS);
            PlanOutcome outcome = null;
            List<WorkUnit> work = new ArrayList<>(starts.size());
            if (!starts.isEmpty()) {
                for (LineColouringSearch.Start s : starts) {
                    work.add(unit("t" + target + "-" + s.prefix(), TARGET, target, s.prefix()));
                }
                // in walk order: the colour each line prefers first is the search's best guess where a colouring lies
                Plan plan = Plan.firstFound("looking for " + target + " pieces of each colour", work).inWalkOrder()
                        .showing(Integer.toString(floor), Integer.toString(bound));
                context.searching(target);
                SplitRounds.Round round = SplitRounds.run(plan, (p, below) -> rounds.run(this, problem, p, below),
                        this::children);
                outcome = round.outcome();
                nodes += outcome.nodes();
                units += round.units();
                resumed += outcome.resumed();
                LineColouringSearch.Outcome improved = null;
                for (UnitResult r : outcome.results().values()) {
                    if (r.found()) {
                        LineColouringSearch.Outcome o = search.decode(r.data().get(COLOURING), 0);
                        if (improved == null || o.value() > improved.value()) {
                            improved = o;
                        }
                    }
                }
                if (improved != null) {
                    best = improved;
                    bound = Math.max(bound, best.value());
                    continue;
                }
            }
            if (outcome == null || outcome.complete()) {
                // no colouring holds more than floor pieces of each colour
                bound = floor;
                if (floor == best.value()) {
                    proven = true;
                } else {
                    refutedAbove = floor;
                    context.bound(floor);
                }
                break;
            }
            // stopped: the planned units whose parts were not all searched may still hold a colouring up to their bound
            int open = floor;
            for (int i = 0; i < starts.size(); i++) {
                if (!searched(work.get(i), outcome.results())) {
                    open = Math.max(open, starts.get(i).bound());
                }
            }
            bound = Math.min(bound, open);
        }
        SolveResult.Builder result = SolveResult.builder().objective(Objective.MAX_PEACEABLE)
                .stat("searchMillis", millisSince(start)).stat("nodes", nodes)
                .stat(Checkpoints.SUBPROBLEMS, units).stat(Checkpoints.RESUMED, resumed)
                .value(best.value()).bound(proven ? best.value() : bound)
                .solution(Placement.of(model.placement(best.white()).cells(), model.placement(best.black()).cells()));
        if (proven) {
            String translations = search.translations() > 1
                    ? " (its " + search.translations() + " translations among them)" : "";
            return result.status(Status.OPTIMAL).proof(search.symmetries() > 1
                    ? String.format(Locale.ROOT, PROOF_LINE_SEARCH_SYMMETRIC, search.symmetries(), translations)
                    : PROOF_LINE_SEARCH).build();
        }
        result.stat(SolveResult.BOUND_PROOF, String.format(Locale.ROOT, BOUND_LINE_SEARCH, bound));
        if (refutedAbove >= 0) {
            return result.status(Status.FEASIBLE).message("no colouring holds more than " + refutedAbove
                    + " pieces of each colour, as many as the placement found beside this search").build();
        }
        return result.status(stoppedStatus(context)).build();
    }

    /**
     * MAX_PEACEABLE with {@code --all}: the optimum m as {@link #solvePeaceable} proves it, then the census of the
     * placements of m pieces of each colour ({@link PeaceableCensus}), from the colourings of the line colouring search
     * with target m, as work units below the nodes of {@link LineColouringSearch#plan} (or whole, for a context that
     * runs none). Each unit returns the classes it met; a class met in several units is counted once, so the counts
     * do not depend on the split.
     */
    private SolveResult censusPeaceable(Problem problem, SolveContext context) throws Exception {
        SolveResult optimum = solvePeaceable(problem, context);
        if (optimum.status() != Status.OPTIMAL) {
            return optimum.toBuilder().message("stopped before the optimum was proven: no placement counted").build();
        }
        int m = (int) optimum.value().numerator();
        long start = System.nanoTime();
        LineColouringSearch search = lines(problem);
        PeaceableCensus census = new PeaceableCensus(m, search.group(), problem.model().cellCount());
        WorkUnits rounds = unitsOf(context);
        List<LineColouringSearch.Start> starts = rounds == null ? List.of() : search.plan(m, PEACEABLE_UNITS);
        long nodes = 0;
        boolean complete;
        int units = 0;
        int resumed = 0;
        if (starts.isEmpty()) {
            long[] visited = new long[1];
            complete = search.enumerate("", m, context::shouldStop, n -> visited[0] += n, census);
            nodes = visited[0];
        } else {
            List<WorkUnit> work = new ArrayList<>(starts.size());
            for (LineColouringSearch.Start s : starts) {
                work.add(unit("census" + m + "-" + s.prefix(), CENSUS, m, s.prefix()));
            }
            String value = Integer.toString(m);
            Plan plan = Plan.exhaustive("counting placements of " + m + " pieces of each colour", work, 0)
                    .showing(value, value);
            SplitRounds.Round round = SplitRounds.run(plan, (p, below) -> rounds.run(this, problem, p, below),
                    this::children);
            PlanOutcome outcome = round.outcome();
            // a class met in several units is counted once, so the order of the units does not matter
            for (UnitResult r : outcome.results().values()) {
                census.addAll(r.data().getOrDefault(CLASSES, ""));
            }
            complete = outcome.complete();
            nodes = outcome.nodes();
            units = round.units();
            resumed = outcome.resumed();
        }
        SolveResult.Builder result = optimum.toBuilder()
                .stat("censusMillis", millisSince(start)).stat("censusNodes", nodes)
                .stat(Checkpoints.SUBPROBLEMS, units + statOf(optimum, Checkpoints.SUBPROBLEMS))
                .stat(Checkpoints.RESUMED, resumed + statOf(optimum, Checkpoints.RESUMED));
        if (!complete) {
            return result.status(stoppedStatus(context)).message("the census of the placements of " + m
                    + " pieces of each colour was stopped: no count").build();
        }
        List<Placement> kept = new ArrayList<>();
        for (int[][] member : census.members(KEEP)) {
            kept.add(Placement.of(problem.model().placement(member[0]).cells(),
                    problem.model().placement(member[1]).cells()));
        }
        result.solutions(kept).solutionCount(census.count()).distinctUpToSymmetry(census.distinct())
                .stat("symmetryGroupOrder", census.groupOrder())
                .proof(optimum.proof() + String.format(Locale.ROOT, PROOF_CENSUS, m));
        if (census.count() > kept.size()) {
            result.message("kept " + kept.size() + " of the " + census.count() + " placements; the counts are complete");
        }
        return result.build();
    }

    /** A planned unit: the search {@code kind} ({@link #TARGET} or {@link #CENSUS}) for {@code value} below a node. */
    private WorkUnit unit(String id, String kind, int value, String prefix) {
        return new WorkUnit(id, Map.of(kind, Integer.toString(value), PREFIX, prefix, BUDGET,
                Long.toString(unitBudget)));
    }

    /**
     * The units that search the nodes {@code result} of {@code unit} left open when it spent its budget, in walk
     * order, with the unit's target (or census) and budget; none when it searched its whole part.
     */
    List<WorkUnit> children(WorkUnit unit, UnitResult result) {
        String kind = unit.spec().containsKey(CENSUS) ? CENSUS : TARGET;
        return SplitRounds.children(unit, result,
                open -> Map.of(kind, unit.get(kind), PREFIX, open, BUDGET, unit.get(BUDGET)));
    }

    /** Whether every part of {@code unit} was searched: it finished, and so did the units of what it left open. */
    private boolean searched(WorkUnit unit, Map<String, UnitResult> results) {
        UnitResult result = results.get(unit.id());
        if (result == null) {
            return false;
        }
        for (WorkUnit child : children(unit, result)) {
            if (!searched(child, results)) {
                return false;
            }
        }
        return true;
    }

    private static int statOf(SolveResult result, String key) {
        return Integer.parseInt(result.stats().getOrDefault(key, "0"));
    }

    /**
     * One unit of a peaceable round: a colouring of at least the target below the unit's node; or, in a census, the
     * classes of the placements that agree with the colourings below it.
     */
    @Override
    public UnitResult run(Problem problem, SolveOptions options, WorkUnit unit, UnitContext context) {
        // units planned before units had budgets have none: they search their whole part
        long budget = unit.spec().containsKey(BUDGET) ? Long.parseLong(unit.get(BUDGET)) : Long.MAX_VALUE;
        if (unit.spec().containsKey(CENSUS)) {
            int m = Integer.parseInt(unit.get(CENSUS));
            LineColouringSearch search = lines(problem);
            PeaceableCensus census = new PeaceableCensus(m, search.group(), problem.model().cellCount());
            LineColouringSearch.Find part = search.enumerate(unit.get(PREFIX), m, budget, context::shouldStop,
                    context::nodes, census);
            if (!part.complete()) {
                return UnitResult.stopped(part.nodes());
            }
            Map<String, String> data = new LinkedHashMap<>();
            if (!part.open().isEmpty()) {
                data.putAll(SplitRounds.over(part.open()));
            }
            data.put(CLASSES, census.encode());
            return new UnitResult(true, census.count(), census.distinct(), part.nodes(), List.of(), data);
        }
        int target = Integer.parseInt(unit.get(TARGET));
        LineColouringSearch.Find find = lines(problem).find(unit.get(PREFIX), target, budget, context::shouldStop,
                context::nodes);
        if (!find.complete()) {
            return UnitResult.stopped(find.nodes());
        }
        if (find.colouring() == null) {
            return new UnitResult(true, 0, 0, find.nodes(), List.of(),
                    find.open().isEmpty() ? Map.of() : SplitRounds.over(find.open()));
        }
        return new UnitResult(true, 1, 0, find.nodes(), List.of(), Map.of(COLOURING, find.colouring()));
    }

    /** The tables of a problem's line colouring searches, built once and shared by its units. */
    private static LineColouringSearch lines(Problem problem) {
        return problem.derived(LineColouringSearch.class, p -> new LineColouringSearch(p.model()));
    }

    /** The context's work units, or {@code null} for a context that runs none (one made outside the core). */
    private static WorkUnits unitsOf(SolveContext context) {
        try {
            return context.units();
        } catch (UnsupportedOperationException e) {
            return null;
        }
    }

    /** Cancelled when asked to stop before the time limit; otherwise the time limit ended the run. */
    private static Status stoppedStatus(SolveContext context) {
        return context.shouldStop() && context.remainingMillis() > 0 ? Status.CANCELLED : Status.TIMEOUT;
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
