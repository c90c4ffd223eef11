package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.AttackModel;

/**
 * The packing of {@link PackingWeights} with triples of cells beside single ones, a second bound the search cuts by.
 * A triple is three cells that pair by pair share a coverer but have none in common: no one piece covers all three,
 * so any cover holds two pieces among their coverers, where the LP of single cells may count 1.5 (the three cells'
 * rows added, halved and rounded up: a Chvátal–Gomory cut; Morgenstern's and Rubin's hand proofs round groups of cells
 * so). Weights {@code y[v]} per cell and {@code z[T]} per triple, scaled by {@link PackingWeights#SCALE}, such that
 * for every piece the weights of the cells it covers and of the triples it touches sum to at most {@code SCALE}; then
 * covering a set U of cells needs at least (Σ over v in U of y[v] + Σ over T of z[T]·need(T ∩ U)) / SCALE pieces,
 * need being 2 for three cells, 1 for one or two (two cells of a triple share a coverer), 0 for none: the LP's dual
 * stays feasible for any part of the board left to cover. The weights solve the LP with the triples as columns
 * ({@link PackingWeights#simplex}), the triples entering by column generation (those whose column would raise the
 * objective at the last solution's duals, until none would), rounded down and checked in integer arithmetic. At the
 * root on n×n knights (bench/knights-lp-cuts.py) it lifts 16×16 from 33.90 to 36.15 knights; in the search, 16×16 with
 * at most 39 knights is refuted in 10.1 M nodes instead of 29.4 M (docs/knights.md).
 */
final class TriplePacking {

    /**
     * Whether the searches cut by this bound too (since tree t11, docs/knights.md); the system property
     * {@code polyboard.bnb.triples=false} leaves it out, for measuring what it brings (bench/knights-refute.sh), and
     * the units are then named for the trees without it.
     */
    static final boolean ON = !"false".equals(System.getProperty("polyboard.bnb.triples"));

    /** Largest board whose triples' LP is solved. */
    static final int MAX_CELLS = 400;
    /** How far below zero a triple's reduced cost must be for it to join the LP. */
    private static final double PRICE_EPS = 1e-9;

    /** Per cell, its weight. */
    final long[] cellWeight;
    /** The triples kept (those with a positive weight): three cells each, in order. */
    final int[] tripleCells;
    /** Per triple kept, its weight. */
    final long[] tripleWeight;
    /** Per cell, the triples kept that hold it. */
    final int[][] triplesOf;
    /** The bound on the empty board, times {@code SCALE}: the cells' weights and twice the triples'. */
    final long total;

    private TriplePacking(long[] cellWeight, int[] tripleCells, long[] tripleWeight) {
        this.cellWeight = cellWeight;
        this.tripleCells = tripleCells;
        this.tripleWeight = tripleWeight;
        List<List<Integer>> of = new ArrayList<>();
        for (int v = 0; v < cellWeight.length; v++) {
            of.add(new ArrayList<>());
        }
        long sum = PackingWeights.total(cellWeight);
        for (int t = 0; t < tripleWeight.length; t++) {
            for (int i = 0; i < 3; i++) {
                of.get(tripleCells[3 * t + i]).add(t);
            }
            sum += 2 * tripleWeight[t];
        }
        this.triplesOf = of.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        this.total = sum;
    }

    /**
     * The packing of {@code model}'s cells and triples ({@code open}: a piece covers only the cells it attacks), or
     * null when the board is larger than {@link #MAX_CELLS}, has no triple, or the simplex does not converge or is
     * stopped.
     */
    static TriplePacking of(AttackModel model, boolean open, BooleanSupplier stop) {
        int m = model.cellCount();
        if (m == 0 || m > MAX_CELLS) {
            return null;
        }
        // per cell its coverers (the pieces, by cell, whose neighbourhood holds it: the packing LP's column), and per
        // piece the cells it covers, as bit sets
        int[][] rows = PackingWeights.columns(model, 0, open);
        long[][] coverers = new long[m][(m + 63) >>> 6];
        long[][] covers = new long[m][(m + 63) >>> 6];
        for (int v = 0; v < m; v++) {
            for (int piece : rows[v]) {
                coverers[v][piece >>> 6] |= 1L << piece;
                covers[piece][v >>> 6] |= 1L << v;
            }
        }
        List<int[]> triples = triples(m, coverers, covers, rows);
        if (triples.isEmpty()) {
            return null;
        }
        int[][] tripleRows = new int[triples.size()][];
        for (int t = 0; t < triples.size(); t++) {
            int[] abc = triples.get(t);
            long[] union = coverers[abc[0]].clone();
            for (int i = 0; i < union.length; i++) {
                union[i] |= coverers[abc[1]][i] | coverers[abc[2]][i];
            }
            tripleRows[t] = members(union);
        }
        // column generation: the cells' columns and the triples priced in so far; a triple joins when its column
        // would raise the objective at the duals of the last solution, until none would
        List<Integer> active = new ArrayList<>();
        boolean[] in = new boolean[triples.size()];
        double[] duals = new double[m];
        while (true) {
            int[][] columns = Arrays.copyOf(rows, m + active.size());
            double[] objective = new double[columns.length];
            Arrays.fill(objective, 0, m, 1);
            for (int j = 0; j < active.size(); j++) {
                columns[m + j] = tripleRows[active.get(j)];
                objective[m + j] = 2;
            }
            double[] x = PackingWeights.simplex(m, columns, objective, stop, duals);
            if (x == null) {
                return null;
            }
            int before = active.size();
            for (int t = 0; t < triples.size(); t++) {
                double price = -2;
                for (int r : tripleRows[t]) {
                    price += duals[r];
                }
                if (!in[t] && price < -PRICE_EPS) {
                    in[t] = true;
                    active.add(t);
                }
            }
            if (active.size() == before) {
                List<int[]> kept = new ArrayList<>();
                for (int t : active) {
                    kept.add(triples.get(t));
                }
                return integral(m, columns, x, kept);
            }
        }
    }

