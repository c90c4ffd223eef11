package org.polyboard.solver.anneal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.testing.TestProblem;

@Timeout(60)
class LatticeChainTest {

    /**
     * ⌈n/2⌉ queens on the odd rows and columns dominate these boards: A075458 on 5×5 to 25×25 (3, 5, 7, 9, 11, 13),
     * 15 on 29×29, 21 on 41×41 and 23 on 45×45 (Gibbons and Webb 1997), and 15 on 30×30, 16 on 31×31, 17 on 33×33,
     * 25 on 49×49 and 31 on 61×61, each the lower bound of the literature, so each placement is optimal. Every
     * placement is checked from coordinates alone.
     */
    @Test
    void findsHalfTheSideOfDominatingQueens() {
        for (int n : new int[] {5, 9, 13, 17, 21, 25, 29, 30, 31, 33, 41, 45, 49, 61}) {
            List<int[]> cells = run(n, Objective.MIN_DOMINATION);
            assertThat(cells).as("n=%d", n).isNotNull().hasSize((n + 1) / 2);
            assertThat(Covers.isQueenCover(n, cells)).as("n=%d", n).isTrue();
            for (int[] q : cells) {
                assertThat(q[0] % 2 == 0 && q[1] % 2 == 0).as("n=%d: a queen off the lattice", n).isTrue();
            }
        }
    }

    /**
     * Where the domination number is ⌈n/2⌉ + 1 (A075458: 8×8 5, 14×14 8, 20×20 11, 22×22 12, 24×24 13, 26×26 14,
     * the last proven here and confirmed apart), the search runs through the whole lattice without a placement of
     * n/2: it never claims fewer queens than the board needs. It then finds n/2 + 1, the domination number, on the
     * lattice of the board less its last row and column with a queen on their corner.
     */
    @Test
    void searchesThroughTheLatticeWhereNoneExistsThenAddsACorner() {
        for (int n : new int[] {8, 14, 20, 22, 24, 26}) {
            List<int[]> cells = run(n, Objective.MIN_DOMINATION);
            assertThat(searchedThrough).as("n=%d", n).isTrue();
            assertThat(cells).as("n=%d", n).isNotNull().hasSize(n / 2 + 1);
            assertThat(Covers.isQueenCover(n, cells)).as("n=%d", n).isTrue();
            assertThat(cells).as("n=%d", n).anySatisfy(q -> assertThat(q).containsExactly(n - 1, n - 1));
        }
    }

    /**
     * Where the lattice of the board holds no ⌈n/2⌉ queens and neither does that of the board one smaller, the lattice
     * of a board three smaller does, with a queen on each diagonal cell of the rows and columns left: 16 on 28×28
     * (25×25 and three), the same lattice inside the board with two queens more for what it leaves outside 15.
     * (27×27 gets 14 from the lattice inside its border, below.)
     */
    @Test
    void fallsBackToASmallerLatticeAndQueensOnTheDiagonalLeft() {
        int n = 28;
        TestProblem problem = TestProblem.of(n, n, TestProblem.queen(), Objective.MIN_DOMINATION, null);
        List<Integer> found = new ArrayList<>();
        LatticeChain chain = new LatticeChain(problem.model(), n, false, 1);
        chain.run(n / 2, () -> false, found::add);
        assertThat(chain.searchedThrough()).isTrue();
        assertThat(found).containsExactly(16, 15);
        List<int[]> cells = problem.model().placement(chain.best()).cells();
        assertThat(cells).hasSize(15);
        assertThat(Covers.isQueenCover(n, cells)).isTrue();
    }

