package org.polyboard.solver.enumerate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.select.SolverPolicy;
import org.polyboard.core.verify.Verifier;
import org.polyboard.support.bounds.QueenBound;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

@Timeout(60)
class EnumerateSolverTest {

    private final EnumerateSolver solver = new EnumerateSolver();

    private SolveResult solve(Problem problem, boolean all) throws Exception {
        SolveResult r = solver.solve(problem, new TestContext(all, 0));
        for (Placement p : r.solutions()) {
            assertThat(Verifier.check(problem.board(), problem.piece(), problem.instance().objective(), p,
                    r.solutionCount() == null ? r.value() : null).valid()).isTrue();
        }
        return r;
    }

    @Test
    void eightQueensHave92SolutionsAnd12UpToSymmetry() throws Exception {
        SolveResult r = solve(TestdataProblems.problem("rect:8x8", "queen", Objective.MAX_INDEPENDENT), true);
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(r.solutionCount()).isEqualTo(92);
        assertThat(r.distinctUpToSymmetry()).isEqualTo(12);
    }

    @Test
    void knightCoversOfSmallBoardsAreCountedAsPublished() throws Exception {
        long[] total = {1, 1, 8, 9, 47, 127};
        long[] distinct = {1, 1, 2, 3, 8, 23};
        long[] value = {1, 4, 4, 4, 5, 8};
        for (int n = 1; n <= 6; n++) {
            SolveResult r = solve(TestdataProblems.problem("rect:" + n + "x" + n, "knight", Objective.MIN_DOMINATION), true);
            assertThat(r.value().numerator()).as("n=%d", n).isEqualTo(value[n - 1]);
            assertThat(r.solutionCount()).as("n=%d", n).isEqualTo(total[n - 1]);
            assertThat(r.distinctUpToSymmetry()).as("n=%d", n).isEqualTo(distinct[n - 1]);
        }
    }

    /** Knights on the n x n torus, where moves wrap around: OEIS A279407, 1..8. */
    @Test
    void knightsDominateTheTorusAsPublished() throws Exception {
        long[] value = {1, 2, 3, 4, 5, 6, 9, 8};
        for (int n = 1; n <= value.length; n++) {
            SolveResult r = solve(TestdataProblems.problem("torus:" + n + "x" + n, "knight", Objective.MIN_DOMINATION), false);
            assertThat(r.status()).as("n=%d", n).isEqualTo(Status.OPTIMAL);
            assertThat(r.value().numerator()).as("n=%d", n).isEqualTo(value[n - 1]);
        }
    }

    /**
     * Queen domination of n x n, 1..13 (OEIS A075458): where the optimum meets the bound of Spencer, Weakley and
     * Finozhenok, the proof is that bound and no smaller placement is searched for.
     */
    @Test
    void queenDominationMeetsTheBoundFromTheLiteratureWhereItIsTight() throws Exception {
        int[] value = {1, 1, 1, 2, 3, 3, 4, 5, 5, 5, 5, 6, 7};
        for (int n = 1; n <= value.length; n++) {
            SolveResult r = solve(TestdataProblems.problem("rect:" + n + "x" + n, "queen", Objective.MIN_DOMINATION), false);
            assertThat(r.status()).as("n=%d", n).isEqualTo(Status.OPTIMAL);
            assertThat(r.value().numerator()).as("n=%d", n).isEqualTo(value[n - 1]);
            assertThat(QueenBound.of(n)).as("n=%d", n).isLessThanOrEqualTo(value[n - 1]);
            if (value[n - 1] == QueenBound.of(n) && n >= 9) {
                assertThat(r.proof()).as("n=%d", n).startsWith("lower bound " + value[n - 1] + " for " + n + "x" + n
                        + " queens: at least (n-1)/2 (Spencer 1990)");
            }
        }
        assertThat(QueenBound.proof(13)).endsWith("and not (n-1)/2 when n = 1 mod 4 (Weakley 1995)");
        assertThat(QueenBound.proof(7)).endsWith("and not (n-1)/2 when n = 3 mod 4 other than 3 and 11 (Finozhenok and"
                + " Weakley 2007)");
        assertThat(QueenBound.proof(11)).isEqualTo("lower bound 5 for 11x11 queens: at least (n-1)/2 (Spencer 1990)");
        // tight at 17..19, 21, 23 and 25; one short at 14..16, 20, 22 and 24 (A075458)
        int[] published = {8, 9, 9, 9, 9, 10, 11, 11, 12, 12, 13, 13};
        for (int n = 14; n <= 25; n++) {
            int gap = n == 14 || n == 15 || n == 16 || n == 20 || n == 22 || n == 24 ? 1 : 0;
            assertThat(QueenBound.of(n)).as("n=%d", n).isEqualTo(published[n - 14] - gap);
        }
        // the bound is for the plain square board of queens only
        assertThat(QueenBound.side(TestdataProblems.problem("rect:8x8", "queen", Objective.MIN_DOMINATION))).contains(8);
        assertThat(QueenBound.side(TestdataProblems.problem("rect:8x9", "queen", Objective.MIN_DOMINATION))).isEmpty();
        assertThat(QueenBound.side(TestdataProblems.problem("torus:8x8", "queen", Objective.MIN_DOMINATION))).isEmpty();
        assertThat(QueenBound.side(TestdataProblems.problem("rect:8x8", "rook", Objective.MIN_DOMINATION))).isEmpty();
    }

