import static org.polyboard.testing.QuietUnitContext.QUIET;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Executor;

import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.api.work.WorkUnits;
import org.polyboard.core.catalog.DefaultProblem;
import org.polyboard.solver.bnb.BranchAndBoundSolver;
import org.polyboard.testing.TestdataProblems;

/**
 * An estimate of the knight census (every cover of the n×n board with at most k pieces, bnb --all) from sampled
 * work units, without running it. The census round is planned as a solve plans it (the rounds below k are skipped:
 * only the census is estimated); a random sample of its units is searched, each with the solve's node budget, and
 * a unit that stops at its budget is followed into one of the nodes it left open, chosen at random, whose estimate
 * counts for all of them (Knuth's estimator of a tree's size, applied to the units' open nodes). That is unbiased
 * for the census's nodes; the spread of the sampled units gives its standard error. Nodes become one-core time at
 * the rate the sampled searches ran. Arguments: n:k pairs (k the minimum, e.g. 15:36), then optionally
 * {@code samples=S seed=X}. Run by bench/census-estimate.sh.
 */
public final class CensusEstimate {

    public static void main(String[] args) throws Exception {
        int samples = 40;
        long seed = 1;
        List<int[]> cases = new ArrayList<>();
        try {
            for (String arg : args) {
                if (arg.startsWith("samples=")) {
                    samples = Integer.parseInt(arg.substring(8));
                } else if (arg.startsWith("seed=")) {
                    seed = Long.parseLong(arg.substring(5));
                } else {
                    String[] nk = arg.split(":");
                    if (nk.length != 2) {
                        throw new NumberFormatException("not n:k");
                    }
                    cases.add(new int[] {Integer.parseInt(nk[0]), Integer.parseInt(nk[1])});
                }
            }
        } catch (NumberFormatException e) {
            System.err.println("census-estimate: arguments are n:k pairs (e.g. 15:36), then samples=S and seed=X; "
                    + "got " + String.join(" ", args));
            System.exit(2);
        }
        if (cases.isEmpty()) {
            System.err.println("census-estimate: no n:k pair given (e.g. 15:36)");
            System.exit(2);
        }
        for (int[] c : cases) {
            estimate(c[0], c[1], samples, new Random(seed));
        }
    }

    private static void estimate(int n, int k, int samples, Random random) throws Exception {
        String spec = "rect:" + n + "x" + n;
        Problem problem = new DefaultProblem(new Instance("bench", Map.of("n", "" + n), spec, "knight",
                Objective.MIN_DOMINATION), TestdataProblems.board(spec), TestdataProblems.piece("knight"));
        BranchAndBoundSolver solver = new BranchAndBoundSolver();
        SolveOptions options = new SolveOptions(true, 0).withThreads(1);
        long[] searched = {0, 0};
        WorkUnits sampling = (unitSolver, p, plan) -> {
            List<WorkUnit> units = plan.units();
            // ids are [tree version/]k<k>/...: the round's k is a whole segment of the id
            if (!("/" + units.get(0).id()).contains("/k" + k + "/")) {
                // a round below k: taken as refuted without searching it, so that the solve goes on to the census
                Map<String, UnitResult> none = new LinkedHashMap<>();
                units.forEach(u -> none.put(u.id(), new UnitResult(true, 0, 0, 0, List.of(), Map.of())));
                return new PlanOutcome(true, 0, 0, 0, List.of(), none, 0, Map.of());
            }
            double[] estimates = new double[samples];
            long start = System.nanoTime();
            for (int s = 0; s < samples; s++) {
                WorkUnit unit = units.get(random.nextInt(units.size()));
                double weight = 1;
                double nodes = 0;
                while (true) {
                    UnitResult result = unitSolver.run(p, options, unit, QUIET);
                    searched[0] += result.nodes();
                    nodes += weight * result.nodes();
                    List<WorkUnit> open = solver.children(p, unit, result);
                    if (open.isEmpty()) {
                        break;
                    }
                    weight *= open.size();
                    unit = open.get(random.nextInt(open.size()));
                }
                estimates[s] = nodes;
            }
            searched[1] += System.nanoTime() - start;
            double mean = 0;
            for (double e : estimates) {
                mean += e / samples;
            }
            double variance = 0;
            for (double e : estimates) {
                variance += (e - mean) * (e - mean) / Math.max(1, samples - 1);
            }
            double total = mean * units.size();
            double error = Math.sqrt(variance / samples) * units.size();
            double nsPerNode = (double) searched[1] / searched[0];
            System.out.printf("knight census n=%d, covers with at most %d pieces: %d units, %d sampled (%d nodes in %.1f s,"
                    + " %.0f ns a node)%n", n, k, units.size(), samples, searched[0], searched[1] / 1e9, nsPerNode);
            System.out.printf("  estimated nodes %.3g (standard error %.2g): about %s on one core, %s on two%n", total,
                    error, duration(total * nsPerNode / 1e9), duration(total * nsPerNode / 2e9));
            return new PlanOutcome(false, 0, 0, 0, List.of(), Map.of(), 0, Map.of());
        };
        solver.solve(problem, new Context(options, sampling));
        if (searched[0] == 0) {
            // the rounds start at the fractional packing bound, which is above k
            System.out.printf("knight census n=%d, covers with at most %d pieces: none, the packing bound is above %d%n",
                    n, k, k);
        }
    }

    private static String duration(double seconds) {
        if (seconds < 120) {
            return String.format("%.0f s", seconds);
        }
        if (seconds < 7200) {
            return String.format("%.0f min", seconds / 60);
        }
        if (seconds < 3 * 86400) {
            return String.format("%.1f h", seconds / 3600);
        }
        return String.format("%.0f days", seconds / 86400);
    }

    private record Context(SolveOptions options, WorkUnits units) implements SolveContext {
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
        public Executor executor() {
            return Runnable::run;
        }

        @Override
        public SolveContext.Poll poll(long millis, Runnable tick) {
            return () -> { };
        }

        @Override
        public int parallelism() {
            return 1;
        }
    }
}
