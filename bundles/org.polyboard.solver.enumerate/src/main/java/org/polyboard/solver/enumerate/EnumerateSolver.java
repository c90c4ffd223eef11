package org.polyboard.solver.enumerate;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Symmetry;
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
import org.polyboard.support.bounds.QueenBound;
import org.polyboard.support.split.SplitRounds;

/**
 * Exact answers by exhaustive search on bit sets, for small boards of any dimension and any piece: minimum
 * (independent) domination by iterative deepening, maximum independent sets by branch and bound on a clique-cover
 * bound. It also enumerates every optimal placement ({@code --all}) and, when the instance has the parameter
 * {@value #SIZE}, every placement of exactly that many pieces that satisfies the objective's constraints (dominating,
 * independent dominating, or independent), each counted in total and up to the symmetries of the board.
 * <p>
 * Every search runs as rounds of work units that the core runs, checkpoints and resumes (stats {@code subproblems}
 * and {@code resumed}): minimum domination as one round per number of pieces, each looking for one placement; the
 * maximum independent set as rounds that look for a set of at least t cells, t one more than the largest found so
 * far, until a round finds none, or until the certified clique cover of the board ({@link CliqueCoverBound},
 * begun when the first round needs units and grown before each round after) allows no more; an enumeration as one
 * round that counts every placement. A placement found beside the search ({@link SolveContext#besideValue}, a
 * heuristic's) counts as found: the rounds look only for better ones, and when they refute those, the search ends
 * FEASIBLE with that value as its proven bound, which the job's placement then meets. Each round says what it decides
 * as it starts ({@link SolveContext#searching}), so that a heuristic one step from it may stop. The split depends on the
 * problem and the round alone, so every run, with any number of threads, searches and merges the same units. The
 * first rounds are searched whole on the solve's thread instead, until they have taken {@value #WHOLE} nodes in all:
 * a search that small is done before its units would be (and needs no checkpoints).
 */
@Component(service = Solver.class, property = Solver.ID + "=" + EnumerateSolver.SOLVER_ID)
public final class EnumerateSolver implements Solver, UnitSolver {

    static final String SOLVER_ID = "enumerate";

    /** The instance parameter asking for every placement of exactly this many pieces. */
    public static final String SIZE = "size";

    /** Largest board taken: bit sets of this many cells, and searches that may finish. */
    static final int MAX_CELLS = 4096;

    /**
     * A solve searches its rounds whole on its own thread until they have taken this many nodes in all (a few
     * milliseconds; splitting a search that small into units would cost more than it saves).
     */
    static final long WHOLE = 20_000;

    /** Boards this small are searched at once whatever the piece. */
    static final int SMALL = 16;
    /** Above this many cells, minimum domination is left to the heuristics unless this solver is named. */
    static final int LARGE_DOMINATION = 256;
    /**
     * Above this many cells, independent domination is left to the heuristics unless this solver is named: queens 18×18
     * prove in about 23 s, 19×19 not in 300 s (the rounds grow about 15× a queen), while the tabu search needs to run
     * for the whole time limit, not as a portfolio partner that stops after a few seconds without news, to reach the published
     * values of the even boards from 20×20 on (its plateau before 11 on 20×20 lasts well over half a minute).
     */
    static final int LARGE_INDEPENDENT_DOMINATION = 324;
    /** Above this many cells, maximum independence is left to the local search unless this solver is named. */
    static final int LARGE_INDEPENDENCE = 256;

    /** Nodes a work unit searches before it leaves the rest of its part open, to be split. */
    private final long unitBudget;

    public EnumerateSolver() {
        this(DominationSearch.BUDGET);
    }

