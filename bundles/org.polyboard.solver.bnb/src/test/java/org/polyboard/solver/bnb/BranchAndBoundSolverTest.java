package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.pieces.Bishop;
import org.polyboard.pieces.King;
import org.polyboard.pieces.Knight;
import org.polyboard.pieces.Queen;
import org.polyboard.pieces.Rook;
import org.polyboard.testing.BruteForce;
import org.polyboard.testing.SymmetryCheck;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;

@Timeout(120)
class BranchAndBoundSolverTest {

    private final BranchAndBoundSolver solver = new BranchAndBoundSolver();

    /**
     * n, minimum (OEIS A006075), minimum covers (A103315), up to symmetry (A006076). A103315: 1, 1, 8, 9, 47,
     * 127, 10, 2, 2, 4, 800, 2, 152, 4, … (https://oeis.org/A103315); A006076: 1, 1, 2, 3, 8, 23, 3, 1, 1, 2,
     * 100, 1, 20, 1, … (https://oeis.org/A006076); both from Lee Morgenstern's Knight Domination site.
     */
    static Stream<Arguments> published() {
        return Stream.of(
                Arguments.of(1, 1, 1L, 1L),
                Arguments.of(2, 4, 1L, 1L),
                Arguments.of(3, 4, 8L, 2L),
                Arguments.of(4, 4, 9L, 3L),
                Arguments.of(5, 5, 47L, 8L),
                Arguments.of(6, 8, 127L, 23L),
                Arguments.of(7, 10, 10L, 3L),
                Arguments.of(8, 12, 2L, 1L),
                Arguments.of(9, 14, 2L, 1L),
                Arguments.of(10, 16, 4L, 2L),
                Arguments.of(11, 21, 800L, 100L),
                Arguments.of(12, 24, 2L, 1L),
                Arguments.of(13, 28, 152L, 20L));
    }

    @ParameterizedTest(name = "{0}x{0}: {2} minimum covers, {3} up to symmetry")
    @MethodSource("published")
    void enumeratesTheMinimumKnightCovers(int n, int minimum, long total, long distinct) throws Exception {
        TestProblem problem = TestProblem.knights(n, n);
        TestContext context = new TestContext(true, 0);
        long start = System.nanoTime();
        SolveResult r = solver.solve(problem, context);
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(minimum);
        assertThat(r.solutionCount()).isEqualTo(total);
        assertThat(r.distinctUpToSymmetry()).isEqualTo(distinct);
        assertThat(r.solutions()).hasSize((int) total);
        assertEveryCoverValid(n, n, minimum, r.solutions());
        assertThat(Check.classesOnSquare(n, r.solutions())).isEqualTo(distinct);
        if (millis > 2_500) {
            assertThat(context.reports.get()).as("progress reports in %d ms", millis).isPositive();
        }
    }

    @Test
    @Tag("slow")
    @Timeout(600)
    void enumeratesTheFourMinimumCoversOf14x14() throws Exception {
        SolveResult r = solver.solve(TestProblem.knights(14, 14), new TestContext(true, 0));

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(32);
        assertThat(r.solutionCount()).isEqualTo(4);
        assertThat(r.distinctUpToSymmetry()).isEqualTo(1);
        assertEveryCoverValid(14, 14, 32, r.solutions());
    }

    @ParameterizedTest(name = "{0}x{0}")
    @MethodSource("published")
    void provesTheMinimum(int n, int minimum, long total, long distinct) throws Exception {
        if (n > 12) {
            return;
        }
        SolveResult r = solver.solve(TestProblem.knights(n, n), new TestContext(false, 0));

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(minimum);
        assertThat(r.bound().numerator()).isEqualTo(minimum);
        assertThat(r.proof()).satisfiesAnyOf(
                p -> assertThat(p).isEqualTo("exhaustive search: no cover with " + (minimum - 1) + " pieces"),
                p -> assertThat(p).startsWith("matches the fractional packing bound"));
        assertThat(r.solutions()).hasSize(1);
        assertEveryCoverValid(n, n, minimum, r.solutions());
    }

    @Test
    @Tag("slow")
    @Timeout(600)
    void provesTheMinimumOf13x13And14x14() throws Exception {
        for (int n = 13; n <= 14; n++) {
            SolveResult r = solver.solve(TestProblem.knights(n, n), new TestContext(false, 0));

            assertThat(r.status()).isEqualTo(Status.OPTIMAL);
            assertThat(r.value().numerator()).isEqualTo(n == 13 ? 28 : 32);
            assertThat(r.proof()).isEqualTo("exhaustive search: no cover with " + (n == 13 ? 27 : 31) + " pieces");
            assertEveryCoverValid(n, n, n == 13 ? 28 : 32, r.solutions());
        }
    }

