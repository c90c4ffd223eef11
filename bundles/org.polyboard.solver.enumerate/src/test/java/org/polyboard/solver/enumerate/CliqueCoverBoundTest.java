package org.polyboard.solver.enumerate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.verify.Verifier;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

@Timeout(60)
class CliqueCoverBoundTest {

    private static AttackModel queens(String board) {
        return TestdataProblems.problem(board, "queen", Objective.MAX_INDEPENDENT).model();
    }

    private static long bound(AttackModel model, long target) {
        return CliqueCoverBound.of(model).improve(target, () -> false).bound();
    }

    /** Where the fractional clique cover meets the optimum: n queens, and queens on 3^5 and 4^4 (OEIS A115992, A068941). */
    @Test
    void reachesTheOptimumWhereTheFractionalCoverDoes() {
        assertThat(bound(queens("rect:8x8"), 0)).isEqualTo(8);
        assertThat(bound(queens("box:3^5"), 0)).isEqualTo(11);
        assertThat(bound(queens("box:4^4"), 0)).isEqualTo(16);
    }

    /** Never below the optimum: 13 queens on 5^3 (A068940), 32 knights on 8x8, where the cliques are pairs. */
    @Test
    void neverFallsBelowTheOptimum() {
        assertThat(bound(queens("box:5^3"), 0)).isBetween(13L, 16L);
        AttackModel knights = TestdataProblems.problem("rect:8x8", "knight", Objective.MAX_INDEPENDENT).model();
        assertThat(bound(knights, 0)).isEqualTo(32);
    }

    /** It stops as soon as the bound reaches the target, and a later call with a lower target goes on from there. */
    @Test
    void stopsAtTheTargetAndGoesOnFromThere() {
        CliqueCoverBound cover = CliqueCoverBound.of(queens("box:3^6"));
        CliqueCoverBound.Certificate first = cover.improve(30, () -> false);
        assertThat(first.bound()).isBetween(19L, 30L);
        CliqueCoverBound.Certificate second = cover.improve(19, () -> false);
        assertThat(second.bound()).isEqualTo(19);
        assertThat(second.steps()).isGreaterThan(first.steps());
        assertThat(second.proof()).contains("at most 19 pieces");
    }

    /** Asked to stop, it ends at its next check with the cover it has, which is still a valid bound. */
    @Test
    void endsAtTheNextCheckWhenAskedToStop() {
        CliqueCoverBound.Certificate stopped = CliqueCoverBound.of(queens("box:3^4")).improve(0, () -> true);
        assertThat(stopped.steps()).isEqualTo(CliqueCoverBound.CHECK_EVERY);
        assertThat(stopped.bound()).isGreaterThanOrEqualTo(6);
    }

    /**
     * 19 queens on 3^6 (A115992): the search finds 19 and the cover proves it, where the clique-cover bound of the
     * search alone does not refute 20 in minutes.
     */
    @Test
    void provesNineteenQueensOnTheSixDimensionalCubeOfSideThree() throws Exception {
        Problem problem = TestdataProblems.problem("box:3^6", "queen", Objective.MAX_INDEPENDENT);
        SolveResult r = new EnumerateSolver().solve(problem, new TestContext(false, 0));
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(19);
        assertThat(r.proof()).startsWith("fractional cover by");
        assertThat(Verifier.check(problem.board(), problem.piece(), Objective.MAX_INDEPENDENT, r.solutions().get(0), r.value())
                .valid()).isTrue();
    }
}
