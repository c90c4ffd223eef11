package org.polyboard.core.render;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonWriter;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;

/**
 * The JSON form of a result, as promised to scripts: the fields of {@link SolveResult}, 1-based
 * coordinates, integers as numbers and other fractions as strings such as {@code "160/11"}.
 */
public final class JsonCodec {

    private JsonCodec() {
    }

    /** The JSON text, streamed: a result may hold millions of coordinates. */
    public static String write(SolveResult r) {
        StringWriter text = new StringWriter();
        try (JsonWriter w = new JsonWriter(text)) {
            w.setHtmlSafe(false);
            w.setSerializeNulls(true);
            w.beginObject();
            w.name("family").value(r.family());
            w.name("params").beginObject();
            for (Map.Entry<String, String> e : r.params().entrySet()) {
                scalar(w.name(e.getKey()), e.getValue());
            }
            w.endObject();
            w.name("objective").value(r.objective() == null ? null : r.objective().name());
            w.name("solver").value(r.solver());
            w.name("status").value(r.status().name());
            fraction(w.name("value"), r.value());
            fraction(w.name("bound"), r.bound());
            w.name("solutions").beginArray();
            for (Placement p : r.solutions()) {
                placement(w, p, r.objective() == Objective.MAX_PEACEABLE);
            }
            w.endArray();
            if (r.solutionCount() != null) {
                w.name("solutionCount").value(r.solutionCount());
            }
            if (r.distinctUpToSymmetry() != null) {
                w.name("distinctUpToSymmetry").value(r.distinctUpToSymmetry());
            }
            w.name("verified").value(r.verified());
            w.name("millis").value(r.millis());
            if (!r.proof().isEmpty()) {
                w.name("proof").value(r.proof());
            }
            if (!r.message().isEmpty()) {
                w.name("message").value(r.message());
            }
            if (r.certificate() != null) {
                w.name("certificate");
                placement(w, r.certificate(), false);
            }
            if (!r.stats().isEmpty()) {
                w.name("stats").beginObject();
                for (Map.Entry<String, String> e : r.stats().entrySet()) {
                    scalar(w.name(e.getKey()), e.getValue());
                }
                w.endObject();
            }
            w.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    /**
     * @throws IllegalArgumentException naming what is malformed
     */
    public static SolveResult read(String json) {
        JsonElement root;
        try {
            root = JsonParser.parseString(json);
        } catch (JsonParseException e) {
            // gson wraps the reason in an exception whose message starts with the cause's class name
            Throwable reason = e.getCause() != null && e.getCause().getMessage() != null ? e.getCause() : e;
            throw new IllegalArgumentException("Not valid JSON: " + firstLine(reason.getMessage()));
        }
        if (!root.isJsonObject()) {
            throw new IllegalArgumentException("Expected a JSON object with the fields of a result.");
        }
        JsonObject o = root.getAsJsonObject();
        SolveResult.Builder b = SolveResult.builder();
        b.family(string(o, "family", true));
        Map<String, String> params = new LinkedHashMap<>();
        JsonElement p = o.get("params");
        if (p != null && !p.isJsonNull()) {
            if (!p.isJsonObject()) {
                throw new IllegalArgumentException("Field 'params' must be an object of key: value.");
            }
            p.getAsJsonObject().entrySet().forEach(e -> params.put(e.getKey(), primitive(e.getValue(), "params." + e.getKey())));
        }
        b.params(params);
        String objective = string(o, "objective", true);
        b.objective(Objective.parse(objective));
        b.solver(string(o, "solver", false));
        String status = string(o, "status", false);
        try {
            b.status(status.isEmpty() ? Status.FEASIBLE : Status.valueOf(status));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Unknown status '" + status + "'.");
        }
        b.value(readFraction(o, "value"));
        b.bound(readFraction(o, "bound"));
        boolean peaceable = Objective.parse(objective) == Objective.MAX_PEACEABLE;
        JsonElement s = o.get("solutions");
        if (s != null && !s.isJsonNull()) {
            if (!s.isJsonArray()) {
                throw new IllegalArgumentException("Field 'solutions' must be an array.");
            }
            int i = 0;
            for (JsonElement e : s.getAsJsonArray()) {
                b.solution(readPlacement(e, peaceable, "solutions[" + i++ + "]"));
            }
        }
        if (o.has("solutionCount")) {
            b.solutionCount(number(o, "solutionCount"));
        }
        if (o.has("distinctUpToSymmetry")) {
            b.distinctUpToSymmetry(number(o, "distinctUpToSymmetry"));
        }
        if (o.has("certificate") && !o.get("certificate").isJsonNull()) {
            b.certificate(readPlacement(o.get("certificate"), false, "certificate"));
        }
        return b.build();
    }

    private static void placement(JsonWriter w, Placement p, boolean twoColours) throws IOException {
        if (twoColours) {
            w.beginObject();
            cells(w.name("white"), p.cells());
            cells(w.name("black"), p.black());
            w.endObject();
        } else if (p.fractional()) {
            w.beginObject();
            cells(w.name("cells"), p.cells());
            w.name("weights").beginArray();
            for (Fraction f : p.weights()) {
                fraction(w, f);
            }
            w.endArray();
            w.endObject();
        } else {
            cells(w, p.cells());
        }
    }

    private static void cells(JsonWriter w, List<int[]> cells) throws IOException {
        w.beginArray();
        for (int[] cell : cells) {
            w.beginArray();
            for (int x : cell) {
                w.value(x + 1L);
            }
            w.endArray();
        }
        w.endArray();
    }

    private static Placement readPlacement(JsonElement e, boolean peaceable, String where) {
        if (peaceable) {
            if (!e.isJsonObject()) {
                throw new IllegalArgumentException(where + " must be an object with 'white' and 'black' cell lists.");
            }
            JsonObject o = e.getAsJsonObject();
            return Placement.of(readCells(o.get("white"), where + ".white"), readCells(o.get("black"), where + ".black"));
        }
        if (e.isJsonObject()) {
            JsonObject o = e.getAsJsonObject();
            List<int[]> cells = readCells(o.get("cells"), where + ".cells");
            JsonElement w = o.get("weights");
            if (w == null || !w.isJsonArray()) {
                return Placement.of(cells);
            }
            List<Fraction> weights = new ArrayList<>();
            for (JsonElement x : w.getAsJsonArray()) {
                weights.add(parseFraction(x, where + ".weights"));
            }
            if (weights.size() != cells.size()) {
                throw new IllegalArgumentException(where + " has " + cells.size() + " cells but " + weights.size() + " weights.");
            }
            return Placement.weighted(cells, weights);
        }
        return Placement.of(readCells(e, where));
    }

    private static List<int[]> readCells(JsonElement e, String where) {
        if (e == null || !e.isJsonArray()) {
            throw new IllegalArgumentException(where + " must be a list of cells such as [[1,2],[3,4]].");
        }
        List<int[]> cells = new ArrayList<>();
        for (JsonElement c : e.getAsJsonArray()) {
            if (!c.isJsonArray()) {
                throw new IllegalArgumentException(where + " holds " + c + ", not a cell such as [1,2].");
            }
            JsonArray a = c.getAsJsonArray();
            int[] cell = new int[a.size()];
            for (int i = 0; i < a.size(); i++) {
                JsonElement x = a.get(i);
                if (!x.isJsonPrimitive() || !x.getAsJsonPrimitive().isNumber()) {
                    throw new IllegalArgumentException(where + " holds " + c + ": coordinates must be whole numbers.");
                }
                double v = x.getAsDouble();
                if (v != Math.rint(v) || v < 1 || v > Integer.MAX_VALUE) {
                    throw new IllegalArgumentException(where + " holds " + c + ": coordinates are whole numbers from 1.");
                }
                cell[i] = (int) v - 1;
            }
            cells.add(cell);
        }
        return cells;
    }

    private static void fraction(JsonWriter w, Fraction f) throws IOException {
        if (f == null) {
            w.nullValue();
        } else if (f.isInteger()) {
            w.value(f.numerator());
        } else {
            w.value(f.toString());
        }
    }

    private static Fraction readFraction(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? null : parseFraction(e, key);
    }

    private static Fraction parseFraction(JsonElement e, String where) {
        if (!e.isJsonPrimitive()) {
            throw new IllegalArgumentException("Field '" + where + "' must be a number or a fraction such as \"160/11\".");
        }
        try {
            return Fraction.parse(e.getAsString());
        } catch (IllegalArgumentException x) {
            throw new IllegalArgumentException("Field '" + where + "': " + x.getMessage());
        }
    }

    private static void scalar(JsonWriter w, String v) throws IOException {
        if (v.equals("true") || v.equals("false")) {
            w.value(Boolean.parseBoolean(v));
            return;
        }
        try {
            w.value(Long.parseLong(v));
        } catch (NumberFormatException e) {
            w.value(v);
        }
    }

    private static String string(JsonObject o, String key, boolean required) {
        JsonElement e = o.get(key);
        if (e == null || e.isJsonNull()) {
            if (required) {
                throw new IllegalArgumentException("Missing field '" + key + "'.");
            }
            return "";
        }
        return primitive(e, key);
    }

    private static String primitive(JsonElement e, String key) {
        if (!e.isJsonPrimitive()) {
            throw new IllegalArgumentException("Field '" + key + "' must be a string or number.");
        }
        return e.getAsString();
    }

    private static Long number(JsonObject o, String key) {
        JsonElement e = o.get(key);
        try {
            return e.getAsLong();
        } catch (RuntimeException x) {
            throw new IllegalArgumentException("Field '" + key + "' must be a whole number.");
        }
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "";
        }
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }
}
