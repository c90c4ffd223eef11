package org.polyboard.solver.enumerate;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.AttackModel;

/**
 * An upper bound on the number of pieces no two of which attack each other, from a fractional cover of the cells by
 * cliques (sets of cells that attack each other pairwise). An independent set meets a clique at most once; so if
 * cliques C<sub>1</sub>..C<sub>T</sub> (repeats allowed) cover cell v cov(v) times, then for any c > 0 an independent
 * set I has |I| <= sum over v in I of (cov(v) + max(0, c - cov(v))) / c <= (T + sum over all v of max(0, c - cov(v)))
 * / c. The bound is the floor of the least of these over c among the cov values, in integer arithmetic.
 * <p>
 * Lines are cliques, but far from the largest: on the boxes 3^d a line holds three cells, where the 2^d cells of a
 * sub-box of side 2 attack each other pairwise, and the lines alone bound 3^6 by 243 against an optimum of 19. The
 * cliques are chosen by multiplicative weights (the Garg–Könemann scheme for fractional covering): each cell weighs
 * (1 - {@value #EPSILON})^cov(v), and each step takes the heaviest of the cliques grown greedily from the
 * {@value #SEEDS} heaviest cells (each adding the heaviest cell that attacks every cell taken). The weights steer the
 * cover towards the cells it covers least, and the multiset of cliques approaches an optimal fractional cover: the
 * bound reaches the optimum of 3^6 (19) after about 21 000 steps (1 s) and of 3^7 (32) after about 29 000 (4 s),
 * where ojAlgo's simplex, given the same cliques as rows of the packing LP, was seen to lose its way on 3^6. Every
 * clique is checked to attack pairwise before it counts, so the bound rests on integer arithmetic alone. Not
 * thread-safe: one per solve.
 */
final class CliqueCoverBound {

    /** How much a cell's weight falls each time a chosen clique covers it. */
    static final double EPSILON = 0.05;
    /** Cliques grown per step, from the heaviest cells. */
    static final int SEEDS = 8;
    /** Steps between two evaluations of the cover. */
    static final int CHECK_EVERY = 1000;
    /** The cover stops once its bound has not fallen for this many steps and for half of all its steps so far. */
    static final int PATIENCE = 20_000;
    /** Steps at most. */
    static final int MAX_STEPS = 200_000;

    /**
     * @param bound the floor of the cover's weight: no independent set has more pieces
     * @param numerator the cover's weight is {@code numerator / denominator}
     * @param steps cliques in the cover, with repeats
     */
    record Certificate(long bound, long numerator, long denominator, long steps) {

        double weight() {
            return (double) numerator / denominator;
        }

        /** The proof line of an optimum that meets the bound. */
        String proof() {
            return String.format(Locale.ROOT, "fractional cover by %d cliques of pairwise attacking cells (weight %.3f,"
                    + " certified in integer arithmetic): at most %d pieces", steps, weight(), bound);
        }
    }

    private final AttackModel model;
    private final int m;
    private final int words;
    private final long[] cov;
    private final double[] weight;
    private final int[] seeds = new int[SEEDS];
    private final int[] clique;
    private final int[] grown;
    private final long[] open;
    private final long[] sorted;
    private long steps;
    private Certificate best;

    private CliqueCoverBound(AttackModel model) {
        this.model = model;
        this.m = model.cellCount();
        this.words = model.words();
        this.cov = new long[m];
        this.weight = new double[m];
        Arrays.fill(weight, 1);
        this.clique = new int[m];
        this.grown = new int[m];
        this.open = new long[words];
        this.sorted = new long[m];
    }

    /** A cover of {@code model}'s cells, not yet begun; {@link #improve} grows it. */
    static CliqueCoverBound of(AttackModel model) {
        return new CliqueCoverBound(model);
    }

    /** The best cover so far, or {@code null} before the first {@value #CHECK_EVERY} steps. */
    Certificate best() {
        return best;
    }

