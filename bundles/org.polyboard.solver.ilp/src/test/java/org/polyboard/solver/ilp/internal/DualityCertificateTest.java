package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.polyboard.api.problem.Fraction;
import org.polyboard.testing.TestBoards;

class DualityCertificateTest {

    @Test
    void solvesAnIntegerSystemExactly() {
        List<BigInteger[]> rows = rows(new long[][] {{1, 1, 0, 1}, {0, 1, 1, 1}, {1, 0, 1, 1}});

        BigInteger[][] x = DualityCertificate.solve(rows, 3, () -> false);

        for (BigInteger[] value : x) {
            assertThat(value).containsExactly(BigInteger.ONE, BigInteger.TWO);
        }
    }

    @Test
    void detectsInconsistentSystems() {
        List<BigInteger[]> rows = rows(new long[][] {{1, 1, 0, 1}, {0, 1, 1, 1}, {1, 0, 1, 1}, {1, 1, 1, 3}});

        assertThat(DualityCertificate.solve(rows, 3, () -> false)).isNull();
    }

    @Test
    void leavesFreeUnknownsAtZero() {
        BigInteger[][] x = DualityCertificate.solve(rows(new long[][] {{2, 2, 3}}), 2, () -> false);

        assertThat(x[0]).containsExactly(BigInteger.valueOf(3), BigInteger.TWO);
        assertThat(x[1]).containsExactly(BigInteger.ZERO, BigInteger.ONE);
    }

    @Test
    void findsSmallFractionsNearDoubles() {
        assertThat(RationalVector.closestFraction(11.0 / 3 + 1e-12, 1_000_000))
                .containsExactly(BigInteger.valueOf(11), BigInteger.valueOf(3));
        assertThat(RationalVector.closestFraction(345.0 / 89, 1_000_000))
                .containsExactly(BigInteger.valueOf(345), BigInteger.valueOf(89));
        assertThat(RationalVector.closestFraction(-0.5, 10)).containsExactly(BigInteger.valueOf(-1), BigInteger.TWO);
        assertThat(RationalVector.closestFraction(3.0, 10)).containsExactly(BigInteger.valueOf(3), BigInteger.ONE);
    }

    @Test
    void certifiesExactOptimaOfKnightsOn3x3() {
        double[] x = {1 / 3.0, 1 / 3.0, 1 / 3.0, 1 / 3.0, 1, 1 / 3.0, 1 / 3.0, 1 / 3.0, 1 / 3.0};
        double[] y = x.clone();

        DualityCertificate.Bounds bounds = new DualityCertificate(TestBoards.knight(3), () -> false).certify(x, y);

        assertThat(bounds.exact()).isTrue();
        assertThat(bounds.lower()).isEqualTo(new Fraction(11, 3));
    }

    @Test
    void recoversTheExactVertexFromANoisyOneThroughItsBasis() {
        double[] noisy = new double[9];
        Arrays.fill(noisy, 1 / 3.0 + 2e-7);
        noisy[4] = 1 - 3e-7;

        RationalVector x = new DualityCertificate(TestBoards.knight(3), () -> false).basicSolution(noisy);

        assertThat(x.denominator()).isEqualTo(BigInteger.valueOf(3));
        assertThat(x.numerators()).containsExactly(Stream.of(1, 1, 1, 1, 3, 1, 1, 1, 1).map(BigInteger::valueOf)
                .toArray(BigInteger[]::new));
    }

    @Test
    void certifiesOnlyBoundsFromPointsThatAreNotOptimal() {
        double[] allOnes = new double[9];
        Arrays.fill(allOnes, 1);
        double[] smallPacking = new double[9];
        smallPacking[4] = 1;

        DualityCertificate.Bounds bounds =
                new DualityCertificate(TestBoards.knight(3), () -> false).certify(allOnes, smallPacking);

        assertThat(bounds.exact()).isFalse();
        assertThat(bounds.lower()).isEqualTo(Fraction.of(1));
        assertThat(bounds.upper()).isEqualTo(Fraction.of(9));
    }

    @Test
    void scalesInfeasiblePointsIntoBounds() {
        double[] halfCover = new double[9];
        Arrays.fill(halfCover, 0.5);

        DualityCertificate.Bounds bounds =
                new DualityCertificate(TestBoards.knight(3), () -> false).certify(halfCover, null);

        assertThat(bounds.upper()).isEqualTo(Fraction.of(9));
        assertThat(bounds.lower()).isEqualTo(Fraction.of(0));
    }

    private static List<BigInteger[]> rows(long[][] values) {
        List<BigInteger[]> rows = new ArrayList<>();
        for (long[] row : values) {
            rows.add(Arrays.stream(row).mapToObj(BigInteger::valueOf).toArray(BigInteger[]::new));
        }
        return rows;
    }
}
