package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.pieces.Knight;
import org.polyboard.pieces.Queen;
import org.polyboard.testing.TestProblem;

class CellOrderTest {

    /** A square keeps the problem's model: its trees and checkpoints are the ones they were. */
    @Test
    void aSquareKeepsItsNumbering() {
        TestProblem problem = TestProblem.knights(6, 6);

        CellOrder cells = CellOrder.of(problem.model(), problem.invariance());

        assertThat(cells.model).isSameAs(problem.model());
        assertThat(cells.invariance).isSameAs(problem.invariance());
        assertThat(cells.problemCells(new int[] {3, 1})).containsExactly(3, 1);
    }

    /**
     * A board wider than tall is searched column by column: the searched model is the transposed board, its attacks,
     * lines and symmetries those of the problem's cells, and its cells go back to the problem's coordinates.
     */
    @Test
    void aWideBoardIsSearchedAlongItsLongerSide() {
        for (TestProblem problem : List.of(TestProblem.knights(3, 5),
                TestProblem.of(4, 7, new Queen(), Objective.MIN_DOMINATION, Symmetry.MIRROR2),
                TestProblem.torus(3, 7, new Knight(), Objective.MIN_INDEPENDENT_DOMINATION))) {
            AttackModel original = problem.model();
            CellOrder cells = CellOrder.of(original, problem.invariance());
            AttackModel searched = cells.model;
            int m = original.cellCount();

            assertThat(searched.extent(0)).isEqualTo(original.extent(1));
            assertThat(searched.extent(1)).isEqualTo(original.extent(0));
            int[] problemCell = new int[m];
            for (int c = 0; c < m; c++) {
                int[] at = cells.coordinates(c);
                assertThat(searched.coordinates(c)).containsExactly(at[1], at[0]);
                problemCell[c] = at[0] * original.extent(1) + at[1];
                assertThat(original.coordinates(problemCell[c])).containsExactly(at);
                assertThat(cells.problemCells(new int[] {c})).containsExactly(problemCell[c]);
            }
            for (int c = 0; c < m; c++) {
                assertThat(mapped(searched.neighbours(c), problemCell)).isEqualTo(original.neighbours(problemCell[c]));
                assertThat(searched.linesThrough(c)).containsExactly(original.linesThrough(problemCell[c]));
            }
            for (int l = 0; l < searched.lineCount(); l++) {
                assertThat(mapped(searched.line(l), problemCell)).isEqualTo(original.line(l));
            }
            assertPermutationsMatch(searched.symmetries(), original.symmetries(), problemCell);
            assertPermutationsMatch(cells.invariance, problem.invariance(), problemCell);
            int[] cover = {m - 1, 0, 2};
            assertThat(cells.placement(cover).cells()).containsExactlyElementsOf(
                    original.placement(mapped(cover, problemCell)).cells());
        }
    }

    /** Each permutation of the searched cells is the matching one of the problem's cells. */
    private static void assertPermutationsMatch(List<int[]> searched, List<int[]> original, int[] problemCell) {
        assertThat(searched).hasSameSizeAs(original);
        for (int g = 0; g < searched.size(); g++) {
            for (int c = 0; c < problemCell.length; c++) {
                assertThat(problemCell[searched.get(g)[c]]).isEqualTo(original.get(g)[problemCell[c]]);
            }
        }
    }

    private static int[] mapped(int[] cells, int[] problemCell) {
        int[] result = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            result[i] = problemCell[cells[i]];
        }
        Arrays.sort(result);
        return result;
    }
}
