package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.pieces.Knight;
import org.polyboard.testing.ResumeRuns;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;

/**
 * Units that stop at a small node budget and leave the rest of their part open, split level after level, give the
 * counts, covers and optimum of the units that search their parts whole, and resume from checkpoints to the same.
 */
@Timeout(120)
class AdaptiveSplitTest {

    /**
     * A budget small enough that most units of these searches split, several levels deep: 30 nodes up to 10×10,
     * 300 above (30 on a larger board makes tens of thousands of units; 2 000 no longer splits 12×12, whose search
     * the dominated coverers and the branching order shrank).
     */
    private static long small(int n) {
        return n <= 10 ? 30 : 300;
    }

    /** n, minimum, minimum covers (A103315), up to symmetry (A006076). */
    @ParameterizedTest(name = "{0}x{0}: {2} covers, {3} up to symmetry")
    @CsvSource({"6, 8, 127, 23", "7, 10, 10, 3", "9, 14, 2, 1", "10, 16, 4, 2"})
    void splitUnitsCountWhatWholeUnitsCount(int n, int minimum, long total, long distinct) throws Exception {
        TestProblem problem = TestProblem.knights(n, n);
        SolveResult whole = new BranchAndBoundSolver().solve(problem, new TestContext(true, 0));
        SolveResult split = new BranchAndBoundSolver(small(n)).solve(problem, new TestContext(true, 0));
        assertThat(split.status()).isEqualTo(Status.OPTIMAL);
        assertThat(split.value()).isEqualTo(whole.value());
        assertThat(split.solutionCount()).isEqualTo(whole.solutionCount()).isEqualTo(total);
        assertThat(split.distinctUpToSymmetry()).isEqualTo(whole.distinctUpToSymmetry()).isEqualTo(distinct);
        assertThat(keys(split)).isEqualTo(keys(whole));
        assertThat(subproblems(split)).isGreaterThan(subproblems(whole));
        BranchAndBoundSolverTest.assertEveryCoverValid(n, n, minimum, split.solutions());
    }

    /** n, minimum (A006075), and a symmetry the placement must keep, if any. */
    @ParameterizedTest(name = "{0}x{0} {2}: {1}")
    @CsvSource({"10, 16, ''", "11, 21, ''", "12, 24, ''", "10, 16, rot180"})
    void splitUnitsFindTheSameMinimum(int n, int minimum, String symmetry) throws Exception {
        TestProblem problem = symmetry.isEmpty() ? TestProblem.knights(n, n)
                : TestProblem.of(n, n, new Knight(), Objective.MIN_DOMINATION, Symmetry.parse(symmetry));
        SolveResult whole = new BranchAndBoundSolver().solve(problem, new TestContext(false, 0));
        SolveResult split = new BranchAndBoundSolver(small(n)).solve(problem, new TestContext(false, 0));
        assertThat(split.status()).isEqualTo(whole.status()).isEqualTo(Status.OPTIMAL);
        assertThat(split.value()).isEqualTo(whole.value());
        assertThat(split.proof()).isEqualTo(whole.proof());
        if (symmetry.isEmpty()) {
            assertThat(split.value().numerator()).isEqualTo(minimum);
        } else {
            assertThat(split.value().numerator()).isGreaterThanOrEqualTo(minimum);
        }
        assertThat(subproblems(split)).isGreaterThan(subproblems(whole));
        BranchAndBoundSolverTest.assertEveryCoverValid(n, n, (int) split.value().numerator(), split.solutions());
    }

    @ParameterizedTest(name = "{0}x{0}")
    @CsvSource({"6", "10"})
    void anInterruptedSplitRunResumesToTheSameCounts(int n) throws Exception {
        TestProblem problem = TestProblem.knights(n, n);
        BranchAndBoundSolver solver = new BranchAndBoundSolver(small(n));
        // killed after half the subproblems and the last cells' table (a save each)
        ResumeRuns runs = ResumeRuns.of(() -> new TestContext(true, 0), c -> solver.solve(problem, c),
                saves -> (saves - 1) / 2 + 1);
        SolveResult uninterrupted = runs.whole();
        int subproblems = subproblems(uninterrupted);
        // half the subproblems, and the last cells' table
        assertThat(runs.kept()).hasSize(subproblems / 2 + 1).containsKey(UnitSpecs.TABLE_ID);

        SolveResult resumed = runs.resumed();
        assertThat(resumed.status()).isEqualTo(Status.OPTIMAL);
        assertThat(resumed.solutionCount()).isEqualTo(uninterrupted.solutionCount());
        assertThat(resumed.distinctUpToSymmetry()).isEqualTo(uninterrupted.distinctUpToSymmetry());
        assertThat(keys(resumed)).isEqualTo(keys(uninterrupted));
        assertThat(subproblems(resumed)).isEqualTo(subproblems);
        assertThat(resumed.stats().get(Checkpoints.RESUMED)).isEqualTo(Integer.toString(subproblems / 2));
        assertThat(runs.resumedSaves().saves.get()).isEqualTo(subproblems - subproblems / 2);
    }

    private static int subproblems(SolveResult r) {
        return Integer.parseInt(r.stats().get(Checkpoints.SUBPROBLEMS));
    }

    private static Set<Set<String>> keys(SolveResult r) {
        Set<Set<String>> keys = new HashSet<>();
        for (Placement p : r.solutions()) {
            keys.add(Check.key(p.cells()));
        }
        return keys;
    }
}
