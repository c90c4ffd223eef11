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
 */
public record Plan(String label, List<WorkUnit> units, boolean stopAtFirst, int keep, String best, String bound) {

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
        return new Plan(label, units, stopAtFirst, keep, bestValue, boundValue);
    }

    /** The ids of the units, in plan order. */
    public List<String> ids() {
        return units.stream().map(WorkUnit::id).toList();
    }
}
