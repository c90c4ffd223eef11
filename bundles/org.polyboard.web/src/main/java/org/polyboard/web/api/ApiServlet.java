package org.polyboard.web.api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import javax.servlet.Servlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.http.whiteboard.propertytypes.HttpWhiteboardServletName;
import org.osgi.service.http.whiteboard.propertytypes.HttpWhiteboardServletPattern;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;
import org.polyboard.api.table.TableListener;
import org.polyboard.api.table.TableRequest;
import org.polyboard.api.table.TableRow;
import org.polyboard.api.table.TableService;
import org.polyboard.support.plot.TablePlot;
import org.polyboard.support.words.Words;

/**
 * The JSON API under {@code /api}: as thin as the shell commands, it reads a request as they read their words
 * ({@link Words}), hands it to the {@link SolveService} or {@link TableService}, and writes the command line's JSON.
 * Bad input is a 4xx answer with {@code {"error": "one line"}}, never a stack trace.
 */
@Component(service = Servlet.class)
@HttpWhiteboardServletPattern("/api/*")
@HttpWhiteboardServletName("polyboard-api")
@Designate(ocd = ApiServlet.Config.class)
public final class ApiServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    /** Framework property (String): the token every API call must present; none when unset. */
    public static final String TOKEN = "polyboard.web.token";
    /** Framework property (String): the address the Felix HTTP service listens on; unset means every interface. */
    public static final String HOST = "org.apache.felix.http.host";

    /** Values one table over HTTP may take at most. */
    static final int MAX_TABLE_VALUES = 100;

    @ObjectClassDefinition(name = "Polyboard HTTP API", description = "Limits and access of the JSON API under /api")
    public @interface Config {
        @AttributeDefinition(description = "Jobs (solves and tables) that may run at once, started over HTTP")
        int maxJobs() default 4;

        @AttributeDefinition(description = "Largest request body in bytes")
        int maxBodyBytes() default 1 << 20;

        @AttributeDefinition(description = "Time limit in seconds of each row of a table that names none, 0 for none")
        long tableTimeoutSeconds() default 60;

        @AttributeDefinition(description = "Token every call must present (Authorization: Bearer TOKEN); "
                + "empty: the framework property polyboard.web.token, else none (then only a loopback server answers)")
        String token() default "";
    }

    private final transient SolveService service;
    private final transient TableService tables;
    private final transient WebJobs jobs;
    private final transient Access access;
    private final int maxBodyBytes;
    private final long tableTimeoutSeconds;

    @Activate
    public ApiServlet(@Reference SolveService service, @Reference TableService tables, Config config,
            BundleContext context) {
        this.service = service;
        this.tables = tables;
        this.jobs = new WebJobs(Math.max(1, config.maxJobs()));
        this.maxBodyBytes = Math.max(1024, config.maxBodyBytes());
        this.tableTimeoutSeconds = Math.max(0, config.tableTimeoutSeconds());
        String token = config.token().isBlank() ? context.getProperty(TOKEN) : config.token();
        this.access = new Access(token, context.getProperty(HOST));
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setHeader("Cache-Control", "no-store");
        response.setHeader("X-Content-Type-Options", "nosniff");
        try {
            access.check(request);
            route(request.getMethod(), path(request), request, response);
        } catch (HttpError e) {
            json(response, e.status(), Documents.error(e.getMessage()));
        } catch (IllegalArgumentException e) {
            json(response, HttpError.BAD_REQUEST, Documents.error(HttpError.oneLine(e.getMessage())));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            json(response, 503, Documents.error("The server is stopping."));
        } catch (RuntimeException e) {
            json(response, 500, Documents.error("Internal error: " + HttpError.oneLine(String.valueOf(e))));
        }
    }

    private void route(String method, List<String> path, HttpServletRequest request, HttpServletResponse response)
            throws IOException, InterruptedException {
        String first = path.isEmpty() ? "" : path.get(0);
        switch (first) {
            case "" -> {
                allow(method, "GET");
                json(response, 200, index());
            }
            case "families", "solvers", "boards", "pieces" -> {
                allow(method, "GET");
                exact(path, 1);
                json(response, 200, Documents.descriptions(switch (first) {
                    case "families" -> service.families();
                    case "solvers" -> service.solvers();
                    case "boards" -> service.boards();
                    default -> service.pieces();
                }));
            }
            case "solve" -> {
                allow(method, "POST");
                exact(path, 1);
                SolveRequest solve = solveRequest(body(request));
                Job job = jobs.start(() -> service.submit(solve));
                response.setHeader("Location", request.getContextPath() + "/api/jobs/" + job.id());
                json(response, 202, Documents.job(service, job));
            }
            case "jobs" -> jobs(method, path, response);
            case "results" -> {
                allow(method, "GET");
                exact(path, 1);
                Map<String, String> query = query(request);
                String family = query.remove("family");
                JsonArray list = new JsonArray();
                service.results(null, family == null || family.isBlank() ? null : family, Words.params(words(query)))
                        .forEach(r -> list.add(Documents.recorded(service, r)));
                json(response, 200, list);
            }
            case "verify" -> {
                allow(method, "POST");
                exact(path, 1);
                String document = body(request);
                object(Documents.strict(document), "The result to verify");
                SolveResult claimed = service.parse(document);
                json(response, 200, Documents.verification(service.verify(claimed)));
            }
            case "table", "table.svg" -> {
                allow(method, "GET");
                exact(path, 1);
                table(request, response, first.equals("table.svg"));
            }
            default -> throw new HttpError(HttpError.NOT_FOUND, "No such API resource: /api/" + String.join("/", path)
                    + "; GET /api lists them.");
        }
    }

    private void jobs(String method, List<String> path, HttpServletResponse response) throws IOException {
        if (path.size() == 1) {
            allow(method, "GET");
            Map<Integer, Job> all = new TreeMap<>(Comparator.reverseOrder());
            service.jobs().forEach(j -> all.put(j.id(), j));
            jobs.all().forEach(j -> all.put(j.id(), j));
            JsonArray list = new JsonArray();
            all.values().forEach(j -> list.add(Documents.job(service, j)));
            json(response, 200, list);
            return;
        }
        Job job = job(path.get(1));
        if (path.size() == 2) {
            allow(method, "GET", "DELETE");
            if (method.equals("DELETE")) {
                job.cancel();
            }
            json(response, 200, Documents.job(service, job));
        } else if (path.size() == 3 && path.get(2).equals("board.svg")) {
            allow(method, "GET");
            Optional<SolveResult> ended = job.result();
            if (ended.isEmpty()) {
                // the best board so far, verified: the job's own solution while it runs
                Placement best = job.best().orElseThrow(() -> new HttpError(HttpError.CONFLICT, "Job " + job.id()
                        + " is still running and has no verified solution yet; its board is drawn when it has."));
                SolveRequest asked = job.request();
                SolveResult sofar = SolveResult.builder().family(asked.family()).params(asked.params())
                        .objective(asked.objective()).solver(job.solver()).status(Status.FEASIBLE)
                        .value(best.cells().size()).solution(best).verified(true).build();
                text(response, 200, "image/svg+xml", service.render(sofar, "svg"));
                return;
            }
            SolveResult result = ended.get();
            if (result.solutions().isEmpty()) {
                throw new HttpError(HttpError.NOT_FOUND, "Job " + job.id() + " ended " + result.status()
                        + " without a board to draw" + (result.message().isEmpty() ? "." : ": " + result.message()));
            }
            text(response, 200, "image/svg+xml", service.render(result, "svg"));
        } else {
            throw new HttpError(HttpError.NOT_FOUND, "No such API resource: /api/" + String.join("/", path)
                    + "; GET /api lists them.");
        }
    }

    private Job job(String id) {
        int number;
        try {
            number = Integer.parseInt(id);
        } catch (NumberFormatException e) {
            throw new HttpError(HttpError.BAD_REQUEST, "Job id '" + id + "' is not a number; GET /api/jobs lists them.");
        }
        return jobs.job(number).or(() -> service.job(number))
                .orElseThrow(() -> new HttpError(HttpError.NOT_FOUND, "No job " + number + "; GET /api/jobs lists them."));
    }

    /** {@code {family, params, solver, objective, options: {all, fractional, timeout, resume}}} as the shell's solve reads it. */
    private static SolveRequest solveRequest(String body) {
        JsonObject o = object(Documents.strict(body), "The solve request");
        known(o, "The solve request", "family", "params", "solver", "objective", "options");
        String family = string(o, "family");
        if (family == null || family.isBlank()) {
            throw new HttpError(HttpError.BAD_REQUEST, "The solve request needs a family, e.g. {\"family\":\"knight-cover\","
                    + "\"params\":{\"n\":8}}; GET /api/families lists them.");
        }
        Map<String, String> params = Words.params(words(strings(o.get("params"), "params")));
        String solver = string(o, "solver");
        String objective = string(o, "objective");
        JsonObject options = o.has("options") && !o.get("options").isJsonNull() ? object(o.get("options"), "options")
                : new JsonObject();
        known(options, "options", "all", "fractional", "timeout", "resume");
        long timeout = options.has("timeout") ? Words.timeoutMillis(scalar(options.get("timeout"), "options.timeout")) : 0;
        return new SolveRequest(family, params, solver == null || solver.isBlank() ? null : solver,
                objective == null || objective.isBlank() ? null : Objective.parse(objective), flag(options, "fractional"),
                new SolveOptions(flag(options, "all"), timeout, flag(options, "resume"), null), null);
    }

    private void table(HttpServletRequest request, HttpServletResponse response, boolean plot)
            throws IOException, InterruptedException {
        Map<String, String> query = query(request);
        String family = query.remove("family");
        if (family == null || family.isBlank()) {
            throw new HttpError(HttpError.BAD_REQUEST, "table needs a family, e.g. /api/table?family=knight-cover&n=1..10.");
        }
        String solver = query.remove("solver");
        String objective = query.remove("objective");
        String timeout = query.remove("timeout");
        boolean fresh = bool(query.remove("fresh"), "fresh");
        boolean fractional = bool(query.remove("fractional"), "fractional");
        boolean all = bool(query.remove("all"), "all");
        Map<String, String> fixed = Words.params(words(query));
        String key = Words.rangeKey(family, fixed);
        List<Integer> values = Words.range(key, fixed.get(key));
        if (values.size() > MAX_TABLE_VALUES) {
            throw new HttpError(HttpError.BAD_REQUEST, key + "=" + fixed.get(key) + " names " + values.size()
                    + " values; a table over HTTP takes at most " + MAX_TABLE_VALUES + ".");
        }
        Objective asked = objective == null || objective.isBlank() ? null : Objective.parse(objective);
        long millis = timeout == null ? tableTimeoutSeconds * 1000 : Words.timeoutMillis(timeout);
        SolveRequest template = new SolveRequest(family, fixed, solver == null || solver.isBlank() ? null : solver, asked,
                fractional, new SolveOptions(all, millis, false, null), null);
        List<TableRow> rows;
        jobs.tableStarted();
        try {
            rows = tables.table(new TableRequest(template, key, values, fresh), row -> { });
        } finally {
            jobs.tableEnded();
        }
        if (plot) {
            Map<String, String> shown = new LinkedHashMap<>(fixed);
            shown.remove(key);
            StringBuilder title = new StringBuilder(family);
            shown.forEach((k, v) -> title.append(' ').append(k).append('=').append(v));
            Objective plotted = asked != null ? asked : rows.stream().map(r -> r.result().objective())
                    .filter(java.util.Objects::nonNull).findFirst().orElse(null);
            text(response, 200, "image/svg+xml", TablePlot.svg(title.toString(), key,
                    plotted == null ? "value" : plotted.id(), TablePlot.rows(rows)));
            return;
        }
        JsonObject table = new JsonObject();
        table.addProperty("family", family);
        table.addProperty("key", key);
        JsonArray list = new JsonArray();
        rows.forEach(r -> list.add(Documents.row(service, r)));
        table.add("rows", list);
        json(response, 200, table);
    }

    private static JsonObject index() {
        JsonObject o = new JsonObject();
        JsonArray routes = new JsonArray();
        for (String route : List.of("GET /api/families", "GET /api/solvers", "GET /api/boards", "GET /api/pieces",
                "POST /api/solve {family, params, solver, objective, options: {all, fractional, timeout, resume}}",
                "GET /api/jobs", "GET /api/jobs/{id}", "DELETE /api/jobs/{id}", "GET /api/jobs/{id}/board.svg",
                "GET /api/results?family=F&key=value", "POST /api/verify (a result document)",
                "GET /api/table?family=F&n=1..12", "GET /api/table.svg?family=F&n=1..12")) {
            routes.add(route);
        }
        o.add("routes", routes);
        return o;
    }

    // ---- reading requests

    /** The path below {@code /api}, split at slashes. */
    private static List<String> path(HttpServletRequest request) {
        String info = request.getPathInfo();
        List<String> parts = new ArrayList<>();
        if (info != null) {
            for (String part : info.split("/")) {
                if (!part.isEmpty()) {
                    parts.add(part);
                }
            }
        }
        return parts;
    }

    private static void allow(String method, String... allowed) {
        for (String a : allowed) {
            if (a.equals(method)) {
                return;
            }
        }
        throw new HttpError(HttpError.METHOD_NOT_ALLOWED, method + " is not allowed here; use " + String.join(" or ", allowed) + ".");
    }

    private static void exact(List<String> path, int size) {
        if (path.size() != size) {
            throw new HttpError(HttpError.NOT_FOUND, "No such API resource: /api/" + String.join("/", path)
                    + "; GET /api lists them.");
        }
    }

    /**
     * The request body as UTF-8 text, at most {@code maxBodyBytes}; it must be JSON.
     *
     * @throws HttpError 413, 415 or 400 with one line
     */
    private String body(HttpServletRequest request) throws IOException {
        String type = request.getContentType();
        if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            throw new HttpError(HttpError.UNSUPPORTED_MEDIA_TYPE, "The body must be JSON, sent with 'Content-Type: application/json'"
                    + (type == null ? "." : " (got " + type + ")."));
        }
        long declared = request.getContentLengthLong();
        if (declared > maxBodyBytes && (declared > drainLimit() || expectsContinue(request))) {
            throw tooLarge(declared);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try (InputStream in = request.getInputStream()) {
            if (declared > maxBodyBytes) {
                drain(in, buffer, 0);
                throw tooLarge(declared);
            }
            for (int n; (n = in.read(buffer)) > 0; ) {
                if (bytes.size() + n > maxBodyBytes) {
                    drain(in, buffer, bytes.size() + n);
                    throw tooLarge(-1);
                }
                bytes.write(buffer, 0, n);
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes.toByteArray())).toString();
        } catch (CharacterCodingException e) {
            throw new HttpError(HttpError.BAD_REQUEST, "The body is not UTF-8 text.");
        }
    }

    /**
     * Reads and drops the rest of a body refused as too large, up to {@link #drainLimit()} bytes in all ({@code read}
     * of them already). A client still writing its body when the 413 comes and the connection closes behind it sees a
     * broken pipe instead of the answer; past the limit the connection is closed on it all the same.
     */
    private void drain(InputStream in, byte[] buffer, long read) throws IOException {
        for (int n; read <= drainLimit() && (n = in.read(buffer)) > 0; ) {
            read += n;
        }
    }

    /** The largest body read to its end only to refuse it: 16 times the limit. */
    private long drainLimit() {
        return 16L * maxBodyBytes;
    }

    /**
     * Whether the client waits for "100 Continue" before it sends the body; it is then answered at once and sends
     * nothing (reading the body would ask for it).
     */
    private static boolean expectsContinue(HttpServletRequest request) {
        String expect = request.getHeader("Expect");
        return expect != null && expect.toLowerCase(Locale.ROOT).contains("100-continue");
    }

    private HttpError tooLarge(long declared) {
        return new HttpError(HttpError.TOO_LARGE, "The body is too large" + (declared > 0 ? " (" + declared + " bytes)" : "")
                + "; at most " + maxBodyBytes + " bytes.");
    }

    /** The query parameters, each given once. */
    private static Map<String, String> query(HttpServletRequest request) {
        Map<String, String> query = new LinkedHashMap<>();
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] values = request.getParameterValues(name);
            if (values.length != 1) {
                throw new IllegalArgumentException("Parameter " + name + "= is given twice.");
            }
            query.put(name, values[0]);
        }
        return query;
    }

    /** {@code key=value} words, as the shell reads them from its command line. */
    private static String[] words(Map<String, String> params) {
        return params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toArray(String[]::new);
    }

    private static JsonObject object(JsonElement e, String what) {
        if (e == null || !e.isJsonObject()) {
            throw new HttpError(HttpError.BAD_REQUEST, what + " must be a JSON object" + (what.startsWith("The result")
                    ? ", as solve --format json writes it." : ", e.g. {\"family\":\"knight-cover\",\"params\":{\"n\":8}}."));
        }
        return e.getAsJsonObject();
    }

    private static void known(JsonObject o, String what, String... names) {
        List<String> allowed = List.of(names);
        for (String key : o.keySet()) {
            if (!allowed.contains(key)) {
                throw new HttpError(HttpError.BAD_REQUEST, "Unknown field '" + key + "' in " + what + "; valid: "
                        + String.join(", ", names) + ".");
            }
        }
    }

    /** A JSON object of parameters: each value a string, a number or a boolean. */
    private static Map<String, String> strings(JsonElement e, String what) {
        Map<String, String> map = new LinkedHashMap<>();
        if (e == null || e.isJsonNull()) {
            return map;
        }
        if (!e.isJsonObject()) {
            throw new HttpError(HttpError.BAD_REQUEST, what + " must be an object of key: value, e.g. {\"n\": 8}.");
        }
        for (Map.Entry<String, JsonElement> entry : e.getAsJsonObject().entrySet()) {
            map.put(entry.getKey(), scalar(entry.getValue(), what + "." + entry.getKey()));
        }
        return map;
    }

    private static String scalar(JsonElement e, String what) {
        if (e == null || !e.isJsonPrimitive()) {
            throw new HttpError(HttpError.BAD_REQUEST, what + " must be a string, a number or a boolean.");
        }
        JsonPrimitive p = e.getAsJsonPrimitive();
        return p.isNumber() ? p.getAsNumber().toString() : p.getAsString();
    }

    private static String string(JsonObject o, String name) {
        JsonElement e = o.get(name);
        if (e == null || e.isJsonNull()) {
            return null;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new HttpError(HttpError.BAD_REQUEST, name + " must be a string.");
        }
        return e.getAsString();
    }

    private static boolean flag(JsonObject o, String name) {
        JsonElement e = o.get(name);
        if (e == null || e.isJsonNull()) {
            return false;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
            throw new HttpError(HttpError.BAD_REQUEST, "options." + name + " must be true or false.");
        }
        return e.getAsBoolean();
    }

    private static boolean bool(String value, String name) {
        if (value == null || value.isEmpty() || value.equals("true")) {
            return value != null;
        }
        if (value.equals("false")) {
            return false;
        }
        throw new HttpError(HttpError.BAD_REQUEST, name + "=" + value + ": expected true or false.");
    }

    // ---- writing answers

    private static void json(HttpServletResponse response, int status, JsonElement document) throws IOException {
        text(response, status, "application/json", Documents.GSON.toJson(document));
    }

    private static void text(HttpServletResponse response, int status, String type, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.setContentType(type + ";charset=utf-8");
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }
}
