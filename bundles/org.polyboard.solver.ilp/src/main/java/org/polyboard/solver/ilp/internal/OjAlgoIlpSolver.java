package org.polyboard.solver.ilp.internal;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
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
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.support.program.Formulation;
import org.polyboard.support.program.ZeroOneProgram;

/**
 * Exact answers by 0-1 integer programming on ojAlgo (embedded in this bundle), and the fractional domination
 * number as an exact fraction with an LP duality certificate. Stateless: every solve builds its own model in its
 * own ojAlgo environment.
 * <p>
 * What a proof rests on: LP bounds and the fractional value are checked in exact arithmetic; an optimum proven by
 * ojAlgo's branch and bound rests on ojAlgo's floating-point LPs (reliable on the boards up to 16x16 tried here,
 * while its LP solver has been seen to report wrong optima from about 26x26 knights on).
 */
@Component(service = Solver.class, property = Solver.ID + "=" + OjAlgoIlpSolver.SOLVER_ID)
public final class OjAlgoIlpSolver implements Solver {

    static final String SOLVER_ID = "ilp";

    /** Larger boards make programs that ojAlgo will not finish; better left to heuristics and constructions. */
    static final long MAX_CELLS = 20_000;

    static final String PROOF_SEARCH = "ojAlgo branch and bound: search exhausted";
    static final String PROOF_CUT = "ojAlgo branch and bound: no better solution exists (search exhausted)";
    static final String PROOF_LP_BOUND = "equals the certified LP bound";
    /** What the bound of an integer program rests on when the search stops short of a proof. */
    static final String BOUND_LP = "the certified LP bound: a dual point of the LP relaxation made exact and feasible in "
            + "rational arithmetic (weak duality)";
    static final String PROOF_DUALITY = "LP duality certificate (exact)";
    static final String PROOF_EXHAUSTIVE = "exhaustive search of the 0-1 program: no better solution";

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
        return "0-1 integer programming and exact LP bounds (ojAlgo)";
    }

    @Override
    public Set<Objective> objectives() {
        return Collections.unmodifiableSet(EnumSet.complementOf(EnumSet.of(Objective.MIN_TOTAL_DOMINATION,
                Objective.MAX_PEACEABLE)));
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        Objective objective = problem.instance().objective();
        if (options.all()) {
            return Optional.of("the ilp solver does not enumerate all solutions of " + objective.id());
        }
        if (problem.symmetry().isPresent() && objective == Objective.FRACTIONAL_DOMINATION) {
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
     * An exact solver whose proofs rest on ojAlgo beyond the programs it re-checks itself. At home on the LP
     * relaxation anywhere; on domination with sparse attacks up to 196 cells (the LP bound of knights is weak, proofs
     * beyond 14x14 take hours) and with dense attacks up to 256 (queens beyond 16x16 take hours too); on maximum
     * independence up to 256 cells.
     */
    @Override
    public Capabilities capabilities() {
        Set<Objective> domination = Set.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION);
        // an LP value's proof is the exact duality certificate (a fractional cover and a packing of the same total),
        // which the core's verifier checks in exact arithmetic: our own, whatever ojAlgo claims
        return new Capabilities(Capabilities.Strategy.EXACT, false, Set.of(Capabilities.Feature.SYMMETRY), List.of(
                new Capabilities.Reach(Set.of(Objective.FRACTIONAL_DOMINATION), Capabilities.Attacks.ANY, MAX_CELLS),
                new Capabilities.Reach(domination, Capabilities.Attacks.SPARSE, 196),
                new Capabilities.Reach(domination, Capabilities.Attacks.DENSE, 256),
                new Capabilities.Reach(Set.of(Objective.MAX_INDEPENDENT), Capabilities.Attacks.ANY, 256)),
                Set.of(Objective.FRACTIONAL_DOMINATION));
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
                empty.solution(Placement.of(List.of()));
            }
            return empty.build();
        }
        return switch (objective) {
            case FRACTIONAL_DOMINATION -> solveFractional(model, context);
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
