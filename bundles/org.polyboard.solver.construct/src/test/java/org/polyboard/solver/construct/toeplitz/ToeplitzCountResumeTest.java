package org.polyboard.solver.construct.toeplitz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.family.toeplitz.ToeplitzQueen;
import org.polyboard.testing.MemoryCheckpoints;
import org.polyboard.testing.ResumeRuns;
import org.polyboard.testing.TestContext;

/**
 * A count stopped half-way and resumed from its checkpoints reports what an uninterrupted count reports, and the
 * units do not depend on the number of threads.
 */
@Timeout(120)
class ToeplitzCountResumeTest {

    private final ToeplitzCountSolver solver = new ToeplitzCountSolver();

    /** The toeplitz-queens question for side n, as the family asks it. */
    record Question(Instance instance, Board board, Piece piece) implements Problem {
        static Question of(int n) {
            return new Question(new Instance(ToeplitzQuestion.FAMILY, Map.of("n", Integer.toString(n)), "rect:" + n + "x" + n,
                    ToeplitzQueen.ID_VALUE, Objective.MAX_INDEPENDENT), new RectBoardFactory().create(n + "x" + n),
                    new ToeplitzQueen());
        }

        @Override
        public AttackModel model() {
            throw new UnsupportedOperationException("the count needs no attack model");
        }
    }

    @Test
    void anInterruptedCountResumesToTheSameCountsAndListing() throws Exception {
        Problem problem = Question.of(16);
        ResumeRuns runs = ResumeRuns.of(() -> new TestContext(true, 0), c -> solver.solve(problem, c),
                saves -> saves / 2);
        SolveResult uninterrupted = runs.whole();
        assertThat(uninterrupted.status()).isEqualTo(Status.OPTIMAL);
        assertThat(uninterrupted.solutionCount()).isEqualTo(ToeplitzCounterTest.A075866[16]);
        assertThat(uninterrupted.solutions()).hasSize(ToeplitzCountSolver.LISTED);
        int subproblems = Integer.parseInt(uninterrupted.stats().get(Checkpoints.SUBPROBLEMS));
        assertThat(runs.wholeSaves().saves.get()).isEqualTo(subproblems);
        assertThat(runs.kept()).hasSize(subproblems / 2).isNotEmpty();

        SolveResult resumed = runs.resumed();
        MemoryCheckpoints second = runs.resumedSaves();

        assertThat(resumed.status()).isEqualTo(Status.OPTIMAL);
        assertThat(resumed.solutionCount()).isEqualTo(uninterrupted.solutionCount());
        assertThat(resumed.distinctUpToSymmetry()).isEqualTo(uninterrupted.distinctUpToSymmetry()).isEqualTo(12628);
        assertThat(keys(resumed)).isEqualTo(keys(uninterrupted));
        assertThat(resumed.stats().get(Checkpoints.RESUMED)).isEqualTo(Integer.toString(subproblems / 2));
        assertThat(second.loads.get()).isEqualTo(subproblems / 2);
        assertThat(second.saves.get()).isEqualTo(subproblems - subproblems / 2);
        assertThat(Long.parseLong(resumed.stats().get("nodes"))).isLessThan(Long.parseLong(uninterrupted.stats().get("nodes")));
    }

    @Test
    void theUnitsAreTheSameForOneAndTwoThreads() throws Exception {
        UnitSolver units = (problem, options, unit, context) -> ToeplitzCounter.run(unit, context);
        List<List<String>> one = new ArrayList<>();
        List<List<String>> two = new ArrayList<>();
        TestContext single = new TestContext(SolveOptions.DEFAULT.withThreads(1));
        TestContext pair = new TestContext(SolveOptions.DEFAULT.withThreads(2));
        ToeplitzCounter.Count a = ToeplitzCounter.count(17, ToeplitzCountSolver.LISTED, plan -> {
            one.add(plan.ids());
            return single.units().run(units, null, plan);
        });
        ToeplitzCounter.Count b = ToeplitzCounter.count(17, ToeplitzCountSolver.LISTED, plan -> {
            two.add(plan.ids());
            return pair.units().run(units, null, plan);
        });
        assertThat(single.parallelism()).isEqualTo(1);
        assertThat(two).isEqualTo(one).hasSize(2);
        assertThat(one.get(0)).hasSizeGreaterThanOrEqualTo(ToeplitzCounter.TASKS);
        assertThat(b.solutions()).isEqualTo(a.solutions()).isEqualTo(ToeplitzCounterTest.A075866[17]);
        assertThat(b.listed()).hasSameSizeAs(a.listed());
        for (int i = 0; i < a.listed().size(); i++) {
            assertThat(b.listed().get(i)).isEqualTo(a.listed().get(i));
        }
    }

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
