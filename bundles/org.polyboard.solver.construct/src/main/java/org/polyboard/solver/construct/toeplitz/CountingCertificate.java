package org.polyboard.solver.construct.toeplitz;

import java.math.BigInteger;

/**
 * Why n non-attacking queens do not fit on the n×n Toeplitz board when n ≡ 2, 3 (mod 4). Such queens are
 * a permutation f of 1..n whose n displacements |f(i) − i| are distinct values of 0..n − 1, hence all of
 * them, so Σ(f(i) − i)² = Σk² = (n − 1)n(2n − 1)/6. Since Σ(f(i) − i)² = 2Σi² − 2Σi·f(i), the integer
 * Σi·f(i) would equal (2n(n + 1)(2n + 1) − (n − 1)n(2n − 1))/12 = n(2n² + 9n + 1)/12; the numerator is
 * ≡ 6 (mod 12) for these n.
 *
 * @param n the side
 * @param rowsTerm 2n(n + 1)(2n + 1) = 12·Σi²
 * @param displacementTerm (n − 1)n(2n − 1) = 6·Σk² over the displacements k = 0..n − 1
 * @param numerator rowsTerm − displacementTerm = n(2n² + 9n + 1), twelve times Σi·f(i)
 * @param remainder numerator mod 12: 0 when n ≡ 0, 1 (mod 4), 6 otherwise
 */
public record CountingCertificate(int n, BigInteger rowsTerm, BigInteger displacementTerm, BigInteger numerator,
        int remainder) {

    private static final BigInteger TWELVE = BigInteger.valueOf(12);

    /** The arithmetic of the argument for {@code n}, whether or not it refutes n queens. */
    public static CountingCertificate of(int n) {
        BigInteger b = BigInteger.valueOf(n);
        BigInteger rowsTerm = BigInteger.TWO.multiply(b).multiply(b.add(BigInteger.ONE))
                .multiply(b.shiftLeft(1).add(BigInteger.ONE));
        BigInteger displacementTerm = b.subtract(BigInteger.ONE).multiply(b).multiply(b.shiftLeft(1).subtract(BigInteger.ONE));
        BigInteger numerator = rowsTerm.subtract(displacementTerm);
        return new CountingCertificate(n, rowsTerm, displacementTerm, numerator, numerator.mod(TWELVE).intValueExact());
    }

    /** Whether the argument proves that n queens do not fit. */
    public boolean refutes() {
        return remainder != 0;
    }

    /** The certificate in words, with the numbers for this n. */
    public String text() {
        return "No " + n + " non-attacking queens on the " + n + "x" + n + " Toeplitz board (n = " + n % 4 + " mod 4). "
                + "Certificate: n queens would be a permutation f of 1.." + n + " whose displacements |f(i)-i| are "
                + n + " distinct values of 0.." + (n - 1) + ", i.e. all of them; so sum (f(i)-i)^2 = sum k^2 = "
                + "(n-1)n(2n-1)/6 and, as sum (f(i)-i)^2 = 2 sum i^2 - 2 sum i*f(i), the integer sum i*f(i) = "
                + "(2n(n+1)(2n+1) - (n-1)n(2n-1))/12 = (" + rowsTerm + " - " + displacementTerm + ")/12 = "
                + numerator + "/12 = n(2n^2+9n+1)/12; but " + numerator + " = " + remainder + " mod 12, "
                + "so it is not an integer.";
    }
}
