package org.polyboard.solver.anneal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.pieces.Knight;
import org.polyboard.support.bounds.QueenBound;
import org.polyboard.testing.SymmetryCheck;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;

@Timeout(30)
class AnnealingSolverTest {

    private final AnnealingSolver solver = new AnnealingSolver();

    @Test
    void findsAGoodCoverOf10x10InAFewSeconds() throws Exception {
        long start = System.nanoTime();
        SolveResult r = solver.solve(TestProblem.knights(10, 10), new TestContext(false, 3_000));
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.message()).startsWith("stopped at the time limit");
        assertThat(r.value().numerator()).isBetween(16L, 17L);
        assertThat(r.solutions()).hasSize(1);
        assertThat(r.solutions().get(0).size()).isEqualTo((int) r.value().numerator());
        assertThat(Covers.isKnightCover(10, 10, r.solutions().get(0).cells())).isTrue();
        assertThat(r.bound().numerator()).isLessThanOrEqualTo(16);
        assertThat(millis).isBetween(2_000L, 3_500L);
        assertThat(r.stats()).containsEntry("seed", "1").containsKey("steps");
    }

    @Test
    void aCoverMeetingThePackingBoundIsOptimal() throws Exception {
        SolveResult r = solver.solve(TestProblem.knights(2, 2), new TestContext(false, 5_000));

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.proof()).startsWith("matches the fractional packing bound");
    }

    @Test
    void symmetricCoversMoveWholeOrbits() throws Exception {
        for (Symmetry s : new Symmetry[] {Symmetry.ROT90, Symmetry.MIRROR, Symmetry.DIAGONAL2}) {
            TestProblem problem = TestProblem.of(9, 9, new Knight(), Objective.MIN_DOMINATION, s);
            SolveResult r = solver.solve(problem, new TestContext(false, 1_000));

            Placement p = r.solutions().get(0);
            assertThat(Covers.isKnightCover(9, 9, p.cells())).isTrue();
            SymmetryCheck.assertInvariant(p.cells(), s, 9, 9);
        }
    }

    /**
     * The tabu chain, which queens get, reaches the domination numbers of 12x12 (6) and 16x16 (9) over cells, and with
     * the prelude over half-turn orbits those of 23x23 (12) and 25x25 (13, A075458), where annealing stalls one above;
     * every cover it records covers the board.
     */
    @Test
    void theTabuChainFindsMinimumQueenCovers() {
        // n, published minimum, prelude, independent (A075458, A075324)
        for (int[] c : new int[][] {{12, 6, 0, 0}, {16, 9, 0, 0}, {23, 12, 1, 0}, {25, 13, 1, 0}, {13, 7, 0, 1},
                {21, 11, 1, 1}}) {
            Objective objective = c[3] == 1 ? Objective.MIN_INDEPENDENT_DOMINATION : Objective.MIN_DOMINATION;
            TestProblem problem = TestProblem.of(c[0], c[0], TestProblem.queen(), objective, null);
            Layout layout = new Layout(problem.model(), problem.invariance());
            assertThat(TabuChain.suits(problem.model())).isTrue();
            Layout prelude = c[2] == 1 ? AnnealingSolver.centralOrbits(problem.model()) : null;
            TabuChain chain = new TabuChain(layout, prelude, 1, c[3] == 1 ? problem.model() : null);
            long end = System.nanoTime() + 20_000_000_000L;
            chain.run(c[1], () -> System.nanoTime() > end, value -> {
            });
            assertThat(chain.best()).as("n=%d", c[0]).hasSize(c[1]);
            boolean[] covered = new boolean[problem.model().cellCount()];
            for (int cell : chain.best()) {
                covered[cell] = true;
                for (int v : problem.model().neighbours(cell)) {
                    covered[v] = true;
                }
            }
            assertThat(covered).as("n=%d", c[0]).doesNotContain(false);
            for (int cell : chain.best()) {
                for (int v : problem.model().neighbours(cell)) {
                    assertThat(c[3] == 0 || Arrays.binarySearch(chain.best(), v) < 0).as("n=%d: %d attacks %d", c[0], cell, v)
                            .isTrue();
                }
            }
        }
        TestProblem knights = TestProblem.knights(8, 8);
        assertThat(TabuChain.suits(knights.model())).isFalse();
    }

    /**
     * The tabu search that lets queens attack each other at a cost reaches the independent domination numbers of
     * 14x14 (8), 16x16 (9) and 18x18 (10, A075324), and every cover it records is independent and covers the board,
     * checked from coordinates alone; it is for single cells under a symmetric attack relation only.
     */
    @Test
    void thePenaltyTabuChainFindsMinimumIndependentQueenCovers() {
        for (int[] c : new int[][] {{14, 8}, {16, 9}, {18, 10}}) {
            TestProblem problem = TestProblem.of(c[0], c[0], TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION,
                    null);
            Layout layout = new Layout(problem.model(), problem.invariance());
            assertThat(PenaltyTabuChain.applies(layout)).isTrue();
            PenaltyTabuChain chain = new PenaltyTabuChain(layout, null, 1, problem.model());
            long end = System.nanoTime() + 20_000_000_000L;
            int[] last = {Integer.MAX_VALUE};
            chain.run(c[1], () -> System.nanoTime() > end, value -> {
                assertThat(value).isLessThan(last[0]);
                last[0] = value;
                assertThat(Covers.isIndependentQueenCover(c[0], problem.model().placement(chain.best()).cells()))
                        .as("n=%d, %d queens", c[0], value).isTrue();
            });
            assertThat(chain.best()).as("n=%d", c[0]).hasSize(c[1]);
        }
        TestProblem rot180 = TestProblem.of(10, 10, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION,
                Symmetry.ROT180);
        assertThat(PenaltyTabuChain.applies(new Layout(rot180.model(), rot180.invariance()))).isFalse();
    }

    /**
     * The tabu search over queens in distinct rows and columns reaches the independent domination numbers of 14x14 (8),
     * 19x19 (11), 20x20 (11) and 22x22 (12, A075324), and of small rectangles the least count a brute force over every
     * placement finds; every cover it records is independent and covers the board, checked from coordinates alone.
     */
    @Test
    void theLineTabuChainFindsMinimumIndependentQueenCovers() {
        int[][] cases = {{14, 14, 8}, {19, 19, 11}, {20, 20, 11}, {22, 22, 12}, {5, 7, leastIndependentQueens(5, 7)},
            {7, 4, leastIndependentQueens(7, 4)}, {6, 9, leastIndependentQueens(6, 9)}};
        for (int[] c : cases) {
            TestProblem problem = TestProblem.of(c[0], c[1], TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION,
                    null);
            for (long seed = 1; seed <= 2; seed++) {
                LineTabuChain chain = new LineTabuChain(problem.model(), null, seed, true);
                long end = System.nanoTime() + 10_000_000_000L;
                int[] last = {Integer.MAX_VALUE};
                chain.run(c[2], () -> System.nanoTime() > end, value -> {
                    assertThat(value).isLessThan(last[0]);
                    last[0] = value;
                    assertThat(Covers.isIndependentQueenCover(c[0], c[1],
                            problem.model().placement(chain.best()).cells())).as("%dx%d, %d queens", c[0], c[1], value)
                            .isTrue();
                });
                assertThat(chain.best()).as("%dx%d seed %d", c[0], c[1], seed).hasSize(c[2]);
                assertThat(chain.best()).isSorted();
            }
        }
    }

    /**
     * For plain domination the search over lines lets queens share a diagonal: on 12x12 it reaches 6 queens with each
     * of three seeds, the domination number (A075458), where no independent cover has fewer than 7 (A075324), so those
     * covers share a diagonal. Stopped by a count of moves, not a clock.
     */
    @Test
    void theLineTabuChainFindsQueenCoversThatShareADiagonal() {
        TestProblem problem = TestProblem.of(12, 12, TestProblem.queen(), Objective.MIN_DOMINATION, null);
        for (long seed = 1; seed <= 3; seed++) {
            LineTabuChain chain = new LineTabuChain(problem.model(), null, seed, false);
            chain.run(6, () -> chain.steps() > 100_000, value -> { });
            List<int[]> cells = problem.model().placement(chain.best()).cells();
            assertThat(chain.best()).as("seed %d", seed).hasSize(6);
            assertThat(Covers.isQueenCover(12, cells)).isTrue();
            assertThat(Covers.isIndependentQueenCover(12, cells)).isFalse();
        }
    }

    /**
     * A075458(27) = 14 (docs/results.md): the search over lines as the solver runs it second with {@code seed=20} (its
     * seed derived from the run's, after the prelude over half-turn orbits) finds 14 dominating queens on 27x27, the
     * lower bound of Finozhenok and Weakley ({@code QueenBound}), after 75 396 moves. Stopped by a count of moves.
     */
    @Test
    void theLineTabuChainDominates27x27WithFourteenQueens() {
        TestProblem problem = TestProblem.of(27, 27, TestProblem.queen(), Objective.MIN_DOMINATION, null);
        LineTabuChain chain = new LineTabuChain(problem.model(), AnnealingSolver.centralOrbits(problem.model()),
                AnnealingSolver.chainSeed(20, 1), false);
        chain.run(QueenBound.of(27), () -> chain.steps() > 200_000, value -> { });
        assertThat(chain.best()).hasSize(14);
        assertThat(QueenBound.of(27)).isEqualTo(14);
        assertThat(Covers.isQueenCover(27, problem.model().placement(chain.best()).cells())).isTrue();
    }

    /**
     * Past 32x33 the diagonals take a second word: every cover the search records on 40x40, 50x20 and 20x50 (rows or
     * columns past 64 diagonals) covers the board, checked from coordinates, and it gets below the row count of the
     * shorter side (each cell of a held row or column is covered by its queen, so only the diagonals, in both words,
     * cover the rest).
     */
    @Test
    void theLineTabuChainCoversBoardsWhoseDiagonalsTakeTwoWords() {
        int[][] sides = {{40, 40}, {50, 20}, {20, 50}};
        for (int[] side : sides) {
            TestProblem problem = TestProblem.of(side[0], side[1], TestProblem.queen(), Objective.MIN_DOMINATION, null);
            LineTabuChain chain = new LineTabuChain(problem.model(), null, 1, false);
            int[] covers = {0};
            chain.run(1, () -> chain.steps() > 2_000, value -> {
                covers[0]++;
                assertThat(Covers.isQueenCover(side[0], side[1], problem.model().placement(chain.best()).cells()))
                        .as("%dx%d, %d queens", side[0], side[1], value).isTrue();
            });
            assertThat(covers[0]).isGreaterThan(1);
            assertThat(chain.best().length).isLessThan(Math.min(side[0], side[1]));
        }
        assertThat(LineTabuChain.fits(64, 64)).isTrue();
        assertThat(LineTabuChain.fits(65, 64)).isTrue();
        assertThat(LineTabuChain.fits(65, 65)).isFalse();
        assertThat(LineTabuChain.fits(40, 65)).isFalse();
    }

    /**
     * Looking for fewer independent queens than 10x10 allows (5, A075324), the search over lines stalls and kicks its
     * state again and again, and keeps the cover of 5 it found, checked from coordinates.
     */
    @Test
    void theLineTabuChainKicksAStalledSearchAndKeepsItsCover() {
        TestProblem problem = TestProblem.of(10, 10, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION, null);
        LineTabuChain chain = new LineTabuChain(problem.model(), null, 3, true);
        chain.run(1, () -> chain.steps() > 5 * LineTabuChain.STALL, value -> { });
        assertThat(chain.steps()).isGreaterThan(5 * LineTabuChain.STALL);
        assertThat(chain.best()).hasSize(5);
        assertThat(Covers.isIndependentQueenCover(10, 10, problem.model().placement(chain.best()).cells())).isTrue();
    }

    /** The fewest independent queens that cover the rows×cols board, by trying every placement of 1, 2, … queens. */
    private static int leastIndependentQueens(int rows, int cols) {
        for (int k = 1; ; k++) {
            if (someIndependentCover(rows, cols, new ArrayList<>(), 0, k)) {
                return k;
            }
        }
    }

    private static boolean someIndependentCover(int rows, int cols, List<int[]> placed, int from, int k) {
        if (placed.size() == k) {
            return Covers.isIndependentQueenCover(rows, cols, placed);
        }
        for (int cell = from; cell < rows * cols; cell++) {
            placed.add(new int[] {cell / cols, cell % cols});
            boolean found = someIndependentCover(rows, cols, placed, cell + 1, k);
            placed.remove(placed.size() - 1);
            if (found) {
                return true;
            }
        }
        return false;
    }

    /**
     * The search over lines runs (on every other chain) for independent domination of a whole rectangle of queens of
     * at most 1 000 cells whose diagonals fit one word, without a symmetry restriction, and nowhere else (15x60 has
     * 900 cells but 74 diagonals of each kind); with it the solver finds 11 independent queens on 20x20.
     */
    @Test
    void independentQueenDominationOfARectangleSearchesOverLines() throws Exception {
        TestProblem square = TestProblem.of(20, 20, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION, null);
        assertThat(AnnealingSolver.searchesLines(square, new Layout(square.model(), square.invariance()))).isTrue();
        TestProblem wide = TestProblem.of(6, 11, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION, null);
        assertThat(AnnealingSolver.searchesLines(wide, new Layout(wide.model(), wide.invariance()))).isTrue();
        for (TestProblem other : new TestProblem[] {
            TestProblem.of(20, 20, TestProblem.queen(), Objective.MIN_DOMINATION, null),
            TestProblem.of(20, 20, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION, Symmetry.ROT180),
            TestProblem.of(32, 32, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION, null),
            TestProblem.of(15, 60, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION, null),
            TestProblem.torus(8, 8, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION)}) {
            assertThat(AnnealingSolver.searchesLines(other, new Layout(other.model(), other.invariance())))
                    .as(other.instance().board()).isFalse();
        }
        SolveResult r = solver.solve(square, new TestContext(false, 8_000));
        assertThat(r.value().numerator()).isEqualTo(11);
        assertThat(Covers.isIndependentQueenCover(20, r.solutions().get(0).cells())).isTrue();
    }

    /**
     * On the n x n board of queens a cover that meets the bound of the literature is proven: 19x19 with 10 queens
     * (A075458; Finozhenok and Weakley), independent 21x21 with 11 (A075324; Weakley), each in a few seconds.
     */
    @Test
    void aQueenCoverMeetingTheTheoremsBoundIsOptimal() throws Exception {
        SolveResult r = solver.solve(TestProblem.of(19, 19, TestProblem.queen(), Objective.MIN_DOMINATION, null),
                new TestContext(false, 20_000));
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(10);
        assertThat(r.proof()).contains("lower bound 10 for 19x19 queens", "(Finozhenok and Weakley 2007)");
        SolveResult i = solver.solve(TestProblem.of(21, 21, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION,
                null), new TestContext(false, 20_000));
        assertThat(i.status()).isEqualTo(Status.OPTIMAL);
        assertThat(i.value().numerator()).isEqualTo(11);
        assertThat(i.proof()).contains("lower bound 11 for 21x21 queens", "(Weakley 1995)");
    }

    @Test
    void worksForLongRangePiecesAndTinyBoards() throws Exception {
        for (int[] size : new int[][] {{1, 1}, {1, 2}, {3, 3}, {8, 8}, {24, 24}}) {
            TestProblem problem = TestProblem.of(size[0], size[1], TestProblem.queen(), Objective.MIN_DOMINATION, null);
            SolveResult r = solver.solve(problem, new TestContext(false, 700));

            assertThat(r.status()).isIn(Status.TIMEOUT, Status.OPTIMAL);
            Set<Integer> cells = new HashSet<>();
            for (int[] c : r.solutions().get(0).cells()) {
                cells.add(c[0] * size[1] + c[1]);
            }
            for (int v = 0; v < problem.model().cellCount(); v++) {
                boolean covered = cells.contains(v);
                for (int u : problem.model().neighbours(v)) {
                    covered |= cells.contains(u);
                }
                assertThat(covered).as("%dx%d cell %d", size[0], size[1], v).isTrue();
            }
            if (size[0] == 8) {
                assertThat(r.value().numerator()).isBetween(5L, 6L);
            }
        }
        SolveResult tiny = solver.solve(TestProblem.of(3, 3, new Knight(), Objective.MIN_DOMINATION, Symmetry.ROT90),
                new TestContext(false, 300));
        assertThat(tiny.value().numerator()).isGreaterThanOrEqualTo(4);
    }

    @Test
    void aCancelledRunReturnsItsBestCoverPromptly() throws Exception {
        TestContext context = new TestContext(false, 0);
        Thread canceller = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                return;
            }
            context.cancelled = true;
        });
        canceller.start();
        long start = System.nanoTime();
        SolveResult r = solver.solve(TestProblem.knights(30, 30), context);
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        assertThat(millis).isLessThan(1_500);
        assertThat(Covers.isKnightCover(30, 30, r.solutions().get(0).cells())).isTrue();
    }

    @Test
    void rejectsEnumerationAndBadSeeds() {
        TestProblem plain = TestProblem.knights(8, 8);
        assertThat(solver.rejects(plain, new SolveOptions(true, 0)))
                .hasValueSatisfying(why -> assertThat(why).contains("--all").doesNotContain("--solver"));
        assertThat(solver.rejects(plain, SolveOptions.DEFAULT)).isEmpty();
        assertThat(solver.rejects(plain, SolveOptions.DEFAULT.withSettings(Map.of("seed", "abc"))))
                .hasValueSatisfying(why -> assertThat(why).contains("seed=abc"));
        TestProblem knights = TestProblem.of(8, 8, new Knight(), Objective.MIN_INDEPENDENT_DOMINATION, null);
        assertThat(solver.rejects(knights, SolveOptions.DEFAULT))
                .hasValueSatisfying(why -> assertThat(why).contains("long-range pieces").doesNotContain("--solver"));
        TestProblem queens = TestProblem.of(8, 8, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION, null);
        assertThat(solver.rejects(queens, SolveOptions.DEFAULT)).isEmpty();
        assertThat(solver.rejects(TestProblem.of(8, 8, TestProblem.queen(), Objective.MIN_INDEPENDENT_DOMINATION,
                Symmetry.ROT180), SolveOptions.DEFAULT)).isEmpty();
        assertThat(solver.capabilities().strategy()).isEqualTo(Capabilities.Strategy.HEURISTIC);
    }

    @Test
    void seedsDifferPerChain() {
        assertThat(AnnealingSolver.chainSeed(7, 0)).isEqualTo(7);
        assertThat(AnnealingSolver.chainSeed(7, 1)).isNotEqualTo(7).isNotEqualTo(AnnealingSolver.chainSeed(8, 1));
    }
}
