package org.polyboard.api.solve;

/**
 * A snapshot of a running job.
 *
 * @param millis time since the job started
 * @param nodes search nodes, iterations or steps so far (solver-defined), or −1
 * @param best the best value found so far, or {@code null}
 * @param bound the best proven bound so far, or {@code null}
 * @param message a short free text, e.g. {@code "subproblem 12/64"}, or {@code ""}
 */
public record Progress(long millis, long nodes, String best, String bound, String message) {
}
