package org.polyboard.api.work;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One independent part of a split search. Immutable.
 *
 * @param id stable across runs, machines and thread counts: the same plan of the same solve yields the same
 *     ids in the same order, and an id changes when what it denotes changes (include a checksum of the
 *     unit's starting point). Ids are unique within a solve, across all its rounds.
 * @param spec everything needed to run the unit given the problem, as short strings (it may travel to
 *     another machine): for a tree search the round (e.g. the number of pieces) and the node it starts at
 */
public record WorkUnit(String id, Map<String, String> spec) {

    public WorkUnit {
        Objects.requireNonNull(id, "id");
        spec = Collections.unmodifiableMap(new LinkedHashMap<>(spec));
    }

    /** The spec entry {@code key}. @throws IllegalArgumentException naming the key when absent */
    public String get(String key) {
        String value = spec.get(key);
        if (value == null) {
            throw new IllegalArgumentException("work unit " + id + " has no '" + key + "'");
        }
        return value;
    }
}
