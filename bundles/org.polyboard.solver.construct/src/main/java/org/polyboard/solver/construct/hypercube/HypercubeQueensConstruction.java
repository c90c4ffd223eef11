package org.polyboard.solver.construct.hypercube;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.polyboard.api.board.Board;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.solver.construct.Construction;

/**
 * The most queens no two of which attack each other on two kinds of hypercube, each placement with the bound it meets.
 * <p>
 * On the box 4^d, for d = 2 and every d ≥ 4: 2^d, one in each of
 * the 2^d sub-boxes of side 2 that halving the coordinates gives. No more fit: any two cells of such a sub-box differ
 * by a vector of 0s and ±1s, so they share a line, and the sub-box holds one queen at most. The placement puts the
 * queen of sub-box b ∈ {0,1}^d at 2b + e(b), with an offset e(b) ∈ {0,1}^d:
 * <ul>
 * <li>d even: e(b)<sub>i</sub> = b<sub>d−1−i</sub> xor [i &lt; d/2] (the coordinates reversed, the first half
 * flipped). For sub-boxes b ≠ b' let Δb = b − b' and Δe = e(b) − e(b'), so Δe<sub>i</sub> = s<sub>i</sub>
 * Δb<sub>d−1−i</sub> with s<sub>i</sub> = −1 in the first half and +1 in the second. The two queens differ by
 * v = 2Δb + Δe and attack only if every nonzero |v<sub>i</sub>| is 2, or 3, or 1. All 2 means Δe = 0, so b = b'.
 * All 3 means Δe = Δb; with j = d−1−i, Δb<sub>i</sub> = s<sub>i</sub>Δb<sub>j</sub> and Δb<sub>j</sub> =
 * s<sub>j</sub>Δb<sub>i</sub>, and s<sub>i</sub>s<sub>j</sub> = −1 forces both to 0. All 1 means Δe<sub>i</sub> =
 * −Δb<sub>i</sub> wherever Δb<sub>i</sub> ≠ 0; then Δb<sub>j</sub> ≠ 0 too, and the same at j gives s<sub>i</sub> =
 * s<sub>j</sub>, which i and j in opposite halves forbid;</li>
 * <li>d odd, d ≥ 5: on the first five coordinates the offsets of a placement of 32 queens on 4^5, which a
 * depth-first search finds in about 13 000 nodes, and on the other d − 5 the even construction. Queens on two
 * boxes, each placed so that no two attack, give queens on the product that do not attack either: two cells
 * attack when the nonzero coordinates of their difference have one absolute value, and a difference that differs
 * on the first box's coordinates has two values there already.</li>
 * </ul>
 * The box 4^3 holds 7 (A068940), not 8, which is why d = 3 is not served that way.
 * <p>
 * The box n^d (d ≥ 2) whose side n has no prime factor below 2^d holds n^(d−1) queens, one on each line along the
 * last axis, which is the most: those lines partition the box. The queen of the line through (x<sub>1</sub>, …,
 * x<sub>d−1</sub>) sits at x<sub>d</sub> = Σ 2<sup>i</sup>x<sub>i</sub> mod n (i = 1 … d−1), the modular
 * construction of Klarner for d = 3 (n coprime to 210, so A068940(11) = 121 and A068940(13) = 169) and of the
 * n-queens problem for d = 2 (n coprime to 6). Two such queens that attack differ by t·ε, 0 &lt; t &lt; n, ε ∈
 * {−1, 0, 1}^d not zero on the first d − 1 axes; then t·(Σ 2<sup>i</sup>ε<sub>i</sub> − ε<sub>d</sub>) ≡ 0 mod n,
 * but that sum is not 0 (its lowest nonzero binary digit) and below 2^d in size, so it shares no prime with n.
 * <p>
 * The board is never built as an attack model: 4^8 (65 536 cells), 4^9 and 97^3 (912 673) are beyond the searches.
 * The caller verifies the placement. Stateless, thread-safe.
 */
public final class HypercubeQueensConstruction implements Construction {

    static final String FAMILY = "polycube";
    static final String PIECE = "queen";
    /** The coordinates of the searched part of an odd box. */
    static final int ODD_BASE = 5;

