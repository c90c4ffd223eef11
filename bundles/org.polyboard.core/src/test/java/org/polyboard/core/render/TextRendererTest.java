package org.polyboard.core.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;

class TextRendererTest {

    @Test
    void aRefutationHasNothingToVerifyAndSaysSoWithADash() {
        SolveResult none = SolveResult.builder().family("polycube").params(Map.of("n", "3", "size", "10"))
                .objective(Objective.MAX_INDEPENDENT).status(Status.INFEASIBLE).solver("planes")
                .proof("no placement of 10").build();

        assertThat(none.nothingToVerify()).isTrue();
        assertThat(TextRenderer.render(none, Optional.empty(), "Q")).contains("verified -").doesNotContain("false");
    }

    @Test
    void aPlacementIsVerifiedOrNotAndNeverADash() {
        SolveResult.Builder b = SolveResult.builder().family("polycube").params(Map.of("n", "1"))
                .objective(Objective.MAX_INDEPENDENT).status(Status.FEASIBLE).value(Fraction.of(1))
                .solution(Placement.of(List.of(new int[] {0, 0, 0}))).solver("test");

        SolveResult checked = b.verified(true).build();
        SolveResult failed = b.verified(false).build();

        assertThat(checked.nothingToVerify()).isFalse();
        assertThat(failed.nothingToVerify()).isFalse();
        assertThat(TextRenderer.render(checked, Optional.empty(), "Q")).contains("verified true");
        assertThat(TextRenderer.render(failed, Optional.empty(), "Q")).contains("verified false");
    }
}
