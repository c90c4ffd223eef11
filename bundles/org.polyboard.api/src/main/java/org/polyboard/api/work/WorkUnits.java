package org.polyboard.api.work;

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
}
