package org.polyboard.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;

/** {@code pb:results} through a real Gogo command processor, against a fake journal. */
@Timeout(20)
class ResultsCommandTest {

    private final TestShell shell = new TestShell();

    @AfterEach
    void tearDown() {
        shell.close();
    }

    @Test
    void resultsListsTheJournalFilteredByFamily() throws Exception {
        shell.service.recorded.add(recorded("13", 1189));
        String text = shell.run("pb:results knight-cover n=13");
        assertThat(text).contains("knight-cover").contains("n=13").contains("OPTIMAL").contains("1189 ms")
                .contains("bnb 1.2.3");
        assertThat(shell.run("pb:results toeplitz-queens")).contains("no recorded results for toeplitz-queens");
        assertThatThrownBy(() -> shell.run("pb:results knight-cover thirteen")).hasMessageContaining("Expected key=value");
    }

    private static Recorded recorded(String n, long millis) {
        SolveResult r = SolveResult.builder().family("knight-cover").params(Map.of("n", n))
                .objective(Objective.MIN_DOMINATION).solver("bnb").status(Status.OPTIMAL).value(Fraction.parse(n))
                .bound(Fraction.parse(n)).verified(true).millis(millis).build();
        return new Recorded(r, "1.2.3", false, 0, Instant.parse("2026-11-22T21:00:00Z"));
    }
}
