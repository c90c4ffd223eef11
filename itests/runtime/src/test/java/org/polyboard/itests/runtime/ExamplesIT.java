package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.inject.Inject;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.ServiceReference;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;
import org.polyboard.examples.embed.KnightCovers;

/**
 * The examples of README.md, installed as one bundle into the running framework: the camel piece, the
 * diamond board, the camel-cover family and the first-fit solver work with the installed solvers, and the
 * client component gets a proven minimum knight cover.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class ExamplesIT extends PolyboardTestSupport {

    private static final String EXAMPLES = "org.polyboard.examples";
    private static final long DEADLINE_MILLIS = 10_000;
    private static final SolveRequest DIAMOND_2 = SolveRequest.of("camel-cover", Map.of("r", "2"));

    @Inject
    private SolveService solveService;

    @Test
    public void theExampleBundleComesAndGoes() throws Exception {
        Bundle examples = bundleContext.installBundle(projectBundleFile(EXAMPLES).toURI().toString());
        try {
            examples.start();
            assertTrue("examples not registered within " + DEADLINE_MILLIS + " ms",
                    eventually(DEADLINE_MILLIS, () -> ids(solveService.families()).contains("camel-cover")
                            && ids(solveService.solvers()).contains("first-fit")
                            && ids(solveService.pieces()).contains("camel")
                            && ids(solveService.boards()).contains("diamond")));

            SolveResult exact = solveService.solve(DIAMOND_2);
            String context = exact.solver() + " " + exact.status() + " " + exact.message();
            assertEquals(context, Status.OPTIMAL, exact.status());
            assertTrue(context, exact.verified());
            assertEquals(context, Fraction.of(minimumCamelCoverOfDiamondTwo()), exact.value());

            SolveResult firstFit = solveService.solve(DIAMOND_2.withSolver("first-fit"));
            context = firstFit.status() + " " + firstFit.message();
            assertEquals(context, Status.FEASIBLE, firstFit.status());
            assertTrue(context, firstFit.verified());
            assertTrue(context, firstFit.value().compareTo(exact.value()) >= 0);

            ServiceReference<KnightCovers> reference = bundleContext.getServiceReference(KnightCovers.class);
            KnightCovers.Cover cover = bundleContext.getService(reference).minimumCover(6);
            assertEquals("minimum knight cover of 6x6 (OEIS A006075)", 8, cover.knights());
            assertEquals(8, cover.cells().size());
            for (int[] cell : cover.cells()) {
                assertTrue(cell[0] >= 1 && cell[0] <= 6 && cell[1] >= 1 && cell[1] <= 6);
            }
            bundleContext.ungetService(reference);
        } finally {
            examples.uninstall();
        }
        assertTrue("camel-cover still registered after uninstall",
                eventually(DEADLINE_MILLIS, () -> !ids(solveService.families()).contains("camel-cover")));
        assertFalse(ids(solveService.pieces()).contains("camel"));
    }

    /** By exhaustive search over the subsets of the 13 cells, with the camel's moves computed here. */
    private static int minimumCamelCoverOfDiamondTwo() {
        List<int[]> cells = new ArrayList<>();
        for (int x = 0; x <= 4; x++) {
            for (int y = 0; y <= 4; y++) {
                if (Math.abs(x - 2) + Math.abs(y - 2) <= 2) {
                    cells.add(new int[] {x, y});
                }
            }
        }
        int m = cells.size();
        int[] covers = new int[m];
        for (int a = 0; a < m; a++) {
            for (int b = 0; b < m; b++) {
                int dx = Math.abs(cells.get(a)[0] - cells.get(b)[0]);
                int dy = Math.abs(cells.get(a)[1] - cells.get(b)[1]);
                if (a == b || dx == 1 && dy == 3 || dx == 3 && dy == 1) {
                    covers[a] |= 1 << b;
                }
            }
        }
        int best = m;
        for (int set = 0; set < 1 << m; set++) {
            int covered = 0;
            for (int a = 0; a < m; a++) {
                if ((set >> a & 1) != 0) {
                    covered |= covers[a];
                }
            }
            if (covered == (1 << m) - 1) {
                best = Math.min(best, Integer.bitCount(set));
            }
        }
        return best;
    }
}
