package org.polyboard.api.work;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The merged outcome of a {@link Plan}. Immutable.
 *
 * @param complete whether the round finished: every unit of the plan merged (the merged ids equal the plan's
 *     ids exactly), or, in a plan that stops at the first find, a solution found
 * @param count solutions found, summed over the merged units
 * @param distinct canonical representatives, summed over the merged units
 * @param nodes search nodes, summed over the units that ran in this run (also stopped ones; not those taken
 *     from checkpoints)
 * @param kept solutions kept, at most the plan's {@link Plan#keep()}: in plan order of the units, except that a
 *     plan that stops at the first find keeps the one found
 * @param results the result of every merged unit by id, in plan order
 * @param resumed how many units were taken from the checkpoints of an earlier run instead of being run
 * @param unitsByMember how many units each member ran (the local member is {@code "local"})
 */
public record PlanOutcome(boolean complete, long count, long distinct, long nodes, List<int[]> kept,
        Map<String, UnitResult> results, int resumed, Map<String, Integer> unitsByMember) {

    public PlanOutcome {
        kept = List.copyOf(kept);
        results = Collections.unmodifiableMap(new LinkedHashMap<>(results));
        unitsByMember = Collections.unmodifiableMap(new LinkedHashMap<>(unitsByMember));
    }

    /** Whether a solution was found. */
    public boolean found() {
        return count > 0;
    }
}