    /** A solver whose work units search at most {@code unitBudget} nodes before they split (tests split small searches). */
    EnumerateSolver(long unitBudget) {
        this.unitBudget = unitBudget;
    }

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "exhaustive search on bit sets: optimum with proof, all optimal placements (--all), all placements of size=k;"
                + " small boards, any piece and dimension";
    }

    @Override
    public Set<Objective> objectives() {
        return EnumSet.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION, Objective.MAX_INDEPENDENT);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        long cells = problem.board().cellCount();
        if (cells > MAX_CELLS) {
            return Optional.of("the enumerate solver takes boards of at most " + MAX_CELLS + " cells; "
                    + problem.board().description() + " has " + cells);
        }
        if (problem.symmetry().isPresent()) {
            return Optional.of("the enumerate solver does not restrict placements to a symmetry ("
                    + Symmetry.PARAMETER + "=" + problem.symmetry().get().id() + ")");
        }
        return Optional.empty();
    }

    /**
     * At home on boards of at most 16 cells whatever the piece; with dense attacks (riders) on minimum domination up
     * to {@value #LARGE_DOMINATION} cells (proofs beyond 16x16 queens take minutes to hours), on independent
     * domination up to {@value #LARGE_INDEPENDENT_DOMINATION} and on maximum independence up to {@value #LARGE_INDEPENDENCE}. The only solver that lists
     * the placements of a given size.
     */
    @Override
    public Capabilities capabilities() {
        Set<Objective> all = objectives();
        return new Capabilities(Capabilities.Strategy.EXACT, true,
                Set.of(Capabilities.Feature.ENUMERATES, Capabilities.Feature.SIZES),
                List.of(new Capabilities.Reach(all, Capabilities.Attacks.ANY, SMALL),
                        new Capabilities.Reach(Set.of(Objective.MIN_DOMINATION), Capabilities.Attacks.DENSE, LARGE_DOMINATION),
                        new Capabilities.Reach(Set.of(Objective.MIN_INDEPENDENT_DOMINATION), Capabilities.Attacks.DENSE,
                                LARGE_INDEPENDENT_DOMINATION),
                        new Capabilities.Reach(Set.of(Objective.MAX_INDEPENDENT), Capabilities.Attacks.DENSE, LARGE_INDEPENDENCE)));
    }

    @Override
    public UnitResult run(Problem problem, SolveOptions options, WorkUnit unit, UnitContext context) {
        return search(problem).run(unit, context::shouldStop, context::shouldSplit, context::nodes);
    }

    private static UnitResult run(Problem problem, WorkUnit unit, BooleanSupplier stop, LongConsumer counted) {
        return search(problem).run(unit, stop, counted);
    }

    /**
     * The units that search what {@code unit} of {@code problem} left open at its node budget, as the next split
     * level of its round has them; none when it searched its whole part. For tools that follow units by hand (the
     * cost estimates in bench/).
     */
    public List<WorkUnit> children(Problem problem, WorkUnit unit, UnitResult result) {
        return search(problem).children(unit, result);
    }

    /** The search of a problem's units: independent sets for the most pieces, dominating sets otherwise. */
    private static SplitSearch search(Problem problem) {
        return problem.instance().objective() == Objective.MAX_INDEPENDENT ? independent(problem) : domination(problem);
    }

    /** The tables of a problem's domination searches, built once and shared by all its units. */
    private static DominationSearch domination(Problem problem) {
        return problem.derived(DominationSearch.class, p -> {
            boolean independent = p.instance().objective() == Objective.MIN_INDEPENDENT_DOMINATION;
            return new DominationSearch(p.model(), independent, QueenBound.rectangle(p) ? Frames.TIGHT : -1);
        });
    }

    /** The tables of a problem's independent-set searches, built once and shared by all its units. */
    private static IndependentSearch independent(Problem problem) {
        return problem.derived(IndependentSearch.class, p -> new IndependentSearch(p.model()));
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) throws Exception {
        Objective objective = problem.instance().objective();
        AttackModel model = problem.model();
        Optional<Integer> size = problem.size();
        if (size.isPresent() && (size.get() < 0 || size.get() > model.cellCount())) {
            throw new IllegalArgumentException("size=" + size.get() + " is out of range 0.." + model.cellCount() + ".");
        }
        Run run = new Run(problem, context, rounds(this, problem, context, EnumerateSolver::run), unitBudget,
                objective == Objective.MAX_INDEPENDENT ? independent(problem) : null);
        SolveResult.Builder result;
        if (size.isPresent()) {
            result = run.ofSize(size.get());
        } else if (objective == Objective.MAX_INDEPENDENT) {
            result = run.maxIndependent(context.options().all());
        } else {
            result = run.minDomination(context.options().all());
        }
        return run.finish(result);
    }

    /** Runs a round of units, and those split from them as they finish, and merges them. */
    @FunctionalInterface
    interface Rounds {
        PlanOutcome run(Plan plan, WorkUnits.Split split) throws Exception;
    }

    /** Runs one work unit of a problem on the calling thread. */
    @FunctionalInterface
    interface UnitRunner {
        UnitResult run(Problem problem, WorkUnit unit, BooleanSupplier stop, LongConsumer counted);
    }

    /**
     * The rounds of a solve by {@code solver}: the context's work units, or, for a context that runs none (one made
     * outside the core), the units one after another on the calling thread with {@code inline}.
     */
    static Rounds rounds(UnitSolver solver, Problem problem, SolveContext context, UnitRunner inline) {
        WorkUnits units;
        try {
            units = context.units();
        } catch (UnsupportedOperationException e) {
            // the units split from a plan's units run as the next level, by the default of WorkUnits
            units = (unitSolver, p, plan) -> InlineUnits.run(plan,
                    unit -> inline.run(problem, unit, context::shouldStop, nodes -> { }));
        }
        WorkUnits work = units;
        return (plan, split) -> work.run(solver, problem, plan, split);
    }

    /** One solve: its rounds and the way their outcomes become a result. */
    static final class Run {
        private final Problem problem;
        private final Objective objective;
        private final AttackModel model;
        private final SolveContext context;
        private final Rounds rounds;
        private final long unitBudget;
        private final boolean independent;
        /** The search of the rounds of a maximum independent set; {@code null} for the other objectives. */
        private final SplitSearch independence;
        /** Polled while a round is planned. */
        private final BooleanSupplier stop;
        private long nodes;
        private int subproblems;
        private int resumed;
        /** Nodes the rounds searched whole may still take; once they need more, every round runs as units. */
        private long whole = WHOLE;
        /**
         * The clique cover of the board, begun once the maximum independent set takes more than rounds searched
         * whole, and grown before each round after: a round for more pieces than it allows is refuted without a
         * search.
         */
        private CliqueCoverBound cover;

        /** @param independence the search of a maximum independent set's rounds, or {@code null} for other objectives */
        Run(Problem problem, SolveContext context, Rounds rounds, long unitBudget, SplitSearch independence) {
            this.unitBudget = unitBudget;
            this.independence = independence;
            this.problem = problem;
            this.objective = problem.instance().objective();
            this.model = problem.model();
            this.context = context;
            this.rounds = rounds;
            this.independent = objective == Objective.MIN_INDEPENDENT_DOMINATION;
            this.stop = context::shouldStop;
        }

        /** The result, with the objective and the run's nodes, units and resumed units in its stats. */
        SolveResult finish(SolveResult.Builder result) {
            return result.objective(objective).stat("nodes", nodes).stat(Checkpoints.SUBPROBLEMS, subproblems)
                    .stat(Checkpoints.RESUMED, resumed).build();
        }

        /** Counts the nodes of a planning walk. */
        private void planned(long count) {
            nodes += count;
        }

        /** Counts the nodes of a round searched whole. */
        private void searched(long count) {
            nodes += count;
            whole -= count;
        }

        /**
         * Runs the round of {@code search} for placements of {@code size}: whole on this thread while the rounds
         * searched whole so far have taken fewer than {@link EnumerateSolver#WHOLE} nodes and this one fits in the
         * rest, else as work units, unless the clique cover refutes it (looking for an independent set). Returns an
         * incomplete outcome when the solve was stopped.
         */
        private PlanOutcome round(SplitSearch search, int size, boolean enumerate, String label, String best,
                String bound) throws Exception {
            if (whole > 0) {
                UnitResult result = search.whole(size, enumerate, stop, this::searched, whole);
                if (result != null) {
                    return new PlanOutcome(result.complete(), result.count(), result.distinct(), 0, result.kept(),
                            Map.of(), 0, Map.of());
                }
                whole = 0;
            }
            if (!enumerate && search instanceof IndependentSearch && coverRefutes(size)) {
                return new PlanOutcome(true, 0, 0, 0, List.of(), Map.of(), 0, Map.of());
            }
            List<WorkUnit> units = search.plan(size, enumerate, stop, this::planned, unitBudget);
            if (units == null) {
                return new PlanOutcome(false, 0, 0, 0, List.of(), Map.of(), 0, Map.of());
            }
            Plan plan = (enumerate ? Plan.exhaustive(label, units, Collector.MAX_KEPT) : Plan.firstFound(label, units))
                    .showing(best, bound);
            SplitRounds.Round round = SplitRounds.run(plan, rounds::run, search::children);
            PlanOutcome outcome = round.outcome();
            nodes += outcome.nodes();
            subproblems += round.units();
            resumed += outcome.resumed();
            return outcome;
        }

        /**
         * Whether the clique cover allows fewer than {@code size} independent pieces; grows the cover until it allows
         * {@code size - 1} or stops improving, and reports its bound when it falls.
         */
        private boolean coverRefutes(int size) {
            if (cover == null) {
                cover = CliqueCoverBound.of(model);
            }
            CliqueCoverBound.Certificate before = cover.best();
            CliqueCoverBound.Certificate covered = cover.improve(size - 1L, stop);
            if (covered != null && (before == null || covered.bound() < before.bound())) {
                context.bound(covered.bound());
                context.progress(nodes, null, Long.toString(covered.bound()), "clique cover: at most "
                        + covered.bound() + " pieces");
            }
            return covered != null && size > covered.bound();
        }

        SolveResult.Builder minDomination(boolean all) throws Exception {
            String what = independent ? "independent dominating set" : "dominating set";
            int m = model.cellCount();
            int degree = 0;
            for (int c = 0; c < m; c++) {
                degree = Math.max(degree, model.neighbours(c).length);
            }
            int lower = (m + degree) / (degree + 1);
            String lowerProof = "lower bound: " + m + (m == 1 ? " cell" : " cells") + ", each piece covers at most "
                    + (degree + 1);
            Optional<Integer> side = QueenBound.side(problem);
            if (side.isPresent() && QueenBound.of(side.get()) > lower) {
                lower = QueenBound.of(side.get());
                lowerProof = QueenBound.proof(side.get());
            }
            int first = lower;
            String firstProof = lowerProof;
            // what a bound of k rests on: the first round's reason, else the refutation of k - 1
            DominationSearch search = domination(problem);
            IntFunction<String> why = k -> k == first ? firstProof
                    : "exhaustive search" + (search.framed(k - 1) ? " by frames (" + search.frameBasis(all) + ")" : "")
                    + ": no " + what + " of " + (k - 1) + " pieces";
            int[] greedy = Greedy.dominating(model, independent);
            int proven = lower;
            int[] best = greedy;
            boolean foundOwn = false;
            for (int k = lower; k < Math.min(greedy.length, beside(all, greedy.length)); k++) {
                context.bound(k);
                context.searching(k);
                PlanOutcome outcome = round(search, k, false, "looking for " + (independent ? "an " : "a ") + what + " of " + k,
                        Integer.toString(greedy.length), Integer.toString(k));
                if (!outcome.complete()) {
                    return stopped(best, proven, why.apply(proven));
                }
                if (outcome.found()) {
                    best = outcome.kept().get(0);
                    foundOwn = true;
                    break;
                }
                proven = k + 1;
            }
            if (!foundOwn && proven < greedy.length) {
                // every smaller placement refuted, and one of this size found beside this search
                return besideMeets(best, proven, why.apply(proven));
            }
            int value = best.length;
            String proof = why.apply(value);
            if (!all) {
                return SolveResult.builder().status(Status.OPTIMAL).value(value).bound(value).proof(proof)
                        .solution(model.placement(best));
            }
            PlanOutcome outcome = round(search, value, true, "enumerating every " + what + " of " + value,
                    Integer.toString(value), Integer.toString(value));
            if (!outcome.complete()) {
                return stoppedEnumeration(best, value, outcome.count());
            }
            return enumerated(outcome, value).status(Status.OPTIMAL).bound(value)
                    .proof(proof + "; every optimal placement enumerated");
        }

        /** What shows that no independent set holds more than {@code value} pieces, once a round found none. */
        private String refuted(int value) {
            CliqueCoverBound.Certificate covered = covered();
            return covered != null && value == covered.bound() ? covered.proof()
                    : independence.basis() + ": no independent set of " + (value + 1) + " pieces";
        }

        /**
         * The value of the verified placement found beside this search ({@link SolveContext#besideValue}), or
         * {@code none} when there is none or every optimal placement is asked for ({@code all}), which takes this
         * search's own.
         */
        private int beside(boolean all, int none) {
            OptionalLong value = all ? OptionalLong.empty() : context.besideValue();
            return value.isPresent() && value.getAsLong() >= 0 && value.getAsLong() <= model.cellCount()
                    ? (int) value.getAsLong() : none;
        }

        /**
         * The search refuted every value better than {@code bound}, the value of the placement found beside it: the
         * bound ({@code reason}) goes to the job, which ends with that placement, optimal; this search's own
         * {@code best} is only feasible.
         */
        private SolveResult.Builder besideMeets(int[] best, int bound, String reason) {
            context.bound(bound);
            return SolveResult.builder().status(Status.FEASIBLE).value(best.length).bound(bound)
                    .solution(model.placement(best)).stat(SolveResult.BOUND_PROOF, reason)
                    .message("no better placement than the " + bound + " pieces found beside this search; the bound: "
                            + reason);
        }

        /** The clique cover's best certificate, or {@code null} when it has none. */
        private CliqueCoverBound.Certificate covered() {
            return cover == null ? null : cover.best();
        }

        SolveResult.Builder maxIndependent(boolean all) throws Exception {
            SplitSearch search = independence;
            int[] best = Greedy.independent(model);
            while (true) {
                int floor = Math.max(best.length, beside(all, -1));
                int size = floor + 1;
                CliqueCoverBound.Certificate shown = covered();
                context.searching(size);
                PlanOutcome outcome = round(search, size, false, "looking for an independent set of " + size,
                        Integer.toString(best.length), shown == null ? null : Long.toString(shown.bound()));
                if (!outcome.complete()) {
                    CliqueCoverBound.Certificate covered = covered();
                    return covered == null ? stopped(best, null, null)
                            : stopped(best, (int) covered.bound(), covered.proof());
                }
                if (!outcome.found()) {
                    if (floor > best.length) {
                        return besideMeets(best, floor, refuted(floor));
                    }
                    break;
                }
                best = outcome.kept().get(0);
            }
            int value = best.length;
            String proof = refuted(value);
            if (!all) {
                return SolveResult.builder().status(Status.OPTIMAL).value(value).bound(value).proof(proof)
                        .solution(model.placement(best));
            }
            if (value == 0) {
                return SolveResult.builder().status(Status.OPTIMAL).value(0).bound(0).solutions(List.of(model.placement(best)))
                        .solutionCount(1L).distinctUpToSymmetry(1L).stat("kept", 1)
                        .proof(proof + "; every optimal placement enumerated");
            }
            PlanOutcome outcome = round(search, value, true, "enumerating every independent set of " + value,
                    Integer.toString(value), Integer.toString(value));
            if (!outcome.complete()) {
                return stoppedEnumeration(best, value, outcome.count());
            }
            return enumerated(outcome, value).status(Status.OPTIMAL).bound(value)
                    .proof(proof + "; every optimal placement enumerated");
        }

        /**
         * The maximum independent set from above, for a search whose rounds refute fast when they ask for far more
         * than the optimum and find slowly when they ask for far less ({@link CubePlanes}): rounds for {@code top},
         * {@code top - 1}, ..., each either refuting its size (the bound falls to one less) or finding a placement,
         * then optimal, until one finds or the size reaches the best placement so far (greedy, or one found beside
         * this search), which the last refutation then proves optimal. Enumerating ({@code all}), each round lists
         * every placement of its size, and the first that has one is the optimum's.
         *
         * @param top a proven bound on the optimum
         * @param topProof what {@code top} rests on
         */
        SolveResult.Builder maxIndependentFromAbove(int top, String topProof, boolean all) throws Exception {
            int[] best = Greedy.independent(model);
            int bound = top;
            IntFunction<String> why = value -> value == top ? topProof : refuted(value);
            for (int size = top; all ? size >= best.length : size > Math.max(best.length, beside(false, -1)); size--) {
                context.searching(size);
                String shown = Integer.toString(all ? best.length : Math.max(best.length, beside(false, -1)));
                PlanOutcome outcome = all
                        ? round(independence, size, true, "enumerating every independent set of " + size, shown,
                                Integer.toString(bound))
                        : round(independence, size, false, "looking for an independent set of " + size, shown,
                                Integer.toString(bound));
                if (!outcome.complete()) {
                    return stopped(best, bound, why.apply(bound));
                }
                if (all && outcome.count() > 0) {
                    return enumerated(outcome, size).status(Status.OPTIMAL).bound(size)
                            .proof(why.apply(size) + "; every optimal placement enumerated");
                }
                if (outcome.found()) {
                    best = outcome.kept().get(0);
                    break;
                }
                bound = size - 1;
                context.bound(bound);
            }
            if (bound > best.length) {
                return besideMeets(best, bound, why.apply(bound));
            }
            return SolveResult.builder().status(Status.OPTIMAL).value(best.length).bound(best.length)
                    .proof(why.apply(best.length)).solution(model.placement(best));
        }

        SolveResult.Builder ofSize(int size) throws Exception {
            String what = switch (objective) {
                case MIN_DOMINATION -> "dominating";
                case MIN_INDEPENDENT_DOMINATION -> "independent dominating";
                default -> "independent";
            };
            if (objective == Objective.MAX_INDEPENDENT && size == 0) {
                return SolveResult.builder().value(0).solutions(List.of(model.placement(new int[0]))).solutionCount(1L)
                        .distinctUpToSymmetry(1L).stat("kept", 1).status(Status.FEASIBLE).proof("exhaustive search")
                        .message("every " + what + " placement of exactly 0 pieces: 1 (1 up to symmetry)");
            }
            SplitSearch search = independence != null ? independence : search(problem);
            PlanOutcome outcome = round(search, size, true, "enumerating " + what + " placements of " + size, null, null);
            if (!outcome.complete()) {
                SolveResult.Builder partial = SolveResult.builder().status(stoppedStatus())
                        .message("stopped after " + outcome.count() + " " + what + " placements of " + size + " pieces");
                if (!outcome.kept().isEmpty()) {
                    partial.value(size).solution(model.placement(outcome.kept().get(0)));
                }
                return partial;
            }
            if (outcome.count() == 0) {
                return SolveResult.builder().status(Status.INFEASIBLE).solutionCount(0L).distinctUpToSymmetry(0L)
                        .proof(search.basis()).message("no " + what + " placement of exactly " + size + " pieces");
            }
            return enumerated(outcome, size).status(Status.FEASIBLE).proof(search.basis())
                    .message("every " + what + " placement of exactly " + size + " pieces: " + outcome.count()
                            + " (" + outcome.distinct() + " up to symmetry)");
        }

        private SolveResult.Builder enumerated(PlanOutcome outcome, int value) {
            List<Placement> placements = model.placements(outcome.kept());
            return SolveResult.builder().value(value).solutions(placements).solutionCount(outcome.count())
                    .distinctUpToSymmetry(outcome.distinct())
                    .stat("kept", placements.size() + (outcome.count() > placements.size() ? " (limit " + Collector.MAX_KEPT + ")" : ""));
        }

        /**
         * A search stopped with {@code best}; with a {@code bound}, {@code reason} says what it rests on (in the message
         * and in {@link SolveResult#BOUND_PROOF}).
         */
        private SolveResult.Builder stopped(int[] best, Integer bound, String reason) {
            SolveResult.Builder b = SolveResult.builder().status(stoppedStatus()).value(best.length)
                    .solution(model.placement(best)).message("stopped before optimality was proven");
            if (bound != null) {
                b.bound(bound).message("stopped before optimality was proven; the bound: " + reason)
                        .stat(SolveResult.BOUND_PROOF, reason);
            }
            return b;
        }

        private SolveResult.Builder stoppedEnumeration(int[] best, int value, long count) {
            return SolveResult.builder().status(stoppedStatus()).value(value).bound(value).solution(model.placement(best))
                    .message("optimum " + value + " proven; stopped after enumerating " + count + " optimal placements");
        }

        private Status stoppedStatus() {
            return context.remainingMillis() <= 0 ? Status.TIMEOUT : Status.CANCELLED;
        }
    }
}
