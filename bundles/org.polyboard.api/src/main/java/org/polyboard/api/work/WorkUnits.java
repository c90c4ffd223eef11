package org.polyboard.api.work;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.osgi.annotation.versioning.ProviderType;
import org.polyboard.api.solve.Problem;

/**
 * Runs the rounds of a split search for the solve it belongs to: on the shared executor (or the members of a
 * cluster), within the solve's parallelism, recording each finished unit as a checkpoint and taking recorded
 * units instead of running them when the solve resumes. Units done / total and the nodes so far are reported
 * as the solve's progress. Provided by the core through {@link org.polyboard.api.solve.SolveContext#units()};
 * thread-safe.
 */
@ProviderType
public interface WorkUnits {

    /**
     * Runs {@code plan}'s units of {@code problem} (the problem being solved) with {@code solver} and merges
     * their results. Returns when every unit has
     * finished, when a unit found a solution in a plan that {@linkplain Plan#stopAtFirst stops at the first},
     * or, with an incomplete outcome, when the solve is stopped.
     *
     * @throws Exception the first failure of a unit (the other units are stopped)
     */
    PlanOutcome run(UnitSolver solver, Problem problem, Plan plan) throws Exception;

    /**
     * The units that search what a finished unit left open when it stopped at its node budget: none when it searched
     * its whole part. Depends on the unit and its result alone, so the same units follow in every run.
     *
     * @since 1.3
     */
    @FunctionalInterface
    interface Split {
        List<WorkUnit> of(WorkUnit unit, UnitResult result);
    }

    /**
     * Runs {@code plan}'s units and, as each finishes, the units {@code split} gives for what it left open, and theirs
     * in turn, without waiting for the rest of the plan: the search's tail is not held by the end of each level.
     * The outcome covers every unit run or taken from checkpoints, of every level: its {@link PlanOutcome#results()}
     * hold each by id, its counts and nodes are their sums, and it is complete when each of them finished (or, in a
     * plan that stops at the first find, when one found). Its {@link PlanOutcome#kept()} follow no particular order;
     * callers that need the order of one walk merge the results themselves. The default runs the levels one after
     * another through {@link #run(UnitSolver, Problem, Plan)}.
     *
     * @throws Exception the first failure of a unit (the other units are stopped)
     * @since 1.3
     */
    default PlanOutcome run(UnitSolver solver, Problem problem, Plan plan, Split split) throws Exception {
        Map<String, UnitResult> results = new LinkedHashMap<>();
        Map<String, Integer> members = new LinkedHashMap<>();
        List<int[]> kept = new ArrayList<>();
        long count = 0;
        long distinct = 0;
        long nodes = 0;
        int resumed = 0;
        Plan level = plan;
        while (true) {
            PlanOutcome outcome = run(solver, problem, level);
            results.putAll(outcome.results());
            count += outcome.count();
            distinct += outcome.distinct();
            nodes += outcome.nodes();
            resumed += outcome.resumed();
            outcome.unitsByMember().forEach((member, n) -> members.merge(member, n, Integer::sum));
            for (int[] s : outcome.kept()) {
                if (kept.size() < plan.keep()) {
                    kept.add(s);
                }
            }
            boolean found = plan.stopAtFirst() && outcome.found();
            List<WorkUnit> next = new ArrayList<>();
            if (outcome.complete() && !found) {
                for (WorkUnit unit : level.units()) {
                    next.addAll(split.of(unit, outcome.results().get(unit.id())));
                }
            }
            if (next.isEmpty() || !outcome.complete()) {
                return new PlanOutcome(outcome.complete(), count, distinct, nodes, kept, results, resumed, members);
            }
            level = new Plan(plan.label(), next, plan.stopAtFirst(), plan.keep(), plan.best(), plan.bound(),
                    plan.walkOrder());
        }
    }
}
