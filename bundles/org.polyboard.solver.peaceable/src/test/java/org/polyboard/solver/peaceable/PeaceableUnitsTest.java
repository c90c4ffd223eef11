package org.polyboard.solver.peaceable;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.verify.Verifier;
import org.polyboard.testing.ForwardingContext;
import org.polyboard.testing.MemoryCheckpoints;
import org.polyboard.testing.PlacementChecks;
import org.polyboard.testing.ResumeRuns;
import org.polyboard.testing.TestBoards;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

/**
 * The peaceable search split into work units: the units of a round refute exactly what the whole search refutes, and
 * a run stopped half-way resumes from its checkpoints to the same optimum (OEIS A250000).
 */
@Timeout(120)
class PeaceableUnitsTest {

    private final PeaceableSolver solver = new PeaceableSolver();

    @Test
    void theUnitsOfARoundFindWhatTheWholeSearchFinds() {
        // the core's model, with the board's symmetries (the test's own boards have none)
        AttackModel model = TestdataProblems.problem("rect:8x8", "queen", Objective.MAX_PEACEABLE).model();
        LineColouringSearch search = new LineColouringSearch(model);

        List<LineColouringSearch.Start> refuting = search.plan(10, PeaceableSolver.PEACEABLE_UNITS);
        List<LineColouringSearch.Start> finding = search.plan(9, PeaceableSolver.PEACEABLE_UNITS);

        assertThat(search.symmetries()).isEqualTo(8);
        assertThat(refuting).hasSizeGreaterThanOrEqualTo(PeaceableSolver.PEACEABLE_UNITS);
        assertThat(search.plan(10, PeaceableSolver.PEACEABLE_UNITS)).isEqualTo(refuting);
        assertThat(refuting).allSatisfy(s -> assertThat(s.prefix()).startsWith("W"));
        for (LineColouringSearch.Start start : refuting) {
            LineColouringSearch.Find find = search.find(start.prefix(), 10, () -> false, nodes -> { });
            assertThat(find.complete()).isTrue();
            assertThat(find.colouring()).as(start.prefix()).isNull();
        }
        int found = 0;
        for (LineColouringSearch.Start start : finding) {
            LineColouringSearch.Find find = search.find(start.prefix(), 9, () -> false, nodes -> { });
            assertThat(find.complete()).isTrue();
            if (find.colouring() != null) {
                found++;
                LineColouringSearch.Outcome armies = search.decode(find.colouring(), find.nodes());
                assertThat(armies.value()).isEqualTo(9);
                Placement p = Placement.of(model.placement(armies.white()).cells(), model.placement(armies.black()).cells());
                PlacementChecks.assertPeaceable(8, TestBoards.QUEEN, p.cells(), p.black());
            }
        }
        assertThat(found).isPositive();
    }

    @Test
    void aUnitThatSpendsItsBudgetLeavesOpenExactlyTheRestOfItsPart() {
        AttackModel model = TestdataProblems.problem("rect:9x9", "queen", Objective.MAX_PEACEABLE).model();
        LineColouringSearch search = new LineColouringSearch(model);

        // 13 of each colour is refuted: every node of every unit is visited once, whichever way the units are cut
        for (LineColouringSearch.Start start : search.plan(13, PeaceableSolver.PEACEABLE_UNITS)) {
            LineColouringSearch.Find whole = search.find(start.prefix(), 13, () -> false, nodes -> { });
            long[] split = new long[2];
            searchSplit(search, start.prefix(), 13, 40, split);
            assertThat(whole.colouring()).isNull();
            assertThat(whole.open()).isEmpty();
            assertThat(split[0]).as(start.prefix()).isEqualTo(whole.nodes());
            assertThat(split[1]).as("colourings found").isZero();
        }
        // 12 of each colour is found below some of the units, and below the same ones when they are cut
        int foundWhole = 0;
        int foundSplit = 0;
        for (LineColouringSearch.Start start : search.plan(12, PeaceableSolver.PEACEABLE_UNITS)) {
            foundWhole += search.find(start.prefix(), 12, () -> false, nodes -> { }).colouring() == null ? 0 : 1;
            long[] split = new long[2];
            searchSplit(search, start.prefix(), 12, 40, split);
            foundSplit += split[1] > 0 ? 1 : 0;
        }
        assertThat(foundWhole).isPositive().isEqualTo(foundSplit);
    }

