package org.polyboard.solver.ortools.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.ForwardingContext;
import org.polyboard.testing.StopCheck;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

/**
 * SCIP through OR-Tools against published values (A006075 knights, A075458 and A075324 queen domination,
 * the n-queens maximum, A250000 peaceable queens); every placement is checked here on the attack model. Skipped on a
 * platform this build carries no native libraries for.
 */
class ScipSolverTest {

    private final ScipSolver solver = new ScipSolver();

    @BeforeAll
    static void nativeLibrariesArePresent() {
        assumeTrue(NativeLibraries.missing().isEmpty(), () -> NativeLibraries.missing().get());
    }

    @ParameterizedTest(name = "knights dominate {0}x{0} with {1}")
    @CsvSource({"1, 1", "2, 4", "3, 4", "4, 4", "5, 5", "6, 8", "7, 10", "8, 12", "9, 14", "10, 16"})
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void knightDomination(int n, int published) throws Exception {
        Problem problem = square(n, "knight", Objective.MIN_DOMINATION);
        SolveResult result = solver.solve(problem, TestContext.unlimited());

        assertOptimal(result, published);
        assertDominates(problem.model(), cells(problem.model(), result.solutions().get(0)), false);
    }

    @ParameterizedTest(name = "queens on 8x8: {0} is {1}")
    @CsvSource({"MIN_DOMINATION, 5", "MIN_INDEPENDENT_DOMINATION, 5", "MAX_INDEPENDENT, 8"})
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void queens(Objective objective, int published) throws Exception {
        Problem problem = square(8, "queen", objective);
        SolveResult result = solver.solve(problem, TestContext.unlimited());

        assertOptimal(result, published);
        int[] queens = cells(problem.model(), result.solutions().get(0));
        if (objective != Objective.MAX_INDEPENDENT) {
            assertDominates(problem.model(), queens, false);
        }
        if (objective != Objective.MIN_DOMINATION) {
            assertDominates(problem.model(), queens, true);
        }
    }

