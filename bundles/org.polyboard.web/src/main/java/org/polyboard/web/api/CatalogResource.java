package org.polyboard.web.api;

import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;

import org.polyboard.api.solve.Description;

/** {@code GET /api/families}, {@code /api/solvers}, {@code /api/boards}, {@code /api/pieces}: what is installed. */
final class CatalogResource implements Resource {

    private final Supplier<List<Description>> entries;

    CatalogResource(Supplier<List<Description>> entries) {
        this.entries = entries;
    }

    @Override
    public void answer(Exchange call) throws IOException {
        call.allow("GET");
        call.exact(1);
        call.json(200, Documents.descriptions(entries.get()));
    }
}
