package org.polyboard.web.api;

import java.io.IOException;
import java.util.Map;

import com.google.gson.JsonArray;

import org.polyboard.api.solve.SolveService;
import org.polyboard.support.words.Words;

/**
 * {@code GET /api/results?family=F&key=value}: the records of the results journal, oldest first. A family that is not
 * installed, or a filter its family would refuse ({@code n=abc}), is a 400, not an empty list.
 */
final class ResultsResource implements Resource {

    private final SolveService service;

    ResultsResource(SolveService service) {
        this.service = service;
    }

    @Override
    public void answer(Exchange call) throws IOException {
        call.allow("GET");
        call.exact(1);
        Map<String, String> query = call.query();
        String family = query.remove("family");
        family = family == null || family.isBlank() ? null : family;
        Map<String, String> filter = Words.params(SolveResource.words(query));
        check(service, family, filter);
        JsonArray list = new JsonArray();
        service.results(null, family, filter).forEach(r -> list.add(Documents.recorded(service, r)));
        call.json(200, list);
    }

    /**
     * @throws HttpError 400 for a family that is not installed, or a parameter of the filter that its family refuses
     */
    static void check(SolveService service, String family, Map<String, String> filter) {
        if (family == null) {
            return;
        }
        if (service.families().stream().noneMatch(d -> d.id().equals(family))) {
            throw new HttpError(HttpError.BAD_REQUEST, "Unknown family '" + family + "'; GET /api/families lists them.");
        }
        try {
            service.instance(family, filter, null);
        } catch (IllegalArgumentException e) {
            // a filter names some parameters, not all: only a complaint about one it names counts
            String message = String.valueOf(e.getMessage());
            for (Map.Entry<String, String> entry : filter.entrySet()) {
                if (message.contains(entry.getKey() + "=" + entry.getValue()) || message.contains("'" + entry.getKey() + "'")) {
                    throw new HttpError(HttpError.BAD_REQUEST, message);
                }
            }
        }
    }
}
