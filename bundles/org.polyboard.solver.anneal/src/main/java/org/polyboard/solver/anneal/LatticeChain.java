package org.polyboard.solver.anneal;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import org.polyboard.api.solve.AttackModel;

/**
 * A search for ⌈n/2⌉ queens that dominate the n×n board from a lattice: one queen on each odd row and each odd
 * column (counted from 1), so that every odd row and column is occupied and only the cells of even row and even
 * column, (⌊n/2⌋)² of them, must be dominated along their diagonals. With queen i on (2i + 1, 2σ(i) + 1) for a
 * permutation σ of 0..m−1 (m = ⌈n/2⌉) and the even cell (2a, 2b) for a, b in 1..h (h = ⌊n/2⌋), the cell is
 * dominated when a − b = i − σ(i) (a difference line of the permutation) or a + b = i + σ(i) + 1 (a sum line).
 *
 * <p>The lines that must be drawn. A cell's difference a − b and sum a + b have the same parity, its class, and a
 * queen's two lines have opposite parities (their sum 2i + 1 is odd), so each queen draws one line for each class.
 * Within a class, the cells of difference d have the sums from 2 + |d| to 2h − |d|, a range that shrinks as |d| grows
 * and is the same for d and −d. So if T is the smallest |d| of the class whose difference line is not drawn, every
 * difference of the class below T must be drawn and every sum of a cell of difference ±T (which takes in the sums of
 * every cell with |d| ≥ T); and those lines dominate the class. A placement is thus exactly a permutation whose lines
 * include the required lines of one pair of thresholds (T₀, T₁), one per class: the search runs through the pairs
 * whose required lines the m queens can draw at all and, for each, looks for such a permutation depth first, always
 * drawing next the required line with the fewest (row, column) pairs left, and cutting a node when the queens left
 * cannot draw the required lines left of each class (a queen on (i, j) draws a difference line of class i + j mod 2
 * and a sum line of the other; how many of the free rows and columns can pair to an even i + j is a range, counted
 * from their parities). Once every required line is drawn, any columns complete the placement.
 *
 * <p>The form is a restriction chosen for its small space, not a theorem: a board may need ⌈n/2⌉ queens off the
 * lattice. Where a placement is found and ⌈n/2⌉ meets the lower bound of the literature ({@code QueenBound}) it is
 * optimal; so 29×29 gets its 15 queens (Gibbons and Webb, Australas. J. Combin. 15 (1997)), 41×41 and 45×45 their 21
 * and 23 (the same paper) and every (4k + 1)×(4k + 1) board the literature settled to 129×129 (Östergård and Weakley,
 * Electron. J. Combin. 8 (2001) R29) is within its reach. Placements kept by a symmetry of the board that maps the
 * lattice onto itself are searched first, each a space about the square root of the whole: on odd boards the half
 * turn (σ(m−1−i) = m−1−σ(i), with the middle queen on the middle cell), the quarter turn where the queens make whole
 * orbits of four (and the middle one), and the two diagonal mirrors, on even boards the main diagonal's mirror (the
 * required lines of a pair of thresholds are kept by each of them); then every placement. Each space is run from the
 * seed's random orders with node budgets per pair that double from {@link #FIRST_BUDGET} to {@link #LAST_BUDGET}
 * ({@link #LIKELY_BUDGET} on a board of side 4k + 1), until every pair's search ends by itself (the lattice holds no
 * such placement: so on 8×8, 14×14, 20×20, 22×22, 24×24 and 26×26, whose domination number is ⌈n/2⌉ + 1, and on
 * 27×27 and 28×28, where it is ⌈n/2⌉ or one more) or the last budget is spent; the chain then ends and gives its
 * thread to the chains queued behind it.
 *
 * <p>For independent domination the queens must also keep to distinct diagonals: distinct i − σ(i) and i + σ(i).
 *
 * <p>Cost per node: O(m) to pick the line and to place a queen; no allocation while searching.
 */
final class LatticeChain implements CoverChain {

    /** Every placement of the lattice. */
    static final int PLAIN = 0;
    /** (r, c) to (n+1−r, n+1−c), counted from 1: on the lattice (i, j) to (m−1−i, m−1−j), odd n only. */
    static final int HALF_TURN = 1;
    /** (r, c) to (c, r): (i, j) to (j, i). */
    static final int TRANSPOSE = 2;
    /** (r, c) to (n+1−c, n+1−r): (i, j) to (m−1−j, m−1−i), odd n only. */
    static final int ANTI_TRANSPOSE = 3;
    /**
     * (r, c) to (c, n+1−r): (i, j) to (j, m−1−i), odd n only, where m leaves 0 or 1 over 4 (the orbits of four and
     * the middle cell make up the m queens).
     */
    static final int QUARTER_TURN = 4;

