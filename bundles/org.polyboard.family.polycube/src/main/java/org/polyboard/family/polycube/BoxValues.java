package org.polyboard.family.polycube;

import java.util.Optional;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.support.published.PublishedValues;

/**
 * Published values for queens and rooks on the box n^d, for comparison only: the OEIS terms of the project's
 * table of published values and the classical values for n queens and n rooks.
 */
final class BoxValues {

    static final String QUEEN_DOMINATION = "queen_domination(A075458)";
    static final String QUEEN_INDEPENDENT_DOMINATION = "queen_independent_domination(A075324)";
    static final String QUEENS_CUBE = "queens_3d_nxnxn(A068940)";
    static final String QUEENS_TESSERACT = "queens_4d_n^4(A068941)";
    static final String QUEENS_THREE = "queens_3^d(A115992)";
    static final String QUEENS_FOUR = "queens_4^d(no OEIS seq found)";
    static final String QUEENS_CUBE_COUNT = "queens_3d_count_max(A375103)";
    static final String QUEENS_TESSERACT_COUNT = "queens_4d_count_max(A375104)";

    private BoxValues() {
    }

    /** The value for {@code piece} on the box n^d, if published or classical. */
    static Optional<KnownValue> box(String piece, int n, int d, Objective objective) {
        if (piece.equals("rook")) {
            return rook(n, d, objective);
        }
        if (!piece.equals("queen")) {
            return Optional.empty();
        }
        PublishedValues published = PublishedValues.get();
        if (d == 2) {
            return switch (objective) {
                case MIN_DOMINATION -> published.value(QUEEN_DOMINATION, n);
                case MIN_INDEPENDENT_DOMINATION -> published.value(QUEEN_INDEPENDENT_DOMINATION, n);
                case MAX_INDEPENDENT -> Optional.of(new KnownValue(Fraction.of(n >= 4 ? n : n == 3 ? 2 : 1), true,
                        "n queens: n for n >= 4, 1, 1, 2 for n = 1, 2, 3 (Pauls 1874)"));
                default -> Optional.empty();
            };
        }
        if (objective != Objective.MAX_INDEPENDENT) {
            return Optional.empty();
        }
        Optional<KnownValue> value = d == 3 ? published.value(QUEENS_CUBE, n)
                : d == 4 ? published.value(QUEENS_TESSERACT, n) : Optional.empty();
        if (value.isEmpty() && n == 3) {
            value = published.value(QUEENS_THREE, d);
        }
        if (value.isEmpty() && n == 4) {
            value = published.value(QUEENS_FOUR, d);
        }
        return value;
    }

    /**
     * The published number of maximum sets of non-attacking queens on the cube n^3 (A375103) and on n^4 (A375104):
     * what {@code solve --all} counts. There is no count up to symmetry in the table.
     */
    static Optional<KnownValue> count(String piece, int n, int d, Objective objective, boolean upToSymmetry) {
        if (!piece.equals("queen") || objective != Objective.MAX_INDEPENDENT || upToSymmetry) {
            return Optional.empty();
        }
        return d == 3 ? PublishedValues.get().value(QUEENS_CUBE_COUNT, n)
                : d == 4 ? PublishedValues.get().value(QUEENS_TESSERACT_COUNT, n) : Optional.empty();
    }

    /** Rooks on n^d: one per line of a Latin hypercube, n^(d−1) of them; on the square also the domination numbers. */
    private static Optional<KnownValue> rook(int n, int d, Objective objective) {
        if (d >= 1 && objective == Objective.MAX_INDEPENDENT) {
            long value = 1;
            for (int i = 1; i < d; i++) {
                value *= n;
            }
            return Optional.of(new KnownValue(Fraction.of(value), true,
                    "n^(d-1) non-attacking rooks: every axis line holds at most one, a Latin hypercube has one on each"));
        }
        if (d == 2 && (objective == Objective.MIN_DOMINATION || objective == Objective.MIN_INDEPENDENT_DOMINATION)) {
            return Optional.of(new KnownValue(Fraction.of(n), true,
                    "n rooks: fewer leave a row and a column empty, whose common cell is not dominated"));
        }
        return Optional.empty();
    }
}
