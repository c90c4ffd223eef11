package org.polyboard.family.polycube;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;

/**
 * Published values for queens and rooks on boxes, for comparison only: the OEIS terms in {@code published.tsv}
 * (problem, key, value, status, source) and the classical values for n queens and n rooks.
 */
final class PublishedValues {

    static final String QUEEN_DOMINATION = "queen_domination(A075458)";
    static final String QUEEN_INDEPENDENT_DOMINATION = "queen_independent_domination(A075324)";
    static final String QUEENS_CUBE = "queens_3d_nxnxn(A068940)";
    static final String QUEENS_TESSERACT = "queens_4d_n^4(A068941)";
    static final String QUEENS_THREE = "queens_3^d(A115992)";

    private static final PublishedValues INSTANCE = load();

    private final Map<String, KnownValue> values;

    private PublishedValues(Map<String, KnownValue> values) {
        this.values = values;
    }

    static PublishedValues get() {
        return INSTANCE;
    }

    private static PublishedValues load() {
        Map<String, KnownValue> values = new HashMap<>();
        try (InputStream in = PublishedValues.class.getResourceAsStream("published.tsv");
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            reader.readLine();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String[] f = line.split("\t");
                if (f.length >= 5) {
                    values.put(f[0] + "/" + f[1], new KnownValue(Fraction.parse(f[2]), f[3].startsWith("proven"), f[4]));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new PublishedValues(values);
    }

    Optional<KnownValue> get(String problem, long key) {
        return Optional.ofNullable(values.get(problem + "/" + key));
    }

    /** The value for {@code piece} on the box n^d, if published or classical. */
    Optional<KnownValue> box(String piece, int n, int d, Objective objective) {
        if (piece.equals("rook")) {
            return rook(n, d, objective);
        }
        if (!piece.equals("queen")) {
            return Optional.empty();
        }
        if (d == 2) {
            return switch (objective) {
                case MIN_DOMINATION -> get(QUEEN_DOMINATION, n);
                case MIN_INDEPENDENT_DOMINATION -> get(QUEEN_INDEPENDENT_DOMINATION, n);
                case MAX_INDEPENDENT -> Optional.of(new KnownValue(Fraction.of(n >= 4 ? n : n == 3 ? 2 : 1), true,
                        "n queens: n for n >= 4, 1, 1, 2 for n = 1, 2, 3 (Pauls 1874)"));
                default -> Optional.empty();
            };
        }
        if (objective != Objective.MAX_INDEPENDENT) {
            return Optional.empty();
        }
        if (d == 3 && get(QUEENS_CUBE, n).isPresent()) {
            return get(QUEENS_CUBE, n);
        }
        if (d == 4 && get(QUEENS_TESSERACT, n).isPresent()) {
            return get(QUEENS_TESSERACT, n);
        }
        return n == 3 ? get(QUEENS_THREE, d) : Optional.empty();
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
