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
 * The most queens no two of which attack each other on the box 4^d, for d = 2 and every d ≥ 4: 2^d, one in each of
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
 * The box 4^3 holds 7 (A068940), not 8, which is why d = 3 is not served. The board is never built as an attack
 * model: 4^8 (65 536 cells) and 4^9 are beyond the searches. The caller verifies the placement. Stateless,
 * thread-safe.
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
        int d = dimension(problem.board());
        if (d < 0) {
            return Optional.of("the polycube construction takes the full box 4^d, not " + problem.board().description());
        }
        if (d == 3 || d < 2) {
            return Optional.of("the polycube construction takes 4^d for d = 2 and d >= 4; 4^" + d
                    + " holds fewer than 2^" + d + " queens");
        }
        return Optional.empty();
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        int d = dimension(problem.board());
        if (d < 0) {
            throw new IllegalArgumentException("the board " + problem.board().description() + " is not the box 4^d.");
        }
        List<int[]> queens = queens(d);
        int count = queens.size();
        return SolveResult.builder().status(Status.OPTIMAL).value(count).bound(count)
                .solution(Placement.of(queens))
                .proof(count + " queens, one in each sub-box of side 2, placed by " + (d % 2 == 0
                        ? "reversing the coordinates of the sub-box" : "a searched placement on 4^5 times the even"
                                + " construction on the other " + (d - ODD_BASE) + " coordinates")
                        + "; no more fit: the " + count + " sub-boxes of side 2 are cliques, each holding one queen"
                        + " at most")
                .build();
    }

    /** d when {@code board} is the full box 4^d (no wrapping), else −1. */
    static int dimension(Board board) {
        int d = board.dimension();
        long cells = 1;
        for (int axis = 0; axis < d; axis++) {
            if (board.extent(axis) != 4) {
                return -1;
            }
            cells *= 4;
        }
        return board.wraps() || board.cellCount() != cells ? -1 : d;
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
