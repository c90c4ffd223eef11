package org.polyboard.api.solve;

import java.util.Map;
import java.util.Optional;

import org.osgi.annotation.versioning.ProviderType;

/**
 * Saved outcomes of the finished subproblems of one solve, so that a run that was killed, cancelled or
 * timed out can be resumed without doing them again. A solver that splits its search into independent
 * subproblems saves each one as it finishes and, before starting one, loads what an earlier run saved.
 * Solvers that do not split their search ignore it.
 *
 * <p>Checkpoints are kept per solve: the same family, parameters and objective, the same
 * {@link SolveOptions#all()}, and the same solver id and solver bundle version; {@link #load} never
 * sees another solve's data. Subproblem ids are chosen by the solver and must be stable between runs
 * (a deterministic split); an id should change when what it denotes changes. A solver that uses
 * checkpoints reports the statistics {@link #SUBPROBLEMS} and {@link #RESUMED} in its result. Thread-safe.
 */
@ProviderType
public interface Checkpoints {

    /** Result statistic (a whole number): how many subproblems the search was split into. */
    String SUBPROBLEMS = "subproblems";

    /** Result statistic (a whole number): how many of them were taken from checkpoints, not searched. */
    String RESUMED = "resumed";

    /**
     * Run setting ({@link SolveOptions#settings()}), a fraction from 0 to 1: with {@link SolveOptions#resume()}, about
     * this share of the subproblems found in the checkpoints, drawn at random in each run, are searched again and
     * compared with what was saved; a difference ends the solve with an error naming the subproblem.
     *
     * @since 2.1
     */
    String RECHECK = "recheck";

    /**
     * Result statistic (a whole number): how many subproblems found in the checkpoints were searched again
     * ({@link #RECHECK}) and gave what was saved; they are not counted in {@link #RESUMED}.
     *
     * @since 2.1
     */
    String RECHECKED = "rechecked";

    /**
     * What an earlier run of the same solve saved for subproblem {@code id}: present only when the
     * caller asked to resume ({@link SolveOptions#resume()}) and such a run finished that subproblem.
     */
    Optional<Map<String, String>> load(String id);

    /**
     * Records that subproblem {@code id} has finished with the outcome {@code data} (solver-defined
     * keys and values; keep it small). Returns quickly; the record reaches the disk shortly after, and
     * always before the job's result is reported. Failures to write are reported to the user, not thrown.
     */
    void save(String id, Map<String, String> data);
}
