package org.polyboard.api.work;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One round of a split search: the units to run and how to merge them. Immutable.
 *
 * @param label what the round does, for progress lines (e.g. {@code "covers with 28 pieces"})
 * @param units the units, in the order their kept solutions are merged
 * @param stopAtFirst stop the other units as soon as one finds a solution (a search for one witness);
 *     otherwise every unit runs to its end (a refutation or an enumeration)
 * @param keep how many solutions the merged outcome keeps at most (in unit order)
 * @param best the best value known while the round runs, for progress, or {@code null}
 * @param bound the bound the round works at, for progress, or {@code null}
 * @param walkOrder run the units split from a finished unit ({@link WorkUnits.Split}) before the units waiting, so
 *     that they run in the order one walk of the tree meets them: for a round that stops at its first find, of a
 *     search whose own order is its best guess where a solution lies, whatever the budget that split the units.
 *     Otherwise they run after the units waiting (on one thread, level by level). Locally each thread, and on a
 *     cluster each member, walks its own part first (since 1.3, {@link #inWalkOrder})
 */
public record Plan(String label, List<WorkUnit> units, boolean stopAtFirst, int keep, String best, String bound,
        boolean walkOrder) {

    public Plan {
        Objects.requireNonNull(label, "label");
        units = List.copyOf(units);
        Set<String> ids = new HashSet<>();
        for (WorkUnit unit : units) {
            if (!ids.add(unit.id())) {
                throw new IllegalArgumentException("plan '" + label + "' has the unit id " + unit.id() + " twice");
            }
        }
        if (keep < 0) {
            throw new IllegalArgumentException("plan '" + label + "' keeps " + keep + " solutions");
        }
    }

    /** A plan whose split units run after the units waiting ({@link #walkOrder} false). */
    public Plan(String label, List<WorkUnit> units, boolean stopAtFirst, int keep, String best, String bound) {
        this(label, units, stopAtFirst, keep, best, bound, false);
    }

    /** A round that runs every unit and keeps up to {@code keep} solutions. */
    public static Plan exhaustive(String label, List<WorkUnit> units, int keep) {
        return new Plan(label, units, false, keep, null, null);
    }

    /** A round that ends at the first solution found. */
    public static Plan firstFound(String label, List<WorkUnit> units) {
        return new Plan(label, units, true, 1, null, null);
    }

    /** This plan with the best value and bound shown in progress lines. */
    public Plan showing(String bestValue, String boundValue) {
        return new Plan(label, units, stopAtFirst, keep, bestValue, boundValue, walkOrder);
    }

    /**
     * This plan with the units split from a finished unit run before those waiting ({@link #walkOrder}).
     *
     * @since 1.3
     */
    public Plan inWalkOrder() {
        return new Plan(label, units, stopAtFirst, keep, best, bound, true);
    }

    /** The ids of the units, in plan order. */
    public List<String> ids() {
        return units.stream().map(WorkUnit::id).toList();
    }
}