    @Test
    void queenDominationOfEightNeedsFiveWith4860Solutions() throws Exception {
        SolveResult r = solve(TestdataProblems.problem("rect:8x8", "queen", Objective.MIN_DOMINATION), true);
        assertThat(r.value().numerator()).isEqualTo(5);
        assertThat(r.solutionCount()).isEqualTo(4860);
        assertThat(r.distinctUpToSymmetry()).isEqualTo(638);
        assertThat(r.solutions()).hasSize(Collector.MAX_KEPT);
        assertThat(r.proof()).isEqualTo("exhaustive search by frames (" + QueenBound.FRAME + "): no dominating set of 4"
                + " pieces; every optimal placement enumerated");
    }

    /**
     * 14×14 needs 8 queens (A075458): the round for 7, split by frames into work units, refutes them, and the proof
     * line says what the cut rests on.
     */
    @Test
    void queenDominationOfFourteenIsProvenByFrames() throws Exception {
        SolveResult r = solve(TestdataProblems.problem("rect:14x14", "queen", Objective.MIN_DOMINATION), false);
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(r.proof()).isEqualTo("exhaustive search by frames (" + QueenBound.FRAME + "): no dominating set of 7"
                + " pieces");
        assertThat(Long.parseLong(r.stats().get("subproblems"))).as("work units").isGreaterThan(100);
    }

    @Test
    void placementsOfAGivenSizeIncludeNonMinimalOnes() throws Exception {
        Problem problem = TestdataProblems.problem("rect:3x3", "queen", Objective.MIN_DOMINATION, "size=2");
        SolveResult r = solve(problem, false);
        assertThat(r.status()).isEqualTo(Status.FEASIBLE);
        long pairs3 = 0;
        for (int a = 0; a < 9; a++) {
            for (int b = a + 1; b < 9; b++) {
                Placement p = Placement.of(java.util.List.of(new int[] {a / 3, a % 3}, new int[] {b / 3, b % 3}));
                pairs3 += Verifier.check(problem.board(), problem.piece(), Objective.MIN_DOMINATION, p, null).valid() ? 1 : 0;
            }
        }
        assertThat(r.solutionCount()).isEqualTo(pairs3).isGreaterThan(8);
        Problem pairs = TestdataProblems.problem("rect:3x3", "queen", Objective.MAX_INDEPENDENT, "size=2");
        assertThat(solve(pairs, false).solutionCount()).isEqualTo(8);
        Problem none = TestdataProblems.problem("rect:3x3", "queen", Objective.MAX_INDEPENDENT, "size=3");
        assertThat(solve(none, false).status()).isEqualTo(Status.INFEASIBLE);
        Problem empty = TestdataProblems.problem("rect:3x3", "queen", Objective.MAX_INDEPENDENT, "size=0");
        assertThat(solve(empty, false).solutionCount()).isEqualTo(1);
    }

