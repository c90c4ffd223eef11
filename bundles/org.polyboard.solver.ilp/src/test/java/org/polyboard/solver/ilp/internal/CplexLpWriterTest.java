package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.polyboard.api.problem.Objective;
import org.polyboard.testing.TestBoards;

class CplexLpWriterTest {

    @Test
    void writesKnightDominationOn3x3() {
        String text = CplexLpWriter.toText(Objective.MIN_DOMINATION, TestBoards.knight(3), "knight-cover n=3");

        assertThat(text).startsWith("\\ knight-cover n=3\nMinimize\n obj: x_1_1 + x_1_2 + x_1_3 + x_2_1")
                .contains("Subject To\n cover_1_1: x_1_1 + x_2_3 + x_3_2 >= 1\n")
                .contains(" cover_2_2: x_2_2 >= 1\n")
                .contains("Binaries\n x_1_1 x_1_2 x_1_3 x_2_1 x_2_2 x_2_3 x_3_1 x_3_2 x_3_3\n")
                .endsWith("End\n")
                .doesNotContain("Bounds");
    }

    @Test
    void writesIndependenceAsLinePacking() {
        String text = CplexLpWriter.toText(Objective.MAX_INDEPENDENT, TestBoards.queen(2), "queens");

        assertThat(text).contains("Maximize\n obj: x_1_1 + x_1_2 + x_2_1 + x_2_2\n")
                .contains(": x_1_1 + x_1_2 <= 1\n")
                .contains(": x_1_2 + x_2_1 <= 1\n");
    }

    @Test
    void writesPeaceableArmiesWithLineColoursAndTheColourSwapFixed() {
        String text = CplexLpWriter.toText(Objective.MAX_PEACEABLE, TestBoards.queen(3), "peaceable");

        assertThat(text).contains("Maximize\n obj: w_1_1 + w_1_2")
                .contains(" balance: w_1_1 + w_1_2")
                .contains("- b_3_3 = 0\n")
                .containsPattern("white_\\d+_\\d_\\d: w_\\d_\\d - y_\\d+ <= 0")
                .containsPattern("black_\\d+_\\d_\\d: b_\\d_\\d \\+ y_\\d+ <= 1")
                .containsPattern("Bounds\n y_\\d+ = 1\n")
                .contains("Binaries\n");
    }

    @Test
    void writesTheFractionalRelaxationWithoutBinaries() {
        String text = CplexLpWriter.toText(Objective.FRACTIONAL_DOMINATION, TestBoards.knight(2), "lp");

        assertThat(text).contains("Bounds\n x_1_1 <= 1\n").doesNotContain("Binaries");
    }

    @Test
    void wrapsLongRows() {
        String text = CplexLpWriter.toText(Objective.MIN_DOMINATION, TestBoards.queen(12), "queens 12");

        assertThat(text.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(110));
        assertThat(text).contains("\n   + x_");
    }
}
