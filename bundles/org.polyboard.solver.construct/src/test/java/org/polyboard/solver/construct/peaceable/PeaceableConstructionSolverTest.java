package org.polyboard.solver.construct.peaceable;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems.ModelOnlyPiece;
import org.polyboard.testing.TestdataProblems.Square;

class PeaceableConstructionSolverTest {

    private final PeaceableConstructionSolver solver = new PeaceableConstructionSolver();

    @Test
    @Timeout(60)
    void ainleyIsPeaceableForEveryBoardUpTo200AndReachesSevenFortyEighthsOnEvenBoards() {
        for (int n = 1; n <= 200; n++) {
            long value = solveAndCheck(n, false);
            long ainley = 7L * n * n / 48;
            if (n % 2 == 0 || n < 49) {
                assertThat(value).as("n=%d", n).isEqualTo(ainley);
            } else {
                assertThat(value).as("n=%d", n).isBetween(ainley - n / 32 - 1, ainley);
            }
        }
    }

    @Test
    @Timeout(10)
    void ainleyGives158ForN33() {
        SolveResult r = solver.solve(problem(33, false), TestContext.unlimited());
        assertThat(r.value()).isEqualTo(Fraction.of(158));
        assertThat(r.status()).isEqualTo(Status.FEASIBLE);
        assertThat(r.stats()).containsEntry("construction", "Ainley");
    }

    @Test
    @Timeout(60)
    void plaidsArePeaceableOnEveryEvenTorusUpTo200() {
        long[] parity = {0, 2, 4, 8, 12, 18, 25, 32, 42, 51, 64, 74, 90, 101, 120, 133, 153, 170, 190, 210};
        for (int n = 2; n <= 200; n += 2) {
            long value = solveAndCheck(n, true);
            assertThat(value).as("n=%d", n).isGreaterThanOrEqualTo(PlaidConstruction.plaid(n).value());
            if (n <= 40) {
                assertThat(value).as("n=%d", n).isEqualTo(parity[n / 2 - 1]);
            }
        }
        assertThat(PlaidConstruction.plaid(20).value()).isEqualTo(50);
        assertThat(PlaidConstruction.plaid(24).value()).isEqualTo(72);
        assertThat(PlaidConstruction.plaid(8).value()).isEqualTo(8);
    }

    @Test
    @Timeout(60)
    void argylesArePeaceableOnEveryOddTorusUpTo199() {
        for (int n = 1; n <= 199; n += 2) {
            long value = solveAndCheck(n, true);
            assertThat(value).as("n=%d", n).isEqualTo((long) (n * n - 1) / 12);
        }
    }

    @Test
    @Timeout(10)
    void boardsWhereEveryTwoCellsAttackAreProvenEmpty() {
        for (Problem problem : List.of(problem(1, false), problem(2, false), problem(2, true), problem(3, true))) {
            SolveResult r = solver.solve(problem, TestContext.unlimited());
            assertThat(r.status()).isEqualTo(Status.OPTIMAL);
            assertThat(r.bound()).isEqualTo(Fraction.of(0));
        }
    }

    @Test
    @Timeout(30)
    void largeBoardsNeedNoAttackModel() {
        assertThat(solveAndCheck(1000, false)).isEqualTo(7L * 1000 * 1000 / 48);
        assertThat(solveAndCheck(600, true)).isGreaterThan(48_000);
    }

    @Test
    @Timeout(10)
    void otherFamiliesAndEnumerationAreRejected() {
        assertThat(solver.rejects(problem(8, false), SolveOptions.DEFAULT)).isEmpty();
        assertThat(solver.rejects(problem(8, false), new SolveOptions(true, 0))).get().asString().contains("--all");
        Instance other = new Instance("knight-cover", Map.of("n", "8"), "rect:8x8", "knight", Objective.MAX_PEACEABLE);
        assertThat(solver.rejects(new TestProblem(other, new Square(8, false), new ModelOnlyPiece("knight")),
                SolveOptions.DEFAULT)).get().asString().contains("peaceable-queens");
    }

    private long solveAndCheck(int n, boolean torus) {
        SolveResult r = solver.solve(problem(n, torus), TestContext.unlimited());
        assertThat(r.solutions()).hasSize(1);
        Placement placement = r.solutions().get(0);
        long value = r.value().numerator();
        assertThat(placement.cells()).hasSize((int) value);
        assertThat(placement.black()).hasSize((int) value);
        assertThat(peaceable(n, torus, placement)).as("n=%d torus=%s", n, torus).isEmpty();
        return value;
    }

    /** Why the placement is not peaceable, or "": checked from the coordinates alone, line by line. */
    static String peaceable(int n, boolean torus, Placement placement) {
        Set<Long> occupied = new HashSet<>();
        Set<String> whiteLines = new HashSet<>();
        for (int[] q : placement.cells()) {
            if (q[0] < 0 || q[0] >= n || q[1] < 0 || q[1] >= n || !occupied.add((long) q[0] * n + q[1])) {
                return "bad white square (" + q[0] + "," + q[1] + ")";
            }
            whiteLines.addAll(lines(n, torus, q));
        }
        for (int[] q : placement.black()) {
            if (q[0] < 0 || q[0] >= n || q[1] < 0 || q[1] >= n || !occupied.add((long) q[0] * n + q[1])) {
                return "bad black square (" + q[0] + "," + q[1] + ")";
            }
            for (String line : lines(n, torus, q)) {
                if (whiteLines.contains(line)) {
                    return "black (" + q[0] + "," + q[1] + ") shares " + line + " with a white queen";
                }
            }
        }
        return "";
    }

    private static List<String> lines(int n, boolean torus, int[] q) {
        int d = q[0] - q[1];
        int a = q[0] + q[1];
        return List.of("row " + q[0], "column " + q[1], "diagonal " + (torus ? Math.floorMod(d, n) : d),
                "anti-diagonal " + (torus ? a % n : a));
    }

    private static Problem problem(int n, boolean torus) {
        Instance instance = new Instance("peaceable-queens", torus ? Map.of("n", "" + n, "torus", "true") : Map.of("n", "" + n),
                (torus ? "torus:" : "rect:") + n + "x" + n, "queen", Objective.MAX_PEACEABLE);
        return new TestProblem(instance, new Square(n, torus), new ModelOnlyPiece("queen"));
    }

    /** A problem without attack model: constructions must not ask for one. */
    record TestProblem(Instance instance, Board board, Piece piece) implements Problem {

        @Override
        public AttackModel model() {
            throw new UnsupportedOperationException("a construction must not build the attack model");
        }
    }
}
