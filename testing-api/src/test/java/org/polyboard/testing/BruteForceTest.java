package org.polyboard.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The oracle against counts that the literature gives for queens on small square boards. */
class BruteForceTest {

    @Test
    void queensOnTheEightByEightBoard() {
        BruteForce queens = new BruteForce(queens(8));
        assertThat(queens.cells()).isEqualTo(64);
        // five queens dominate the board in 4 860 ways (A075458, and Cockayne's count of the minimum dominating sets)
        assertThat(queens.dominationNumber()).isEqualTo(5);
        assertThat(queens.dominatingSets(5)).isEqualTo(4_860);
        // the eight queens puzzle: 92 solutions (A000170)
        assertThat(queens.independenceNumber()).isEqualTo(8);
        assertThat(queens.largestIndependentSets()).isEqualTo(92);
        // five independent queens dominate it too (A075324)
        assertThat(queens.independentDominationNumber()).isEqualTo(5);
    }

    /**
     * Queens on 4x4, counted once by a plain listing of the pairs, triples and quadruples of cells (outside this
     * code): two queens dominate in 12 ways, 3 up to the square's symmetries; placements fixed by the half turn
     * need four queens, 28 ways, 11 classes; three independent queens dominate in 16 ways, 2 classes.
     */
    @Test
    void smallestSetsUpToTheSquaresSymmetries() {
        BruteForce queens = new BruteForce(queens(4));
        List<int[]> square = squareSymmetries(4);
        BruteForce.Minimum any = queens.minimum(false, List.of(), square);
        assertThat(any.size()).isEqualTo(2);
        assertThat(any.sets()).hasSize(12).allSatisfy(set -> assertThat(Long.bitCount(set)).isEqualTo(2));
        assertThat(any.classes()).isEqualTo(3);
        assertThat(queens.dominatingSets(2)).isEqualTo(12);
        int[] halfTurn = square.get(2);
        BruteForce.Minimum fixed = queens.minimum(false, List.<int[]>of(halfTurn), square);
        assertThat(fixed.size()).isEqualTo(4);
        assertThat(fixed.sets()).hasSize(28).allSatisfy(set -> assertThat(image(set, halfTurn)).isEqualTo(set));
        assertThat(fixed.classes()).isEqualTo(11);
        BruteForce.Minimum independent = queens.minimum(true, List.of(), square);
        assertThat(independent.size()).isEqualTo(3).isEqualTo(queens.independentDominationNumber());
        assertThat(independent.sets()).hasSize(16);
        assertThat(queens.smallestIndependentDominatingSets()).isEqualTo(16);
        assertThat(independent.classes()).isEqualTo(2);
    }

    @Test
    void everyUnionOfOrbitsIsTried() {
        BruteForce queens = new BruteForce(queens(4));
        long[] rows = new long[4];
        for (int r = 0; r < 4; r++) {
            rows[r] = 0xFL << 4 * r;
        }
        // whole rows: one row dominates 4x4; no two cells of a row are independent, so none is independent
        assertThat(queens.orbitOptima(rows)).containsExactly(4, -1, 0);
    }

    /** The closed neighbourhoods of queens on the n x n board, cell r*n+c. */
    static long[] queens(int n) {
        long[] closed = new long[n * n];
        for (int a = 0; a < n * n; a++) {
            for (int b = 0; b < n * n; b++) {
                int dr = a / n - b / n;
                int dc = a % n - b % n;
                if (dr == 0 || dc == 0 || Math.abs(dr) == Math.abs(dc)) {
                    closed[a] |= 1L << b;
                }
            }
        }
        return closed;
    }

    /** The eight symmetries of the n x n square as cell permutations: identity, quarter, half, three-quarter turn, four reflections. */
    static List<int[]> squareSymmetries(int n) {
        List<int[]> result = new ArrayList<>();
        for (int s = 0; s < 8; s++) {
            int[] g = new int[n * n];
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    int rr = r;
                    int cc = c;
                    for (int t = 0; t < s % 4; t++) {
                        int tmp = rr;
                        rr = cc;
                        cc = n - 1 - tmp;
                    }
                    if (s >= 4) {
                        cc = n - 1 - cc;
                    }
                    g[r * n + c] = rr * n + cc;
                }
            }
            result.add(g);
        }
        return result;
    }

    private static long image(long set, int[] g) {
        long result = 0;
        for (int c : BruteForce.cells(set)) {
            result |= 1L << g[c];
        }
        return result;
    }
}
