package org.polyboard.solver.matching;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.verify.Verifier;
import org.polyboard.solver.enumerate.EnumerateSolver;
import org.polyboard.solver.ilp.internal.OjAlgoIlpSolver;
import org.polyboard.testing.TestdataProblems;

@Timeout(60)
class RookMatchingSolverTest {

    private final RookMatchingSolver solver = new RookMatchingSolver();

    private static Problem rooks(String board) {
        return TestdataProblems.problem(board, "rook", Objective.MAX_INDEPENDENT);
    }

    private SolveResult solve(Problem problem) {
        SolveResult r = solver.solve(problem, TestdataProblems.context(false, 0));
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.bound()).isEqualTo(r.value());
        assertThat(Verifier.check(problem.board(), problem.piece(), Objective.MAX_INDEPENDENT, r.solutions().get(0),
                r.value()).valid()).isTrue();
        return r;
    }

    @Test
    void rectanglesHoldTheirShorterSide() {
        assertThat(solve(rooks("rect:8x8")).value().numerator()).isEqualTo(8);
        assertThat(solve(rooks("rect:3x7")).value().numerator()).isEqualTo(3);
        assertThat(solve(rooks("rect:1x1")).value().numerator()).isEqualTo(1);
    }

    @Test
    void aHoleSplitsSegmentsAndTheKoenigCoverProvesTheValue() {
        SolveResult r = solve(rooks("random:200,p=0.55,seed=3"));
        assertThat(r.proof()).startsWith("Koenig: ").endsWith("so no " + (r.value().numerator() + 1) + " rooks fit");
        assertThat(Long.parseLong(r.stats().get("coverRows")) + Long.parseLong(r.stats().get("coverColumns")))
                .isEqualTo(r.value().numerator());
    }

    @Test
    void agreesWithTheIntegerProgramAndWithExhaustiveSearchOnRandomPolyominoes() throws Exception {
        EnumerateSolver enumerate = new EnumerateSolver();
        OjAlgoIlpSolver ilp = new OjAlgoIlpSolver();
        for (int seed = 1; seed <= 40; seed++) {
            String board = "random:" + (20 + seed) + ",p=" + (0.45 + 0.01 * seed) + ",seed=" + seed;
            Problem problem = rooks(board);
            long matching = solve(problem).value().numerator();
            SolveResult exact = enumerate.solve(problem, TestdataProblems.context(false, 0));
            SolveResult program = ilp.solve(problem, TestdataProblems.context(false, 0));
            assertThat(exact.status()).as(board).isEqualTo(Status.OPTIMAL);
            assertThat(program.status()).as(board).isEqualTo(Status.OPTIMAL);
            assertThat(matching).as(board).isEqualTo(exact.value().numerator()).isEqualTo(program.value().numerator());
        }
    }

    @Test
    void largeShapesTakeMilliseconds() {
        long start = System.nanoTime();
        SolveResult r = solve(rooks("random:10000,p=0.6,seed=11"));
        assertThat(r.value().numerator()).isPositive();
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(20_000);
    }

    @Test
    void rejectsWhatIsNotRooksOnAPlane() {
        assertThat(solver.rejects(TestdataProblems.problem("rect:4x4", "queen", Objective.MAX_INDEPENDENT),
                SolveOptions.DEFAULT)).contains("the matching solver answers rooks only, not queen");
        assertThat(solver.rejects(rooks("box:3^3"), SolveOptions.DEFAULT)).get().asString()
                .startsWith("the matching solver takes two-dimensional boards only");
        assertThat(solver.rejects(rooks("rect:4x4"), new SolveOptions(true, 0))).get().asString().contains("does not enumerate").doesNotContain("--solver");
        assertThat(solver.rejects(rooks("rect:4x4"), SolveOptions.DEFAULT)).isEmpty();
    }

    @Test
    void aModelThatIsNotARooksIsAnError() {
        Problem queens = TestdataProblems.problem("rect:4x4", "queen", Objective.MAX_INDEPENDENT);
        assertThatThrownBy(() -> solver.solve(queens, TestdataProblems.context(false, 0)))
                .hasMessageStartingWith("the attack model is not a rook's at cell");
    }
}
