package org.polyboard.solver.anneal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.pieces.Rook;
import org.polyboard.support.subcubes.MiddleSets;
import org.polyboard.support.published.PublishedValues;
import org.polyboard.testing.QueenLines;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;

class IndependentSetSolverTest {

    private final IndependentSetSolver solver = new IndependentSetSolver();

    @ParameterizedTest(name = "{2} non-attacking queens on {0}x{1}")
    @CsvSource({"4, 4, 4", "8, 8, 8", "13, 13, 13", "20, 20, 20", "5, 9, 5", "3, 3, 2"})
    void queens(int rows, int cols, int expected) throws Exception {
        TestProblem problem = TestProblem.of(rows, cols, TestProblem.queen(), Objective.MAX_INDEPENDENT, null);

        SolveResult result = solver.solve(problem, new TestContext(false, 1_500));

        assertThat(result.value()).isEqualTo(Fraction.of(expected));
        List<int[]> cells = result.solutions().get(0).cells();
        assertThat(cells).hasSize(expected);
        assertIndependent(problem.model(), cells, cols);
        assertThat(result.bound().compareTo(result.value())).isGreaterThanOrEqualTo(0);
    }

    /**
     * 80 non-attacking queens on 6^4 (A068941(6)), a lattice-like placement that a restarting chain reaches within a
     * fixed number of steps; a chain that searches on from one start stays at 77 on these seeds and steps.
     */
    @ParameterizedTest(name = "a restarting chain with seed {0} finds 80 queens on 6^4 within {1} steps")
    @CsvSource({"1, 400000", "2, 400000", "3, 400000"})
    void aRestartingChainFindsTheEightyQueensOfTheFourDimensionalBoardOfSideSix(long seed, long steps) {
        AttackModel model = TestProblem.box(6, 4, TestProblem.queen(), Objective.MAX_INDEPENDENT).model();
        IndependentSetChain chain = new IndependentSetChain(model, seed, true);

        chain.run(80, () -> chain.steps() >= steps, value -> { });

        assertThat(chain.best()).hasSize(80);
        assertIndependent(model, chain.best());
    }

    /**
     * A chain started after its deadline (a model built just before the time limit) still fills the board once: the
     * job then shows a maximal placement, not an empty one of value 0.
     */
    @Test
    void aChainToldToStopAtOnceStillLeavesAMaximalPlacement() {
        AttackModel model = TestProblem.box(3, 6, TestProblem.queen(), Objective.MAX_INDEPENDENT).model();
        IndependentSetChain chain = new IndependentSetChain(model, 1, true);

        chain.run(19, () -> true, value -> { });

        int[] best = chain.best();
        assertThat(best).isNotEmpty();
        assertIndependent(model, best);
        Set<Integer> covered = new HashSet<>();
        for (int c : best) {
            covered.add(c);
            for (int u : model.neighbours(c)) {
                covered.add(u);
            }
        }
        assertThat(covered).as("no cell is left where another piece could stand").hasSize(model.cellCount());
    }