    /** The first restart's node budget for each pair of thresholds; each restart doubles it. */
    static final long FIRST_BUDGET = 1_000;
    /**
     * The last restart's budget for each pair of a lattice of another side than 4k + 1 (their lattices seldom hold
     * ⌈n/2⌉ queens past 31×31): its few tens of millions of nodes in all then give the thread back to the chains queued
     * behind it.
     */
    static final long LAST_BUDGET = 256_000;
    /**
     * The last budget of a lattice of side 4k + 1, which most often holds its 2k + 1 queens: 57×57's 29 took 116 M nodes
     * in all (budgets to 4 M, about three minutes of one thread), where budgets to 256 000 end after about 20 M.
     */
    static final long LIKELY_BUDGET = 4_096_000;
    /** The budget up to which a board of another side than 4k + 1 searches its lattice before its fallback. */
    static final long EARLY_BUDGET = 16_000;
    private static final int POLL = 1 << 10;

    /**
     * The board's side, and the side of the lattice: n, less with queens on the rows and columns left, or n + 1 with a
     * queen on the corner that drops out ({@link #run}).
     */
    private final int n;
    private final int side;
    /** Whether the lattice is a larger board's, with its queen on the corner cell placed first ({@link #run}). */
    private final boolean corner;
    /**
     * Whether a queen of the board (not the corner's) must lie on the main diagonal, which the corner queen then
     * leaves to it: the required lines include the difference 0, not drawn by the corner.
     */
    private final boolean diagonal;
    private final AttackModel model;
    private final int m;
    private final int half;
    /** Lines are indexed by difference + m − 1 and by sum − 1 (the sum line of queen (i, j) is i + j + 1). */
    private final int lines;
    private final boolean independent;
    private final SplittableRandom random;
    /** The pairs of thresholds, each as the required difference and sum lines (indices), most lines first. */
    private final int[][][] pairs;
    /**
     * The spaces searched: symmetric placements first (their spaces are far smaller), then all of them; odd boards
     * keep the quarter and half turns and both diagonal mirrors on the lattice, even boards only the main diagonal's.
     */
    private final int[] modes;
    /** The order in which each mode's space runs through the pairs (indices into {@link #pairs}). */
    private final int[][] order;
    /** Whether the search of each mode's space and pair may still find a placement (it stopped at its budget). */
    private final boolean[][] left;

    private final int[] sigma;
    private final boolean[] colUsed;
    /** Free rows and columns by parity: even rows, odd rows, even columns, odd columns. */
    private final int[] freeByParity = new int[4];
    /** Queens on each line. */
    private final int[] diffCount;
    private final int[] sumCount;
    /** Free (row, column) pairs left on each line. */
    private final int[] diffFree;
    private final int[] sumFree;
    private final int[][] options;
    private final int[][] orbits;

    private long steps;
    /** The steps of this chain that the chain it searched for has taken in ({@link #absorb}). */
    private long absorbed;
    private long budget;
    private boolean outOfBudget;
    private boolean searchedThrough;
    /** The symmetry the placements searched keep: {@link #PLAIN} for none. */
    private int mode;
    private int[] requiredDiffs;
    private int[] requiredSums;
    private BooleanSupplier stop;
    private boolean stopped;
    private int[] best;
    /** For a lattice {@link #inside} a larger board, the queens more for the cells outside it; otherwise null. */
    private final OutsideCover outside;

    LatticeChain(AttackModel model, int n, boolean independent, long seed) {
        this(model, n, n, false, independent, seed);
    }

    /**
     * The lattice of a board of side {@code side} > n with a queen on its corner cell, that queen dropped with the rows
     * and columns past n: with {@code diagonal}, only placements where another queen sees the main diagonal.
     */
    static LatticeChain larger(AttackModel model, int n, int side, boolean diagonal, long seed) {
        return new LatticeChain(model, n, side, diagonal, false, seed);
    }

    /**
     * The lattice of side n − 2 inside the border of the n×n board (its queens on the board's even rows and columns,
     * counted from 1), each placement taken only when one queen more covers the cells of the border that its rows,
     * columns and diagonals leave: ⌈n/2⌉ queens. 27×27's 14 (A075458(27), docs/results.md) are such.
     */
    static LatticeChain centred(AttackModel model, int n, long seed) {
        return inside(model, n, n - 2, 1, new int[] {1, 1}, seed);
    }

