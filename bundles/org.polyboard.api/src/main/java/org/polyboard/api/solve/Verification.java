package org.polyboard.api.solve;

/**
 * The verdict of the independent verifier on a claimed solution.
 *
 * @param valid whether every placement is valid for the objective and the claimed value matches
 * @param message what is wrong, or a summary of what was checked
 */
public record Verification(boolean valid, String message) {
}
