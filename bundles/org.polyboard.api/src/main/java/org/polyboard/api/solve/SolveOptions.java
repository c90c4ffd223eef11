package org.polyboard.api.solve;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Options of one solve that are not part of the instance.
 *
 * @param all enumerate every optimal solution (count them in total and up to symmetry) instead of one
 * @param timeoutMillis the time limit in milliseconds, 0 for none
 * @param resume take the subproblems an earlier run of the same solve finished from the journal's
 *     {@link Checkpoints} instead of solving them again
 * @param data the data folder holding the results journal and the checkpoints, or {@code null} for the
 *     default (the framework or system property {@code polyboard.data}, else {@code .polyboard} in the
 *     user's home)
 * @param threads how many tasks of this solve may run at once on the shared executor, 0 for as many as the
 *     executor has threads; never changes what a solve finds, only how fast
 * @param settings run settings: {@code key=value} words that tune solvers without changing the question (a
 *     random seed, a value to stop at), as the family declares them ({@link
 *     org.polyboard.api.problem.ProblemFamily#settings}); not part of the instance
 * @param cluster the cluster whose members run the work units of a search that splits, or {@code null} to run
 *     them here (since 2.2); never changes what a solve finds
 */
public record SolveOptions(boolean all, long timeoutMillis, boolean resume, String data, int threads,
        Map<String, String> settings, ClusterTarget cluster) {

    public static final SolveOptions DEFAULT = new SolveOptions(false, 0);

    /**
     * The run setting that says what an {@link Status#OPTIMAL} answer may rest on: {@link #OWN_PROOF} asks for a proof
     * by this project's own code ({@link Capabilities#proofOwn}), so no third-party solver's claim answers, and an
     * exact search of our own leads wherever one accepts the problem; absent, any proof the policy prefers.
     *
     * @since 2.1
     */
    public static final String PROOF = "proof";
    /** The value of {@link #PROOF} that asks for our own proof. @since 2.1 */
    public static final String OWN_PROOF = "own";

    public SolveOptions {
        if (threads < 0) {
            throw new IllegalArgumentException("threads must not be negative (got " + threads + ")");
        }
        settings = settings == null || settings.isEmpty() ? Map.of()
                : Collections.unmodifiableMap(new TreeMap<>(settings));
    }

    /** Options that run here, on no cluster. */
    public SolveOptions(boolean all, long timeoutMillis, boolean resume, String data, int threads,
            Map<String, String> settings) {
        this(all, timeoutMillis, resume, data, threads, settings, null);
    }

    public SolveOptions(boolean all, long timeoutMillis, boolean resume, String data, int threads) {
        this(all, timeoutMillis, resume, data, threads, Map.of());
    }

    public SolveOptions(boolean all, long timeoutMillis) {
        this(all, timeoutMillis, false, null, 0);
    }

    public SolveOptions(boolean all, long timeoutMillis, boolean resume, String data) {
        this(all, timeoutMillis, resume, data, 0);
    }

    public SolveOptions withResume(boolean resumeRun) {
        return new SolveOptions(all, timeoutMillis, resumeRun, data, threads, settings, cluster);
    }

    public SolveOptions withData(String folder) {
        return new SolveOptions(all, timeoutMillis, resume, folder, threads, settings, cluster);
    }

    /** These options with at most {@code count} tasks at once (0: the whole executor). */
    public SolveOptions withThreads(int count) {
        return new SolveOptions(all, timeoutMillis, resume, data, count, settings, cluster);
    }

    /** These options with {@code runSettings} as the run settings. */
    public SolveOptions withSettings(Map<String, String> runSettings) {
        return new SolveOptions(all, timeoutMillis, resume, data, threads, runSettings, cluster);
    }

    /**
     * These options with the work units run on the members of {@code target} ({@code null}: here).
     *
     * @since 2.1
     */
    public SolveOptions withCluster(ClusterTarget target) {
        return new SolveOptions(all, timeoutMillis, resume, data, threads, settings, target);
    }

    /**
     * These options asking for our own proof ({@link #PROOF}) when {@code own}, as they are otherwise.
     *
     * @since 2.1
     */
    public SolveOptions withOwnProof(boolean own) {
        if (!own) {
            return this;
        }
        Map<String, String> asked = new TreeMap<>(settings);
        asked.put(PROOF, OWN_PROOF);
        return withSettings(asked);
    }

    /** Whether the answer's proof must rest on this project's own code ({@link #PROOF}). @since 2.1 */
    public boolean ownProofOnly() {
        return OWN_PROOF.equals(settings.get(PROOF));
    }

    /** The run setting {@code key}, if given. */
    public Optional<String> setting(String key) {
        return Optional.ofNullable(settings.get(key));
    }
}
