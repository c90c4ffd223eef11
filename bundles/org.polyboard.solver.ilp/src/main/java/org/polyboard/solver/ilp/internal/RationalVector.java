package org.polyboard.solver.ilp.internal;

import java.math.BigInteger;

/**
 * An exact rational vector {@code numerators[i] / denominator} with a common positive denominator. Immutable by
 * convention (the arrays are not copied).
 */
record RationalVector(BigInteger[] numerators, BigInteger denominator) {

    RationalVector {
        if (denominator.signum() <= 0) {
            throw new IllegalArgumentException("Denominator " + denominator + " is not positive");
        }
    }

    /** The vector with negative entries replaced by 0. */
    RationalVector clippedAtZero() {
        BigInteger[] clipped = numerators.clone();
        for (int i = 0; i < clipped.length; i++) {
            if (clipped[i].signum() < 0) {
                clipped[i] = BigInteger.ZERO;
            }
        }
        return new RationalVector(clipped, denominator);
    }

    /** The sum of the numerators over {@code cells}; divide by the denominator for the sum of the entries. */
    BigInteger numeratorSum(int[] cells) {
        BigInteger sum = BigInteger.ZERO;
        for (int c : cells) {
            sum = sum.add(numerators[c]);
        }
        return sum;
    }

    BigInteger numeratorSum() {
        BigInteger sum = BigInteger.ZERO;
        for (BigInteger n : numerators) {
            sum = sum.add(n);
        }
        return sum;
    }

    /**
     * The closest fractions with denominators up to {@code maxDenominator} (continued fractions), over a common
     * denominator.
     */
    static RationalVector approximate(double[] values, long maxDenominator) {
        BigInteger[][] parts = new BigInteger[values.length][];
        BigInteger common = BigInteger.ONE;
        for (int i = 0; i < values.length; i++) {
            parts[i] = closestFraction(values[i], maxDenominator);
            BigInteger d = parts[i][1];
            common = common.divide(common.gcd(d)).multiply(d);
        }
        BigInteger[] numerators = new BigInteger[values.length];
        for (int i = 0; i < values.length; i++) {
            numerators[i] = parts[i][0].multiply(common.divide(parts[i][1]));
        }
        return new RationalVector(numerators, common);
    }

    /** {numerator, denominator} of the best approximation of {@code value} with a bounded denominator. */
    static BigInteger[] closestFraction(double value, long maxDenominator) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("Cannot approximate " + value + " by a fraction");
        }
        long sign = value < 0 ? -1 : 1;
        double rest = Math.abs(value);
        long previousNumerator = 0;
        long previousDenominator = 1;
        long numerator = 1;
        long denominator = 0;
        for (int step = 0; step < 64; step++) {
            double whole = Math.floor(rest);
            if (whole > Long.MAX_VALUE / 4) {
                break;
            }
            long a = (long) whole;
            long nextNumerator = a * numerator + previousNumerator;
            long nextDenominator = a * denominator + previousDenominator;
            if (nextDenominator > maxDenominator || nextNumerator < 0) {
                break;
            }
            previousNumerator = numerator;
            previousDenominator = denominator;
            numerator = nextNumerator;
            denominator = nextDenominator;
            double fraction = rest - whole;
            if (fraction < 1e-12 || Math.abs((double) numerator / denominator - Math.abs(value)) < 1e-15) {
                break;
            }
            rest = 1 / fraction;
        }
        if (denominator == 0) {
            return new BigInteger[] {BigInteger.valueOf(sign * Math.round(Math.abs(value))), BigInteger.ONE};
        }
        return new BigInteger[] {BigInteger.valueOf(sign * numerator), BigInteger.valueOf(denominator)};
    }
}
