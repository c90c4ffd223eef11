package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.support.published.PublishedValues;
import org.polyboard.support.published.PublishedValues.Row;
import org.polyboard.testing.TestContext;
import org.polyboard.pieces.Knight;
import org.polyboard.testing.TestProblem;

/**
 * What a change to the knight search's bounds may never do, and how strong the search is. A bound that refutes a cover
 * that exists shows as a wrong minimum (every published rectangle to 12 columns, A098604) or a wrong count (the squares'
 * censuses are in {@link BranchAndBoundSolverTest}); a bound that got weaker shows as more nodes on the rows pinned
 * here. The node counts do not depend on the machine: a census searches the same tree whatever the threads, and a
 * minimum on one thread runs its units in one order (on more, a cover found in one unit stops the others at points
 * that depend on timing). A change that makes the search stronger lowers them: write the new counts in, with the
 * change's figures in docs/knights.md.
 */
@Timeout(120)
class KnightStrengthTest {

    private final BranchAndBoundSolver solver = new BranchAndBoundSolver();

    /**
     * n, whether the board is a torus, minimum (A006075; A279407 on the torus), nodes of the proof on one thread. The
     * torus's search breaks the symmetries that fix its first cell ({@link FirstCellSymmetries}).
     */
    static Stream<Arguments> minima() {
        return Stream.of(
                Arguments.of(10, false, 16, 163L),
                Arguments.of(11, false, 21, 3_524L),
                Arguments.of(12, false, 24, 1_517L),
                Arguments.of(13, false, 28, 1_544L),
                Arguments.of(14, false, 32, 125_858L),
                Arguments.of(15, false, 36, 3_865_780L),
                Arguments.of(9, true, 12, 37_859L),
                Arguments.of(10, true, 15, 4_778_338L));
    }

    @ParameterizedTest(name = "{0}x{0} (torus {1}): {2} knights, {3} nodes on one thread")
    @MethodSource("minima")
    void theMinimaKeepTheirNodeCounts(int n, boolean torus, int minimum, long nodes) throws Exception {
        TestProblem board = torus ? TestProblem.torus(n, n, new Knight(), Objective.MIN_DOMINATION)
                : TestProblem.knights(n, n);
        SolveResult r = solver.solve(board, new TestContext(new SolveOptions(false, 0, false, null, 1)));

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(minimum);
        assertThat(r.proof()).isEqualTo("exhaustive search: no cover with " + (minimum - 1) + " pieces");
        assertThat(Long.parseLong(r.stats().get("nodes"))).as("nodes of %dx%d%s (fewer: write them in; more: a"
                + " bound got weaker)", n, n, torus ? " torus" : "").isEqualTo(nodes);
    }

    /** n, minimum covers (A103315), nodes of the census (any number of threads). */
    static Stream<Arguments> censuses() {
        return Stream.of(
                Arguments.of(11, 800L, 229_464L),
                Arguments.of(12, 2L, 64_383L),
                Arguments.of(13, 152L, 82_571L));
    }

