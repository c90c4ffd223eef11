package org.polyboard.api.problem;

/**
 * A published value for an instance, for comparison and display only: no solver reads it.
 *
 * @param value the value
 * @param proven whether it is a proven optimum (otherwise the best known)
 * @param source where it was published, e.g. {@code "OEIS A006075"}
 */
public record KnownValue(Fraction value, boolean proven, String source) {
}
