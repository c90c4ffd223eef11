package org.polyboard.confirm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.model.AttackModels;
import org.polyboard.core.select.SolverPolicy;
import org.polyboard.core.verify.ResultCheck;
import org.polyboard.family.toeplitz.ToeplitzQueen;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;
import org.polyboard.testing.TestdataProblems;

/**
 * The second opinion against brute force over every placement on small boards, and against every published term
 * it reaches in a short run (the longer ones are tagged slow). Every result goes through the core's verifier.
 */
class RecheckSolverTest {

    private final RecheckSolver solver = new RecheckSolver();

    // OEIS A250000, A279405, A260680, A068940, A375103, A006075, A075458
    private static final int[] PEACEABLE = {0, 0, 1, 2, 4, 5, 7, 9, 12, 14, 17, 21, 24, 28, 32};
    private static final int[] PEACEABLE_TORUS = {0, 0, 0, 2, 2, 4, 4, 8, 7, 12, 10, 18};
    private static final int[] PEACEABLE_CLASSES = {1, 1, 1, 10, 3, 35, 19, 71, 18, 380};
    private static final int[] CUBE_QUEENS = {1, 1, 4, 7, 13, 21, 32, 48};
    private static final int[] CUBE_COUNTS = {1, 8, 16, 1344, 1056, 912, 96, 24};
    private static final int[] KNIGHT_COVER = {1, 4, 4, 4, 5, 8, 10, 12};
    private static final int[] QUEEN_COVER = {1, 1, 1, 2, 3, 3, 4, 5, 5, 5};

    @Test
    void declaresNoHomeGroundSoTheCoreNeverChoosesIt() {
        Capabilities c = solver.capabilities();
        assertThat(c.strategy()).isEqualTo(Capabilities.Strategy.EXACT);
        assertThat(c.reaches()).isEmpty();
        assertThat(solver.id()).isEqualTo("recheck");
    }

    /** The policy picks a solver at home first, and beside a heuristic the exact solver at home, never recheck. */
    @Test
    void thePolicyPrefersEverySolverAtHome() {
        Solver exact = new Fake("exact", new Capabilities(Capabilities.Strategy.EXACT, true, Set.of(),
                List.of(new Capabilities.Reach(Set.of(Objective.MAX_PEACEABLE), Capabilities.Attacks.ANY, 196))));
        Solver heuristic = new Fake("heuristic", new Capabilities(Capabilities.Strategy.HEURISTIC, false, Set.of(),
                List.of(new Capabilities.Reach(Set.of(Objective.MAX_PEACEABLE), Capabilities.Attacks.ANY, 100_000))));
        List<Solver> installed = List.of(solver, heuristic, exact);
        Problem small = square(8, false, Objective.MAX_PEACEABLE);
        Problem large = square(20, true, Objective.MAX_PEACEABLE);
        SolveOptions limited = new SolveOptions(false, 60_000);
        assertThat(SolverPolicy.choose(installed, small, null, limited).id()).isEqualTo("exact");
        assertThat(SolverPolicy.choose(installed, large, null, limited).id()).isEqualTo("heuristic");
        assertThat(SolverPolicy.partner(installed, large, null, limited, heuristic).map(Solver::id))
                .contains("exact");
        assertThat(SolverPolicy.choose(List.of(solver, exact), large, null, limited).id()).isEqualTo("exact");
        assertThat(solver.rejects(square(21, false, Objective.MAX_PEACEABLE), limited)).isPresent();
    }

    private record Fake(String id, Capabilities capabilities) implements Solver {

        @Override
        public String description() {
            return id;
        }

        @Override
        public Set<Objective> objectives() {
            return Set.of(Objective.MAX_PEACEABLE);
        }

