package org.polyboard.web.api;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.solve.Description;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Verification;
import org.polyboard.api.table.TableRow;

/**
 * The JSON documents of the API. A result is always the command line's {@code --format json} document, written
 * by the core's JSON renderer and embedded unchanged; what surrounds it (a job, a journal record, a table row)
 * adds only what the command line shows beside it.
 */
final class Documents {

    static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();
    private static final Pattern WHERE = Pattern.compile("line \\d+ column \\d+");

    private Documents() {
    }

    static JsonArray descriptions(List<Description> descriptions) {
        JsonArray list = new JsonArray();
        for (Description d : descriptions) {
            JsonObject o = new JsonObject();
            o.addProperty("id", d.id());
            o.addProperty("description", d.description());
            JsonArray details = new JsonArray();
            d.details().forEach(details::add);
            o.add("details", details);
            o.addProperty("bundle", d.bundle());
            list.add(o);
        }
        return list;
    }

    /** The result as the command line's {@code --format json} prints it. */
    static JsonObject result(SolveService service, SolveResult result) {
        return strict(service.render(result, "json")).getAsJsonObject();
    }

    /**
     * A job: id, family, parameters, solver, {@code working} (the solver doing its work now: the solver, or a
     * portfolio's exact solver that went on after it), {@code status} ({@code RUNNING} until it ends, then the result's),
     * progress (elapsed time, nodes, best value so far, bound, message), {@code incumbent} (the best value so far) and,
     * once it has ended, {@code result}. Values are numbers as in the result ({@code 12}), or exact fractions as strings
     * ({@code "160/11"}), whether the job runs or has ended.
     */
    static JsonObject job(SolveService service, Job job) {
        JsonObject o = new JsonObject();
        o.addProperty("id", job.id());
        o.addProperty("family", job.request().family());
        o.add("params", strings(job.request().params()));
        o.addProperty("solver", job.solver());
        o.addProperty("working", job.working());
        SolveResult result = job.result().orElse(null);
        o.addProperty("status", result == null ? "RUNNING" : result.status().name());
        o.addProperty("done", result != null);
        Progress p = job.progress();
        JsonObject progress = new JsonObject();
        progress.addProperty("millis", p.millis());
        progress.addProperty("nodes", p.nodes());
        progress.add("best", value(p.best()));
        progress.add("bound", value(p.bound()));
        progress.addProperty("message", p.message());
        o.add("progress", progress);
        o.add("incumbent", result != null && result.value() != null ? fraction(result.value()) : value(p.best()));
        if (result != null) {
            o.add("result", result(service, result));
        }
        return o;
    }

    static JsonObject verification(Verification v) {
        JsonObject o = new JsonObject();
        o.addProperty("valid", v.valid());
        o.addProperty("message", v.message());
        return o;
    }

    /** A journal record as {@code results.jsonl} holds it: the result's fields, then when, solver version and options. */
    static JsonObject recorded(SolveService service, Recorded r) {
        JsonObject o = result(service, r.result());
        o.addProperty("when", r.when().toString());
        o.addProperty("solverVersion", r.solverVersion());
        o.addProperty("all", r.all());
        o.addProperty("timeoutMillis", r.timeoutMillis());
        if (!r.settings().isEmpty()) {
            o.add("settings", strings(r.settings()));
        }
        return o;
    }

    /**
     * A row of a table, as the command line prints it: the value, computed and published values, match and result, and
     * {@code job}, the id of the job that solved it ({@code GET /api/jobs/{id}}), or null when it came from the journal.
     */
    static JsonObject row(SolveService service, TableRow row, Integer job) {
        JsonObject o = new JsonObject();
        o.addProperty(row.key(), row.value());
        o.addProperty("job", job);
        o.add("computed", row.computed() == null ? JsonNull.INSTANCE : fraction(row.computed()));
        KnownValue known = row.published();
        o.add("published", known == null ? JsonNull.INSTANCE : fraction(known.value()));
        o.addProperty("publishedProven", known != null && known.proven());
        o.addProperty("source", known == null ? null : known.source());
        o.addProperty("match", row.match().name());
        if (row.publishedCount() != null || row.publishedDistinct() != null) {
            o.add("publishedCount", row.publishedCount() == null ? JsonNull.INSTANCE : fraction(row.publishedCount().value()));
            o.add("publishedDistinct", row.publishedDistinct() == null ? JsonNull.INSTANCE
                    : fraction(row.publishedDistinct().value()));
            o.addProperty("countMatch", row.countMatch().name());
        }
        o.addProperty("reused", row.reused());
        o.add("result", result(service, row.result()));
        return o;
    }

    static JsonObject error(String message) {
        JsonObject o = new JsonObject();
        o.addProperty("error", message);
        return o;
    }

    /** An integer as a number, any other fraction as a string such as {@code "160/11"}: as in the result documents. */
    static JsonPrimitive fraction(Fraction f) {
        return f.isInteger() ? new JsonPrimitive(f.numerator()) : new JsonPrimitive(f.toString());
    }

    /**
     * A value a solver reports in its progress: a number when it is one ({@code "12"} becomes {@code 12}), an exact
     * fraction as a string ({@code "160/11"}), as the result documents write them; other text as it is; null as null.
     */
    static JsonElement value(String text) {
        if (text == null || text.isBlank()) {
            return JsonNull.INSTANCE;
        }
        try {
            return fraction(Fraction.parse(text.strip()));
        } catch (RuntimeException notAFraction) {
            try {
                return new JsonPrimitive(new java.math.BigDecimal(text.strip()));
            } catch (NumberFormatException notANumber) {
                return new JsonPrimitive(text);
            }
        }
    }

    static JsonObject strings(Map<String, String> map) {
        JsonObject o = new JsonObject();
        map.forEach(o::addProperty);
        return o;
    }

    /**
     * Reads one JSON value, strictly (RFC 8259: no comments, no unquoted names, nothing after it).
     *
     * @throws HttpError 400 with the place where the text stops being JSON
     */
    static JsonElement strict(String text) {
        try (JsonReader reader = new JsonReader(new StringReader(text))) {
            reader.setStrictness(Strictness.STRICT);
            JsonElement value = GSON.getAdapter(JsonElement.class).read(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new HttpError(HttpError.BAD_REQUEST, "Malformed JSON: more after the first value.");
            }
            return value;
        } catch (IOException | JsonParseException | IllegalStateException e) {
            Matcher where = WHERE.matcher(String.valueOf(e.getMessage()));
            throw new HttpError(HttpError.BAD_REQUEST, "Malformed JSON" + (text.isBlank() ? ": the body is empty."
                    : where.find() ? " at " + where.group() + "." : "."));
        }
    }
}
