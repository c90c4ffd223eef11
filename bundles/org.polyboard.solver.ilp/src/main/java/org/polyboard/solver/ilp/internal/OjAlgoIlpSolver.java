package org.polyboard.solver.ilp.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ThreadPoolExecutor;

import org.ojalgo.concurrent.ProcessingService;
import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Fraction;
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
import org.polyboard.support.program.Formulation;
import org.polyboard.support.program.ZeroOneProgram;

/**
 * Exact answers by 0-1 integer programming on ojAlgo (embedded in this bundle), and the fractional domination
 * number as an exact fraction with an LP duality certificate. Stateless: every solve builds its own model in its
 * own ojAlgo environment.
 * <p>
 * What a proof rests on: LP bounds and the fractional value are checked in exact arithmetic; an optimum proven by
 * ojAlgo's branch and bound rests on ojAlgo's floating-point LPs (reliable on the boards up to 16x16 tried here,
 * while its LP solver has been seen to report wrong optima from about 26x26 knights on); peaceable optima rest on
 * the exhaustive line colouring search, which is integer-only.
 */
@Component(service = Solver.class, property = Solver.ID + "=" + OjAlgoIlpSolver.SOLVER_ID)
public final class OjAlgoIlpSolver implements Solver, UnitSolver {

    static final String SOLVER_ID = "ilp";

    /** Larger boards make programs that ojAlgo will not finish; better left to heuristics and constructions. */
    static final long MAX_CELLS = 20_000;

    static final String PROOF_SEARCH = "ojAlgo branch and bound: search exhausted";
    static final String PROOF_CUT = "ojAlgo branch and bound: no better solution exists (search exhausted)";
    static final String PROOF_LP_BOUND = "equals the certified LP bound";
    /** What the bound of an integer program rests on when the search stops short of a proof. */
    static final String BOUND_LP = "the certified LP bound: a dual point of the LP relaxation made exact and feasible in "
            + "rational arithmetic (weak duality)";
    /** What the bound of the peaceable search rests on when it stops short of a proof. */
    static final String BOUND_LINE_SEARCH = "branch and bound over line colours: no node left open can hold more than %d "
            + "pieces of each colour";
    static final String PROOF_DUALITY = "LP duality certificate (exact)";
    static final String PROOF_EXHAUSTIVE = "exhaustive search of the 0-1 program: no better solution";
    static final String PROOF_LINE_SEARCH = "branch and bound over line colours: search exhausted";
    static final String PROOF_LINE_SEARCH_SYMMETRIC = "branch and bound over line colours, one colouring per class under"
            + " the board's %d symmetries%s and the colour swap: search exhausted";

    /** Nodes the peaceable search takes whole on the solve's thread before it splits into work units. */
    static final long WHOLE_NODES = 200_000;
    /** The least number of units a peaceable round is split into (a fixed number: unit ids must not depend on the machine). */
    static final int PEACEABLE_UNITS = 64;
    private static final String TARGET = "target";
    private static final String PREFIX = "prefix";
    private static final String COLOURING = "colouring";
    private static final String CENSUS = "census";
    private static final String CLASSES = "classes";
    /** The most placements a census keeps for the answer (the counts are always complete). */
    static final int KEEP = 10_000;
    static final String PROOF_CENSUS = "; census: every line colouring with %d pieces of each colour (one per class"
            + " under the board's symmetries and the colour swap, at least) enumerated, and every placement agreeing"
            + " with one listed";