    @ParameterizedTest(name = "the sub-boxes of side 2 bound {2}s on {0}^{1} by {3}")
    @CsvSource({"6, 4, queen, 81", "4, 6, queen, 64", "5, 3, queen, 27", "8, 2, queen, 16", "4, 3, rook, -1"})
    void blockBoundCountsTheSubBoxesWhenEachIsAClique(int n, int d, String piece, int expected) {
        AttackModel model = TestProblem.box(n, d, piece.equals("queen") ? TestProblem.queen() : new Rook(),
                Objective.MAX_INDEPENDENT).model();

        Blocks blocks = Blocks.of(model);

        assertThat(blocks == null ? -1 : blocks.parts()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "queens on {0}^{1}: a placement meeting every sub-box of side 2 exists: {2}")
    @CsvSource({"4, 3, false", "4, 4, true", "6, 3, false", "6, 4, false", "4, 5, true"})
    void theSearchOverTheSubBoxesFindsOrRefutesAPieceInEach(int n, int d, boolean exists) {
        AttackModel model = TestProblem.box(n, d, TestProblem.queen(), Objective.MAX_INDEPENDENT).model();
        Blocks blocks = Blocks.of(model);

        Blocks.Outcome outcome = blocks.search(Long.MAX_VALUE, () -> false);

        assertThat(outcome.complete()).isTrue();
        assertThat(outcome.found().length > 0).isEqualTo(exists);
        if (exists) {
            assertThat(outcome.found()).hasSize(blocks.parts());
            assertIndependent(model, outcome.found());
        }
    }

    /**
     * A068941(6) = 80: no 81 queens meet the 81 sub-boxes of 6^4, and the local search finds 80; 64 queens on 4^6 meet
     * its 64 sub-boxes, found by the search over them.
     */
    @ParameterizedTest(name = "{2} queens on {0}^{1} are proven optimal: {3}")
    @CsvSource({"6, 4, 80, block bound less one: the cells split into 81 sub-boxes",
            "4, 6, 64, block bound: the cells split into 64 sub-boxes"})
    void queensOnHypercubesAreProvenOptimalByTheSubBoxes(int n, int d, int expected, String proof) throws Exception {
        TestProblem problem = TestProblem.box(n, d, TestProblem.queen(), Objective.MAX_INDEPENDENT);

        SolveResult result = solver.solve(problem, new TestContext(false, 120_000));

        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value()).isEqualTo(Fraction.of(expected));
        assertThat(result.proof()).contains(proof);
        int[] cells = result.solutions().get(0).cells().stream()
                .mapToInt(x -> Arrays.stream(x).reduce(0, (c, coordinate) -> c * n + coordinate)).toArray();
        assertIndependent(problem.model(), cells);
    }

    /** The middle-set count meets A115992 for d = 1 to 8, and goes on (9: 89). */
    @ParameterizedTest(name = "distinct middle sets fill the corner boxes of 3^{0} after {1}")
    @CsvSource({"1, 1", "2, 2", "3, 4", "4, 6", "5, 11", "6, 19", "7, 32", "8, 52", "9, 89", "10, 158"})
    void middleSetBoundCountsTheSmallestSetsThatFit(int d, int expected) {
        assertThat(MiddleSets.bound(d)).isEqualTo(expected);
    }

    /** The count is van der Plancke's upper bound: every term of A115993 in the reference table. */
    @Test
    void middleSetBoundIsTheReferenceTablesA115993() {
        List<PublishedValues.Row> rows = PublishedValues.get().rows("queens_3^d_upper_bound(A115993)");
        assertThat(rows).hasSizeGreaterThanOrEqualTo(9);
        for (PublishedValues.Row row : rows) {
            int d = Integer.parseInt(row.key());
            if (d >= 1) {
                assertThat(MiddleSets.bound(d)).as("d = %d", d).isEqualTo(Integer.parseInt(row.value()));
            }
        }
    }

