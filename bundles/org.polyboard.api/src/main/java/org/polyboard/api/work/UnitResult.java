package org.polyboard.api.work;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one work unit found. Immutable.
 *
 * @param complete whether the unit's part of the search space was exhausted (or, in a plan that stops at the
 *     first find, a solution was found); an incomplete result (the unit was stopped) is neither recorded nor
 *     merged
 * @param count how many solutions the unit found (all of its part when enumerating, else 0 or 1)
 * @param distinct how many of them are the canonical representatives of their symmetry class
 * @param nodes search nodes visited
 * @param kept solutions kept, each an ascending array of cell indices of the attack model, at most the plan's
 *     {@link Plan#keep()}; the arrays must not be modified
 * @param data solver-defined outcome beyond the counts (e.g. the best value of an optimisation unit), short strings
 */
public record UnitResult(boolean complete, long count, long distinct, long nodes, List<int[]> kept,
        Map<String, String> data) {

    public UnitResult {
        if (count < 0 || distinct < 0 || distinct > count || nodes < 0) {
            throw new IllegalArgumentException("unit result with count " + count + ", distinct " + distinct
                    + ", nodes " + nodes);
        }
        kept = List.copyOf(kept);
        data = Collections.unmodifiableMap(new LinkedHashMap<>(data));
    }

    /**
     * The data key the runtime adds to the result of a unit it asked to split while it ran
     * ({@link UnitContext#shouldSplit()}): where that unit stopped depends on timing, so two results of it are not
     * compared, and the first one accepted (with its open nodes) stands for the unit.
     *
     * @since 1.4
     */
    public static final String SPLIT_ON_DEMAND = "split.on-demand";

    /** The result of a unit that was stopped before it finished. */
    public static UnitResult stopped(long nodes) {
        return new UnitResult(false, 0, 0, nodes, List.of(), Map.of());
    }

    /** Whether the runtime asked this unit to split while it ran ({@link #SPLIT_ON_DEMAND}). */
    public boolean splitOnDemand() {
        return data.containsKey(SPLIT_ON_DEMAND);
    }

    /** This result marked as asked to split while it ran ({@link #SPLIT_ON_DEMAND}). */
    public UnitResult markSplitOnDemand() {
        if (splitOnDemand()) {
            return this;
        }
        Map<String, String> marked = new LinkedHashMap<>(data);
        marked.put(SPLIT_ON_DEMAND, "true");
        return new UnitResult(complete, count, distinct, nodes, kept, marked);
    }

    /** Whether the unit found a solution. */
    public boolean found() {
        return count > 0;
    }
}
