package org.polyboard.solver.swap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.ForwardingContext;
import org.polyboard.testing.StopCheck;
import org.polyboard.testing.TestContext;

class SwapSolverTest {

    /** OEIS A250000, n = 1..10. */
    private static final int[] BOARD = {0, 0, 1, 2, 4, 5, 7, 9, 12, 14};
    /** OEIS A279405, n = 1..8. */
    private static final int[] TORUS = {0, 0, 0, 2, 2, 4, 4, 8};

    private final SwapSolver solver = new SwapSolver(10_000, 2_000);

    @Test
    @Timeout(30)
    void reachesThePublishedValuesOnTheBoard() {
        for (int n = 1; n <= BOARD.length; n++) {
            SolveResult r = solve(n, false, Map.of("seed", "3", "q", Integer.toString(BOARD[n - 1])), 10_000);
            assertThat(r.value()).as("a(%d)", n).isEqualTo(Fraction.of(BOARD[n - 1]));
        }
    }

    @Test
    @Timeout(30)
    void reachesThePublishedValuesOnTheTorus() {
        for (int n = 1; n <= TORUS.length; n++) {
            SolveResult r = solve(n, true, Map.of("seed", "3", "q", Integer.toString(TORUS[n - 1])), 10_000);
            assertThat(r.value()).as("t(%d)", n).isEqualTo(Fraction.of(TORUS[n - 1]));
        }
    }

