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

    /** The latest progress. */
    Progress progress();

    /** Asks the solver to stop; the job then ends with status {@link Status#CANCELLED}. */
    void cancel();

    boolean isDone();

    /** Waits for the end of the job and returns its verified result; never throws for solver failures. */
    SolveResult await() throws InterruptedException;

    /** The result if the job has ended. */
    Optional<SolveResult> result();
}
