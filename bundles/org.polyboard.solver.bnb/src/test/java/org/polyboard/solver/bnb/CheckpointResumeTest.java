package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.MemoryCheckpoints;
import org.polyboard.testing.ResumeRuns;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;

/** A run stopped half-way and resumed from its checkpoints reports what an uninterrupted run reports. */
@Timeout(120)
class CheckpointResumeTest {

    private final BranchAndBoundSolver solver = new BranchAndBoundSolver();

    /** n, minimum, minimum covers (A103315), up to symmetry (A006076). */
    @ParameterizedTest(name = "{0}x{0}: {2} covers, {3} up to symmetry")
    @CsvSource({"6, 8, 127, 23", "10, 16, 4, 2"})
    void anInterruptedEnumerationResumesToTheSameTotalsWithFewerSubproblems(int n, int minimum, long total, long distinct)
            throws Exception {
        TestProblem problem = TestProblem.knights(n, n);
        // killed after half the subproblems and the last cells' table
        ResumeRuns runs = ResumeRuns.of(() -> new TestContext(true, 0), c -> solver.solve(problem, c),
                saves -> (saves - 1) / 2 + 1);
        SolveResult uninterrupted = runs.whole();
        assertThat(uninterrupted.status()).isEqualTo(Status.OPTIMAL);
        assertThat(uninterrupted.solutionCount()).isEqualTo(total);
        int subproblems = Integer.parseInt(uninterrupted.stats().get("subproblems"));
        // each subproblem, and the last cells' table once
        assertThat(runs.wholeSaves().saves.get()).isEqualTo(subproblems + 1);
        assertThat(runs.wholeSaves().saved).hasSize(subproblems + 1).containsKey(UnitSpecs.TABLE_ID);
        int finished = runs.kept().size() - 1;
        assertThat(finished).isEqualTo(subproblems / 2).isPositive();

        SolveResult resumed = runs.resumed();
        MemoryCheckpoints second = runs.resumedSaves();

        assertThat(resumed.status()).isEqualTo(Status.OPTIMAL);
        assertThat(resumed.value()).isEqualTo(uninterrupted.value());
        assertThat(resumed.solutionCount()).isEqualTo(uninterrupted.solutionCount());
        assertThat(resumed.distinctUpToSymmetry()).isEqualTo(uninterrupted.distinctUpToSymmetry()).isEqualTo(distinct);
        assertThat(keys(resumed)).isEqualTo(keys(uninterrupted));
        assertThat(resumed.stats().get("resumed")).isEqualTo(Integer.toString(finished));
        assertThat(second.loads.get()).isEqualTo(finished + 1);
        assertThat(second.saves.get()).isEqualTo(subproblems - finished);
        assertThat(Long.parseLong(resumed.stats().get("nodes"))).isLessThan(Long.parseLong(uninterrupted.stats().get("nodes")));
        BranchAndBoundSolverTest.assertEveryCoverValid(n, n, minimum, resumed.solutions());
    }

    @Test
    void aSaveFromAnotherSplitIsNotTaken() throws Exception {
        TestProblem problem = TestProblem.knights(8, 8);
        Map<String, Map<String, String>> journal = new ConcurrentHashMap<>();
        TestContext first = new TestContext(true, 0);
        first.checkpoints = new MemoryCheckpoints(journal, false);
        SolveResult expected = solver.solve(problem, first);
        // a damaged or foreign save under the right id is ignored, and the subproblem searched again
        journal.replaceAll((id, data) -> Map.of("count", "x"));
        TestContext second = new TestContext(true, 0);
        MemoryCheckpoints resume = new MemoryCheckpoints(journal, true);
        second.checkpoints = resume;
        SolveResult r = solver.solve(problem, second);
        assertThat(r.solutionCount()).isEqualTo(expected.solutionCount()).isEqualTo(2);
        assertThat(r.stats().get("resumed")).isEqualTo("0");
    }

    /**
     * A resumed solve takes the last cells' table its first run saved instead of building it again: a table of
     * zeros (a weaker bound, still valid) put in the save's place is the one a fresh problem's resumed solve searches
     * with, and the answer is the same.
     */
    @Test
    void aResumedSolveTakesTheSavedTable() throws Exception {
        TestProblem problem = TestProblem.knights(10, 10);
        Map<String, Map<String, String>> journal = new ConcurrentHashMap<>();
        TestContext first = new TestContext(false, 0);
        first.checkpoints = new MemoryCheckpoints(journal, false);
        SolveResult expected = solver.solve(problem, first);
        String table = journal.get(UnitSpecs.TABLE_ID).get(UnitSpecs.TABLE);
        assertThat(table).isEqualTo(BranchAndBoundSolver.tables(problem, () -> false).suffixText());
        assertThat(BranchAndBoundSolver.tables(problem, () -> false).lastCells.bound(0)).isPositive();

        journal.put(UnitSpecs.TABLE_ID, Map.of(UnitSpecs.TABLE, "0".repeat(table.length())));
        TestProblem fresh = TestProblem.knights(10, 10);
        TestContext second = new TestContext(false, 0);
        second.checkpoints = new MemoryCheckpoints(journal, true);
        SolveResult r = solver.solve(fresh, second);

        assertThat(BranchAndBoundSolver.tables(fresh, () -> false).lastCells.bound(0)).isZero();
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value()).isEqualTo(expected.value());
        assertThat(r.value().numerator()).isEqualTo(16);
    }

    private static Set<Set<String>> keys(SolveResult r) {
        Set<Set<String>> keys = new HashSet<>();
        for (Placement p : r.solutions()) {
            keys.add(Check.key(p.cells()));
        }
        return keys;
    }
}