    /**
     * Searches below {@code prefix} in units of {@code budget} nodes, each open node a unit of its own; adds the nodes
     * to {@code totals[0]} and the colourings found (every unit searched, none stopping the others) to
     * {@code totals[1]}.
     */
    private static void searchSplit(LineColouringSearch search, String prefix, int target, long budget, long[] totals) {
        LineColouringSearch.Find find = search.find(prefix, target, budget, () -> false, nodes -> { });
        assertThat(find.complete()).isTrue();
        assertThat(find.nodes()).isLessThanOrEqualTo(budget);
        totals[0] += find.nodes();
        totals[1] += find.colouring() == null ? 0 : 1;
        if (find.colouring() != null) {
            assertThat(find.open()).isEmpty();
        }
        for (String open : find.open()) {
            assertThat(open).startsWith(prefix);
            searchSplit(search, open, target, budget, totals);
        }
    }

    @Test
    void onOneThreadUnitsWithSmallBudgetsSearchExactlyWhatWholeUnitsSearch() throws Exception {
        Problem problem = TestdataProblems.problem("rect:9x9", "queen", Objective.MAX_PEACEABLE);
        TestContext whole = new TestContext(SolveOptions.DEFAULT.withThreads(1));
        TestContext cut = new TestContext(SolveOptions.DEFAULT.withThreads(1));

        SolveResult plain = solver.solve(problem, whole);
        SolveResult split = new PeaceableSolver(2_000).solve(problem, cut);

        // in walk order, the rounds that find stop at the same node, and every node is visited once
        assertOptimal(problem, split, 12);
        assertThat(split.proof()).isEqualTo(plain.proof());
        assertThat(cut.searched).isEqualTo(whole.searched).endsWith(13L);
        assertThat(split.stats().get("nodes")).isEqualTo(plain.stats().get("nodes"));
        assertThat(Integer.parseInt(split.stats().get(Checkpoints.SUBPROBLEMS)))
                .isGreaterThan(Integer.parseInt(plain.stats().get(Checkpoints.SUBPROBLEMS)));
    }

    @Test
    void anInterruptedRunResumesToTheSameOptimum() throws Exception {
        Problem problem = TestdataProblems.problem("rect:9x9", "queen", Objective.MAX_PEACEABLE);
        ResumeRuns runs = ResumeRuns.of(() -> new TestContext(false, 0), c -> solver.solve(problem, c),
                saves -> saves / 2);
        TestContext plain = runs.wholeContext();
        MemoryCheckpoints all = runs.wholeSaves();
        SolveResult uninterrupted = runs.whole();
        assertOptimal(problem, uninterrupted, 12);
        assertThat(plain.searched).as("the rounds after the whole search, each for one more, the last refuting 13")
                .isNotEmpty().isSorted().doesNotHaveDuplicates().endsWith(13L);
        assertThat(uninterrupted.proof()).isEqualTo("branch and bound over line colours, one colouring per class under"
                + " the board's 8 symmetries and the colour swap: search exhausted");
        int subproblems = Integer.parseInt(uninterrupted.stats().get(Checkpoints.SUBPROBLEMS));
        assertThat(subproblems).isGreaterThanOrEqualTo(PeaceableSolver.PEACEABLE_UNITS);
        assertThat(all.saves.get()).isPositive().isLessThanOrEqualTo(subproblems);

        assertThat(runs.kept()).isNotEmpty();

        SolveResult resumed = runs.resumed();
        MemoryCheckpoints second = runs.resumedSaves();

        assertOptimal(problem, resumed, 12);
        assertThat(resumed.proof()).isEqualTo(uninterrupted.proof());
        int taken = Integer.parseInt(resumed.stats().get(Checkpoints.RESUMED));
        assertThat(taken).isPositive().isEqualTo(second.loads.get());
    }

