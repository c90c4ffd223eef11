package org.polyboard.api.work;

import java.util.Map;

import org.osgi.annotation.versioning.ProviderType;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.solve.SolveOptions;

/**
 * Runs single work units of solves planned elsewhere: what a member of a cluster calls for each unit a
 * coordinator hands it. Registered as a service by the core; thread-safe.
 *
 * @since 1.1
 */
@ProviderType
public interface UnitHost {

    /** Key of {@link #versions()}: the version of the Polyboard core. */
    String POLYBOARD = "polyboard";

    /** Prefix of the keys of {@link #versions()} that hold a solver bundle's version, e.g. {@code solver.bnb}. */
    String SOLVER = "solver.";

    /**
     * What the results of units run here depend on: {@link #POLYBOARD} and, for every installed solver,
     * {@link #SOLVER}{@code <id>}, each mapped to its bundle version. Two runtimes give comparable unit results
     * only when these are equal.
     */
    Map<String, String> versions();

    /**
     * Runs {@code unit} of the solve of {@code instance} with the solver {@code solver}: the problem is built
     * again here from the family, parameters and objective of the instance (and shared by the units of the
     * same instance), the solver found by its id.
     *
     * @param options the options of the solve (enumeration, run settings); time limit and cluster are ignored
     * @throws IllegalArgumentException with one line when the family, the solver or the problem is not here, or
     *     the family here builds another instance from the same parameters
     * @throws Exception when the unit fails
     */
    UnitResult run(Instance instance, String solver, SolveOptions options, WorkUnit unit, UnitContext context)
            throws Exception;
}
