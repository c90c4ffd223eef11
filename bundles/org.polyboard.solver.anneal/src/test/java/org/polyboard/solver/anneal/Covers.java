package org.polyboard.solver.anneal;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** An independent check of knight covers from coordinates alone. */
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
}
