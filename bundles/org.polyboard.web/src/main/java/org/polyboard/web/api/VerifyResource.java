package org.polyboard.web.api;

import java.io.IOException;

import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;

/** {@code POST /api/verify} with a result document: the verifier's verdict, from first principles. */
final class VerifyResource implements Resource {

    private final SolveService service;

    VerifyResource(SolveService service) {
        this.service = service;
    }

    @Override
    public void answer(Exchange call) throws IOException {
        call.allow("POST");
        call.exact(1);
        String document = call.body();
        JsonFields.object(Documents.strict(document), "the result to verify", "as solve --format json writes it");
        SolveResult claimed = service.parse(document);
        call.json(200, Documents.verification(service.verify(claimed)));
    }
}
