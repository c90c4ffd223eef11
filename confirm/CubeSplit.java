import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;

/**
 * Non-attacking queens on the cube n^3, asked of CP-SAT (OR-Tools) case by case. The case split (re-derived here):
 * in a placement of t queens let k be the most queens on one axis plane and p the greatest depth min(c, n-1-c) of
 * a plane holding k. A symmetry of the cube maps that plane to y = p, and one that fixes y (a symmetry of the
 * square on x and z) makes its queens S the least of their 8 images. So every placement has an image in a case
 * (k, p, S): plane y = p holds exactly S, every axis plane at most k, every plane deeper than p at most k - 1;
 * k >= ceil(t/n), S a canonical set of k non-attacking two-dimensional queens on n x n.
 * <pre>
 * confirm/cp-sat.sh CubeSplit N T refute        every case infeasible for T queens: the maximum is below T
 * confirm/cp-sat.sh CubeSplit N T count         every placement of T queens in every case (all solutions), closed
 *                                               under the 48 symmetries: the number of placements and of classes
 * Options: -Dworkers=N CP-SAT workers per case when deciding; -Dthreads=N cases solved at once (each with its own
 * CP-SAT; the totals do not depend on it); -Dfrom=N skips the first N cases (a run stopped after its progress line
 * "N cases" goes on from there: that line counts the cases before the first one not yet done, so it holds with
 * threads too; the cases come in the same order every time); -Dsample=N solves only every Nth case, for an estimate of
 * a whole run's cost from their times (it proves nothing: the cases left out are not decided).
 * confirm/cp-sat.sh CubeSplit N T both          every placement of T queens or more: the count of T, and none of
 *                                               more refutes T + 1 (one pass over the cases of T for both)
 * </pre>
 * Cells, lines, planes, symmetries and the check are computed here; nothing is read from Polyboard.
 */
public final class CubeSplit {

