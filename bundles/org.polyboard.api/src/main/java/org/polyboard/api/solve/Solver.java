package org.polyboard.api.solve;

import java.util.Optional;
import java.util.Set;

import org.osgi.annotation.versioning.ConsumerType;
import org.polyboard.api.problem.Objective;

/**
 * A search strategy. Registered as a service with the property {@link #ID}; selected by the
 * {@link SolveService}, never looked up directly by callers. Implementations are thread-safe: one
 * solver instance may run several jobs at once.
 */
@ConsumerType
public interface Solver {

    /** Service property (String): unique kebab-case solver id, e.g. {@code "ilp"}. */
    String ID = "polyboard.solver.id";

    /** The id; equal to the {@link #ID} service property. */
    String id();

    /** One line for listings. */
    String description();

    /** The objectives this solver can answer. */
    Set<Objective> objectives();

    /**
     * Why this solver cannot take {@code problem} (size, piece, options such as enumeration), or empty
     * when it can. Only called for problems whose objective is in {@link #objectives()}.
     */
    default Optional<String> rejects(Problem problem, SolveOptions options) {
        return Optional.empty();
    }

    /**
     * What this solver does and how well; the core's selection policy ranks the solvers that accept a
     * problem by it when the user names none. Constant for the solver's lifetime.
     */
    default Capabilities capabilities() {
        return Capabilities.heuristic();
    }

    /**
     * Solves {@code problem}. Returns the best solution found and says whether it is optimal; the caller
     * verifies every solution before anyone sees it. Returns promptly once {@link SolveContext#shouldStop()}.
     *
     * @throws Exception on failure; the job then ends with status {@link Status#ERROR}
     */
    SolveResult solve(Problem problem, SolveContext context) throws Exception;
}
