package org.polyboard.solver.anneal;

/**
 * The queens more that a lattice standing inside a larger board needs ({@link LatticeChain#inside}): with every row of
 * the lattice placed, whether up to {@code extras} queens cover the cells of the n×n board outside the lattice's
 * square that no lattice queen's row, column or diagonal reaches (the lattice's required lines cover the cells
 * inside), trying the lattice at each of its first cells in turn. The lattice search does not depend on where the
 * lattice stands, so every first cell is tried on each placement it completes.
 *
 * <p>The queens more are found depth first: the next must see the first cell still open, so only the cells of that
 * cell's row, column and two diagonals are tried. Cost per call: O(n²) per first cell to list the open cells, then
 * O(4n · open) per queen more; no allocation.
 */
final class OutsideCover {

    /** The most queens more a lattice may take. */
    static final int MAX_EXTRAS = 3;

    private final int n;
    private final int side;
    /** The lattice's queens, one per odd row and column of its square: m of them, (i, j) on (2i, 2j) inside it. */
    private final int m;
    private final int extras;
    /** The first cells of the lattice on the board, as (row, column) pairs counted from 0. */
    private final int[] offsets;
    private int rowOffset;
    private int colOffset;
    /** The open cells (row, column pairs) of the board with no queen more, and after each queen more but the last. */
    private final int[] open;
    private final int[][] openAfter;
    private final int[] extraCells = new int[2 * MAX_EXTRAS];
    /** How many of the {@link #extras} queens the last cover needed. */
    private int extrasUsed;

    OutsideCover(int n, int side, int extras, int[] offsets) {
        this.n = n;
        this.side = side;
        this.m = (side + 1) / 2;
        this.extras = extras;
        this.offsets = offsets;
        // the cells of the board outside the lattice's square, at most
        int outside = 2 * (n * n - side * side);
        open = new int[outside];
        openAfter = new int[Math.max(0, extras - 1)][outside];
    }

    /**
     * The first cells of a lattice {@code border} smaller than the board, one for each class under the board's
     * symmetries (those of the lattice map its placements onto themselves): the centred one first, then those closer
     * to a corner.
     */
    static int[] firstCells(int border) {
        // a first cell o and border − o are mirror images, (r, c) and (c, r) transposed: 0 ≤ r ≤ c ≤ border / 2
        int h = border / 2;
        int[] pairs = new int[(h + 1) * (h + 2)];
        pairs[0] = h;
        pairs[1] = h;
        int count = 2;
        for (int r = 0; r < h; r++) {
            for (int c = r; c <= h; c++) {
                pairs[count++] = r;
                pairs[count++] = c;
            }
        }
        return pairs;
    }

    /**
     * Whether the lattice, its lines counted in {@code diffCount} (index difference + m − 1) and {@code sumCount}
     * (index sum) of its queens' lattice coordinates, with at most {@link #extras} queens more covers the board at one
     * of its first cells; that first cell and the queens more are then kept for {@link #cells}.
     */
    boolean covers(int[] diffCount, int[] sumCount) {
        for (int o = 0; o < offsets.length; o += 2) {
            rowOffset = offsets[o];
            colOffset = offsets[o + 1];
            if (coversAt(diffCount, sumCount)) {
                return true;
            }
        }
        return false;
    }

    /** {@link #covers} with the lattice at ({@link #rowOffset}, {@link #colOffset}). */
    private boolean coversAt(int[] diffCount, int[] sumCount) {
        int count = 0;
        int end = 2 * (m - 1);
        for (int r = 0; r < n; r++) {
            int ri = r - rowOffset;
            boolean rowIn = ri >= 0 && ri < side;
            if (rowIn && (ri & 1) == 0) {
                continue;
            }
            for (int c = 0; c < n; c++) {
                int ci = c - colOffset;
                boolean colIn = ci >= 0 && ci < side;
                if (colIn && ((ci & 1) == 0 || rowIn)) {
                    continue;
                }
                if (!seenByLattice(ri, ci, end, diffCount, sumCount)) {
                    open[count++] = r;
                    open[count++] = c;
                }
            }
        }
        return cover(open, count, 0);
    }

    /**
     * Whether a lattice queen's diagonal passes the cell (ri, ci) in the lattice's coordinates (doubled: queen (i, j)
     * stands on (2i, 2j)), which may lie outside the lattice's square; {@code end} is 2 (m − 1).
     */
    private boolean seenByLattice(int ri, int ci, int end, int[] diffCount, int[] sumCount) {
        int d = ri - ci;
        int t = ri + ci;
        // both are even or both odd: the diagonals of the queens' cells are the even ones
        return (d & 1) == 0 && Math.abs(d) <= end && diffCount[d / 2 + m - 1] > 0
                || t >= 0 && t <= 2 * end && sumCount[t / 2] > 0 && (t & 1) == 0;
    }

    /**
     * Whether {@link #extras} − {@code placed} queens cover the {@code count / 2} cells of {@code cells}: the next
     * must see the first of them, so only the cells on its four lines are tried; each is recorded in
     * {@link #extraCells}.
     */
    private boolean cover(int[] cells, int count, int placed) {
        if (count == 0) {
            extrasUsed = placed;
            return true;
        }
        if (placed == extras) {
            return false;
        }
        int r0 = cells[0];
        int c0 = cells[1];
        for (int x = 0; x < n; x++) {
            // the cells of the first open cell's row, column, diagonal and anti-diagonal
            for (int line = 0; line < 4; line++) {
                int r = line == 0 ? r0 : x;
                int c = line == 0 ? x : line == 1 ? c0 : line == 2 ? c0 + x - r0 : c0 - x + r0;
                if (c < 0 || c >= n || line > 0 && r == r0 && c == c0) {
                    continue;
                }
                extraCells[2 * placed] = r;
                extraCells[2 * placed + 1] = c;
                if (placed + 1 == extras) {
                    if (unseen(r, c, cells, count, null) == 0) {
                        extrasUsed = extras;
                        return true;
                    }
                } else if (cover(openAfter[placed], unseen(r, c, cells, count, openAfter[placed]), placed + 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * How many of the {@code count / 2} cells of {@code cells} a queen at (r, c) does not see, times two; with
     * {@code into}, those cells are written there as pairs. Without it the count stops at the first.
     */
    private static int unseen(int r, int c, int[] cells, int count, int[] into) {
        int left = 0;
        for (int k = 0; k < count; k += 2) {
            int dr = cells[k] - r;
            int dc = cells[k + 1] - c;
            if (dr != 0 && dc != 0 && dr != dc && dr != -dc) {
                if (into == null) {
                    return 2;
                }
                into[left++] = cells[k];
                into[left++] = cells[k + 1];
            }
        }
        return left;
    }

    /**
     * The board's cells (row · n + column) of the last cover: the lattice's queens, queen i in column
     * {@code sigma[i]} of the lattice, at the first cell taken, then the queens more it needed.
     */
    int[] cells(int[] sigma) {
        int[] cells = new int[m + extrasUsed];
        for (int i = 0; i < m; i++) {
            cells[i] = (rowOffset + 2 * i) * n + colOffset + 2 * sigma[i];
        }
        for (int e = 0; e < extrasUsed; e++) {
            cells[m + e] = extraCells[2 * e] * n + extraCells[2 * e + 1];
        }
        return cells;
    }
}