    /**
     * 52 queens on 3^8 meet the middle-set bound, so 52 is the maximum there: a placement found by CP-SAT on the
     * subcube packing model ({@code --solver subcubes}), checked here from the coordinates (two queens attack when
     * their nonzero coordinate differences are all equal), not read back from any model.
     */
    @Test
    void fiftyTwoQueensOnThreeToTheEighthMeetTheBound() throws Exception {
        List<int[]> queens = new ArrayList<>();
        try (InputStream in = getClass().getResourceAsStream("queens-3-8-52.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.US_ASCII).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    queens.add(line.trim().chars().map(c -> c - '0').toArray());
                }
            }
        }
        assertThat(queens).hasSize(52);
        QueenLines.assertOnBoxOfSideThree(queens, 8);
        assertThat(MiddleSets.bound(8)).isEqualTo(52);
    }

    /** On the attack model itself: queens' middle sets and corner boxes are cliques, a rook's are not. */
    @ParameterizedTest(name = "the middle sets bound {1}s on 3^{0} by {2}")
    @CsvSource({"1, queen, 1", "2, queen, 2", "3, queen, 4", "4, queen, 6", "5, queen, 11", "6, queen, 19",
            "3, rook, -1"})
    void middleSetBoundOfBoxesOfSideThree(int d, String piece, int expected) {
        AttackModel model = TestProblem.box(3, d, piece.equals("queen") ? TestProblem.queen() : new Rook(),
                Objective.MAX_INDEPENDENT).model();

        assertThat(MiddleSets.of(model)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "no middle-set bound on {0}^{1}")
    @CsvSource({"4, 3", "2, 5", "5, 2"})
    void middleSetBoundNeedsSideThree(int n, int d) {
        AttackModel model = TestProblem.box(n, d, TestProblem.queen(), Objective.MAX_INDEPENDENT).model();

        assertThat(MiddleSets.of(model)).isEqualTo(-1);
    }

    /** The bound is no larger than the true maximum where an exhaustive count is cheap (3^2: 2, 3^3: 4). */
    @ParameterizedTest(name = "the middle-set bound of 3^{0} is the most non-attacking queens counted by brute force")
    @CsvSource({"1", "2", "3"})
    void middleSetBoundIsTheMaximumOnSmallBoxes(int d) {
        AttackModel model = TestProblem.box(3, d, TestProblem.queen(), Objective.MAX_INDEPENDENT).model();

        assertThat(MiddleSets.of(model)).isEqualTo(maximumIndependent(model, 0, new int[model.cellCount()], 0));
    }

    @ParameterizedTest(name = "{1} queens on 3^{0} are proven optimal by the middle sets")
    @CsvSource({"5, 11", "6, 19"})
    void queensOnBoxesOfSideThreeAreProvenOptimalByTheMiddleSets(int d, int expected) throws Exception {
        TestProblem problem = TestProblem.box(3, d, TestProblem.queen(), Objective.MAX_INDEPENDENT);

        SolveResult result = solver.solve(problem, new TestContext(false, 120_000));

        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value()).isEqualTo(Fraction.of(expected));
        assertThat(result.proof()).contains("middle-set bound");
        int[] cells = result.solutions().get(0).cells().stream()
                .mapToInt(x -> Arrays.stream(x).reduce(0, (c, coordinate) -> c * 3 + coordinate)).toArray();
        assertIndependent(problem.model(), cells);
    }

    /** 3^7: the local search alone stays at 31 for seconds; the subcube packing search finds 32 in about a second. */
    @Test
    void thirtyTwoQueensOnThreeToTheSeventhByTheSubcubePackingSearch() throws Exception {
        TestProblem problem = TestProblem.box(3, 7, TestProblem.queen(), Objective.MAX_INDEPENDENT);

        SolveResult result = solver.solve(problem, new TestContext(false, 120_000));

        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value()).isEqualTo(Fraction.of(32));
        assertThat(result.proof()).contains("middle-set bound").contains("subcube packing search")
                .containsPattern("counted \\(1, 7, 2[01], [34]\\), [15] holes?");
        int[] cells = result.solutions().get(0).cells().stream()
                .mapToInt(x -> Arrays.stream(x).reduce(0, (c, coordinate) -> c * 3 + coordinate)).toArray();
        assertIndependent(problem.model(), cells);
        assertThat(Long.parseLong(result.stats().get("packingNodes"))).isPositive();
    }

    /** The most non-attacking pieces on the cells from {@code from} on, given the {@code size} placed. */
    private static int maximumIndependent(AttackModel model, int from, int[] placed, int size) {
        int best = size;
        for (int c = from; c < model.cellCount(); c++) {
            boolean free = true;
            for (int i = 0; i < size && free; i++) {
                free = (model.neighbourhood(placed[i])[c >>> 6] & 1L << c) == 0;
            }
            if (free) {
                placed[size] = c;
                best = Math.max(best, maximumIndependent(model, c + 1, placed, size + 1));
            }
        }
        return best;
    }

    @ParameterizedTest(name = "line bound of queens on {0}x{0} is at least {0} and at most {1}")
    @CsvSource({"4, 8", "8, 16", "12, 24"})
    void lineBoundIsAPartition(int n, int atMost) {
        AttackModel model = TestProblem.of(n, n, TestProblem.queen(), Objective.MAX_INDEPENDENT, null).model();

        int bound = IndependentSetSolver.lineBound(model);

        assertThat(bound).isBetween(n, atMost);
    }

    static void assertIndependent(AttackModel model, int[] cells) {
        Set<Integer> placed = new HashSet<>();
        for (int c : cells) {
            placed.add(c);
        }
        assertThat(placed).hasSize(cells.length);
        for (int c : placed) {
            for (int u : model.neighbours(c)) {
                assertThat(placed).as("cell %d attacks %d", c, u).doesNotContain(u);
            }
        }
    }

    private static void assertIndependent(AttackModel model, List<int[]> cells, int cols) {
        assertIndependent(model, cells.stream().mapToInt(x -> x[0] * cols + x[1]).toArray());
    }
}
