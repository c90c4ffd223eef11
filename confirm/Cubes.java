import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;

/**
 * Non-attacking queens on the cube n^3, asked of CP-SAT (OR-Tools) on a model written here from first principles:
 * a 0-1 variable per cell, at most one queen on each line of the 13 directions, and the number of queens.
 * <pre>
 * confirm/cp-sat.sh Cubes N atleast T WORKERS       feasible or infeasible: T queens or more
 * confirm/cp-sat.sh Cubes N count T                 every placement of exactly T queens, and its classes under
 *                                                   the cube's 48 symmetries (one worker, all solutions)
 * </pre>
 * Shares nothing with Polyboard: geometry, symmetries and classes are computed here.
 */
public final class Cubes {

    public static void main(String[] args) {
        Loader.loadNativeLibraries();
        int n = Integer.parseInt(args[0]);
        String mode = args[1];
        int t = Integer.parseInt(args[2]);
        int cells = n * n * n;
        CpModel model = new CpModel();
        Literal[] x = new Literal[cells];
        for (int c = 0; c < cells; c++) {
            x[c] = model.newBoolVar("x" + c);
        }
        int lines = 0;
        for (int[] d : directions()) {
            for (int c = 0; c < cells; c++) {
                int[] p = coords(c, n);
                if (inside(p[0] - d[0], p[1] - d[1], p[2] - d[2], n)) {
                    continue;
                }
                List<Literal> line = new ArrayList<>();
                for (int a = p[0], b = p[1], e = p[2]; inside(a, b, e, n); a += d[0], b += d[1], e += d[2]) {
                    line.add(x[(a * n + b) * n + e]);
                }
                if (line.size() >= 2) {
                    model.addAtMostOne(line.toArray(new Literal[0]));
                    lines++;
                }
            }
        }
        CpSolver solver = new CpSolver();
        long start = System.nanoTime();
        if (mode.equals("atleast")) {
            model.addGreaterOrEqual(LinearExpr.sum(x), t);
            solver.getParameters().setNumWorkers(args.length > 3 ? Integer.parseInt(args[3]) : 1);
            CpSolverStatus status = solver.solve(model);
            String extra = "";
            if (status == CpSolverStatus.FEASIBLE || status == CpSolverStatus.OPTIMAL) {
                List<Integer> q = new ArrayList<>();
                for (int c = 0; c < cells; c++) {
                    if (solver.booleanValue(x[c])) {
                        q.add(c);
                    }
                }
                int[] placed = q.stream().mapToInt(Integer::intValue).toArray();
                extra = " queens " + placed.length + " checked " + independent(placed, n) + " " + show(placed, n);
            }
            System.out.printf("cube n=%d lines=%d at least %d queens: %s in %.1f s (CP-SAT, %d workers)%s%n", n, lines,
                    t, status, (System.nanoTime() - start) / 1e9, solver.getParameters().getNumWorkers(), extra);
        } else {
            model.addEquality(LinearExpr.sum(x), t);
            solver.getParameters().setNumWorkers(1);
            solver.getParameters().setEnumerateAllSolutions(true);
            int[][] syms = symmetries(n);
            Set<String> all = new HashSet<>();
            Set<String> classes = new HashSet<>();
            int[] bad = {0};
            CpSolverStatus status = solver.solve(model, new CpSolverSolutionCallback() {
                @Override
                public void onSolutionCallback() {
                    List<Integer> q = new ArrayList<>();
                    for (int c = 0; c < cells; c++) {
                        if (booleanValue(x[c])) {
                            q.add(c);
                        }
                    }
                    int[] placed = q.stream().mapToInt(Integer::intValue).toArray();
                    if (!independent(placed, n) || placed.length != t) {
                        bad[0]++;
                    }
                    all.add(Arrays.toString(placed));
                    String least = null;
                    for (int[] s : syms) {
                        int[] image = new int[placed.length];
                        for (int i = 0; i < placed.length; i++) {
                            image[i] = s[placed[i]];
                        }
                        Arrays.sort(image);
                        String key = Arrays.toString(image);
                        if (least == null || key.compareTo(least) < 0) {
                            least = key;
                        }
                    }
                    classes.add(least);
                }
            });
            System.out.printf("cube n=%d lines=%d placements of %d queens: %s, %d placements, %d up to the %d"
                    + " symmetries, %d failing the check, in %.1f s (CP-SAT, all solutions, 1 worker)%n", n, lines, t,
                    status, all.size(), classes.size(), syms.length, bad[0], (System.nanoTime() - start) / 1e9);
        }
    }

    static List<int[]> directions() {
        List<int[]> result = new ArrayList<>();
        for (int a = -1; a <= 1; a++) {
            for (int b = -1; b <= 1; b++) {
                for (int e = -1; e <= 1; e++) {
                    int first = a != 0 ? a : b != 0 ? b : e;
                    if (first == 1) {
                        result.add(new int[] {a, b, e});
                    }
                }
            }
        }
        return result;
    }

    static boolean inside(int a, int b, int e, int n) {
        return a >= 0 && a < n && b >= 0 && b < n && e >= 0 && e < n;
    }

    static int[] coords(int c, int n) {
        return new int[] {c / (n * n), c / n % n, c % n};
    }

    /** Two queens attack when their differences are equal in absolute value where not zero. */
    static boolean independent(int[] placed, int n) {
        for (int i = 0; i < placed.length; i++) {
            for (int j = i + 1; j < placed.length; j++) {
                int[] p = coords(placed[i], n);
                int[] q = coords(placed[j], n);
                int size = 0;
                boolean line = true;
                for (int a = 0; a < 3; a++) {
                    int d = Math.abs(p[a] - q[a]);
                    if (d != 0) {
                        if (size != 0 && size != d) {
                            line = false;
                        }
                        size = d;
                    }
                }
                if (line) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The 48 symmetries of the cube as cell maps: a permutation of the axes and a reflection of each. */
    static int[][] symmetries(int n) {
        int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        int[][] result = new int[48][n * n * n];
        int k = 0;
        for (int[] perm : perms) {
            for (int flips = 0; flips < 8; flips++) {
                for (int c = 0; c < n * n * n; c++) {
                    int[] p = coords(c, n);
                    int[] q = new int[3];
                    for (int a = 0; a < 3; a++) {
                        int v = p[perm[a]];
                        q[a] = (flips >> a & 1) == 1 ? n - 1 - v : v;
                    }
                    result[k][c] = (q[0] * n + q[1]) * n + q[2];
                }
                k++;
            }
        }
        return result;
    }

    static String show(int[] placed, int n) {
        StringBuilder s = new StringBuilder("[");
        for (int c : placed) {
            int[] p = coords(c, n);
            s.append(s.length() > 1 ? " " : "").append(p[0] + 1).append(',').append(p[1] + 1).append(',').append(p[2] + 1);
        }
        return s.append(']').toString();
    }
}
