package org.polyboard.solver.swap;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.testing.TestdataProblems;

/**
 * Queens on the n x n board and torus built by hand, independently of the core: the attack model (cell
 * {@code r * n + c} is square (r, c); lines of two or more cells, as the core builds them) and a peaceable check
 * from first principles. The problems' piece only has an id: the solver must read the attack model.
 */
final class TestQueens {

    private TestQueens() {
    }

    static Problem problem(int n, boolean torus, Map<String, String> extra) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("n", Integer.toString(n));
        if (torus) {
            params.put("torus", "true");
        }
        params.putAll(extra);
        Instance instance = new Instance("peaceable-queens", params, (torus ? "torus:" : "rect:") + n + "x" + n,
                "queen", Objective.MAX_PEACEABLE);
        return TestdataProblems.givenModel(instance, new TestdataProblems.Square(n, torus), model(n, torus));
    }

    static AttackModel model(int n, boolean torus) {
        Map<String, List<Integer>> byKey = new LinkedHashMap<>();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                for (String key : keys(n, torus, r, c)) {
                    byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(r * n + c);
                }
            }
        }
        List<int[]> lines = new ArrayList<>();
        for (List<Integer> line : byKey.values()) {
            if (line.size() >= 2) {
                lines.add(line.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        int m = n * n;
        int[] coordinates = new int[2 * m];
        int[][] neighbours = new int[m][];
        int[] identity = new int[m];
        for (int u = 0; u < m; u++) {
            coordinates[2 * u] = u / n;
            coordinates[2 * u + 1] = u % n;
            identity[u] = u;
            List<Integer> attacked = new ArrayList<>();
            for (int v = 0; v < m; v++) {
                if (attacks(n, torus, u / n, u % n, v / n, v % n)) {
                    attacked.add(v);
                }
            }
            neighbours[u] = attacked.stream().mapToInt(Integer::intValue).toArray();
        }
        return new AttackModel(new int[] {n, n}, coordinates, neighbours, lines.toArray(new int[0][]), List.of(identity));
    }

    private static String[] keys(int n, boolean torus, int r, int c) {
        int d = torus ? Math.floorMod(r - c, n) : r - c;
        int a = torus ? Math.floorMod(r + c, n) : r + c;
        return new String[] {"r" + r, "c" + c, "d" + d, "a" + a};
    }

    static boolean attacks(int n, boolean torus, int r1, int c1, int r2, int c2) {
        if (r1 == r2 && c1 == c2) {
            return false;
        }
        if (r1 == r2 || c1 == c2) {
            return true;
        }
        if (torus) {
            return Math.floorMod(r1 - c1, n) == Math.floorMod(r2 - c2, n)
                    || Math.floorMod(r1 + c1, n) == Math.floorMod(r2 + c2, n);
        }
        return r1 - c1 == r2 - c2 || r1 + c1 == r2 + c2;
    }

    /** Why {@code placement} is not a peaceable placement of {@code value} queens per colour, or "". */
    static String check(int n, boolean torus, Placement placement, int value) {
        List<int[]> white = placement.cells();
        List<int[]> black = placement.black();
        if (Math.min(white.size(), black.size()) != value) {
            return "sizes " + white.size() + " and " + black.size() + " but value " + value;
        }
        Set<Integer> seen = new HashSet<>();
        for (List<int[]> army : List.of(white, black)) {
            for (int[] q : army) {
                if (q[0] < 0 || q[0] >= n || q[1] < 0 || q[1] >= n) {
                    return "off the board: (" + q[0] + "," + q[1] + ")";
                }
                if (!seen.add(q[0] * n + q[1])) {
                    return "two queens on (" + q[0] + "," + q[1] + ")";
                }
            }
        }
        for (int[] w : white) {
            for (int[] b : black) {
                if (attacks(n, torus, w[0], w[1], b[0], b[1])) {
                    return "white (" + w[0] + "," + w[1] + ") attacks black (" + b[0] + "," + b[1] + ")";
                }
            }
        }
        return "";
    }
}
