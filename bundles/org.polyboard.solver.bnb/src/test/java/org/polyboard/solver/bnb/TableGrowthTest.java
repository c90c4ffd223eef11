package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.ResumeRuns;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;

/**
 * The last cells' table grows with the rounds ({@link LastCellsTable#budgetAfter}): a round after one refuted in many
 * nodes is planned with a table of a larger budget. Here the first table is made small (250 nodes) so that the
 * rounds of 11×11 knights grow it; what the search finds must not change, and the table each round gets must be the
 * same whatever the threads and when the solve is resumed, since it shapes the tree and the units' names.
 */
@Timeout(180)
class TableGrowthTest {

    private static final long FIRST = 250;

    @Test
    void theBudgetIsTheLargestStepOfFourNoMoreThanTheLastRound() {
        assertThat(LastCellsTable.budgetAfter(0)).isEqualTo(40_000_000L);
        // 16×16: the round refuting 38 searches 885 023 nodes, the one refuting 39 29 402 394: no larger table
        assertThat(LastCellsTable.budgetAfter(885_023)).isEqualTo(40_000_000L);
        assertThat(LastCellsTable.budgetAfter(29_402_394)).isEqualTo(40_000_000L);
        assertThat(LastCellsTable.budgetAfter(159_999_999)).isEqualTo(40_000_000L);
        assertThat(LastCellsTable.budgetAfter(160_000_000)).isEqualTo(160_000_000L);
        assertThat(LastCellsTable.budgetAfter(700_000_000)).isEqualTo(640_000_000L);
        assertThat(LastCellsTable.budgetAfter(17_700_000_000L)).isEqualTo(10_240_000_000L);
        assertThat(LastCellsTable.budgetAfter(1_000, FIRST)).isEqualTo(1_000L);
        assertThat(LastCellsTable.budgetAfter(999, FIRST)).isEqualTo(FIRST);
    }

    /**
     * 11×11 knights with a first table of 250 nodes: the minimum 21 (A006075) proven and all its 800 covers counted,
     * 100 up to symmetry (A103315, A006076), on one thread and on three, with the same nodes, units and tables.
     */
    @Test
    void aGrownTableFindsWhatTheFirstFindsAndTheSameOnAnyThreads() throws Exception {
        List<SolveResult> runs = new ArrayList<>();
        for (int threads : new int[] {1, 3}) {
            for (boolean all : new boolean[] {false, true}) {
                TestContext context = new TestContext(new SolveOptions(all, 0).withThreads(threads));
                TestProblem problem = TestProblem.knights(11, 11);
                SolveResult r = new BranchAndBoundSolver(CoverSearch.BUDGET, FIRST).solve(problem, context);
                assertThat(BranchAndBoundSolver.tables(problem, () -> false).lastCells.text())
                        .as("no table of the default budget built beside the first").isNull();
                assertThat(r.status()).isEqualTo(Status.OPTIMAL);
                assertThat(r.value().numerator()).isEqualTo(21);
                assertThat(Long.parseLong(r.stats().get("lastCellsBudget"))).as("the table grew").isGreaterThan(FIRST);
                if (all) {
                    assertThat(r.solutionCount()).isEqualTo(800);
                    assertThat(r.distinctUpToSymmetry()).isEqualTo(100);
                }
                BranchAndBoundSolverTest.assertEveryCoverValid(11, 11, 21, r.solutions());
                runs.add(r);
            }
        }
        // the round refuting 20 searches between 2 000 and 4 000 nodes: the round of 21 that stops at its first cover
        // counts for twice that (BranchAndBoundSolver#ROUND_GROWTH), a table of 4 000 nodes (1 000 from the round
        // alone), and the census round for 16 times (CENSUS_GROWTH), a table of 16 000
        assertThat(runs.get(0).stats().get("lastCellsBudget")).isEqualTo("4000");
        assertThat(runs.get(1).stats().get("lastCellsBudget")).isEqualTo("16000");
        for (int i = 0; i < 2; i++) {
            // the census's nodes; a minimum's last round stops at its first cover, which depends on the threads
            SolveResult one = runs.get(i);
            SolveResult three = runs.get(i + 2);
            assertThat(three.stats().get("lastCellsBudget")).isEqualTo(one.stats().get("lastCellsBudget"));
            if (i == 1) {
                assertThat(three.stats().get("nodes")).isEqualTo(one.stats().get("nodes"));
                assertThat(three.stats().get("subproblems")).isEqualTo(one.stats().get("subproblems"));
            }
        }
    }

