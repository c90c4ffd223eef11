package org.polyboard.support.published;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;

/**
 * The published values of {@code known-values.tsv}, the project's one copy of its reference table (columns problem,
 * key, value, status, source), for display and comparison only: no solver reads them. Families embed this package
 * privately and map their instances onto its rows. Immutable and thread-safe.
 */
public final class PublishedValues {

    /** The table's file name, beside this class. */
    public static final String FILE = "known-values.tsv";

    /** How a row stands. */
    public enum Standing {
        /** A proven value of the question: a published value. */
        PROVEN,
        /** A published term of the question whose optimality the table does not state: a best-known value. */
        BEST_KNOWN,
        /** Not a value of the question (an upper bound, a formula, an asymptotic constant, a local check, open). */
        OTHER;

        /** The standing of a status text of the table. */
        public static Standing of(String status) {
            String s = status.trim();
            if (s.contains("upper-bound") || s.contains("UNCERTAIN")) {
                return OTHER;
            }
            if (s.startsWith("proven")) {
                return PROVEN;
            }
            if (s.startsWith("OEIS-term") || s.startsWith("best-known") || s.equals("derived")) {
                return BEST_KNOWN;
            }
            return OTHER;
        }
    }

    /**
     * One row of the table.
     *
     * @param problem the problem column, e.g. {@code "queen_domination(A075458)"}
     * @param key the key column: a size such as {@code "8"}, or sizes such as {@code "3,5"}
     * @param value the value column as written
     * @param status the status column as written
     * @param source the source column
     * @param line the line of the file, 1 for the header
     */
    public record Row(String problem, String key, String value, String status, String source, int line) {

        public Standing standing() {
            return Standing.of(status);
        }

        /** The row as a known value; only for {@link Standing#PROVEN} and {@link Standing#BEST_KNOWN} rows. */
        public KnownValue known() {
            if (standing() == Standing.OTHER) {
                throw new IllegalStateException("Row " + problem + " " + key + " (" + status + ", line " + line
                        + " of " + FILE + ") is not a value of its question.");
            }
            return new KnownValue(Fraction.parse(value), standing() == Standing.PROVEN, source);
        }
    }

    private static volatile PublishedValues shared;

    private final Map<String, List<Row>> byProblem;
    private final Map<String, Row> byProblemAndKey;

    private PublishedValues(List<Row> rows) {
        Map<String, List<Row>> problems = new LinkedHashMap<>();
        Map<String, Row> keyed = new HashMap<>();
        for (Row row : rows) {
            problems.computeIfAbsent(row.problem(), p -> new ArrayList<>()).add(row);
            if (row.standing() == Standing.OTHER) {
                continue;
            }
            Row earlier = keyed.putIfAbsent(row.problem() + '\t' + row.key(), row);
            if (earlier != null) {
                throw new IllegalStateException(FILE + " has two values of " + row.problem() + " at " + row.key()
                        + ", on lines " + earlier.line() + " and " + row.line() + ".");
            }
        }
        problems.replaceAll((p, list) -> List.copyOf(list));
        this.byProblem = Collections.unmodifiableMap(problems);
        this.byProblemAndKey = keyed;
    }

    /** The table, read once from {@link #FILE} beside this class. */
    public static PublishedValues get() {
        PublishedValues table = shared;
        if (table == null) {
            synchronized (PublishedValues.class) {
                table = shared;
                if (table == null) {
                    try (InputStream in = PublishedValues.class.getResourceAsStream(FILE)) {
                        if (in == null) {
                            throw new IllegalStateException(FILE + " is missing beside "
                                    + PublishedValues.class.getName() + ".");
                        }
                        table = read(in);
                    } catch (IOException e) {
                        throw new UncheckedIOException("Cannot read " + FILE + ": " + e.getMessage(), e);
                    }
                    shared = table;
                }
            }
        }
        return table;
    }

    /**
     * Reads a table in the format of {@link #FILE}: a header line, then one tab-separated row a line.
     *
     * @throws IllegalArgumentException naming the line when a row has fewer than five columns
     */
    static PublishedValues read(InputStream in) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        List<Row> rows = new ArrayList<>();
        int number = 1;
        reader.readLine();
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t");
            if (f.length < 5) {
                throw new IllegalArgumentException(FILE + ", line " + number + ": " + f.length
                        + " columns, not 5 (problem, key, value, status, source).");
            }
            rows.add(new Row(f[0], f[1], f[2], f[3], f[4], number));
        }
        return new PublishedValues(rows);
    }

    /** The value of {@code problem} at {@code key} when the row is a proven or best-known value of its question. */
    public Optional<KnownValue> value(String problem, String key) {
        Row row = byProblemAndKey.get(problem + '\t' + key);
        return row == null ? Optional.empty() : Optional.of(row.known());
    }

    /** {@link #value(String, String)} for a key that is one whole number. */
    public Optional<KnownValue> value(String problem, long key) {
        return value(problem, Long.toString(key));
    }

    /** The rows of {@code problem} in the order of the file; empty for a problem the table does not have. */
    public List<Row> rows(String problem) {
        return byProblem.getOrDefault(problem, List.of());
    }

    /** The problems of the table in the order of the file. */
    public List<String> problems() {
        return List.copyOf(byProblem.keySet());
    }
}
