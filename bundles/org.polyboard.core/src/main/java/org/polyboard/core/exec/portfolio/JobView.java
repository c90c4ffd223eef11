package org.polyboard.core.exec.portfolio;

import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;

import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.WorkUnits;

/** What a portfolio's partner sees of the job it runs in. */
public interface JobView {

    /** The job's options. */
    SolveOptions options();

    /** Milliseconds left before the job's time limit, {@link Long#MAX_VALUE} when there is none. */
    long remainingMillis();

    /** Whether the job is cancelled, out of time or settled: what stops the partner too. */
    boolean stopRequested();

    /** Waits until {@code millis} after the job started, or sooner once {@code wake} is true. */
    void sleepUntil(long millis, BooleanSupplier wake) throws InterruptedException;

    /** The shared executor the job runs on. */
    Executor executor();

    /** Runs {@code tick} on the runtime's timer every {@code millis} until the handle is closed. */
    SolveContext.Poll poll(long millis, Runnable tick);

    /** Shows progress as the job's own. */
    void progress(long nodes, String best, String bound, String message);

    /** Names the solver that goes on with the job's work from now on ({@link org.polyboard.api.solve.Job#working}). */
    void working(String solverId);

    /**
     * The work units of the partner whose context is {@code partner}: on the job's executor, at most
     * {@code parallelism} at a time (read as they run), saved to {@code checkpoints} (null: nowhere), stopped and
     * reporting progress through {@code partner}.
     */
    WorkUnits partnerUnits(SolveContext partner, IntSupplier parallelism, Checkpoints checkpoints);
}
