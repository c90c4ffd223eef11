package org.polyboard.family.polycube;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Parameter;

/** The objective and size parameters the two families share. */
final class Asked {

    /** The objectives both families ask, the default first. */
    static final List<Objective> OBJECTIVES = List.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION,
            Objective.MAX_INDEPENDENT, Objective.FRACTIONAL_DOMINATION);

    /** The objectives a parameter {@code objective=} may name. */
    static final List<Objective> NAMED = List.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION,
            Objective.MAX_INDEPENDENT);

    static final Parameter OBJECTIVE = new Parameter("objective",
            "the question, as an alternative to --objective (default min-domination)",
            NAMED.stream().map(Objective::id).collect(Collectors.joining(", ")), null);

    static final Parameter SIZE = new Parameter("size",
            "list every placement of exactly this many pieces that satisfies the objective's constraints"
                    + " (dominating, independent dominating or independent), counted in total and up to symmetry",
            "0..4096", null);

    /**
     * The run setting {@code seed=} among {@code params} (described by {@code seed}), checked: the random seed of the
     * heuristic solvers.
     */
    static Map<String, String> seed(Parameter seed, Map<String, String> params) {
        if (!seed.isSet(params)) {
            return Map.of();
        }
        String value = params.get(seed.name()).trim();
        try {
            Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(seed.name() + "=" + value + " is not a whole number.");
        }
        return Map.of(seed.name(), value);
    }

    private Asked() {
    }

    /**
     * The objective asked by the parameter and the caller's choice ({@code null} for none), which must agree.
     *
     * @throws IllegalArgumentException when they disagree or the parameter names no valid objective
     */
    static Objective objective(String family, Map<String, String> params, Objective chosen) {
        String text = params.get(OBJECTIVE.name());
        if (text == null) {
            return chosen == null ? Objective.MIN_DOMINATION : chosen;
        }
        Objective named = Objective.parse(text);
        if (!NAMED.contains(named)) {
            throw new IllegalArgumentException("objective=" + text + " is not valid for " + family + "; valid: "
                    + OBJECTIVE.range() + ".");
        }
        if (chosen == null || chosen == named
                || chosen == Objective.FRACTIONAL_DOMINATION && named == Objective.MIN_DOMINATION) {
            return chosen == null ? named : chosen;
        }
        throw new IllegalArgumentException("objective=" + text + " and --objective " + chosen.id() + " disagree.");
    }

    /**
     * Copies the objective and size parameters into {@code normal}, checking them.
     *
     * @throws IllegalArgumentException for a size that is not a whole number in range or goes with the fractional
     *     relaxation
     */
    static void copy(Map<String, String> params, Objective objective, Map<String, String> normal) {
        if (OBJECTIVE.isSet(params)) {
            normal.put(OBJECTIVE.name(), Objective.parse(params.get(OBJECTIVE.name())).id());
        }
        if (SIZE.isSet(params)) {
            if (objective == Objective.FRACTIONAL_DOMINATION) {
                throw new IllegalArgumentException("size= lists placements; it does not go with the fractional relaxation.");
            }
            normal.put(SIZE.name(), Integer.toString(SIZE.intValue(params, 0, 4096)));
        }
    }
}