    /** Every triple a < b < c of cells that pair by pair share a coverer and have none in common. */
    private static List<int[]> triples(int m, long[][] coverers, long[][] covers, int[][] rows) {
        // near[a]: the cells sharing a coverer with a (the cells its coverers cover)
        long[][] near = new long[m][coverers[0].length];
        for (int a = 0; a < m; a++) {
            for (int piece : rows[a]) {
                for (int i = 0; i < near[a].length; i++) {
                    near[a][i] |= covers[piece][i];
                }
            }
        }
        List<int[]> triples = new ArrayList<>();
        for (int a = 0; a < m; a++) {
            for (int b : members(near[a])) {
                if (b <= a) {
                    continue;
                }
                for (int c : members(near[b])) {
                    if (c > b && (near[a][c >>> 6] & 1L << c) != 0 && !common(coverers[a], coverers[b], coverers[c])) {
                        triples.add(new int[] {a, b, c});
                    }
                }
            }
        }
        return triples;
    }

    /** The members of a bit set, in order. */
    private static int[] members(long[] bits) {
        int count = 0;
        for (long word : bits) {
            count += Long.bitCount(word);
        }
        int[] members = new int[count];
        int k = 0;
        for (int i = 0; i < bits.length; i++) {
            for (long word = bits[i]; word != 0; word &= word - 1) {
                members[k++] = (i << 6) + Long.numberOfTrailingZeros(word);
            }
        }
        return members;
    }

    private static boolean common(long[] a, long[] b, long[] c) {
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & b[i] & c[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The LP's values rounded down to integer weights, scaled down where a piece's sum exceeds SCALE, checked. */
    private static TriplePacking integral(int m, int[][] columns, double[] x, List<int[]> triples) {
        long[] w = new long[columns.length];
        for (int j = 0; j < w.length; j++) {
            w[j] = x[j] <= 0 ? 0 : (long) Math.floor(x[j] * PackingWeights.SCALE);
        }
        long most = Math.max(1, mostLoad(m, columns, w));
        if (most > PackingWeights.SCALE) {
            for (int j = 0; j < w.length; j++) {
                w[j] = w[j] * PackingWeights.SCALE / most;
            }
        }
        if (mostLoad(m, columns, w) > PackingWeights.SCALE) {
            throw new IllegalStateException("triple packing weights exceed " + PackingWeights.SCALE + " on a piece");
        }
        int kept = 0;
        for (int t = 0; t < triples.size(); t++) {
            kept += w[m + t] > 0 ? 1 : 0;
        }
        int[] cells = new int[3 * kept];
        long[] weight = new long[kept];
        for (int t = 0, k = 0; t < triples.size(); t++) {
            if (w[m + t] > 0) {
                System.arraycopy(triples.get(t), 0, cells, 3 * k, 3);
                weight[k++] = w[m + t];
            }
        }
        long[] cellWeight = new long[m];
        System.arraycopy(w, 0, cellWeight, 0, m);
        return new TriplePacking(cellWeight, cells, weight);
    }

    /** The largest sum of weights over a piece's row: the columns that list it. */
    private static long mostLoad(int m, int[][] columns, long[] w) {
        long[] load = new long[m];
        for (int j = 0; j < columns.length; j++) {
            for (int r : columns[j]) {
                load[r] += w[j];
            }
        }
        long most = 0;
        for (long l : load) {
            most = Math.max(most, l);
        }
        return most;
    }
}
