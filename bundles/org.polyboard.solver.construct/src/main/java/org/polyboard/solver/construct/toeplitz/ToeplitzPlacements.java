package org.polyboard.solver.construct.toeplitz;

import java.util.Arrays;

/**
 * Non-attacking queens on the n×n Toeplitz board (square (i, j) labelled |i − j|), after Szaniszlo, Tomova
 * and Wyels (2009). A placement is an array {@code col} with the queen of row {@code i} on column
 * {@code col[i]}, or −1 when row i is empty; rows and columns are 0-based here, 1-based in the comments.
 * Every method runs in time and memory linear in n, without recursion.
 */
public final class ToeplitzPlacements {

    private ToeplitzPlacements() {
    }

    /** Whether n queens fit: n ≡ 0, 1 (mod 4). */
    public static boolean admissible(int n) {
        return n % 4 == 0 || n % 4 == 1;
    }

    /**
     * n non-attacking queens by the induction on n = 3r + s. The result has queens on (n, 1) and, for
     * n ≥ 4, on (1, n − 1), which the reduced boards of the larger sizes need.
     *
     * @throws IllegalArgumentException when n ≢ 0, 1 (mod 4) or n &lt; 0
     */
    public static int[] queens(int n) {
        int[] sizes = chain(n);
        int[] placement = sizes[sizes.length - 1] == 0 ? new int[0] : new int[] {0};
        for (int level = sizes.length - 2; level >= 0; level--) {
            placement = extend(placement, sizes[level]);
        }
        return placement;
    }

    /**
     * The sizes of the induction from n down to the base 0 or 1: each next size is r + 1, r or r + 3 for
     * n = 3r, 3r + 1 or 3r + 2.
     *
     * @throws IllegalArgumentException when n ≢ 0, 1 (mod 4) or n &lt; 0
     */
    public static int[] chain(int n) {
        if (n < 0 || !admissible(n)) {
            throw new IllegalArgumentException("n=" + n + ": the induction runs on n = 0 or 1 mod 4 only.");
        }
        int[] sizes = new int[64];
        int length = 0;
        int m = n;
        sizes[length++] = m;
        while (m > 1) {
            m = inner(m);
            sizes[length++] = m;
        }
        return Arrays.copyOf(sizes, length);
    }

    private static int inner(int n) {
        int r = n / 3;
        return switch (n % 3) {
            case 0 -> r + 1;
            case 1 -> r;
            default -> r + 3;
        };
    }

    /**
     * The placement for {@code n} built around the placement {@code q} of size {@link #inner(int)}: 2r or
     * 2r + 1 queens on the longest labels near the corners, and q (reduced and moved) in the middle.
     */
    private static int[] extend(int[] q, int n) {
        int r = n / 3;
        int s = n % 3;
        int[] p = new int[n];
        Arrays.fill(p, -1);
        for (int k = 1; k <= r; k++) {
            put(p, n + 1 - k, k);
        }
        int m = q.length;
        switch (s) {
            case 0 -> {
                for (int k = 1; k <= r - 1; k++) {
                    put(p, k, n - k);
                }
                put(p, 2 * r, n);
                // T*_{r+1}: the inner placement without its queen (r+1, 1), on rows r..2r-1 and columns r+1..2r
                require(q[m - 1] == 0, n, "the inner placement of size " + m + " has no queen on (" + m + ",1)");
                for (int a = 1; a <= r; a++) {
                    put(p, r - 1 + a, r - 1 + col(q, a));
                }
            }
            case 1 -> {
                for (int k = 1; k <= r; k++) {
                    put(p, k, n - k);
                }
                put(p, 2 * r + 1, n);
                for (int i = 1; i <= r; i++) {
                    put(p, r + i, r + col(q, i));
                }
            }
            default -> {
                for (int k = 1; k <= r; k++) {
                    put(p, k, n - k);
                }
                put(p, 2 * r + 1, n);
                // the transpose of T**_{r+3}: the inner placement without its queens (r+3, 1) and (1, r+2)
                require(q[m - 1] == 0 && q[0] == m - 2, n, "the inner placement of size " + m
                        + " lacks the queens (" + m + ",1) and (1," + (m - 1) + ")");
                for (int i = 2; i <= m - 1; i++) {
                    put(p, col(q, i) + r - 1, i + r - 1);
                }
            }
        }
        return p;
    }

