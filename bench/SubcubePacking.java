import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.google.ortools.sat.Literal;

/**
 * Non-attacking queens on 3^d as disjoint subcubes of the d-cube {0,1}^d, searched with CP-SAT. A cell of 3^d is the
 * subcube whose free directions are its coordinates equal to 1 and whose fixed values are its others (0 or 2 as 0 or
 * 1); two queens attack exactly when their subcubes have the same directions or meet (OEIS A115993's argument), so a
 * placement is a packing of subcubes with distinct direction sets. The model is the exact cover of the d-cube by the
 * chosen subcubes and the holes (vertices left uncovered), with:
 * <ul>
 * <li>the number of subcubes of each dimension fixed (a count vector that reaches the bound: on 3^8, 52 needs one of
 * (1,8,28,15), (1,7,28,16), (1,8,27,16); (0,8,28,16) is impossible, see below);</li>
 * <li>the subcube of dimension 0 at the origin (the flips of coordinates are symmetries);</li>
 * <li>the character sums: for every nonempty T, the sum over the d-cube of (-1)^(x.T) is 0, and a subcube contributes
 * (-1)^(f.T) 2^|S| when its directions S miss T and 0 otherwise, so the chosen subcubes and the holes add up to 0 for
 * every T. These are linear consequences of the exact cover, but stated apart they let the solver reason with them.
 * They also pin the holes: with (1,7,28,16) and the edge of direction j missing, T = all gives a hole of odd weight,
 * T = all but j a hole with 0 at j, T = all but k (k != j) a hole with 1 at k; so the one hole is 1 everywhere but at j.
 * With (0,8,28,16), T = all but j leaves the edge of direction j alone, whose ±2 cannot be 0: no such placement.</li>
 * </ul>
 * Arguments: d, the counts by dimension (e.g. 1,7,28,16), the number of holes, the fixed holes in coordinate order
 * (e.g. 01111111, or - for none), the time limit in seconds, the workers, the output file for the result (a
 * {@code polyboard verify} input, 1-based cells). Run by bench/hypercube-52.sh; a benchmark, not a test.
 */
public final class SubcubePacking {

    private SubcubePacking() {
    }