    /**
     * On a torus one cover is sought among those with a piece on the first cell: the optimum is still the brute
     * force's, for every piece, and an enumeration (which does not use that) still finds every optimal cover.
     */
    @ParameterizedTest(name = "{0}x{1} torus {2} {3}")
    @MethodSource("smallTori")
    @Timeout(60)
    void agreesWithBruteForceOnSmallTori(int rows, int cols, Piece piece, Objective objective) throws Exception {
        TestProblem problem = TestProblem.torus(rows, cols, piece, objective);
        BruteForce.Minimum expected = bruteForce(problem);

        SolveResult one = solver.solve(problem, new TestContext(false, 0));
        SolveResult all = solver.solve(problem, new TestContext(true, 0));

        assertThat(one.status()).isEqualTo(Status.OPTIMAL);
        assertThat(one.value().numerator()).isEqualTo(expected.size());
        assertThat(all.value().numerator()).isEqualTo(expected.size());
        assertThat(all.solutionCount()).isEqualTo(expected.sets().size());
    }

    static Stream<Arguments> smallTori() {
        List<Arguments> cases = new ArrayList<>();
        int[][] sizes = {{3, 3}, {4, 4}, {3, 5}, {4, 5}, {3, 7}};
        for (int[] size : sizes) {
            for (Piece piece : new Piece[] {new Knight(), new King(), new Queen(), new Bishop()}) {
                for (Objective objective : List.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION)) {
                    cases.add(Arguments.of(size[0], size[1], piece, objective));
                }
            }
        }
        return cases.stream();
    }

    /** Knights on the n×n torus: the published minimum (OEIS A279407). */
    @ParameterizedTest(name = "knights dominate the {0}x{0} torus with {1}")
    @CsvSource({"1, 1", "2, 2", "3, 3", "4, 4", "5, 5", "6, 6", "7, 9", "8, 8", "9, 12"})
    @Timeout(60)
    void knightsOnTheTorus(int n, int published) throws Exception {
        TestProblem problem = TestProblem.torus(n, n, new Knight(), Objective.MIN_DOMINATION);

        SolveResult r = solver.solve(problem, new TestContext(false, 0));

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(published);
        AttackModel model = problem.model();
        boolean[] covered = new boolean[model.cellCount()];
        for (int[] knight : r.solutions().get(0).cells()) {
            int cell = knight[0] * n + knight[1];
            assertThat(model.coordinates(cell)).containsExactly(knight);
            covered[cell] = true;
            for (int u : model.neighbours(cell)) {
                covered[u] = true;
            }
        }
        assertThat(covered).doesNotContain(false);
    }

    static Stream<Arguments> smallBoards() {
        List<Arguments> cases = new ArrayList<>();
        int[][] sizes = {{1, 1}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {3, 6}, {4, 5}};
        Piece[] pieces = {new Knight(), new King(), new Queen(), new Rook(), new Bishop()};
        for (int[] size : sizes) {
            for (Piece piece : pieces) {
                for (Objective objective : List.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION)) {
                    cases.add(Arguments.of(size[0], size[1], piece, objective, null));
                    if (piece instanceof Knight || piece instanceof Queen) {
                        for (Symmetry s : Symmetry.values()) {
                            if (!s.needsSquare() || size[0] == size[1]) {
                                cases.add(Arguments.of(size[0], size[1], piece, objective, s));
                            }
                        }
                    }
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}x{1} {2} {3} symmetry={4}")
    @MethodSource("smallBoards")
    @Timeout(60)
    void agreesWithBruteForceOnSmallBoards(int rows, int cols, Piece piece, Objective objective, Symmetry symmetry)
            throws Exception {
        TestProblem problem = TestProblem.of(rows, cols, piece, objective, symmetry);
        BruteForce.Minimum expected = bruteForce(problem);

        SolveResult one = solver.solve(problem, new TestContext(false, 0));
        SolveResult all = solver.solve(problem, new TestContext(true, 0));

        if (expected.sets().isEmpty()) {
            assertThat(one.status()).isEqualTo(Status.INFEASIBLE);
            assertThat(all.status()).isEqualTo(Status.INFEASIBLE);
            return;
        }
        assertThat(one.status()).isEqualTo(Status.OPTIMAL);
        assertThat(one.value().numerator()).isEqualTo(expected.size());
        assertThat(all.status()).isEqualTo(Status.OPTIMAL);
        assertThat(all.value().numerator()).isEqualTo(expected.size());
        assertThat(all.solutionCount()).isEqualTo(expected.sets().size());
        assertThat(all.distinctUpToSymmetry()).isEqualTo(expected.classes());
        Set<Set<String>> found = new HashSet<>();
        for (Placement p : all.solutions()) {
            found.add(Check.key(p.cells()));
        }
        Set<Set<String>> wanted = new HashSet<>();
        for (long set : expected.sets()) {
            List<int[]> cells = new ArrayList<>();
            for (int c : BruteForce.cells(set)) {
                cells.add(problem.model().coordinates(c));
            }
            wanted.add(Check.key(cells));
        }
        assertThat(found).isEqualTo(wanted);
        assertThat(wanted).contains(Check.key(one.solutions().get(0).cells()));
    }

    @Test
    void symmetricCoversOf8x8AreInvariant() throws Exception {
        for (Symmetry s : Symmetry.values()) {
            TestProblem problem = TestProblem.of(8, 8, new Knight(), Objective.MIN_DOMINATION, s);
            SolveResult r = solver.solve(problem, new TestContext(false, 0));

            assertThat(r.status()).as("symmetry=%s", s.id()).isEqualTo(Status.OPTIMAL);
            assertThat(r.value().numerator()).as("symmetry=%s", s.id()).isGreaterThanOrEqualTo(12);
            Placement p = r.solutions().get(0);
            assertThat(Check.isKnightCover(8, 8, p.cells())).isTrue();
            SymmetryCheck.assertInvariant(p.cells(), s, 8, 8);
        }
    }

    @Test
    void theTimeLimitEndsARunWithTheBestCoverSoFar() throws Exception {
        long start = System.nanoTime();
        SolveResult r = solver.solve(TestProblem.knights(16, 16), new TestContext(false, 500));
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(millis).isLessThan(3_000);
        assertThat(r.solutions()).hasSize(1);
        assertThat(Check.isKnightCover(16, 16, r.solutions().get(0).cells())).isTrue();
        assertThat(r.value().numerator()).isEqualTo(r.solutions().get(0).size());
        assertThat(r.bound().numerator()).isLessThanOrEqualTo(40);
    }

    @Test
    void aCancelledRunStopsPromptly() throws Exception {
        TestContext context = new TestContext(true, 0);
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
        SolveResult r = solver.solve(TestProblem.knights(14, 14), context);
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        assertThat(millis).isLessThan(3_000);
        assertThat(r.solutionCount()).isNull();
    }

    @Test
    void largeBoardsAreLeftToTheHeuristics() {
        assertThat(solver.rejects(TestProblem.knights(21, 21), new org.polyboard.api.solve.SolveOptions(false, 0)))
                .hasValueSatisfying(why -> assertThat(why).contains("441 cells").doesNotContain("--solver"));
        assertThat(solver.rejects(TestProblem.knights(14, 14), new org.polyboard.api.solve.SolveOptions(true, 0))).isEmpty();
        Capabilities capabilities = solver.capabilities();
        assertThat(capabilities.reaches(Objective.MIN_DOMINATION, false, 14 * 14)).isTrue();
        // minimum domination to 16x16, the other objectives to 15x15, none on dense attacks or beyond
        assertThat(capabilities.reaches(Objective.MIN_DOMINATION, false, 16 * 16)).isTrue();
        assertThat(capabilities.reaches(Objective.MIN_DOMINATION, false, 16 * 16 + 1)).isFalse();
        assertThat(capabilities.reaches(Objective.MIN_DOMINATION, true, 8 * 8)).isFalse();
        assertThat(capabilities.reaches(Objective.MIN_TOTAL_DOMINATION, false, 15 * 15)).isTrue();
        assertThat(capabilities.reaches(Objective.MIN_TOTAL_DOMINATION, false, 16 * 16)).isFalse();
        assertThat(capabilities.reaches(Objective.MIN_INDEPENDENT_DOMINATION, false, 16 * 16)).isFalse();
    }

    @Test
    void packingWeightsReachTheLpOptimum() {
        String[] lp = {"1", "4", "11/3", "40/11", "345/89", "6", "10", "12", "109/8", "160/11"};
        for (int n = 1; n <= lp.length; n++) {
            TestProblem problem = TestProblem.knights(n, n);
            long[] w = PackingWeights.of(problem.model(), false, () -> false);
            double optimum = org.polyboard.api.problem.Fraction.parse(lp[n - 1]).doubleValue();

            assertThat(PackingWeights.feasible(problem.model(), w, false)).isTrue();
            assertThat((double) PackingWeights.total(w) / PackingWeights.SCALE).as("n=%d", n)
                    .isBetween(optimum - 1e-4, optimum);
        }
    }

    @Test
    void layerPackingsAreFeasibleAndBeatTheRestrictedWholeBoard() {
        for (TestProblem problem : List.of(TestProblem.knights(8, 8), TestProblem.knights(11, 11), TestProblem.knights(5, 9),
                TestProblem.of(6, 6, new Queen(), Objective.MIN_DOMINATION, null))) {
            long[] whole = PackingWeights.of(problem.model(), false, () -> false);
            LayerBounds layers = new LayerBounds(problem.model(), whole, false, () -> false);
            int m = problem.model().cellCount();

            assertThat(layers.start).hasSize(problem.rows());
            for (int layer = 0; layer < layers.start.length; layer++) {
                long[] w = java.util.Arrays.copyOf(layers.weight[layer], m);
                long restricted = 0;
                for (int v = layers.start[layer]; v < m; v++) {
                    restricted += whole[v];
                }
                for (int v = 0; v < layers.start[layer]; v++) {
                    assertThat(w[v]).isZero();
                }
                assertThat(PackingWeights.feasible(problem.model(), w, false)).isTrue();
                assertThat(layers.total[layer]).isEqualTo(PackingWeights.total(w)).isGreaterThanOrEqualTo(restricted);
            }
        }
    }

    /**
     * The bound of each suffix of cells from the layer a third of the way down the board on is the least number of
     * pieces that cover those cells, checked against every subset of the cells of boards of at most 20; the cells
     * above have that layer's. The cells are numbered as the search numbers them ({@link CellOrder}).
     */
    @Test
    void suffixBoundsAreTheLeastCoversOfTheLastCells() {
        for (TestProblem problem : List.of(TestProblem.knights(4, 5), TestProblem.knights(5, 4), TestProblem.knights(3, 6),
                TestProblem.of(5, 4, new King(), Objective.MIN_DOMINATION, null),
                TestProblem.of(4, 4, new Queen(), Objective.MIN_DOMINATION, null),
                TestProblem.of(4, 5, new Bishop(), Objective.MIN_DOMINATION, null))) {
            AttackModel model = BranchAndBoundSolver.cells(problem).model;
            int m = model.cellCount();
            int rows = model.extent(0);
            int columns = m / rows;
            CoverSearch search = BranchAndBoundSolver.search(problem, () -> false);
            // from[j]: the fewest cells whose pieces leave no cell from j on uncovered, over every subset
            int[] from = new int[m + 1];
            Arrays.fill(from, m + 1);
            for (long set = 0; set < 1L << m; set++) {
                long covered = 0;
                for (long bits = set; bits != 0; bits &= bits - 1) {
                    covered |= model.neighbourhood(Long.numberOfTrailingZeros(bits))[0];
                }
                int after = 64 - Long.numberOfLeadingZeros(~covered & (1L << m) - 1);
                from[after] = Math.min(from[after], Long.bitCount(set));
            }
            for (int cell = 1; cell <= m; cell++) {
                from[cell] = Math.min(from[cell], from[cell - 1]);
            }
            int first = Math.max(1, (rows + 1) / 3) * columns;
            for (int cell = 0; cell < m; cell++) {
                int least = from[Math.max(cell, first)];
                assertThat(search.lastCells.bound(cell)).as("%s %dx%d, cell %d", problem.piece().getClass().getSimpleName(),
                        rows, columns, cell).isEqualTo(least);
            }
            assertThat(search.lastCells.bound(m)).isZero();
        }
    }

    /**
     * The last cells' bounds do not depend on the threads that share their searches: knights 10×10 and kings 9×9,
     * searched in parts of 50 nodes on one, two and three threads, with the whole budgets (every search of the table
     * ends) and with budgets small enough that searches end over their budget and the table stops early (the outcome
     * of a search then depends on the order in which its parts' nodes are added up, not on which thread ended first);
     * with the whole budgets, also against one part for each search.
     */
    @Test
    void suffixBoundsDoNotDependOnTheThreads() {
        for (int[] size : new int[][] {{10, 0}, {9, 1}}) {
            int n = size[0];
            for (long[] budgets : new long[][] {{LastCellsTable.CELL_BUDGET, LastCellsTable.TOTAL_BUDGET}, {2_000, 6_000}}) {
                List<int[]> tables = new ArrayList<>();
                boolean whole = budgets[0] == LastCellsTable.CELL_BUDGET;
                for (long[] run : whole ? new long[][] {{1, Long.MAX_VALUE}, {1, 50}, {2, 50}, {3, 50}}
                        : new long[][] {{1, 50}, {2, 50}, {3, 50}, {2, 50}, {3, 50}}) {
                    // a new problem each time: the tables are built once per problem
                    TestProblem problem = size[1] == 0 ? TestProblem.knights(n, n)
                            : TestProblem.of(n, n, new King(), Objective.MIN_DOMINATION, null);
                    CoverSearch search = BranchAndBoundSolver.tables(problem, () -> false);
                    ExecutorService pool = Executors.newFixedThreadPool((int) run[0]);
                    try {
                        search.lastCells.build(() -> false, pool, (int) run[0], run[1], budgets[0], budgets[1],
                                (cell, bound, nodes) -> { });
                    } finally {
                        pool.shutdownNow();
                    }
                    int[] table = new int[n * n + 1];
                    for (int cell = 0; cell <= n * n; cell++) {
                        table[cell] = search.lastCells.bound(cell);
                    }
                    tables.add(table);
                }
                int[] first = tables.get(0);
                assertThat(first[n * n - 1]).isEqualTo(1);
                if (whole) {
                    assertThat(first[0]).isEqualTo(first[(n + 1) / 3 * n]).isGreaterThan(n / 2);
                } else {
                    // stopped before the layer a third of the way down, the cells above it keeping the last bound
                    int from = 0;
                    while (first[from] == first[0]) {
                        from++;
                    }
                    assertThat(from).as("%dx%d: the table stops at cell %d", n, n, from).isGreaterThan((n + 1) / 3 * n);
                }
                for (int[] table : tables) {
                    assertThat(table).isEqualTo(first);
                }
            }
        }
    }

    /** n, minimum total domination (A261752, n >= 4; none below: a corner or centre square no knight attacks). */
    @ParameterizedTest(name = "{0}x{0}: {1} knights attack every square")
    @CsvSource({"4, 6", "5, 7", "6, 8", "7, 10", "8, 14", "9, 18", "10, 22"})
    void provesMinimumTotalDomination(int n, int minimum) throws Exception {
        TestProblem problem = TestProblem.of(n, n, new Knight(), Objective.MIN_TOTAL_DOMINATION, null);
        long[] open = PackingWeights.of(problem.model(), true, () -> false);
        assertThat(PackingWeights.feasible(problem.model(), open, true)).isTrue();
        assertThat(PackingWeights.total(open)).isLessThanOrEqualTo(minimum * PackingWeights.SCALE)
                .isGreaterThan(PackingWeights.total(PackingWeights.of(problem.model(), false, () -> false)));
        SolveResult r = solver.solve(problem, TestContext.unlimited());
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value()).isEqualTo(Fraction.of(minimum));
        assertThat(r.solutions()).isNotEmpty();
        for (Placement p : r.solutions()) {
            assertThat(p.size()).isEqualTo(minimum);
            assertThat(Check.isKnightCover(n, n, p.cells(), true)).as("total cover %s", Check.key(p.cells())).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}x{0}")
    @CsvSource({"1", "2", "3"})
    void smallBoardsHaveNoTotalCover(int n) throws Exception {
        TestProblem problem = TestProblem.of(n, n, new Knight(), Objective.MIN_TOTAL_DOMINATION, null);
        SolveResult r = solver.solve(problem, TestContext.unlimited());
        assertThat(r.status()).isEqualTo(Status.INFEASIBLE);
        assertThat(r.message()).startsWith("no total cover exists: no piece attacks [");
    }

    static void assertEveryCoverValid(int rows, int cols, int size, List<Placement> solutions) {
        Set<Set<String>> distinct = new HashSet<>();
        for (Placement p : solutions) {
            assertThat(p.size()).isEqualTo(size);
            assertThat(Check.isKnightCover(rows, cols, p.cells())).as("cover %s", Check.key(p.cells())).isTrue();
            distinct.add(Check.key(p.cells()));
        }
        assertThat(distinct).hasSize(solutions.size());
    }

    /** Every smallest (independent, invariant) cover of a small board, by trying every set of cells. */
    private static BruteForce.Minimum bruteForce(TestProblem problem) {
        boolean independent = problem.instance().objective() == Objective.MIN_INDEPENDENT_DOMINATION;
        return BruteForce.of(problem.model()).minimum(independent, problem.invariance(), problem.model().symmetries());
    }
}