    /**
     * The lattice of side {@code side} (smaller than n) at each of {@code offsets} in turn (row, column pairs: its
     * first cell on the n×n board, counted from 0), each placement taken only when {@code extras} queens more (0 to
     * {@value OutsideCover#MAX_EXTRAS}) cover every cell outside it that its queens' lines leave ({@link OutsideCover}):
     * ⌈side/2⌉ + extras queens. Inside a board two larger with one queen more ({@link #centred}: 27×27's 14) or three
     * larger with two more (36×36's 19). The lattice searched is the same at every offset, so a placement is tried at
     * each before the search goes on.
     */
    static LatticeChain inside(AttackModel model, int n, int side, int extras, int[] offsets, long seed) {
        boolean fits = side < n && extras >= 0 && extras <= OutsideCover.MAX_EXTRAS && offsets.length > 0
                && offsets.length % 2 == 0;
        for (int o : offsets) {
            fits &= o >= 0 && o + side <= n;
        }
        if (!fits) {
            throw new IllegalArgumentException("a lattice of side " + side + " at " + Arrays.toString(offsets)
                    + " with " + extras + " queens more does not fit the " + n + "x" + n + " board");
        }
        return new LatticeChain(model, n, side, false, false, seed, offsets.clone(), extras);
    }

    private LatticeChain(AttackModel model, int n, int side, boolean diagonal, boolean independent, long seed) {
        this(model, n, side, diagonal, independent, seed, new int[0], -1);
    }

    /** @param extras the queens more of a lattice {@link #inside} a larger board, or −1 for other chains */
    private LatticeChain(AttackModel model, int n, int side, boolean diagonal, boolean independent, long seed,
            int[] offsets, int extras) {
        this.n = n;
        this.outside = extras >= 0 ? new OutsideCover(n, side, extras, offsets) : null;
        this.side = side;
        this.corner = side > n;
        this.diagonal = diagonal;
        this.model = model;
        this.m = (side + 1) / 2;
        this.half = side / 2;
        this.lines = 2 * m - 1;
        this.independent = independent;
        this.random = new SplittableRandom(seed);
        sigma = new int[m];
        colUsed = new boolean[m];
        diffCount = new int[lines];
        sumCount = new int[lines];
        diffFree = new int[lines];
        sumFree = new int[lines];
        options = new int[m + 1][2 * m];
        orbits = new int[m + 1][8];
        pairs = thresholdPairs();
        modes = side % 2 == 0 ? new int[] {TRANSPOSE, PLAIN}
                : m % 4 <= 1 ? new int[] {QUARTER_TURN, HALF_TURN, ANTI_TRANSPOSE, TRANSPOSE, PLAIN}
                : new int[] {HALF_TURN, ANTI_TRANSPOSE, TRANSPOSE, PLAIN};
        left = new boolean[modes.length][pairs.length];
        order = new int[modes.length][];
        for (int k = 0; k < modes.length; k++) {
            order[k] = pairOrder(modes[k]);
        }
        for (boolean[] row : left) {
            Arrays.fill(row, true);
        }
    }

    /**
     * Every pair of thresholds (T₀ even, T₁ odd, each from its least value to one past the largest difference of its
     * class) whose required lines m queens can draw, as {difference lines, sum lines}, the pairs with most lines first.
     */
    private int[][][] thresholdPairs() {
        int count = 0;
        int[][][] all = new int[(half / 2 + 2) * (half / 2 + 2)][][];
        resetLines();
        for (int t0 = 0; t0 <= half + 1; t0 += 2) {
            for (int t1 = 1; t1 <= half + 1; t1 += 2) {
                boolean[] diffs = new boolean[lines];
                diffs[m - 1] = diagonal;
                // on even boards the last cell's sum, 2m, is no queen's sum line (the largest is 2m − 1)
                boolean[] sums = new boolean[lines + 1];
                for (int a = 1; a <= half; a++) {
                    for (int b = 1; b <= half; b++) {
                        int d = a - b;
                        if (Math.abs(d) < ((d & 1) == 0 ? t0 : t1)) {
                            diffs[d + m - 1] = true;
                        } else {
                            sums[a + b - 1] = true;
                        }
                    }
                }
                if (sums[lines]) {
                    continue;
                }
                int[][] pair = {indices(diffs), indices(sums)};
                int[] byClass = new int[4];
                for (int t : pair[0]) {
                    byClass[(t - m + 1) & 1]++;
                }
                for (int t : pair[1]) {
                    byClass[2 + ((t + 1) & 1)]++;
                }
                if (drawable(Math.max(byClass[0], byClass[3]), Math.max(byClass[1], byClass[2]), m)) {
                    all[count++] = pair;
                }
            }
        }
        int[][][] kept = Arrays.copyOf(all, count);
        Arrays.sort(kept, (x, y) -> Integer.compare(y[0].length + y[1].length, x[0].length + x[1].length));
        return kept;
    }

