package org.polyboard.solver.anneal;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import org.polyboard.api.solve.AttackModel;

/**
 * A search for ⌈n/2⌉ queens that dominate the n×n board from a lattice: one queen on each odd row and each odd
 * column (counted from 1), so that every odd row and column is occupied and only the cells of even row and even
 * column, (n/2)² of them, must be dominated along their diagonals. With queen i on (2i + 1, 2σ(i) + 1) for a
 * permutation σ of 0..m−1 (m = ⌈n/2⌉) and the even cell (2a, 2b) for a, b in 1..⌊n/2⌋, the cell is dominated when
 * a − b = i − σ(i) or a + b = i + σ(i) + 1 for some i: a cover of the even cells by the permutation's difference and
 * sum lines, searched here exhaustively from the cell with the fewest ways left to be dominated.
 *
 * <p>The form is a restriction chosen for its small space, not a theorem: a board may need ⌈n/2⌉ queens off the
 * lattice. Where a placement is found and ⌈n/2⌉ meets the lower bound of the literature ({@code QueenBound}) it is
 * optimal; so 29×29 gets its 15 queens (Gibbons and Webb, Australas. J. Combin. 15 (1997), by annealing) in a fraction
 * of a second, where the tabu and annealing chains stayed at 16. Placements kept by a symmetry of the board that maps
 * the lattice onto itself are searched first, each a space about the square root of the whole: on odd boards the half
 * turn (σ(m−1−i) = m−1−σ(i), with the middle queen on the middle cell), the quarter turn where the queens make whole
 * orbits of four (and the middle one), and the two diagonal mirrors, on even boards
 * the main diagonal's mirror; then every placement. Each is run from the seed's random orders with node budgets that
 * double from {@link #FIRST_BUDGET} to {@link #LAST_BUDGET}, until one ends by itself (the lattice holds no such
 * placement: so on 8×8, 14×14, 20×20, 22×22, 24×24 and 26×26, whose domination number is ⌈n/2⌉ + 1, and on 27×27
 * and 28×28, where it is ⌈n/2⌉ or one more) or the last budget is spent; the chain then ends and gives its thread to
 * the chains queued behind it.
 *
 * <p>For independent domination the queens must also keep to distinct diagonals: distinct i − σ(i) and i + σ(i).
 *
 * <p>Cost per node: a scan of the even cells (⌊n/2⌋²) and O(n) to place a queen; no allocation while searching.
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

    /** The first restart's node budget; each restart doubles it. */
    static final long FIRST_BUDGET = 20_000;
    /**
     * The last restart's budget up to 51×51 (less beyond, see {@link #searchModes(BooleanSupplier)}): the search's few
     * million nodes in all then give its thread back to the chains queued behind it. Measured on one thread
     * (bench/queens-lattice.sh): where the lattice held a placement it was found within 1.4 M nodes in all (30×30 1.1
     * M, 49×49 1.38 M; 29×29, 31×31, 33×33 and 37×37 within 52 000), and on no other board from 38×38 to 60×60 in 20 s.
     */
    static final long LAST_BUDGET = 1_280_000;
    private static final int POLL = 1 << 10;

    /** The board's side, and the side of the lattice: n, or n − 1 with a queen on the last corner (see {@link #run}). */
    private final int n;
    private final int side;
    private final AttackModel model;
    private final int m;
    private final int half;
    private final int lines;
    private final int[][] cellAt;
    private final boolean independent;
    private final SplittableRandom random;

    private final int[] sigma;
    private final boolean[] colUsed;
    private final int[] diffCount;
    private final int[] sumCount;
    /** Free (row, column) pairs left on each difference and sum line of the even cells. */
    private final int[] diffFree;
    private final int[] sumFree;
    /** Diagonals of the queens placed, for independence: i − j + m − 1 and i + j. */
    private final boolean[] queenDiff;
    private final boolean[] queenSum;
    private final int[][] options;
    private final int[][] orbits;
    private final boolean[] markDiff;
    private final boolean[] markSum;
    private final boolean[] forcedDiff;
    private final boolean[] forcedSum;
    private final int[] matching = new int[2];
    private final int[] forced = new int[2];

    private long steps;
    private long budget;
    private boolean outOfBudget;
    private boolean searchedThrough;
    /** The symmetry the placements searched keep: {@link #PLAIN} for none. */
    private int mode;
    private BooleanSupplier stop;
    private boolean stopped;
    private int[] best;

    LatticeChain(AttackModel model, int n, boolean independent, long seed) {
        this(model, n, n, independent, seed);
    }

    private LatticeChain(AttackModel model, int n, int side, boolean independent, long seed) {
        this.n = n;
        this.side = side;
        this.model = model;
        this.m = (side + 1) / 2;
        this.half = side / 2;
        this.lines = 2 * half - 1;
        this.independent = independent;
        this.random = new SplittableRandom(seed);
        this.cellAt = new int[n][n];
        for (int c = 0; c < model.cellCount(); c++) {
            cellAt[model.coordinate(c, 0)][model.coordinate(c, 1)] = c;
        }
        sigma = new int[m];
        colUsed = new boolean[m];
        diffCount = new int[lines];
        sumCount = new int[lines];
        diffFree = new int[lines];
        sumFree = new int[lines];
        queenDiff = new boolean[2 * m];
        queenSum = new boolean[2 * m];
        options = new int[m + 1][4 * m];
        orbits = new int[m + 1][8];
        markDiff = new boolean[lines];
        markSum = new boolean[lines];
        forcedDiff = new boolean[lines];
        forcedSum = new boolean[lines];
    }

    /**
     * The lattice of the board; when it holds no placement within its budgets on an even board, for domination, the
     * lattice of the board less its last row and column with a queen on their corner, which dominates them: n/2 + 1
     * queens, γ(Q(n−1)) + 1 being a bound on γ(Q(n)).
     */
    @Override
    public void run(int target, BooleanSupplier stop, IntConsumer improved) {
        searchModes(stop);
        if (best == null && !stopped && side == n && n % 2 == 0 && !independent) {
            LatticeChain corner = new LatticeChain(model, n, n - 1, false, random.nextLong());
            corner.searchModes(stop);
            steps += corner.steps;
            best = corner.best;
        }
        if (best != null) {
            improved.accept(best.length);
        }
    }

    /** Each mode's space in turn, with doubling budgets, until a placement, the last budget, or every space ends. */
    private void searchModes(BooleanSupplier stop) {
        this.stop = stop;
        // Symmetric placements first (their spaces are far smaller), then all of them; odd boards keep the quarter and
        // half turns and both diagonal mirrors on the lattice, even boards only the main diagonal's.
        int[] modes = side % 2 == 0 ? new int[] {TRANSPOSE, PLAIN}
                : m % 4 <= 1 ? new int[] {QUARTER_TURN, HALF_TURN, ANTI_TRANSPOSE, TRANSPOSE, PLAIN}
                : new int[] {HALF_TURN, ANTI_TRANSPOSE, TRANSPOSE, PLAIN};
        boolean[] left = new boolean[modes.length];
        Arrays.fill(left, true);
        // A node scans the even cells: past 50×50 the last budget shrinks with their number, so that the whole search
        // takes about as long on any board.
        long last = Math.max(FIRST_BUDGET, LAST_BUDGET * Math.min(625, half * half) / Math.max(1, half * half));
        for (long b = FIRST_BUDGET; !stopped && b <= last; b *= 2) {
            boolean any = false;
            for (int k = 0; k < modes.length && !stopped; k++) {
                if (!left[k]) {
                    continue;
                }
                if (search(modes[k], b)) {
                    best = placement();
                    return;
                }
                left[k] = outOfBudget;
                any |= left[k];
            }
            if (!any) {
                searchedThrough = true;
                return;
            }
        }
    }

    /** Whether the chain ended because every space it searches holds no placement (not for its budget or a stop). */
    boolean searchedThrough() {
        return searchedThrough;
    }

    /**
     * One run from the empty lattice with at most {@code nodes} nodes, over the placements that {@code mode} keeps;
     * true when it found a placement, {@link #outOfBudget} when it stopped before the end.
     */
    private boolean search(int mode, long nodes) {
        this.mode = mode;
        budget = nodes;
        outOfBudget = false;
        reset();
        int left = m;
        if ((mode == HALF_TURN || mode == QUARTER_TURN) && m % 2 == 1) {
            place(m / 2, m / 2, 1);
            left--;
        }
        return node(left, 0);
    }

    private void reset() {
        Arrays.fill(sigma, -1);
        Arrays.fill(colUsed, false);
        Arrays.fill(diffCount, 0);
        Arrays.fill(sumCount, 0);
        Arrays.fill(queenDiff, false);
        Arrays.fill(queenSum, false);
        for (int t = 0; t < lines; t++) {
            int d = t - (half - 1);
            int s = t + 2;
            int dc = 0;
            int sc = 0;
            for (int i = 0; i < m; i++) {
                dc += i - d >= 0 && i - d < m ? 1 : 0;
                sc += s - 1 - i >= 0 && s - 1 - i < m ? 1 : 0;
            }
            diffFree[t] = dc;
            sumFree[t] = sc;
        }
    }

    /** Depth-first from the even cell with the fewest ways left; {@code left} queens still to place. */
    private boolean node(int left, int depth) {
        steps++;
        if (--budget < 0 || (steps & (POLL - 1)) == 0 && stop.getAsBoolean()) {
            stopped |= budget >= 0;
            outOfBudget = true;
            return false;
        }
        Arrays.fill(markDiff, false);
        Arrays.fill(markSum, false);
        Arrays.fill(forcedDiff, false);
        Arrays.fill(forcedSum, false);
        int fewest = Integer.MAX_VALUE;
        int bestA = 0;
        int bestB = 0;
        // By parity: a cell's difference and sum lines have the parity of a + b, and a queen's two lines have opposite
        // parities, so each queen left brings exactly one line to the cells of each parity.
        int[] matching = this.matching;
        int[] forced = this.forced;
        matching[0] = matching[1] = forced[0] = forced[1] = 0;
        for (int a = 1; a <= half; a++) {
            for (int b = 1; b <= half; b++) {
                int t = a - b + half - 1;
                int s = a + b - 2;
                if (diffCount[t] > 0 || sumCount[s] > 0) {
                    continue;
                }
                int ways = diffFree[t] + sumFree[s];
                if (ways == 0) {
                    return false;
                }
                int parity = (a + b) & 1;
                if (diffFree[t] == 0 && !forcedSum[s]) {
                    forcedSum[s] = true;
                    forced[parity]++;
                }
                if (sumFree[s] == 0 && !forcedDiff[t]) {
                    forcedDiff[t] = true;
                    forced[parity]++;
                }
                if (!markDiff[t] && !markSum[s]) {
                    markDiff[t] = true;
                    markSum[s] = true;
                    matching[parity]++;
                }
                if (ways < fewest) {
                    fewest = ways;
                    bestA = a;
                    bestB = b;
                }
            }
        }
        if (fewest == Integer.MAX_VALUE) {
            return !independent || complete(left, depth);
        }
        // The lines forced on the cells of one parity, and a matching of its cells left (each needs a line of its
        // own), must fit in the one line of that parity that each queen left brings.
        if (left == 0 || Math.max(forced[0], forced[1]) > left || Math.max(matching[0], matching[1]) > left) {
            return false;
        }
        int[] opts = options[depth];
        int count = 0;
        int d = bestA - bestB;
        int s = bestA + bestB - 1;
        for (int i = 0; i < m; i++) {
            if (sigma[i] >= 0) {
                continue;
            }
            if (free(i, i - d)) {
                opts[count++] = i;
                opts[count++] = i - d;
            }
            if (s - i != i - d && free(i, s - i)) {
                opts[count++] = i;
                opts[count++] = s - i;
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
     * Every even cell is dominated: for independent domination the rows left still need queens on free columns and
     * diagonals (the first free row, each free column in turn); otherwise any columns complete the placement.
     */
    private boolean complete(int left, int depth) {
        if (left == 0) {
            return true;
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
                && (!independent || !queenDiff[i - j + m - 1] && !queenSum[i + j]);
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
            int d = t - (half - 1);
            int s = t + 2;
            int jd = i - d;
            if (jd >= 0 && jd < m && !colUsed[jd] && jd != j) {
                diffFree[t] -= sign;
            }
            int id = j + d;
            if (id >= 0 && id < m && sigma[id] < 0 && id != i) {
                diffFree[t] -= sign;
            }
            if (i - j == d) {
                diffFree[t] -= sign;
            }
            int js = s - 1 - i;
            if (js >= 0 && js < m && !colUsed[js] && js != j) {
                sumFree[t] -= sign;
            }
            int is = s - 1 - j;
            if (is >= 0 && is < m && sigma[is] < 0 && is != i) {
                sumFree[t] -= sign;
            }
            if (i + j + 1 == s) {
                sumFree[t] -= sign;
            }
        }
        int t = i - j + half - 1;
        if (t >= 0 && t < lines) {
            diffCount[t] += sign;
        }
        int s = i + j - 1;
        if (s >= 0 && s < lines) {
            sumCount[s] += sign;
        }
        queenDiff[i - j + m - 1] = sign > 0;
        queenSum[i + j] = sign > 0;
        if (sign > 0) {
            sigma[i] = j;
            colUsed[j] = true;
        }
    }

    /** The placement found, completed to one queen per odd row and column, as model cells ascending. */
    private int[] placement() {
        int[] cells = new int[side < n ? m + 1 : m];
        int next = 0;
        for (int i = 0; i < m; i++) {
            if (sigma[i] < 0) {
                while (colUsed[next]) {
                    next++;
                }
                sigma[i] = next;
                colUsed[next] = true;
            }
            cells[i] = cellAt[2 * i][2 * sigma[i]];
        }
        if (side < n) {
            cells[m] = cellAt[n - 1][n - 1];
        }
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
