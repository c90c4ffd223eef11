package org.polyboard.solver.construct.peaceable;

/**
 * Plaids on the even n×n torus (n = 2q). Both diagonal families are coloured by the parity of their label, so
 * black queens stand on squares with r+c odd and white ones on squares with r+c even; a row or column is black
 * when it holds black queens. The (a,b)-plaid of Clinch, Drescher, Huynh and Saffidine (arXiv:2406.06974) makes
 * every odd row and column black, and also a band of a consecutive rows and a band of b consecutive columns, with
 * a = ⌊cn⌋, b = ⌈cn⌉ and c = 2−√3. If the bands hold u even rows and v even columns, the black army has q(u+v)
 * queens and the white army, on the even rows and columns outside the bands, (q−u)(q−v); the best band alignment
 * is taken. The density tends to (2−√3)/2.
 * <p>
 * The parity refinement (Harries, "Peaceable queens on even tori", 2026) chooses the black rows and columns of
 * each parity freely: with r₀, r₁ black even and odd rows and c₀, c₁ black even and odd columns, the armies have
 * r₀c₁ + r₁c₀ and (q−r₀)(q−c₀) + (q−r₁)(q−c₁) queens. Its best profile, found in O(q³), is never worse than
 * the plaid; the better of the two is returned.
 */
final class PlaidConstruction {

    /** c = 2 − √3, the band width per side of the board. */
    static final double C = 2 - Math.sqrt(3);

    /**
     * A parity colouring: which rows and columns are black, and the army sizes.
     *
     * @param kind {@code "plaid"} or {@code "parity"}
     */
    record Choice(String kind, boolean[] blackRows, boolean[] blackCols, long white, long black, String text) {

        long value() {
            return Math.min(white, black);
        }
    }

    private PlaidConstruction() {
    }

    /** The (a,b)-plaid, a = ⌊cn⌋ and b = ⌈cn⌉, with the band alignments (start at 0 or 1) that do best. */
    static Choice plaid(int n) {
        int q = n / 2;
        int a = (int) Math.floor(C * n);
        int b = (int) Math.ceil(C * n);
        Choice best = null;
        for (int rowStart = 0; rowStart <= 1; rowStart++) {
            for (int colStart = 0; colStart <= 1; colStart++) {
                boolean[] rows = band(n, rowStart, a);
                boolean[] cols = band(n, colStart, b);
                long u = evenCount(rows);
                long v = evenCount(cols);
                long black = q * (u + v);
                long white = (q - u) * (q - v);
                String text = "(" + a + "," + b + ")-plaid: odd rows and columns, rows [" + rowStart + ","
                        + (rowStart + a) + "), columns [" + colStart + "," + (colStart + b) + ")";
                Choice choice = new Choice("plaid", rows, cols, white, black, text);
                if (best == null || choice.value() > best.value()) {
                    best = choice;
                }
            }
        }
        return best;
    }

    /**
     * The best parity profile (r₀, r₁, c₀, c₁): the first r₀ even and r₁ odd rows black, likewise columns. Both
     * sizes are unchanged by exchanging rows with columns and by exchanging the two parities, so r₀ may be taken as
     * the smallest of the four; for each (r₀, c₀, r₁) the best c₁ is next to where the two sizes cross.
     */
    static Choice parity(int n) {
        long q = n / 2;
        long best = -1;
        long[] profile = {0, 0, 0, 0};
        for (long r0 = 0; r0 <= q; r0++) {
            for (long c0 = r0; c0 <= q; c0++) {
                for (long r1 = r0; r1 <= q; r1++) {
                    long fixed = (q - r0) * (q - c0) + (q - r1) * q;
                    long slope = r0 + (q - r1);
                    long crossing = slope == 0 ? r0 : Math.max(r0, Math.min(q, (fixed - r1 * c0) / slope));
                    for (long c1 = crossing; c1 <= Math.min(q, crossing + 1); c1++) {
                        long black = r0 * c1 + r1 * c0;
                        long white = fixed - (q - r1) * c1;
                        long value = Math.min(black, white);
                        if (value > best) {
                            best = value;
                            profile = new long[] {r0, r1, c0, c1};
                        }
                    }
                }
            }
        }
        boolean[] rows = firstByParity(n, (int) profile[0], (int) profile[1]);
        boolean[] cols = firstByParity(n, (int) profile[2], (int) profile[3]);
        long black = profile[0] * profile[3] + profile[1] * profile[2];
        long white = (q - profile[0]) * (q - profile[2]) + (q - profile[1]) * (q - profile[3]);
        return new Choice("parity", rows, cols, white, black, "parity profile (r0,r1,c0,c1) = (" + profile[0] + ","
                + profile[1] + "," + profile[2] + "," + profile[3] + ")");
    }

    /** The colouring of {@code choice}: white lines true, so odd diagonals and black rows and columns false. */
    static LineColouring colouring(int n, Choice choice) {
        LineColouring colouring = new LineColouring(n, true);
        for (int i = 0; i < n; i++) {
            colouring.rows[i] = !choice.blackRows()[i];
            colouring.cols[i] = !choice.blackCols()[i];
            colouring.diagonals[i] = i % 2 == 0;
            colouring.antiDiagonals[i] = i % 2 == 0;
        }
        return colouring;
    }

    /** Odd lines and the band [start, start+width) black. */
    private static boolean[] band(int n, int start, int width) {
        boolean[] black = new boolean[n];
        for (int i = 0; i < n; i++) {
            black[i] = i % 2 == 1 || i >= start && i < start + width;
        }
        return black;
    }

    private static boolean[] firstByParity(int n, int even, int odd) {
        boolean[] black = new boolean[n];
        for (int i = 0; i < even; i++) {
            black[2 * i] = true;
        }
        for (int i = 0; i < odd; i++) {
            black[2 * i + 1] = true;
        }
        return black;
    }

    private static long evenCount(boolean[] black) {
        long count = 0;
        for (int i = 0; i < black.length; i += 2) {
            if (black[i]) {
                count++;
            }
        }
        return count;
    }
}
