package org.polyboard.solver.enumerate;

import java.util.Arrays;

import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.linear.LinearSolver;

/**
 * A certified lower bound on the queens a frame's placements still need, from the linear relaxation of the frame: the
 * queens stand on its allowed cells, dominate every cell and fill every outer line. A solution of its dual gives a
 * weight y_c ≥ 0 to each cell and o ≥ 0 to each outer line such that every allowed cell x meets
 * <pre>  y(N[x]) + o(outer lines through x) ≤ 1.</pre>
 * Summed over the queens S of any placement of the frame below a node with cells U still to dominate, the left side
 * counts each cell of U and each outer line still empty at least once, so |S| ≥ y(U) + o(outer lines still empty),
 * and a node is cut when that exceeds the queens left. It is the same program at every node, only with fewer cells to
 * dominate and fewer allowed, so the weights solved at a frame's root, or at any node, stay feasible below it; each
 * allowed cell's slack in its inequality (its reduced cost) is what a queen there wastes of the bound, as in
 * {@code DominationSearch.narrow}.
 * <p>
 * The relaxation's optimum at a frame's root weighs mostly the boundary cells of the frame's rectangle and its outer
 * lines, so only those are weighed, solved by ojAlgo's simplex as the dense rows of a {@link LinearSolver.Builder}.
 * The floating-point solution is rounded down to integers of {@link #SCALE} and every allowed cell's inequality checked
 * in integers, so the bound does not rest on the solver: weights that fail the check, or a solver that fails, leave
 * the frame without them.
 * <p>
 * Below the root, at the node a split unit resumes, the optimum weighs other cells too, and it cuts far more than the
 * frame's weights. It is solved from the boundary cells left, with the cells it leaves uncovered added in a second
 * round ({@link #ROUNDS}), which comes close to the optimum over every cell left at a fraction of its cost. What was
 * measured to choose all this is in docs/queens.md. Immutable.
 */
final class FrameDual {

    /** What a queen weighs: the weights are integers, a queen's inequality sums to at most this. */
    static final int SCALE = 1 << 20;
    /**
     * The rounds of {@link #solve} at most: the boundary cells left, then the cells they leave uncovered. Later rounds
     * add little to the bound and cost more than they save (docs/queens.md).
     */
    private static final int ROUNDS = 2;

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
     * fails or the rounded weights do not check. The program solved is the relaxation itself (a variable for each
     * allowed cell, a row for each cell weighed and each outer line still empty), whose rows' multipliers are the
     * weights: it has far fewer rows than the dual has, and it tells which cells left out are not yet covered. Its rows
     * start from the cells of {@code start} and, while the relaxation's value is {@code goal} or less, the cells of
     * {@code toDominate} that its optimum leaves less than covered are added, as rows, and it is solved again (up to
     * {@link #ROUNDS} times in all). The weights of any such program are weights of the whole one, 0 on the cells left
     * out.
     *
     * @param hood the closed neighbourhood of each cell
     * @param toDominate the cells still to dominate that may be weighed
     * @param start the cells of {@code toDominate} weighed from the first round: at a frame's root the boundary cells
     *     of its rectangle, and all of them
     * @param outerCells the cells of each outer line of the frame, {@code null} for a line that holds a queen (weight 0)
     * @param goal the value above which the rounds stop: the queens left, where the node is cut
     */
    static FrameDual solve(long[][] hood, long[] allowed, long[] toDominate, long[] start, long[][] outerCells,
            double goal) {
        int m = hood.length;
        int n = Bits.count(allowed);
        int[] cells = new int[n];
        int[] column = new int[m];
        for (int a = Bits.next(allowed, 0), i = 0; a >= 0; a = Bits.next(allowed, a + 1), i++) {
            cells[i] = a;
            column[a] = i;
        }
        double[] ones = new double[n];
        Arrays.fill(ones, 1);
        long[] rows = start.clone();
        for (int round = 1; ; round++) {
            // the relaxation, min Σx over x ≥ 0 with each row's queens at least 1, as −Σx ≤ −1
            LinearSolver.Builder program = LinearSolver.newBuilder().objective(ones).lower(0);
            int[] weighed = new int[Bits.count(rows) + outerCells.length];
            int r = 0;
            for (int c = Bits.next(rows, 0); c >= 0; c = Bits.next(rows, c + 1)) {
                program.inequality(-1, cover(hood[c], allowed, column, n));
                weighed[r++] = c;
            }
            for (int i = 0; i < outerCells.length; i++) {
                if (outerCells[i] != null) {
                    program.inequality(-1, cover(outerCells[i], allowed, column, n));
                    weighed[r++] = m + i;
                }
            }
            LinearSolver solver;
            Optimisation.Result result;
            try {
                solver = program.build();
                result = solver.solve();
            } catch (RuntimeException e) {
                return null; // the frame is searched without weights, as when they fail the check
            }
            if (!result.getState().isOptimal()) {
                return null;
            }
            int added = 0;
            if (result.getValue() <= goal && round < ROUNDS) {
                double[] queens = new double[m];
                for (int i = 0; i < n; i++) {
                    queens[cells[i]] = result.doubleValue(i);
                }
                for (int c = Bits.next(toDominate, 0); c >= 0; c = Bits.next(toDominate, c + 1)) {
                    if (!Bits.get(rows, c) && covered(queens, hood[c]) < 1 - 1e-9) {
                        Bits.set(rows, c);
                        added++;
                    }
                }
            }
            if (added == 0) {
                double[] values = new double[m + outerCells.length];
                for (int j = 0; j < r; j++) {
                    values[weighed[j]] = Math.abs(solver.getDualMultiplier(j));
                }
                // rounded down with a margin far above the solver's tolerance, and a wider one if the integers still
                // fail
                for (double margin : new double[] {1e-6, 1e-4, 1e-2}) {
                    FrameDual dual = rounded(values, margin, hood, allowed, outerCells);
                    if (dual != null) {
                        return dual;
                    }
                }
                return null;
            }
        }
    }

    /** A row of the program: −1 for each allowed cell of {@code cells}, by its column. */
    private static double[] cover(long[] cells, long[] allowed, int[] column, int n) {
        double[] row = new double[n];
        for (int i = 0; i < cells.length; i++) {
            long bits = cells[i] & allowed[i];
            while (bits != 0) {
                row[column[(i << 6) + Long.numberOfTrailingZeros(bits)]] = -1;
                bits &= bits - 1;
            }
        }
        return row;
    }

    private static double covered(double[] queens, long[] cells) {
        double sum = 0;
        for (int a = Bits.next(cells, 0); a >= 0; a = Bits.next(cells, a + 1)) {
            sum += queens[a];
        }
        return sum;
    }

    /** The weights {@code values} rounded with {@code margin}, or {@code null} when an inequality fails. */
    private static FrameDual rounded(double[] values, double margin, long[][] hood, long[] allowed,
            long[][] outerCells) {
        int m = hood.length;
        int outers = outerCells.length;
        int[] cell = round(values, 0, m, margin);
        int[] outer = round(values, m, outers, margin); // 0 on a line without a row: no multiplier was read for it
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
                if (outerCells[i] != null && Bits.get(outerCells[i], x)) {
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
            // a weight above 1 fails the check of any allowed cell that dominates its cell: kept at 1
            scaled[i] = (int) Math.floor(Math.min(1, Math.max(0, values[from + i])) * SCALE * (1 - margin));
        }
        return scaled;
    }
}
