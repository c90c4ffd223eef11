package org.polyboard.solver.ortools.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.support.subcubes.SubcubeCounts;
import org.polyboard.testing.QueenLines;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

/**
 * CP-SAT on the subcube packing model of queens on 3^d, against A115992 (equal to the middle-set bound A115993 for
 * d = 1 to 8) up to d = 7 (3^7 about 10 s with its symmetry ordered, 3^8 two to four minutes; bench/hypercube-52.sh
 * times them); every placement is checked here from its coordinates. Skipped on a platform this build carries no
 * native libraries for.
 */
class SubcubeSolverTest {

    private final SubcubeSolver solver = new SubcubeSolver();

    @BeforeAll
    static void nativeLibrariesArePresent() {
        assumeTrue(NativeLibraries.missing().isEmpty(), () -> NativeLibraries.missing().get());
    }

    @Test
    void theCountsOfFiftyTwoOnThreeToTheEighthFewestHolesFirst() {
        List<SubcubeCounts> counts = SubcubeCounts.of(8, 52);

        // (0, 8, 28, 16) covers every vertex with an edge and no vertex beside it: ruled out by the character sums
        assertThat(counts).extracting(SubcubeCounts::toString)
                .containsExactly("(1, 7, 28, 16)", "(1, 8, 27, 16)", "(1, 8, 28, 15)");
        assertThat(counts).extracting(SubcubeCounts::holes).containsExactly(1, 3, 7);
        // the one hole is 1 in the directions of the 7 edges, 0 in the eighth
        assertThat(counts.get(0).fixedHole()).isEqualTo(0b11111110);
        assertThat(counts.get(1).fixedHole()).isEqualTo(-1);
    }

    @Test
    void countsWithAnOddNumberOfVerticesAreLeftOut() {
        // 3^7, 32: (1, 7, 21, 3) leaves 5 holes, (1, 7, 20, 4) one, fixed at 1111111
        assertThat(SubcubeCounts.of(7, 32)).extracting(SubcubeCounts::toString)
                .containsExactly("(1, 7, 20, 4)", "(1, 7, 21, 3)");
        assertThat(SubcubeCounts.of(7, 32).get(0).fixedHole()).isEqualTo(0b1111111);
        // 3^4, 6: (1, 4, 1) with 3 holes and (1, 3, 2) with 1; (0, 4, 2) would be an exact cover with edges alone
        assertThat(SubcubeCounts.of(4, 6)).extracting(SubcubeCounts::toString)
                .containsExactly("(1, 3, 2)", "(1, 4, 1)");
    }

    @ParameterizedTest(name = "{1} queens on 3^{0}, the middle-set bound, so optimal")
    @CsvSource({"1, 1", "2, 2", "3, 4", "4, 6", "5, 11", "6, 19"})
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void queensOnBoxesOfSideThree(int d, int published) throws Exception {
        SolveResult result = solver.solve(box(d, "queen"), TestContext.unlimited());

        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value().numerator()).isEqualTo(published);
        assertThat(result.bound().numerator()).isEqualTo(published);
        assertThat(result.proof()).contains("middle-set bound (van der Plancke, OEIS A115993)")
                .contains("the placement: CP-SAT on the subcube packing model");
        List<int[]> queens = result.solutions().get(0).cells();
        assertThat(queens).hasSize(published);
        QueenLines.assertOnBoxOfSideThree(queens, d);
    }

    /**
     * The first counts of 3^7, (1, 7, 20, 4), leave one direction set of two out with every direction alike, so the
     * search takes it to be {0, 1} and orders the edges: a placement must still be found in those counts, not in the
     * next. No time limit: CP-SAT ends either way, and its time varies from run to run.
     */
    @Test
    void thirtyTwoOnThreeToTheSeventhInTheCountsWhoseSymmetryIsOrdered() throws Exception {
        SolveResult result = solver.solve(box(7, "queen"), TestContext.unlimited());

        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value().numerator()).isEqualTo(32);
        assertThat(result.stats()).containsEntry("countVector", "1");
        assertThat(result.proof()).contains("counted (1, 7, 20, 4), 1 hole fixed by the character sums");
        List<int[]> queens = result.solutions().get(0).cells();
        assertThat(queens).hasSize(32);
        QueenLines.assertOnBoxOfSideThree(queens, 7);
    }

    @Test
    void onlyQueensOnAWholeBoxOfSideThree() {
        assertThat(solver.rejects(box(3, "rook"), SolveOptions.DEFAULT)).get().asString()
                .contains("queens on a whole box of side 3");
        Problem fourCube = TestdataProblems.problem("box:4^3", "queen", Objective.MAX_INDEPENDENT, "n=4", "d=3");
        assertThat(solver.rejects(fourCube, SolveOptions.DEFAULT)).get().asString()
                .isEqualTo("the subcubes solver takes queens on a whole box of side 3 in 1 to 9 dimensions (3^d),"
                        + " not queens on " + fourCube.board().description());
        assertThat(solver.rejects(box(5, "queen"), SolveOptions.DEFAULT)).isEmpty();
        assertThat(solver.rejects(box(5, "queen"), new SolveOptions(true, 0))).get().asString()
                .contains("does not enumerate");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aStoppedSearchEndsWithoutAPlacement() throws Exception {
        TestContext stopped = TestContext.unlimited();
        stopped.cancel();
        SolveResult result = solver.solve(box(6, "queen"), stopped);

        assertThat(result.status()).isEqualTo(Status.FEASIBLE);
        assertThat(result.solutions()).isEmpty();
        assertThat(result.bound().numerator()).isEqualTo(19);
    }

    private static Problem box(int d, String piece) {
        return TestdataProblems.problem("box:3^" + d, piece, Objective.MAX_INDEPENDENT, "n=3", "d=" + d);
    }
}
