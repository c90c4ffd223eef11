package org.polyboard.examples.embed;

import java.util.List;
import java.util.Map;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;

/** A component of another application that asks Polyboard for minimum knight covers. */
@Component(service = KnightCovers.class)
public final class KnightCovers {

    /** A proven minimum cover: its size, its cells (1-based row, column) and the solver's proof. */
    public record Cover(long knights, List<int[]> cells, String proof) {
    }

    private final SolveService solveService;

    @Activate
    public KnightCovers(@Reference SolveService solveService) {
        this.solveService = solveService;
    }

    public Cover minimumCover(int n) throws InterruptedException {
        SolveRequest request = new SolveRequest("knight-cover", Map.of("n", "" + n), null, null, false,
                new SolveOptions(false, 60_000), null);   // the last argument may be a Consumer<Progress>
        Job job = solveService.submit(request);           // bad input: IllegalArgumentException, at once
        SolveResult result = job.await();                 // meanwhile: job.progress(), job.cancel()
        if (result.status() != Status.OPTIMAL || !result.verified()) {
            throw new IllegalStateException(n + "x" + n + ": " + result.status() + " " + result.message());
        }
        List<int[]> cells = result.solutions().get(0).cells().stream()
                .map(cell -> new int[] {cell[0] + 1, cell[1] + 1})
                .toList();
        return new Cover(result.value().numerator(), cells, result.proof());
    }
}
