package org.polyboard.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.polyboard.api.board.Board;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.core.Testdata;

class VerifierTest {

    private static final Board EIGHT = Testdata.rect(8, 8);

    /** A 12-knight cover of the 8×8 board (1-based row, column). */
    static final int[][] TWELVE = {{2, 3}, {3, 3}, {3, 4}, {3, 6}, {3, 7}, {4, 6}, {5, 3}, {6, 2}, {6, 3}, {6, 5},
            {6, 6}, {7, 6}};

    static List<int[]> cells(int[][] oneBased) {
        List<int[]> cells = new ArrayList<>();
        for (int[] c : oneBased) {
            cells.add(new int[] {c[0] - 1, c[1] - 1});
        }
        return cells;
    }

    @Test
    void acceptsTheClassicTwelveKnightCover() {
        var v = Verifier.check(EIGHT, Testdata.piece("knight"), Objective.MIN_DOMINATION, Placement.of(cells(TWELVE)),
                Fraction.of(12));
        assertThat(v.valid()).as(v.message()).isTrue();
    }

    /** 14 knights attacking every square of 8×8, their own included (1-based row, column). */
    static final int[][] FOURTEEN = {{2, 6}, {3, 2}, {3, 3}, {3, 4}, {3, 5}, {3, 6}, {5, 2}, {5, 3}, {5, 5}, {5, 6},
            {6, 2}, {6, 6}, {7, 4}, {7, 6}};

    @Test
    void totalDominationNeedsEveryOccupiedSquareAttackedToo() {
        var total = Verifier.check(EIGHT, Testdata.piece("knight"), Objective.MIN_TOTAL_DOMINATION,
                Placement.of(cells(FOURTEEN)), Fraction.of(14));
        assertThat(total.valid()).as(total.message()).isTrue();
        assertThat(total.message()).isEqualTo("14 pieces attack every cell of the board");
        // the classic 12-knight cover dominates, but not totally: some of its knights are attacked by none
        var twelve = Verifier.check(EIGHT, Testdata.piece("knight"), Objective.MIN_TOTAL_DOMINATION,
                Placement.of(cells(TWELVE)), null);
        assertThat(twelve.valid()).isFalse();
        assertThat(twelve.message()).endsWith("is not attacked by a piece on another cell");
        List<int[]> thirteen = cells(FOURTEEN).subList(1, 14);
        assertThat(Verifier.check(EIGHT, Testdata.piece("knight"), Objective.MIN_TOTAL_DOMINATION,
                Placement.of(thirteen), null).valid()).isFalse();
    }

    @Test
    void checksTheSizeAPlacementMustHave() {
        Placement twelve = Placement.of(cells(TWELVE));
        var right = Verifier.check(EIGHT, Testdata.piece("knight"), Objective.MIN_DOMINATION, twelve, null, null, 12);
        var wrong = Verifier.check(EIGHT, Testdata.piece("knight"), Objective.MIN_DOMINATION, twelve, null, null, 13);

        assertThat(right.valid()).as(right.message()).isTrue();
        assertThat(wrong.valid()).isFalse();
        assertThat(wrong.message()).contains("has 12 pieces but size=13");
    }

    @Test
    void rejectsACoverWithAKnightMissing() {
        List<int[]> eleven = cells(TWELVE).subList(0, 11);
        var v = Verifier.check(EIGHT, Testdata.piece("knight"), Objective.MIN_DOMINATION, Placement.of(eleven), null);
        assertThat(v.valid()).isFalse();
        assertThat(v.message()).contains("neither occupied nor attacked");
    }

