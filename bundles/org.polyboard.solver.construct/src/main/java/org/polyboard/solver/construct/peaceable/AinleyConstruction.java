package org.polyboard.solver.construct.peaceable;

import java.util.Arrays;

/**
 * Ainley's four-blob construction on the n×n board (Ainley 1977; rediscovered by Jubin; the "4-pentagon"
 * construction of OEIS A250000), as a colouring of the lines by intervals. With x the column and y the row, both
 * scaled to [0, 1], the white army is the two pentagons
 * <pre>
 *   W1 = {x ≤ 1/4, y ≥ 1/2, 2/3 ≤ x+y ≤ 1},   W2 = {1/2 ≤ x ≤ 3/4, y ≥ x, x+y ≥ 4/3}
 * </pre>
 * and the black army their half-turn images B1 = {1/4 ≤ x ≤ 1/2, y ≤ x, x+y ≤ 2/3}, B2 = {x ≥ 3/4, y ≤ 1/2,
 * 1 ≤ x+y ≤ 4/3}. White uses the columns [0,1/4) ∪ [1/2,3/4), the rows y ≥ 1/2, the anti-diagonals
 * [2/3,1] ∪ [4/3,2] and the diagonals y−x ≥ 0; black uses the other lines, so no line carries both colours.
 * W1 has area 23/288 and W2 19/288, so each army has density 7/48.
 * <p>
 * On the discrete board each threshold is rounded (c1 ≈ n/4, c2 ≈ n/2, c3 ≈ 3n/4, r1 ≈ n/2, s1 ≈ 2n/3,
 * s2 = n−1, s3 ≈ 4n/3, d0 = 0) and then moved by at most one, choosing the best of these 3⁸ colourings; on odd
 * boards the anti-diagonal s2 may also get a one-line "tooth" (lines s2+1 and s2+2, or s2−1 and s2, exchange
 * colours). The armies are counted in O(n) per candidate, row by row as intersections of intervals. This gives
 * ⌊7n²/48⌋ on every even board checked (all n ≤ 200, and samples up to 1000) and on every odd board up to 47; on
 * larger odd boards it falls short by about n/26 (1 queen at n = 49, 5 at 199, 38 at 999).
 */
final class AinleyConstruction {

    /** The chosen thresholds and the resulting counts. */
    record Choice(int c1, int c2, int c3, int r1, int s1, int s2, int s3, int d0, int tooth, long white, long black) {

        long value() {
            return Math.min(white, black);
        }

        String text() {
            return "columns [0," + c1 + ")+[" + c2 + "," + c3 + "), rows >= " + r1 + ", r+c in [" + s1 + "," + s2
                    + "]+[" + s3 + ",..)" + (tooth == 0 ? "" : " tooth " + tooth) + ", r-c >= " + d0;
        }
    }

    private final int n;

    private AinleyConstruction(int n) {
        this.n = n;
    }

    /** The best colouring of the family for the n×n board. */
    static Choice choose(int n) {
        return new AinleyConstruction(n).search();
    }

    /** The colouring of {@code choice}: white lines true. */
    static LineColouring colouring(int n, Choice choice) {
        LineColouring colouring = new LineColouring(n, false);
        for (int r = 0; r < n; r++) {
            colouring.rows[r] = r >= choice.r1();
        }
        for (int c = 0; c < n; c++) {
            colouring.cols[c] = c < choice.c1() || c >= choice.c2() && c < choice.c3();
        }
        for (int d = -(n - 1); d <= n - 1; d++) {
            colouring.diagonals[d + n - 1] = d >= choice.d0();
        }
        int[][] white = antiWhite(choice.s1(), choice.s2(), choice.s3(), choice.tooth(), 2 * n);
        for (int[] interval : white) {
            for (int s = Math.max(0, interval[0]); s <= Math.min(2 * n - 2, interval[1]); s++) {
                colouring.antiDiagonals[s] = true;
            }
        }
        return colouring;
    }