    /**
     * The order of the pairs in a mode's space. On sides 4k + 1 the placements found (seed 1, 29 to 77) were half-turn
     * ones with a small even threshold T₀ (2 to 8) and plain ones with a large T₀ (18 to 28, the odd threshold 3 to 7):
     * the half and quarter turns take the pairs by T₀ ascending, the other spaces by T₀ descending, each keeping the
     * order by lines among equal T₀. Other sides keep the order by lines.
     */
    private int[] pairOrder(int mode) {
        Integer[] byT0 = new Integer[pairs.length];
        int[] t0 = new int[pairs.length];
        for (int p = 0; p < pairs.length; p++) {
            byT0[p] = p;
            for (int t : pairs[p][0]) {
                int d = Math.abs(t - (m - 1));
                if ((d & 1) == 0) {
                    t0[p] = Math.max(t0[p], d + 2);
                }
            }
        }
        if (side % 4 == 1) {
            boolean turn = mode == HALF_TURN || mode == QUARTER_TURN;
            Arrays.sort(byT0, (x, y) -> turn ? Integer.compare(t0[x], t0[y]) : Integer.compare(t0[y], t0[x]));
        }
        int[] out = new int[pairs.length];
        for (int p = 0; p < pairs.length; p++) {
            out[p] = byT0[p];
        }
        return out;
    }

    private static int[] indices(boolean[] set) {
        int[] out = new int[set.length];
        int k = 0;
        for (int t = 0; t < set.length; t++) {
            if (set[t]) {
                out[k++] = t;
            }
        }
        return Arrays.copyOf(out, k);
    }

