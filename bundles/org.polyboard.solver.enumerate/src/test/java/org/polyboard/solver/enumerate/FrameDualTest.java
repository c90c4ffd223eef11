package org.polyboard.solver.enumerate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.testing.TestdataProblems;

class FrameDualTest {

    /**
     * The weights of a frame, on the boundary of its rectangle and its outer lines, satisfy every allowed cell's
     * inequality in integers (checked here again from the model's neighbourhoods), and their bound is the linear
     * relaxation's value over all cells (HiGHS) or close below it: 7.5 on the whole boundary of 16×16 (Spencer's
     * bound, (n − 1)/2), 9.2 on the frame (5, 12, 3, 12) with its outer lines (9.24 over all cells), so that 8 queens
     * are refuted there at the root; 13.0 for 27×27 with independent queens on its whole boundary (the relaxation
     * with at most one queen a line too).
     */
    @ParameterizedTest
    @CsvSource({"16, MIN_DOMINATION, '0,15,0,15', 7.5, 7.5", "16, MIN_DOMINATION, '5,12,3,12', 9.2, 9.2402",
        "15, MIN_INDEPENDENT_DOMINATION, '0,14,0,14', 7.0, 7.0",
        "27, MIN_INDEPENDENT_DOMINATION, '0,26,0,26', 13.0, 13.0"})
    void theWeightsCheckAndBoundAsTheRelaxation(int n, Objective objective, String spec, double value,
            double relaxation) {
        AttackModel model = TestdataProblems.problem("rect:" + n + "x" + n, "queen", objective).model();
        Frames frames = new Frames(model);
        Frames.Frame frame = frames.parse(spec, false);
        int m = model.cellCount();
        long[][] hood = new long[m][];
        for (int c = 0; c < m; c++) {
            hood[c] = model.neighbourhood(c);
        }
        long[] allowed = Bits.full(m, model.words());
        Bits.andNot(allowed, frame.lines(), allowed);
        int[] outer = frame.outerLines(frames.rows(), frames.columns());
        long[][] outerCells = new long[outer.length][];
        for (int i = 0; i < outer.length; i++) {
            outerCells[i] = frames.lineCells(outer[i]);
        }
        FrameDual dual = FrameDual.solve(hood, allowed, frame.boundary(), outerCells);
        assertThat(dual).isNotNull();

        long total = 0;
        for (int c = 0; c < m; c++) {
            assertThat(dual.cell[c]).isNotNegative();
            assertThat(Bits.get(dual.support, c)).isEqualTo(dual.cell[c] > 0);
            if (dual.cell[c] > 0) {
                assertThat(Bits.get(frame.boundary(), c)).isTrue();
            }
            total += dual.cell[c];
        }
        for (int o : dual.outer) {
            total += o;
        }
        assertThat((double) total / FrameDual.SCALE).isBetween(value - 1e-3, Math.min(value + 1e-3, relaxation));
        for (int x = Bits.next(allowed, 0); x >= 0; x = Bits.next(allowed, x + 1)) {
            long sum = 0;
            for (int c = 0; c < m; c++) {
                if (Bits.get(model.neighbourhood(x), c)) {
                    sum += dual.cell[c];
                }
            }
            for (int i = 0; i < outer.length; i++) {
                if (Bits.get(outerCells[i], x)) {
                    sum += dual.outer[i];
                }
            }
            assertThat(sum).isLessThanOrEqualTo(FrameDual.SCALE);
        }
    }
}