    /**
     * A larger table built after smaller ones of the same problem takes the outcomes of their searches (refutations
     * and covers found) instead of searching again, and comes out exactly as the table built afresh (which shapes the
     * tree and the units' names): knights on boards of 11×11 to 14×14 and 9×15, tables of 5 000, 20 000 and 320 000
     * nodes; the one built afresh on two threads.
     */
    @Test
    void aLargerTableContinuesTheSmallerOneAndComesOutAsBuiltAfresh() {
        long[] budgets = {5_000, 20_000, 320_000};
        int[][] boards = {{11, 11}, {12, 12}, {13, 13}, {14, 14}, {9, 15}};
        long taken = 0;
        for (int[] board : boards) {
            String where = board[0] + "x" + board[1];
            CoverSearch grown = BranchAndBoundSolver.tables(TestProblem.knights(board[0], board[1]), () -> false);
            for (int i = 0; i < budgets.length; i++) {
                long[] grownNodes = new long[1];
                LastCellsTable continued = grown.table(budgets[i], null, () -> false, Runnable::run, 1,
                        (cell, bound, nodes) -> grownNodes[0] += nodes);
                CoverSearch fresh = BranchAndBoundSolver.tables(TestProblem.knights(board[0], board[1]), () -> false);
                long[] freshNodes = new long[1];
                ExecutorService pool = Executors.newFixedThreadPool(2);
                LastCellsTable afresh;
                try {
                    afresh = fresh.table(budgets[i], null, () -> false, pool, 2,
                            (cell, bound, nodes) -> freshNodes[0] += nodes);
                } finally {
                    pool.shutdownNow();
                }
                assertThat(continued.text()).as(where + ", " + budgets[i]).isNotNull().isEqualTo(afresh.text());
                assertThat(continued.bounds()).as(where + ", " + budgets[i]).isEqualTo(afresh.bounds());
                assertThat(grownNodes[0]).as(where + ", " + budgets[i]).isLessThanOrEqualTo(freshNodes[0]);
                taken += freshNodes[0] - grownNodes[0];
            }
        }
        assertThat(taken).as("nodes of the searches taken from the smaller tables").isPositive();
    }

    /**
     * A census with a grown table, killed half-way and resumed on a problem made afresh: the resumed run takes the
     * grown table the first run saved (it builds none), plans the same units and ends with the same totals.
     */
    @Test
    void aResumedRunTakesTheGrownTableItSaved() throws Exception {
        BranchAndBoundSolver solver = new BranchAndBoundSolver(CoverSearch.BUDGET, FIRST);
        ResumeRuns runs = ResumeRuns.of(() -> new TestContext(true, 0),
                c -> solver.solve(TestProblem.knights(11, 11), c), saves -> saves - saves / 4);
        SolveResult whole = runs.whole();
        long grown = Long.parseLong(whole.stats().get("lastCellsBudget"));
        assertThat(grown).isGreaterThan(FIRST);
        assertThat(runs.wholeSaves().saved).containsKey(UnitSpecs.tableId(FIRST))
                .containsKey(UnitSpecs.TABLE_ID + "/" + grown);
        assertThat(runs.kept()).containsKey(UnitSpecs.TABLE_ID + "/" + grown);
        assertThat(runs.wholeSaves().saved.keySet()).anyMatch(id -> id.contains("-table" + grown + "/"));

        SolveResult resumed = runs.resumed();
        assertThat(resumed.status()).isEqualTo(Status.OPTIMAL);
        assertThat(resumed.solutionCount()).isEqualTo(whole.solutionCount()).isEqualTo(800);
        assertThat(resumed.distinctUpToSymmetry()).isEqualTo(100);
        assertThat(resumed.stats().get("lastCellsBudget")).isEqualTo(Long.toString(grown));
        assertThat(resumed.stats().get("nodes")).isNotEqualTo(whole.stats().get("nodes"));
        int subproblems = Integer.parseInt(whole.stats().get("subproblems"));
        int taken = Integer.parseInt(resumed.stats().get("resumed"));
        assertThat(taken).isPositive();
        assertThat(resumed.stats().get("subproblems")).isEqualTo(Integer.toString(subproblems));
        // the units not taken, and no table: the resumed run took each one from the checkpoints
        assertThat(runs.resumedSaves().saves.get()).isEqualTo(subproblems - taken);
    }
}
