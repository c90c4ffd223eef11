import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import com.google.ortools.Loader;
import com.google.ortools.modelbuilder.ModelBuilder;
import com.google.ortools.modelbuilder.ModelSolver;
import com.google.ortools.modelbuilder.SolveStatus;

/**
 * Solves one MPS file (the 0-1 program `polyboard export --format mps` writes) with native solvers through OR-Tools,
 * one after another, and prints each one's status, objective, bound and wall time. Arguments: the file, the time limit
 * in seconds, then solver names as OR-Tools knows them (scip, highs, sat, cbc). Each runs on one thread, CP-SAT
 * included (num_workers:1). Run by bench/native-solvers.sh; a benchmark, not a test.
 */
public final class NativeSolvers {

    private NativeSolvers() {
    }

    public static void main(String[] args) throws Exception {
        Loader.loadNativeLibraries();
        String mps = Files.readString(Path.of(args[0]));
        int limit = Integer.parseInt(args[1]);
        for (int i = 2; i < args.length; i++) {
            String name = args[i];
            ModelBuilder model = new ModelBuilder();
            if (!model.importFromMpsString(mps)) {
                throw new IllegalStateException("OR-Tools could not read " + args[0]);
            }
            ModelSolver solver = new ModelSolver(name);
            if (!solver.solverIsSupported()) {
                System.out.printf("%-6s not in this OR-Tools build%n", name);
                continue;
            }
            if (name.equals("sat")) {
                solver.setSolverSpecificParameters("num_workers:1");
            } else if (name.equals("highs")) {
                solver.setSolverSpecificParameters("threads=1");
            }
            solver.setTimeLimit(Duration.ofSeconds(limit));
            long start = System.nanoTime();
            SolveStatus status = solver.solve(model);
            double seconds = (System.nanoTime() - start) / 1e9;
            boolean solved = solver.hasSolution();
            System.out.printf("%-6s %-10s value %s bound %s %.1f s%n", name, status,
                    solved ? String.format("%.0f", solver.getObjectiveValue()) : "-",
                    solved ? String.format("%.3f", solver.getBestObjectiveBound()) : "-", seconds);
        }
    }
}
