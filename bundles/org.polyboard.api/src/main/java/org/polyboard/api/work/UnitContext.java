package org.polyboard.api.work;

import org.osgi.annotation.versioning.ProviderType;

/** What a running work unit may ask of the runtime that runs it. Thread-safe. Provided by the core. */
@ProviderType
public interface UnitContext {

    /** Whether the unit should stop now (the solve was cancelled or timed out, or another unit found a witness). */
    boolean shouldStop();

    /** Adds to the nodes shown in progress while the unit runs; cheap, call every few thousand nodes. */
    void nodes(long delta);
}
