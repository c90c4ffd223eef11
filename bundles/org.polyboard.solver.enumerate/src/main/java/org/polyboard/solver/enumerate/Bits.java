package org.polyboard.solver.enumerate;

/** Bit sets over cells as {@code long[]} words; the operations the searches need, without allocation. */
final class Bits {

    private Bits() {
    }

    static boolean isEmpty(long[] a) {
        for (long w : a) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    static int count(long[] a) {
        int n = 0;
        for (long w : a) {
            n += Long.bitCount(w);
        }
        return n;
    }

    static int countAnd(long[] a, long[] b) {
        int n = 0;
        for (int i = 0; i < a.length; i++) {
            n += Long.bitCount(a[i] & b[i]);
        }
        return n;
    }

    static boolean get(long[] a, int bit) {
        return (a[bit >>> 6] & 1L << bit) != 0;
    }

    static void set(long[] a, int bit) {
        a[bit >>> 6] |= 1L << bit;
    }

    static void clear(long[] a, int bit) {
        a[bit >>> 6] &= ~(1L << bit);
    }

    /** {@code into = a & ~b}. */
    static void andNot(long[] a, long[] b, long[] into) {
        for (int i = 0; i < a.length; i++) {
            into[i] = a[i] & ~b[i];
        }
    }

    /** {@code into = a & b}. */
    static void and(long[] a, long[] b, long[] into) {
        for (int i = 0; i < a.length; i++) {
            into[i] = a[i] & b[i];
        }
    }

    /** The lowest set bit at or after {@code from}, or −1. */
    static int next(long[] a, int from) {
        int i = from >>> 6;
        if (i >= a.length) {
            return -1;
        }
        long w = a[i] & (-1L << from);
        while (true) {
            if (w != 0) {
                return (i << 6) + Long.numberOfTrailingZeros(w);
            }
            if (++i == a.length) {
                return -1;
            }
            w = a[i];
        }
    }

    /** A set with bits 0..n−1. */
    static long[] full(int n, int words) {
        long[] a = new long[words];
        for (int c = 0; c < n; c++) {
            set(a, c);
        }
        return a;
    }
}