    @Test
    void rejectsAWrongClaimedValueCellsOffTheBoardAndDoubles() {
        assertThat(Verifier.check(EIGHT, Testdata.piece("knight"), Objective.MIN_DOMINATION, Placement.of(cells(TWELVE)),
                Fraction.of(11)).valid()).isFalse();
        assertThat(Verifier.check(EIGHT, Testdata.piece("knight"), Objective.MAX_INDEPENDENT,
                Placement.of(List.of(new int[] {8, 0})), null).message()).contains("not on the board");
        assertThat(Verifier.check(EIGHT, Testdata.piece("knight"), Objective.MAX_INDEPENDENT,
                Placement.of(List.of(new int[] {0, 0}, new int[] {0, 0})), null).message()).contains("two pieces");
    }

    @Test
    void independenceUsesLinesAndCatchesAttacks() {
        int[][] eightQueens = {{0, 0}, {1, 4}, {2, 7}, {3, 5}, {4, 2}, {5, 6}, {6, 1}, {7, 3}};
        List<int[]> queens = new ArrayList<>(List.of(eightQueens));
        assertThat(Verifier.check(EIGHT, Testdata.piece("queen"), Objective.MAX_INDEPENDENT, Placement.of(queens),
                Fraction.of(8)).valid()).isTrue();
        queens.set(7, new int[] {7, 7});
        assertThat(Verifier.check(EIGHT, Testdata.piece("queen"), Objective.MAX_INDEPENDENT, Placement.of(queens),
                null).message()).contains("attack each other");
    }

    @Test
    void peaceableQueensMustNotShareALineAcrossColours() {
        Board four = Testdata.rect(4, 4);
        List<int[]> white = List.of(new int[] {0, 0}, new int[] {0, 1});
        Placement peace = Placement.of(white, List.of(new int[] {1, 3}, new int[] {3, 2}));
        var v = Verifier.check(four, Testdata.piece("queen"), Objective.MAX_PEACEABLE, peace, Fraction.of(2));
        assertThat(v.valid()).as(v.message()).isTrue();
        Placement war = Placement.of(white, List.of(new int[] {2, 3}, new int[] {3, 2}));
        assertThat(Verifier.check(four, Testdata.piece("queen"), Objective.MAX_PEACEABLE, war, null).message())
                .contains("white (1,2) and black (3,4) attack each other");
        Placement onTorus = Placement.of(white, List.of(new int[] {1, 3}, new int[] {3, 2}));
        assertThat(Verifier.check(Testdata.torus(4), Testdata.piece("queen"), Objective.MAX_PEACEABLE, onTorus, null)
                .valid()).isFalse();
    }

    @Test
    void blackLinesOutsideTheRangeOfWhiteLinesAreChecked() {
        List<int[]> white = List.of(new int[] {0, 0}, new int[] {0, 1});
        Placement far = Placement.of(white, List.of(new int[] {7, 5}, new int[] {6, 4}));
        var v = Verifier.check(EIGHT, Testdata.piece("queen"), Objective.MAX_PEACEABLE, far, Fraction.of(2));
        assertThat(v.valid()).as(v.message()).isTrue();
    }

    @Test
    void fractionalCoverAndPackingAreCheckedExactly() {
        Board two = Testdata.rect(2, 2);
        List<int[]> all = List.of(new int[] {0, 0}, new int[] {0, 1}, new int[] {1, 0}, new int[] {1, 1});
        List<Fraction> ones = List.of(Fraction.of(1), Fraction.of(1), Fraction.of(1), Fraction.of(1));
        assertThat(Verifier.check(two, Testdata.piece("knight"), Objective.FRACTIONAL_DOMINATION,
                Placement.weighted(all, ones), Fraction.of(4)).valid()).isTrue();
        assertThat(Verifier.checkPacking(two, Testdata.piece("knight"), Placement.weighted(all, ones), Fraction.of(4))
                .valid()).isTrue();
        List<Fraction> half = List.of(new Fraction(1, 2), Fraction.of(1), Fraction.of(1), Fraction.of(1));
        assertThat(Verifier.check(two, Testdata.piece("knight"), Objective.FRACTIONAL_DOMINATION,
                Placement.weighted(all, half), null).message()).contains("< 1");
    }
}
