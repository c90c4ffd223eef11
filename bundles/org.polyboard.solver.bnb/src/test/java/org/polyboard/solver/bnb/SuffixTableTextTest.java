package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.polyboard.testing.QuietUnitContext.QUIET;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.pieces.King;
import org.polyboard.testing.TestProblem;

/**
 * The last cells' table travels as text ({@link LastCellsTable#text}): with the units, to workers that have not
 * built it, and in a solve's checkpoints (CheckpointResumeTest).
 */
class SuffixTableTextTest {

    /** Each problem made afresh, so that no table is cached on it yet. */
    private static final List<Supplier<TestProblem>> PROBLEMS = List.of(() -> TestProblem.knights(10, 10),
            () -> TestProblem.knights(7, 11), () -> TestProblem.of(9, 9, new King(), Objective.MIN_DOMINATION, null));
    /** Their minima: A006075(10), A098604's 7×11, and ⌈9/3⌉² kings. */
    private static final int[] MINIMA = {16, 15, 9};
    /** Node budgets of their units, small enough that units split. */
    private static final long[] BUDGETS = {200, 200, 2};

    @Test
    void anAdoptedTableIsTheBuiltOne() {
        for (Supplier<TestProblem> make : PROBLEMS) {
            TestProblem problem = make.get();
            CoverSearch built = BranchAndBoundSolver.search(problem, () -> false);
            String text = built.suffixText();
            int m = problem.model().cellCount();
            assertThat(text).hasSize(16 * ((m + 63) / 64));
            assertThat(built.lastCells.bound(0)).isPositive();

            CoverSearch adopted = BranchAndBoundSolver.tables(make.get(), () -> false);
            assertThat(adopted.suffixText()).isNull();
            adopted.lastCells.adopt(text);
            for (int cell = 0; cell <= m; cell++) {
                assertThat(adopted.lastCells.bound(cell)).as("%s cell %d", problem.instance(), cell)
                        .isEqualTo(built.lastCells.bound(cell));
            }
            assertThat(adopted.suffixText()).isEqualTo(text);
        }
    }

    /**
     * Every unit of a plan and every unit split off one carries the table; a unit run where the problem has no table
     * yet searches with the one it carries (here a table of zeros, weaker but valid, so the bound shows whose it is)
     * and the units and those split off them find what they find with the built table: every minimum cover, counted.
     */
    @Test
    void unitsCarryTheTableToWhereItIsMissing() {
        for (int p = 0; p < PROBLEMS.size(); p++) {
            Supplier<TestProblem> make = PROBLEMS.get(p);
            TestProblem problem = make.get();
            CoverSearch built = BranchAndBoundSolver.search(problem, () -> false);
            String text = built.suffixText();
            String zeros = "0".repeat(text.length());
            List<WorkUnit> plan = built.plan(MINIMA[p], BUDGETS[p], true);
            long[] here = counted(problem, plan, text);
            TestProblem worker = make.get();
            List<WorkUnit> carried = new ArrayList<>();
            for (WorkUnit unit : plan) {
                Map<String, String> spec = new HashMap<>(unit.spec());
                spec.put(UnitSpecs.TABLE, zeros);
                carried.add(new WorkUnit(unit.id(), spec));
            }
            long[] there = counted(worker, carried, zeros);

            assertThat(here[1]).as("%s: units split", problem.instance()).isPositive();
            assertThat(here[0]).isPositive();
            assertThat(there[0]).as("%s", problem.instance()).isEqualTo(here[0]);
            assertThat(BranchAndBoundSolver.tables(worker, () -> false).lastCells.bound(0)).isZero();
        }
    }

    /**
     * Tables built while a stop held (a unit of a batch stopped on a worker) serve that call but are not kept: the
     * next unit of the problem builds them whole, with the LP packing of a problem never stopped.
     */
    @Test
    void tablesThatAStopCutShortAreNotKept() {
        TestProblem problem = TestProblem.knights(10, 10);
        CoverSearch cut = BranchAndBoundSolver.tables(problem, () -> true);
        CoverSearch whole = BranchAndBoundSolver.tables(problem, () -> false);
        long unstopped = BranchAndBoundSolver.tables(TestProblem.knights(10, 10), () -> false).totalWeight();

        assertThat(whole).isNotSameAs(cut);
        assertThat(BranchAndBoundSolver.tables(problem, () -> true)).isSameAs(whole);
        assertThat(cut.totalWeight()).isLessThan(unstopped);
        assertThat(whole.totalWeight()).isEqualTo(unstopped);
    }

    /** Runs {@code plan} on {@code problem} and every unit split off, each carrying {@code table}; covers and splits. */
    private static long[] counted(TestProblem problem, List<WorkUnit> plan, String table) {
        Deque<WorkUnit> units = new ArrayDeque<>(plan);
        long[] result = new long[2];
        while (!units.isEmpty()) {
            WorkUnit unit = units.poll();
            assertThat(unit.spec()).containsEntry(UnitSpecs.TABLE, table);
            CoverSearch search = BranchAndBoundSolver.search(problem, unit, () -> false);
            UnitResult r = search.run(unit, true, 0, QUIET, () -> false);
            List<WorkUnit> children = search.children(unit, r);
            result[0] += r.count();
            result[1] += children.size();
            units.addAll(children);
        }
        return result;
    }

    @Test
    void aTableOfAnotherBoardIsRefused() {
        CoverSearch search = BranchAndBoundSolver.tables(TestProblem.knights(10, 10), () -> false);
        String ok = "0".repeat(32);
        assertThatThrownBy(() -> search.lastCells.adopt("0".repeat(16))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> search.lastCells.adopt(ok.substring(1) + "z")).isInstanceOf(IllegalArgumentException.class);
        // cell 100 of a board of 100 cells
        assertThatThrownBy(() -> search.lastCells.adopt("0".repeat(22) + "1" + "0".repeat(9)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(search.suffixText()).isNull();
        search.lastCells.adopt(ok);
        assertThat(search.lastCells.bound(0)).isZero();
    }
}