    /**
     * The lattice of the board, and for domination, when it holds no ⌈n/2⌉ queens within its early budgets, the
     * lattice of a board e smaller (e = 1 to 4 in turn) with a queen on each of the e cells where the rows and columns
     * left cross on the diagonal, which dominate them: ⌈(n − e)/2⌉ + e queens, γ(Q(n−e)) + e being a bound on
     * γ(Q(n)). The lattices of boards of side 4k + 1 most often hold their 2k + 1 queens and are searched with every
     * budget; those of other sides, which seldom hold ⌈n/2⌉ past 31×31, with the early budgets only, the board's own
     * lattice then going on with the larger budgets, where it may still better the fallback. So a board of side
     * 4k + 2 or 4k + 3 gets ⌈n/2⌉ + 1 from the one of side 4k + 1 below, one of side 4k + 4 or 4k + 5 (its own
     * lattice failing) ⌈n/2⌉ + 2, unless a lattice closer to its side holds its queens.
     *
     * <p>A board of side 4k whose fallback took n/2 + 2 first searches the lattice of side n − 3 inside it, at each
     * first cell the symmetries leave, with two queens more for the cells outside it ({@link #inside}): n/2 + 1 queens,
     * as 19 on 36×36 and 25 on 48×48 (budgets to half of {@link #LAST_BUDGET}, then the rest after the search below,
     * then the turns below). It then searches the lattice of the board one larger (side
     * 4k + 1, which most often holds its 2k + 1 queens) for placements with a queen on its corner cell (n + 1, n + 1).
     * Without its last row and column that lattice keeps every other queen and dominates every cell but those of the
     * main diagonal that only the corner queen saw; a queen on the diagonal cell (2, 2) sees them: n/2 + 1 queens, as
     * 9 on 16×16 and 21 on 40×40, one fewer than the smaller lattices give. Last, a board of side 4k or 4k − 1 that has
     * no ⌈n/2⌉ queens yet searches the lattice of side 4k + 1 for placements with a queen on its corner and another
     * on the main diagonal: without the corner queen and the rows and columns past n, ⌈n/2⌉ queens dominate the
     * board (12×12's 6 queens are such; none on any board from 15 to 44, the search running through each lattice of
     * side 17 to 45). Before that, a board of side 4k + 3 without ⌈n/2⌉ queens yet searches the lattice of side n − 2
     * inside it with one queen more ({@link #centred}, and at the first cells nearer a corner), with budgets to
     * {@link #LAST_BUDGET}: 14 on 27×27 (A075458(27)); none on 35×35, searched through.
     *
     * <p>The corner's search runs to {@link #LAST_BUDGET} at first; what is left of it (budgets on to
     * {@link #LIKELY_BUDGET}), the corner-and-diagonal search and, on a board of side 4k still above n/2 + 1, the
     * lattice three smaller inside it then take turns: each turn one budget more of the first two and one more pass
     * of the inner lattice's budgets from {@link #FIRST_BUDGET} to {@link #LAST_BUDGET}, from new random orders. The
     * passes go on until the solve stops the chain or a placement turns up, so such a board's chain keeps its thread
     * to the end. Those placements are rare and their nodes spread wide (48×48's 25 alone, seeds 1 to 6: with passes
     * to 256 000, four in 27 to 53 M nodes, none within 136 M and 202 M for two; passes to 1 M, four in 51 to 100 M;
     * passes to 64 000, two; one run of budgets doubled to 4 M, two in 51 M, none within 200 M for three). With the
     * passes after the corner and diagonal searches run to their likely budget, the chain found no 25 on 48×48 within
     * 300 s of one thread (281 M nodes).
     */
    @Override
    public void run(int target, BooleanSupplier stop, IntConsumer improved) {
        boolean likely = side % 4 == 1;
        searchModes(stop, FIRST_BUDGET, likely ? LIKELY_BUDGET : EARLY_BUDGET);
        for (int e = 1; e <= 4 && best == null && !stopped && side == n && !independent && n - e >= 5; e++) {
            LatticeChain smaller = new LatticeChain(model, n, n - e, false, false, random.nextLong());
            smaller.searchModes(stop, FIRST_BUDGET, (n - e) % 4 == 1 ? LIKELY_BUDGET : EARLY_BUDGET);
            absorb(smaller);
        }
        if (best != null) {
            improved.accept(best.length);
        }
        boolean above = side == n && !independent && (n % 4 == 0 || n % 4 == 3);
        // a board of side 4k: the lattice three smaller in it with two queens more, then the larger one's corner
        LatticeChain inner = above && n % 4 == 0 && n > 4 ? inside(model, n, n - 3, 2, OutsideCover.firstCells(3),
                random.nextLong()) : null;
        LatticeChain cornered = above && n % 4 == 0 ? larger(model, n, n + 1, false, random.nextLong()) : null;
        if (inner != null && moreThan(m + 1)) {
            searchOther(inner, FIRST_BUDGET, LAST_BUDGET / 2, stop, improved);
        }
        if (cornered != null && moreThan(m + 1)) {
            searchOther(cornered, FIRST_BUDGET, LAST_BUDGET, stop, improved);
        }
        if (inner != null && moreThan(m + 1)) {
            searchOther(inner, LAST_BUDGET, LAST_BUDGET, stop, improved);
        }
        if (!likely && moreThan(m) && !stopped && !searchedThrough
                && searchModes(stop, 2 * EARLY_BUDGET, LAST_BUDGET)) {
            improved.accept(best.length);
        }
        if (above && n % 4 == 3 && n > 3 && moreThan(m)) {
            searchOther(inside(model, n, n - 2, 1, OutsideCover.firstCells(2), random.nextLong()), FIRST_BUDGET,
                    LAST_BUDGET, stop, improved);
        }
        // then by turns, each turn one budget of the corner (on to the likely budget) and of the corner and diagonal
        // form, and one more pass of the inner lattice's budgets from new random orders, until stopped; a budget is
        // doubled only once used, so none grows past twice the likely budget however long the turns go on
        LatticeChain diagonalled = above && moreThan(m) ? larger(model, n, n + (n % 4 == 0 ? 1 : 2), true,
                random.nextLong()) : null;
        long cornerBudget = 2 * LAST_BUDGET;
        long diagonalBudget = FIRST_BUDGET;
        for (boolean turn = true; turn && !stopped; ) {
            turn = false;
            if (cornered != null && moreThan(m + 1) && cornerBudget <= LIKELY_BUDGET && !cornered.searchedThrough) {
                searchOther(cornered, cornerBudget, cornerBudget, stop, improved);
                cornerBudget *= 2;
                turn = true;
            }
            if (diagonalled != null && moreThan(m) && diagonalBudget <= LIKELY_BUDGET
                    && !diagonalled.searchedThrough) {
                searchOther(diagonalled, diagonalBudget, diagonalBudget, stop, improved);
                diagonalBudget *= 2;
                turn = true;
            }
            if (inner != null && moreThan(m + 1) && !inner.searchedThrough) {
                searchOther(inner, FIRST_BUDGET, LAST_BUDGET, stop, improved);
                turn = true;
            }
        }
    }

