package org.polyboard.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.core.Assembly;
import org.polyboard.core.Testdata;

@Timeout(30)
class DefaultSolveServiceTest {

    private Assembly assembly;
    private SolveService service;

    @BeforeEach
    void setUp() {
        assembly = TestServices.knightCover();
        service = assembly.service();
    }

    @AfterEach
    void tearDown() {
        assembly.close();
    }

    @Test
    void greedyCoverIsVerifiedAndRendered() throws Exception {
        SolveResult r = service.solve(SolveRequest.of("knight-cover", Map.of("n", "8")));
        assertThat(r.status()).isEqualTo(Status.FEASIBLE);
        assertThat(r.verified()).isTrue();
        assertThat(r.solver()).isEqualTo("greedy");
        assertThat(r.value().numerator()).isBetween(12L, 20L);
        String text = service.render(r, "text");
        assertThat(text).contains("status FEASIBLE").contains(" N ");
        String json = service.render(r, "json");
        assertThat(json).contains("\"family\":\"knight-cover\"", "\"params\":{\"n\":8}", "\"status\":\"FEASIBLE\"",
                "\"verified\":true");
        assertThat(service.verify(service.parse(json)).valid()).isTrue();
        String svg = service.render(r, "svg");
        assertThat(svg).startsWith("<?xml").contains("<svg ", "href=\"#knight\"").endsWith("</svg>\n");
        assertThat(svg.split("class=\"piece solo\"", -1)).hasSize((int) r.value().numerator() + 2);
        assertThatThrownBy(() -> service.render(r, "png")).hasMessage("Unknown format 'png'; valid: text, json, svg.");
    }

    @Test
    void anInvalidSolutionFromASolverBecomesAnError() throws Exception {
        assembly.add(new Liar());
        SolveResult r = service.solve(SolveRequest.of("knight-cover", Map.of("n", "5")).withSolver("liar"));
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.verified()).isFalse();
        assertThat(r.message()).contains("invalid solution").contains("neither occupied nor attacked");
    }

    @Test
    void aTamperedResultFileFailsVerification() throws Exception {
        SolveResult r = service.solve(SolveRequest.of("knight-cover", Map.of("n", "6")));
        String json = service.render(r, "json");
        String tampered = json.replaceFirst("\\[\\[\\d+,\\d+\\],", "[");
        assertThat(service.verify(service.parse(tampered)).valid()).isFalse();
    }

    @Test
    void badInputIsRejectedWithOneLine() {
        assertThatThrownBy(() -> service.submit(SolveRequest.of("knight-cover", Map.of("n", "0"))))
                .hasMessage("n=0 is out of range 1..200.");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("knight-cover", Map.of("n", "abc"))))
                .hasMessageContaining("not a whole number");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("knight-cover", Map.of("n", "100000"))))
                .hasMessageContaining("out of range");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("rook-tour", Map.of("n", "8"))))
                .hasMessage("Unknown family 'rook-tour'; installed: knight-cover.");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("knight-cover", Map.of("n", "8")).withSolver("nope")))
                .hasMessageContaining("Unknown solver 'nope'");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("knight-cover", Map.of("m", "8"))))
                .hasMessageContaining("Unknown parameter 'm'");
        assertThatThrownBy(() -> service.submit(new SolveRequest("knight-cover", Map.of("n", "8"), null,
                Objective.MAX_INDEPENDENT, true, SolveOptions.DEFAULT, null))).hasMessageContaining("--fractional");
        assertThatThrownBy(() -> service.submit(new SolveRequest("knight-cover", Map.of("n", "8"), null,
                Objective.MAX_PEACEABLE, false, SolveOptions.DEFAULT, null))).hasMessageContaining("does not ask");
    }

    @Test
    void noSolverForAnObjectiveIsOneClearLine() {
        assertThatThrownBy(() -> service.submit(new SolveRequest("knight-cover", Map.of("n", "4"), null,
                Objective.MAX_INDEPENDENT, false, SolveOptions.DEFAULT, null)))
                .hasMessageStartingWith("No installed solver answers max-independent");
    }

    @Test
    void cancellingAJobEndsItCancelled() throws Exception {
        assembly.add(new Sleeper());
        var job = service.submit(SolveRequest.of("knight-cover", Map.of("n", "4")).withSolver("sleeper"));
        assertThat(service.jobs()).extracting(j -> j.id()).contains(job.id());
        job.cancel();
        SolveResult r = job.await();
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        assertThat(service.jobs()).isEmpty();
    }

    /** Claims an empty board is covered. */
    static final class Liar implements Solver {
        public String id() {
            return "liar";
        }

        public String description() {
            return "claims one knight covers everything";
        }

        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        public SolveResult solve(Problem problem, SolveContext context) {
            return SolveResult.builder().status(Status.OPTIMAL).value(1)
                    .solution(Placement.of(List.of(new int[] {0, 0}))).build();
        }
    }

    /** Waits until told to stop. */
    static final class Sleeper implements Solver {
        public String id() {
            return "sleeper";
        }

        public String description() {
            return "waits for cancellation";
        }

        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        public SolveResult solve(Problem problem, SolveContext context) throws InterruptedException {
            while (!context.shouldStop()) {
                Thread.sleep(5);
            }
            return SolveResult.builder().status(Status.FEASIBLE).build();
        }
    }
}
