package org.polyboard.solver.peaceable;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.testing.PlacementChecks;
import org.polyboard.testing.TestBoards;

class LineColouringSearchTest {

    @ParameterizedTest(name = "{1}+{1} peaceable queens on {0}x{0} (OEIS A250000)")
    @CsvSource({"3, 1", "4, 2", "5, 4", "6, 5", "7, 7", "8, 9", "9, 12", "10, 14"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void provesPeaceableQueens(int n, int expected) {
        // with no symmetry, and with the eight turns and reflections broken: the same optimum
        AttackModel plain = TestBoards.queen(n);
        for (AttackModel model : List.of(plain, TestBoards.withTurnsAndReflections(plain, n))) {
            LineColouringSearch.Outcome outcome = new LineColouringSearch(model).run(() -> false, (best, nodes) -> { });

            assertThat(outcome.proven()).isTrue();
            assertThat(outcome.value()).isEqualTo(expected);
            assertThat(outcome.bound()).isEqualTo(expected);
            PlacementChecks.assertPeaceable(n, TestBoards.QUEEN, cells(model, outcome.white()),
                    cells(model, outcome.black()));
        }
    }

    /**
     * The whole search's nodes on one thread, pinned: the bound, the symmetry check and the order of the lines decide
     * them, so a change that weakens one shows here, and one that only makes the walk faster keeps them.
     */
    @ParameterizedTest(name = "{0}x{0}, torus {1}: {2}+{2} in {3} nodes")
    @CsvSource({"9, false, 12, 290441", "10, false, 14, 1511025", "8, true, 8, 111075"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void visitsThePinnedNodes(int n, boolean torus, int expected, long nodes) {
        AttackModel model = TestBoards.withTurnsAndReflections(torus ? TestBoards.torusQueen(n) : TestBoards.queen(n), n);
        LineColouringSearch.Outcome outcome = new LineColouringSearch(model).run(() -> false, (best, visited) -> { });

        assertThat(outcome.proven()).isTrue();
        assertThat(outcome.value()).isEqualTo(expected);
        assertThat(outcome.nodes()).isEqualTo(nodes);
    }

    @ParameterizedTest(name = "{1}+{1} peaceable queens on the {0}x{0} torus (OEIS A279405)")
    @CsvSource({"3, 0", "4, 2", "5, 2", "6, 4", "7, 4", "8, 8", "9, 7"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void provesPeaceableQueensOnTheTorus(int n, int expected) {
        // with the translations only, and with them composed with the turns and reflections: the same optimum
        AttackModel plain = TestBoards.torusQueen(n);
        for (AttackModel model : List.of(plain, TestBoards.withTurnsAndReflections(plain, n))) {
            LineColouringSearch.Outcome outcome = new LineColouringSearch(model).run(() -> false, (best, nodes) -> { });

            assertThat(outcome.proven()).isTrue();
            assertThat(outcome.value()).isEqualTo(expected);
            PlacementChecks.assertPeaceable(n, TestBoards.TORUS_QUEEN, cells(model, outcome.white()),
                    cells(model, outcome.black()));
        }
    }

    @ParameterizedTest(name = "the {0}x{0} torus: {0}^2 translations, 8 x {0}^2 symmetries")
    @CsvSource({"4", "5", "7", "10"})
    void breaksTheTranslationsOfTheTorusWithItsTurnsAndReflections(int n) {
        assertThat(new LineColouringSearch(TestBoards.torusQueen(n)).symmetries()).isEqualTo(n * n);

        LineColouringSearch search = new LineColouringSearch(
                TestBoards.withTurnsAndReflections(TestBoards.torusQueen(n), n));

        assertThat(search.translations()).isEqualTo(n * n);
        assertThat(search.symmetries()).isEqualTo(8 * n * n);
    }

    @Test
    void findsNoTranslationsOnAnOrdinaryBoard() {
        LineColouringSearch search = new LineColouringSearch(
                TestBoards.withTurnsAndReflections(TestBoards.queen(9), 9));

        assertThat(search.translations()).isEqualTo(1);
        assertThat(search.symmetries()).isEqualTo(8);
    }

    @Test
    void findsTheCyclicShiftsOfRowsAndColumnsForRooks() {
        // every permutation of rows and of columns keeps the rook's lines: the cyclic shifts are among them
        LineColouringSearch search = new LineColouringSearch(TestBoards.rook(5));

        assertThat(search.translations()).isEqualTo(25);
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
