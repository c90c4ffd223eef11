package org.polyboard.shell;

import java.util.List;
import java.util.Optional;

import org.polyboard.api.solve.Status;
import org.polyboard.api.table.TableRow;

/**
 * A table as an OEIS b-file: a line {@code n a(n)} for each row, in order, as long as the rows are proven (status
 * {@code OPTIMAL}, a whole value). The b-file stops before the first row that is not, since a b-file lists
 * consecutive terms; {@link #leftOut} says which row stopped it.
 */
final class BFile {

    private BFile() {
    }

    /** The b-file lines of {@code rows}. */
    static String text(List<TableRow> rows) {
        StringBuilder text = new StringBuilder();
        for (TableRow row : rows) {
            if (!proven(row)) {
                break;
            }
            text.append(row.value()).append(' ').append(row.computed().numerator()).append('\n');
        }
        return text.toString();
    }

    /** Why the b-file ends before the last row, or empty when it holds every row. */
    static Optional<String> leftOut(List<TableRow> rows) {
        for (TableRow row : rows) {
            if (!proven(row)) {
                String why = row.result().status() != Status.OPTIMAL ? row.result().status().name()
                        : "the value " + row.computed() + " is not a whole number";
                return Optional.of("b-file: stops before " + row.key() + "=" + row.value() + " (" + why
                        + "); a b-file holds proven terms only");
            }
        }
        return Optional.empty();
    }

    private static boolean proven(TableRow row) {
        return row.result().status() == Status.OPTIMAL && row.computed() != null && row.computed().isInteger();
    }
}
