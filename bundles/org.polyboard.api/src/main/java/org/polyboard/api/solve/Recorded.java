package org.polyboard.api.solve;

import java.time.Instant;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A finished solve as the results journal holds it.
 *
 * @param result the result as it was reported (family, parameters, objective, solver, status, value,
 *     bound, solutions, counts, verified, millis)
 * @param solverVersion the version of the bundle that provided the solver, or {@code ""} when unknown
 * @param all whether every optimal solution was enumerated ({@link SolveOptions#all()})
 * @param timeoutMillis the time limit of the run, 0 for none
 * @param when when the solve ended
 * @param settings the run settings of the solve ({@link SolveOptions#settings()}), such as a seed
 */
public record Recorded(SolveResult result, String solverVersion, boolean all, long timeoutMillis, Instant when,
        Map<String, String> settings) {

    public Recorded {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(when, "when");
        solverVersion = solverVersion == null ? "" : solverVersion;
        settings = settings == null || settings.isEmpty() ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(settings));
    }

    /** A record without run settings. */
    public Recorded(SolveResult result, String solverVersion, boolean all, long timeoutMillis, Instant when) {
        this(result, solverVersion, all, timeoutMillis, when, Map.of());
    }
}
