package org.polyboard.core.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.core.Assembly;
import org.polyboard.core.Testdata;
import org.polyboard.core.catalog.DefaultProblem;

/** A job past its time limit says whether the time went into its solver or into building the attack model. */
class TimeoutReasonTest {

    @Test
    void theSolverIsBlamedWhenTheModelWasQuickOrNotCore() {
        assertThat(JobRunner.timeoutReason("ils", 20_000, OptionalLong.empty(), false))
                .isEqualTo("solver ils ignored the time limit of 20 s");
        assertThat(JobRunner.timeoutReason("ils", 20_000, OptionalLong.of(1_999), true))
                .isEqualTo("solver ils ignored the time limit of 20 s");
    }

    @Test
    void aModelTakingATenthOfTheLimitOrMoreIsNamed() {
        assertThat(JobRunner.timeoutReason("ils", 20_000, OptionalLong.of(5_500), true))
                .isEqualTo("solver ils ignored the time limit of 20 s (building the attack model took 5.5 s of it)");
    }

    @Test
    void aModelStillBeingBuiltTakesTheBlame() {
        assertThat(JobRunner.timeoutReason("ils", 20_000, OptionalLong.of(20_100), false))
                .isEqualTo("the time limit of 20 s ran out while the attack model was being built (for 20.1 s so far)");
    }

    @Test
    void aProblemTellsHowLongItsModelTook() {
        DefaultProblem problem = knightsOnEightByEight();
        assertThat(problem.modelMillis()).isEmpty();
        assertThat(problem.modelBuilt()).isFalse();
        assertThat(problem.model().cellCount()).isEqualTo(64);
        assertThat(problem.modelBuilt()).isTrue();
        assertThat(problem.modelMillis()).isPresent();
        assertThat(problem.modelMillis().getAsLong()).isBetween(0L, 10_000L);
    }

    @Test
    void anAbandonedProblemStopsBuildingItsModelAndBuildsNoOther() throws Exception {
        DefaultProblem problem = queensOnThreeToTheEight();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread builder = new Thread(() -> {
            try {
                problem.model();
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        builder.start();
        // the model of 3^8 (6 561 cells, 2.7 million lines) takes seconds
        while (problem.modelMillis().isEmpty()) {
            Thread.sleep(5);
        }
        Thread.sleep(100);
        long abandoned = System.nanoTime();
        problem.abandon();
        builder.join(5_000);
        long millis = (System.nanoTime() - abandoned) / 1_000_000;
        assertThat(builder.isAlive()).isFalse();
        assertThat(failure.get()).isInstanceOf(CancellationException.class);
        assertThat(millis).isLessThan(2_000);
        assertThat(problem.modelBuilt()).isFalse();
        assertThatThrownBy(problem::model).isInstanceOf(CancellationException.class)
                .hasMessageContaining("no longer wanted");
    }

    /**
     * A job whose attack model is still being built when its time runs out ends then, TIMEOUT, without the grace a
     * solver gets to stop (2 s): no solver has seen the problem yet.
     */
    @Test
    @Timeout(30)
    void aJobWhoseModelIsStillBeingBuiltEndsAtItsTimeLimit() throws Exception {
        DefaultProblem problem = queensOnThreeToTheEight();
        Solver modelling = new Solver() {
            public String id() {
                return "modelling";
            }

            public String description() {
                return "asks for the attack model";
            }

            public Set<Objective> objectives() {
                return Set.of(Objective.MAX_INDEPENDENT);
            }

            public SolveResult solve(Problem p, SolveContext context) {
                return SolveResult.builder().status(Status.FEASIBLE).message(p.model().cellCount() + " cells").build();
            }
        };
        try (Assembly assembly = new Assembly(2)) {
            SolveRequest request = new SolveRequest("polycube", Map.of("n", "3", "d", "8"), "modelling", null, false,
                    new SolveOptions(false, 300), null);
            long start = System.nanoTime();
            SolveResult r = assembly.runner().submit(request, problem, modelling, "1").await();
            long millis = (System.nanoTime() - start) / 1_000_000;

            assertThat(r.status()).isEqualTo(Status.TIMEOUT);
            assertThat(r.message()).startsWith("the time limit of ")
                    .contains("ran out while the attack model was being built");
            assertThat(millis).as("ended at the limit, not after the grace").isBetween(300L, 1_500L);
        }
    }

    @Test
    void aModelBuiltBeforeTheJobEndedStaysAvailable() {
        DefaultProblem problem = knightsOnEightByEight();
        assertThat(problem.model().cellCount()).isEqualTo(64);
        problem.abandon();
        assertThat(problem.model().cellCount()).isEqualTo(64);
    }

    private static DefaultProblem queensOnThreeToTheEight() {
        return new DefaultProblem(
                new Instance("polycube", Map.of("n", "3", "d", "8"), "box:3^8", "queen", Objective.MAX_INDEPENDENT),
                Testdata.box("3^8"), Testdata.piece("queen"));
    }

    private static DefaultProblem knightsOnEightByEight() {
        return new DefaultProblem(
                new Instance("knight-cover", Map.of("n", "8"), "rect:8", "knight", Objective.MIN_DOMINATION),
                Testdata.rect(8, 8), Testdata.piece("knight"));
    }
}