    @ParameterizedTest(name = "{1}+{1} peaceable queens on {0}x{0}")
    @CsvSource({"3, 1", "4, 2", "5, 4", "6, 5"})
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void peaceableQueens(int n, int published) throws Exception {
        Problem problem = square(n, "queen", Objective.MAX_PEACEABLE);
        SolveResult result = solver.solve(problem, TestContext.unlimited());

        assertOptimal(result, published);
        Placement armies = result.solutions().get(0);
        assertThat(armies.black()).hasSize(published);
        int[] white = cells(problem.model(), Placement.of(armies.cells()));
        int[] black = cells(problem.model(), Placement.of(armies.black()));
        assertThat(white).hasSize(published);
        for (int w : white) {
            for (int b : black) {
                assertThat(attacks(problem.model(), w, b)).as("white %d attacks black %d", w, b).isFalse();
            }
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aTimeLimitEndsTheSolveWithItsBestCoverAndAProvenBound() throws Exception {
        Problem problem = square(16, "knight", Objective.MIN_DOMINATION);
        SolveResult result = solver.solve(problem, TestContext.withTimeout(1_500));

        assertThat(result.status()).isEqualTo(Status.TIMEOUT);
        int[] cover = cells(problem.model(), result.solutions().get(0));
        assertDominates(problem.model(), cover, false);
        assertThat(result.value().numerator()).isEqualTo(cover.length).isGreaterThanOrEqualTo(40);
        assertThat(result.bound().numerator()).isLessThanOrEqualTo(40).isGreaterThanOrEqualTo(1);
        assertThat(result.stats().get(SolveResult.BOUND_PROOF)).as("what the bound rests on")
                .startsWith("SCIP ").contains("best bound when it stopped", "third-party");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aCancelledSolveStopsWithinASecond() throws Exception {
        Problem problem = square(16, "knight", Objective.MIN_DOMINATION);
        TestContext context = TestContext.unlimited();
        SolveResult result = StopCheck.runThenStop(() -> solver.solve(problem, context), context::cancel,
                new StopCheck.Timing(1_000, 1_000, 3_000, false, List::of));

        assertThat(result.status()).isEqualTo(Status.CANCELLED);
        assertDominates(problem.model(), cells(problem.model(), result.solutions().get(0)), false);
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aSolutionFoundBesideLeavesScipToTheRunItMakesAlone() throws Exception {
        Problem problem = square(12, "knight", Objective.MIN_DOMINATION);
        Beside optimal = new Beside(0, 24);

        SolveResult alone = solver.solve(problem, TestContext.unlimited());
        SolveResult beside = solver.solve(problem, optimal);
        SolveResult afterAWhile = solver.solve(square(12, "knight", Objective.MIN_DOMINATION), new Beside(300, 24));

        // the same program from the same hint: the same search, node for node (SCIP is deterministic on one thread)
        assertOptimal(alone, 24);
        assertOptimal(beside, 24);
        assertOptimal(afterAWhile, 24);
        assertThat(beside.stats().get("nodes")).isEqualTo(alone.stats().get("nodes"))
                .isEqualTo(afterAWhile.stats().get("nodes"));
        assertThat(beside.proof()).isEqualTo(alone.proof());
        assertThat(optimal.bound.get()).isEqualTo(Long.MIN_VALUE);
    }

    /** A context where a solution of {@code value} is found beside the solver after {@code afterMillis}. */
    private static final class Beside extends ForwardingContext {

        final AtomicLong bound = new AtomicLong(Long.MIN_VALUE);
        private final long from;
        private final long value;

        Beside(long afterMillis, long value) {
            super(TestContext.unlimited());
            this.from = System.nanoTime() + afterMillis * 1_000_000;
            this.value = value;
        }

        @Override
        public OptionalLong besideValue() {
            return System.nanoTime() >= from ? OptionalLong.of(value) : OptionalLong.empty();
        }

        @Override
        public void bound(long proven) {
            bound.set(proven);
        }
    }

    @Test
    void refusesEnumerationAndSizes() {
        Problem problem = square(8, "knight", Objective.MIN_DOMINATION);
        Problem sized = TestdataProblems.problem("rect:8x8", "knight", Objective.MIN_DOMINATION, "n=8", "size=12");

        assertThat(solver.rejects(problem, new SolveOptions(true, 0)))
                .hasValueSatisfying(why -> assertThat(why).startsWith("the scip solver does not enumerate")
                        .doesNotContain("--solver"));
        assertThat(solver.rejects(square(8, "queen", Objective.MAX_PEACEABLE), new SolveOptions(true, 0)))
                .hasValueSatisfying(why -> assertThat(why).startsWith("the scip solver does not enumerate")
                        .doesNotContain("--solver"));
        assertThat(solver.rejects(sized, new SolveOptions(false, 0)))
                .hasValueSatisfying(why -> assertThat(why).contains("not every placement of a given size"));
        assertThat(solver.rejects(problem, new SolveOptions(false, 0))).isEmpty();
    }

    @Test
    void proofsRestOnScipAndItIsAtHomeOnSparseDominationUpTo17x17() {
        Capabilities capabilities = solver.capabilities();

        assertThat(capabilities.strategy()).isEqualTo(Capabilities.Strategy.EXACT);
        assertThat(capabilities.proofOwn()).isFalse();
        assertThat(capabilities.reaches(Objective.MIN_DOMINATION, false, 289)).isTrue();
        assertThat(capabilities.reaches(Objective.MIN_DOMINATION, false, 290)).isFalse();
        assertThat(capabilities.reaches(Objective.MIN_DOMINATION, true, 64)).isFalse();
        assertThat(capabilities.reaches(Objective.MAX_INDEPENDENT, false, 64)).isFalse();
    }

    private static Problem square(int n, String piece, Objective objective) {
        return TestdataProblems.problem("rect:" + n + "x" + n, piece, objective, "n=" + n);
    }

    private static void assertOptimal(SolveResult result, long published) {
        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value().numerator()).isEqualTo(published);
        assertThat(result.bound().numerator()).isEqualTo(published);
        assertThat(result.proof()).startsWith("SCIP ").contains("third-party solver's claim");
        assertThat(result.solutions()).hasSize(1);
        assertThat(result.solutions().get(0).size()).isEqualTo((int) published);
    }

    /** The cells of a placement, as indices of the model. */
    private static int[] cells(AttackModel model, Placement placement) {
        Map<String, Integer> index = new HashMap<>();
        for (int c = 0; c < model.cellCount(); c++) {
            index.put(Arrays.toString(model.coordinates(c)), c);
        }
        return placement.cells().stream().mapToInt(cell -> index.get(Arrays.toString(cell))).toArray();
    }

    /** Every cell is attacked or occupied (dominates); with {@code independent}, no piece attacks another instead. */
    private static void assertDominates(AttackModel model, int[] pieces, boolean independent) {
        if (independent) {
            for (int a : pieces) {
                for (int b : pieces) {
                    assertThat(a != b && attacks(model, a, b)).as("%d attacks %d", a, b).isFalse();
                }
            }
            return;
        }
        boolean[] covered = new boolean[model.cellCount()];
        for (int p : pieces) {
            covered[p] = true;
            for (int u : model.neighbours(p)) {
                covered[u] = true;
            }
        }
        for (int c = 0; c < covered.length; c++) {
            assertThat(covered[c]).as("cell %s covered", Arrays.toString(model.coordinates(c))).isTrue();
        }
    }

    private static boolean attacks(AttackModel model, int from, int to) {
        return Arrays.stream(model.neighbours(from)).anyMatch(u -> u == to);
    }
}
