package org.polyboard.api.solve;

import java.util.Optional;

import org.osgi.annotation.versioning.ProviderType;

/** A solve running in the background. Thread-safe. */
@ProviderType
public interface Job {

    /** A small number unique in this runtime. */
    int id();

    SolveRequest request();

    /** The solver that runs it. */
    String solver();

    /**
     * The solver doing the job's work now: {@link #solver()}, or the exact solver of a portfolio that goes on after
     * it (the lead handed over, or returned without a proof).
     *
     * @since 2.1
     */
    default String working() {
        return solver();
    }

    /** The latest progress. */
    Progress progress();

    /** Asks the solver to stop; the job then ends with status {@link Status#CANCELLED}. */
    void cancel();

    boolean isDone();

    /** Waits for the end of the job and returns its verified result; never throws for solver failures. */
    SolveResult await() throws InterruptedException;

    /** The result if the job has ended. */
    Optional<SolveResult> result();

    /**
     * While the job runs, the best solution its solver has reported so far ({@link SolveContext#incumbent}), once the
     * verifier has passed it; empty before the first, or when it did not pass. After the end, {@link #result()} holds
     * the solutions.
     *
     * @since 2.1
     */
    default Optional<Placement> best() {
        return Optional.empty();
    }
}
