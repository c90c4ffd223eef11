package org.polyboard.solver.construct.toeplitz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.core.Assembly;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;
import org.polyboard.solver.construct.ConstructSolver;

@Timeout(60)
class ToeplitzSolversTest {

    private final Assembly wired = ToeplitzTestService.of(new ConstructSolver(), new ToeplitzCountSolver());
    private final SolveService service = wired.service();

    @AfterEach
    void tearDown() {
        wired.close();
    }

    @Test
    void constructIsChosenAndAMillionQueensAreVerified() throws Exception {
        SolveResult r = service.solve(SolveRequest.of("toeplitz-queens", Map.of("n", "1000000")));
        assertThat(r.solver()).isEqualTo("construct");
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.verified()).isTrue();
        assertThat(r.value().numerator()).isEqualTo(1_000_000);
        assertThat(r.solutions().get(0).size()).isEqualTo(1_000_000);
        assertThat(r.proof()).contains("3r+s").contains("1000000 > 333333 > 111112");
    }

    @Test
    void aMillionAndTwoIsInfeasibleWithItsCertificate() throws Exception {
        SolveResult r = service.solve(SolveRequest.of("toeplitz-queens", Map.of("n", "1000002")));
        assertThat(r.status()).isEqualTo(Status.INFEASIBLE);
        assertThat(r.solutions()).isEmpty();
        assertThat(r.bound().numerator()).isEqualTo(1_000_001);
        assertThat(r.message()).contains(CountingCertificate.of(1_000_002).numerator().toString()).contains("6 mod 12")
                .contains("queens=n-1");
        assertThat(r.proof()).contains("counting certificate");
    }

    @Test
    void theNMinusOnePlacementIsOptimalWhenNQueensDoNotFit() throws Exception {
        SolveResult r = service.solve(SolveRequest.of("toeplitz-queens", Map.of("n", "10002", "queens", "n-1")));
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.verified()).isTrue();
        assertThat(r.value().numerator()).isEqualTo(10_001);
        assertThat(r.message()).contains("6 mod 12");
        SolveResult max = service.solve(SolveRequest.of("toeplitz-queens", Map.of("n", "11", "queens", "max")));
        assertThat(max.status()).isEqualTo(Status.OPTIMAL);
        assertThat(max.value().numerator()).isEqualTo(10);
        SolveResult fits = service.solve(SolveRequest.of("toeplitz-queens", Map.of("n", "12", "queens", "n-1")));
        assertThat(fits.status()).isEqualTo(Status.FEASIBLE);
        assertThat(fits.verified()).isTrue();
        assertThat(fits.value().numerator()).isEqualTo(11);
        assertThat(fits.bound().numerator()).isEqualTo(12);
        SolveResult one = service.solve(SolveRequest.of("toeplitz-queens", Map.of("n", "1", "queens", "n-1")));
        assertThat(one.status()).isEqualTo(Status.FEASIBLE);
        assertThat(one.value().numerator()).isZero();
    }

    @Test
    void allCountsWithTheSearchAndListsVerifiedPlacements() throws Exception {
        SolveResult r = service.solve(new SolveRequest("toeplitz-queens", Map.of("n", "9"), null, null, false,
                new SolveOptions(true, 0), null));
        assertThat(r.solver()).isEqualTo("toeplitz-count");
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.solutionCount()).isEqualTo(96);
        assertThat(r.distinctUpToSymmetry()).isEqualTo(24);
        assertThat(r.solutions()).hasSize(96);
        assertThat(r.verified()).isTrue();
        String json = service.render(r, "json");
        assertThat(json).contains("\"solutionCount\":96", "\"distinctUpToSymmetry\":24");
        assertThat(service.verify(service.parse(json)).valid()).isTrue();
        SolveResult none = service.solve(new SolveRequest("toeplitz-queens", Map.of("n", "10"), null, null, false,
                new SolveOptions(true, 0), null));
        assertThat(none.status()).isEqualTo(Status.INFEASIBLE);
        assertThat(none.solutionCount()).isZero();
        assertThat(none.message()).contains("mod 12");
    }

    @Test
    void theCountSolverAlsoFindsOnePlacement() throws Exception {
        SolveResult r = service.solve(SolveRequest.of("toeplitz-queens", Map.of("n", "33")).withSolver("toeplitz-count"));
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.verified()).isTrue();
        assertThat(r.value().numerator()).isEqualTo(33);
    }

    @Test
    void eachSolverRefusesWhatItCannotDo() {
        SolveRequest all = new SolveRequest("toeplitz-queens", Map.of("n", "9"), "construct", null, false,
                new SolveOptions(true, 0), null);
        // the policy names the installed solvers that accept the instance
        assertThatThrownBy(() -> service.submit(all)).hasMessageContaining("--all")
                .hasMessageEndingWith("\nMaybe use --solver toeplitz-count");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("toeplitz-queens", Map.of("n", "64"))
                .withSolver("toeplitz-count"))).hasMessageContaining("n=64")
                .hasMessageEndingWith("\nMaybe use --solver construct");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("toeplitz-queens", Map.of("n", "10", "queens", "n-1"))
                .withSolver("toeplitz-count"))).hasMessageContaining("n-1");
        assertThatThrownBy(() -> service.submit(new SolveRequest("toeplitz-queens", Map.of("n", "8"), "construct",
                Objective.MIN_DOMINATION, false, new SolveOptions(true, 0), null))).hasMessageContaining("--all")
                .as("no solver installed here enumerates minimum dominating sets: none is named")
                .hasMessageNotContaining("--solver");
    }

    @Test
    void dominationIsHalfTheSideWithItsProof() throws Exception {
        for (Objective objective : new Objective[] {Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION}) {
            for (int n : new int[] {1, 2, 17, 20, 1000}) {
                SolveResult r = service.solve(new SolveRequest("toeplitz-queens", Map.of("n", Integer.toString(n)), null,
                        objective, false, SolveOptions.DEFAULT, null));
                assertThat(r.solver()).isEqualTo("construct");
                assertThat(r.status()).as("n=%d %s", n, objective).isEqualTo(Status.OPTIMAL);
                assertThat(r.verified()).as("n=%d %s: %s", n, objective, r.message()).isTrue();
                assertThat(r.value().numerator()).as("n=%d", n).isEqualTo((n + 1) / 2);
                assertThat(r.proof()).contains("No fewer");
            }
        }
    }
}
