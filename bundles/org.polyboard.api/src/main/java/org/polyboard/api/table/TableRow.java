package org.polyboard.api.table;

import java.util.Objects;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;

/**
 * One row of a table. Status, verification, solver and time are those of {@link #result()}.
 *
 * @param key the parameter that varies
 * @param value its value in this row
 * @param result the verified result of the row's solve; when {@code reused}, as the journal recorded it
 * @param published the published value of the row's instance, or {@code null} when its family knows none
 * @param reused whether the result was taken from the results journal instead of solved again
 * @param publishedCount when the table counts every optimal placement ({@code --all}), the published number of
 *     them, or {@code null} when its family knows none (since 1.1)
 * @param publishedDistinct likewise, the published number up to the board's symmetries, or {@code null} (since 1.1)
 */
public record TableRow(String key, int value, SolveResult result, KnownValue published, boolean reused,
        KnownValue publishedCount, KnownValue publishedDistinct) {

    /** How the computed value compares with the published one. */
    public enum Match {
        /** The computed value equals the published value. */
        EQUAL,
        /** The computed value differs from the published value. */
        DIFFERENT,
        /** Nothing to compare: no published value, or no computed value. */
        NONE
    }

    public TableRow {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(result, "result");
    }

    /** A row of a table that does not count placements. */
    public TableRow(String key, int value, SolveResult result, KnownValue published, boolean reused) {
        this(key, value, result, published, reused, null, null);
    }

    /** The computed value, or {@code null} when the solve found none. */
    public Fraction computed() {
        return result.value();
    }

    public Match match() {
        if (published == null || result.value() == null) {
            return Match.NONE;
        }
        return published.value().compareTo(result.value()) == 0 ? Match.EQUAL : Match.DIFFERENT;
    }

    /**
     * How the counted placements compare with the published counts: {@link Match#DIFFERENT} when the total or the
     * number up to symmetry differs, {@link Match#EQUAL} when every published count there is equals the computed
     * one, {@link Match#NONE} when nothing is published or nothing was counted.
     *
     * @since 1.1
     */
    public Match countMatch() {
        Match total = compare(publishedCount, result.solutionCount());
        Match distinct = compare(publishedDistinct, result.distinctUpToSymmetry());
        if (total == Match.DIFFERENT || distinct == Match.DIFFERENT) {
            return Match.DIFFERENT;
        }
        return total == Match.EQUAL || distinct == Match.EQUAL ? Match.EQUAL : Match.NONE;
    }

    private static Match compare(KnownValue known, Long computed) {
        if (known == null || computed == null) {
            return Match.NONE;
        }
        return known.value().compareTo(Fraction.of(computed)) == 0 ? Match.EQUAL
                : Match.DIFFERENT;
    }

    /**
     * Whether the row speaks against the table: its solve ended in {@link Status#ERROR}, or it proved an
     * optimum that differs from the published value, or counted every optimal placement and found another number
     * than the published one.
     */
    public boolean failed() {
        return result.status() == Status.ERROR || result.status() == Status.OPTIMAL
                && (match() == Match.DIFFERENT || countMatch() == Match.DIFFERENT);
    }
}