    /**
     * On a board of side 4k where the smaller lattices give n/2 + 2, the lattice of the board one larger with a queen on
     * its corner, that queen dropped and one put on the diagonal cell (2, 2): 9 on 16×16 (A075458(16), where the
     * lattice of 13×13 and three queens gave 10), and no queen off the board.
     */
    @Test
    void dropsTheCornerOfTheLatticeOneLarger() {
        TestProblem problem = TestProblem.of(16, 16, TestProblem.queen(), Objective.MIN_DOMINATION, null);
        LatticeChain chain = LatticeChain.larger(problem.model(), 16, 17, false, 1);
        assertThat(chain.searchModes(() -> false, LatticeChain.FIRST_BUDGET, LatticeChain.LIKELY_BUDGET)).isTrue();
        List<int[]> cells = problem.model().placement(chain.best()).cells();
        assertThat(cells).isNotNull().hasSize(9);
        assertThat(Covers.isQueenCover(16, cells)).isTrue();
        assertThat(cells).anySatisfy(q -> assertThat(q).containsExactly(1, 1));
        assertThat(cells).filteredOn(q -> q[0] != 1).allSatisfy(q -> assertThat(q[0] % 2 == 0 && q[1] % 2 == 0)
                .as("a queen off the lattice").isTrue());
    }

    /**
     * The lattice of side 4k + 1 with queens on its corner and on the main diagonal, the corner dropped: 6 queens
     * dominating 11×11 and 12×12 (from 13×13's lattice); none on 15, 16, 20 and 24, whose domination number is
     * ⌈n/2⌉ + 1 (A075458), so the search never claims fewer queens than a board needs; none on 19 and 23 either (their
     * ⌈n/2⌉ queens are not of this form), each lattice searched through.
     */
    @Test
    void dropsTheCornerWhereAnotherQueenSeesTheDiagonal() {
        for (int n : new int[] {11, 12}) {
            TestProblem problem = TestProblem.of(n, n, TestProblem.queen(), Objective.MIN_DOMINATION, null);
            LatticeChain chain = LatticeChain.larger(problem.model(), n, 13, true, 1);
            assertThat(chain.searchModes(() -> false, 1, Long.MAX_VALUE / 2)).as("n=%d", n).isTrue();
            List<int[]> cells = problem.model().placement(chain.best()).cells();
            assertThat(cells).as("n=%d", n).hasSize(6);
            assertThat(Covers.isQueenCover(n, cells)).as("n=%d", n).isTrue();
        }
        for (int n : new int[] {15, 16, 19, 20, 23, 24}) {
            TestProblem problem = TestProblem.of(n, n, TestProblem.queen(), Objective.MIN_DOMINATION, null);
            LatticeChain chain = LatticeChain.larger(problem.model(), n, n + (n % 4 == 0 ? 1 : 2), true, 1);
            assertThat(chain.searchModes(() -> false, 1, Long.MAX_VALUE / 2)).as("n=%d", n).isFalse();
            assertThat(chain.searchedThrough()).as("n=%d", n).isTrue();
        }
    }

    /**
     * On 27×27 neither its own lattice nor the smaller ones hold 14 queens; the lattice of 25×25 inside its border does,
     * with one queen more on the border's cells it leaves: 14 queens, the lower bound (A075458(27) = 14,
     * docs/results.md), 13 of them on odd rows and columns counted from 0, and the last one anywhere.
     */
    @Test
    void placesTheLatticeInsideTheBorderAndOneQueenMore() {
        List<int[]> cells = run(27, Objective.MIN_DOMINATION);
        assertThat(cells).isNotNull().hasSize(14);
        assertThat(Covers.isQueenCover(27, cells)).isTrue();
        assertThat(cells).filteredOn(q -> q[0] % 2 == 1 && q[1] % 2 == 1).hasSize(13);
    }

