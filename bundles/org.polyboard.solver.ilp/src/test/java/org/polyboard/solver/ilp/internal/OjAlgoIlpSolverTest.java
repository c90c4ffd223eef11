package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.PlacementChecks;
import org.polyboard.testing.TestBoards;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;
import org.polyboard.testing.TestdataProblems;

class OjAlgoIlpSolverTest {

    private final OjAlgoIlpSolver solver = new OjAlgoIlpSolver();

    @ParameterizedTest(name = "knights dominate {0}x{0} with {1}")
    @CsvSource({"1, 1", "2, 4", "3, 4", "4, 4", "5, 5", "6, 8", "7, 10", "8, 12"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void knightDomination(int n, int expected) throws Exception {
        SolveResult result = solve("knight", n, TestBoards.knight(n), Objective.MIN_DOMINATION);

        PlacementChecks.assertOptimal(result, expected);
        PlacementChecks.assertDominating(n, TestBoards.KNIGHT, PlacementChecks.onlyPlacement(result, expected).cells());
    }

    @ParameterizedTest(name = "queens dominate {0}x{0} with {1}")
    @CsvSource({"1, 1", "2, 1", "3, 1", "4, 2", "5, 3", "6, 3", "7, 4", "8, 5"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void queenDomination(int n, int expected) throws Exception {
        SolveResult result = solve("queen", n, TestBoards.queen(n), Objective.MIN_DOMINATION);

        PlacementChecks.assertOptimal(result, expected);
        PlacementChecks.assertDominating(n, TestBoards.QUEEN, PlacementChecks.onlyPlacement(result, expected).cells());
    }

    @ParameterizedTest(name = "independent queens dominate {0}x{0} with {1}")
    @CsvSource({"1, 1", "2, 1", "3, 1", "4, 3", "5, 3", "6, 4", "7, 4", "8, 5"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void queenIndependentDomination(int n, int expected) throws Exception {
        SolveResult result = solve("queen", n, TestBoards.queen(n), Objective.MIN_INDEPENDENT_DOMINATION);

        PlacementChecks.assertOptimal(result, expected);
        List<int[]> queens = PlacementChecks.onlyPlacement(result, expected).cells();
        PlacementChecks.assertDominating(n, TestBoards.QUEEN, queens);
        PlacementChecks.assertIndependent(n, TestBoards.QUEEN, queens);
    }

    @ParameterizedTest(name = "{1} non-attacking queens on {0}x{0}")
    @CsvSource({"1, 1", "2, 1", "3, 2", "4, 4", "5, 5", "6, 6", "7, 7", "8, 8"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void queensIndependent(int n, int expected) throws Exception {
        SolveResult result = solve("queen", n, TestBoards.queen(n), Objective.MAX_INDEPENDENT);

        PlacementChecks.assertOptimal(result, expected);
        PlacementChecks.assertIndependent(n, TestBoards.QUEEN, PlacementChecks.onlyPlacement(result, expected).cells());
    }

    @ParameterizedTest(name = "fractional knight domination of {0}x{0} is {1}")
    @CsvSource({"1, 1", "2, 4", "3, 11/3", "4, 40/11", "5, 345/89", "6, 6", "7, 10", "8, 12", "9, 109/8",
            "10, 160/11"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void fractionalKnightDomination(int n, String expected) throws Exception {
        SolveResult result = solve("knight", n, TestBoards.knight(n), Objective.FRACTIONAL_DOMINATION);

        assertThat(result.status()).as(result.message()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value()).isEqualTo(Fraction.parse(expected));
        assertThat(result.bound()).isEqualTo(Fraction.parse(expected));
        assertThat(result.proof()).isEqualTo("LP duality certificate (exact)");
        assertThat(result.solutions()).hasSize(1);
        assertWeights(n, result.solutions().get(0), expected, true);
        assertWeights(n, result.certificate(), expected, false);
    }

    /** Exact check on the n x n knight board: every closed neighbourhood weighs at least (cover) or at most (packing) 1. */
    private static void assertWeights(int n, Placement placement, String total, boolean cover) {
        assertThat(placement.fractional()).isTrue();
        java.math.BigInteger[][] load = new java.math.BigInteger[n][n];
        long common = 1;
        for (org.polyboard.api.problem.Fraction w : placement.weights()) {
            common = common / java.math.BigInteger.valueOf(common).gcd(java.math.BigInteger.valueOf(w.denominator())).longValue()
                    * w.denominator();
        }
        for (java.math.BigInteger[] row : load) {
            java.util.Arrays.fill(row, java.math.BigInteger.ZERO);
        }
        long sum = 0;
        int[][] moves = {{0, 0}, {1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
        for (int i = 0; i < placement.cells().size(); i++) {
            int[] c = placement.cells().get(i);
            org.polyboard.api.problem.Fraction w = placement.weights().get(i);
            long scaled = w.numerator() * (common / w.denominator());
            sum += scaled;
            for (int[] m : moves) {
                int r = c[0] + m[0];
                int k = c[1] + m[1];
                if (r >= 0 && r < n && k >= 0 && k < n) {
                    load[r][k] = load[r][k].add(java.math.BigInteger.valueOf(scaled));
                }
            }
        }
        assertThat(new org.polyboard.api.problem.Fraction(sum, common)).isEqualTo(org.polyboard.api.problem.Fraction.parse(total));
        for (java.math.BigInteger[] row : load) {
            for (java.math.BigInteger l : row) {
                assertThat(Integer.signum(l.compareTo(java.math.BigInteger.valueOf(common)))).isIn(cover ? List.of(0, 1) : List.of(-1, 0));
            }
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void emptyBoardNeedsNothing() throws Exception {
        AttackModel empty =
                new AttackModel(new int[] {0, 0}, new int[0], new int[0][], new int[0][], List.of(new int[0]));

        SolveResult result = solve("queen", 0, empty, Objective.MIN_DOMINATION);

        PlacementChecks.assertOptimal(result, 0);
        assertThat(PlacementChecks.onlyPlacement(result, 0).cells()).isEmpty();
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void timeLimitEndsTheSearchWithAValidSolution() throws Exception {
        int n = 16;
        TestContext context = TestContext.withTimeout(2_000);
        long start = System.nanoTime();

        SolveResult result = solver.solve(TestdataProblems.givenModel("knight", n, TestBoards.knight(n), Objective.MIN_DOMINATION),
                context);

        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(7_000);
        assertThat(result.status()).isEqualTo(Status.TIMEOUT);
        Placement cover = result.solutions().get(0);
        assertThat(result.value()).isEqualTo(Fraction.of(cover.size()));
        assertThat(result.bound()).isNotNull().isLessThanOrEqualTo(result.value());
        assertThat(result.stats().get(SolveResult.BOUND_PROOF)).as("what the bound rests on")
                .isEqualTo(OjAlgoIlpSolver.BOUND_LP);
        PlacementChecks.assertDominating(n, TestBoards.KNIGHT, cover.cells());
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void cancellationStopsTheIntegerProgram() throws Exception {
        int n = 16;
        TestContext context = TestContext.unlimited();
        CompletableFuture<SolveResult> running = CompletableFuture.supplyAsync(() -> solveUnchecked(
                TestdataProblems.givenModel("knight", n, TestBoards.knight(n), Objective.MIN_DOMINATION), context));
        Thread.sleep(500);
        long cancelled = System.nanoTime();
        context.cancel();

        SolveResult result = running.get(10, TimeUnit.SECONDS);

        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - cancelled)).isLessThan(5_000);
        assertThat(result.status()).isEqualTo(Status.CANCELLED);
        PlacementChecks.assertDominating(n, TestBoards.KNIGHT, result.solutions().get(0).cells());
    }

    @Test
    void describesItself() {
        assertThat(solver.id()).isEqualTo("ilp");
        assertThat(solver.objectives()).containsExactlyInAnyOrder(Objective.MIN_DOMINATION,
                Objective.MIN_INDEPENDENT_DOMINATION, Objective.MAX_INDEPENDENT, Objective.FRACTIONAL_DOMINATION);
        assertThat(solver.capabilities().strategy()).isEqualTo(Capabilities.Strategy.EXACT);
        assertThat(solver.capabilities().reaches(Objective.MIN_DOMINATION, false, 8 * 8)).isTrue();
        assertThat(solver.capabilities().proofOwn(Objective.MIN_DOMINATION)).as("ojAlgo's claim").isFalse();
        assertThat(solver.capabilities().proofOwn(Objective.FRACTIONAL_DOMINATION))
                .as("the duality certificate, checked by the verifier").isTrue();
    }

    @Test
    void rejectsEnumeration() {
        TestProblem problem = TestdataProblems.givenModel("knight", 8, TestBoards.knight(8), Objective.MIN_DOMINATION);

        assertThat(solver.rejects(problem, new SolveOptions(true, 0)))
                .hasValueSatisfying(reason -> assertThat(reason)
                        .contains("does not enumerate all solutions").doesNotContain("--solver"));
        assertThat(solver.rejects(problem, SolveOptions.DEFAULT)).isEmpty();
        TestProblem queens = TestdataProblems.givenModel("queen", 8, TestBoards.queen(8), Objective.MAX_INDEPENDENT);
        assertThat(solver.rejects(queens, new SolveOptions(true, 0))).hasValueSatisfying(reason -> assertThat(reason)
                .contains("does not enumerate all solutions of max-independent").doesNotContain("--solver"));
        TestProblem fractional = TestdataProblems.givenModel("knight", 8, TestBoards.knight(8),
                Objective.FRACTIONAL_DOMINATION);
        assertThat(solver.rejects(fractional, new SolveOptions(true, 0))).hasValue("the ilp solver does not enumerate"
                + " all solutions of fractional-domination");
    }

    @Test
    void rejectsHugeBoards() {
        TestProblem small = TestdataProblems.givenModel("knight", 3, TestBoards.knight(3), Objective.MIN_DOMINATION);
        TestProblem huge = TestProblem.given(small.instance(), TestdataProblems.board("rect:150x150"), small.piece(), small.model());

        assertThat(solver.rejects(huge, SolveOptions.DEFAULT))
                .hasValueSatisfying(reason -> assertThat(reason).contains("150x150").contains("22500"));
    }

    private SolveResult solveUnchecked(TestProblem problem, TestContext context) {
        try {
            return solver.solve(problem, context);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private SolveResult solve(String piece, int n, AttackModel model, Objective objective) throws Exception {
        return solver.solve(TestdataProblems.givenModel(piece, n, model, objective), TestContext.unlimited());
    }
}
