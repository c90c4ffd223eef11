package org.polyboard.solver.peaceable;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
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
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.PlacementChecks;
import org.polyboard.testing.StopCheck;
import org.polyboard.testing.TestBoards;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

/** The peaceable solver's optima (OEIS A250000 and, on the torus, A279405), checked from first principles. */
class PeaceableSolverTest {

    private final PeaceableSolver solver = new PeaceableSolver();

    @ParameterizedTest(name = "{1}+{1} peaceable queens on {0}x{0}")
    @CsvSource({"1, 0", "2, 0", "3, 1", "4, 2", "5, 4", "6, 5"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void peaceableQueens(int n, int expected) throws Exception {
        SolveResult result = solve("queen", n, TestBoards.queen(n), Objective.MAX_PEACEABLE);

        PlacementChecks.assertOptimal(result, expected);
        Placement armies = PlacementChecks.onlyPlacement(result, expected);
        assertThat(armies.black()).hasSize(expected);
        PlacementChecks.assertPeaceable(n, TestBoards.QUEEN, armies.cells(), armies.black());
    }

    @ParameterizedTest(name = "{1}+{1} peaceable queens on the {0}x{0} torus")
    @CsvSource({"4, 2", "6, 4"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void peaceableQueensOnTorus(int n, int expected) throws Exception {
        SolveResult result = solve("queen", n, TestBoards.torusQueen(n), Objective.MAX_PEACEABLE);

        PlacementChecks.assertOptimal(result, expected);
        Placement armies = PlacementChecks.onlyPlacement(result, expected);
        assertThat(armies.black()).hasSize(expected);
        PlacementChecks.assertPeaceable(n, TestBoards.TORUS_QUEEN, armies.cells(), armies.black());
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void cancellationStopsThePeaceableSearch() throws Exception {
        int n = 12;
        TestContext context = TestContext.unlimited();
        SolveResult result = StopCheck.runThenStop(() -> solver.solve(
                TestdataProblems.givenModel("queen", n, TestBoards.queen(n), Objective.MAX_PEACEABLE), context),
                context::cancel, new StopCheck.Timing(500, 5_000, 3_000, false, List::of));

        assertThat(result.status()).isEqualTo(Status.CANCELLED);
        assertThat(result.bound()).isGreaterThanOrEqualTo(result.value());
        assertThat(result.stats().get(SolveResult.BOUND_PROOF)).as("what the bound rests on")
                .isEqualTo(String.format(Locale.ROOT, PeaceableSolver.BOUND_LINE_SEARCH, result.bound().numerator()));
        Placement armies = result.solutions().get(0);
        assertThat(result.value()).isEqualTo(Fraction.of(armies.size()));
        assertThat(armies.black()).hasSize(armies.size());
        PlacementChecks.assertPeaceable(n, TestBoards.QUEEN, armies.cells(), armies.black());
        assertThat(context.reports.get()).isPositive();
    }

    @Test
    void describesItself() {
        assertThat(solver.id()).isEqualTo("peaceable");
        assertThat(solver.objectives()).containsExactly(Objective.MAX_PEACEABLE);
        assertThat(solver.capabilities().strategy()).isEqualTo(Capabilities.Strategy.EXACT);
        assertThat(solver.capabilities().proofOwn(Objective.MAX_PEACEABLE)).isTrue();
        assertThat(solver.capabilities().reaches(Objective.MAX_PEACEABLE, true, 14 * 14)).isTrue();
        Problem queens = TestdataProblems.givenModel("queen", 8, TestBoards.queen(8), Objective.MAX_PEACEABLE);
        assertThat(solver.rejects(queens, new SolveOptions(true, 0))).as("it counts every optimal placement").isEmpty();
    }

    private SolveResult solve(String piece, int n, AttackModel model, Objective objective) throws Exception {
        return solver.solve(TestdataProblems.givenModel(piece, n, model, objective), TestContext.unlimited());
    }
}
