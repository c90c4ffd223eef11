package org.polyboard.family.polycube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.solve.SolveService;
import org.polyboard.core.Assembly;

class QueensFamilyTest {

    private final Assembly assembly = TestdataService.create();
    private final SolveService service = assembly.service();

    @AfterEach
    void tearDown() {
        assembly.close();
    }

    private SolveResult solve(Map<String, String> params, Objective objective, boolean all) throws InterruptedException {
        SolveResult r = service.solve(new SolveRequest("queens", params, null, objective, false,
                new SolveOptions(all, 0), null));
        assertThat(r.verified()).as(r.message()).isTrue();
        return r;
    }

    private List<Long> table(Objective objective) throws InterruptedException {
        List<Long> values = new ArrayList<>();
        for (int n = 1; n <= 12; n++) {
            SolveResult r = solve(Map.of("n", Integer.toString(n)), objective, false);
            assertThat(r.status()).isEqualTo(Status.OPTIMAL);
            Instance instance = service.instance("queens", Map.of("n", Integer.toString(n)), objective);
            assertThat(service.known(instance)).get().extracting(k -> k.value()).isEqualTo(r.value());
            values.add(r.value().numerator());
        }
        return values;
    }

    @Test
    @Timeout(60)
    void minimumDominationMatchesA075458() throws Exception {
        assertThat(table(Objective.MIN_DOMINATION)).containsExactly(1L, 1L, 1L, 2L, 3L, 3L, 4L, 5L, 5L, 5L, 5L, 6L);
    }

    @Test
    @Timeout(60)
    void minimumIndependentDominationMatchesA075324() throws Exception {
        assertThat(table(Objective.MIN_INDEPENDENT_DOMINATION)).containsExactly(1L, 1L, 1L, 3L, 3L, 4L, 4L, 5L, 5L, 5L, 5L, 7L);
    }

    @Test
    @Timeout(60)
    void maximumIndependentIsNQueens() throws Exception {
        assertThat(table(Objective.MAX_INDEPENDENT)).containsExactly(1L, 1L, 2L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L);
    }

    @Test
    @Timeout(60)
    void allEightQueensSolutionsAre92And12UpToSymmetry() throws Exception {
        SolveResult r = solve(Map.of("n", "8", "objective", "max-independent"), null, true);
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.solutionCount()).isEqualTo(92);
        assertThat(r.distinctUpToSymmetry()).isEqualTo(12);
        assertThat(r.solutions()).hasSize(92);
        SolveResult six = solve(Map.of("n", "6"), Objective.MAX_INDEPENDENT, true);
        assertThat(six.solutionCount()).isEqualTo(4);
        assertThat(six.distinctUpToSymmetry()).isEqualTo(1);
    }

    @Test
    @Timeout(60)
    void allMinimumDominatingQueenSetsOfTheSmallBoards() throws Exception {
        SolveResult four = solve(Map.of("n", "4"), Objective.MIN_DOMINATION, true);
        BruteForce oracle = new BruteForce(new org.polyboard.boards.RectBoardFactory().create("4x4"), true);
        assertThat(four.solutionCount()).isEqualTo(oracle.dominatingSets(2));
        SolveResult five = solve(Map.of("n", "5", "size", "3"), Objective.MIN_INDEPENDENT_DOMINATION, false);
        BruteForce fiveOracle = new BruteForce(new org.polyboard.boards.RectBoardFactory().create("5x5"), true);
        assertThat(five.solver()).isEqualTo("enumerate");
        assertThat(five.solutionCount()).isEqualTo(fiveOracle.independentDominatingSets(3));
    }

    @Test
    @Tag("slow")
    @Timeout(300)
    void thirteenAndFourteenBeyondThePublishedTable() throws Exception {
        assertThat(solve(Map.of("n", "13"), Objective.MIN_DOMINATION, false).value().numerator()).isEqualTo(7);
        assertThat(solve(Map.of("n", "14"), Objective.MIN_DOMINATION, false).value().numerator()).isEqualTo(8);
        assertThat(solve(Map.of("n", "13"), Objective.MIN_INDEPENDENT_DOMINATION, false).value().numerator()).isEqualTo(7);
        assertThat(solve(Map.of("n", "14"), Objective.MIN_INDEPENDENT_DOMINATION, false).value().numerator()).isEqualTo(8);
    }

    @Test
    void parametersAreChecked() {
        assertThatThrownBy(() -> service.instance("queens", Map.of(), null)).hasMessageStartingWith("Missing parameter n=");
        assertThatThrownBy(() -> service.instance("queens", Map.of("n", "0"), null)).hasMessage("n=0 is out of range 1..200.");
        assertThatThrownBy(() -> service.instance("queens", Map.of("n", "8", "objective", "max-independent"),
                Objective.MIN_DOMINATION)).hasMessage("objective=max-independent and --objective min-domination disagree.");
        assertThatThrownBy(() -> service.instance("queens", Map.of("n", "8", "objective", "max-peaceable"), null))
                .hasMessageStartingWith("objective=max-peaceable is not valid for queens; valid: min-domination,");
        assertThatThrownBy(() -> service.instance("queens", Map.of("n", "8", "shape", "box:3^3"), null))
                .hasMessageStartingWith("Unknown parameter 'shape' for queens; valid: n, objective, size.");
        Instance instance = service.instance("queens", Map.of("n", "8"), null);
        assertThat(instance.objective()).isEqualTo(Objective.MIN_DOMINATION);
        assertThat(instance.board()).isEqualTo("rect:8x8");
        assertThat(instance.piece()).isEqualTo("queen");
    }
}
