package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.solve.AttackModel;

class LineColouringSearchTest {

    @ParameterizedTest(name = "{1}+{1} peaceable queens on {0}x{0} (OEIS A250000)")
    @CsvSource({"7, 7", "8, 9"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void provesPeaceableQueens(int n, int expected) {
        AttackModel model = TestBoards.queen(n);

        LineColouringSearch.Outcome outcome = new LineColouringSearch(model).run(() -> false, (best, nodes) -> { });

        assertThat(outcome.proven()).isTrue();
        assertThat(outcome.value()).isEqualTo(expected);
        assertThat(outcome.bound()).isEqualTo(expected);
        PlacementChecks.assertPeaceable(n, TestBoards.QUEEN, cells(model, outcome.white()),
                cells(model, outcome.black()));
    }

    @ParameterizedTest(name = "{1}+{1} peaceable queens on the {0}x{0} torus")
    @CsvSource({"3, 0", "5, 2", "7, 4"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void provesPeaceableQueensOnTheTorus(int n, int expected) {
        AttackModel model = TestBoards.torusQueen(n);

        LineColouringSearch.Outcome outcome = new LineColouringSearch(model).run(() -> false, (best, nodes) -> { });

        assertThat(outcome.proven()).isTrue();
        assertThat(outcome.value()).isEqualTo(expected);
        PlacementChecks.assertPeaceable(n, TestBoards.TORUS_QUEEN, cells(model, outcome.white()),
                cells(model, outcome.black()));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void stopsOnModelsWithTensOfThousandsOfLines() {
        int n = 80;
        AttackModel model = TestBoards.knight(n);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300);

        LineColouringSearch.Outcome outcome = new LineColouringSearch(model).run(() -> System.nanoTime() > deadline,
                (best, nodes) -> { });

        assertThat(model.lineCount()).isGreaterThan(20_000);
        assertThat(outcome.proven()).isFalse();
        assertThat(outcome.bound()).isGreaterThanOrEqualTo(outcome.value()).isLessThanOrEqualTo(n * n / 2);
        assertThat(outcome.black()).hasSameSizeAs(outcome.white());
        PlacementChecks.assertPeaceable(n, TestBoards.KNIGHT, cells(model, outcome.white()),
                cells(model, outcome.black()));
    }

    private static List<int[]> cells(AttackModel model, int[] cells) {
        List<int[]> list = new ArrayList<>();
        for (int c : cells) {
            list.add(model.coordinates(c));
        }
        return list;
    }
}
