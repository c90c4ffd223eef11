package org.polyboard.solver.enumerate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.verify.Verifier;
import org.polyboard.testing.MemoryCheckpoints;
import org.polyboard.testing.ResumeRuns;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

/**
 * Units that stop at a small node budget and leave the rest of their part open, split level after level, give the
 * optimum, the counts and the placements, in the same order, of units that search their parts whole, and resume
 * from checkpoints to the same.
 */
@Timeout(120)
class AdaptiveSplitTest {

    /** Small enough that most units of these searches split, several levels deep. */
    private static final long SMALL = 500;

    /**
     * How units split: at a small node budget ({@link #SMALL}), or asked to split while they run (as a cluster asks the
     * longest at the end of a round; here every unit from its second question on, about 2 000 nodes in).
     */
    enum Split {
        BUDGET, DEMAND;

        /** {@code problem} solved with units split this way. */
        SolveResult solve(Problem problem, boolean all) throws Exception {
            if (this == BUDGET) {
                return new EnumerateSolver(SMALL).solve(problem, new TestContext(all, 0));
            }
            TestContext asked = new TestContext(all, 0);
            asked.splitAfterQuestions = 2;
            return new EnumerateSolver().solve(problem, asked);
        }
    }

    /**
     * Queens: board, objective, optimum (A075458, A075324), optimal placements and classes (as
     * {@link CheckpointResumeTest} has them): split units give the same counts and the same placements in the same
     * order as whole units.
     */
    @ParameterizedTest(name = "queens on {0}, {1}, split at {5}: {2}, {3} placements, {4} up to symmetry")
    @CsvSource({"rect:8x8, MIN_DOMINATION, 5, 4860, 638, BUDGET",
        "rect:12x12, MIN_INDEPENDENT_DOMINATION, 7, 840, 105, BUDGET",
        "rect:8x8, MIN_DOMINATION, 5, 4860, 638, DEMAND",
        "rect:12x12, MIN_INDEPENDENT_DOMINATION, 7, 840, 105, DEMAND"})
    void splitUnitsEnumerateWhatWholeUnitsEnumerate(String board, Objective objective, int optimum, long total,
            long distinct, Split how) throws Exception {
        Problem problem = TestdataProblems.problem(board, "queen", objective);
        SolveResult whole = new EnumerateSolver().solve(problem, new TestContext(true, 0));
        assertSameEnumeration(problem, whole, how.solve(problem, true), optimum, total, distinct);
    }

    /** Queens: board, objective, optimum (A075458, A075324): split units prove it on the same grounds. */
    @ParameterizedTest(name = "queens on {0}, {1}, split at {3}: {2}")
    @CsvSource({"rect:14x14, MIN_DOMINATION, 8, BUDGET", "rect:14x14, MIN_INDEPENDENT_DOMINATION, 8, BUDGET",
        "rect:15x15, MIN_INDEPENDENT_DOMINATION, 9, BUDGET", "rect:14x14, MIN_DOMINATION, 8, DEMAND",
        "rect:15x15, MIN_INDEPENDENT_DOMINATION, 9, DEMAND"})
    void splitUnitsFindTheSameOptimum(String board, Objective objective, int optimum, Split how) throws Exception {
        Problem problem = TestdataProblems.problem(board, "queen", objective);
        SolveResult whole = new EnumerateSolver().solve(problem, new TestContext(false, 0));
        assertSameOptimum(problem, whole, how.solve(problem, false), optimum);
    }

    @Test
    void anInterruptedSplitRunResumesToTheSameCounts() throws Exception {
        Problem problem = TestdataProblems.problem("rect:8x8", "queen", Objective.MIN_DOMINATION);
        EnumerateSolver solver = new EnumerateSolver(SMALL);
        ResumeRuns runs = ResumeRuns.of(() -> new TestContext(true, 0), c -> solver.solve(problem, c),
                saves -> saves / 2);
        SolveResult uninterrupted = runs.whole();
        MemoryCheckpoints all = runs.wholeSaves();
        MemoryCheckpoints first = runs.killed();
        assertThat(runs.kept()).hasSize(first.limit).isNotEmpty();

        SolveResult resumed = runs.resumed();
        MemoryCheckpoints second = runs.resumedSaves();
        assertThat(resumed.status()).isEqualTo(Status.OPTIMAL);
        assertThat(resumed.solutionCount()).isEqualTo(4860);
        assertThat(resumed.distinctUpToSymmetry()).isEqualTo(638);
        assertThat(keys(resumed)).isEqualTo(keys(uninterrupted));
        assertThat(subproblems(resumed)).isEqualTo(subproblems(uninterrupted));
        assertThat(Integer.parseInt(resumed.stats().get(Checkpoints.RESUMED))).isEqualTo(first.limit);
        assertThat(second.saves.get()).isEqualTo(all.saves.get() - first.limit);
    }

    /** {@code split} enumerates what {@code reference} does, in the same order, in more units. */
    private static void assertSameEnumeration(Problem problem, SolveResult reference, SolveResult split, int optimum,
            long total, long distinct) {
        assertThat(split.status()).isEqualTo(Status.OPTIMAL);
        assertThat(split.value().numerator()).isEqualTo(optimum);
        assertThat(split.solutionCount()).isEqualTo(reference.solutionCount()).isEqualTo(total);
        assertThat(split.distinctUpToSymmetry()).isEqualTo(reference.distinctUpToSymmetry()).isEqualTo(distinct);
        assertThat(keys(split)).isEqualTo(keys(reference));
        assertThat(subproblems(split)).isGreaterThan(subproblems(reference));
        assertValid(problem, split);
    }

    /** {@code split} proves the optimum {@code reference} does, on the same grounds, in more units. */
    private static void assertSameOptimum(Problem problem, SolveResult reference, SolveResult split, int optimum) {
        assertThat(split.status()).isEqualTo(reference.status()).isEqualTo(Status.OPTIMAL);
        assertThat(split.value().numerator()).isEqualTo(reference.value().numerator()).isEqualTo(optimum);
        assertThat(split.proof()).isEqualTo(reference.proof());
        assertThat(subproblems(split)).isGreaterThan(subproblems(reference));
        assertValid(problem, split);
    }

    private static void assertValid(Problem problem, SolveResult r) {
        assertThat(r.solutions()).isNotEmpty();
        for (Placement p : r.solutions()) {
            assertThat(Verifier.check(problem.board(), problem.piece(), problem.instance().objective(), p, null).valid())
                    .isTrue();
        }
    }

    private static int subproblems(SolveResult r) {
        return Integer.parseInt(r.stats().get(Checkpoints.SUBPROBLEMS));
    }

    /** The placements in the order they were kept. */
    private static List<String> keys(SolveResult r) {
        List<String> keys = new ArrayList<>();
        for (Placement p : r.solutions()) {
            StringBuilder key = new StringBuilder();
            for (int[] cell : p.cells()) {
                key.append(cell[0]).append(',').append(cell[1]).append(' ');
            }
            keys.add(key.toString());
        }
        return keys;
    }
}