    /** Whether the best placement so far (none counts as more than any) has more than {@code queens} queens. */
    private boolean moreThan(int queens) {
        return best == null || best.length > queens;
    }

    /**
     * Another lattice searched for this board (a smaller, a larger or an inner one), with budgets from {@code first}
     * to {@code last} (a later call goes on with the pairs the earlier one left at its budget); its placement when it
     * has fewer queens than the best so far.
     */
    private void searchOther(LatticeChain chain, long first, long last, BooleanSupplier stop, IntConsumer improved) {
        if (stopped || chain.searchedThrough) {
            return;
        }
        chain.searchModes(stop, first, last);
        if (absorb(chain)) {
            improved.accept(best.length);
        }
    }

    /**
     * Takes in the nodes (those not taken in before), the stop and the placement of a lattice searched for this board
     * (a smaller, a larger or an inner one): true when its placement has fewer queens than the best so far, which it
     * then becomes.
     */
    private boolean absorb(LatticeChain other) {
        steps += other.steps - other.absorbed;
        other.absorbed = other.steps;
        stopped = other.stopped;
        if (other.best == null || best != null && other.best.length >= best.length) {
            return false;
        }
        best = other.best;
        return true;
    }

    /**
     * Each mode's space in turn, each pair of thresholds in it with budgets doubling from {@code first} to
     * {@code last}, until a placement (then {@link #best}, and true), the last budget, or every pair of every space
     * ends.
     */
    boolean searchModes(BooleanSupplier stop, long first, long last) {
        if (first < 1) {
            // budgets double from the first: from 0 they would stay 0, and the search would neither end nor stop
            throw new IllegalArgumentException("the first budget must be at least 1, not " + first);
        }
        this.stop = stop;
        for (long b = first; !stopped && b <= last; b *= 2) {
            for (int k = 0; k < modes.length && !stopped; k++) {
                for (int q = 0; q < pairs.length && !stopped; q++) {
                    int p = order[k][q];
                    if (!left[k][p]) {
                        continue;
                    }
                    if (search(modes[k], pairs[p], b)) {
                        best = placement();
                        return true;
                    }
                    left[k][p] = outOfBudget;
                }
            }
            // every placement lies in the plain space of some pair: when each of those ended, the lattice holds none
            boolean open = false;
            for (boolean pairLeft : left[modes.length - 1]) {
                open |= pairLeft;
            }
            if (!open) {
                searchedThrough = !stopped;
                return false;
            }
        }
        return false;
    }

    /** Whether the chain ended because every space it searches holds no placement (not for its budget or a stop). */
    boolean searchedThrough() {
        return searchedThrough;
    }

    /**
     * One run from the empty lattice with at most {@code nodes} nodes, over the placements that {@code mode} keeps and
     * that draw the required lines of {@code pair}; true when it found a placement, {@link #outOfBudget} when it
     * stopped before the end.
     */
    private boolean search(int mode, int[][] pair, long nodes) {
        this.mode = mode;
        requiredDiffs = pair[0];
        requiredSums = pair[1];
        budget = nodes;
        outOfBudget = false;
        resetLines();
        int left = m;
        if ((mode == HALF_TURN || mode == QUARTER_TURN) && m % 2 == 1) {
            place(m / 2, m / 2, 1);
            left--;
        }
        if (corner) {
            // the corner queen and its images under the mode's symmetry
            int i = m - 1;
            int j = m - 1;
            do {
                place(i, j, 1);
                left--;
                int next = image(i, j);
                i = next / m;
                j = next % m;
            } while (i != m - 1 || j != m - 1);
            diffCount[m - 1] -= diagonal ? 1 : 0;
        }
        return node(left, 0);
    }

