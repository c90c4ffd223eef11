package org.polyboard.solver.enumerate;

import java.util.Arrays;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * A certified lower bound on the queens a frame's placements still need, from the linear relaxation of the frame: the
 * queens stand on its allowed cells, dominate every cell and fill every outer line. A solution of its dual gives a
 * weight y_c ≥ 0 to each cell and o ≥ 0 to each outer line such that every allowed cell x meets
 * <pre>  y(N[x]) + o(outer lines through x) ≤ 1.</pre>
 * Summed over the queens S of any placement of the frame below a node with cells U still to dominate, the left side
 * counts each cell of U and each outer line still empty at least once, so |S| ≥ y(U) + o(outer lines still empty),
 * and a node is cut when that exceeds the queens left. It is the same program at every node, only with fewer cells to
 * dominate and fewer allowed, so the weights solved once at the frame's root stay feasible below it; each allowed
 * cell's slack in its inequality (its reduced cost) is what a queen there wastes of the bound, as in
 * {@code DominationSearch.narrow}.
 * <p>
 * The relaxation's optimum at a frame's root weighs mostly the boundary cells of the frame's rectangle and its outer
 * lines (on the frames of 27×27 and 20×20 looked at, only those: 54 of the 104 boundary cells of 27×27 with its whole
 * boundary, and no weight on the constraints of independence, one queen a line; on 16×16 the frame (5, 12, 3, 12)
 * gives 9.20 so against 9.24), so only those are the program's variables: about a hundred on 27×27 instead of 729, solved
 * by ojAlgo's simplex in about 25 ms a frame on 20×20, where all the cells took 0.3 s. The floating-point solution is
 * rounded down to integers of {@link #SCALE} and every allowed cell's inequality checked in integers, so the bound does
 * not rest on the solver: weights that fail the check, or a solver that fails, leave the frame without them. Refuting
 * 14 independent queens on 27×27 the frames' units search 0.57 times the nodes with them. Immutable.
 */
final class FrameDual {

    /** What a queen weighs: the weights are integers, a queen's inequality sums to at most this. */
    static final int SCALE = 1 << 20;

    /** y, scaled; 0 off {@link #support}. */
    final int[] cell;
    /** The cells with a positive y. */
    final long[] support;
    /** o of each outer line, in the order of the frame's outer lines. */
    final int[] outer;

    private FrameDual(int[] cell, long[] support, int[] outer) {
        this.cell = cell;
        this.support = support;
        this.outer = outer;
    }

    /**
     * Solves the weights of a frame whose queens stand on {@code allowed}, or returns {@code null} when the solver
     * fails or the rounded weights do not check.
     *
     * @param hood the closed neighbourhood of each cell
     * @param boundary the boundary cells of the frame's rectangle, the only cells weighed
     * @param outerCells the cells of each outer line of the frame
     */
    static FrameDual solve(long[][] hood, long[] allowed, long[] boundary, long[][] outerCells) {
        int m = hood.length;
        ExpressionsBasedModel model = Optimisation.newEnvironment().newModel(new Optimisation.Options());
        // the relaxation's optimum weighs mostly the boundary of the frame's rectangle and its outer lines: the other
        // cells are left out of the program, with weight 0
        int[] cells = new int[Bits.count(boundary)];
        int[] index = new int[m];
        Arrays.fill(index, -1);
        Variable[] y = new Variable[cells.length];
        for (int c = Bits.next(boundary, 0), i = 0; c >= 0; c = Bits.next(boundary, c + 1), i++) {
            cells[i] = c;
            index[c] = i;
            y[i] = model.addVariable("y" + c).lower(0).weight(1);
        }
        Variable[] o = new Variable[outerCells.length];
        for (int i = 0; i < o.length; i++) {
            o[i] = model.addVariable("o" + i).lower(0).weight(1);
        }
        long[] seen = new long[boundary.length];
        for (int x = Bits.next(allowed, 0); x >= 0; x = Bits.next(allowed, x + 1)) {
            Expression row = model.addExpression("x" + x).upper(1);
            for (int i = 0; i < seen.length; i++) {
                seen[i] = hood[x][i] & boundary[i];
            }
            for (int c = Bits.next(seen, 0); c >= 0; c = Bits.next(seen, c + 1)) {
                row.set(y[index[c]], 1);
            }
            for (int i = 0; i < o.length; i++) {
                if (Bits.get(outerCells[i], x)) {
                    row.set(o[i], 1);
                }
            }
        }
        Optimisation.Result result;
        try {
            result = model.maximise();
        } catch (RuntimeException e) {
            return null; // the frame is searched without weights, as when they fail the check
        }
        if (!result.getState().isFeasible()) {
            return null;
        }
        double[] values = new double[m + o.length];
        for (int i = 0; i < cells.length; i++) {
            values[cells[i]] = result.doubleValue(i);
        }
        for (int i = 0; i < o.length; i++) {
            values[m + i] = result.doubleValue(cells.length + i);
        }
        // rounded down with a margin far above the solver's tolerance, and a wider one if the integers still fail
        for (double margin : new double[] {1e-6, 1e-4, 1e-2}) {
            FrameDual dual = rounded(values, margin, hood, allowed, outerCells);
            if (dual != null) {
                return dual;
            }
        }
        return null;
    }

    /** The weights {@code values} rounded with {@code margin}, or {@code null} when an inequality fails. */
    private static FrameDual rounded(double[] values, double margin, long[][] hood, long[] allowed,
            long[][] outerCells) {
        int m = hood.length;
        int outers = outerCells.length;
        int[] cell = round(values, 0, m, margin);
        int[] outer = round(values, m, outers, margin);
        long[] support = new long[allowed.length];
        for (int c = 0; c < m; c++) {
            if (cell[c] > 0) {
                Bits.set(support, c);
            }
        }
        for (int x = Bits.next(allowed, 0); x >= 0; x = Bits.next(allowed, x + 1)) {
            long sum = 0;
            for (int c = Bits.next(hood[x], 0); c >= 0; c = Bits.next(hood[x], c + 1)) {
                sum += cell[c];
            }
            for (int i = 0; i < outers; i++) {
                if (Bits.get(outerCells[i], x)) {
                    sum += outer[i];
                }
            }
            if (sum > SCALE) {
                return null;
            }
        }
        return new FrameDual(cell, support, outer);
    }

    private static int[] round(double[] values, int from, int length, double margin) {
        int[] scaled = new int[length];
        for (int i = 0; i < length; i++) {
            scaled[i] = (int) Math.floor(Math.max(0, values[from + i]) * SCALE * (1 - margin));
        }
        return scaled;
    }
}
