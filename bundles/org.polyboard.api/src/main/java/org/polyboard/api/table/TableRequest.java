package org.polyboard.api.table;

import java.util.List;
import java.util.Objects;

import org.polyboard.api.solve.SolveRequest;

/**
 * A table to compute: a solve request and the values one of its parameters takes, one row each.
 *
 * @param template what every row asks: the family and its parameters, solver (or {@code null} for the best
 *     available one for each row), objective, fractional choice and options (the time limit applies to each
 *     row; the data folder holds the journal whose results are reused); its progress listener, if any,
 *     receives the progress of each row's job
 * @param key the parameter that varies, e.g. {@code "n"}
 * @param values its values, in the order of the rows; each row asks the template's parameters with
 *     {@code key} set to its value (in the place of the template's own {@code key}, if it has one, else last)
 * @param fresh solve every row again instead of taking a verified result from the journal (see
 *     {@link org.polyboard.api.solve.SolveService#recorded})
 */
public record TableRequest(SolveRequest template, String key, List<Integer> values, boolean fresh) {

    public TableRequest {
        Objects.requireNonNull(template, "template");
        Objects.requireNonNull(key, "key");
        values = List.copyOf(values);
    }
}
