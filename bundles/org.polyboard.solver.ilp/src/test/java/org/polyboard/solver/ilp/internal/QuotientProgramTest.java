package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.PlacementChecks;
import org.polyboard.testing.TestBoards;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;
import org.polyboard.testing.TestdataProblems;

/**
 * Symmetric solutions through the quotient program (one variable per orbit), checked against an exhaustive search
 * over the unions of orbits written here independently of the solver.
 */
class QuotientProgramTest {

    private final OjAlgoIlpSolver solver = new OjAlgoIlpSolver();

    @ParameterizedTest(name = "{0} on knights {1}x{1}")
    @CsvSource({"rot180, 4", "rot180, 5", "rot180, 6", "rot90, 6", "rot90, 7", "rot90, 8", "mirror, 5", "mirror, 6",
            "diagonal, 5", "diagonal, 6", "mirror2, 6", "diagonal2, 7"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void symmetricKnightCovers(String symmetry, int n) throws Exception {
        AttackModel model = TestBoards.knight(n);
        List<int[]> group = group(symmetry, n);

        SolveResult result = solver.solve(problem("knight", n, model, Objective.MIN_DOMINATION, symmetry, group),
                TestContext.unlimited());

        long expected = bruteForce(model, group, false);
        assertThat(result.status()).as(result.message()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value()).isEqualTo(Fraction.of(expected));
        List<int[]> cells = result.solutions().get(0).cells();
        assertThat(cells).hasSize((int) expected);
        PlacementChecks.assertDominating(n, TestBoards.KNIGHT, cells);
        assertInvariant(n, cells, group);
    }

    @ParameterizedTest(name = "independent {0} on queens {1}x{1}")
    @CsvSource({"rot180, 5", "rot180, 6", "rot90, 5", "mirror, 6", "diagonal, 6", "rot90, 7"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void symmetricIndependentQueenDomination(String symmetry, int n) throws Exception {
        AttackModel model = TestBoards.queen(n);
        List<int[]> group = group(symmetry, n);

        SolveResult result = solver.solve(problem("queen", n, model, Objective.MIN_INDEPENDENT_DOMINATION, symmetry,
                group), TestContext.unlimited());

        long expected = bruteForce(model, group, true);
        if (expected < 0) {
            assertThat(result.status()).isEqualTo(Status.INFEASIBLE);
            return;
        }
        assertThat(result.status()).as(result.message()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value()).isEqualTo(Fraction.of(expected));
        List<int[]> cells = result.solutions().get(0).cells();
        PlacementChecks.assertDominating(n, TestBoards.QUEEN, cells);
        PlacementChecks.assertIndependent(n, TestBoards.QUEEN, cells);
        assertInvariant(n, cells, group);
    }

    @Test
    void symmetricNonAttackingQueens() throws Exception {
        // eight queens with quarter-turn symmetry exist (the exhaustive search over orbits says how many fit)
        int n = 8;
        List<int[]> group = group("rot90", n);
        SolveResult result = solver.solve(problem("queen", n, TestBoards.queen(n), Objective.MAX_INDEPENDENT, "rot90",
                group), TestContext.unlimited());

        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value()).isEqualTo(Fraction.of(bruteForceIndependent(TestBoards.queen(n), group)));
        assertInvariant(n, result.solutions().get(0).cells(), group);
    }

    @Test
    void quotientExportHasOneVariablePerOrbit() throws Exception {
        String lp = CplexLpWriter.toText(Objective.MIN_DOMINATION, TestBoards.knight(8), group("rot90", 8), "k8 rot90");

        assertThat(lp).contains("Binaries");
        // 64 cells, 16 orbits of 4: the objective weighs each orbit by 4
        assertThat(lp.lines().filter(l -> l.trim().startsWith("cover_")).count()).isEqualTo(16);
        assertThat(lp).contains("4 x_1_1");
    }

    /** The group of a named symmetry of the n x n square as cell permutations (cell = row * n + column). */
    static List<int[]> group(String symmetry, int n) {
        List<int[]> generators = switch (symmetry) {
            case "rot180" -> List.of(map(n, (r, c) -> new int[] {n - 1 - r, n - 1 - c}));
            case "rot90" -> List.of(map(n, (r, c) -> new int[] {c, n - 1 - r}));
            case "mirror" -> List.of(map(n, (r, c) -> new int[] {r, n - 1 - c}));
            case "diagonal" -> List.of(map(n, (r, c) -> new int[] {c, r}));
            case "mirror2" -> List.of(map(n, (r, c) -> new int[] {r, n - 1 - c}), map(n, (r, c) -> new int[] {n - 1 - r, c}));
            case "diagonal2" -> List.of(map(n, (r, c) -> new int[] {c, r}),
                    map(n, (r, c) -> new int[] {n - 1 - c, n - 1 - r}));
            default -> throw new IllegalArgumentException(symmetry);
        };
        return closure(n * n, generators);
    }

    private interface CellMap {
        int[] apply(int r, int c);
    }

    private static int[] map(int n, CellMap f) {
        int[] p = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int[] to = f.apply(r, c);
                p[r * n + c] = to[0] * n + to[1];
            }
        }
        return p;
    }

    private static List<int[]> closure(int m, List<int[]> generators) {
        int[] identity = new int[m];
        for (int c = 0; c < m; c++) {
            identity[c] = c;
        }
        List<int[]> group = new ArrayList<>(List.of(identity));
        for (int k = 0; k < group.size(); k++) {
            for (int[] g : generators) {
                int[] h = new int[m];
                for (int c = 0; c < m; c++) {
                    h[c] = g[group.get(k)[c]];
                }
                if (group.stream().noneMatch(x -> java.util.Arrays.equals(x, h))) {
                    group.add(h);
                }
            }
        }
        return group;
    }

    private static List<List<Integer>> orbits(int m, List<int[]> group) {
        boolean[] seen = new boolean[m];
        List<List<Integer>> orbits = new ArrayList<>();
        for (int c = 0; c < m; c++) {
            if (!seen[c]) {
                java.util.TreeSet<Integer> orbit = new java.util.TreeSet<>();
                for (int[] g : group) {
                    orbit.add(g[c]);
                    seen[g[c]] = true;
                }
                orbits.add(new ArrayList<>(orbit));
            }
        }
        return orbits;
    }

    /** The fewest cells of a union of orbits that dominates (independently if asked), or -1 when there is none. */
    private static long bruteForce(AttackModel model, List<int[]> group, boolean independent) {
        int m = model.cellCount();
        List<List<Integer>> orbits = orbits(m, group);
        assertThat(orbits.size()).isLessThanOrEqualTo(22);
        long best = -1;
        for (long subset = 0; subset < 1L << orbits.size(); subset++) {
            boolean[] piece = pieces(m, orbits, subset);
            int count = 0;
            for (boolean p : piece) {
                count += p ? 1 : 0;
            }
            if (best >= 0 && count >= best) {
                continue;
            }
            if (dominates(model, piece) && (!independent || isIndependent(model, piece))) {
                best = count;
            }
        }
        return best;
    }

    private static long bruteForceIndependent(AttackModel model, List<int[]> group) {
        int m = model.cellCount();
        List<List<Integer>> orbits = orbits(m, group);
        long best = 0;
        for (long subset = 0; subset < 1L << orbits.size(); subset++) {
            boolean[] piece = pieces(m, orbits, subset);
            if (isIndependent(model, piece)) {
                best = Math.max(best, Long.bitCount(subset) * (long) orbits.get(0).size());
            }
        }
        return best;
    }

    private static boolean[] pieces(int m, List<List<Integer>> orbits, long subset) {
        boolean[] piece = new boolean[m];
        for (int v = 0; v < orbits.size(); v++) {
            if ((subset >>> v & 1) != 0) {
                for (int c : orbits.get(v)) {
                    piece[c] = true;
                }
            }
        }
        return piece;
    }

    private static boolean dominates(AttackModel model, boolean[] piece) {
        for (int c = 0; c < piece.length; c++) {
            boolean covered = piece[c];
            for (int u : model.neighbours(c)) {
                covered |= piece[u];
            }
            if (!covered) {
                return false;
            }
        }
        return true;
    }

    private static boolean isIndependent(AttackModel model, boolean[] piece) {
        for (int c = 0; c < piece.length; c++) {
            if (piece[c]) {
                for (int u : model.neighbours(c)) {
                    if (piece[u]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private static void assertInvariant(int n, List<int[]> cells, List<int[]> group) {
        java.util.Set<Integer> set = new java.util.HashSet<>();
        for (int[] cell : cells) {
            set.add(cell[0] * n + cell[1]);
        }
        for (int[] g : group) {
            for (int c : set) {
                assertThat(set).as("placement invariant under the group").contains(g[c]);
            }
        }
    }

    private static Problem problem(String piece, int n, AttackModel model, Objective objective, String symmetry,
            List<int[]> group) {
        TestProblem base = TestdataProblems.givenModel(piece, n, model, objective);
        Instance instance = new Instance("test", Map.of("n", Integer.toString(n), "symmetry", symmetry),
                "square:" + n, piece, objective);
        return new Problem() {
            @Override
            public Instance instance() {
                return instance;
            }

            @Override
            public Board board() {
                return base.board();
            }

            @Override
            public Piece piece() {
                return base.piece();
            }

            @Override
            public AttackModel model() {
                return model;
            }

            @Override
            public List<int[]> invariance() {
                return group;
            }
        };
    }
}