    /**
     * Goes on covering until the bound reaches {@code target} (nothing more is needed then), the bound has not
     * fallen for {@value #PATIENCE} steps and for half of this call's steps, {@value #MAX_STEPS} steps are taken in
     * all, or {@code stop} says so. A later call with a higher target goes on from where this one stopped.
     *
     * @return the best cover so far, or {@code null} when there is none yet (no cells, or stopped at once)
     */
    Certificate improve(long target, BooleanSupplier stop) {
        if (m == 0) {
            return null;
        }
        long first = steps;
        long improved = steps;
        double fall = 1 - EPSILON;
        while (steps < MAX_STEPS && (best == null || best.bound() > target)) {
            steps++;
            int size = 0;
            double heaviest = -1;
            int seedCount = heaviestCells();
            for (int s = 0; s < seedCount; s++) {
                int grownSize = grow(seeds[s]);
                double w = 0;
                for (int i = 0; i < grownSize; i++) {
                    w += weight[grown[i]];
                }
                if (w > heaviest) {
                    heaviest = w;
                    size = grownSize;
                    System.arraycopy(grown, 0, clique, 0, grownSize);
                }
            }
            check(clique, size);
            for (int i = 0; i < size; i++) {
                cov[clique[i]]++;
                weight[clique[i]] *= fall;
            }
            if (steps % CHECK_EVERY == 0) {
                Certificate now = evaluate();
                if (best == null || now.numerator() * best.denominator() < best.numerator() * now.denominator()) {
                    if (best == null || now.bound() < best.bound()) {
                        improved = steps;
                    }
                    best = now;
                }
                if (stop.getAsBoolean() || steps - improved > Math.max(PATIENCE, (steps - first) / 2)) {
                    break;
                }
                rescale();
            }
        }
        return best;
    }

    /** Writes the (up to) {@link #SEEDS} heaviest cells to {@code seeds}, heaviest first; returns how many. */
    private int heaviestCells() {
        int count = 0;
        for (int v = 0; v < m; v++) {
            double w = weight[v];
            if (count == seeds.length && w <= weight[seeds[count - 1]]) {
                continue;
            }
            int at = Math.min(count, seeds.length - 1);
            while (at > 0 && weight[seeds[at - 1]] < w) {
                seeds[at] = seeds[at - 1];
                at--;
            }
            seeds[at] = v;
            count = Math.min(count + 1, seeds.length);
        }
        return count;
    }

    /** Grows a maximal clique from {@code v}, heaviest cell first; writes it to {@code into}, returns its size. */
    private int grow(int v) {
        System.arraycopy(model.neighbourhood(v), 0, open, 0, words);
        Bits.clear(open, v);
        grown[0] = v;
        int size = 1;
        while (true) {
            int pick = -1;
            double heaviest = -1;
            // the cover's hottest loop: word by word (Bits.next per cell made the 3^6 cover about a third slower)
            for (int k = 0; k < words; k++) {
                for (long word = open[k]; word != 0; word &= word - 1) {
                    int u = (k << 6) + Long.numberOfTrailingZeros(word);
                    if (weight[u] > heaviest) {
                        heaviest = weight[u];
                        pick = u;
                    }
                }
            }
            if (pick < 0) {
                return size;
            }
            grown[size++] = pick;
            Bits.and(open, model.neighbourhood(pick), open);
            Bits.clear(open, pick);
        }
    }

    /** Checks that the cells attack each other pairwise: the cover's bound holds only for cliques. */
    private void check(int[] cells, int size) {
        for (int a = 0; a < size; a++) {
            long[] reach = model.neighbourhood(cells[a]);
            for (int b = a + 1; b < size; b++) {
                if (!Bits.get(reach, cells[b]) || cells[a] == cells[b]) {
                    throw new IllegalStateException("cells " + cells[a] + " and " + cells[b]
                            + " of a clique do not attack each other");
                }
            }
        }
    }

    /**
     * The least of (T + sum of max(0, c - cov(v))) / c over the distinct positive cov values c: with the covers
     * sorted, the sum over the cells covered less than c is c * (their number) - (their covers' sum).
     */
    private Certificate evaluate() {
        System.arraycopy(cov, 0, sorted, 0, m);
        Arrays.sort(sorted);
        long bestNumerator = 0;
        long bestDenominator = 0;
        long below = 0;
        for (int i = 0; i < m; i++) {
            long c = sorted[i];
            if (c > 0 && (i == 0 || c != sorted[i - 1])) {
                long numerator = steps + c * i - below;
                if (bestDenominator == 0 || numerator * bestDenominator < bestNumerator * c) {
                    bestNumerator = numerator;
                    bestDenominator = c;
                }
            }
            below += c;
        }
        if (bestDenominator == 0) {
            // no cell covered: the trivial cover, one per cell
            return new Certificate(m, m, 1, steps);
        }
        return new Certificate(bestNumerator / bestDenominator, bestNumerator, bestDenominator, steps);
    }

    /** Keeps the weights away from underflow: the heaviest becomes 1 (only their ratios matter). */
    private void rescale() {
        double heaviest = 0;
        for (double w : weight) {
            heaviest = Math.max(heaviest, w);
        }
        if (heaviest > 0 && heaviest < 1e-100) {
            for (int v = 0; v < m; v++) {
                weight[v] /= heaviest;
            }
        }
    }
}
