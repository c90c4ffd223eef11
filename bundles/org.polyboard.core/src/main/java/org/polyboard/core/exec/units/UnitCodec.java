package org.polyboard.core.exec.units;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.polyboard.api.work.UnitResult;

/**
 * A finished unit's result as the flat string map a checkpoint holds: {@code count}, {@code distinct}, {@code nodes},
 * {@code kept} (solutions separated by spaces, cells by dots) and the solver's data under keys starting {@code data.};
 * a count of 0 and an empty {@code kept}, what most units of a proof return, are left out (hundreds of thousands
 * of checkpoints).
 */
public final class UnitCodec {

    private static final String DATA = "data.";

    private UnitCodec() {
    }

    public static Map<String, String> encode(UnitResult result) {
        Map<String, String> map = new LinkedHashMap<>();
        if (result.count() != 0) {
            map.put("count", Long.toString(result.count()));
        }
        if (result.distinct() != 0) {
            map.put("distinct", Long.toString(result.distinct()));
        }
        map.put("nodes", Long.toString(result.nodes()));
        StringBuilder kept = new StringBuilder();
        for (int[] cells : result.kept()) {
            if (kept.length() > 0) {
                kept.append(' ');
            }
            for (int j = 0; j < cells.length; j++) {
                kept.append(j == 0 ? "" : ".").append(cells[j]);
            }
        }
        if (kept.length() > 0) {
            map.put("kept", kept.toString());
        }
        result.data().forEach((k, v) -> map.put(DATA + k, v));
        return map;
    }

    /**
     * Whether two results of the same unit agree in everything but the nodes visited (a copy run on another member,
     * or a unit taken from the checkpoints and run again).
     */
    public static boolean same(UnitResult a, UnitResult b) {
        Map<String, String> x = encode(a);
        Map<String, String> y = encode(b);
        x.remove("nodes");
        y.remove("nodes");
        return x.equals(y);
    }

    /** What a result holds, in a few words, for a message that compares two. */
    static String describe(UnitResult r) {
        return r.count() + " found, " + r.distinct() + " distinct";
    }

    /** The result a map written by {@link #encode} holds; empty when the map is not such a record. */
    public static Optional<UnitResult> decode(Map<String, String> map) {
        try {
            long count = Long.parseLong(map.getOrDefault("count", "0"));
            long distinct = Long.parseLong(map.getOrDefault("distinct", "0"));
            long nodes = Long.parseLong(map.get("nodes"));
            List<int[]> kept = new ArrayList<>();
            String text = map.getOrDefault("kept", "").strip();
            if (!text.isEmpty()) {
                for (String cells : text.split(" ")) {
                    String[] parts = cells.split("\\.");
                    int[] solution = new int[parts.length];
                    for (int j = 0; j < parts.length; j++) {
                        solution[j] = Integer.parseInt(parts[j]);
                    }
                    kept.add(solution);
                }
            }
            if (kept.size() > count) {
                return Optional.empty();
            }
            Map<String, String> data = new LinkedHashMap<>();
            map.forEach((k, v) -> {
                if (k.startsWith(DATA)) {
                    data.put(k.substring(DATA.length()), v);
                }
            });
            return Optional.of(new UnitResult(true, count, distinct, nodes, kept, data));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}