    static {
        // ojAlgo's shared worker pool (private to this bundle) keeps its core threads for ever; let idle ones end
        // after its keep-alive so that no thread outlives a run, a cancellation or this bundle
        if (ProcessingService.INSTANCE.getExecutor() instanceof ThreadPoolExecutor pool) {
            pool.allowCoreThreadTimeOut(true);
        }
    }

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "0-1 integer programming and exact LP bounds (ojAlgo); peaceable queens by its own search over line "
                + "colours, which also counts every optimal placement (--all)";
    }

    @Override
    public Set<Objective> objectives() {
        return Collections.unmodifiableSet(EnumSet.complementOf(EnumSet.of(Objective.MIN_TOTAL_DOMINATION)));
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        Objective objective = problem.instance().objective();
        if (options.all() && objective != Objective.MAX_PEACEABLE) {
            return Optional.of("the ilp solver does not enumerate all solutions of " + objective.id()
                    + " (it enumerates max-peaceable placements only)");
        }
        if (problem.symmetry().isPresent()
                && (objective == Objective.MAX_PEACEABLE || objective == Objective.FRACTIONAL_DOMINATION)) {
            return Optional.of("the ilp solver restricts only one-colour integer programs to a symmetry, not "
                    + objective.id());
        }
        long cells = problem.board().cellCount();
        if (cells > MAX_CELLS) {
            return Optional.of("the ilp solver takes boards of at most " + MAX_CELLS + " cells; "
                    + problem.board().description() + " has " + cells);
        }
        return Optional.empty();
    }


    /**
     * An exact solver whose proofs rest on ojAlgo beyond the programs it re-checks itself, but for peaceable queens,
     * whose proofs are its own search's; so beside the local search on larger peaceable boards it is the exact
     * solver run for the bound (with a time limit), and it counts their placements ({@code --all}). At home on the LP
     * relaxation anywhere; on peaceable queens up to 196 cells (13x13 is proven in 11 s, the 12x12 torus in 21 s,
     * 14x14 in 66 s, 15x15 takes four and a half minutes); on domination with sparse attacks up to 196 cells (the LP
     * bound of knights is weak, proofs beyond 14x14 take hours) and with dense attacks up to 256 (queens beyond 16x16
     * take hours too); on maximum independence up to 256 cells.
     */
    @Override
    public Capabilities capabilities() {
        Set<Objective> domination = Set.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION);
        return new Capabilities(Capabilities.Strategy.EXACT, false,
                Set.of(Capabilities.Feature.SYMMETRY, Capabilities.Feature.ENUMERATES), List.of(
                new Capabilities.Reach(Set.of(Objective.FRACTIONAL_DOMINATION), Capabilities.Attacks.ANY, MAX_CELLS),
                new Capabilities.Reach(Set.of(Objective.MAX_PEACEABLE), Capabilities.Attacks.ANY, 196),
                new Capabilities.Reach(domination, Capabilities.Attacks.SPARSE, 196),
                new Capabilities.Reach(domination, Capabilities.Attacks.DENSE, 256),
                new Capabilities.Reach(Set.of(Objective.MAX_INDEPENDENT), Capabilities.Attacks.ANY, 256)),
                // the peaceable optima rest on the line colouring search, integer-only and ours
                Set.of(Objective.MAX_PEACEABLE));
    }

    private static double averageNeighbourhood(AttackModel model) {
        long total = 0;
        for (int c = 0; c < model.cellCount(); c++) {
            total += model.neighbours(c).length + 1;
        }
        return (double) total / Math.max(1, model.cellCount());
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) throws Exception {
        Objective objective = problem.instance().objective();
        AttackModel model = problem.model();
        if (model.cellCount() == 0) {
            SolveResult.Builder empty = SolveResult.builder().objective(objective).status(Status.OPTIMAL)
                    .value(0).bound(0).proof("the board has no cells");
            if (objective != Objective.FRACTIONAL_DOMINATION) {
                empty.solution(objective == Objective.MAX_PEACEABLE ? Placement.of(List.of(), List.of())
                        : Placement.of(List.of()));
            }
            return empty.build();
        }
        return switch (objective) {
            case FRACTIONAL_DOMINATION -> solveFractional(model, context);
            case MAX_PEACEABLE -> context.options().all() ? censusPeaceable(problem, context)
                    : solvePeaceable(problem, context);
            default -> solveInteger(Formulation.of(objective, model, problem.invariance()), model, context);
        };
    }

    /**
     * The one-colour objectives: a greedy solution, a certified LP bound ({@link CertifiedBounds}), then ojAlgo's
     * branch and bound on the program with an objective cut that admits only solutions better than the greedy one.
     * When ojAlgo proves the cut program infeasible, the greedy solution is optimal; when it is stopped without a
     * solution of its own, the greedy solution is reported.
     */
    private SolveResult solveInteger(Formulation formulation, AttackModel model, SolveContext context) {
        ZeroOneProgram program = formulation.program();
        boolean minimising = program.sense() == ZeroOneProgram.Sense.MINIMISE;
        SolveResult.Builder result = SolveResult.builder().objective(formulation.objective())
                .stat("variables", program.variableCount()).stat("constraints", program.rows().size());
        int[] greedy = formulation.greedyPoint();
        Long greedyValue = greedy == null ? null : program.objectiveValue(greedy);
        result.stat("greedy", greedyValue == null ? "none" : greedyValue);
        Long bound = certifiedBound(formulation.objective(), model, result, context);
        if (bound != null) {
            result.bound(bound).stat(SolveResult.BOUND_PROOF, BOUND_LP);
            if (bound.equals(greedyValue)) {
                return result.status(Status.OPTIMAL).value(greedyValue).solution(formulation.placement(greedy))
                        .proof(PROOF_LP_BOUND).build();
            }
        }
        long cells = model.cellCount();
        long cut = greedyValue == null ? (minimising ? cells : 0) : minimising ? greedyValue - 1 : greedyValue + 1;
        long largest = minimising ? cut : bound != null ? bound : cells;
        long start = System.nanoTime();
        OjAlgoRun.Result mip = context.shouldStop() ? null
                : OjAlgoRun.integer(program, context, cut, largest);
        result.stat("mipMillis", millisSince(start));
        boolean stopped = mip == null || mip.stopped();
        int[] point = null;
        String note = "";
        if (mip != null) {
            result.stat("ojAlgoState", mip.state());
            if (mip.outcome().hasPoint()) {
                point = formulation.integerPoint(mip.values());
                if (point == null) {
                    note = "ojAlgo's solution (state " + mip.state() + ") violates the " + program.name()
                            + " program after rounding; reporting the greedy solution";
                }
            }
        }
        boolean proven = mip != null && !stopped && point != null && mip.outcome() == OjAlgoRun.Outcome.OPTIMAL;
        boolean greedyProven = mip != null && !stopped && mip.outcome() == OjAlgoRun.Outcome.INFEASIBLE;
        String confirmed = "";
        if (proven || greedyProven) {
            // ojAlgo says nothing beats its point (or the greedy one): confirm it where the program is small
            // enough, and where ojAlgo was wrong, improve until the exhaustive search finds nothing better
            int[] claimed = proven ? point : greedy;
            int[] incumbent = claimed;
            long confirmCut = proven ? (minimising ? program.objectiveValue(point) - 1 : program.objectiveValue(point) + 1)
                    : cut;
            ExhaustiveCheck.Outcome check = ExhaustiveCheck.feasible(program, confirmCut, context::shouldStop);
            while (check.answer() == ExhaustiveCheck.Answer.FEASIBLE) {
                incumbent = check.point();
                long found = program.objectiveValue(incumbent);
                confirmCut = minimising ? found - 1 : found + 1;
                check = ExhaustiveCheck.feasible(program, confirmCut, context::shouldStop);
            }
            result.stat("exhaustiveCheck", check.answer().name());
            if (incumbent != claimed) {
                point = incumbent;
                proven = check.answer() == ExhaustiveCheck.Answer.INFEASIBLE;
                greedyProven = false;
                note = "ojAlgo's branch and bound claimed an optimum it had not reached (state " + mip.state()
                        + "); the exhaustive check found better";
            } else if (check.answer() == ExhaustiveCheck.Answer.INFEASIBLE) {
                confirmed = "; confirmed by exhaustive search";
            }
        }
        if (point == null && greedy == null) {
            if (greedyProven) {
                return result.status(Status.INFEASIBLE)
                        .proof("ojAlgo branch and bound: no placement with the required symmetry meets the objective's"
                                + " constraints (search exhausted)" + confirmed)
                        .build();
            }
            return result.status(stopped ? stoppedStatus(context) : Status.FEASIBLE)
                    .message(note.isEmpty() ? "no solution with the required symmetry found" : note).build();
        }
        if (point == null) {
            point = greedy;
            result.stat("incumbent", "greedy");
        }
        long value = program.objectiveValue(point);
        result.value(value).solution(formulation.placement(point));
        context.progress(-1, Long.toString(value), bound == null ? null : Long.toString(bound),
                "integer program solved");
        if (proven && !note.isEmpty()) {
            return result.status(Status.OPTIMAL).bound(value).proof(PROOF_EXHAUSTIVE).message(note).build();
        }
        if (proven) {
            return result.status(Status.OPTIMAL).bound(value).proof(PROOF_SEARCH + confirmed).build();
        }
        if (greedyProven) {
            return result.status(Status.OPTIMAL).bound(value).proof(PROOF_CUT + confirmed).build();
        }
        if (bound != null && value == bound) {
            return result.status(Status.OPTIMAL).proof(PROOF_LP_BOUND).build();
        }
        if (mip != null && !stopped && note.isEmpty()) {
            note = "ojAlgo ended in state " + mip.state() + " without a proof; reporting the best solution";
        }
        return result.status(stopped ? stoppedStatus(context) : Status.FEASIBLE).message(note).build();
    }

    /**
     * MAX_PEACEABLE: branch and bound over the line indicators of the peaceable program ({@link LineColouringSearch})
     * with a counting bound; it proves in a second what ojAlgo's own branch and bound on the program does not prove
     * in a minute (queens on 6x6). The search runs whole on this thread for its first {@value #WHOLE_NODES} nodes
     * (small boards end there); then as rounds of work units, each looking for a colouring with t pieces of each
     * colour below one node of a fixed depth, t one more than the best so far, until a round finds none. The best so
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
                    work.add(new WorkUnit("t" + target + "-" + s.prefix(),
                            Map.of(TARGET, Integer.toString(target), PREFIX, s.prefix())));
                }
                Plan plan = Plan.firstFound("looking for " + target + " pieces of each colour", work)
                        .showing(Integer.toString(floor), Integer.toString(bound));
                context.searching(target);
                outcome = rounds.run(this, problem, plan);
                nodes += outcome.nodes();
                units += work.size();
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
            // stopped: the units that did not finish may still hold a colouring up to their bound
            int open = floor;
            for (int i = 0; i < starts.size(); i++) {
                if (!outcome.results().containsKey(work.get(i).id())) {
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
                work.add(new WorkUnit("census" + m + "-" + s.prefix(),
                        Map.of(CENSUS, Integer.toString(m), PREFIX, s.prefix())));
            }
            String value = Integer.toString(m);
            PlanOutcome outcome = rounds.run(this, problem,
                    Plan.exhaustive("counting placements of " + m + " pieces of each colour", work, 0)
                            .showing(value, value));
            for (WorkUnit w : work) {
                UnitResult r = outcome.results().get(w.id());
                if (r != null) {
                    census.addAll(r.data().getOrDefault(CLASSES, ""));
                }
            }
            complete = outcome.complete();
            nodes = outcome.nodes();
            units = work.size();
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

    private static int statOf(SolveResult result, String key) {
        return Integer.parseInt(result.stats().getOrDefault(key, "0"));
    }

    /**
     * One unit of a peaceable round: a colouring of at least the target below the unit's node; or, in a census, the
     * classes of the placements that agree with the colourings below it.
     */
    @Override
    public UnitResult run(Problem problem, SolveOptions options, WorkUnit unit, UnitContext context) {
        if (unit.spec().containsKey(CENSUS)) {
            int m = Integer.parseInt(unit.get(CENSUS));
            LineColouringSearch search = lines(problem);
            PeaceableCensus census = new PeaceableCensus(m, search.group(), problem.model().cellCount());
            long[] visited = new long[1];
            boolean complete = search.enumerate(unit.get(PREFIX), m, context::shouldStop, n -> {
                visited[0] += n;
                context.nodes(n);
            }, census);
            if (!complete) {
                return UnitResult.stopped(visited[0]);
            }
            return new UnitResult(true, census.count(), census.distinct(), visited[0], List.of(),
                    Map.of(CLASSES, census.encode()));
        }
        int target = Integer.parseInt(unit.get(TARGET));
        LineColouringSearch.Find find = lines(problem).find(unit.get(PREFIX), target, context::shouldStop,
                context::nodes);
        if (!find.complete()) {
            return UnitResult.stopped(find.nodes());
        }
        if (find.colouring() == null) {
            return new UnitResult(true, 0, 0, find.nodes(), List.of(), Map.of());
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

    /** The certified LP bound for a one-colour objective, or {@code null} when its LP was not solved. */
    private static Long certifiedBound(Objective objective, AttackModel model, SolveResult.Builder result,
            SolveContext context) {
        long start = System.nanoTime();
        OptionalLong bound = objective == Objective.MAX_INDEPENDENT
                ? CertifiedBounds.independence(model, context)
                : CertifiedBounds.domination(model, context);
        result.stat("boundMillis", millisSince(start));
        if (bound.isEmpty()) {
            return null;
        }
        context.progress(-1, null, Long.toString(bound.getAsLong()), "LP bound certified");
        context.bound(bound.getAsLong());
        return bound.getAsLong();
    }

    private SolveResult solveFractional(AttackModel model, SolveContext context) {
        SolveResult.Builder result = SolveResult.builder().objective(Objective.FRACTIONAL_DOMINATION);
        long start = System.nanoTime();
        OjAlgoRun.Result domination = OjAlgoRun.relaxation(
                Formulation.of(Objective.FRACTIONAL_DOMINATION, model).program(), context);
        OjAlgoRun.Result packing = context.shouldStop() ? null
                : OjAlgoRun.relaxation(Formulation.packing(model), context);
        result.stat("lpMillis", millisSince(start));
        context.progress(-1, null, null, "certifying the LP optimum");

        start = System.nanoTime();
        DualityCertificate.Bounds bounds = new DualityCertificate(model, context::shouldStop)
                .certify(usable(domination), usable(packing));
        result.stat("certificateMillis", millisSince(start));
        result.value(bounds.upper()).bound(bounds.lower());
        Placement cover = weighted(model, bounds.domination());
        Placement certificate = weighted(model, bounds.packing());
        if (bounds.exact() && cover != null && certificate != null) {
            return result.status(Status.OPTIMAL).proof(PROOF_DUALITY).solution(cover).certificate(certificate).build();
        }
        boolean stopped = packing == null || domination.stopped() || packing.stopped();
        return result.status(stopped ? stoppedStatus(context) : Status.FEASIBLE)
                .message("bounds " + bounds.lower() + " <= value <= " + bounds.upper()
                        + " certified by scaled LP points; no exact optimal basis was found")
                .build();
    }

    /** The exact point as a weighted placement, or {@code null} when there is none or it does not fit. */
    private static Placement weighted(AttackModel model, DualityCertificate.Point point) {
        if (point == null) {
            return null;
        }
        int[] cells = new int[model.cellCount()];
        int[] count = new int[1];
        List<Fraction> weights = point.weights(cells, count);
        return weights == null ? null
                : Placement.weighted(model.placement(Arrays.copyOf(cells, count[0])).cells(), weights);
    }

    private static double[] usable(OjAlgoRun.Result run) {
        return run != null && run.outcome().hasPoint() ? run.values() : null;
    }

    /** Cancelled when asked to stop before the time limit; otherwise the time limit ended the run. */
    private static Status stoppedStatus(SolveContext context) {
        return context.shouldStop() && context.remainingMillis() > 0 ? Status.CANCELLED : Status.TIMEOUT;
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
