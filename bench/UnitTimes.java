import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.concurrent.Executor;

import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.api.work.WorkUnits;
import org.polyboard.core.catalog.DefaultProblem;
import org.polyboard.core.exec.units.PlanRunner;
import org.polyboard.core.exec.SharedExecutor;
import org.polyboard.solver.bnb.BranchAndBoundSolver;
import org.polyboard.solver.enumerate.EnumerateSolver;
import org.polyboard.testing.TestdataProblems;

/**
 * The work units of two exact searches timed one at a time on one thread: their count, the distribution of their
 * times (min, median, max, the ten largest), and from those times the makespan of 1 to 64 workers, each round
 * (plan) scheduled largest first onto the least loaded worker, rounds one after another. Each search runs twice:
 * with whole units (their node budget removed, as before adaptive splitting) and with units that stop at their
 * budget and split what they left open into the next plan. Run by bench/unit-times.sh.
 */
public final class UnitTimes {

    /**
     * @param args the rows, each {@code knight:N} (the census of N×N knight covers, bnb) or {@code queen:N} (queen
     *     domination of N×N, enumerate); by default {@code knight:14 queen:16}. With {@code -Dadaptive=only} only the
     *     run with the units' node budget (the searches as they run).
     */
    public static void main(String[] args) throws Exception {
        List<String> rows = args.length == 0 ? List.of("knight:14", "queen:16") : List.of(args);
        boolean[] modes = "only".equals(System.getProperty("adaptive")) ? new boolean[] {true}
                : new boolean[] {false, true};
        for (boolean adaptive : modes) {
            for (String row : rows) {
                String[] parts = row.split(":");
                int n = Integer.parseInt(parts[1]);
                if (parts[0].equals("knight")) {
                    time("knight-cover n=" + n + " --all (bnb)", new BranchAndBoundSolver(), problem("knight", n), true,
                            adaptive);
                } else if (parts[0].equals("queen")) {
                    time("queens n=" + n + " min-domination (enumerate)", new EnumerateSolver(), problem("queen", n),
                            false, adaptive);
                } else {
                    throw new IllegalArgumentException("a row is knight:N or queen:N, not " + row);
                }
            }
        }
    }

    /** The plan with its units' node budget removed: every unit searches its whole part, none splits. */
    private static Plan whole(Plan plan) {
        List<WorkUnit> units = new ArrayList<>();
        for (WorkUnit unit : plan.units()) {
            Map<String, String> spec = new LinkedHashMap<>(unit.spec());
            spec.remove("budget");
            units.add(new WorkUnit(unit.id(), spec));
        }
        return new Plan(plan.label(), units, plan.stopAtFirst(), plan.keep(), plan.best(), plan.bound());
    }

    private static Problem problem(String piece, int n) {
        String spec = "rect:" + n + "x" + n;
        return new DefaultProblem(new Instance("bench", Map.of("n", "" + n), spec, piece, Objective.MIN_DOMINATION),
                TestdataProblems.board(spec), TestdataProblems.piece(piece));
    }

    private static void time(String label, Solver solver, Problem problem, boolean all, boolean adaptive)
            throws Exception {
        List<List<Double>> rounds = new ArrayList<>();
        SolveOptions options = new SolveOptions(all, 0).withThreads(1);
        SharedExecutor pool = new SharedExecutor(1);
        try {
            PlanRunner local = new PlanRunner(options, pool, 1, () -> false, null, (n, b, d, m) -> { });
            WorkUnits timed = (unitSolver, p, plan) -> {
                List<Double> times = Collections.synchronizedList(new ArrayList<>());
                rounds.add(times);
                UnitSolver clock = (pr, o, unit, context) -> {
                    long start = System.nanoTime();
                    UnitResult result = unitSolver.run(pr, o, unit, context);
                    times.add((System.nanoTime() - start) / 1e6);
                    return result;
                };
                return local.run(clock, p, adaptive ? plan : whole(plan));
            };
            long start = System.nanoTime();
            SolveResult result = solver.solve(problem, new Context(options, pool, timed));
            double wall = (System.nanoTime() - start) / 1e6;
            List<Double> units = new ArrayList<>();
            rounds.forEach(units::addAll);
            Collections.sort(units);
            System.out.printf("%s, %s: %s value %s, %d solutions, %d plans, %d units in %.0f ms%n", label,
                    adaptive ? "units split at their node budget" : "whole units (no budget)",
                    result.status(), result.value(), result.solutionCount() == null ? 1 : result.solutionCount(),
                    rounds.size(), units.size(), wall);
            System.out.printf("  unit ms: min %.2f  median %.2f  max %.1f  sum %.0f%n", units.get(0),
                    units.get(units.size() / 2), units.get(units.size() - 1), units.stream().mapToDouble(d -> d).sum());
            List<Double> largest = new ArrayList<>(units.subList(Math.max(0, units.size() - 10), units.size()));
            Collections.reverse(largest);
            System.out.printf("  ten largest: %s%n", largest.stream().map(d -> String.format("%.0f", d)).toList());
            StringBuilder line = new StringBuilder("  simulated makespan ms (largest first):");
            for (int workers : new int[] {1, 2, 4, 8, 16, 64}) {
                double makespan = 0;
                for (List<Double> round : rounds) {
                    makespan += makespan(round, workers);
                }
                line.append(String.format("  %d: %.0f", workers, makespan));
            }
            System.out.println(line);
        } finally {
            pool.close();
        }
    }

    /** Greedy largest first: each unit, largest first, to the least loaded worker. */
    static double makespan(List<Double> times, int workers) {
        List<Double> sorted = new ArrayList<>(times);
        sorted.sort(Collections.reverseOrder());
        PriorityQueue<Double> loads = new PriorityQueue<>();
        for (int w = 0; w < workers; w++) {
            loads.add(0.0);
        }
        double max = 0;
        for (double t : sorted) {
            double load = loads.poll() + t;
            max = Math.max(max, load);
            loads.add(load);
        }
        return max;
    }

    private record Context(SolveOptions options, Executor executor, WorkUnits units) implements SolveContext {
        @Override
        public long remainingMillis() {
            return Long.MAX_VALUE;
        }

        @Override
        public boolean shouldStop() {
            return false;
        }

        @Override
        public void progress(long nodes, String best, String bound, String message) {
        }

        @Override
        public int parallelism() {
            return 1;
        }

        @Override
        public SolveContext.Poll poll(long millis, Runnable tick) {
            return () -> { };
        }
    }
}