    public static void main(String[] args) throws Exception {
        Loader.loadNativeLibraries();
        int d = Integer.parseInt(args[0]);
        int[] counts = Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray();
        int holes = Integer.parseInt(args[2]);
        int[] fixedHoles = args[3].equals("-") ? new int[0]
                : Arrays.stream(args[3].split(",")).mapToInt(SubcubePacking::vertex).toArray();
        double seconds = Double.parseDouble(args[4]);
        int workers = Integer.parseInt(args[5]);
        Path out = Path.of(args[6]);
        int vertices = 1 << d;
        int top = counts.length - 1;

        CpModel model = new CpModel();
        List<int[]> cubes = new ArrayList<>(); // {directions, fixed values}
        List<Literal> chosen = new ArrayList<>();
        List<List<Literal>> covering = new ArrayList<>();
        for (int v = 0; v < vertices; v++) {
            covering.add(new ArrayList<>());
        }
        Map<Integer, List<Literal>> byDirections = new HashMap<>();
        List<List<Literal>> byDimension = new ArrayList<>();
        for (int k = 0; k <= top; k++) {
            byDimension.add(new ArrayList<>());
        }
        for (int s = 1; s < vertices; s++) {
            int k = Integer.bitCount(s);
            if (k > top || counts[k] == 0) {
                continue;
            }
            int rest = (vertices - 1) & ~s;
            for (int f = rest;; f = (f - 1) & rest) {
                Literal x = model.newBoolVar("c" + s + "_" + f);
                cubes.add(new int[] {s, f});
                chosen.add(x);
                byDirections.computeIfAbsent(s, key -> new ArrayList<>()).add(x);
                byDimension.get(k).add(x);
                for (int free = s;; free = (free - 1) & s) {
                    covering.get(f | free).add(x);
                    if (free == 0) {
                        break;
                    }
                }
                if (f == 0) {
                    break;
                }
            }
        }
        // the origin is the subcube of dimension 0; every other vertex is covered once or is a hole
        Literal[] hole = new Literal[vertices];
        for (int v = 1; v < vertices; v++) {
            hole[v] = model.newBoolVar("h" + v);
            covering.get(v).add(hole[v]);
            model.addExactlyOne(covering.get(v));
        }
        for (int v : fixedHoles) {
            model.addEquality(hole[v], 1);
        }
        model.addEquality(LinearExpr.sum(Arrays.copyOfRange(hole, 1, vertices)), holes);
        for (Map.Entry<Integer, List<Literal>> e : byDirections.entrySet()) {
            model.addAtMostOne(e.getValue());
        }
        for (int k = 1; k <= top; k++) {
            model.addEquality(LinearExpr.sum(byDimension.get(k).toArray(new Literal[0])), counts[k]);
        }
        for (int t = 1; t < vertices; t++) {
            LinearExprBuilder sum = LinearExpr.newBuilder();
            for (int i = 0; i < cubes.size(); i++) {
                int s = cubes.get(i)[0];
                int f = cubes.get(i)[1];
                if ((s & t) == 0) {
                    sum.addTerm(chosen.get(i), (Integer.bitCount(f & t) % 2 == 0 ? 1 : -1) << Integer.bitCount(s));
                }
            }
            for (int v = 1; v < vertices; v++) {
                sum.addTerm(hole[v], Integer.bitCount(v & t) % 2 == 0 ? 1 : -1);
            }
            model.addEquality(sum, -1); // the origin adds 1
        }

        CpSolver solver = new CpSolver();
        solver.getParameters().setMaxTimeInSeconds(seconds).setNumWorkers(workers);
        long start = System.nanoTime();
        CpSolverStatus status = solver.solve(model);
        double took = (System.nanoTime() - start) / 1e9;
        if (status != CpSolverStatus.OPTIMAL && status != CpSolverStatus.FEASIBLE) {
            System.out.printf(Locale.ROOT, "CP-SAT %s after %.1f s (d %d, counts %s, %d holes, %d fixed)%n", status, took,
                    d, args[1], holes, fixedHoles.length);
            System.exit(status == CpSolverStatus.INFEASIBLE ? 3 : 4);
        }
        List<int[]> cells = new ArrayList<>();
        cells.add(new int[d]);
        for (int i = 0; i < cubes.size(); i++) {
            if (solver.booleanValue(chosen.get(i))) {
                int[] cell = new int[d];
                for (int axis = 0; axis < d; axis++) {
                    cell[axis] = (cubes.get(i)[0] >> axis & 1) == 1 ? 1 : 2 * (cubes.get(i)[1] >> axis & 1);
                }
                cells.add(cell);
            }
        }
        StringBuilder json = new StringBuilder("{\"family\":\"polycube\",\"params\":{\"n\":3,\"d\":" + d
                + ",\"piece\":\"queen\"},\"objective\":\"MAX_INDEPENDENT\",\"solver\":\"bench-subcube-cpsat\","
                + "\"status\":\"FEASIBLE\",\"value\":" + cells.size() + ",\"solutions\":[[");
        for (int i = 0; i < cells.size(); i++) {
            json.append(i == 0 ? "[" : ",[");
            for (int axis = 0; axis < d; axis++) {
                json.append(axis == 0 ? "" : ",").append(cells.get(i)[axis] + 1);
            }
            json.append(']');
        }
        json.append("]],\"verified\":false,\"millis\":").append(Math.round(took * 1000)).append("}\n");
        Files.writeString(out, json);
        System.out.printf(Locale.ROOT, "CP-SAT %s: %d queens after %.1f s (d %d, counts %s, %d holes, %d fixed)%n",
                status, cells.size(), took, d, args[1], holes, fixedHoles.length);
    }

    /** A vertex written in coordinate order, e.g. 01111111: coordinate 0 is 0. */
    private static int vertex(String bits) {
        int v = 0;
        for (int axis = 0; axis < bits.length(); axis++) {
            v |= (bits.charAt(axis) - '0') << axis;
        }
        return v;
    }
}
