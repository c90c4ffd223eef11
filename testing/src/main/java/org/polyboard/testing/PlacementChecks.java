package org.polyboard.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;

/**
 * Checks placements on an n x n board against the attack rules directly, not against the attack model, and the
 * optimum a result claims.
 */
public final class PlacementChecks {

    private PlacementChecks() {
    }

    public static void assertDominating(int n, TestBoards.Attack attack, List<int[]> pieces) {
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                boolean covered = false;
                for (int[] p : pieces) {
                    covered |= p[0] == r && p[1] == c || attack.attacks(n, p[0], p[1], r, c);
                }
                assertThat(covered).as("square (%d,%d) covered on %dx%d", r, c, n, n).isTrue();
            }
        }
    }

    public static void assertIndependent(int n, TestBoards.Attack attack, List<int[]> pieces) {
        assertDistinct(pieces, List.of());
        for (int[] p : pieces) {
            for (int[] q : pieces) {
                assertThat(attack.attacks(n, p[0], p[1], q[0], q[1]))
                        .as("(%d,%d) attacks (%d,%d)", p[0], p[1], q[0], q[1]).isFalse();
            }
        }
    }

    public static void assertPeaceable(int n, TestBoards.Attack attack, List<int[]> white, List<int[]> black) {
        assertDistinct(white, black);
        for (int[] w : white) {
            for (int[] b : black) {
                assertThat(attack.attacks(n, w[0], w[1], b[0], b[1]))
                        .as("white (%d,%d) attacks black (%d,%d)", w[0], w[1], b[0], b[1]).isFalse();
            }
        }
    }

    /** The result is OPTIMAL with value and bound {@code expected}, and says what the proof rests on. */
    public static void assertOptimal(SolveResult result, long expected) {
        assertThat(result.status()).as("status; message: %s", result.message()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value()).isEqualTo(Fraction.of(expected));
        assertThat(result.bound()).isEqualTo(Fraction.of(expected));
        assertThat(result.proof()).isNotEmpty();
    }

    /** The result's one placement, of {@code expectedSize} pieces. */
    public static Placement onlyPlacement(SolveResult result, int expectedSize) {
        assertThat(result.solutions()).hasSize(1);
        Placement placement = result.solutions().get(0);
        assertThat(placement.size()).isEqualTo(expectedSize);
        return placement;
    }

    private static void assertDistinct(List<int[]> first, List<int[]> second) {
        long squares = Stream.concat(first.stream(), second.stream())
                .map(p -> p[0] + "," + p[1]).distinct().count();
        assertThat(squares).as("pieces on distinct squares").isEqualTo(first.size() + second.size());
    }
}
