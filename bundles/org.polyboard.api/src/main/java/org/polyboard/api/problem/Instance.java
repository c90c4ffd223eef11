package org.polyboard.api.problem;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One question: which pieces on which board, with which objective. Immutable.
 *
 * @param family the family id that built it
 * @param params the family's parameters as given and completed with defaults, in a stable order
 * @param board a board specification {@code id:arguments} read by a {@link org.polyboard.api.board.BoardFactory}
 * @param piece a piece id
 * @param objective what is asked
 */
public record Instance(String family, Map<String, String> params, String board, String piece, Objective objective) {

    public Instance {
        Objects.requireNonNull(family, "family");
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(piece, "piece");
        Objects.requireNonNull(objective, "objective");
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** The parameter {@code key}, or {@code fallback} when absent. */
    public String param(String key, String fallback) {
        return params.getOrDefault(key, fallback);
    }

    /** A copy asking {@code other} instead. */
    public Instance withObjective(Objective other) {
        return new Instance(family, params, board, piece, other);
    }

    /** Parameters as {@code k=v k=v}. */
    public String paramText() {
        StringBuilder text = new StringBuilder();
        params.forEach((k, v) -> text.append(text.length() == 0 ? "" : " ").append(k).append('=').append(v));
        return text.toString();
    }
}
