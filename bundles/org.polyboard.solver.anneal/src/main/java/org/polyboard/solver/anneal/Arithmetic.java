package org.polyboard.solver.anneal;

/** Integer arithmetic the searches share. */
final class Arithmetic {

    private Arithmetic() {
    }

    /** The greatest common divisor of {@code a} and {@code b} (non-negative), gcd(a, 0) = a. */
    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
