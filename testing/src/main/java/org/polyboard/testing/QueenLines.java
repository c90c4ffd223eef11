package org.polyboard.testing;

import java.util.List;

/**
 * Queens checked from their coordinates alone, in any number of dimensions, without an attack model: two cells lie on
 * a common queen line when their difference is a multiple of a vector of 0s and ±1s, that is when the nonzero
 * differences of their coordinates are all equal.
 */
public final class QueenLines {

    private QueenLines() {
    }

    /** Whether two distinct cells lie on a common queen line (false for the same cell twice). */
    public static boolean shareALine(int[] a, int[] b) {
        int step = 0;
        for (int axis = 0; axis < a.length; axis++) {
            int diff = Math.abs(a[axis] - b[axis]);
            if (diff != 0) {
                if (step != 0 && step != diff) {
                    return false;
                }
                step = diff;
            }
        }
        return step != 0;
    }

    /**
     * Asserts that no two of {@code queens} share a queen line, naming the first two that do; a loop without
     * allocation, for placements of thousands of queens. That no cell comes twice is the caller's to check.
     */
    public static void assertNonAttacking(List<int[]> queens) {
        for (int i = 0; i < queens.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (shareALine(queens.get(i), queens.get(j))) {
                    throw new AssertionError("queens " + j + " and " + i + " attack");
                }
            }
        }
    }
}
