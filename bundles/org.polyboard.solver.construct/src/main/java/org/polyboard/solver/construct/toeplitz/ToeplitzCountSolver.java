package org.polyboard.solver.construct.toeplitz;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.api.work.WorkUnits;

/**
 * {@code toeplitz-count}: counts every placement of n Toeplitz queens (OEIS A075866) and the placements
 * up to the board's symmetry group with {@code --all}, as work units that the core runs, checkpoints and resumes
 * (stats {@code subproblems} and {@code resumed}); without {@code --all} it finds one placement by the same search.
 * The lexicographically smallest placements, up to {@value #LISTED}, are listed and so verified.
 */
@Component(service = Solver.class, property = Solver.ID + "=" + ToeplitzCountSolver.ID_VALUE)
public final class ToeplitzCountSolver implements Solver, UnitSolver {

    /** The solver id. */
    public static final String ID_VALUE = "toeplitz-count";

    /** Most placements listed in a result. */
    public static final int LISTED = 10_000;

    @Override
    public String id() {
        return ID_VALUE;
    }

    @Override
    public String description() {
        return "toeplitz-queens: counts all n-queen placements and those up to symmetry (--all, n <= "
                + ToeplitzCounter.MAX_N + ") by exhaustive search";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_INDEPENDENT);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        Optional<String> mismatch = ToeplitzQuestion.mismatch(problem);
        if (mismatch.isPresent()) {
            return mismatch;
        }
        ToeplitzQuestion question = ToeplitzQuestion.of(problem);
        if (question.n() > ToeplitzCounter.MAX_N) {
            return Optional.of("the search takes n <= " + ToeplitzCounter.MAX_N + ", not n=" + question.n());
        }
        boolean fits = ToeplitzPlacements.admissible(question.n());
        if (question.queens().equals(ToeplitzQuestion.QUEENS_N_MINUS_1)
                || question.queens().equals(ToeplitzQuestion.QUEENS_MAX) && !fits) {
            return Optional.of("the search places n queens, not n-1 (queens=" + question.queens() + ", n=" + question.n()
                    + ")");
        }
        return Optional.empty();
    }

    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.EXACT, true, Set.of(Capabilities.Feature.ENUMERATES),
                List.of(new Capabilities.Reach(objectives(), Capabilities.Attacks.ANY, (long) ToeplitzCounter.MAX_N * ToeplitzCounter.MAX_N)));
    }

    @Override
    public UnitResult run(Problem problem, SolveOptions options, WorkUnit unit, UnitContext context) {
        return ToeplitzCounter.run(unit, context);
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) throws Exception {
        ToeplitzQuestion question = ToeplitzQuestion.of(problem);
        int n = question.n();
        boolean all = context.options().all();
        if (!ToeplitzPlacements.admissible(n)) {
            SolveResult infeasible = ToeplitzConstruction.infeasible(n);
            return all ? infeasible.toBuilder().solutionCount(0L).distinctUpToSymmetry(0L).build() : infeasible;
        }
        if (!all) {
            int[] queens = ToeplitzCounter.first(n, context::shouldStop);
            if (queens == null) {
                return SolveResult.builder().status(Status.FEASIBLE).message("stopped before a placement was found").build();
            }
            return SolveResult.builder().status(Status.OPTIMAL).value(n).bound(n)
                    .solution(ToeplitzConstruction.placement(queens))
                    .proof(n + " queens found by search; no more fit, one per row").build();
        }
        WorkUnits work = context.units();
        int[] split = new int[2];
        ToeplitzCounter.Count count = ToeplitzCounter.count(n, LISTED, plan -> {
            PlanOutcome outcome = work.run(this, problem, plan);
            split[0] += plan.units().size();
            split[1] += outcome.resumed();
            return outcome;
        });
        List<Placement> listed = new ArrayList<>(count.listed().size());
        for (int[] queens : count.listed()) {
            listed.add(ToeplitzConstruction.placement(queens));
        }
        SolveResult.Builder result = SolveResult.builder().solutions(listed).stat("nodes", count.nodes())
                .stat("threads", context.parallelism()).stat(Checkpoints.SUBPROBLEMS, split[0])
                .stat(Checkpoints.RESUMED, split[1]);
        if (listed.isEmpty()) {
            result.status(count.complete() ? Status.INFEASIBLE : Status.FEASIBLE);
        } else {
            result.value(n).bound(n).status(count.complete() ? Status.OPTIMAL : Status.FEASIBLE);
        }
        if (!count.complete()) {
            return result.message("stopped after " + count.nodes() + " search nodes and " + count.solutions()
                    + " placements; the count is incomplete").build();
        }
        String shown = count.solutions() <= LISTED ? "all listed"
                : "the " + listed.size() + " lexicographically smallest listed";
        return result.solutionCount(count.solutions()).distinctUpToSymmetry(count.distinct())
                .proof("exhaustive search: " + count.solutions() + " placements of " + n + " queens (" + shown + "), "
                        + count.distinct() + " up to the symmetries id, transpose, anti-transpose, half turn")
                .build();
    }
}
