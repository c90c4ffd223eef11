package org.polyboard.solver.construct.toeplitz;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.board.Board;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Verification;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.verify.Verifier;
import org.polyboard.family.toeplitz.ToeplitzQueen;

class ToeplitzDominationTest {

    private final ToeplitzQueen piece = new ToeplitzQueen();

    @Test
    @Timeout(60)
    void halfTheSideRoundedUpDominatesIndependentlyUpTo150() {
        for (int n = 1; n <= 150; n++) {
            int[] queens = ToeplitzPlacements.dominating(n);
            assertThat(ToeplitzPlacements.size(queens)).as("n=%d", n).isEqualTo((n + 1) / 2);
            assertThat(ToeplitzPlacements.check(queens)).as("n=%d", n).isEmpty();
            assertThat(ToeplitzPlacements.checkDomination(queens)).as("n=%d", n).isEmpty();
            Board board = new RectBoardFactory().create(n + "x" + n);
            Placement placement = ToeplitzConstruction.placement(queens);
            for (Objective objective : new Objective[] {Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION}) {
                Verification v = Verifier.check(board, piece, objective, placement, Fraction.of((n + 1) / 2));
                assertThat(v.valid()).as("n=%d %s: %s", n, objective, v.message()).isTrue();
            }
        }
        assertThat(ToeplitzPlacements.checkDomination(ToeplitzPlacements.dominating(10_001))).isEmpty();
    }

    @Test
    @Timeout(60)
    void noFewerQueensDominateUpToSeven() {
        for (int n = 2; n <= 7; n++) {
            int fewer = (n + 1) / 2 - 1;
            assertThat(someDominate(n, fewer, 0, new int[fewer], 0)).as("n=%d with %d queens", n, fewer).isFalse();
        }
    }

    @Test
    @Timeout(10)
    void theDominationCheckFindsAnUncoveredCell() {
        assertThat(ToeplitzPlacements.checkDomination(new int[] {-1, -1, 2})).contains("(1,2)");
        assertThat(ToeplitzPlacements.checkDomination(new int[] {-1, 0})).isEmpty();
    }

    /** Whether {@code k} queens on cells numbered from {@code from} on (any rows, columns, labels) dominate. */
    private static boolean someDominate(int n, int k, int depth, int[] cells, int from) {
        if (depth == k) {
            boolean[] row = new boolean[n];
            boolean[] column = new boolean[n];
            boolean[] label = new boolean[n];
            for (int cell : cells) {
                row[cell / n] = true;
                column[cell % n] = true;
                label[Math.abs(cell / n - cell % n)] = true;
            }
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    if (!row[r] && !column[c] && !label[Math.abs(r - c)]) {
                        return false;
                    }
                }
            }
            return true;
        }
        for (int cell = from; cell < n * n; cell++) {
            cells[depth] = cell;
            if (someDominate(n, k, depth + 1, cells, cell + 1)) {
                return true;
            }
        }
        return false;
    }
}