    @Test
    void aTimeLimitEndsTheSearchWithTheBestPlacementAndTheProvenBound() throws Exception {
        Problem problem = TestdataProblems.problem("rect:20x20", "queen", Objective.MIN_DOMINATION);
        SolveResult r = solver.solve(problem, new TestContext(false, 300));
        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.value().numerator()).isGreaterThanOrEqualTo(11);
        assertThat(r.bound().numerator()).isLessThanOrEqualTo(11);
        assertThat(r.solutions()).hasSize(1);
        String reason = r.stats().get(SolveResult.BOUND_PROOF);
        assertThat(reason).as("what the bound rests on").matches("lower bound 10 for 20x20 queens: .*"
                + "|exhaustive search by frames \\(.*Spencer's bound.*\\): no dominating set of [0-9]+ pieces");
        assertThat(r.message()).isEqualTo("stopped before optimality was proven; the bound: " + reason);
    }

    @Test
    void aPlacementFoundBesideIsBeatenOrProvenOptimalByTheBoundAlone() throws Exception {
        // 8 queens fit on 8x8 and 12 knights dominate it (A006075); the greedy starts fall short of both
        TestContext queens = TestContext.unlimited();
        queens.beside = 8;
        SolveResult independent = solver.solve(TestdataProblems.problem("rect:8x8", "queen", Objective.MAX_INDEPENDENT),
                queens);
        assertThat(independent.status()).isEqualTo(Status.FEASIBLE);
        assertThat(independent.bound().numerator()).isEqualTo(8);
        assertThat(independent.value().numerator()).isLessThan(8);
        assertThat(queens.bound).isEqualTo(8);
        assertThat(queens.searched).as("one round, for one more than the 8 found beside").containsExactly(9L);
        assertThat(independent.stats().get(SolveResult.BOUND_PROOF))
                .isEqualTo("exhaustive search with clique-cover bounds: no independent set of 9 pieces");

        TestContext knights = TestContext.unlimited();
        knights.beside = 12;
        SolveResult cover = solver.solve(TestdataProblems.problem("rect:8x8", "knight", Objective.MIN_DOMINATION), knights);
        assertThat(cover.status()).isEqualTo(Status.FEASIBLE);
        assertThat(cover.bound().numerator()).isEqualTo(12);
        assertThat(cover.value().numerator()).isGreaterThan(12);
        assertThat(knights.bound).isEqualTo(12);
        assertThat(knights.searched).as("the rounds from the counting bound (64 cells, 9 each) up to 11")
                .containsExactly(8L, 9L, 10L, 11L);
        assertThat(cover.stats().get(SolveResult.BOUND_PROOF)).isEqualTo("exhaustive search: no dominating set of 11 pieces");

        // a better placement than the one found beside is still this search's to find
        TestContext worse = TestContext.unlimited();
        worse.beside = 7;
        SolveResult eight = solver.solve(TestdataProblems.problem("rect:8x8", "queen", Objective.MAX_INDEPENDENT), worse);
        assertThat(eight.status()).isEqualTo(Status.OPTIMAL);
        assertThat(eight.value().numerator()).isEqualTo(8);
        assertThat(worse.searched).as("8 found, 9 refuted").containsExactly(8L, 9L);
    }

    @Test
    void rejectsLargeBoardsAndSymmetryConstraints() {
        assertThat(solver.rejects(TestdataProblems.problem("rect:70x70", "rook", Objective.MAX_INDEPENDENT), SolveOptions.DEFAULT))
                .get().asString().startsWith("the enumerate solver takes boards of at most 4096 cells");
        assertThat(solver.rejects(TestdataProblems.problem("rect:8x8", "queen", Objective.MIN_DOMINATION, "symmetry=rot90"),
                SolveOptions.DEFAULT)).get().asString().contains("symmetry=rot90");
        assertThat(solver.capabilities().has(Capabilities.Feature.SIZES)).isTrue();
        assertThat(atHome(TestdataProblems.problem("rect:8x8", "queen", Objective.MIN_DOMINATION))).isTrue();
        assertThat(atHome(TestdataProblems.problem("box:4^3", "rook", Objective.MIN_DOMINATION))).isTrue();
        assertThat(atHome(TestdataProblems.problem("rect:8x8", "knight", Objective.MIN_DOMINATION))).isFalse();
        // independent queen domination: proven here up to 18x18; from 19x19 on the tabu search leads
        assertThat(atHome(TestdataProblems.problem("rect:18x18", "queen", Objective.MIN_INDEPENDENT_DOMINATION))).isTrue();
        assertThat(atHome(TestdataProblems.problem("rect:19x19", "queen", Objective.MIN_INDEPENDENT_DOMINATION))).isFalse();
    }

    private boolean atHome(Problem problem) {
        return solver.capabilities().reaches(problem.instance().objective(), SolverPolicy.dense(problem),
                problem.board().cellCount());
    }
}
