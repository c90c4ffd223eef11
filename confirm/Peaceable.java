import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.google.ortools.Loader;
import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;

/**
 * Peaceable queens (m white and m black queens, none attacking one of the other colour) on the n x n board or torus,
 * asked of CP-SAT (OR-Tools) on a model written here from first principles: 0-1 variables w and b per cell, a 0-1
 * variable per line that is 1 exactly when the line holds a white queen, and no black queen on such a line.
 * <pre>
 * confirm/cp-sat.sh Peaceable N board|torus atleast M WORKERS       feasible or not: M of each colour
 *                                                   (on the torus a white queen is fixed on the first cell: every
 *                                                   placement has such a translate)
 * confirm/cp-sat.sh Peaceable N board|torus count M [WORKERS]       every placement of exactly M of each colour,
 *                                                   found one by one (each new one excluded by a clause), and their
 *                                                   classes under the board's symmetries (on the torus with its
 *                                                   translations) and the colour swap
 * </pre>
 * Shares nothing with Polyboard: lines, symmetries, classes and the check are computed here.
 */
public final class Peaceable {

    public static void main(String[] args) {
        Loader.loadNativeLibraries();
        int n = Integer.parseInt(args[0]);
        boolean torus = args[1].equals("torus");
        String mode = args[2];
        int m = Integer.parseInt(args[3]);
        int workers = args.length > 4 ? Integer.parseInt(args[4]) : 1;
        int cells = n * n;
        List<int[]> lines = lines(n, torus);
        CpModel model = new CpModel();
        BoolVar[] w = new BoolVar[cells];
        BoolVar[] b = new BoolVar[cells];
        for (int c = 0; c < cells; c++) {
            w[c] = model.newBoolVar("w" + c);
            b[c] = model.newBoolVar("b" + c);
            model.addBoolOr(new Literal[] {w[c].not(), b[c].not()});
        }
        for (int[] line : lines) {
            BoolVar white = model.newBoolVar("line");
            Literal[] anyWhite = new Literal[line.length + 1];
            for (int i = 0; i < line.length; i++) {
                model.addImplication(w[line[i]], white);
                model.addImplication(b[line[i]], white.not());
                anyWhite[i] = w[line[i]];
            }
            anyWhite[line.length] = white.not();
            model.addBoolOr(anyWhite);
        }
        long start = System.nanoTime();
        CpSolver solver = new CpSolver();
        solver.getParameters().setNumWorkers(workers);
        String board = (torus ? "torus " : "board ") + n + "x" + n;
        if (mode.equals("atleast")) {
            model.addGreaterOrEqual(LinearExpr.sum(w), m);
            model.addGreaterOrEqual(LinearExpr.sum(b), m);
            if (torus && m > 0) {
                model.addEquality(w[0], 1);
            }
            CpSolverStatus status = solver.solve(model);
            String extra = "";
            if (status == CpSolverStatus.FEASIBLE || status == CpSolverStatus.OPTIMAL) {
                int[][] wb = read(solver::booleanValue, w, b);
                extra = " white " + wb[0].length + " black " + wb[1].length + " checked "
                        + peaceable(wb[0], wb[1], n, torus) + " white " + show(wb[0], n) + " black " + show(wb[1], n);
            }
            System.out.printf("peaceable %s lines=%d at least %d of each colour: %s in %.1f s (CP-SAT, %d workers)%s%n",
                    board, lines.size(), m, status, (System.nanoTime() - start) / 1e9, workers, extra);
            return;
        }
        model.addEquality(LinearExpr.sum(w), m);
        model.addEquality(LinearExpr.sum(b), m);
        int[][] syms = symmetries(n, torus);
        Set<String> all = new HashSet<>();
        Set<String> classes = new HashSet<>();
        int bad = 0;
        while (true) {
            CpSolverStatus status = solver.solve(model);
            if (status != CpSolverStatus.FEASIBLE && status != CpSolverStatus.OPTIMAL) {
                System.out.printf("peaceable %s lines=%d placements of %d of each colour: last solve %s, %d placements,"
                        + " %d classes under %d symmetries and the colour swap, %d failing the check, in %.1f s"
                        + " (CP-SAT, %d workers, one solve per placement)%n", board, lines.size(), m, status,
                        all.size(), classes.size(), syms.length, bad, (System.nanoTime() - start) / 1e9, workers);
                return;
            }
            int[][] wb = read(solver::booleanValue, w, b);
            if (!peaceable(wb[0], wb[1], n, torus) || wb[0].length != m || wb[1].length != m) {
                bad++;
            }
            if (!all.add(Arrays.toString(wb[0]) + Arrays.toString(wb[1]))) {
                throw new IllegalStateException("a placement came twice");
            }
            classes.add(least(wb, syms));
            List<Literal> exclude = new ArrayList<>();
            for (int c = 0; c < cells; c++) {
                exclude.add(solver.booleanValue(w[c]) ? w[c].not() : w[c]);
                exclude.add(solver.booleanValue(b[c]) ? b[c].not() : b[c]);
            }
            model.addBoolOr(exclude.toArray(new Literal[0]));
            if (all.size() % 1000 == 0) {
                System.err.printf("%d placements, %d classes, %.0f s%n", all.size(), classes.size(),
                        (System.nanoTime() - start) / 1e9);
            }
        }
    }

