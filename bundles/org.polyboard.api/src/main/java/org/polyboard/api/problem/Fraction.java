package org.polyboard.api.problem;

import java.math.BigInteger;

/**
 * An exact rational value in lowest terms with a positive denominator; integers have denominator 1.
 * Printed as {@code "7"} or {@code "160/11"}.
 */
public record Fraction(long numerator, long denominator) implements Comparable<Fraction> {

    public Fraction {
        if (denominator == 0) {
            throw new IllegalArgumentException("Fraction with denominator 0");
        }
        if (denominator < 0) {
            numerator = -numerator;
            denominator = -denominator;
        }
        long g = BigInteger.valueOf(numerator).gcd(BigInteger.valueOf(denominator)).longValueExact();
        if (g > 1) {
            numerator /= g;
            denominator /= g;
        }
    }

    public static Fraction of(long integer) {
        return new Fraction(integer, 1);
    }

    /**
     * Reads {@code "7"} or {@code "160/11"}.
     *
     * @throws IllegalArgumentException when the text is neither
     */
    public static Fraction parse(String text) {
        String t = text.trim();
        try {
            int slash = t.indexOf('/');
            if (slash < 0) {
                return of(Long.parseLong(t));
            }
            return new Fraction(Long.parseLong(t.substring(0, slash).trim()), Long.parseLong(t.substring(slash + 1).trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Not a number or fraction: '" + text + "'");
        }
    }

    public boolean isInteger() {
        return denominator == 1;
    }

    public double doubleValue() {
        return (double) numerator / denominator;
    }

    /** The smallest integer not below this value (a lower bound for an integer minimum). */
    public long ceiling() {
        return Math.floorDiv(numerator + denominator - 1, denominator);
    }

    @Override
    public int compareTo(Fraction other) {
        return BigInteger.valueOf(numerator).multiply(BigInteger.valueOf(other.denominator))
                .compareTo(BigInteger.valueOf(other.numerator).multiply(BigInteger.valueOf(denominator)));
    }

    @Override
    public String toString() {
        return denominator == 1 ? Long.toString(numerator) : numerator + "/" + denominator;
    }
}
