package org.polyboard.solver.construct.peaceable;

import java.util.ArrayList;
import java.util.List;

import org.polyboard.api.solve.Placement;

/**
 * A colouring of the queen lines of the n×n board or torus: every row, column, diagonal (r−c) and
 * anti-diagonal (r+c) is white or black. The white army is every cell whose four lines are white, the black army
 * every cell whose four lines are black; two queens of different colours never share a line, so the pair is
 * peaceable. Diagonals are indexed r−c+n−1 and anti-diagonals r+c on the board, both mod n on the torus.
 */
final class LineColouring {

    final int n;
    final boolean torus;
    final boolean[] rows;
    final boolean[] cols;
    final boolean[] diagonals;
    final boolean[] antiDiagonals;

    /** All lines black. */
    LineColouring(int n, boolean torus) {
        this.n = n;
        this.torus = torus;
        this.rows = new boolean[n];
        this.cols = new boolean[n];
        this.diagonals = new boolean[torus ? n : Math.max(1, 2 * n - 1)];
        this.antiDiagonals = new boolean[torus ? n : Math.max(1, 2 * n - 1)];
    }

    int diagonal(int r, int c) {
        return torus ? Math.floorMod(r - c, n) : r - c + n - 1;
    }

    int antiDiagonal(int r, int c) {
        return torus ? (r + c) % n : r + c;
    }

    /** Whether (r, c) is in the white army. */
    boolean white(int r, int c) {
        return rows[r] && cols[c] && diagonals[diagonal(r, c)] && antiDiagonals[antiDiagonal(r, c)];
    }

    /** Whether (r, c) is in the black army. */
    boolean black(int r, int c) {
        return !rows[r] && !cols[c] && !diagonals[diagonal(r, c)] && !antiDiagonals[antiDiagonal(r, c)];
    }

    /** The sizes of the two armies: {white, black}. */
    long[] counts() {
        long white = 0;
        long black = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (white(r, c)) {
                    white++;
                } else if (black(r, c)) {
                    black++;
                }
            }
        }
        return new long[] {white, black};
    }

    /** min(white, black) queens of each colour, in row-major order. */
    Placement placement() {
        long[] counts = counts();
        int m = (int) Math.min(counts[0], counts[1]);
        List<int[]> white = new ArrayList<>(m);
        List<int[]> black = new ArrayList<>(m);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (white.size() < m && white(r, c)) {
                    white.add(new int[] {r, c});
                } else if (black.size() < m && black(r, c)) {
                    black.add(new int[] {r, c});
                }
            }
        }
        return Placement.of(white, black);
    }
}
