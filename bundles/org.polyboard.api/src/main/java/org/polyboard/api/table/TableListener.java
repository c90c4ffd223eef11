package org.polyboard.api.table;

import org.osgi.annotation.versioning.ConsumerType;
import org.polyboard.api.solve.Job;

/**
 * Follows a table while the {@link TableService} computes it. Called on the thread that asked for the
 * table, in this order: {@link #started} once, then for each row {@link #solving} (only when the row is
 * solved, not when it is taken from the journal) and {@link #row}.
 */
@ConsumerType
public interface TableListener {

    /** Every row's instance was built; no row has run yet. */
    default void started(TableRequest request) {
    }

    /**
     * The job of the next row has started. The service waits for its end after this returns; a listener
     * may watch it until then, e.g. to show its progress, or cancel it.
     *
     * @throws InterruptedException to stop the table; the service then cancels the job
     */
    default void solving(Job job) throws InterruptedException {
    }

    /** A row is done: solved, or taken from the journal. */
    void row(TableRow row);
}
