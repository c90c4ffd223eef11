package org.polyboard.solver.construct;

import java.util.Optional;
import java.util.Set;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;

/**
 * An explicit construction for one family, run by the {@link ConstructSolver}. A construction must not
 * call {@link Problem#model()}: it serves boards far beyond the explicit attack model. Thread-safe.
 */
public interface Construction {

    /** The family id it serves. */
    String family();

    /** The objectives it answers for that family. */
    Set<Objective> objectives();

    /** Why it cannot take {@code problem} of its family, or empty. */
    Optional<String> rejects(Problem problem, SolveOptions options);

    /** The placement, or a certificate that none exists; the caller verifies it. */
    SolveResult solve(Problem problem, SolveContext context);
}
