package org.polyboard.api.solve;

/** How a solve ended. */
public enum Status {
    /** The value is proven optimal (see {@link SolveResult#proof()}). */
    OPTIMAL,
    /** A verified solution, not proven optimal. */
    FEASIBLE,
    /** Proven that no solution exists (see {@link SolveResult#message()} for the certificate). */
    INFEASIBLE,
    /** The time limit ended the run; the best verified solution so far, if any, is reported. */
    TIMEOUT,
    /** The run was cancelled; the best verified solution so far, if any, is reported. */
    CANCELLED,
    /** The run failed; {@link SolveResult#message()} says why. */
    ERROR
}
