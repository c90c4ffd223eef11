package org.polyboard.solver.enumerate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

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
        Root root = new Root(n, objective, spec);
        AttackModel model = root.model;
        Frames.Frame frame = root.frame;
        int m = model.cellCount();
        long[] allowed = root.allowed;
        long[][] outerCells = root.outerCells;
        FrameDual dual = FrameDual.solve(root.hood, allowed, frame.boundary(), frame.boundary(), outerCells,
                Double.MAX_VALUE);
        assertChecks(dual, model, allowed, outerCells);
        for (int c = 0; c < m; c++) {
            if (dual.cell[c] > 0) {
                assertThat(Bits.get(frame.boundary(), c)).isTrue();
            }
        }
        assertThat(bound(dual, Bits.full(m, model.words()), outerCells)).isBetween(value - 1e-3,
                Math.min(value + 1e-3, relaxation));
    }

    /**
     * Below a frame's root, at a node with queens placed, the weights are solved on the cells still to dominate and the
     * outer lines still empty. Over all of them the value is the relaxation's (HiGHS on the same sets: 7.97999 on 16×16
     * with a queen on an outer row, 11.29787 on 27×27 with two independent queens); started from the boundary cells
     * left, a second round adds the cells the relaxation leaves uncovered, which brings the value close below it; with
     * a goal below that the rounds stop once their value passes it, and the bound still passes it.
     */
    @ParameterizedTest
    @CsvSource({"16, MIN_DOMINATION, '5,12,3,12', '39.118', 7.979986",
        "27, MIN_INDEPENDENT_DOMINATION, '0,26,0,26', '300.400', 11.297870"})
    void belowTheRootTheRoundsReachTheRelaxation(int n, Objective objective, String spec, String queens,
            double relaxation) {
        Root root = new Root(n, objective, spec);
        AttackModel model = root.model;
        Frames.Frame frame = root.frame;
        int m = model.cellCount();
        long[][] hood = root.hood;
        long[] allowed = root.allowed;
        long[][] outerCells = root.outerCells;
        int[] outer = frame.outerLines(model.extent(0), model.extent(1));
        long[] u = Bits.full(m, model.words());
        int[] chosen = Specs.cells(queens);
        for (int q : chosen) {
            Bits.andNot(u, hood[q], u);
            if (objective == Objective.MIN_INDEPENDENT_DOMINATION) {
                Bits.andNot(allowed, hood[q], allowed);
            } else {
                Bits.clear(allowed, q);
            }
            for (int i = 0; i < outer.length; i++) {
                if (outerCells[i] != null && Bits.get(outerCells[i], q)) {
                    outerCells[i] = null; // the line holds a queen
                }
            }
        }
        long[] start = frame.boundary().clone();
        Bits.and(start, u, start);
        assertThat(Bits.count(start)).isLessThan(Bits.count(u));

        FrameDual all = FrameDual.solve(hood, allowed, u, u, outerCells, Double.MAX_VALUE);
        FrameDual rounds = FrameDual.solve(hood, allowed, u, start, outerCells, Double.MAX_VALUE);
        FrameDual early = FrameDual.solve(hood, allowed, u, start, outerCells, relaxation - 0.5);
        for (FrameDual dual : List.of(all, rounds, early)) {
            assertChecks(dual, model, allowed, outerCells);
        }
        assertThat(bound(all, u, outerCells)).isBetween(relaxation - 1e-3, relaxation);
        assertThat(bound(rounds, u, outerCells)).isBetween(relaxation - 0.1, relaxation);
        assertThat(bound(early, u, outerCells)).isBetween(relaxation - 0.5 - 1e-3, relaxation);
    }

    /** A frame's root: its model's neighbourhoods, the cells allowed and the cells of its outer lines. */
    private static final class Root {
        final AttackModel model;
        final Frames.Frame frame;
        final long[][] hood;
        final long[] allowed;
        final long[][] outerCells;

        Root(int n, Objective objective, String spec) {
            model = TestdataProblems.problem("rect:" + n + "x" + n, "queen", objective).model();
            Frames frames = new Frames(model);
            frame = frames.parse(spec, false);
            hood = new long[model.cellCount()][];
            for (int c = 0; c < hood.length; c++) {
                hood[c] = model.neighbourhood(c);
            }
            allowed = Bits.full(model.cellCount(), model.words());
            Bits.andNot(allowed, frame.lines(), allowed);
            int[] outer = frame.outerLines(frames.rows(), frames.columns());
            outerCells = new long[outer.length][];
            for (int i = 0; i < outer.length; i++) {
                outerCells[i] = frames.lineCells(outer[i]);
            }
        }
    }

    /**
     * The weights are not negative, 0 off their support and on the lines that hold a queen, and every allowed cell's
     * inequality holds in integers, summed here again from the model's neighbourhoods.
     */
    private static void assertChecks(FrameDual dual, AttackModel model, long[] allowed, long[][] outerCells) {
        assertThat(dual).isNotNull();
        for (int c = 0; c < model.cellCount(); c++) {
            assertThat(dual.cell[c]).isNotNegative();
            assertThat(Bits.get(dual.support, c)).isEqualTo(dual.cell[c] > 0);
        }
        for (int i = 0; i < outerCells.length; i++) {
            assertThat(dual.outer[i]).isNotNegative();
            if (outerCells[i] == null) {
                assertThat(dual.outer[i]).isZero();
            }
        }
        for (int x = Bits.next(allowed, 0); x >= 0; x = Bits.next(allowed, x + 1)) {
            long sum = 0;
            for (int c = 0; c < model.cellCount(); c++) {
                if (Bits.get(model.neighbourhood(x), c)) {
                    sum += dual.cell[c];
                }
            }
            for (int i = 0; i < outerCells.length; i++) {
                if (outerCells[i] != null && Bits.get(outerCells[i], x)) {
                    sum += dual.outer[i];
                }
            }
            assertThat(sum).isLessThanOrEqualTo(FrameDual.SCALE);
        }
    }

    /** The weights' bound at a node with cells {@code u} left to dominate and the outer lines of {@code outerCells}. */
    private static double bound(FrameDual dual, long[] u, long[][] outerCells) {
        long total = 0;
        for (int c = Bits.next(u, 0); c >= 0; c = Bits.next(u, c + 1)) {
            total += dual.cell[c];
        }
        for (int i = 0; i < outerCells.length; i++) {
            if (outerCells[i] != null) {
                total += dual.outer[i];
            }
        }
        return (double) total / FrameDual.SCALE;
    }
}
