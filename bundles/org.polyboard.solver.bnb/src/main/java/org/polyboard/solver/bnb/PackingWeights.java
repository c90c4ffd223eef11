package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.AttackModel;

/**
 * A fractional packing as integer weights: {@code w[v] ≥ 0} with every closed neighbourhood summing to at
 * most {@link #SCALE}. Any cover needs at least {@code w(U) / SCALE} pieces to cover a set U of cells, since
 * one piece covers weight at most {@code SCALE}. The weights come from the packing LP (max Σy subject to
 * y(N[c]) ≤ 1, y ≥ 0) solved once by a dense simplex on doubles, averaged over the board's symmetries so
 * that the weight is spread out, then rounded down to integers and scaled down where rounding left a
 * neighbourhood above {@code SCALE}; the feasibility is checked in exact integer arithmetic, so the bound
 * is valid whatever the floating-point error.
 * <p>
 * For total domination, where a piece covers only the cells it attacks, the neighbourhoods are the open ones:
 * {@code open} everywhere below leaves a cell out of its own neighbourhood.
 */
final class PackingWeights {

    /** The weight one piece can cover at most. */
    static final long SCALE = 1L << 24;

    /** Largest model solved by the simplex; larger ones get the neighbourhood-size weights. */
    static final int MAX_SIMPLEX_CELLS = 400;

    private static final double EPS = 1e-9;

    private PackingWeights() {
    }

    /** The best packing found for {@code model}: the LP one when the simplex succeeds, else the simple one. */
    static long[] of(AttackModel model, boolean open, BooleanSupplier stop) {
        long[] simple = simple(model, open);
        long[] lp = region(model, 0, open, stop);
        return lp != null && total(lp) >= total(simple) ? lp : simple;
    }

    /**
     * A packing of the cells from {@code from} on (zero below it): an optimal one of the LP restricted to
     * those cells, where every closed neighbourhood, also of a cell below {@code from}, counts only its
     * cells in the region. Covering the region needs at least its total / {@link #SCALE} pieces; it beats the
     * whole board's packing restricted to the region because the region's first cells border on nothing.
     * Returns null when the board is too large for the simplex, it does not converge or {@code stop} says so.
     */
    static long[] region(AttackModel model, int from, boolean open, BooleanSupplier stop) {
        int m = model.cellCount();
        if (m == 0 || m > MAX_SIMPLEX_CELLS) {
            return null;
        }
        double[] y = solveLp(model, from, open, stop);
        return y == null ? null : integral(model, symmetrised(model, y, from), open);
    }

    /** y_v = 1 / max over u in N[v] of |N[u]|: each neighbourhood N[c] sums to at most 1 (open ones likewise). */
    static long[] simple(AttackModel model, boolean open) {
        int m = model.cellCount();
        int self = open ? 0 : 1;
        long[] w = new long[m];
        for (int v = 0; v < m; v++) {
            int most = Math.max(1, model.neighbours(v).length + self);
            for (int u : model.neighbours(v)) {
                most = Math.max(most, model.neighbours(u).length + self);
            }
            w[v] = SCALE / most;
        }
        return w;
    }

    static long total(long[] w) {
        long sum = 0;
        for (long x : w) {
            sum += x;
        }
        return sum;
    }

    /** Whether every closed (or open) neighbourhood sums to at most {@link #SCALE}. */
    static boolean feasible(AttackModel model, long[] w, boolean open) {
        for (int c = 0; c < model.cellCount(); c++) {
            if (neighbourhoodSum(model, w, c, open) > SCALE) {
                return false;
            }
        }
        return true;
    }

    private static long neighbourhoodSum(AttackModel model, long[] w, int c, boolean open) {
        long sum = open ? 0 : w[c];
        for (int u : model.neighbours(c)) {
            sum += w[u];
        }
        return sum;
    }

    /** The mean of y's images under the symmetries that map the region onto itself. */
    private static double[] symmetrised(AttackModel model, double[] y, int from) {
        double[] mean = new double[y.length];
        int used = 0;
        for (int[] g : model.symmetries()) {
            boolean keeps = true;
            for (int v = from; v < y.length && keeps; v++) {
                keeps = g[v] >= from;
            }
            if (!keeps) {
                continue;
            }
            used++;
            for (int v = 0; v < y.length; v++) {
                mean[g[v]] += y[v];
            }
        }
        for (int v = 0; v < y.length; v++) {
            mean[v] /= used;
        }
        return mean;
    }

    private static long[] integral(AttackModel model, double[] y, boolean open) {
        int m = model.cellCount();
        long[] w = new long[m];
        for (int v = 0; v < m; v++) {
            w[v] = y[v] <= 0 ? 0 : (long) Math.floor(y[v] * SCALE);
        }
        long most = 0;
        for (int c = 0; c < m; c++) {
            most = Math.max(most, neighbourhoodSum(model, w, c, open));
        }
        if (most > SCALE) {
            for (int v = 0; v < m; v++) {
                w[v] = w[v] * SCALE / most;
            }
        }
        if (!feasible(model, w, open)) {
            throw new IllegalStateException("packing weights exceed " + SCALE + " on a neighbourhood after scaling");
        }
        return w;
    }

