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
import org.polyboard.api.solve.Solver;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.api.work.WorkUnits;
import org.polyboard.core.catalog.DefaultProblem;
import org.polyboard.solver.bnb.BranchAndBoundSolver;
import org.polyboard.solver.enumerate.EnumerateSolver;
import org.polyboard.testing.TestdataProblems;

/**
 * An estimate of one round of a split search from sampled work units, without running it: the knight census (every
 * cover of the n×n board with at most k pieces, bnb --all), or the round of queen domination (enumerate) that looks
 * for k queens, independent or not, on n×n: a refutation when k is below the optimum. The round is planned as a
 * solve plans it (the rounds below k are skipped: only that round is estimated); a random sample of its units is
 * searched, each with the solve's node budget, and a unit that stops at its budget is followed into one of the nodes
 * it left open, chosen at random, whose estimate counts for all of them (Knuth's estimator of a tree's size, applied
 * to the units' open nodes). That is unbiased for the round's nodes; the spread of the sampled units gives its
 * standard error. Nodes become one-core time at the rate the sampled searches ran. Arguments: {@code n:k} (a knight
 * census, k the minimum, e.g. 15:36), {@code queen:n:k} or {@code iqueen:n:k} (the domination round of k queens,
 * independent for iqueen), then optionally {@code samples=S seed=X descents=D}: {@code samples=0} runs every unit of
 * the round's first level and walks down D times (default 1) from each that split, which suits rounds whose nodes sit
 * in a few units (queen domination by frames). Run by bench/census-estimate.sh.
 */
public final class CensusEstimate {

    /** A round to estimate: the solve that plans it, the units' children, and the k that names its units. */
    private record Target(String label, Problem problem, Solver solver, Children children, SolveOptions options,
            int k) {
    }

    /** The units a unit left open at its budget. */
    private interface Children {
        List<WorkUnit> of(Problem problem, WorkUnit unit, UnitResult result);
    }

    /** Walks down from each first unit that split (1 in the sampled mode, as Knuth's estimator walks). */
    private static int descents = 1;

    public static void main(String[] args) throws Exception {
        int samples = 40;
        long seed = 1;
        List<Target> targets = new ArrayList<>();
        try {
            for (String arg : args) {
                if (arg.startsWith("samples=")) {
                    samples = Integer.parseInt(arg.substring(8));
                } else if (arg.startsWith("descents=")) {
                    descents = Integer.parseInt(arg.substring(9));
                } else if (arg.startsWith("seed=")) {
                    seed = Long.parseLong(arg.substring(5));
                } else {
                    targets.add(target(arg));
                }
            }
        } catch (NumberFormatException e) {
            System.err.println("census-estimate: arguments are n:k (a knight census), queen:n:k or iqueen:n:k, then "
                    + "samples=S (0: every unit of the first level), descents=D and seed=X; got " + String.join(" ", args));
            System.exit(2);
        }
        if (targets.isEmpty()) {
            System.err.println("census-estimate: no round given (e.g. 15:36 or iqueen:27:14)");
            System.exit(2);
        }
        for (Target target : targets) {
            estimate(target, samples, new Random(seed));
        }
    }

    private static Target target(String arg) {
        String[] parts = arg.split(":");
        if (parts.length == 2) {
            int n = Integer.parseInt(parts[0]);
            int k = Integer.parseInt(parts[1]);
            BranchAndBoundSolver bnb = new BranchAndBoundSolver();
            return new Target("knight census n=" + n + ", covers with at most " + k + " pieces",
                    problem("knight", n, Objective.MIN_DOMINATION), bnb, bnb::children,
                    new SolveOptions(true, 0).withThreads(1), k);
        }
        if (parts.length == 3 && (parts[0].equals("queen") || parts[0].equals("iqueen"))) {
            int n = Integer.parseInt(parts[1]);
            int k = Integer.parseInt(parts[2]);
            boolean independent = parts[0].equals("iqueen");
            EnumerateSolver enumerate = new EnumerateSolver();
            return new Target((independent ? "independent " : "") + "queen domination n=" + n + ", the round of " + k
                    + " queens", problem("queen", n, independent ? Objective.MIN_INDEPENDENT_DOMINATION
                            : Objective.MIN_DOMINATION), enumerate, enumerate::children,
                    new SolveOptions(false, 0).withThreads(1), k);
        }
        throw new NumberFormatException("not n:k, queen:n:k or iqueen:n:k");
    }