    /**
     * n − 1 non-attacking queens for every n ≥ 1: (1, 1); (n + 1 − i, i + 1) for i = 1..⌈n/2⌉ − 1;
     * (j, n + 3 − j) for j = 3..⌊n/2⌋ + 1. Row 2 stays empty (for n = 1 the single row).
     */
    public static int[] nMinusOne(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("n=" + n + ": the n-1 placement needs n >= 1.");
        }
        int[] p = new int[n];
        Arrays.fill(p, -1);
        if (n == 1) {
            return p;
        }
        put(p, 1, 1);
        for (int i = 1; i <= (n + 1) / 2 - 1; i++) {
            put(p, n + 1 - i, i + 1);
        }
        for (int j = 3; j <= n / 2 + 1; j++) {
            put(p, j, n + 3 - j);
        }
        return p;
    }

    /**
     * ⌈n/2⌉ independent queens dominating the n×n board, for every n ≥ 1: (2i, 2t + 1 − 2i) for i = 1..t with
     * t = ⌊n/2⌋, and (n, n) when n is odd. They fill the even rows, the odd columns and every odd label of
     * 1..2t − 1 (the labels |4i − 2t − 1| are distinct: those below and above 0 differ mod 4); a cell of the
     * first 2t rows and columns in an odd row and an even column has an odd label, and (n, n) covers the
     * last row and column.
     */
    public static int[] dominating(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("n=" + n + ": domination needs n >= 1.");
        }
        int[] p = new int[n];
        Arrays.fill(p, -1);
        int t = n / 2;
        for (int i = 1; i <= t; i++) {
            put(p, 2 * i, 2 * t + 1 - 2 * i);
        }
        if (n % 2 == 1) {
            put(p, n, n);
        }
        return p;
    }

    /**
     * Checks that {@code placement} dominates the n×n board, n = its length: every cell shares a row, a column
     * or a label with a queen. Time O(n + u·v) for u empty rows and v empty columns.
     *
     * @return {@code ""} when it dominates, else the first cell left uncovered (1-based)
     */
    public static String checkDomination(int[] placement) {
        int n = placement.length;
        boolean[] column = new boolean[n];
        boolean[] label = new boolean[n];
        for (int i = 0; i < n; i++) {
            int j = placement[i];
            if (j < -1 || j >= n) {
                return "row " + (i + 1) + " has column " + (j + 1) + " outside 1.." + n;
            }
            if (j >= 0) {
                column[j] = true;
                label[Math.abs(i - j)] = true;
            }
        }
        for (int r = 0; r < n; r++) {
            if (placement[r] >= 0) {
                continue;
            }
            for (int c = 0; c < n; c++) {
                if (!column[c] && !label[Math.abs(r - c)]) {
                    return "cell (" + (r + 1) + "," + (c + 1) + ") is neither occupied nor attacked";
                }
            }
        }
        return "";
    }

    /** Number of queens (non-empty rows) of {@code placement}. */
    public static int size(int[] placement) {
        int count = 0;
        for (int c : placement) {
            if (c >= 0) {
                count++;
            }
        }
        return count;
    }

    /**
     * Checks {@code placement} on the n×n board, n = its length, in linear time: columns in range, no two
     * queens sharing a column or a label (rows are distinct by construction of the array).
     *
     * @return {@code ""} when valid, else what is wrong with 1-based squares
     */
    public static String check(int[] placement) {
        int n = placement.length;
        int[] columnOwner = new int[n];
        int[] labelOwner = new int[n];
        Arrays.fill(columnOwner, -1);
        Arrays.fill(labelOwner, -1);
        for (int i = 0; i < n; i++) {
            int j = placement[i];
            if (j < -1 || j >= n) {
                return "row " + (i + 1) + " has column " + (j + 1) + " outside 1.." + n;
            }
            if (j < 0) {
                continue;
            }
            if (columnOwner[j] >= 0) {
                return "queens (" + (columnOwner[j] + 1) + "," + (j + 1) + ") and (" + (i + 1) + "," + (j + 1)
                        + ") share a column";
            }
            columnOwner[j] = i;
            int label = Math.abs(i - j);
            if (labelOwner[label] >= 0) {
                int other = labelOwner[label];
                return "queens (" + (other + 1) + "," + (placement[other] + 1) + ") and (" + (i + 1) + "," + (j + 1)
                        + ") share the label " + label;
            }
            labelOwner[label] = i;
        }
        return "";
    }

    /** 1-based: the column of row {@code row} in {@code q}. */
    private static int col(int[] q, int row) {
        return q[row - 1] + 1;
    }

    /** 1-based: a queen on (row, column). */
    private static void put(int[] p, int row, int column) {
        p[row - 1] = column - 1;
    }

    private static void require(boolean condition, int n, String what) {
        if (!condition) {
            throw new IllegalStateException("Toeplitz construction for n=" + n + ": " + what + ".");
        }
    }
}