    @Test
    @Timeout(60)
    void reachesAinleysBoundOnLargerBoardsWithinTenSeconds() {
        for (int n : new int[] {11, 17, 23, 30}) {
            int ainley = 7 * n * n / 48;
            long start = System.nanoTime();
            SolveResult r = solve(n, false, Map.of("seed", "11", "q", Integer.toString(ainley)), 10_000);
            assertThat(r.value().numerator()).as("n=%d", n).isGreaterThanOrEqualTo(ainley);
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).as("n=%d", n).isLessThan(10_000);
        }
    }

    @Test
    @Timeout(30)
    void reachesTheKnownOddTorusValues() {
        SolveResult r = solve(15, true, Map.of("seed", "2", "q", "20"), 10_000);
        assertThat(r.value()).isEqualTo(Fraction.of(20));
    }

    @Test
    @Timeout(60)
    void upToEightTheValuesAreProvenOptimalByExhaustiveSearch() {
        for (boolean torus : new boolean[] {false, true}) {
            int[] published = torus ? TORUS : BOARD;
            for (int n = 1; n <= 8; n++) {
                long exact = ExactPeaceable.maximum(TestQueens.model(n, torus))[0];
                assertThat(exact).as("n=%d torus=%s", n, torus).isEqualTo(published[n - 1]);
                SolveResult r = solve(n, torus, Map.of("seed", "5", "q", Long.toString(exact)), 10_000);
                assertThat(r.value().numerator()).as("swap n=%d torus=%s", n, torus).isEqualTo(exact);
            }
        }
    }

    @Test
    @Timeout(30)
    void whenEveryTwoCellsAttackZeroIsProvenOptimal() {
        for (int n = 1; n <= 2; n++) {
            SolveResult r = solve(n, false, Map.of(), 0);
            assertThat(r.status()).isEqualTo(Status.OPTIMAL);
            assertThat(r.bound()).isEqualTo(Fraction.of(0));
            assertThat(r.proof()).contains("every two cells attack");
        }
        assertThat(solve(3, true, Map.of(), 0).status()).isEqualTo(Status.OPTIMAL);
        assertThat(solve(3, false, Map.of("q", "1"), 0).status()).isEqualTo(Status.FEASIBLE);
    }

    @Test
    @Timeout(30)
    void theSameSeedGivesTheSameRun() {
        Map<String, String> params = Map.of("seed", "42", "q", "37");
        SolveResult first = solve(16, false, params, 10_000);
        SolveResult second = solve(16, false, params, 10_000);
        assertThat(second.stats().get("steps")).isEqualTo(first.stats().get("steps"));
        assertThat(second.solutions().get(0).cells()).usingRecursiveFieldByFieldElementComparator()
                .isEqualTo(first.solutions().get(0).cells());
        assertThat(second.solutions().get(0).black()).usingRecursiveFieldByFieldElementComparator()
                .isEqualTo(first.solutions().get(0).black());
    }

    @Test
    @Timeout(30)
    void withoutTimeLimitItStopsWithinItsBudgetAndReportsProgress() {
        SwapSolver quick = new SwapSolver(1_500, 200);
        TestContext context = new TestContext(SolveOptions.DEFAULT.withSettings(Map.of("q", "1000")));
        long start = System.nanoTime();
        SolveResult r = quick.solve(TestQueens.problem(40, false, Map.of()), context);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertThat(millis).isBetween(1_400L, 5_000L);
        assertThat(r.status()).isEqualTo(Status.FEASIBLE);
        assertThat(r.message()).contains("q=1000 not reached");
        assertThat(context.reports.get()).isPositive();
        assertThat(TestQueens.check(40, false, r.solutions().get(0), (int) r.value().numerator())).isEmpty();
    }

    @Test
    @Timeout(30)
    void withoutTargetItStopsOnceTheBestStalls() {
        SwapSolver quick = new SwapSolver(20_000, 300);
        long start = System.nanoTime();
        SolveResult r = quick.solve(TestQueens.problem(8, false, Map.of()), TestContext.unlimited());
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(5_000);
        assertThat(r.value()).isEqualTo(Fraction.of(9));
    }

    @Test
    @Timeout(30)
    void cancellingReturnsTheBestSoFarPromptly() throws Exception {
        TestContext context = new TestContext(SolveOptions.DEFAULT.withSettings(Map.of("q", "1800")));
        Problem problem = TestQueens.problem(60, true, Map.of());
        SolveResult r = StopCheck.runThenStop(() -> solver.solve(problem, context), context::cancel,
                new StopCheck.Timing(500, 2_000, 3_000, false, List::of));
        assertThat(r.value().numerator()).isPositive();
        assertThat(TestQueens.check(60, true, r.solutions().get(0), (int) r.value().numerator())).isEmpty();
    }

    /** Every better solution is reported as the incumbent on the way, checked here, the last one the result's. */
    @Test
    @Timeout(30)
    void eachBetterSolutionIsReportedAsTheIncumbent() {
        List<Placement> incumbents = new ArrayList<>();
        SolveContext context = new ForwardingContext(
                new TestContext(new SolveOptions(false, 10_000).withSettings(Map.of("q", "14")))) {
            @Override
            public void incumbent(Placement placement) {
                incumbents.add(placement);
            }
        };
        SolveResult r = solver.solve(TestQueens.problem(10, false, Map.of()), context);
        assertThat(r.value()).isEqualTo(Fraction.of(14));
        assertThat(incumbents).isNotEmpty();
        int last = 0;
        for (Placement p : incumbents) {
            assertThat(p.cells()).hasSameSizeAs(p.black());
            assertThat(p.cells().size()).isGreaterThan(last);
            last = p.cells().size();
            assertThat(TestQueens.check(10, false, p, last)).isEmpty();
        }
        assertThat(last).isEqualTo(14);
    }

    @Test
    @Timeout(10)
    void enumerationIsRejected() {
        Problem problem = TestQueens.problem(5, false, Map.of());
        assertThat(solver.rejects(problem, new SolveOptions(true, 0))).get().asString().contains("--all");
        assertThat(solver.rejects(problem, SolveOptions.DEFAULT)).isEmpty();
    }

    /** Solves with {@code settings} (seed=, q=) as run settings. */
    private SolveResult solve(int n, boolean torus, Map<String, String> settings, long timeoutMillis) {
        TestContext context = new TestContext(new SolveOptions(false, timeoutMillis).withSettings(settings));
        SolveResult r = solver.solve(TestQueens.problem(n, torus, Map.of()), context);
        assertThat(r.solutions()).hasSize(1);
        Placement placement = r.solutions().get(0);
        int value = (int) r.value().numerator();
        assertThat(placement.cells()).hasSize(value);
        assertThat(placement.black()).hasSize(value);
        assertThat(TestQueens.check(n, torus, placement, value)).as("n=%d torus=%s", n, torus).isEmpty();
        return r;
    }
}
