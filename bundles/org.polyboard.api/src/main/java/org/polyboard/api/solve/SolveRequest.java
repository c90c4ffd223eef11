package org.polyboard.api.solve;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

import org.polyboard.api.problem.Objective;

/**
 * What a caller asks the {@link SolveService}.
 *
 * @param family the family id
 * @param params the family parameters ({@code key=value})
 * @param solver a solver id, or {@code null} for the best available one
 * @param objective the objective, or {@code null} for the family's default
 * @param fractional solve the LP relaxation of domination instead (the maximum fractional packing)
 * @param options enumeration and time limit
 * @param listener receives progress while the job runs (from the job's threads), or {@code null}
 */
public record SolveRequest(String family, Map<String, String> params, String solver, Objective objective,
        boolean fractional, SolveOptions options, Consumer<Progress> listener) {

    public SolveRequest {
        Objects.requireNonNull(family, "family");
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
        options = options == null ? SolveOptions.DEFAULT : options;
    }

    /** The simplest request: the family's default objective, automatic solver choice, no time limit. */
    public static SolveRequest of(String family, Map<String, String> params) {
        return new SolveRequest(family, params, null, null, false, SolveOptions.DEFAULT, null);
    }

    public SolveRequest withSolver(String solverId) {
        return new SolveRequest(family, params, solverId, objective, fractional, options, listener);
    }

    public SolveRequest withParams(Map<String, String> other) {
        return new SolveRequest(family, other, solver, objective, fractional, options, listener);
    }
}
