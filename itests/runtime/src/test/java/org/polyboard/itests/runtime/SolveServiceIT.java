package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.List;
import java.util.Map;

import javax.inject.Inject;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;
import org.polyboard.api.table.TableRequest;
import org.polyboard.api.table.TableRow;
import org.polyboard.api.table.TableService;

@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class SolveServiceIT extends PolyboardTestSupport {

    /** Minimum knight domination of the n x n board, n = 1..8 (OEIS A006075). */
    private static final long[] KNIGHT_COVER = {1, 4, 4, 4, 5, 8, 10, 12};

    @Inject
    private SolveService solveService;

    @Inject
    private TableService tableService;

    @Test
    public void everyBootBundleIsActive() {
        for (Bundle bundle : bundleContext.getBundles()) {
            if (BOOT_BUNDLES.contains(bundle.getSymbolicName())) {
                assertEquals(bundle.getSymbolicName(), Bundle.ACTIVE, bundle.getState());
            }
        }
    }

    @Test
    public void expectedFamiliesAndSolversAreRegistered() throws InterruptedException {
        assertTrue("families: " + ids(solveService.families()),
                eventually(5_000, () -> ids(solveService.families()).contains("knight-cover")));
        assertTrue("solvers: " + ids(solveService.solvers()),
                eventually(5_000, () -> ids(solveService.solvers()).contains("ilp")));
    }

    @Test
    public void knightCoverOneToEightIsOptimalAndVerified() throws InterruptedException {
        for (int n = 1; n <= KNIGHT_COVER.length; n++) {
            SolveResult result = solveService.solve(SolveRequest.of("knight-cover", Map.of("n", "" + n)));
            String context = "n=" + n + ": " + result.status() + " " + result.message();
            assertEquals(context, Status.OPTIMAL, result.status());
            assertEquals(context, Fraction.of(KNIGHT_COVER[n - 1]), result.value());
            assertTrue(context, result.verified());
            assertTrue(context, result.hasSolution());
            assertEquals(context, KNIGHT_COVER[n - 1], result.solutions().get(0).size());
        }
    }

    @Test
    public void theSolverIsNamedInTheResult() throws InterruptedException {
        SolveResult result = solveService.solve(SolveRequest.of("knight-cover", Map.of("n", "4")).withSolver("ilp"));
        assertEquals("ilp", result.solver());
        assertEquals("knight-cover", result.family());
    }

    @Test
    public void theTableServiceSetsEachRowBesideThePublishedValue() throws InterruptedException {
        TableRequest request = new TableRequest(SolveRequest.of("knight-cover", Map.of("n", "1..8")), "n",
                List.of(1, 2, 3, 4, 5, 6, 7, 8), true);
        List<TableRow> rows = tableService.table(request, row -> { });
        assertEquals(KNIGHT_COVER.length, rows.size());
        for (TableRow row : rows) {
            String context = "n=" + row.value() + ": " + row.result().status() + " " + row.result().message();
            assertEquals(context, Fraction.of(KNIGHT_COVER[row.value() - 1]), row.computed());
            assertEquals(context, TableRow.Match.EQUAL, row.match());
            assertTrue(context, row.result().verified());
            assertTrue(context, !row.reused() && !row.failed());
        }
    }
}
