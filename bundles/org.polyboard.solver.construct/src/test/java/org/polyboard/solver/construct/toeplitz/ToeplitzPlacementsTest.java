package org.polyboard.solver.construct.toeplitz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.board.Board;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Verification;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.verify.Verifier;
import org.polyboard.family.toeplitz.ToeplitzQueen;

class ToeplitzPlacementsTest {

    private static final int LIMIT = 2000;

    private final ToeplitzQueen piece = new ToeplitzQueen();

    @Test
    @Timeout(60)
    void everyAdmissibleNUpTo2000IsConstructedAndVerified() {
        for (int n = 0; n <= LIMIT; n++) {
            if (!ToeplitzPlacements.admissible(n)) {
                continue;
            }
            int[] queens = ToeplitzPlacements.queens(n);
            assertThat(queens).as("n=%d", n).hasSize(n);
            assertThat(ToeplitzPlacements.size(queens)).as("n=%d", n).isEqualTo(n);
            assertIndependent(n, queens);
            if (n >= 1) {
                assertThat(queens[n - 1]).as("n=%d has a queen on (n,1)", n).isZero();
            }
            if (n >= 4) {
                assertThat(queens[0]).as("n=%d has a queen on (1,n-1)", n).isEqualTo(n - 2);
            }
        }
    }

    @Test
    @Timeout(60)
    void theNMinusOnePlacementIsValidForEveryNUpTo2000() {
        for (int n = 1; n <= LIMIT; n++) {
            int[] queens = ToeplitzPlacements.nMinusOne(n);
            assertThat(ToeplitzPlacements.size(queens)).as("n=%d", n).isEqualTo(n - 1);
            assertIndependent(n, queens);
        }
    }

    @Test
    @Timeout(10)
    void theBaseCasesAreThoseOfThePaper() {
        assertThat(ToeplitzPlacements.queens(0)).isEmpty();
        assertThat(ToeplitzPlacements.queens(1)).containsExactly(0);
        assertThat(oneBased(ToeplitzPlacements.queens(4))).containsExactly(3, 2, 4, 1);
        assertThat(oneBased(ToeplitzPlacements.queens(5))).containsExactly(4, 2, 5, 3, 1);
        assertThat(ToeplitzPlacements.chain(1_000_000)).startsWith(1_000_000, 333_333, 111_112).endsWith(1);
    }

    @Test
    @Timeout(10)
    void nQueensAreRefusedWhenNIsTwoOrThreeModFour() {
        for (int n : new int[] {2, 3, 6, 7, 1_000_002, 9_999_999}) {
            assertThatThrownBy(() -> ToeplitzPlacements.queens(n)).as("n=%d", n)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("n=" + n);
        }
    }

    @Test
    @Timeout(30)
    void theCountingCertificateRefutesExactlyTheNTwoOrThreeModFour() {
        for (int n = 1; n <= LIMIT; n++) {
            CountingCertificate c = CountingCertificate.of(n);
            long squares = 0;
            long displacementSquares = 0;
            for (long i = 1; i <= n; i++) {
                squares += i * i;
                displacementSquares += (i - 1) * (i - 1);
            }
            assertThat(c.rowsTerm()).isEqualTo(BigInteger.valueOf(12 * squares));
            assertThat(c.displacementTerm()).isEqualTo(BigInteger.valueOf(6 * displacementSquares));
            long m = n;
            assertThat(c.numerator()).isEqualTo(BigInteger.valueOf(m * (2 * m * m + 9 * m + 1)));
            assertThat(c.remainder()).as("n=%d", n).isEqualTo(ToeplitzPlacements.admissible(n) ? 0 : 6);
            assertThat(c.refutes()).isEqualTo(!ToeplitzPlacements.admissible(n));
        }
    }

    @Test
    @Timeout(10)
    void theCertificateForAMillionAndTwoCarriesItsNumbers() {
        int n = 1_000_002;
        CountingCertificate c = CountingCertificate.of(n);
        BigInteger b = BigInteger.valueOf(n);
        BigInteger numerator = b.multiply(b.multiply(b).multiply(BigInteger.TWO).add(b.multiply(BigInteger.valueOf(9)))
                .add(BigInteger.ONE));
        assertThat(c.numerator()).isEqualTo(numerator);
        assertThat(c.remainder()).isEqualTo(6);
        assertThat(c.text()).contains(numerator.toString()).contains(c.rowsTerm().toString())
                .contains(c.displacementTerm().toString()).contains("= 6 mod 12").contains("n = 2 mod 4");
        assertThat(CountingCertificate.of(9_999_999).refutes()).isTrue();
        assertThat(CountingCertificate.of(10_000_000).refutes()).isFalse();
    }

    @Test
    @Timeout(10)
    void aMillionQueensAreBuiltAndCheckedInLinearTime() {
        int n = 1_000_000;
        int[] queens = ToeplitzPlacements.queens(n);
        assertThat(ToeplitzPlacements.check(queens)).isEmpty();
        assertThat(ToeplitzPlacements.size(queens)).isEqualTo(n);
        int[] fewer = ToeplitzPlacements.nMinusOne(n + 2);
        assertThat(ToeplitzPlacements.check(fewer)).isEmpty();
        assertThat(ToeplitzPlacements.size(fewer)).isEqualTo(n + 1);
    }

    @Test
    @Timeout(10)
    void theCheckFindsAttacks() {
        assertThat(ToeplitzPlacements.check(new int[] {1, 0})).contains("label 1");
        assertThat(ToeplitzPlacements.check(new int[] {0, 0})).contains("column");
        assertThat(ToeplitzPlacements.check(new int[] {2, 1, 0})).contains("share");
        assertThat(ToeplitzPlacements.check(new int[] {2, 1, 3, 0})).isEmpty();
    }

    /** The core's verifier, from first principles through the piece's lines, and an explicit pairwise check for small n. */
    private void assertIndependent(int n, int[] queens) {
        Board board = new RectBoardFactory().create(Math.max(n, 1) + "x" + Math.max(n, 1));
        Verification v = Verifier.check(board, piece, Objective.MAX_INDEPENDENT,
                ToeplitzConstruction.placement(queens), Fraction.of(ToeplitzPlacements.size(queens)));
        assertThat(v.valid()).as("n=%d: %s", n, v.message()).isTrue();
        if (n <= 40) {
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    if (queens[a] >= 0 && queens[b] >= 0) {
                        assertThat(queens[a] != queens[b] && Math.abs(a - queens[a]) != Math.abs(b - queens[b]))
                                .as("n=%d rows %d,%d", n, a + 1, b + 1).isTrue();
                    }
                }
            }
        }
    }

    private static int[] oneBased(int[] queens) {
        int[] result = new int[queens.length];
        for (int i = 0; i < queens.length; i++) {
            result[i] = queens[i] + 1;
        }
        return result;
    }
}
