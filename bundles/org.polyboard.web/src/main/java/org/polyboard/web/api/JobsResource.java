package org.polyboard.web.api;

import java.io.IOException;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Supplier;

import com.google.gson.JsonArray;

import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;

/**
 * {@code /api/jobs}: the jobs of this runtime, newest first; {@code /api/jobs/{id}} one of them ({@code DELETE} cancels
 * it); {@code /api/jobs/{id}/board.svg} its board; {@code /api/jobs/{id}/result?format=F} its result in any format of
 * the installed renderers.
 */
final class JobsResource implements Resource {

    private final SolveService service;
    private final WebJobs jobs;
    private final Supplier<List<String>> formats;

    JobsResource(SolveService service, WebJobs jobs, Supplier<List<String>> formats) {
        this.service = service;
        this.jobs = jobs;
        this.formats = formats;
    }

    @Override
    public void answer(Exchange call) throws IOException {
        List<String> path = call.path();
        if (path.size() == 1) {
            call.allow("GET");
            Map<Integer, Job> all = new TreeMap<>(Comparator.reverseOrder());
            service.jobs().forEach(j -> all.put(j.id(), j));
            jobs.all().forEach(j -> all.put(j.id(), j));
            JsonArray list = new JsonArray();
            all.values().forEach(j -> list.add(Documents.job(service, j)));
            call.json(200, list);
            return;
        }
        Job job = job(path.get(1));
        if (path.size() == 2) {
            call.allow("GET", "DELETE");
            if (call.method().equals("DELETE")) {
                job.cancel();
            }
            call.json(200, Documents.job(service, job));
        } else if (path.size() == 3 && path.get(2).equals("board.svg")) {
            call.allow("GET");
            call.text(200, "image/svg+xml", service.render(drawable(job), "svg"));
        } else if (path.size() == 3 && path.get(2).equals("result")) {
            call.allow("GET");
            String format = call.query().getOrDefault("format", "json");
            List<String> installed = formats.get();
            if (!installed.isEmpty() && !installed.contains(format)) {
                throw new HttpError(HttpError.BAD_REQUEST, "Unknown format '" + format + "'; valid: "
                        + String.join(", ", installed) + ".");
            }
            SolveResult result = job.result().orElseThrow(() -> new HttpError(HttpError.CONFLICT, "Job " + job.id()
                    + " is still running; its result comes when it ends (GET /api/jobs/" + job.id() + ")."));
            call.text(200, type(format), service.render(result, format));
        } else {
            throw call.notFound();
        }
    }

    /** The result whose board is drawn: the result once the job has ended, else its best verified board so far. */
    private static SolveResult drawable(Job job) {
        Optional<SolveResult> ended = job.result();
        if (ended.isEmpty()) {
            Placement best = job.best().orElseThrow(() -> new HttpError(HttpError.CONFLICT, "Job " + job.id()
                    + " is still running and has no verified solution yet; its board is drawn when it has."));
            SolveRequest asked = job.request();
            return SolveResult.builder().family(asked.family()).params(asked.params()).objective(asked.objective())
                    .solver(job.solver()).status(Status.FEASIBLE).value(best.cells().size()).solution(best)
                    .verified(true).build();
        }
        SolveResult result = ended.get();
        if (result.solutions().isEmpty()) {
            throw new HttpError(HttpError.NOT_FOUND, "Job " + job.id() + " ended " + result.status()
                    + " without a board to draw" + (result.message().isEmpty() ? "." : ": " + result.message()));
        }
        return result;
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

    /** The media type of a rendering: JSON, SVG, else plain text. */
    static String type(String format) {
        return switch (format) {
            case "json" -> "application/json";
            case "svg" -> "image/svg+xml";
            default -> "text/plain";
        };
    }
}
