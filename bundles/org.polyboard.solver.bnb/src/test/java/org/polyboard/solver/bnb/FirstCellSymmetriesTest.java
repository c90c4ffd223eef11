package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.pieces.Knight;
import org.polyboard.testing.TestProblem;

class FirstCellSymmetriesTest {

    /**
     * A square torus has the eight symmetries about its first cell, a rectangle four; each fixes the first cell, maps
     * attacks onto attacks, and they are distinct, identity first.
     */
    @ParameterizedTest(name = "{0}x{1} torus: {2} symmetries fix the first cell")
    @CsvSource({"6, 6, 8", "7, 7, 8", "5, 7, 4", "8, 12, 4"})
    void theStabiliserOfTheFirstCell(int rows, int cols, int expected) {
        AttackModel model = TestProblem.torus(rows, cols, new Knight(), Objective.MIN_DOMINATION).model();

        List<int[]> maps = FirstCellSymmetries.of(model);

        assertThat(maps).hasSize(expected);
        int[] identity = new int[model.cellCount()];
        Arrays.setAll(identity, c -> c);
        assertThat(maps.get(0)).isEqualTo(identity);
        for (int[] h : maps) {
            assertThat(h[0]).isZero();
            assertThat(Arrays.stream(h).sorted().toArray()).isEqualTo(identity);
            for (int c = 0; c < h.length; c++) {
                int image = h[c];
                assertThat(Arrays.stream(model.neighbours(c)).map(m -> h[m]).sorted().toArray())
                        .isEqualTo(model.neighbours(image));
            }
        }
        assertThat(maps.stream().map(Arrays::toString).distinct()).hasSize(expected);
    }
}
