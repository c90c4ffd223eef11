package org.polyboard.api.table;

import java.util.List;

import org.osgi.annotation.versioning.ProviderType;

/**
 * Computes tables: each value of the ranged parameter is one solve, run through the
 * {@link org.polyboard.api.solve.SolveService} or taken from its results journal, and compared with the
 * published value of its instance. Registered by the core; thread-safe (tables run on the callers' threads).
 */
@ProviderType
public interface TableService {

    /**
     * Computes the rows of {@code request} one after the other, in the order of its values, on the calling
     * thread. First builds every row's instance, so that a bad value fails before anything runs; then calls
     * {@link TableListener#started}, and for each row {@link TableListener#solving} (unless it is taken from
     * the journal) and {@link TableListener#row}.
     *
     * @return the rows, in the order of the values
     * @throws IllegalArgumentException with one line fit for the user: unknown family, a value out of the
     *     family's range, an objective the family does not ask (all before any row runs); an unknown solver
     *     or one that cannot take a row (when that row is reached)
     * @throws InterruptedException when the calling thread is interrupted while a row runs; that row's job
     *     is cancelled and the rows after it are not computed
     */
    List<TableRow> table(TableRequest request, TableListener listener) throws InterruptedException;
}
