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
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.solve.SolveService;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.solver.anneal.AnnealingSolver;
import org.polyboard.solver.bnb.BranchAndBoundSolver;
import org.polyboard.testing.BruteForce;
import org.polyboard.testing.SymmetryCheck;

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

    /**
     * With {@code symmetry=}, bnb answers minimum domination and minimum independent domination over the placements
     * the group maps onto themselves, as the brute force over unions of orbits does (INFEASIBLE where none dominates:
     * a queen and its mirror image share a row, so no mirror-symmetric set is independent); the orbits come from the
     * group's maps here, not from the core's. Boards of up to 22 orbits: rot90 and diagonal2 to 8x8, rot180 and
     * mirror to 6x6.
     */
    @Test
    @Timeout(120)
    void symmetricPlacementsMatchTheBruteForceOverOrbits() throws Exception {
        List<Symmetry> groups = List.of(Symmetry.ROT90, Symmetry.ROT180, Symmetry.MIRROR, Symmetry.DIAGONAL2);
        List<Objective> objectives = List.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION);
        int optimal = 0;
        int infeasible = 0;
        try (Assembly withBnb = TestdataService.create(new BranchAndBoundSolver())) {
            for (int n = 4; n <= 8; n++) {
                Rays rays = new Rays(new RectBoardFactory().create(n + "x" + n), true);
                BruteForce oracle = rays.oracle();
                for (Symmetry symmetry : groups) {
                    List<int[][]> orbits = orbits(symmetry, n);
                    if (orbits.size() > 22) {
                        continue;
                    }
                    int[] expected = oracle.orbitOptima(orbits.stream().mapToLong(rays::mask).toArray());
                    for (int o = 0; o < objectives.size(); o++) {
                        Map<String, String> params = Map.of("n", Integer.toString(n), "symmetry", symmetry.id());
                        SolveResult r = withBnb.service().solve(new SolveRequest("queens", params, "bnb",
                                objectives.get(o), false, SolveOptions.DEFAULT, null));
                        String what = n + "x" + n + " " + symmetry.id() + " " + objectives.get(o).id();
                        if (expected[o] < 0) {
                            assertThat(r.status()).as(what).isEqualTo(Status.INFEASIBLE);
                            infeasible++;
                            continue;
                        }
                        assertThat(r.verified()).as(what + ": " + r.message()).isTrue();
                        assertThat(r.status()).as(what).isEqualTo(Status.OPTIMAL);
                        assertThat(r.value().numerator()).as(what).isEqualTo(expected[o]);
                        SymmetryCheck.assertInvariant(r.solutions().get(0).cells(), symmetry, n, n);
                        optimal++;
                    }
                }
            }
        }
        assertThat(optimal).isGreaterThanOrEqualTo(20);
        assertThat(infeasible).isPositive();
    }

    /**
     * anneal's tabu search over the orbits of a symmetry finds the independent dominating sets that bnb proves
     * smallest with that symmetry, although its greedy start over orbits may leave cells uncovered.
     */
    @Test
    @Timeout(120)
    void theTabuSearchOverOrbitsFindsTheSymmetricOptimaBnbProves() throws Exception {
        try (Assembly both = TestdataService.create(new BranchAndBoundSolver(), new AnnealingSolver())) {
            for (int n = 10; n <= 14; n += 2) {
                for (Symmetry symmetry : List.of(Symmetry.ROT180, Symmetry.ROT90)) {
                    Map<String, String> params = Map.of("n", Integer.toString(n), "symmetry", symmetry.id());
                    String what = n + "x" + n + " " + symmetry.id();
                    SolveResult exact = both.service().solve(new SolveRequest("queens", params, "bnb",
                            Objective.MIN_INDEPENDENT_DOMINATION, false, SolveOptions.DEFAULT, null));
                    assertThat(exact.status()).as(what).isEqualTo(Status.OPTIMAL);
                    SolveResult found = both.service().solve(new SolveRequest("queens", params, "anneal",
                            Objective.MIN_INDEPENDENT_DOMINATION, false, new SolveOptions(false, 1_500), null));
                    assertThat(found.verified()).as(what + ": " + found.message()).isTrue();
                    assertThat(found.value()).as(what).isEqualTo(exact.value());
                    SymmetryCheck.assertInvariant(found.solutions().get(0).cells(), symmetry, n, n);
                }
            }
        }
    }

    @Test
    void aSymmetryIsNamedOnceAndHasNoPublishedValue() {
        Instance instance = service.instance("queens", Map.of("n", "12", "symmetry", " ROT90"), null);
        assertThat(instance.params()).containsEntry("symmetry", "rot90");
        assertThat(service.known(instance)).isEmpty();
        assertThatThrownBy(() -> service.instance("queens", Map.of("n", "12", "symmetry", "rot45"), null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("valid: rot180, rot90");
        assertThatThrownBy(() -> service.instance("queens", Map.of("n", "12", "symmetry", "rot90", "size", "6"), null))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(
                        "size= lists every placement of one size; it does not go with symmetry=.");
    }

    /** The orbits of the n×n board's cells under the group's maps. */
    private static List<int[][]> orbits(Symmetry symmetry, int n) {
        List<int[][]> orbits = new ArrayList<>();
        boolean[][] seen = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (seen[i][j]) {
                    continue;
                }
                List<int[]> orbit = new ArrayList<>();
                for (int[] image : symmetry.images(i, j, n, n)) {
                    if (!seen[image[0]][image[1]]) {
                        seen[image[0]][image[1]] = true;
                        orbit.add(image);
                    }
                }
                orbits.add(orbit.toArray(int[][]::new));
            }
        }
        return orbits;
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
        BruteForce oracle = Rays.oracle(new RectBoardFactory().create("4x4"), true);
        assertThat(four.solutionCount()).isEqualTo(oracle.dominatingSets(2));
        SolveResult five = solve(Map.of("n", "5", "size", "3"), Objective.MIN_INDEPENDENT_DOMINATION, false);
        BruteForce fiveOracle = Rays.oracle(new RectBoardFactory().create("5x5"), true);
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
                .hasMessageStartingWith("Unknown parameter 'shape' for queens; valid: n, objective, size, symmetry, seed.");
        // seed= seeds the heuristic solvers, a run setting that is no part of the instance
        QueensFamily family = new QueensFamily();
        assertThat(family.instance(Map.of("n", "26", "seed", "5"), null).params()).containsOnlyKeys("n");
        assertThat(family.settings(Map.of("n", "26", "seed", "5"))).containsExactly(Map.entry("seed", "5"));
        assertThatThrownBy(() -> family.instance(Map.of("n", "8", "seed", "abc"), null))
                .hasMessageStartingWith("seed=abc is not a whole number");
        Instance instance = service.instance("queens", Map.of("n", "8"), null);
        assertThat(instance.objective()).isEqualTo(Objective.MIN_DOMINATION);
        assertThat(instance.board()).isEqualTo("rect:8x8");
        assertThat(instance.piece()).isEqualTo("queen");
    }
}