    private Choice search() {
        int[] nominal = {(n + 2) / 4, (n + 1) / 2, (3 * n + 2) / 4, (n + 1) / 2, (2 * n + 1) / 3, n - 1, (4 * n + 1) / 3, 0};
        int teeth = n % 2 == 1 ? 3 : 1;
        Choice best = null;
        int[] p = new int[8];
        int[] offset = new int[8];
        Arrays.fill(offset, -1);
        while (true) {
            for (int i = 0; i < 8; i++) {
                p[i] = nominal[i] + offset[i];
            }
            if (0 <= p[0] && p[0] <= p[1] && p[1] <= p[2] && p[2] <= n) {
                for (int tooth = 0; tooth < teeth; tooth++) {
                    if (!disjoint(p[4], p[5], p[6], tooth)) {
                        continue;
                    }
                    long[] counts = count(p, tooth, best == null ? -1 : best.value());
                    long value = Math.min(counts[0], counts[1]);
                    if (best == null || value > best.value()) {
                        best = new Choice(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], tooth, counts[0], counts[1]);
                    }
                }
            }
            int i = 0;
            while (i < 8 && offset[i] == 1) {
                offset[i++] = -1;
            }
            if (i == 8) {
                break;
            }
            offset[i]++;
        }
        if (best == null) {
            return new Choice(0, 0, 0, n, 0, -1, 3, n, 0, 0, 0);
        }
        return best;
    }

    /** Whether the anti-diagonal intervals of {@link #antiWhite} and {@link #antiBlack} are disjoint and ordered. */
    private static boolean disjoint(int s1, int s2, int s3, int tooth) {
        return switch (tooth) {
            case 1 -> s1 <= s2 + 1 && s2 + 3 <= s3;
            case 2 -> s1 <= s2 - 1 && s2 + 1 <= s3;
            default -> s1 <= s2 + 1 && s2 + 1 <= s3;
        };
    }

    /**
     * The white anti-diagonals as intervals: [s1,s2] ∪ [s3,∞), and with a tooth at s2 either s2+2 added (tooth 1)
     * or s2−1 removed (tooth 2).
     */
    private static int[][] antiWhite(int s1, int s2, int s3, int tooth, int infinity) {
        return switch (tooth) {
            case 1 -> new int[][] {{s1, s2}, {s2 + 2, s2 + 2}, {s3, infinity}};
            case 2 -> new int[][] {{s1, s2 - 2}, {s2, s2}, {s3, infinity}};
            default -> new int[][] {{s1, s2}, {s3, infinity}};
        };
    }

    /** The black anti-diagonals, the complement of {@link #antiWhite}. */
    private static int[][] antiBlack(int s1, int s2, int s3, int tooth) {
        return switch (tooth) {
            case 1 -> new int[][] {{0, s1 - 1}, {s2 + 1, s2 + 1}, {s2 + 3, s3 - 1}};
            case 2 -> new int[][] {{0, s1 - 1}, {s2 - 1, s2 - 1}, {s2 + 1, s3 - 1}};
            default -> new int[][] {{0, s1 - 1}, {s2 + 1, s3 - 1}};
        };
    }

    /**
     * {white, black} for thresholds {@code p} = (c1, c2, c3, r1, s1, s2, s3, d0), in O(n); black is left 0 when
     * white is already at most {@code floor}.
     */
    private long[] count(int[] p, int tooth, long floor) {
        int[][] whiteCols = {{0, p[0] - 1}, {p[1], p[2] - 1}};
        int[][] blackCols = {{p[0], p[1] - 1}, {p[2], n - 1}};
        int[][] whiteAnti = antiWhite(p[4], p[5], p[6], tooth, 2 * n);
        int[][] blackAnti = antiBlack(p[4], p[5], p[6], tooth);
        int r1 = p[3];
        int d0 = p[7];
        long white = 0;
        for (int r = Math.max(0, r1); r < n; r++) {
            int high = Math.min(n - 1, r - d0);
            for (int[] cols : whiteCols) {
                for (int[] anti : whiteAnti) {
                    white += length(Math.max(0, Math.max(cols[0], anti[0] - r)), Math.min(high, Math.min(cols[1], anti[1] - r)));
                }
            }
        }
        long black = 0;
        if (white <= floor) {
            return new long[] {white, black};
        }
        for (int r = 0; r < Math.min(n, r1); r++) {
            int low = Math.max(0, r - d0 + 1);
            for (int[] cols : blackCols) {
                for (int[] anti : blackAnti) {
                    black += length(Math.max(low, Math.max(cols[0], anti[0] - r)), Math.min(n - 1, Math.min(cols[1], anti[1] - r)));
                }
            }
        }
        return new long[] {white, black};
    }

    private static int length(int low, int high) {
        return high >= low ? high - low + 1 : 0;
    }
}