    public static void main(String[] args) {
        Loader.loadNativeLibraries();
        int n = Integer.parseInt(args[0]);
        int t = Integer.parseInt(args[1]);
        boolean count = !args[2].equals("refute");
        // "count": every placement of exactly T; "both": every placement of T or more (so none of T + 1 is a refutation)
        boolean orMore = args[2].equals("both");
        long start = System.nanoTime();
        int[][] syms = Cubes.symmetries(n);
        List<int[]> lines = new ArrayList<>();
        for (int[] d : Cubes.directions()) {
            for (int c = 0; c < n * n * n; c++) {
                int[] p = Cubes.coords(c, n);
                if (Cubes.inside(p[0] - d[0], p[1] - d[1], p[2] - d[2], n)) {
                    continue;
                }
                List<Integer> line = new ArrayList<>();
                for (int a = p[0], b = p[1], e = p[2]; Cubes.inside(a, b, e, n); a += d[0], b += d[1], e += d[2]) {
                    line.add((a * n + b) * n + e);
                }
                if (line.size() >= 2) {
                    lines.add(line.stream().mapToInt(Integer::intValue).toArray());
                }
            }
        }
        Set<String> placements = new HashSet<>();
        Set<String> classes = new HashSet<>();
        long cases = 0;
        long skipped = 0;
        long feasible = 0;
        int bad = 0;
        int larger = 0;
        // the cases in their fixed order, solved THREADS at a time; results taken in that order
        List<Object[]> order = new ArrayList<>();
        for (int k = (t + n - 1) / n; k <= n; k++) {
            List<int[]> sets = canonicalSets(n, k);
            for (int p = 0; p <= (n - 1) / 2; p++) {
                int room = 0;
                for (int c = 0; c < n; c++) {
                    room += Math.min(c, n - 1 - c) > p ? k - 1 : k;
                }
                if (room < t || sets.isEmpty()) {
                    skipped += sets.size();
                    continue;
                }
                for (int[] set : sets) {
                    order.add(new Object[] {k, p, set});
                }
            }
        }
        cases = order.size();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<List<int[]>>> results = new ArrayList<>();
        double[] seconds = new double[order.size()];
        for (int i = 0; i < order.size(); i++) {
            Object[] c = order.get(i);
            int index = i;
            results.add(i < FROM || i % SAMPLE != 0 ? null : pool.submit(() -> {
                long begin = System.nanoTime();
                List<int[]> found = solveCase(n, t, (int) c[0], (int) c[1], (int[]) c[2], lines, count, orMore);
                seconds[index] = (System.nanoTime() - begin) / 1e9;
                return found;
            }));
        }
        pool.shutdown();
        for (int i = (int) Math.min(FROM, order.size()); i < order.size(); i++) {
            int k = (int) order.get(i)[0];
            int p = (int) order.get(i)[1];
            int[] set = (int[]) order.get(i)[2];
            List<int[]> found;
            if (results.get(i) == null) {
                continue;
            }
            try {
                found = results.get(i).get();
            } catch (Exception e) {
                throw new IllegalStateException("case k=" + k + " p=" + p + " " + Arrays.toString(set), e);
            }
            if (SAMPLE > 1) {
                System.err.printf("case %d (k=%d p=%d): %s in %.1f s%n", i, k, p,
                        found.isEmpty() ? "infeasible" : "feasible", seconds[i]);
            }
            if (!found.isEmpty()) {
                feasible++;
            }
            for (int[] q : found) {
                if (!Cubes.independent(q, n)) {
                    bad++;
                }
                if (q.length != t) {
                    larger++;
                    System.out.println("case k=" + k + " p=" + p + " S=" + Arrays.toString(set) + ": "
                            + q.length + " queens: " + Cubes.show(q, n));
                    continue;
                }
                String least = null;
                for (int[] s : syms) {
                    int[] image = new int[q.length];
                    for (int j = 0; j < q.length; j++) {
                        image[j] = s[q[j]];
                    }
                    Arrays.sort(image);
                    String key = Arrays.toString(image);
                    placements.add(key);
                    if (least == null || key.compareTo(least) < 0) {
                        least = key;
                    }
                }
                classes.add(least);
            }
            boolean lastOfRun = i + 1 == order.size() || (int) order.get(i + 1)[0] != k || (int) order.get(i + 1)[1] != p;
            if ((i + 1) % 10 == 0 && !lastOfRun) {
                System.err.printf("k=%d p=%d: %d cases, %.0f s%n", k, p, i + 1, (System.nanoTime() - start) / 1e9);
            }
            if (!count && !found.isEmpty()) {
                System.out.println("case k=" + k + " p=" + p + " S=" + Arrays.toString(set) + " FEASIBLE: "
                        + Cubes.show(found.get(0), n));
            }
            if (lastOfRun) {
                System.err.printf("k=%d p=%d done: %d cases so far, %.0f s%n", k, p, i + 1,
                        (System.nanoTime() - start) / 1e9);
            }
        }
        if (SAMPLE > 1) {
            double sum = 0;
            int solved = 0;
            for (int i = (int) Math.min(FROM, order.size()); i < order.size(); i++) {
                if (results.get(i) != null) {
                    sum += seconds[i];
                    solved++;
                }
            }
            System.out.printf("sample: %d of the %d cases solved, every %dth, %.1f s of CP-SAT in all (%.2f s a case):"
                    + " the %d cases would take about %.0f s%n", solved, cases - Math.min(FROM, cases), SAMPLE, sum,
                    sum / Math.max(1, solved), cases - Math.min(FROM, cases),
                    sum / Math.max(1, solved) * (cases - Math.min(FROM, cases)));
            System.out.printf("a sample proves nothing: %d of the sampled cases feasible%n", feasible);
            return;
        }
        System.out.printf("cube n=%d, %d queens, %s: cases %d to %d solved, %d feasible, %d skipped by the caps;"
                + " %d placements of %d (closed under the 48 symmetries), %d classes, %d of more than %d, %d failing"
                + " the check; %.1f s (CP-SAT, %d worker(s) per case, %d case(s) at once)%n", n, t, args[2], Math.min(FROM + 1, cases), cases,
                feasible, skipped,
                placements.size(), t, classes.size(), larger, t, bad, (System.nanoTime() - start) / 1e9,
                count ? 1 : WORKERS, THREADS);
    }

    /** Cases already decided by an earlier run (its last progress line), skipped; -Dfrom=N. */
    static final long FROM = Long.getLong("from", 0);

    /** Only every this many-th case is solved, for an estimate of the run's cost; -Dsample=N. */
    static final int SAMPLE = Math.max(1, Integer.getInteger("sample", 1));

    /** Cases solved at once, each by its own CP-SAT; -Dthreads=N. */
    static final int THREADS = Integer.getInteger("threads", 1);

