package org.polyboard.web.api;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.table.TableListener;
import org.polyboard.api.table.TableRequest;
import org.polyboard.api.table.TableRow;
import org.polyboard.api.table.TableService;
import org.polyboard.support.plot.TablePlot;
import org.polyboard.support.words.Words;

/**
 * {@code GET /api/table?family=F&n=1..12} and {@code /api/table.svg?...}: a table beside the published values, and its
 * plot. The rows run on the request's thread, one after the other, each as a job listed in {@code /api/jobs}.
 */
final class TableResource implements Resource {

    /** Values one table over HTTP may take at most. */
    static final int MAX_TABLE_VALUES = 100;

    private final SolveService service;
    private final TableService tables;
    private final WebJobs jobs;
    private final long tableTimeoutSeconds;

    TableResource(SolveService service, TableService tables, WebJobs jobs, long tableTimeoutSeconds) {
        this.service = service;
        this.tables = tables;
        this.jobs = jobs;
        this.tableTimeoutSeconds = tableTimeoutSeconds;
    }

    @Override
    public void answer(Exchange call) throws IOException, InterruptedException {
        call.allow("GET");
        call.exact(1);
        boolean plot = call.path().get(0).equals("table.svg");
        Map<String, String> query = call.query();
        String family = query.remove("family");
        if (family == null || family.isBlank()) {
            throw new HttpError(HttpError.BAD_REQUEST, "table needs a family, e.g. /api/table?family=knight-cover&n=1..10.");
        }
        String solver = query.remove("solver");
        String objective = query.remove("objective");
        String timeout = query.remove("timeout");
        boolean fresh = JsonFields.bool(query.remove("fresh"), "fresh");
        boolean fractional = JsonFields.bool(query.remove("fractional"), "fractional");
        boolean all = JsonFields.bool(query.remove("all"), "all");
        Map<String, String> fixed = Words.params(SolveResource.words(query));
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
        Map<Integer, Integer> rowJobs = new HashMap<>();
        List<TableRow> rows;
        jobs.tableStarted();
        try {
            rows = tables.table(new TableRequest(template, key, values, fresh), new TableListener() {
                @Override
                public void solving(Job job) {
                    jobs.track(job);
                    rowJobs.put(Integer.valueOf(job.request().params().get(key)), job.id());
                }

                @Override
                public void row(TableRow row) {
                    // the rows are answered together at the end
                }
            });
        } finally {
            jobs.tableEnded();
        }
        if (plot) {
            Map<String, String> shown = new LinkedHashMap<>(fixed);
            shown.remove(key);
            StringBuilder title = new StringBuilder(family);
            shown.forEach((k, v) -> title.append(' ').append(k).append('=').append(v));
            Objective plotted = asked != null ? asked : rows.stream().map(r -> r.result().objective())
                    .filter(Objects::nonNull).findFirst().orElse(null);
            call.text(200, "image/svg+xml", TablePlot.svg(title.toString(), key, plotted == null ? "value" : plotted.id(),
                    TablePlot.rows(rows)));
            return;
        }
        JsonObject table = new JsonObject();
        table.addProperty("family", family);
        table.addProperty("key", key);
        JsonArray list = new JsonArray();
        rows.forEach(r -> list.add(Documents.row(service, r, r.reused() ? null : rowJobs.get(r.value()))));
        table.add("rows", list);
        call.json(200, table);
    }
}