    /** The empty lattice: no queen, every row and column free. */
    private void resetLines() {
        Arrays.fill(sigma, -1);
        Arrays.fill(colUsed, false);
        Arrays.fill(diffCount, 0);
        Arrays.fill(sumCount, 0);
        freeByParity[0] = freeByParity[2] = (m + 1) / 2;
        freeByParity[1] = freeByParity[3] = m / 2;
        for (int t = 0; t < lines; t++) {
            int d = t - (m - 1);
            diffFree[t] = m - Math.abs(d);
            sumFree[t] = Math.min(t + 1, lines - t);
        }
    }

    /** Depth-first from the required line with the fewest pairs left; {@code left} queens still to place. */
    private boolean node(int left, int depth) {
        steps++;
        if (--budget < 0 || (steps & (POLL - 1)) == 0 && stop.getAsBoolean()) {
            stopped |= budget >= 0;
            outOfBudget = true;
            return false;
        }
        // the required lines not yet drawn, by class: differences of class 0 and 1, sums of class 0 and 1
        int diffs0 = 0;
        int diffs1 = 0;
        int sums0 = 0;
        int sums1 = 0;
        int fewest = Integer.MAX_VALUE;
        int line = -1;
        for (int t : requiredDiffs) {
            if (diffCount[t] == 0) {
                if (((t - m + 1) & 1) == 0) {
                    diffs0++;
                } else {
                    diffs1++;
                }
                if (diffFree[t] < fewest) {
                    fewest = diffFree[t];
                    line = t;
                }
            }
        }
        for (int t : requiredSums) {
            if (sumCount[t] == 0) {
                if (((t + 1) & 1) == 0) {
                    sums0++;
                } else {
                    sums1++;
                }
                if (sumFree[t] < fewest) {
                    fewest = sumFree[t];
                    line = lines + t;
                }
            }
        }
        if (line < 0) {
            return !independent && outside == null || complete(left, depth);
        }
        // a queen with i + j even draws a difference of class 0 and a sum of class 1; with i + j odd, the others
        if (fewest == 0 || !drawable(Math.max(diffs0, sums1), Math.max(diffs1, sums0), left)) {
            return false;
        }
        int[] opts = options[depth];
        int count = 0;
        for (int i = 0; i < m; i++) {
            int j = line < lines ? i - (line - m + 1) : line - lines - i;
            if (free(i, j)) {
                opts[count++] = i;
                opts[count++] = j;
            }
        }
        for (int k = count / 2 - 1; k > 0; k--) {
            int r = random.nextInt(k + 1);
            swap(opts, 2 * k, 2 * r);
            swap(opts, 2 * k + 1, 2 * r + 1);
        }
        for (int k = 0; k < count; k += 2) {
            int i = opts[k];
            int j = opts[k + 1];
            // The queen's orbit under the mode's symmetry, each image on a free row and column, or none of it.
            int[] orbit = orbits[depth];
            int size = 0;
            int oi = i;
            int oj = j;
            do {
                if (size == 4 || !free(oi, oj)) {
                    size = -size - 1;
                    break;
                }
                place(oi, oj, 1);
                orbit[2 * size] = oi;
                orbit[2 * size + 1] = oj;
                size++;
                int next = image(oi, oj);
                oi = next / m;
                oj = next % m;
            } while (oi != i || oj != j);
            int placed = size < 0 ? -size - 1 : size;
            if (size > 0 && size <= left && node(left - size, depth + 1)) {
                return true;
            }
            for (int q = placed - 1; q >= 0; q--) {
                place(orbit[2 * q], orbit[2 * q + 1], -1);
            }
            if (outOfBudget) {
                return false;
            }
        }
        return false;
    }

    /**
     * Whether the {@code left} queens still to place can include {@code even} queens with i + j even and
     * {@code odd} with i + j odd, on the free rows and columns: with x free even rows given odd columns, the queens with
     * i + j even number (even rows) − x + (odd columns) − x.
     */
    private boolean drawable(int even, int odd, int left) {
        int evenRows = freeByParity[0];
        int evenCols = freeByParity[2];
        int oddCols = freeByParity[3];
        int lowX = Math.max(0, evenRows - evenCols);
        int highX = Math.min(evenRows, oddCols);
        if (lowX > highX) {
            return false;
        }
        int most = evenRows + oddCols - 2 * lowX;
        int least = evenRows + oddCols - 2 * highX;
        int want = Math.max(even, least);
        want += (want - least) & 1;
        return want <= Math.min(left - odd, most);
    }

