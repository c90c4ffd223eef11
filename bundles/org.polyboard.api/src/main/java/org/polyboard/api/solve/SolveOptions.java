package org.polyboard.api.solve;

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
 */
public record SolveOptions(boolean all, long timeoutMillis, boolean resume, String data) {

    public static final SolveOptions DEFAULT = new SolveOptions(false, 0);

    public SolveOptions(boolean all, long timeoutMillis) {
        this(all, timeoutMillis, false, null);
    }

    public SolveOptions withResume(boolean resumeRun) {
        return new SolveOptions(all, timeoutMillis, resumeRun, data);
    }

    public SolveOptions withData(String folder) {
        return new SolveOptions(all, timeoutMillis, resume, folder);
    }
}
