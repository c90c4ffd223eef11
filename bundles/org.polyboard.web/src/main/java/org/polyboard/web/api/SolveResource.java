package org.polyboard.web.api;

import java.io.IOException;
import java.util.Map;

import com.google.gson.JsonObject;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveService;
import org.polyboard.support.words.Words;

/** {@code POST /api/solve}: starts a job; 202 with the job and its address. */
final class SolveResource implements Resource {

    static final String EXAMPLE = "e.g. {\"family\":\"knight-cover\",\"params\":{\"n\":8}}";

    private final SolveService service;
    private final WebJobs jobs;

    SolveResource(SolveService service, WebJobs jobs) {
        this.service = service;
        this.jobs = jobs;
    }

    @Override
    public void answer(Exchange call) throws IOException {
        call.allow("POST");
        call.exact(1);
        SolveRequest solve = request(call.body());
        Job job = jobs.start(() -> service.submit(solve));
        call.header("Location", call.contextPath() + "/api/jobs/" + job.id());
        call.json(202, Documents.job(service, job));
    }

    /**
     * {@code {family, params, solver, objective, options: {all, fractional, timeout, resume}}}, read as the shell's solve
     * reads its words.
     *
     * @throws HttpError 400 naming what is malformed
     */
    static SolveRequest request(String body) {
        JsonObject o = JsonFields.object(Documents.strict(body), "the solve request", EXAMPLE);
        JsonFields.known(o, "the solve request", "family", "params", "solver", "objective", "options");
        String family = JsonFields.string(o, "family");
        if (family == null || family.isBlank()) {
            throw new HttpError(HttpError.BAD_REQUEST, "The solve request needs a family, " + EXAMPLE
                    + "; GET /api/families lists them.");
        }
        Map<String, String> params = Words.params(words(JsonFields.strings(o.get("params"), "params")));
        String solver = JsonFields.string(o, "solver");
        String objective = JsonFields.string(o, "objective");
        JsonObject options = o.has("options") && !o.get("options").isJsonNull()
                ? JsonFields.object(o.get("options"), "options", "e.g. {\"timeout\":60}") : new JsonObject();
        JsonFields.known(options, "options", "all", "fractional", "timeout", "resume", "threads", "proof");
        long timeout = options.has("timeout") ? Words.timeoutMillis(JsonFields.scalar(options.get("timeout"),
                "options.timeout")) : 0;
        int threads = options.has("threads") ? Words.threads(JsonFields.scalar(options.get("threads"),
                "options.threads")) : 0;
        boolean ownProof = options.has("proof") && Words.ownProof(JsonFields.scalar(options.get("proof"),
                "options.proof"));
        return new SolveRequest(family, params, solver == null || solver.isBlank() ? null : solver,
                objective == null || objective.isBlank() ? null : Objective.parse(objective),
                JsonFields.flag(options, "fractional"),
                new SolveOptions(JsonFields.flag(options, "all"), timeout, JsonFields.flag(options, "resume"), null,
                        threads).withOwnProof(ownProof), null);
    }

    /** {@code key=value} words, as the shell reads them from its command line. */
    static String[] words(Map<String, String> params) {
        return params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toArray(String[]::new);
    }
}
