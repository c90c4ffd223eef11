package org.polyboard.core.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

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

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    private JsonCodec() {
    }

    public static String write(SolveResult result) {
        return GSON.toJson(toJson(result));
    }

    public static JsonObject toJson(SolveResult r) {
        JsonObject o = new JsonObject();
        o.addProperty("family", r.family());
        JsonObject params = new JsonObject();
        r.params().forEach((k, v) -> params.add(k, scalar(v)));
        o.add("params", params);
        o.addProperty("objective", r.objective() == null ? null : r.objective().name());
        o.addProperty("solver", r.solver());
        o.addProperty("status", r.status().name());
        o.add("value", fraction(r.value()));
        o.add("bound", fraction(r.bound()));
        JsonArray solutions = new JsonArray();
        for (Placement p : r.solutions()) {
            solutions.add(placement(p, r.objective() == Objective.MAX_PEACEABLE));
        }
        o.add("solutions", solutions);
        if (r.solutionCount() != null) {
            o.addProperty("solutionCount", r.solutionCount());
        }
        if (r.distinctUpToSymmetry() != null) {
            o.addProperty("distinctUpToSymmetry", r.distinctUpToSymmetry());
        }
        o.addProperty("verified", r.verified());
        o.addProperty("millis", r.millis());
        if (!r.proof().isEmpty()) {
            o.addProperty("proof", r.proof());
        }
        if (!r.message().isEmpty()) {
            o.addProperty("message", r.message());
        }
        if (r.certificate() != null) {
            o.add("certificate", placement(r.certificate(), false));
        }
        if (!r.stats().isEmpty()) {
            JsonObject stats = new JsonObject();
            r.stats().forEach((k, v) -> stats.add(k, scalar(v)));
            o.add("stats", stats);
        }
        return o;
    }

    /**
     * @throws IllegalArgumentException naming what is malformed
     */
    public static SolveResult read(String json) {
        JsonElement root;
        try {
            root = JsonParser.parseString(json);
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("Not valid JSON: " + firstLine(e.getMessage()));
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

    private static JsonElement placement(Placement p, boolean twoColours) {
        if (twoColours) {
            JsonObject o = new JsonObject();
            o.add("white", cells(p.cells()));
            o.add("black", cells(p.black()));
            return o;
        }
        if (p.fractional()) {
            JsonObject o = new JsonObject();
            o.add("cells", cells(p.cells()));
            JsonArray weights = new JsonArray();
            p.weights().forEach(w -> weights.add(fraction(w)));
            o.add("weights", weights);
            return o;
        }
        return cells(p.cells());
    }

    private static JsonArray cells(List<int[]> cells) {
        JsonArray list = new JsonArray();
        for (int[] cell : cells) {
            JsonArray c = new JsonArray();
            for (int x : cell) {
                c.add(x + 1);
            }
            list.add(c);
        }
        return list;
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

    private static JsonElement fraction(Fraction f) {
        if (f == null) {
            return com.google.gson.JsonNull.INSTANCE;
        }
        return f.isInteger() ? new JsonPrimitive(f.numerator()) : new JsonPrimitive(f.toString());
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

    private static JsonElement scalar(String v) {
        if (v.equals("true") || v.equals("false")) {
            return new JsonPrimitive(Boolean.parseBoolean(v));
        }
        try {
            return new JsonPrimitive(Long.parseLong(v));
        } catch (NumberFormatException e) {
            return new JsonPrimitive(v);
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