    /**
     * The lattice inside the border is exact too: on 7×7, 11×11 and 15×15 it finds ⌈n/2⌉ queens exactly when some
     * permutation of the inner lattice that dominates its own square and one queen anywhere dominate the board, as
     * trying them all says ({@code insideDominates}; 15×15: none,
     * its domination number is 9), and otherwise ends having searched through.
     */
    @Test
    void theLatticeInsideTheBorderAgreesWithEveryPermutationAndQueen() {
        for (int n : new int[] {7, 11, 15}) {
            int m = (n - 1) / 2;
            boolean exists = anyPermutation(new int[m], new boolean[m], 0, sigma -> insideDominates(n, n - 2, new int[] {1, 1}, sigma, 1));
            TestProblem problem = TestProblem.of(n, n, TestProblem.queen(), Objective.MIN_DOMINATION, null);
            LatticeChain chain = LatticeChain.centred(problem.model(), n, 1);
            boolean found = chain.searchModes(() -> false, 1, Long.MAX_VALUE / 2);
            assertThat(found).as("n=%d", n).isEqualTo(exists);
            assertThat(chain.searchedThrough()).as("n=%d", n).isEqualTo(!exists);
            if (found) {
                List<int[]> cells = problem.model().placement(chain.best()).cells();
                // 11×11's lattice of 9×9 alone dominates it: 5 queens, its domination number
                assertThat(cells.size()).as("n=%d", n).isBetween(m, m + 1);
                assertThat(Covers.isQueenCover(n, cells)).as("n=%d", n).isTrue();
            }
        }
    }

    /**
     * The lattice inside a larger board at every first cell the symmetries leave ({@link OutsideCover#firstCells})
     * is exact too: it finds a placement exactly when, at some first cell of all, some permutation of the lattice
     * dominates its own square and, with {@code extras} queens anywhere, the whole board, as trying them all says;
     * otherwise it ends having searched through. 8×8 with 3 + 1 or 2 + 2 queens and 7×7 with 2 + 1 must have none
     * (their domination numbers are 5 and 4).
     */
    @Test
    void theLatticeInsideALargerBoardAgreesWithEveryPermutationFirstCellAndQueens() {
        // n, border, extras
        int[][] cases = {{7, 2, 1}, {11, 2, 1}, {8, 3, 1}, {8, 3, 2}, {12, 3, 1}, {12, 3, 2}, {7, 4, 1}, {8, 5, 2},
            {9, 4, 3}};
        for (int[] k : cases) {
            int n = k[0];
            int side = n - k[1];
            int extras = k[2];
            int m = (side + 1) / 2;
            boolean exists = false;
            for (int r = 0; r <= k[1] && !exists; r++) {
                for (int c = 0; c <= k[1] && !exists; c++) {
                    int[] at = {r, c};
                    exists = anyPermutation(new int[m], new boolean[m], 0,
                            sigma -> insideDominates(n, side, at, sigma, extras));
                }
            }
            TestProblem problem = TestProblem.of(n, n, TestProblem.queen(), Objective.MIN_DOMINATION, null);
            LatticeChain chain = LatticeChain.inside(problem.model(), n, side, extras,
                    OutsideCover.firstCells(k[1]), 1);
            boolean found = chain.searchModes(() -> false, 1, Long.MAX_VALUE / 2);
            String what = n + "x" + n + ", side " + side + ", " + extras + " more";
            assertThat(found).as(what).isEqualTo(exists);
            assertThat(chain.searchedThrough()).as(what).isEqualTo(!exists);
            if (found) {
                List<int[]> cells = problem.model().placement(chain.best()).cells();
                assertThat(cells.size()).as(what).isBetween(m, m + extras);
                assertThat(Covers.isQueenCover(n, cells)).as(what).isTrue();
            }
        }
        assertThat(OutsideCover.firstCells(3)).containsExactly(1, 1, 0, 0, 0, 1);
        assertThat(OutsideCover.firstCells(4)).containsExactly(2, 2, 0, 0, 0, 1, 0, 2, 1, 1, 1, 2);
    }

