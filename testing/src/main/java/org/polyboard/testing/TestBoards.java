package org.polyboard.testing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

import org.polyboard.api.solve.AttackModel;

/**
 * Attack models of square boards built by hand, independently of the core: knights, queens, and queens on the
 * torus. Cell {@code r * n + c} is square (r, c). Also the attack rules themselves, for checking placements from
 * first principles.
 */
public final class TestBoards {

    /** Whether a piece on (r1, c1) attacks (r2, c2) on an n x n board; never true for the same square. */
    public interface Attack {
        boolean attacks(int n, int r1, int c1, int r2, int c2);
    }

    public static final Attack KNIGHT = (n, r1, c1, r2, c2) -> {
        int dr = Math.abs(r1 - r2);
        int dc = Math.abs(c1 - c2);
        return dr == 1 && dc == 2 || dr == 2 && dc == 1;
    };

    public static final Attack QUEEN = (n, r1, c1, r2, c2) -> (r1 != r2 || c1 != c2)
            && (r1 == r2 || c1 == c2 || r1 - c1 == r2 - c2 || r1 + c1 == r2 + c2);

    public static final Attack TORUS_QUEEN = (n, r1, c1, r2, c2) -> (r1 != r2 || c1 != c2)
            && (r1 == r2 || c1 == c2 || Math.floorMod(r1 - c1, n) == Math.floorMod(r2 - c2, n)
                    || Math.floorMod(r1 + c1, n) == Math.floorMod(r2 + c2, n));

    public static final Attack ROOK = (n, r1, c1, r2, c2) -> (r1 != r2 || c1 != c2) && (r1 == r2 || c1 == c2);

    private TestBoards() {
    }

    /** Knights: lines are the attacking pairs. */
    public static AttackModel knight(int n) {
        List<int[]> lines = new ArrayList<>();
        for (int u = 0; u < n * n; u++) {
            for (int v = u + 1; v < n * n; v++) {
                if (KNIGHT.attacks(n, u / n, u % n, v / n, v % n)) {
                    lines.add(new int[] {u, v});
                }
            }
        }
        return build(n, KNIGHT, lines);
    }

    /** Queens: lines are rows, columns, diagonals and anti-diagonals (single cells included). */
    public static AttackModel queen(int n) {
        return build(n, QUEEN, linesByKeys(n, (r, c) -> new String[] {"r" + r, "c" + c, "d" + (r - c), "a" + (r + c)}));
    }

    /** Queens on the torus: diagonals wrap around. */
    public static AttackModel torusQueen(int n) {
        return build(n, TORUS_QUEEN, linesByKeys(n, (r, c) -> new String[] {"r" + r, "c" + c,
                "d" + Math.floorMod(r - c, n), "a" + Math.floorMod(r + c, n)}));
    }

    /** The same board, with the eight turns and reflections of the n x n square as the model's symmetries. */
    public static AttackModel withTurnsAndReflections(AttackModel plain, int n) {
        int[][] neighbours = new int[plain.cellCount()][];
        for (int u = 0; u < neighbours.length; u++) {
            neighbours[u] = plain.neighbours(u);
        }
        return new AttackModel(new int[] {n, n}, coordinates(n), neighbours, lines(plain), dihedral(n));
    }

    /** Rooks: lines are rows and columns. */
    public static AttackModel rook(int n) {
        return build(n, ROOK, linesByKeys(n, (r, c) -> new String[] {"r" + r, "c" + c}));
    }

    /** The eight turns and reflections of the n x n square as cell permutations, the identity first. */
    public static List<int[]> dihedral(int n) {
        List<int[]> maps = new ArrayList<>();
        for (int k = 0; k < 8; k++) {
            int[] map = new int[n * n];
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    int rr = (k & 1) == 0 ? r : c;
                    int cc = (k & 1) == 0 ? c : r;
                    rr = (k & 2) == 0 ? rr : n - 1 - rr;
                    cc = (k & 4) == 0 ? cc : n - 1 - cc;
                    map[r * n + c] = rr * n + cc;
                }
            }
            maps.add(map);
        }
        return maps;
    }

    private static int[][] lines(AttackModel model) {
        int[][] lines = new int[model.lineCount()][];
        for (int l = 0; l < lines.length; l++) {
            lines[l] = model.line(l);
        }
        return lines;
    }

    private static List<int[]> linesByKeys(int n, BiFunction<Integer, Integer, String[]> keys) {
        Map<String, List<Integer>> byKey = new LinkedHashMap<>();
        for (int cell = 0; cell < n * n; cell++) {
            for (String key : keys.apply(cell / n, cell % n)) {
                byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(cell);
            }
        }
        List<int[]> lines = new ArrayList<>();
        for (List<Integer> line : byKey.values()) {
            lines.add(line.stream().mapToInt(Integer::intValue).toArray());
        }
        return lines;
    }

    private static AttackModel build(int n, Attack attack, List<int[]> lines) {
        return new AttackModel(new int[] {n, n}, coordinates(n), neighbours(n, attack), lines.toArray(new int[0][]),
                List.of(dihedral(n).get(0)));
    }

    private static int[] coordinates(int n) {
        int[] coordinates = new int[2 * n * n];
        for (int u = 0; u < n * n; u++) {
            coordinates[2 * u] = u / n;
            coordinates[2 * u + 1] = u % n;
        }
        return coordinates;
    }

    private static int[][] neighbours(int n, Attack attack) {
        int m = n * n;
        int[][] neighbours = new int[m][];
        for (int u = 0; u < m; u++) {
            List<Integer> attacked = new ArrayList<>();
            for (int v = 0; v < m; v++) {
                if (attack.attacks(n, u / n, u % n, v / n, v % n)) {
                    attacked.add(v);
                }
            }
            neighbours[u] = attacked.stream().mapToInt(Integer::intValue).toArray();
        }
        return neighbours;
    }
}
