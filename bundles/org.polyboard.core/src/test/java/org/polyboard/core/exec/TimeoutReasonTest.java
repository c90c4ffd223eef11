package org.polyboard.core.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
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
        DefaultProblem problem = new DefaultProblem(
                new Instance("knight-cover", Map.of("n", "8"), "rect:8", "knight", Objective.MIN_DOMINATION),
                Testdata.rect(8, 8), Testdata.piece("knight"));
        assertThat(problem.modelMillis()).isEmpty();
        assertThat(problem.modelBuilt()).isFalse();
        assertThat(problem.model().cellCount()).isEqualTo(64);
        assertThat(problem.modelBuilt()).isTrue();
        assertThat(problem.modelMillis()).isPresent();
        assertThat(problem.modelMillis().getAsLong()).isBetween(0L, 10_000L);
    }
}
