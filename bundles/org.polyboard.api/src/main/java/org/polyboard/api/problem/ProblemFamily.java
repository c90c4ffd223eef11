package org.polyboard.api.problem;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A family of problems, e.g. {@code knight-cover}: turns {@code key=value} parameters into an
 * {@link Instance}. Registered as a service with the property {@link #ID}; implementations are
 * stateless and thread-safe.
 */
@ConsumerType
public interface ProblemFamily {

    /** Service property (String): unique kebab-case family id, e.g. {@code "knight-cover"}. */
    String ID = "polyboard.family.id";

    /** The id; equal to the {@link #ID} service property. */
    String id();

    /** One line for listings. */
    String description();

    /** The parameters accepted, in the order they are shown. */
    List<Parameter> parameters();

    /** The objectives this family can ask; the first is the default. */
    List<Objective> objectives();

    /**
     * The parameter that {@code table} ranges over (for example {@code "n"}).
     */
    default String sizeParameter() {
        return "n";
    }

    /**
     * Builds the instance for {@code params} and {@code objective} ({@code null} for the default).
     *
     * @throws IllegalArgumentException with one line fit for the user when a parameter is unknown,
     *     malformed or out of range, or the objective does not apply
     */
    Instance instance(Map<String, String> params, Objective objective);

    /**
     * The run settings among {@code params}: words that tune solvers without changing the question (a random
     * seed, a value to stop at), checked as {@link #instance} checks them and not made part of the instance.
     * They reach solvers as {@link org.polyboard.api.solve.SolveOptions#settings()}. Called with the same
     * parameters as {@link #instance}; the default has none.
     *
     * @throws IllegalArgumentException with one line fit for the user when a setting is malformed
     * @since 1.1
     */
    default Map<String, String> settings(Map<String, String> params) {
        return Map.of();
    }

    /** The published value for {@code instance}, if any; for comparison only. */
    default Optional<KnownValue> known(Instance instance) {
        return Optional.empty();
    }

    /**
     * The published number of optimal placements of {@code instance} (what {@code solve --all} counts), in total or
     * up to the board's symmetries, if any; for comparison only.
     *
     * @since 1.1
     */
    default Optional<KnownValue> knownCount(Instance instance, boolean upToSymmetry) {
        return Optional.empty();
    }
}