    private static Problem problem(String piece, int n, Objective objective) {
        String spec = "rect:" + n + "x" + n;
        return new DefaultProblem(new Instance("bench", Map.of("n", "" + n), spec, piece, objective),
                TestdataProblems.board(spec), TestdataProblems.piece(piece));
    }

    private static void estimate(Target target, int samples, Random random) throws Exception {
        int k = target.k();
        long[] searched = {0, 0};
        WorkUnits sampling = (unitSolver, p, plan) -> {
            List<WorkUnit> units = plan.units();
            // ids hold the round's k as a whole segment (t8/k36/..., idom/one/k14/...)
            if (!("/" + units.get(0).id()).contains("/k" + k + "/")) {
                // a round below k: taken as refuted without searching it, so that the solve goes on to k
                Map<String, UnitResult> none = new LinkedHashMap<>();
                units.forEach(u -> none.put(u.id(), new UnitResult(true, 0, 0, 0, List.of(), Map.of())));
                return new PlanOutcome(true, 0, 0, 0, List.of(), none, 0, Map.of());
            }
            boolean every = samples == 0;
            int drawn = every ? units.size() : samples;
            double[] estimates = new double[drawn];
            long start = System.nanoTime();
            for (int s = 0; s < drawn; s++) {
                WorkUnit first = every ? units.get(s) : units.get(random.nextInt(units.size()));
                UnitResult result = unitSolver.run(p, target.options(), first, QUIET);
                searched[0] += result.nodes();
                List<WorkUnit> children = target.children().of(p, first, result);
                // below a unit that split, `descents` walks down one open node at a time, averaged
                double below = 0;
                for (int d = 0; d < (children.isEmpty() ? 0 : descents); d++) {
                    double weight = children.size();
                    WorkUnit unit = children.get(random.nextInt(children.size()));
                    double nodes = 0;
                    while (true) {
                        UnitResult r = unitSolver.run(p, target.options(), unit, QUIET);
                        searched[0] += r.nodes();
                        nodes += weight * r.nodes();
                        List<WorkUnit> open = target.children().of(p, unit, r);
                        if (open.isEmpty()) {
                            break;
                        }
                        weight *= open.size();
                        unit = open.get(random.nextInt(open.size()));
                    }
                    below += nodes / descents;
                }
                estimates[s] = result.nodes() + below;
            }
            searched[1] += System.nanoTime() - start;
            double mean = 0;
            for (double e : estimates) {
                mean += e / drawn;
            }
            double variance = 0;
            for (double e : estimates) {
                variance += (e - mean) * (e - mean) / Math.max(1, drawn - 1);
            }
            // every unit run: the total is the sum, and its error that of the descents alone (not estimated here)
            double total = mean * units.size();
            double error = every ? Double.NaN : Math.sqrt(variance / samples) * units.size();
            double nsPerNode = (double) searched[1] / searched[0];
            System.out.printf("%s: %d units, %s (%d nodes in %.1f s, %.0f ns a node)%n", target.label(),
                    units.size(), every ? "every one run, " + descents + " descents below each that split"
                            : samples + " sampled", searched[0], searched[1] / 1e9, nsPerNode);
            System.out.printf("  estimated nodes %.3g (standard error %.2g): about %s on one core, %s on two%n", total,
                    error, duration(total * nsPerNode / 1e9), duration(total * nsPerNode / 2e9));
            return new PlanOutcome(false, 0, 0, 0, List.of(), Map.of(), 0, Map.of());
        };
        target.solver().solve(target.problem(), new Context(target.options(), sampling));
        if (searched[0] == 0) {
            // the rounds start at a bound above k (the knights' packing bound), or the round was searched whole
            System.out.printf("%s: no units to sample (the solve's bound is above %d, or the round is small enough to"
                    + " run whole)%n", target.label(), k);
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
