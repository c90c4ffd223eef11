package org.polyboard.api.solve;

/**
 * Options of one solve that are not part of the instance.
 *
 * @param all enumerate every optimal solution (count them in total and up to symmetry) instead of one
 * @param timeoutMillis the time limit in milliseconds, 0 for none
 */
public record SolveOptions(boolean all, long timeoutMillis) {

    public static final SolveOptions DEFAULT = new SolveOptions(false, 0);
}
