package org.polyboard.solver.anneal;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** An independent check of knight and queen covers from coordinates alone. */
final class Covers {

    private static final int[][] JUMPS = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};

    private Covers() {
    }

    /** Whether the knights on {@code cells} (0-based row, column; no repeats) cover the rows×cols board. */
    static boolean isKnightCover(int rows, int cols, List<int[]> cells) {
        Set<Integer> at = new HashSet<>();
        for (int[] c : cells) {
            if (c[0] < 0 || c[0] >= rows || c[1] < 0 || c[1] >= cols || !at.add(c[0] * cols + c[1])) {
                return false;
            }
        }
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                boolean covered = at.contains(i * cols + j);
                for (int[] d : JUMPS) {
                    int a = i + d[0];
                    int b = j + d[1];
                    covered |= a >= 0 && a < rows && b >= 0 && b < cols && at.contains(a * cols + b);
                }
                if (!covered) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether the queens on {@code cells} (0-based row, column) stand on the n×n board, attack none of each other and
     * cover it.
     */
    static boolean isIndependentQueenCover(int n, List<int[]> cells) {
        return isIndependentQueenCover(n, n, cells);
    }

    /** Whether the queens on {@code cells} stand on the rows×cols board, attack none of each other and cover it. */
    static boolean isIndependentQueenCover(int rows, int cols, List<int[]> cells) {
        for (int[] a : cells) {
            for (int[] b : cells) {
                if (a != b && attacks(a[0], a[1], b[0], b[1])) {
                    return false;
                }
            }
        }
        return isQueenCover(rows, cols, cells);
    }

    /** Whether the queens on {@code cells} (0-based row, column) stand on the n×n board and cover it. */
    static boolean isQueenCover(int n, List<int[]> cells) {
        return isQueenCover(n, n, cells);
    }

    /** Whether the queens on {@code cells} stand on the rows×cols board and cover it. */
    static boolean isQueenCover(int rows, int cols, List<int[]> cells) {
        for (int[] q : cells) {
            if (q[0] < 0 || q[0] >= rows || q[1] < 0 || q[1] >= cols) {
                return false;
            }
        }
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                boolean covered = false;
                for (int[] q : cells) {
                    covered |= q[0] == i && q[1] == j || attacks(q[0], q[1], i, j);
                }
                if (!covered) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean attacks(int r, int c, int i, int j) {
        return r == i || c == j || r - c == i - j || r + c == i + j;
    }
}
