package org.polyboard.core.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.core.Testdata;

class AttackModelsTest {

    @Test
    void knightOnEightByEightHasTheKnownMoveCounts() {
        AttackModel model = AttackModels.build(Testdata.rect(8, 8), Testdata.piece("knight"));
        assertThat(model.cellCount()).isEqualTo(64);
        int moves = Arrays.stream(model.neighbours(0)).map(x -> 1).sum();
        assertThat(moves).isEqualTo(2);
        assertThat(model.neighbours(27)).hasSize(8);
        int total = 0;
        for (int c = 0; c < 64; c++) {
            total += model.neighbours(c).length;
        }
        assertThat(total).isEqualTo(336);
        assertThat(model.lineCount()).isEqualTo(168);
        assertThat(Long.bitCount(model.neighbourhood(27)[0])).isEqualTo(9);
    }

    @Test
    void symmetryGroupsOfSquaresRectanglesAndCubes() {
        assertThat(AttackModels.build(Testdata.rect(8, 8), Testdata.piece("knight")).symmetries()).hasSize(8);
        assertThat(AttackModels.build(Testdata.rect(3, 8), Testdata.piece("knight")).symmetries()).hasSize(4);
        assertThat(AttackModels.build(Testdata.box("3^3"), Testdata.piece("queen")).symmetries()).hasSize(48);
        assertThat(AttackModels.build(Testdata.rect(1, 1), Testdata.piece("knight")).symmetries()).hasSize(1);
    }

    @Test
    void queenLinesOnTheSquareAreRowsColumnsAndDiagonals() {
        AttackModel model = AttackModels.build(Testdata.rect(8, 8), Testdata.piece("queen"));
        // 8 rows + 8 columns + 13 diagonals + 13 anti-diagonals of length >= 2
        assertThat(model.lineCount()).isEqualTo(42);
        assertThat(model.neighbours(0)).hasSize(21);
        assertThat(model.linesThrough(0)).hasSize(3);
    }

    @Test
    void queenInThreeDimensionsHasThirteenLines() {
        AttackModel model = AttackModels.build(Testdata.box("3^3"), Testdata.piece("queen"));
        int centre = 13;
        assertThat(model.linesThrough(centre)).hasSize(13);
        assertThat(model.neighbours(centre)).hasSize(26);
    }

    @Test
    void torusDiagonalsWrap() {
        AttackModel model = AttackModels.build(Testdata.torus(5), Testdata.piece("queen"));
        // every cell sees its row, column and both wrapped diagonals: 4 lines of 4 other cells
        for (int c = 0; c < 25; c++) {
            assertThat(model.neighbours(c)).hasSize(16);
            assertThat(model.linesThrough(c)).hasSize(4);
        }
    }

    @Test
    void zeroDimensionalBoxIsOneCell() {
        AttackModel model = AttackModels.build(Testdata.box("3^0"), Testdata.piece("queen"));
        assertThat(model.cellCount()).isEqualTo(1);
        assertThat(model.neighbours(0)).isEmpty();
    }

    @Test
    void refusesBoardsTooLargeForAnExplicitModel() {
        assertThatThrownBy(() -> AttackModels.build(Testdata.rect(1000, 1000), Testdata.piece("knight")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1000000 cells");
    }

    @Test
    void aModelIsGivenUpAtTheFirstCellAfterItIsAbandoned() {
        AtomicInteger asked = new AtomicInteger();
        assertThatThrownBy(() -> AttackModels.build(Testdata.box("3^3"), Testdata.piece("queen"),
                () -> asked.incrementAndGet() > 20))
                .isInstanceOf(CancellationException.class).hasMessageContaining("given up half built");
        assertThat(asked).hasValue(21);
        AtomicInteger all = new AtomicInteger();
        AttackModel model = AttackModels.build(Testdata.box("3^3"), Testdata.piece("queen"), () -> {
            all.incrementAndGet();
            return false;
        });
        assertThat(model.neighbours(13)).hasSize(26);
        // each cell twice (attacks, lines), each of the 48 axis maps, and once at the end
        assertThat(all).hasValue(27 + 27 + 48 + 1);
    }

    @Test
    void anInterruptedThreadGivesUpItsModelAndKeepsItsFlag() {
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> AttackModels.build(Testdata.rect(8, 8), Testdata.piece("queen")))
                    .isInstanceOf(CancellationException.class);
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
        assertThat(AttackModels.build(Testdata.rect(8, 8), Testdata.piece("queen")).lineCount()).isEqualTo(42);
    }
}
