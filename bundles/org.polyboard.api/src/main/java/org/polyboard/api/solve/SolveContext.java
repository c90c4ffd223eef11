package org.polyboard.api.solve;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Executor;

import org.osgi.annotation.versioning.ProviderType;
import org.polyboard.api.work.WorkUnits;

/**
 * What a running solver may ask of the job it runs in: options, the time limit, cancellation, and a
 * place to report progress. Thread-safe: a solver may call it from any of its threads.
 */
@ProviderType
public interface SolveContext {

    SolveOptions options();

    /** Milliseconds left before the time limit, {@link Long#MAX_VALUE} when there is none. */
    long remainingMillis();

    /** Whether the solver should stop now: cancelled, or the time limit reached. Cheap; poll it often. */
    boolean shouldStop();

    /** Reports progress; cheap, and rate-limited by the caller's display. */
    void progress(long nodes, String best, String bound, String message);

    /**
     * Reports the best solution found so far. Should the solver not return once the time limit has passed
     * or the job was cancelled, the job ends with this solution (after verification) rather than none.
     * Optional: a solver that returns promptly when {@link #shouldStop()} need not call it.
     *
     * @since 1.1
     */
    default void incumbent(Placement placement) {
    }

    /**
     * Reports a proven bound on the optimum: a lower bound when minimising (every smaller value is refuted), an upper
     * bound when maximising. The runtime may end the solve early, through {@link #shouldStop()}, once a solution
     * found beside this solver meets the bound, and then reports that solution as optimal on the strength of this
     * bound. Report only what the solver has proven; optional.
     *
     * @since 2.1
     */
    default void bound(long bound) {
    }

    /**
     * Reports that an exhaustive round of this solver's search is under way that either finds a solution of
     * {@code value} or better or proves there is none: a minimum's round after every smaller value was refuted, or a
     * maximum's round for one more than the best found. The runtime may then stop a heuristic running beside this solver
     * whose best solution is one step from {@code value}, sooner than it otherwise would: the round answers what the
     * heuristic still looks for, with a proof, and takes the heuristic's place on the executor. Report only rounds that
     * are exhaustive; optional.
     *
     * @since 2.1
     */
    default void searching(long value) {
    }

    /**
     * The value of the best solution that a solver running beside this one has found and the runtime has verified, if
     * any. An exact solver may then look only for better solutions: when it proves there are none, it reports the
     * value through {@link #bound(long)}, and the runtime ends the job with that solution, optimal on the strength of
     * the bound. Empty when nothing runs beside the solver or nothing was found yet; cheap, may be polled.
     *
     * @since 2.1
     */
    default OptionalLong besideValue() {
        return OptionalLong.empty();
    }

    /**
     * Where a solver that splits its search into independent subproblems saves each finished one and
     * finds those an interrupted earlier run finished; empty when the runtime keeps no journal. Solvers
     * that do not split their search need not call it.
     *
     * @since 1.1
     */
    default Optional<Checkpoints> checkpoints() {
        return Optional.empty();
    }

    /**
     * The executor the solver runs its parallel work on: the runtime's one shared pool, so that two solves
     * at once share the cores instead of each starting threads of its own. Tasks submitted here should be
     * short or poll {@link #shouldStop()}; the calling thread may wait for them. A solver starts no threads
     * or pools of its own.
     *
     * @throws UnsupportedOperationException when this context offers no executor (the core's always does)
     * @since 2.0
     */
    default Executor executor() {
        throw new UnsupportedOperationException("this solve context offers no executor");
    }

    /**
     * Runs {@code tick} on a thread of the runtime every {@code millis} milliseconds (10 at least) until the
     * returned handle is closed: for a search that runs inside one call to a library or native solver, which
     * cannot look at this context itself, the tick looks ({@link #shouldStop()}, {@link #besideValue()}) and
     * interrupts the call. Ticks share one thread: keep them short. A tick that throws is not run again.
     *
     * @since 2.1
     */
    Poll poll(long millis, Runnable tick);

    /**
     * Runs {@code action} on a thread of the runtime soon after {@link #shouldStop()} turns true, and again every
     * {@value #STOP_POLL_MILLIS} ms after that until the returned handle is closed (an interruption that came before
     * the search began is then repeated): how a search inside one library or native call is stopped.
     *
     * @since 2.1
     */
    default Poll onStop(Runnable action) {
        return poll(STOP_POLL_MILLIS, () -> {
            if (shouldStop()) {
                action.run();
            }
        });
    }

    /** How often {@link #onStop} looks at {@link #shouldStop()}, in milliseconds. */
    long STOP_POLL_MILLIS = 50;

    /**
     * A poll started by {@link #poll} or {@link #onStop}; closing it ends it, in a try-with-resources block around the
     * call it watches.
     *
     * @since 2.1
     */
    interface Poll extends AutoCloseable {
        /** Ends the poll: no tick starts after it returns. */
        @Override
        void close();
    }

    /**
     * How many tasks the solver may run at once on {@link #executor()}: the solve's share of the pool
     * ({@link SolveOptions#threads()} when set, else the pool's size). At least 1.
     *
     * @since 2.0
     */
    default int parallelism() {
        int threads = options().threads();
        return threads > 0 ? threads : Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    /**
     * Runs the rounds of a search that splits into work units, with checkpoints, resumption and progress.
     *
     * @throws UnsupportedOperationException when this context runs no work units (the core's always does)
     * @since 2.0
     */
    default WorkUnits units() {
        throw new UnsupportedOperationException("this solve context runs no work units");
    }
}