    interface Value {
        boolean of(Literal l);
    }

    static int[][] read(Value value, BoolVar[] w, BoolVar[] b) {
        List<Integer> white = new ArrayList<>();
        List<Integer> black = new ArrayList<>();
        for (int c = 0; c < w.length; c++) {
            if (value.of(w[c])) {
                white.add(c);
            }
            if (value.of(b[c])) {
                black.add(c);
            }
        }
        return new int[][] {white.stream().mapToInt(Integer::intValue).toArray(),
                black.stream().mapToInt(Integer::intValue).toArray()};
    }

    /** Rows, columns, diagonals and anti-diagonals; on the torus they wrap around. */
    static List<int[]> lines(int n, boolean torus) {
        List<int[]> result = new ArrayList<>();
        int[][] dirs = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int[] d : dirs) {
            Set<String> seen = new HashSet<>();
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    List<Integer> line = new ArrayList<>();
                    if (torus) {
                        for (int k = 0; k < n; k++) {
                            line.add(Math.floorMod(r + k * d[0], n) * n + Math.floorMod(c + k * d[1], n));
                        }
                    } else {
                        if (r - d[0] >= 0 && r - d[0] < n && c - d[1] >= 0 && c - d[1] < n) {
                            continue;
                        }
                        for (int i = r, j = c; i >= 0 && i < n && j >= 0 && j < n; i += d[0], j += d[1]) {
                            line.add(i * n + j);
                        }
                    }
                    int[] cellsOf = line.stream().mapToInt(Integer::intValue).sorted().toArray();
                    if (seen.add(Arrays.toString(cellsOf))) {
                        result.add(cellsOf);
                    }
                }
            }
        }
        return result;
    }

    /** Whether no white queen attacks a black one, attack read from the coordinates. */
    static boolean peaceable(int[] white, int[] black, int n, boolean torus) {
        for (int p : white) {
            for (int q : black) {
                if (p == q) {
                    return false;
                }
                int dr = p / n - q / n;
                int dc = p % n - q % n;
                if (dr == 0 || dc == 0) {
                    return false;
                }
                if (torus) {
                    if (Math.floorMod(dr - dc, n) == 0 || Math.floorMod(dr + dc, n) == 0) {
                        return false;
                    }
                } else if (Math.abs(dr) == Math.abs(dc)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The 8 symmetries of the square, on the torus each followed by the n^2 translations. */
    static int[][] symmetries(int n, boolean torus) {
        List<int[]> result = new ArrayList<>();
        for (int s = 0; s < 8; s++) {
            for (int tr = 0; tr < (torus ? n : 1); tr++) {
                for (int tc = 0; tc < (torus ? n : 1); tc++) {
                    int[] map = new int[n * n];
                    for (int c = 0; c < n * n; c++) {
                        int r = c / n;
                        int k = c % n;
                        int r2 = (s & 1) == 1 ? n - 1 - r : r;
                        int k2 = (s & 2) == 2 ? n - 1 - k : k;
                        if ((s & 4) == 4) {
                            int t = r2;
                            r2 = k2;
                            k2 = t;
                        }
                        map[c] = (r2 + tr) % n * n + (k2 + tc) % n;
                    }
                    result.add(map);
                }
            }
        }
        return result.toArray(new int[0][]);
    }

    static String least(int[][] wb, int[][] syms) {
        String least = null;
        for (int[] s : syms) {
            for (int swap = 0; swap < 2; swap++) {
                int[] a = image(wb[swap], s);
                int[] z = image(wb[1 - swap], s);
                String key = Arrays.toString(a) + Arrays.toString(z);
                if (least == null || key.compareTo(least) < 0) {
                    least = key;
                }
            }
        }
        return least;
    }

    static int[] image(int[] set, int[] map) {
        int[] result = new int[set.length];
        for (int i = 0; i < set.length; i++) {
            result[i] = map[set[i]];
        }
        Arrays.sort(result);
        return result;
    }

    static String show(int[] set, int n) {
        StringBuilder s = new StringBuilder("[");
        for (int c : set) {
            s.append(s.length() > 1 ? " " : "").append(c / n + 1).append(',').append(c % n + 1);
        }
        return s.append(']').toString();
    }
}