    /**
     * Maximises Σy over the cells v ≥ from subject to y(N[c] ∩ region) ≤ 1 for every cell c and y ≥ 0 ({@link
     * #simplex}). Returns y over all cells (zero below {@code from}), or null when it does not converge.
     */
    private static double[] solveLp(AttackModel model, int from, boolean open, BooleanSupplier stop) {
        int m = model.cellCount();
        int n = m - from;
        int[][] columns = columns(model, from, open);
        double[] objective = new double[n];
        Arrays.fill(objective, 1);
        double[] x = simplex(m, columns, objective, stop, null);
        if (x == null) {
            return null;
        }
        double[] y = new double[m];
        System.arraycopy(x, 0, y, from, n);
        return y;
    }

    /**
     * The packing LP's columns for the cells v ≥ {@code from}: column v − from lists the rows c (a piece on cell c)
     * whose neighbourhood holds v, ascending ({@code open}: a piece does not cover its own cell).
     */
    static int[][] columns(AttackModel model, int from, boolean open) {
        int m = model.cellCount();
        List<List<Integer>> lists = new ArrayList<>();
        for (int v = from; v < m; v++) {
            lists.add(new ArrayList<>());
        }
        for (int c = 0; c < m; c++) {
            if (c >= from && !open) {
                lists.get(c - from).add(c);
            }
            for (int u : model.neighbours(c)) {
                if (u >= from) {
                    lists.get(u - from).add(c);
                }
            }
        }
        return lists.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }

    /**
     * Maximises Σ objective[j]·x[j] subject to, for each of the {@code rows} rows, the sum of the x[j] whose column
     * lists it at most 1, and x ≥ 0, with the tableau simplex (Dantzig's rule, Bland's rule after many degenerate
     * steps). {@code columns[j]} lists the rows of column j, each once. Returns x, or null when it does not converge or
     * {@code stop} says so; with {@code duals} not null, fills it with the optimal dual value of each row.
     */
    static double[] simplex(int rows, int[][] columns, double[] objective, BooleanSupplier stop, double[] duals) {
        int m = rows;
        int n = columns.length;
        int cols = n + m + 1;
        double[][] t = new double[m + 1][cols];
        for (int j = 0; j < n; j++) {
            for (int r : columns[j]) {
                t[r][j] = 1;
            }
            t[m][j] = -objective[j];
        }
        for (int r = 0; r < m; r++) {
            t[r][n + r] = 1;
            t[r][cols - 1] = 1;
        }
        double[] objectiveRow = t[m];
        int[] basis = new int[m];
        for (int r = 0; r < m; r++) {
            basis[r] = n + r;
        }
        int limit = 50 * m + 1_000;
        int degenerate = 0;
        for (int iteration = 0; iteration < limit; iteration++) {
            if ((iteration & 63) == 0 && stop.getAsBoolean()) {
                return null;
            }
            boolean bland = degenerate > 2 * m;
            int enter = -1;
            double most = -EPS;
            for (int j = 0; j < cols - 1; j++) {
                if (objectiveRow[j] < most) {
                    enter = j;
                    if (bland) {
                        break;
                    }
                    most = objectiveRow[j];
                }
            }
            if (enter < 0) {
                if (duals != null) {
                    // a slack's reduced cost is its row's dual value
                    System.arraycopy(objectiveRow, n, duals, 0, m);
                }
                double[] x = new double[n];
                for (int r = 0; r < m; r++) {
                    if (basis[r] < n) {
                        x[basis[r]] = t[r][cols - 1];
                    }
                }
                return x;
            }
            int leave = -1;
            double ratio = Double.MAX_VALUE;
            for (int r = 0; r < m; r++) {
                double a = t[r][enter];
                if (a > EPS) {
                    double q = t[r][cols - 1] / a;
                    if (q < ratio - EPS || q < ratio + EPS && leave >= 0 && basis[r] < basis[leave]) {
                        ratio = q;
                        leave = r;
                    }
                }
            }
            if (leave < 0) {
                return null;
            }
            degenerate = ratio < EPS ? degenerate + 1 : 0;
            pivot(t, leave, enter);
            basis[leave] = enter;
        }
        return null;
    }

    private static void pivot(double[][] t, int row, int col) {
        double[] p = t[row];
        double inv = 1 / p[col];
        int cols = p.length;
        int[] nonzero = new int[cols];
        int k = 0;
        for (int j = 0; j < cols; j++) {
            if (p[j] != 0) {
                p[j] *= inv;
                nonzero[k++] = j;
            }
        }
        p[col] = 1;
        for (int r = 0; r < t.length; r++) {
            if (r == row) {
                continue;
            }
            double[] q = t[r];
            double f = q[col];
            if (f == 0) {
                continue;
            }
            for (int i = 0; i < k; i++) {
                int j = nonzero[i];
                q[j] -= f * p[j];
            }
            q[col] = 0;
        }
    }
}
