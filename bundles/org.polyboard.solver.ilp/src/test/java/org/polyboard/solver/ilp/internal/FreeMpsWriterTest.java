package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.polyboard.api.problem.Objective;
import org.polyboard.testing.TestBoards;

class FreeMpsWriterTest {

    @Test
    void writesKnightDominationOn3x3() {
        String text = FreeMpsWriter.toText(Objective.MIN_DOMINATION, TestBoards.knight(3), "knight-cover n=3");

        assertThat(text).startsWith("* knight-cover n=3\nNAME min-domination\nROWS\n N obj\n G cover_1_1\n")
                .contains("COLUMNS\n    MARKER 'MARKER' 'INTORG'\n    x_1_1 obj 1\n    x_1_1 cover_1_1 1\n")
                .contains("    x_2_2 cover_2_2 1\n")
                .contains("    MARKER 'MARKER' 'INTEND'\nRHS\n    RHS cover_1_1 1\n")
                .contains("BOUNDS\n UP BND x_1_1 1\n")
                .endsWith("ENDATA\n");
    }

    @Test
    void writesMaximisationAsTheMinimisationOfTheNegatedObjective() {
        String text = FreeMpsWriter.toText(Objective.MAX_INDEPENDENT, TestBoards.queen(2), "queens");

        assertThat(text).contains("* maximise the objective: written as minimise its negation")
                .contains("    x_1_1 obj -1\n")
                .containsPattern(" L line_\\d+\n");
    }

    @Test
    void writesTheFractionalRelaxationWithoutIntegerMarkers() {
        String text = FreeMpsWriter.toText(Objective.FRACTIONAL_DOMINATION, TestBoards.knight(2), "lp");

        assertThat(text).doesNotContain("MARKER").contains(" UP BND x_1_1 1\n");
    }

    @Test
    void writesFixedVariablesAndEqualityRowsOfPeaceableArmies() {
        String text = FreeMpsWriter.toText(Objective.MAX_PEACEABLE, TestBoards.queen(3), "peaceable");

        assertThat(text).contains(" E balance\n").containsPattern(" FX BND y_\\d+ 1\n");
    }
}
