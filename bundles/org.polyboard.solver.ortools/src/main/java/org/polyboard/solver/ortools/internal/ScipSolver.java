package org.polyboard.solver.ortools.internal;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
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

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPObjective;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;

/**
 * SCIP, through OR-Tools, on the 0-1 program of a problem: the {@link Formulation} the ilp solver solves and
 * {@code export} writes, the same variables and rows. SCIP runs on one thread from the program's greedy solution (a
 * hint) and stops at the time limit or when asked (SCIP's interruption, polled every {@value #POLL_MILLIS} ms);
 * stopped before it has a solution, it reports the greedy one.
 * <p>
 * Beside a heuristic (no solver named) SCIP solves the same program as alone, from the same hint, and ignores what
 * the heuristic finds: restarting it on the program with a cut that admits only better solutions was tried and lost
 * (knights 17×17, side by side on 2026-12-03: 504 s and 86 298 nodes after five restarts, against 426 s and 75 990
 * nodes alone). Its run is then the run of {@code --solver scip}, so the automatic choice takes no longer than SCIP
 * named by hand; the heuristic's solution is shown meanwhile.
 * <p>
 * HiGHS is not offered: OR-Tools 9.14's Java solver object ({@code MPSolver}) runs only HiGHS's LP, not its MIP, and
 * the model builder that runs its MIP let SCIP go on after an interruption when tried, so a solve there might not be
 * cancellable.
 * <p>
 * What a proof rests on: SCIP's claim that nothing beats its solution. Its solution is checked against
 * the program here and verified by the core like every other; its optimality is not re-checked, and the proof line says
 * so. Stateless: every solve builds its own model; thread-safe.
 */
@Component(service = Solver.class, property = Solver.ID + "=" + ScipSolver.SOLVER_ID)
public final class ScipSolver implements Solver {

    static final String SOLVER_ID = "scip";

    /**
     * Sparse domination up to this many cells is its home ground: knights 16×16 (40) proven in 110 s on one thread
     * (32 s beside anneal, on a program cut at the heuristic's value: no longer done), 17×17 (46) in 426 s
     * (2026-12-03). Up to 16×16 bnb is at home too, with proofs of its own, and the policy takes it first; past that,
     * on 17×17, bnb needs hours (3.4 h of two cores), so the policy takes scip there, its proof line saying that the
     * proof is SCIP's claim (docs/knights.md; `--solver bnb` for a proof of our own).
     */
    static final long SPARSE_DOMINATION_CELLS = 289;

    /** Larger boards make programs that no solver here will finish; the same limit as the ilp solver's. */
    static final long MAX_CELLS = 20_000;

    static final long POLL_MILLIS = 50;

    private static final Set<Objective> OBJECTIVES = Set.copyOf(EnumSet.of(Objective.MIN_DOMINATION,
            Objective.MIN_INDEPENDENT_DOMINATION, Objective.MAX_INDEPENDENT, Objective.MAX_PEACEABLE));

