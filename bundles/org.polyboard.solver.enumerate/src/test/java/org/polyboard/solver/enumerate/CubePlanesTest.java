package org.polyboard.solver.enumerate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.core.verify.Verifier;
import org.polyboard.testing.QueenLines;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

@Timeout(120)
class CubePlanesTest {

    private final CubePlanesSolver solver = new CubePlanesSolver();

    private static Problem cube(int n) {
        return TestdataProblems.problem("box:" + n + "^3", "queen", Objective.MAX_INDEPENDENT);
    }

    private SolveResult solve(Problem problem) throws Exception {
        SolveResult r = solver.solve(problem, new TestContext(false, 0));
        for (Placement p : r.solutions()) {
            assertThat(Verifier.check(problem.board(), problem.piece(), problem.instance().objective(), p, r.value())
                    .valid()).isTrue();
            QueenLines.assertNonAttacking(p.cells());
            assertThat(p.cells()).hasSize((int) r.value().numerator());
        }
        return r;
    }

    /** OEIS A068940, 1..7: the most non-attacking queens on n^3, proven by the search plane by plane. */
    @Test
    void queensOnCubesAreAsPublished() throws Exception {
        int[] value = {1, 1, 4, 7, 13, 21, 32};
        for (int n = 1; n <= value.length; n++) {
            SolveResult r = solve(cube(n));
            assertThat(r.status()).as("n=%d", n).isEqualTo(Status.OPTIMAL);
            assertThat(r.value().numerator()).as("n=%d", n).isEqualTo(value[n - 1]);
            assertThat(r.proof()).as("n=%d", n).isEqualTo(n == 1 ? "the 1 lines of one axis hold at most one queen each"
                    : CubePlanes.BASIS + ": no independent set of " + (value[n - 1] + 1) + " pieces");
        }
    }

    /** 8^3 holds no 49 queens: A068940(8) = 48, which the literature lists without a proof. */
    @Test
    @Tag("slow")
    void eightCubedHoldsNo49Queens() {
        CubePlanes planes = CubePlanes.of(cube(8).model()).orElseThrow();
        List<WorkUnit> units = planes.plan(49, false, () -> false, nodes -> { }, 0);
        assertThat(units).hasSize(4 * (12 + 399));
        for (WorkUnit unit : units) {
            assertThat(planes.run(unit, () -> false, nodes -> { }).found()).as(unit.id()).isFalse();
        }
    }

    /**
     * A round that can succeed finds a placement (checked from its coordinates), and one above the optimum finds none:
     * the cases miss no placement on 5^3 and 6^3, whose optima 13 and 21 each are reached in every case count asked.
     */
    @Test
    void theRoundsAtTheOptimumFindAndThoseAboveDoNot() {
        int[][] cases = {{5, 13}, {6, 21}};
        for (int[] c : cases) {
            CubePlanes planes = CubePlanes.of(cube(c[0]).model()).orElseThrow();
            UnitResult at = planes.whole(c[1], false, () -> false, nodes -> { }, Long.MAX_VALUE);
            assertThat(at.found()).as("%d^3 with %d", c[0], c[1]).isTrue();
            assertThat(at.kept().get(0)).hasSize(c[1]);
            UnitResult above = planes.whole(c[1] + 1, false, () -> false, nodes -> { }, Long.MAX_VALUE);
            assertThat(above.complete()).isTrue();
            assertThat(above.found()).as("%d^3 with %d", c[0], c[1] + 1).isFalse();
        }
    }

    /** The canonical sets of every size, with their images under the square's 8 symmetries, are every set. */
    @Test
    void theImagesOfTheCanonicalSetsAreEverySet() {
        long[] all = {1, 64, 1288, 10320, 34568, 46736, 22708, 3192, 92};   // k queens on 8x8, k = 0..8
        CubePlanes planes = CubePlanes.of(cube(8).model()).orElseThrow();
        for (int k = 1; k <= 8; k++) {
            Set<Long> images = new HashSet<>();
            for (long set : planes.canonical(k)) {
                for (int g = 0; g < 8; g++) {
                    images.add(planes.image(set, g));
                }
            }
            assertThat((long) images.size()).as("k=%d", k).isEqualTo(all[k]);
        }
    }

    @Test
    void theSearchTakesOnlyTheQueensOfAWholeCube() {
        assertThat(CubePlanes.of(cube(4).model())).isPresent();
        assertThat(CubePlanes.of(TestdataProblems.problem("box:4^3", "rook", Objective.MAX_INDEPENDENT).model())).isEmpty();
        assertThat(CubePlanes.of(TestdataProblems.problem("box:4x4x5", "queen", Objective.MAX_INDEPENDENT).model())).isEmpty();
        assertThat(CubePlanes.of(TestdataProblems.problem("box:3^4", "queen", Objective.MAX_INDEPENDENT).model())).isEmpty();
        assertThat(solver.rejects(cube(9), SolveOptions.DEFAULT)).isPresent();
        assertThat(solver.rejects(TestdataProblems.problem("rect:8x8", "queen", Objective.MAX_INDEPENDENT),
                SolveOptions.DEFAULT)).isPresent();
        assertThat(solver.rejects(cube(8), new SolveOptions(true, 0))).get().asString().contains("--solver enumerate");
        assertThat(solver.rejects(cube(8), SolveOptions.DEFAULT)).isEmpty();
    }

    /** The units of a round are the same however often they are planned, and each names its case. */
    @Test
    void unitsAreStable() {
        CubePlanes planes = CubePlanes.of(cube(7).model()).orElseThrow();
        List<String> first = new ArrayList<>();
        planes.plan(33, false, () -> false, nodes -> { }, 0).forEach(u -> first.add(u.id()));
        List<String> second = new ArrayList<>();
        planes.plan(33, false, () -> false, nodes -> { }, 0).forEach(u -> second.add(u.id()));
        assertThat(first).isEqualTo(second).allMatch(id -> id.startsWith("planes/t33/k"));
    }
}