    /**
     * Every even cell is dominated: for independent domination the rows left still need queens on free columns and
     * diagonals (the first free row, each free column in turn); otherwise any columns complete the placement.
     */
    private boolean complete(int left, int depth) {
        if (left == 0) {
            return outside == null || outside.covers(diffCount, sumCount);
        }
        if (--budget < 0) {
            outOfBudget = true;
            return false;
        }
        int i = 0;
        while (sigma[i] >= 0) {
            i++;
        }
        for (int j = 0; j < m; j++) {
            if (free(i, j)) {
                place(i, j, 1);
                if (complete(left - 1, depth + 1)) {
                    return true;
                }
                place(i, j, -1);
            }
        }
        return false;
    }

    /** The image of the lattice point (i, j) under the mode's symmetry, as i' · m + j'. */
    private int image(int i, int j) {
        return switch (mode) {
            case HALF_TURN -> (m - 1 - i) * m + m - 1 - j;
            case TRANSPOSE -> j * m + i;
            case ANTI_TRANSPOSE -> (m - 1 - j) * m + m - 1 - i;
            case QUARTER_TURN -> j * m + m - 1 - i;
            default -> i * m + j;
        };
    }

    private static void swap(int[] a, int x, int y) {
        int v = a[x];
        a[x] = a[y];
        a[y] = v;
    }

    private boolean free(int i, int j) {
        return j >= 0 && j < m && sigma[i] < 0 && !colUsed[j]
                && (!independent || diffCount[i - j + m - 1] == 0 && sumCount[i + j] == 0);
    }

    /**
     * Places ({@code sign} 1) or removes (−1) the queen of row i at column j, with the count of free pairs on every
     * line that the row or the column leaves or rejoins.
     */
    private void place(int i, int j, int sign) {
        if (sign < 0) {
            sigma[i] = -1;
            colUsed[j] = false;
        }
        for (int t = 0; t < lines; t++) {
            int d = t - (m - 1);
            int jd = i - d;
            if (jd >= 0 && jd < m && !colUsed[jd] && jd != j) {
                diffFree[t] -= sign;
            }
            int id = j + d;
            if (id >= 0 && id < m && sigma[id] < 0 && id != i) {
                diffFree[t] -= sign;
            }
            int js = t - i;
            if (js >= 0 && js < m && !colUsed[js] && js != j) {
                sumFree[t] -= sign;
            }
            int is = t - j;
            if (is >= 0 && is < m && sigma[is] < 0 && is != i) {
                sumFree[t] -= sign;
            }
        }
        diffFree[i - j + m - 1] -= sign;
        sumFree[i + j] -= sign;
        diffCount[i - j + m - 1] += sign;
        sumCount[i + j] += sign;
        freeByParity[i & 1] -= sign;
        freeByParity[2 + (j & 1)] -= sign;
        if (sign > 0) {
            sigma[i] = j;
            colUsed[j] = true;
        }
    }

    /**
     * The placement found, completed to one queen per odd row and column, as model cells ascending: with a queen on
     * each diagonal cell of the rows and columns past the lattice's side, or, on the lattice of the board one larger,
     * without its corner queen and with a queen on the diagonal cell (2, 2) unless another queen of the lattice lies
     * on that diagonal.
     */
    private int[] placement() {
        int[] cellAt = new int[n * n];
        for (int c = 0; c < model.cellCount(); c++) {
            cellAt[model.coordinate(c, 0) * n + model.coordinate(c, 1)] = c;
        }
        if (outside != null) {
            // every row placed (the outside's cover ran): the lattice at its first cell, and the queens more
            int[] cells = outside.cells(sigma);
            for (int k = 0; k < cells.length; k++) {
                cells[k] = cellAt[cells[k]];
            }
            Arrays.sort(cells);
            return cells;
        }
        int[] cells = new int[m + Math.max(0, n - side) + 1];
        int count = 0;
        int next = 0;
        boolean diagonal = false;
        for (int i = 0; i < m; i++) {
            if (sigma[i] < 0) {
                while (colUsed[next]) {
                    next++;
                }
                sigma[i] = next;
                colUsed[next] = true;
            }
            if (2 * i < n) {
                cells[count++] = cellAt[2 * i * n + 2 * sigma[i]];
                diagonal |= sigma[i] == i;
            }
        }
        for (int e = side; e < n; e++) {
            cells[count++] = cellAt[e * n + e];
        }
        if (corner && !diagonal) {
            cells[count++] = cellAt[n + 1];
        }
        cells = Arrays.copyOf(cells, count);
        Arrays.sort(cells);
        return cells;
    }

    @Override
    public int[] best() {
        return best;
    }

    @Override
    public long steps() {
        return steps;
    }
}