    /** Budgets double from the first: a first budget of 0 would never grow nor stop, so it is refused. */
    @Test
    void refusesAFirstBudgetThatCannotDouble() {
        TestProblem problem = TestProblem.of(12, 12, TestProblem.queen(), Objective.MIN_DOMINATION, null);
        LatticeChain chain = LatticeChain.inside(problem.model(), 12, 9, 2, OutsideCover.firstCells(3), 1);
        assertThatThrownBy(() -> chain.searchModes(() -> false, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1");
    }

    /** 36×36's 19 queens: the lattice of 33×33 in a corner, two queens more (the chain's own seed and budgets). */
    @Test
    void dominates36By36WithTheLatticeOf33And2QueensMore() {
        TestProblem problem = TestProblem.of(36, 36, TestProblem.queen(), Objective.MIN_DOMINATION, null);
        LatticeChain chain = LatticeChain.inside(problem.model(), 36, 33, 2, OutsideCover.firstCells(3), 1);
        assertThat(chain.searchModes(() -> false, LatticeChain.FIRST_BUDGET, LatticeChain.LAST_BUDGET)).isTrue();
        List<int[]> cells = problem.model().placement(chain.best()).cells();
        assertThat(cells).hasSize(19);
        assertThat(Covers.isQueenCover(36, cells)).isTrue();
        assertThat(chain.steps()).isLessThan(1_000_000);
    }

    /**
     * Whether the lattice of side {@code side} with its first cell at {@code at}, placed by {@code sigma}, dominates its
     * own square, and with {@code extras} queens anywhere (1 to 3) the n×n board.
     */
    private static boolean insideDominates(int n, int side, int[] at, int[] sigma, int extras) {
        if (at[0] + side > n || at[1] + side > n) {
            return false;
        }
        boolean[][] seen = new boolean[n][n];
        for (int i = 0; i < sigma.length; i++) {
            int r = at[0] + 2 * i;
            int c = at[1] + 2 * sigma[i];
            for (int x = 0; x < n; x++) {
                for (int y = 0; y < n; y++) {
                    seen[x][y] |= x == r || y == c || x - y == r - c || x + y == r + c;
                }
            }
        }
        for (int x = at[0]; x < at[0] + side; x++) {
            for (int y = at[1]; y < at[1] + side; y++) {
                if (!seen[x][y]) {
                    return false;
                }
            }
        }
        // the extra queens at cells a, b and c (b = a, c = b for fewer)
        int cells = n * n;
        for (int a = 0; a < cells; a++) {
            for (int b = a; b < (extras >= 2 ? cells : a + 1); b++) {
                for (int c = b; c < (extras == 3 ? cells : b + 1); c++) {
                    boolean all = true;
                    for (int x = 0; x < n && all; x++) {
                        for (int y = 0; y < n && all; y++) {
                            all = seen[x][y] || sees(a / n, a % n, x, y) || sees(b / n, b % n, x, y)
                                    || sees(c / n, c % n, x, y);
                        }
                    }
                    if (all) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether a queen on (r, c) sees the cell (x, y). */
    private static boolean sees(int r, int c, int x, int y) {
        return x == r || y == c || x - y == r - c || x + y == r + c;
    }

    /**
     * The strength of the search by lines, pinned by its nodes (seed 1, the same on every machine): 27×27's lattice
     * searched through, with the fallback's 15 queens, then 14 inside its border, in about 1.34 M nodes (the search by
     * cells took 10 M for the lattice alone) and 29×29's with a corner and a queen on the diagonal searched through in
     * 0.13 M more; 41×41's 21
     * queens in about 0.28 M (0.71 M with the pairs by lines alone, before the plain space took large even
     * thresholds first; the search by cells found none in 6.4 M). 57×57's 29 in 3.7 M (115.7 M before) is measured
     * by {@code bench/queens-lattice.sh}, not here: it takes seconds.
     */
    @Test
    void searchesWithinItsMeasuredNodes() {
        assertThat(run(27, Objective.MIN_DOMINATION)).hasSize(14);
        assertThat(searchedThrough).isTrue();
        assertThat(steps).isLessThan(1_600_000);
        assertThat(run(41, Objective.MIN_DOMINATION)).hasSize(21);
        assertThat(steps).isLessThan(400_000);
    }

    /**
     * The search by pairs of thresholds is exact: on every board to 15×15 it finds ⌈n/2⌉ queens on the lattice exactly
     * when some permutation of the lattice dominates the board, as every permutation tried in turn says, and
     * otherwise ends having searched the lattice through.
     */
    @Test
    void agreesWithEveryPermutationOfTheLattice() {
        for (int side = 4; side <= 15; side++) {
            int n = side;
            int m = (n + 1) / 2;
            boolean exists = anyPermutation(new int[m], new boolean[m], 0, sigma -> latticeDominates(n, sigma));
            List<int[]> cells = run(n, Objective.MIN_DOMINATION);
            // ⌈n/2⌉ queens on the lattice (the lattice inside the border puts its queens on odd coordinates)
            boolean found = cells != null && cells.size() == m
                    && cells.stream().allMatch(q -> q[0] % 2 == 0 && q[1] % 2 == 0);
            assertThat(found).as("n=%d", n).isEqualTo(exists);
            assertThat(searchedThrough).as("n=%d", n).isEqualTo(!exists);
        }
    }

    /** Whether the lattice placed by the permutation {@code sigma} (queens at even rows and columns) dominates n×n. */
    private static boolean latticeDominates(int n, int[] sigma) {
        List<int[]> cells = new ArrayList<>();
        for (int i = 0; i < sigma.length; i++) {
            cells.add(new int[] {2 * i, 2 * sigma[i]});
        }
        return Covers.isQueenCover(n, cells);
    }

    /** Whether some completion of the permutation {@code sigma} of its first {@code row} rows passes {@code test}. */
    private static boolean anyPermutation(int[] sigma, boolean[] used, int row, Predicate<int[]> test) {
        if (row == sigma.length) {
            return test.test(sigma);
        }
        for (int j = 0; j < sigma.length; j++) {
            if (!used[j]) {
                used[j] = true;
                sigma[row] = j;
                boolean passes = anyPermutation(sigma, used, row + 1, test);
                used[j] = false;
                if (passes) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * With queens on distinct diagonals too it reaches A075324 where that is ⌈n/2⌉ from 9×9 on (9, 13, 17, 21, 25, and
     * 10×10 with 5; on 5×5 the lattice's three queens would be three non-attacking queens on 3×3), and ends without
     * one on 5×5, 14×14 and 20×20 (3 on 5×5 only off the lattice; 8 and 11 independent queens needed).
     */
    @Test
    void findsIndependentPlacementsWhereTheyExist() {
        for (int n : new int[] {9, 10, 13, 17, 21, 25}) {
            List<int[]> cells = run(n, Objective.MIN_INDEPENDENT_DOMINATION);
            assertThat(cells).as("n=%d", n).isNotNull().hasSize((n + 1) / 2);
            assertThat(Covers.isIndependentQueenCover(n, cells)).as("n=%d", n).isTrue();
        }
        for (int n : new int[] {5, 14, 20}) {
            assertThat(run(n, Objective.MIN_INDEPENDENT_DOMINATION)).as("n=%d", n).isNull();
            assertThat(searchedThrough).as("n=%d", n).isTrue();
        }
    }

    private boolean searchedThrough;
    private long steps;

    /** The chain's placement as coordinates, or null when it ended without one; it is never stopped from outside. */
    private List<int[]> run(int n, Objective objective) {
        TestProblem problem = TestProblem.of(n, n, TestProblem.queen(), objective, null);
        LatticeChain chain = new LatticeChain(problem.model(), n, objective == Objective.MIN_INDEPENDENT_DOMINATION, 1);
        int[] reported = {0};
        chain.run((n + 1) / 2, () -> false, value -> reported[0] = value);
        assertThat(chain.steps()).isPositive();
        searchedThrough = chain.searchedThrough();
        steps = chain.steps();
        if (chain.best() == null) {
            assertThat(reported[0]).isZero();
            return null;
        }
        assertThat(reported[0]).isEqualTo(chain.best().length);
        return problem.model().placement(chain.best()).cells();
    }
}
