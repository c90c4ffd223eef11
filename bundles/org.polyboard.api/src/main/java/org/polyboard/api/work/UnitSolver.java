package org.polyboard.api.work;

import org.osgi.annotation.versioning.ConsumerType;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;

/**
 * A {@link org.polyboard.api.solve.Solver} whose search splits into work units. It plans each round in
 * {@code solve} and runs it through {@link WorkUnits#run}; the runtime calls {@link #run} for each unit, on any
 * thread and possibly on another machine, with the same problem rebuilt from its instance.
 */
@ConsumerType
public interface UnitSolver {

    /**
     * Runs one unit of a plan this solver made for {@code problem}. Deterministic: the same unit of the same
     * problem gives the same counts wherever it runs. Returns promptly, {@linkplain UnitResult#stopped stopped},
     * once {@link UnitContext#shouldStop()}.
     *
     * @throws Exception when the unit cannot run; the solve then ends with an error
     */
    UnitResult run(Problem problem, SolveOptions options, WorkUnit unit, UnitContext context) throws Exception;
}
