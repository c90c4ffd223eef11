package org.polyboard.solver.enumerate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.WorkUnits;
import org.polyboard.core.verify.Verifier;
import org.polyboard.testing.ForwardingContext;
import org.polyboard.testing.MemoryCheckpoints;
import org.polyboard.testing.ResumeRuns;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

/**
 * A run stopped half-way and resumed from its checkpoints reports what an uninterrupted run reports, and the split
 * does not depend on the number of threads.
 */
@Timeout(120)
class CheckpointResumeTest {

    private final EnumerateSolver solver = new EnumerateSolver();

    /**
     * Queens: board, objective, optimum (OEIS A075458, A075324, n), optimal placements and their classes up to
     * symmetry (8×8 as {@link EnumerateSolverTest} has them; 11×11: A000170 and A002562; 12×12 as the search counted
     * before it was split). Each has a round too large to be searched whole.
     */
    @ParameterizedTest(name = "queens on {0}, {1}: {2}, {3} placements, {4} up to symmetry")
    @CsvSource({"rect:8x8, MIN_DOMINATION, 5, 4860, 638", "rect:12x12, MIN_INDEPENDENT_DOMINATION, 7, 840, 105",
        "rect:11x11, MAX_INDEPENDENT, 11, 2680, 341"})
    void anInterruptedRunResumesToTheSameOptimumAndCounts(String board, Objective objective, int optimum, long total,
            long distinct) throws Exception {
        Problem problem = TestdataProblems.problem(board, "queen", objective);
        ResumeRuns runs = ResumeRuns.of(() -> new TestContext(true, 0), c -> solver.solve(problem, c),
                saves -> saves / 2);
        SolveResult uninterrupted = runs.whole();
        assertThat(uninterrupted.status()).isEqualTo(Status.OPTIMAL);
        assertThat(uninterrupted.value().numerator()).isEqualTo(optimum);
        assertThat(uninterrupted.solutionCount()).isEqualTo(total);
        assertThat(uninterrupted.distinctUpToSymmetry()).isEqualTo(distinct);
        int subproblems = Integer.parseInt(uninterrupted.stats().get(Checkpoints.SUBPROBLEMS));
        assertThat(runs.wholeSaves().saves.get()).isPositive().isLessThanOrEqualTo(subproblems);
        MemoryCheckpoints first = runs.killed();
        assertThat(runs.kept()).hasSize(Math.min(first.limit, first.saves.get())).isNotEmpty();

        SolveResult resumed = runs.resumed();
        MemoryCheckpoints second = runs.resumedSaves();

        assertThat(resumed.status()).isEqualTo(Status.OPTIMAL);
        assertThat(resumed.value()).isEqualTo(uninterrupted.value());
        assertThat(resumed.proof()).isEqualTo(uninterrupted.proof());
        assertThat(resumed.solutionCount()).isEqualTo(total);
        assertThat(resumed.distinctUpToSymmetry()).isEqualTo(distinct);
        assertThat(keys(resumed)).isEqualTo(keys(uninterrupted));
        int taken = Integer.parseInt(resumed.stats().get(Checkpoints.RESUMED));
        assertThat(taken).isPositive().isEqualTo(second.loads.get());
        assertThat(Long.parseLong(resumed.stats().get("nodes"))).isLessThan(Long.parseLong(uninterrupted.stats().get("nodes")));
        for (Placement p : resumed.solutions()) {
            assertThat(Verifier.check(problem.board(), problem.piece(), objective, p, null).valid()).isTrue();
        }
    }

    @Test
    void aDamagedSaveIsNotTaken() throws Exception {
        Problem problem = TestdataProblems.problem("rect:9x9", "queen", Objective.MIN_DOMINATION);
        Map<String, Map<String, String>> journal = new ConcurrentHashMap<>();
        TestContext first = new TestContext(true, 0);
        first.checkpoints = new MemoryCheckpoints(journal, false);
        SolveResult expected = solver.solve(problem, first);
        journal.replaceAll((id, data) -> Map.of("count", "x"));
        TestContext second = new TestContext(true, 0);
        second.checkpoints = new MemoryCheckpoints(journal, true);
        SolveResult r = solver.solve(problem, second);
        assertThat(journal).isNotEmpty();
        assertThat(r.solutionCount()).isEqualTo(expected.solutionCount()).isEqualTo(114);
        assertThat(r.stats().get(Checkpoints.RESUMED)).isEqualTo("0");
    }