    @ParameterizedTest(name = "{0}x{0}: {1} minimum covers, {2} nodes")
    @MethodSource("censuses")
    void theCensusesKeepTheirNodeCounts(int n, long covers, long nodes) throws Exception {
        SolveResult r = solver.solve(TestProblem.knights(n, n), new TestContext(true, 0));

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.solutionCount()).isEqualTo(covers);
        assertThat(Long.parseLong(r.stats().get("nodes"))).as("nodes of the %dx%d census (fewer: write them in;"
                + " more: a bound got weaker)", n, n).isEqualTo(nodes);
    }

    /**
     * A node is counted by the unit that searches it only, so a census visits as many nodes in units of any budget
     * as in whole ones (the 11×11 census splits hundreds of times into units of 300 nodes, many times into units of
     * 10 000),
     * and the coverers its nodes skipped as dominated go with the nodes a unit leaves open, so that the units below
     * count the covers that hold them: every class, whatever the split.
     */
    @Test
    void aCensusCountsEveryNodeOnceWhateverTheSplit() throws Exception {
        for (long budget : new long[] {300, 10_000, 250_000, Long.MAX_VALUE}) {
            SolveResult r = new BranchAndBoundSolver(budget).solve(TestProblem.knights(11, 11), new TestContext(true, 0));
            assertThat(r.solutionCount()).as("budget %d", budget).isEqualTo(800);
            assertThat(r.distinctUpToSymmetry()).as("budget %d", budget).isEqualTo(100);
            assertThat(Long.parseLong(r.stats().get("nodes"))).as("budget %d", budget).isEqualTo(229_464L);
        }
    }

    /**
     * Units asked to split as they run (as a cluster asks its longest at the end of a round; here every unit from its
     * second question on, about 2 000 nodes in) split where the timing has them and still count every cover, every
     * class and every node once: the same census as whole units, in more units.
     */
    @Test
    void aCensusSplitOnDemandCountsEveryNodeOnce() throws Exception {
        TestContext asked = new TestContext(true, 0);
        asked.splitAfterQuestions = 2;
        SolveResult r = solver.solve(TestProblem.knights(11, 11), asked);
        SolveResult planned = solver.solve(TestProblem.knights(11, 11), new TestContext(true, 0));
        assertThat(r.solutionCount()).isEqualTo(800);
        assertThat(r.distinctUpToSymmetry()).isEqualTo(100);
        assertThat(Long.parseLong(r.stats().get("nodes"))).isEqualTo(229_464L);
        assertThat(Integer.parseInt(r.stats().get(Checkpoints.SUBPROBLEMS)))
                .isGreaterThan(Integer.parseInt(planned.stats().get(Checkpoints.SUBPROBLEMS)));
    }

    @Test
    void everyPublishedRectangleToTwelveColumnsIsProven() throws Exception {
        List<Row> rows = PublishedValues.get().rows("knight_domination_rect(k x n, k<=n)");
        int checked = 0;
        for (Row row : rows) {
            String[] kn = row.key().split(",");
            int k = Integer.parseInt(kn[0]);
            int n = Integer.parseInt(kn[1]);
            if (n > 12) {
                continue;
            }
            int published = Integer.parseInt(row.value());
            for (int[] shape : new int[][] {{k, n}, {n, k}}) {
                SolveResult r = solver.solve(TestProblem.knights(shape[0], shape[1]), TestContext.unlimited());
                assertThat(r.status()).as("%dx%d", shape[0], shape[1]).isEqualTo(Status.OPTIMAL);
                assertThat(r.value().numerator()).as("%dx%d (A098604)", shape[0], shape[1]).isEqualTo(published);
                BranchAndBoundSolverTest.assertEveryCoverValid(shape[0], shape[1], published, r.solutions());
            }
            checked++;
        }
        assertThat(checked).as("rectangles k x n with k <= n <= 12").isEqualTo(78);
    }

    /**
     * Burnside's lemma ties the censuses of symmetric covers to the published ones: with T minimum covers of 16×16
     * (A103315: 2) in C classes (A006076: 1), 8C − T = 6 is the number of pairs (g, cover) with g ≠ id mapping the
     * cover onto itself: 2·Fix(rot90) + Fix(rot180) + 2·Fix(mirror) + 2·Fix(diagonal), each the census of minimum
     * covers with that symmetry (none when the least symmetric cover is larger). 17×17 and 18×18 in docs/knights.md.
     */
    @Test
    @Tag("slow")
    @Timeout(600)
    void theSymmetricCensusesOf16x16AddUpToThePublishedCounts() throws Exception {
        long pairs = 0;
        for (Symmetry s : new Symmetry[] {Symmetry.ROT90, Symmetry.ROT180, Symmetry.MIRROR, Symmetry.DIAGONAL}) {
            SolveResult r = solver.solve(TestProblem.of(16, 16, new Knight(), Objective.MIN_DOMINATION, s),
                    new TestContext(true, 0));
            assertThat(r.status()).as("%s", s).isEqualTo(Status.OPTIMAL);
            long fixed = r.value().numerator() == 40 ? r.solutionCount() : 0;
            pairs += (s == Symmetry.ROT180 ? 1 : 2) * fixed;
        }
        assertThat(pairs).isEqualTo(8 * 1 - 2);
    }
}
