import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;

/**
 * Non-attacking queens on 3^d as subcubes, asked of CP-SAT with a symmetry imposed: a placement is a family of
 * pairwise disjoint subcubes of {0,1}^d with distinct direction sets (a queen's coordinates equal to 1 are its
 * subcube's directions, its 0s and 2s the subcube's fixed values), here with given counts per size (the middle-set
 * bound's counts, e.g. 1,9,36,43 on 3^9) and invariant under a permutation of the coordinates (cycles such as
 * 012,345,678; "-" for none) followed by a translation (a bit string; 0 for none). A symmetric placement is far
 * fewer variables; none found says nothing of the asymmetric ones. A model written here for the experiment
 * (docs/polycube.md, 3^9); a benchmark, not a test. Prints the status and, when found, every queen ("Q 10201...").
 * <pre>
 * bench/symmetric-subcubes.sh D COUNTS CYCLES TRANSLATION SECONDS WORKERS
 * bench/symmetric-subcubes.sh 9 1,9,36,43 012,345,678 0 1200 2
 * </pre>
 */
public final class SymmetricSubcubes {

    private SymmetricSubcubes() {
    }

    public static void main(String[] args) {
        Loader.loadNativeLibraries();
        int d = Integer.parseInt(args[0]);
        int[] counts = Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray();
        int[] permutation = permutation(d, args[2]);
        int translation = Integer.parseInt(args[3], 2);
        double seconds = Double.parseDouble(args[4]);
        int workers = Integer.parseInt(args[5]);
        int points = 1 << d;
        CpModel model = new CpModel();
        // per direction set with fewer elements than counts has entries, a variable per position (its fixed values)
        Literal[][] x = new Literal[points][];
        List<List<Literal>> atPoint = new ArrayList<>();
        for (int p = 0; p < points; p++) {
            atPoint.add(new ArrayList<>());
        }
        List<List<Literal>> bySize = new ArrayList<>();
        for (int s = 0; s < counts.length; s++) {
            bySize.add(new ArrayList<>());
        }
        for (int set = 0; set < points; set++) {
            int size = Integer.bitCount(set);
            if (size >= counts.length) {
                continue;
            }
            x[set] = new Literal[points];
            List<Literal> placed = new ArrayList<>();
            int fixed = ~set & (points - 1);
            for (int c = fixed; ; c = (c - 1) & fixed) {
                x[set][c] = model.newBoolVar("x" + set + "_" + c);
                placed.add(x[set][c]);
                bySize.get(size).add(x[set][c]);
                for (int sub = set; ; sub = (sub - 1) & set) {
                    atPoint.get(c | sub).add(x[set][c]);
                    if (sub == 0) {
                        break;
                    }
                }
                if (c == 0) {
                    break;
                }
            }
            // each direction set once
            model.addAtMostOne(placed);
        }
        // the subcubes disjoint
        for (List<Literal> covering : atPoint) {
            model.addAtMostOne(covering);
        }
        for (int s = 0; s < counts.length; s++) {
            model.addEquality(LinearExpr.sum(bySize.get(s).toArray(new Literal[0])), counts[s]);
        }
        boolean identity = translation == 0;
        for (int i = 0; i < d; i++) {
            identity &= permutation[i] == i;
        }
        if (identity) {
            // the translations put the point (the queen with no 1s) at 0
            model.addEquality(x[0][0], 1);
        } else {
            // the image of a subcube under the symmetry is placed with it
            for (int set = 0; set < points; set++) {
                if (x[set] == null) {
                    continue;
                }
                int image = permuted(set, permutation);
                int fixed = ~set & (points - 1);
                for (int c = fixed; ; c = (c - 1) & fixed) {
                    model.addEquality(x[set][c], x[image][(permuted(c, permutation) ^ translation) & ~image & (points - 1)]);
                    if (c == 0) {
                        break;
                    }
                }
            }
        }
        CpSolver solver = new CpSolver();
        solver.getParameters().setNumWorkers(workers).setMaxTimeInSeconds(seconds);
        long start = System.nanoTime();
        CpSolverStatus status = solver.solve(model);
        System.out.printf("3^%d, counts %s, symmetry %s then %s: %s in %.1f s%n", d, args[1], args[2], args[3], status,
                (System.nanoTime() - start) / 1e9);
        if (status == CpSolverStatus.OPTIMAL || status == CpSolverStatus.FEASIBLE) {
            int queens = 0;
            for (int set = 0; set < points; set++) {
                for (int c = 0; x[set] != null && c < points; c++) {
                    if (x[set][c] != null && solver.booleanValue(x[set][c])) {
                        queens++;
                        StringBuilder queen = new StringBuilder("Q ");
                        for (int i = 0; i < d; i++) {
                            queen.append((set >> i & 1) != 0 ? '1' : (c >> i & 1) != 0 ? '2' : '0');
                        }
                        System.out.println(queen);
                    }
                }
            }
            System.out.println(queens + " queens");
        }
    }

    /** The permutation of the coordinates given as cycles of digits ("012,345"), or the identity for "-". */
    private static int[] permutation(int d, String cycles) {
        int[] permutation = new int[d];
        Arrays.setAll(permutation, i -> i);
        for (String cycle : cycles.equals("-") ? new String[0] : cycles.split(",")) {
            for (int j = 0; j < cycle.length(); j++) {
                permutation[cycle.charAt(j) - '0'] = cycle.charAt((j + 1) % cycle.length()) - '0';
            }
        }
        return permutation;
    }

    /** The set of coordinates {@code mask} with each coordinate i moved to {@code permutation[i]}. */
    private static int permuted(int mask, int[] permutation) {
        int image = 0;
        for (int i = 0; i < permutation.length; i++) {
            if ((mask >> i & 1) != 0) {
                image |= 1 << permutation[i];
            }
        }
        return image;
    }
}