    @Test
    void aSmallSearchRunsWholeWithoutUnits() throws Exception {
        Problem problem = TestdataProblems.problem("rect:8x8", "queen", Objective.MAX_INDEPENDENT);
        SolveResult r = solver.solve(problem, new TestContext(true, 0));
        assertThat(r.solutionCount()).isEqualTo(92);
        assertThat(r.distinctUpToSymmetry()).isEqualTo(12);
        assertThat(r.stats().get(Checkpoints.SUBPROBLEMS)).isEqualTo("0");
    }

    @ParameterizedTest(name = "{0} {1} all={2}")
    @CsvSource({"rect:8x8, MIN_DOMINATION, true", "rect:14x14, MIN_INDEPENDENT_DOMINATION, false",
        "rect:11x11, MAX_INDEPENDENT, true", "box:6^3, MAX_INDEPENDENT, false"})
    void theUnitsOfARoundAreTheSameForOneAndTwoThreads(String board, Objective objective, boolean all) throws Exception {
        Problem problem = TestdataProblems.problem(board, "queen", objective);
        Recording one = new Recording(new SolveOptions(all, 0).withThreads(1));
        Recording two = new Recording(new SolveOptions(all, 0).withThreads(2));
        SolveResult r1 = solver.solve(problem, one);
        SolveResult r2 = solver.solve(problem, two);
        assertThat(one.parallelism()).isEqualTo(1);
        assertThat(two.parallelism()).isEqualTo(Math.min(2, Runtime.getRuntime().availableProcessors()));
        assertThat(r2.value()).isEqualTo(r1.value());
        assertThat(r2.solutionCount()).isEqualTo(r1.solutionCount());
        if (all) {
            // enumerated placements are kept in unit order; a round that stops at its first find keeps whichever
            // unit found one first, which may differ with the number of threads
            assertThat(keys(r2)).isEqualTo(keys(r1));
        }
        assertThat(one.plans).isNotEmpty();
        assertThat(r1.stats().get(Checkpoints.SUBPROBLEMS)).isNotEqualTo("0");
        // the search for a maximum may skip a round when a round finds a larger set than asked; every round both runs
        // planned has the same units in the same order
        int common = 0;
        for (Map.Entry<String, List<String>> round : one.plans.entrySet()) {
            List<String> ids = two.plans.get(round.getKey());
            if (ids != null) {
                assertThat(ids).as(round.getKey()).isEqualTo(round.getValue());
                common++;
            }
        }
        assertThat(common).isPositive();
        if (objective != Objective.MAX_INDEPENDENT) {
            assertThat(two.plans.keySet()).containsExactlyElementsOf(one.plans.keySet());
        }
    }

    /** A test context that records the ids of every plan it runs, by the plan's label. */
    private static final class Recording extends ForwardingContext {
        final Map<String, List<String>> plans = new LinkedHashMap<>();

        Recording(SolveOptions options) {
            super(new TestContext(options));
        }

        @Override
        public WorkUnits units() {
            WorkUnits units = delegate.units();
            return (solver, problem, plan) -> {
                plans.put(plan.label(), plan.ids());
                return units.run(solver, problem, plan);
            };
        }
    }

    private static List<String> keys(SolveResult r) {
        List<String> keys = new ArrayList<>();
        for (Placement p : r.solutions()) {
            StringBuilder key = new StringBuilder();
            for (int[] cell : p.cells()) {
                key.append(cell[0]).append(',').append(cell[1]).append(cell.length > 2 ? "," + cell[2] : "").append(' ');
            }
            keys.add(key.toString());
        }
        return keys;
    }
}
