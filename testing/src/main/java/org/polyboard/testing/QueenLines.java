package org.polyboard.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

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

    /**
     * Asserts that {@code queens} are non-attacking queens on the box of side 3 in {@code d} dimensions (3^d): d
     * coordinates each, each 0, 1 or 2, no two on a line, and no two with the same middle set (the coordinates equal to
     * 1), so no cell twice.
     *
     * @return how many have a middle set of each size, 0 to d
     */
    public static int[] assertOnBoxOfSideThree(List<int[]> queens, int d) {
        Set<Integer> middleSets = new HashSet<>();
        int[] bySize = new int[d + 1];
        for (int i = 0; i < queens.size(); i++) {
            int[] queen = queens.get(i);
            assertThat(queen).as("queen %d", i).hasSize(d);
            int middle = 0;
            for (int axis = 0; axis < d; axis++) {
                assertThat(queen[axis]).as("queen %d", i).isBetween(0, 2);
                middle |= queen[axis] == 1 ? 1 << axis : 0;
            }
            middleSets.add(middle);
            bySize[Integer.bitCount(middle)]++;
        }
        assertThat(middleSets).as("distinct middle sets").hasSize(queens.size());
        assertNonAttacking(queens);
        return bySize;
    }
}