        @Override
        public SolveResult solve(Problem problem, org.polyboard.api.solve.SolveContext context) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void peaceableAgainstBruteForce() throws Exception {
        for (boolean torus : new boolean[] {false, true}) {
            for (int n = 1; n <= 5; n++) {
                Problem problem = square(n, torus, Objective.MAX_PEACEABLE);
                long[] brute = Brute.peaceable(n, torus);
                SolveResult result = solve(problem, true);
                assertThat(result.value().numerator()).as("n=%d torus=%s", n, torus).isEqualTo(brute[0]);
                assertThat(result.solutionCount()).as("placements n=%d torus=%s", n, torus).isEqualTo(brute[1]);
                assertThat(result.distinctUpToSymmetry()).as("classes n=%d torus=%s", n, torus).isEqualTo(brute[2]);
            }
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void peaceablePublishedTerms() throws Exception {
        for (int n = 1; n <= 8; n++) {
            assertThat(solve(square(n, false, Objective.MAX_PEACEABLE), false).value().numerator())
                    .as("A250000(%d)", n).isEqualTo(PEACEABLE[n - 1]);
        }
        for (int n = 1; n <= 8; n++) {
            assertThat(solve(square(n, true, Objective.MAX_PEACEABLE), false).value().numerator())
                    .as("A279405(%d)", n).isEqualTo(PEACEABLE_TORUS[n - 1]);
        }
        for (int n = 1; n <= 7; n++) {
            assertThat(solve(square(n, false, Objective.MAX_PEACEABLE), true).distinctUpToSymmetry())
                    .as("A260680(%d)", n).isEqualTo(PEACEABLE_CLASSES[n - 1]);
        }
    }

    @Test
    @Tag("slow")
    void peaceablePublishedTermsSlow() throws Exception {
        assertThat(solve(square(9, false, Objective.MAX_PEACEABLE), false).value().numerator())
                .as("A250000(9)").isEqualTo(PEACEABLE[8]);
        for (int n = 9; n <= 10; n++) {
            assertThat(solve(square(n, true, Objective.MAX_PEACEABLE), false).value().numerator())
                    .as("A279405(%d)", n).isEqualTo(PEACEABLE_TORUS[n - 1]);
        }
        for (int n = 8; n <= 9; n++) {
            assertThat(solve(square(n, false, Objective.MAX_PEACEABLE), true).distinctUpToSymmetry())
                    .as("A260680(%d)", n).isEqualTo(PEACEABLE_CLASSES[n - 1]);
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void queensOnCubesAgainstBruteForceAndPublishedTerms() throws Exception {
        for (int n = 1; n <= 3; n++) {
            long[] brute = Brute.independent(AttackModels.build(TestdataProblems.board("box:" + n + "^3"),
                    TestdataProblems.piece("queen")));
            SolveResult result = solve(TestdataProblems.problem("box:" + n + "^3", "queen", Objective.MAX_INDEPENDENT),
                    true);
            assertThat(result.value().numerator()).isEqualTo(brute[0]);
            assertThat(result.solutionCount()).isEqualTo(brute[1]);
        }
        for (int n = 1; n <= 5; n++) {
            SolveResult result = solve(TestdataProblems.problem("box:" + n + "^3", "queen", Objective.MAX_INDEPENDENT),
                    true);
            assertThat(result.value().numerator()).as("A068940(%d)", n).isEqualTo(CUBE_QUEENS[n - 1]);
            assertThat(result.solutionCount()).as("A375103(%d)", n).isEqualTo(CUBE_COUNTS[n - 1]);
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void dominationAgainstBruteForceAndPublishedTerms() throws Exception {
        for (int n = 1; n <= 4; n++) {
            for (String piece : List.of("knight", "queen", "king")) {
                Problem problem = TestdataProblems.problem("rect:" + n + "x" + (n + 1), piece, Objective.MIN_DOMINATION);
                assertThat(solve(problem, false).value().numerator()).as("%s %dx%d", piece, n, n + 1)
                        .isEqualTo(Brute.domination(problem.model(), false));
                Problem independent = TestdataProblems.problem("rect:" + n + "x" + (n + 1), piece,
                        Objective.MIN_INDEPENDENT_DOMINATION);
                assertThat(solve(independent, false).value().numerator()).as("%s %dx%d independent", piece, n, n + 1)
                        .isEqualTo(Brute.domination(independent.model(), true));
            }
        }
        for (int n = 1; n <= KNIGHT_COVER.length; n++) {
            assertThat(solve(TestdataProblems.problem("rect:" + n + "x" + n, "knight", Objective.MIN_DOMINATION), false)
                    .value().numerator()).as("A006075(%d)", n).isEqualTo(KNIGHT_COVER[n - 1]);
        }
        for (int n = 1; n <= QUEEN_COVER.length; n++) {
            assertThat(solve(TestdataProblems.problem("rect:" + n + "x" + n, "queen", Objective.MIN_DOMINATION), false)
                    .value().numerator()).as("A075458(%d)", n).isEqualTo(QUEEN_COVER[n - 1]);
        }
    }

    /**
     * The symmetric Toeplitz board (cell (i, j) labelled |i - j|; a queen attacks along its row, its column and its
     * label): its domination number, and its independent domination number, are ceil(n/2), by brute force on the
     * smallest boards and by this search up to 10 x 10.
     */
    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void toeplitzDominationIsHalfTheSide() throws Exception {
        for (int n = 1; n <= 10; n++) {
            for (Objective objective : List.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION)) {
                Problem problem = toeplitz(n, objective);
                if (n <= 5) {
                    assertThat(Brute.domination(problem.model(), objective == Objective.MIN_INDEPENDENT_DOMINATION))
                            .isEqualTo((n + 1) / 2);
                }
                SolveResult result = solve(problem, false);
                assertThat(result.value().numerator()).as("%s n=%d", objective, n).isEqualTo((n + 1) / 2);
            }
        }
    }

    @Test
    void geometryFindsTheSymmetriesOfSquareTorusAndCube() {
        assertThat(Geometry.of(square(5, false, Objective.MAX_PEACEABLE).model()).symmetries).hasSize(8);
        assertThat(Geometry.of(square(5, true, Objective.MAX_PEACEABLE).model()).symmetries).hasSize(8 * 25);
        assertThat(Geometry.of(TestdataProblems.problem("box:4^3", "queen", Objective.MAX_INDEPENDENT).model())
                .symmetries).hasSize(48);
        assertThat(Geometry.of(TestdataProblems.problem("rect:3x5", "queen", Objective.MAX_INDEPENDENT).model())
                .symmetries).hasSize(4);
        assertThat(Geometry.of(square(5, false, Objective.MAX_PEACEABLE).model()).groupOf.length).isEqualTo(4);
    }

    private SolveResult solve(Problem problem, boolean all) throws Exception {
        SolveResult result = solver.solve(problem, new TestContext(all, 0));
        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        ResultCheck.Outcome outcome = ResultCheck.check(problem, problem.instance().objective(), result);
        assertThat(outcome.valid()).as(outcome.message()).isTrue();
        return result;
    }

    private static Problem square(int n, boolean torus, Objective objective) {
        return TestdataProblems.problem((torus ? "torus:" : "rect:") + n + "x" + n, "queen", objective);
    }

    private static Problem toeplitz(int n, Objective objective) {
        var board = TestdataProblems.board("rect:" + n + "x" + n);
        var piece = new ToeplitzQueen();
        return TestProblem.given(new Instance("toeplitz-queens", Map.of("n", Integer.toString(n)),
                "rect:" + n + "x" + n, piece.id(), objective), board, piece, AttackModels.build(board, piece));
    }

    /** Brute force over every placement; shares nothing with the searches but the attack model. */
    static final class Brute {

        /** {max m, placements of m of each colour, classes under the 8 square maps (and translations) and swap}. */
        static long[] peaceable(int n, boolean torus) {
            int cells = n * n;
            int best = 0;
            List<int[][]> placements = new ArrayList<>();
            for (int m = 1; m <= cells / 2; m++) {
                List<int[][]> found = new ArrayList<>();
                for (int[] white : subsets(cells, m)) {
                    List<Integer> free = new ArrayList<>();
                    for (int c = 0; c < cells; c++) {
                        boolean ok = true;
                        for (int w : white) {
                            ok &= !attacks(w, c, n, torus);
                        }
                        if (ok) {
                            free.add(c);
                        }
                    }
                    for (int[] pick : subsets(free.size(), m)) {
                        int[] black = new int[m];
                        for (int i = 0; i < m; i++) {
                            black[i] = free.get(pick[i]);
                        }
                        found.add(new int[][] {white, black});
                    }
                }
                if (found.isEmpty()) {
                    break;
                }
                best = m;
                placements = found;
            }
            if (best == 0) {
                return new long[] {0, 1, 1};
            }
            Set<String> classes = new HashSet<>();
            for (int[][] p : placements) {
                String least = null;
                for (int s = 0; s < 8; s++) {
                    for (int dr = 0; dr < (torus ? n : 1); dr++) {
                        for (int dc = 0; dc < (torus ? n : 1); dc++) {
                            for (int swap = 0; swap < 2; swap++) {
                                String key = Arrays.toString(map(p[swap], s, dr, dc, n))
                                        + Arrays.toString(map(p[1 - swap], s, dr, dc, n));
                                least = least == null || key.compareTo(least) < 0 ? key : least;
                            }
                        }
                    }
                }
                classes.add(least);
            }
            return new long[] {best, placements.size(), classes.size()};
        }

        private static boolean attacks(int a, int b, int n, boolean torus) {
            int dr = a / n - b / n;
            int dc = a % n - b % n;
            if (a == b || dr == 0 || dc == 0) {
                return true;
            }
            return torus ? Math.floorMod(dr - dc, n) == 0 || Math.floorMod(dr + dc, n) == 0
                    : Math.abs(dr) == Math.abs(dc);
        }

        private static int[] map(int[] cells, int s, int dr, int dc, int n) {
            int[] result = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                int r = cells[i] / n;
                int c = cells[i] % n;
                int r2 = (s & 1) == 1 ? n - 1 - r : r;
                int c2 = (s & 2) == 2 ? n - 1 - c : c;
                if ((s & 4) == 4) {
                    int t = r2;
                    r2 = c2;
                    c2 = t;
                }
                result[i] = (r2 + dr) % n * n + (c2 + dc) % n;
            }
            Arrays.sort(result);
            return result;
        }

        /** {max independent, number of maximum independent sets} over every subset of the cells. */
        static long[] independent(AttackModel model) {
            int cells = model.cellCount();
            long[] best = {0, 1};
            for (int t = 1; t <= cells; t++) {
                long count = 0;
                for (int[] set : subsets(cells, t)) {
                    if (independentSet(model, set)) {
                        count++;
                    }
                }
                if (count == 0) {
                    return best;
                }
                best = new long[] {t, count};
            }
            return best;
        }

        private static boolean independentSet(AttackModel model, int[] set) {
            for (int a : set) {
                for (int b : set) {
                    if (a != b && Arrays.binarySearch(model.neighbours(a), b) >= 0) {
                        return false;
                    }
                }
            }
            return true;
        }

        /** The fewest pieces that dominate, over every subset of the cells. */
        static long domination(AttackModel model, boolean independent) {
            int cells = model.cellCount();
            for (int k = 1; k <= cells; k++) {
                for (int[] set : subsets(cells, k)) {
                    if (independent && !independentSet(model, set)) {
                        continue;
                    }
                    boolean[] covered = new boolean[cells];
                    for (int p : set) {
                        covered[p] = true;
                        for (int c : model.neighbours(p)) {
                            covered[c] = true;
                        }
                    }
                    boolean all = true;
                    for (boolean c : covered) {
                        all &= c;
                    }
                    if (all) {
                        return k;
                    }
                }
            }
            return -1;
        }

        static List<int[]> subsets(int size, int k) {
            List<int[]> result = new ArrayList<>();
            int[] s = new int[k];
            fill(s, 0, 0, size, result);
            return result;
        }

        private static void fill(int[] s, int at, int from, int size, List<int[]> result) {
            if (at == s.length) {
                result.add(s.clone());
                return;
            }
            for (int v = from; v <= size - (s.length - at); v++) {
                s[at] = v;
                fill(s, at + 1, v + 1, size, result);
            }
        }
    }
}
