package org.polyboard.pieces;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Move vectors in d dimensions. */
final class Vectors {

    private Vectors() {
    }

    /** Every vector of {−1,0,1}^d accepted by {@code filter}, except zero. */
    static int[][] unitVectors(int d, Predicate<int[]> filter) {
        List<int[]> result = new ArrayList<>();
        int total = 1;
        for (int i = 0; i < d; i++) {
            total *= 3;
        }
        for (int code = 0; code < total; code++) {
            int[] v = new int[d];
            int rest = code;
            for (int a = 0; a < d; a++) {
                v[a] = rest % 3 - 1;
                rest /= 3;
            }
            if (nonZero(v) > 0 && filter.test(v)) {
                result.add(v);
            }
        }
        return result.toArray(new int[0][]);
    }

    /** The vectors whose first non-zero entry is positive: one of each pair ±v. */
    static int[][] canonical(int[][] vectors) {
        List<int[]> result = new ArrayList<>();
        for (int[] v : vectors) {
            for (int x : v) {
                if (x != 0) {
                    if (x > 0) {
                        result.add(v);
                    }
                    break;
                }
            }
        }
        return result.toArray(new int[0][]);
    }

    static int nonZero(int[] v) {
        int count = 0;
        for (int x : v) {
            if (x != 0) {
                count++;
            }
        }
        return count;
    }
}