    /** Slack when rounding the native solver's floating-point bound to the integer objective. */
    private static final double EPSILON = 1e-6;

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "SCIP branch and cut on the 0-1 program (OR-Tools, native; its claim of optimality is not re-checked)";
    }

    @Override
    public Set<Objective> objectives() {
        return OBJECTIVES;
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        if (options.all()) {
            return Optional.of("the " + id() + " solver does not enumerate all solutions");
        }
        if (problem.size().isPresent()) {
            return Optional.of("the " + id() + " solver finds one optimum, not every placement of a given size");
        }
        if (problem.symmetry().isPresent() && problem.instance().objective() == Objective.MAX_PEACEABLE) {
            return Optional.of("the " + id() + " solver restricts only one-colour programs to a symmetry, not "
                    + Objective.MAX_PEACEABLE.id());
        }
        long cells = problem.board().cellCount();
        if (cells > MAX_CELLS) {
            return Optional.of("the " + id() + " solver takes boards of at most " + MAX_CELLS + " cells; "
                    + problem.board().description() + " has " + cells);
        }
        return NativeLibraries.missing().map(why -> "the " + id() + " solver cannot run here: " + why);
    }

    /** Exact, with proofs that rest on SCIP; at home on sparse domination as measured. */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.EXACT, false, Set.of(Capabilities.Feature.SYMMETRY),
                List.of(new Capabilities.Reach(Set.of(Objective.MIN_DOMINATION), Capabilities.Attacks.SPARSE,
                        SPARSE_DOMINATION_CELLS)));
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        Objective objective = problem.instance().objective();
        AttackModel model = problem.model();
        if (model.cellCount() == 0) {
            return SolveResult.builder().objective(objective).status(Status.OPTIMAL).value(0).bound(0)
                    .solution(objective == Objective.MAX_PEACEABLE ? Placement.of(List.of(), List.of())
                            : Placement.of(List.of()))
                    .proof("the board has no cells").build();
        }
        long loadMillis = NativeLibraries.load();
        Formulation formulation = Formulation.of(objective, model, problem.invariance());
        ZeroOneProgram program = formulation.program();
        int[] greedy = objective == Objective.MAX_PEACEABLE ? null : formulation.greedyPoint();
        SolveResult.Builder result = SolveResult.builder().objective(objective)
                .stat("variables", program.variableCount()).stat("constraints", program.rows().size())
                .stat("loadMillis", loadMillis);
        if (greedy != null) {
            result.stat("greedy", program.objectiveValue(greedy));
            context.incumbent(formulation.placement(greedy));
        }
        MPSolver solver = MPSolver.createSolver("SCIP");
        if (solver == null || !solver.isMip()) {
            throw new IllegalStateException("OR-Tools has no SCIP in this build");
        }
        try {
            MPVariable[] x = build(solver, program);
            if (greedy != null) {
                double[] hint = new double[greedy.length];
                for (int v = 0; v < hint.length; v++) {
                    hint[v] = greedy[v];
                }
                solver.setHint(x, hint);
            }
            String version = solver.solverVersion();
            result.stat("nativeSolver", version);
            String message = version + " on the 0-1 program: " + program.variableCount() + " variables, "
                    + program.rows().size() + " rows";
            context.progress(-1, greedy == null ? null : Long.toString(program.objectiveValue(greedy)), null, message);
            long start = System.nanoTime();
            long limit = context.remainingMillis();
            if (limit != Long.MAX_VALUE) {
                solver.setTimeLimit(Math.max(1, limit));
            }
            MPSolver.ResultStatus status = solveUnlessStopped(solver, context);
            result.stat("nativeMillis", (System.nanoTime() - start) / 1_000_000).stat("nodes", solver.nodes())
                    .stat("nativeStatus", status.name());
            return answer(status, solver, x, formulation, greedy, version, context, result);
        } finally {
            solver.delete();
        }
    }

    /** The program's variables and rows in {@code solver}; the variables in the program's order. */
    private static MPVariable[] build(MPSolver solver, ZeroOneProgram program) {
        int n = program.variableCount();
        MPVariable[] x = new MPVariable[n];
        MPObjective objective = solver.objective();
        for (int v = 0; v < n; v++) {
            x[v] = solver.makeIntVar(program.lower(v), program.upper(v), program.variableName(v));
            objective.setCoefficient(x[v], program.objectiveCoefficient(v));
        }
        if (program.sense() == ZeroOneProgram.Sense.MINIMISE) {
            objective.setMinimization();
        } else {
            objective.setMaximization();
        }
        double infinity = MPSolver.infinity();
        for (ZeroOneProgram.Row row : program.rows()) {
            double lower = row.kind() == ZeroOneProgram.Kind.AT_MOST ? -infinity : row.rhs();
            double upper = row.kind() == ZeroOneProgram.Kind.AT_LEAST ? infinity : row.rhs();
            MPConstraint constraint = solver.makeConstraint(lower, upper, row.name());
            for (int k = 0; k < row.variables().length; k++) {
                constraint.setCoefficient(x[row.variables()[k]], row.coefficients()[k]);
            }
        }
        return x;
    }

    /** Solves, interrupting SCIP once the context says stop. NOT_SOLVED when it stopped before it started. */
    private static MPSolver.ResultStatus solveUnlessStopped(MPSolver solver, SolveContext context) {
        if (context.shouldStop()) {
            return MPSolver.ResultStatus.NOT_SOLVED;
        }
        try (SolveContext.Poll poll = context.poll(POLL_MILLIS, () -> {
            if (context.shouldStop()) {
                // again at every poll until SCIP returns: an interruption before its solve starts is lost
                solver.interruptSolve();
            }
        })) {
            return solver.solve();
        }
    }

    /** The result of SCIP's run. */
    private static SolveResult answer(MPSolver.ResultStatus status, MPSolver solver, MPVariable[] x,
            Formulation formulation, int[] greedy, String version, SolveContext context, SolveResult.Builder result) {
        ZeroOneProgram program = formulation.program();
        boolean minimising = program.sense() == ZeroOneProgram.Sense.MINIMISE;
        String claim = ": a third-party solver's claim on the 0-1 program, not re-checked here";
        switch (status) {
            case OPTIMAL, FEASIBLE -> {
                double[] values = new double[x.length];
                for (int v = 0; v < x.length; v++) {
                    values[v] = x[v].solutionValue();
                }
                int[] point = formulation.integerPoint(values);
                if (point == null) {
                    throw new IllegalStateException(version + "'s solution violates the " + program.name()
                            + " program after rounding");
                }
                long value = program.objectiveValue(point);
                result.value(value).solution(formulation.placement(point));
                if (status == MPSolver.ResultStatus.OPTIMAL) {
                    String restricted = formulation.quotient() ? " with the required symmetry" : "";
                    return result.status(Status.OPTIMAL).bound(value)
                            .proof(version + " says no better solution exists" + restricted + claim).build();
                }
                double bound = solver.objective().bestBound();
                if (Double.isFinite(bound)) {
                    long proven = minimising ? (long) Math.ceil(bound - EPSILON) : (long) Math.floor(bound + EPSILON);
                    result.bound(proven).stat(SolveResult.BOUND_PROOF, version + "'s best bound when it stopped"
                            + claim);
                }
                return result.status(stoppedStatus(context)).build();
            }
            case INFEASIBLE -> {
                if (!formulation.quotient()) {
                    throw new IllegalStateException(version + " called the " + program.name()
                            + " program infeasible, which it is not");
                }
                return result.status(Status.INFEASIBLE)
                        .proof(version + " says no placement with the required symmetry meets the objective's"
                                + " constraints" + claim).build();
            }
            case NOT_SOLVED, ABNORMAL -> {
                if (status == MPSolver.ResultStatus.ABNORMAL && !context.shouldStop()) {
                    throw new IllegalStateException(version + " ended ABNORMAL on the " + program.name() + " program");
                }
                // ABNORMAL when stopped: SCIP was interrupted as it started (cancelled, killed)
                if (!withGreedy(result, formulation, greedy)) {
                    result.message(version + " stopped before it found a solution");
                }
                return result.status(stoppedStatus(context)).build();
            }
            default -> throw new IllegalStateException(version + " ended " + status + " on the " + program.name()
                    + " program");
        }
    }

    /** Reports the program's greedy point as the solution, when there is one; whether there was. */
    private static boolean withGreedy(SolveResult.Builder result, Formulation formulation, int[] greedy) {
        if (greedy == null) {
            return false;
        }
        result.value(formulation.program().objectiveValue(greedy)).solution(formulation.placement(greedy))
                .stat("incumbent", "greedy");
        return true;
    }

    /** Cancelled when asked to stop before the time limit; otherwise the time limit ended the run. */
    private static Status stoppedStatus(SolveContext context) {
        return context.shouldStop() && context.remainingMillis() > 0 ? Status.CANCELLED : Status.TIMEOUT;
    }
}
