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
 */
public record TableRow(String key, int value, SolveResult result, KnownValue published, boolean reused) {

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
     * Whether the row speaks against the table: its solve ended in {@link Status#ERROR}, or it proved an
     * optimum that differs from the published value.
     */
    public boolean failed() {
        return result.status() == Status.ERROR || result.status() == Status.OPTIMAL && match() == Match.DIFFERENT;
    }
}