    /** CP-SAT workers per case when only deciding it (enumeration takes one); -Dworkers=N. */
    static final int WORKERS = Integer.getInteger("workers", 1);

    static List<int[]> solveCase(int n, int t, int k, int p, int[] set, List<int[]> lines, boolean all,
            boolean orMore) {
        int cells = n * n * n;
        CpModel model = new CpModel();
        Literal[] x = new Literal[cells];
        for (int c = 0; c < cells; c++) {
            x[c] = model.newBoolVar("x" + c);
        }
        for (int[] line : lines) {
            Literal[] lits = new Literal[line.length];
            for (int i = 0; i < line.length; i++) {
                lits[i] = x[line[i]];
            }
            model.addAtMostOne(lits);
        }
        Set<Integer> inS = new HashSet<>();
        for (int s : set) {
            inS.add(s);
        }
        for (int axis = 0; axis < 3; axis++) {
            for (int c = 0; c < n; c++) {
                List<Literal> plane = new ArrayList<>();
                for (int cell = 0; cell < cells; cell++) {
                    if (Cubes.coords(cell, n)[axis] == c) {
                        plane.add(x[cell]);
                    }
                }
                int cap = Math.min(c, n - 1 - c) > p ? k - 1 : k;
                model.addLessOrEqual(LinearExpr.sum(plane.toArray(new Literal[0])), cap);
            }
        }
        for (int a = 0; a < n; a++) {
            for (int e = 0; e < n; e++) {
                int cell = (a * n + p) * n + e;
                model.addEquality(x[cell], inS.contains(a * n + e) ? 1 : 0);
            }
        }
        if (orMore) {
            model.addGreaterOrEqual(LinearExpr.sum(x), t);
        } else {
            model.addEquality(LinearExpr.sum(x), t);
        }
        CpSolver solver = new CpSolver();
        solver.getParameters().setNumWorkers(all ? 1 : WORKERS);
        List<int[]> result = new ArrayList<>();
        if (all) {
            solver.getParameters().setEnumerateAllSolutions(true);
            solver.solve(model, new CpSolverSolutionCallback() {
                @Override
                public void onSolutionCallback() {
                    result.add(read(this::booleanValue, x));
                }
            });
        } else {
            CpSolverStatus status = solver.solve(model);
            if (status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.FEASIBLE) {
                result.add(read(solver::booleanValue, x));
            } else if (status != CpSolverStatus.INFEASIBLE) {
                throw new IllegalStateException("case k=" + k + " p=" + p + " " + Arrays.toString(set) + ": " + status);
            }
        }
        return result;
    }

    interface Value {
        boolean of(Literal l);
    }

    static int[] read(Value value, Literal[] x) {
        List<Integer> q = new ArrayList<>();
        for (int c = 0; c < x.length; c++) {
            if (value.of(x[c])) {
                q.add(c);
            }
        }
        return q.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Every set of k non-attacking queens on the n x n square that is the least of its 8 images (cells a*n+e). */
    static List<int[]> canonicalSets(int n, int k) {
        List<int[]> result = new ArrayList<>();
        extend(n, k, new int[k], 0, 0, result);
        return result;
    }

    private static void extend(int n, int k, int[] set, int size, int from, List<int[]> result) {
        if (size == k) {
            if (isLeast(set, n)) {
                result.add(set.clone());
            }
            return;
        }
        for (int cell = from; cell < n * n; cell++) {
            if (n * n - cell < k - size) {
                return;
            }
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int dr = Math.abs(set[i] / n - cell / n);
                int dc = Math.abs(set[i] % n - cell % n);
                ok = dr != 0 && dc != 0 && dr != dc;
            }
            if (ok) {
                set[size] = cell;
                extend(n, k, set, size + 1, cell + 1, result);
            }
        }
    }

    private static boolean isLeast(int[] set, int n) {
        String own = Arrays.toString(set);
        for (int s = 1; s < 8; s++) {
            int[] image = new int[set.length];
            for (int i = 0; i < set.length; i++) {
                int r = set[i] / n;
                int c = set[i] % n;
                int r2 = (s & 1) == 1 ? n - 1 - r : r;
                int c2 = (s & 2) == 2 ? n - 1 - c : c;
                image[i] = (s & 4) == 4 ? c2 * n + r2 : r2 * n + c2;
            }
            Arrays.sort(image);
            if (Arrays.toString(image).compareTo(own) < 0) {
                return false;
            }
        }
        return true;
    }
}