    @Test
    void anInterruptedRunOfSplitUnitsResumesToTheSameOptimum() throws Exception {
        Problem problem = TestdataProblems.problem("rect:9x9", "queen", Objective.MAX_PEACEABLE);
        PeaceableSolver small = new PeaceableSolver(2_000);
        ResumeRuns runs = ResumeRuns.of(() -> new TestContext(SolveOptions.DEFAULT.withThreads(1)),
                c -> small.solve(problem, c), saves -> saves / 2);

        SolveResult uninterrupted = runs.whole();
        SolveResult resumed = runs.resumed();

        assertOptimal(problem, uninterrupted, 12);
        assertOptimal(problem, resumed, 12);
        int taken = Integer.parseInt(resumed.stats().get(Checkpoints.RESUMED));
        assertThat(taken).isPositive().isEqualTo(runs.resumedSaves().loads.get());
        assertThat(Integer.parseInt(resumed.stats().get(Checkpoints.SUBPROBLEMS)))
                .isEqualTo(Integer.parseInt(uninterrupted.stats().get(Checkpoints.SUBPROBLEMS)));
    }

    @Test
    void aPlacementFoundBesideIsProvenOptimalByRefutingEveryLargerOne() throws Exception {
        Problem problem = TestdataProblems.problem("rect:11x11", "queen", Objective.MAX_PEACEABLE);
        Beside optimum = new Beside(17);
        SolveResult proving = solver.solve(problem, optimum);

        // the search refutes 18 at once and leaves the answer to the placement of 17 (A250000) found beside it
        assertThat(proving.status()).isEqualTo(Status.FEASIBLE);
        assertThat(proving.bound().numerator()).isEqualTo(17);
        assertThat(optimum.proven.get()).isEqualTo(17);
        assertThat(optimum.searched).as("one round, for 18").containsExactly(18L);
        assertThat(proving.stats()).containsEntry(SolveResult.BOUND_PROOF,
                "branch and bound over line colours: no node left open can hold more than 17 pieces of each colour");
        assertThat(proving.message()).contains("as many as the placement found beside");

        Beside worse = new Beside(15);
        SolveResult better = solver.solve(problem, worse);
        assertOptimal(problem, better, 17);
        assertThat(worse.proven.get()).isEqualTo(Long.MIN_VALUE);
        SolveResult alone = solver.solve(problem, new TestContext(false, 0));
        assertThat(Long.parseLong(proving.stats().get("nodes"))).isLessThan(Long.parseLong(alone.stats().get("nodes")));
    }

    /** A context in which a verified placement of {@code value} pieces of each colour was found beside the solver. */
    private static final class Beside extends ForwardingContext {
        final AtomicLong proven = new AtomicLong(Long.MIN_VALUE);
        final List<Long> searched;
        private final long value;

        Beside(long value) {
            this(value, new TestContext(false, 0));
        }

        private Beside(long value, TestContext context) {
            super(context);
            this.value = value;
            this.searched = context.searched;
        }

        @Override
        public OptionalLong besideValue() {
            return OptionalLong.of(value);
        }

        @Override
        public void bound(long bound) {
            proven.set(bound);
        }
    }

    private static void assertOptimal(Problem problem, SolveResult result, int expected) {
        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value().numerator()).isEqualTo(expected);
        assertThat(result.bound().numerator()).isEqualTo(expected);
        assertThat(result.solutions()).hasSize(1);
        assertThat(Verifier.check(problem.board(), problem.piece(), Objective.MAX_PEACEABLE, result.solutions().get(0),
                null).valid()).isTrue();
    }
}