    @Override
    public String family() {
        return FAMILY;
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_INDEPENDENT);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        if (!problem.instance().piece().equals(PIECE)) {
            return Optional.of("the polycube construction places queens, not " + problem.instance().piece());
        }
        if (problem.symmetry().isPresent() || problem.size().isPresent()) {
            return Optional.of("the polycube construction builds one unrestricted placement (no symmetry= or size=)");
        }
        if (options.all()) {
            return Optional.of("construct builds one placement and does not enumerate (--all)");
        }
        int[] box = box(problem.board());
        if (box == null) {
            return Optional.of("the polycube construction takes a full box n^d, not " + problem.board().description());
        }
        if (!serves(box)) {
            return Optional.of("the polycube construction takes 4^d for d = 2 and d >= 4, and n^d for d >= 2 where n has"
                    + " no prime factor below 2^d; not " + box[0] + "^" + box[1]);
        }
        return Optional.empty();
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        int[] box = box(problem.board());
        if (box == null || !serves(box)) {
            throw new IllegalArgumentException("the board " + problem.board().description() + " is not a box this"
                    + " construction serves.");
        }
        int n = box[0];
        int d = box[1];
        boolean subBoxes = subBoxes(n, d);
        List<int[]> queens = subBoxes ? queens(d) : modularQueens(n, d);
        int count = queens.size();
        String proof = subBoxes
                ? count + " queens, one in each sub-box of side 2, placed by " + (d % 2 == 0
                        ? "reversing the coordinates of the sub-box" : "a searched placement on 4^5" + (d == ODD_BASE
                                ? "" : " times the even construction on the other " + (d - ODD_BASE) + " coordinates"))
                        + "; no more fit: the " + count + " sub-boxes of side 2 are cliques, each holding one queen"
                        + " at most"
                : count + " queens at x_d = sum of 2^i x_i mod " + n + ", which attack nowhere as " + n
                        + " has no prime factor below 2^" + d + "; no more fit: the " + count
                        + " lines along the last axis partition the box, each holding one queen at most";
        return SolveResult.builder().status(Status.OPTIMAL).value(count).bound(count).solution(Placement.of(queens))
                .proof(proof).build();
    }

    /** Whether one of the two constructions serves the box {n, d}. */
    private static boolean serves(int[] box) {
        return subBoxes(box[0], box[1]) || modular(box[0], box[1]);
    }

    /** {n, d} when {@code board} is the full box n^d (no wrapping), else {@code null}. */
    static int[] box(Board board) {
        int d = board.dimension();
        if (d == 0 || board.wraps()) {
            return null;
        }
        int n = board.extent(0);
        long cells = 1;
        for (int axis = 0; axis < d; axis++) {
            if (board.extent(axis) != n) {
                return null;
            }
            cells *= n;
        }
        return board.cellCount() == cells ? new int[] {n, d} : null;
    }

    /** Whether the sub-box construction serves 4^d. */
    static boolean subBoxes(int n, int d) {
        return n == 4 && (d == 2 || d >= 4);
    }

    /** Whether the modular construction serves n^d: d ≥ 2 and no prime factor of n below 2^d. */
    static boolean modular(int n, int d) {
        if (d < 2 || n < 2 || d >= 31) {
            return false;
        }
        long least = 1L << d;
        for (int p = 2; p < least && p <= n; p++) {
            if (n % p == 0) {
                return false;
            }
        }
        return true;
    }

    /** The n^(d−1) queens of the modular construction, 0-based, the last coordinate Σ 2^i x_i mod n. */
    static List<int[]> modularQueens(int n, int d) {
        long count = 1;
        for (int i = 1; i < d; i++) {
            count *= n;
        }
        List<int[]> queens = new ArrayList<>((int) count);
        int[] x = new int[d];
        while (true) {
            long last = 0;
            for (int i = 0; i < d - 1; i++) {
                last = (last + (2L << i) % n * x[i]) % n;
            }
            x[d - 1] = (int) last;
            queens.add(x.clone());
            int axis = d - 2;
            while (axis >= 0 && ++x[axis] == n) {
                x[axis] = 0;
                axis--;
            }
            if (axis < 0) {
                return queens;
            }
        }
    }

    /** The 2^d queens on 4^d (d = 2 or d ≥ 4), 0-based coordinates, in the order of their sub-boxes. */
    static List<int[]> queens(int d) {
        if (d == 3 || d < 2 || d > 30) {
            throw new IllegalArgumentException("4^" + d + " is not served");
        }
        int base = d % 2 == 0 ? 0 : ODD_BASE;
        int[] searched = base == 0 ? new int[] {0} : searchedOffsets(base);
        int rest = d - base;
        List<int[]> queens = new ArrayList<>(1 << d);
        for (int high = 0; high < 1 << rest; high++) {
            for (int low = 0; low < 1 << base; low++) {
                int[] cell = new int[d];
                for (int i = 0; i < base; i++) {
                    cell[i] = 2 * bit(low, i) + bit(searched[low], i);
                }
                for (int i = 0; i < rest; i++) {
                    int flip = i < rest / 2 ? 1 : 0;
                    cell[base + i] = 2 * bit(high, i) + (bit(high, rest - 1 - i) ^ flip);
                }
                queens.add(cell);
            }
        }
        return queens;
    }

    private static int bit(int word, int i) {
        return word >>> i & 1;
    }

    /**
     * Offsets e(b) for every sub-box b of 4^{@code d} (b and e as d-bit words) such that no two of the queens 2b + e(b)
     * attack: a depth-first search over the sub-boxes in order, offsets tried in increasing order.
     */
    static int[] searchedOffsets(int d) {
        int blocks = 1 << d;
        int[] offset = new int[blocks];
        int[][] cells = new int[blocks][];
        int k = 0;
        offset[0] = -1;
        while (k >= 0 && k < blocks) {
            offset[k]++;
            if (offset[k] == blocks) {
                offset[k] = -1;
                k--;
                continue;
            }
            int[] cell = new int[d];
            for (int i = 0; i < d; i++) {
                cell[i] = 2 * bit(k, i) + bit(offset[k], i);
            }
            boolean free = true;
            for (int j = 0; j < k && free; j++) {
                free = !attack(cell, cells[j]);
            }
            if (free) {
                cells[k] = cell;
                k++;
                if (k < blocks) {
                    offset[k] = -1;
                }
            }
        }
        if (k < 0) {
            throw new IllegalStateException("no placement of " + blocks + " queens on 4^" + d);
        }
        return offset;
    }

    /** Whether two distinct cells share a line of a queen: the nonzero coordinates of their difference have one size. */
    static boolean attack(int[] a, int[] b) {
        int size = 0;
        for (int i = 0; i < a.length; i++) {
            int delta = Math.abs(a[i] - b[i]);
            if (delta == 0) {
                continue;
            }
            if (size != 0 && delta != size) {
                return false;
            }
            size = delta;
        }
        return size != 0;
    }
}
