package org.polyboard.api.work;

import org.osgi.annotation.versioning.ProviderType;

/** What a running work unit may ask of the runtime that runs it. Thread-safe. Provided by the core. */
@ProviderType
public interface UnitContext {

    /** Whether the unit should stop now (the solve was cancelled or timed out, or another unit found a witness). */
    boolean shouldStop();

    /** Adds to the nodes shown in progress while the unit runs; cheap, call every few thousand nodes. */
    void nodes(long delta);

    /**
     * Whether the runtime asks the unit to leave the rest of its part open now, as it does when it spends its node
     * budget: other members wait with nothing left to take, and this unit has run longest. A solver that splits at a
     * node budget may read it where it reads that budget and, when it holds, return the complete result of what it
     * searched with the nodes it left open ({@link WorkUnits.Split}); one that ignores it runs its part to the end.
     * Such a result depends on when it was asked, so the runtime marks it ({@link UnitResult#SPLIT_ON_DEMAND}) and
     * does not compare it with another result of the same unit. Cheap; false unless the runtime splits on demand.
     *
     * @since 1.4
     */
    default boolean shouldSplit() {
        return false;
    }
}
