package org.polyboard.solver.construct.peaceable;

import java.util.Arrays;

/**
 * The n-argyle on the odd n×n torus, n = 2k+1. On an odd torus a cell is fixed by its diagonal d = r−c and
 * anti-diagonal a = r+c (2 is invertible mod n), so in the (d, a) coordinates the square [0,x)×[0,y) and the
 * square [x,n)×[y,n) are two diamonds on the two parity classes of the same region. The argyle gives the black
 * army the first square cut to the diagonals outside a central band (|d| ≳ n/6) and a band of anti-diagonals,
 * and the white army the second square cut to the central diagonals and the other anti-diagonals:
 * <pre>
 *   black = {r &lt; x, c &lt; y, d ∉ [−t₁, t₂], a ∈ A},   white = {r ≥ x, c ≥ y, d ∈ [−t₁, t₂], a ∉ A}
 * </pre>
 * with x, y ∈ {k−1, k, k+1}, t₁, t₂ near n/6 and A the cyclic interval of anti-diagonals that does best (chosen
 * exactly in O(n²) from per-anti-diagonal counts). In the continuous limit the diamonds give density 1/12 per
 * army (bands of a third of the diamond), below the upper bound 1/8 for odd tori.
 */
final class ArgyleConstruction {

    /** The chosen squares, diagonal band and anti-diagonal interval, and the army sizes. */
    record Choice(int x, int y, int t1, int t2, int a0, int length, long white, long black) {

        long value() {
            return Math.min(white, black);
        }

        String text() {
            return "black r<" + x + ", c<" + y + ", r-c outside [-" + t1 + "," + t2 + "], r+c in [" + a0 + ","
                    + a0 + "+" + length + ") mod n; white the complement lines";
        }
    }

    private ArgyleConstruction() {
    }

    static Choice choose(int n) {
        int k = n / 2;
        int middle = n / 6;
        Choice best = new Choice(0, 0, 0, 0, 0, 0, 0, 0);
        int[] black = new int[n];
        int[] white = new int[n];
        boolean[] band = new boolean[n];
        for (int x = Math.max(1, k - 1); x <= Math.min(n - 1, k + 1); x++) {
            for (int y = Math.max(1, k - 1); y <= Math.min(n - 1, k + 1); y++) {
                for (int t1 = Math.max(0, middle - 2); t1 <= middle + 2 && t1 < n; t1++) {
                    for (int t2 = Math.max(0, t1 - 1); t2 <= t1 + 1 && t1 + t2 + 1 < n; t2++) {
                        Arrays.fill(band, false);
                        for (int d = -t1; d <= t2; d++) {
                            band[Math.floorMod(d, n)] = true;
                        }
                        Arrays.fill(black, 0);
                        Arrays.fill(white, 0);
                        long whiteTotal = 0;
                        for (int r = 0; r < n; r++) {
                            for (int c = 0; c < n; c++) {
                                boolean inBand = band[Math.floorMod(r - c, n)];
                                if (r < x && c < y && !inBand) {
                                    black[(r + c) % n]++;
                                } else if (r >= x && c >= y && inBand) {
                                    white[(r + c) % n]++;
                                    whiteTotal++;
                                }
                            }
                        }
                        for (int a0 = 0; a0 < n; a0++) {
                            long b = 0;
                            long w = whiteTotal;
                            for (int length = 1; length < n; length++) {
                                int a = (a0 + length - 1) % n;
                                b += black[a];
                                w -= white[a];
                                if (Math.min(b, w) > best.value()) {
                                    best = new Choice(x, y, t1, t2, a0, length, w, b);
                                }
                            }
                        }
                    }
                }
            }
        }
        return best;
    }

    /** The colouring of {@code choice}: white lines true. */
    static LineColouring colouring(int n, Choice choice) {
        LineColouring colouring = new LineColouring(n, true);
        for (int i = 0; i < n; i++) {
            colouring.rows[i] = i >= choice.x();
            colouring.cols[i] = i >= choice.y();
            colouring.antiDiagonals[i] = true;
        }
        for (int d = -choice.t1(); d <= choice.t2(); d++) {
            colouring.diagonals[Math.floorMod(d, n)] = true;
        }
        for (int i = 0; i < choice.length(); i++) {
            colouring.antiDiagonals[(choice.a0() + i) % n] = false;
        }
        return colouring;
    }
}
