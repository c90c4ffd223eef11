import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitContext;
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
 * times (min, median, max, the ten largest), and from those times the makespan of 1 to 64 workers, plans one after
 * another: within a plan, as the dispatch runs them (one queue in plan order, each unit to the worker free first, the
 * units split from a unit appended when it finishes), and, to compare, level after level (the units split from a
 * level waiting for its last, as the dispatch ran them before), against the best any schedule of these units could do
 * (per plan, the sum over the workers or the longest chain of units split from one another, whichever is more) and
 * the plain sum over the workers. Each search runs twice:
 * with whole units (their node budget removed, as before adaptive splitting) and with units that stop at their
 * budget and split what they left open into the next plan. Run by bench/unit-times.sh.
 */
public final class UnitTimes {

    /**
     * Solves run before the timed one and discarded ({@code -Dwarmup=N}, 0 by default): with them the units are timed
     * with their code compiled, as on workers that have run for a while, not as the first solve of a fresh process.
     */
    private static final int WARMUP = Integer.getInteger("warmup", 0);

    /**
     * How often each unit is run where it is timed, the least time kept ({@code -Drepeat=N}, 1 by default): one
     * garbage collection or compilation inside a unit of a few ms otherwise sets the tail of 64 workers (the 14×14
     * knight census came out between 1.16× and 1.74× of its even share in four runs of the same build, its longest
     * unit 4 to 28 ms; with 3, 1.16× or 1.17× each time).
     */
    private static final int REPEAT = Math.max(1, Integer.getInteger("repeat", 1));

    /** {@code run} called {@link #REPEAT} times: its last result, and the least time (ms) in {@code millis[0]}. */
    static <R> R timed(java.util.concurrent.Callable<R> run, double[] millis) throws Exception {
        R result = null;
        millis[0] = Double.POSITIVE_INFINITY;
        for (int i = 0; i < REPEAT; i++) {
            long start = System.nanoTime();
            result = run.call();
            millis[0] = Math.min(millis[0], (System.nanoTime() - start) / 1e6);
        }
        return result;
    }

    /**
     * @param args the rows, each {@code knight:N} (the census of N×N knight covers, bnb) or {@code queen:N} (queen
     *     domination of N×N, enumerate), optionally {@code @B} for a unit budget of B nodes instead of the solver's
     *     (e.g. {@code queen:20@60000}); by default {@code knight:14 queen:16}. With {@code -Dadaptive=only} only the
     *     run with the units' node budget (the searches as they run).
     */
    public static void main(String[] args) throws Exception {
        List<String> rows = args.length == 0 ? List.of("knight:14", "queen:16") : List.of(args);
        boolean[] modes = "only".equals(System.getProperty("adaptive")) ? new boolean[] {true}
                : new boolean[] {false, true};
        for (boolean adaptive : modes) {
            for (String row : rows) {
                String[] parts = row.split("[:@]");
                int n = Integer.parseInt(parts[1]);
                long budget = parts.length > 2 ? Long.parseLong(parts[2]) : 0;
                String with = budget > 0 ? ", budget " + budget : "";
                if (parts[0].equals("knight")) {
                    time("knight-cover n=" + n + " --all (bnb" + with + ")",
                            budget > 0 ? withBudget(BranchAndBoundSolver.class, budget) : new BranchAndBoundSolver(),
                            problem("knight", n), true, adaptive);
                } else if (parts[0].equals("queen")) {
                    time("queens n=" + n + " min-domination (enumerate" + with + ")",
                            budget > 0 ? withBudget(EnumerateSolver.class, budget) : new EnumerateSolver(),
                            problem("queen", n), false, adaptive);
                } else {
                    throw new IllegalArgumentException("a row is knight:N or queen:N, not " + row);
                }
            }
        }
    }

    /** A solver built with its package-private constructor that sets the unit budget (a bench, not an API). */
    private static Solver withBudget(Class<? extends Solver> type, long budget) throws Exception {
        var constructor = type.getDeclaredConstructor(long.class);
        constructor.setAccessible(true);
        return constructor.newInstance(budget);
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

    /**
     * One plan as it ran: its units' ids in plan order, the time of each unit that ran, and the units split from each
     * (in the order the split gave them).
     */
    private record Tree(String label, List<String> roots, Map<String, Double> times,
            Map<String, List<String>> children, Rerun rerun) {

        /** The units that ran, level by level: the plan's, then those split from them, and so on. */
        List<List<Double>> levels() {
            List<List<Double>> levels = new ArrayList<>();
            List<String> level = roots;
            while (!level.isEmpty()) {
                List<Double> times = new ArrayList<>();
                List<String> next = new ArrayList<>();
                for (String id : level) {
                    Double t = times().get(id);
                    if (t != null) {
                        times.add(t);
                        next.addAll(children.getOrDefault(id, List.of()));
                    }
                }
                if (!times.isEmpty()) {
                    levels.add(times);
                }
                level = next;
            }
            return levels;
        }

        /** The time of the plan's units, summed. */
        double total() {
            return times.values().stream().mapToDouble(d -> d).sum();
        }

        /** The longest chain of units, each split from the one before: no number of workers ends the plan sooner. */
        double critical() {
            double longest = 0;
            for (String id : roots) {
                longest = Math.max(longest, chain(id));
            }
            return longest;
        }

        private double chain(String id) {
            Double t = times.get(id);
            if (t == null) {
                return 0;
            }
            double below = 0;
            for (String child : children.getOrDefault(id, List.of())) {
                below = Math.max(below, chain(child));
            }
            return t + below;
        }
    }

    private static void time(String label, Solver solver, Problem problem, boolean all, boolean adaptive)
            throws Exception {
        List<Tree> plans = Collections.synchronizedList(new ArrayList<>());
        SolveOptions options = new SolveOptions(all, 0).withThreads(1);
        SharedExecutor pool = new SharedExecutor(1);
        try {
            PlanRunner local = new PlanRunner(options, pool, 1, () -> false, null, (n, b, d, m) -> { });
            WorkUnits timed = new WorkUnits() {
                @Override
                public PlanOutcome run(UnitSolver unitSolver, Problem p, Plan plan) throws Exception {
                    return run(unitSolver, p, plan, (unit, result) -> List.of());
                }

                @Override
                public PlanOutcome run(UnitSolver unitSolver, Problem p, Plan plan, Split split) throws Exception {
                    Plan run = adaptive ? plan : whole(plan);
                    Rerun rerun = new Rerun(unitSolver, p, options, split, run.stopAtFirst(), new ConcurrentHashMap<>(),
                            new ConcurrentHashMap<>());
                    Tree tree = new Tree(run.label(), run.ids(), new ConcurrentHashMap<>(), new ConcurrentHashMap<>(),
                            rerun);
                    plans.add(tree);
                    run.units().forEach(unit -> rerun.units().put(unit.id(), unit));
                    UnitSolver clock = (pr, o, unit, context) -> {
                        double[] time = new double[1];
                        UnitResult result = timed(() -> unitSolver.run(pr, o, unit, context), time);
                        double millis = time[0];
                        tree.times().put(unit.id(), millis);
                        NODES.put(unit.id(), result.nodes());
                        rerun.measured().put(Rerun.key(unit), new Measured(millis, result.nodes(), result.found(),
                                split.of(unit, result)));
                        return result;
                    };
                    Split recorded = (unit, result) -> {
                        List<WorkUnit> below = split.of(unit, result);
                        if (!below.isEmpty()) {
                            tree.children().put(unit.id(), below.stream().map(WorkUnit::id).toList());
                            below.forEach(child -> rerun.units().put(child.id(), child));
                        }
                        return below;
                    };
                    return local.run(clock, p, run, recorded);
                }
            };
            for (int i = 0; i < WARMUP; i++) {
                solver.solve(problem, new Context(options, pool, timed));
                plans.clear();
            }
            long start = System.nanoTime();
            SolveResult result = solver.solve(problem, new Context(options, pool, timed));
            double wall = (System.nanoTime() - start) / 1e6;
            List<Double> units = new ArrayList<>();
            int levels = 0;
            for (Tree tree : plans) {
                units.addAll(tree.times().values());
                levels += tree.levels().size();
            }
            Collections.sort(units);
            double sum = units.stream().mapToDouble(d -> d).sum();
            System.out.printf("%s, %s: %s value %s, %d solutions, %s nodes, %d plans (%d levels), %d units in"
                    + " %.0f ms%n", label, adaptive ? "units split at their node budget" : "whole units (no budget)",
                    result.status(), result.value(), result.solutionCount() == null ? 1 : result.solutionCount(),
                    result.stats().get("nodes"), plans.size(), levels, units.size(), wall);
            System.out.printf("  unit ms: min %.2f  median %.2f  max %.1f  sum %.0f%n", units.get(0),
                    units.get(units.size() / 2), units.get(units.size() - 1), sum);
            List<Double> largest = new ArrayList<>(units.subList(Math.max(0, units.size() - 10), units.size()));
            Collections.reverse(largest);
            System.out.printf("  ten largest: %s%n", largest.stream().map(d -> String.format("%.0f", d)).toList());
            if (Boolean.getBoolean("ids")) {
                // the ten largest units by id, to find which part of the search they hold
                List<Map.Entry<String, Double>> byId = new ArrayList<>();
                for (Tree tree : plans) {
                    byId.addAll(tree.times().entrySet());
                }
                byId.sort(Map.Entry.<String, Double>comparingByValue().reversed());
                for (Map.Entry<String, Double> e : byId.subList(0, Math.min(10, byId.size()))) {
                    System.out.printf("    %.1f ms  %d nodes  %s%n", e.getValue(), NODES.get(e.getKey()), e.getKey());
                }
            }
            for (Tree tree : plans) {
                System.out.printf("  plan '%s': %d units, %d levels, %.0f ms of units%n", tree.label(),
                        tree.times().size(), tree.levels().size(),
                        tree.total());
            }
            // each makespan with its ratio to the best schedule of these units and to the plain sum over the workers
            StringBuilder byLevels = new StringBuilder("  simulated makespan ms, levels one after another:");
            StringBuilder streaming = new StringBuilder("  simulated makespan ms, split units queued as they appear"
                    + " (as run before splits on demand):");
            StringBuilder demand = new StringBuilder(String.format("  simulated makespan ms, as the coordinator"
                    + " runs them: rounds one after another, the longest unit split when a worker waits (after %.0f"
                    + " ms, and twice the mean unit so far; %.1f ms to take effect):", SPLIT_AFTER, LATENCY));
            // the splits once, discarded: the code of units resumed deep in a frame (its linear programs) compiled
            // first, as on workers that have run a while (the first such unit of a process took about 290 ms)
            for (int workers : WORKERS) {
                for (Tree tree : plans) {
                    demanded(List.of(tree), workers, 0, 0);
                }
            }
            for (Tree tree : plans) {
                tree.rerun().measured().keySet().retainAll(tree.rerun().recorded());
            }
            StringBuilder overlapped = new StringBuilder("  the same, each round's units queued once the rounds"
                    + " before it have none left, the tail of the first round not through split first (rounds"
                    + " beside each other; not built):");
            StringBuilder plain = new StringBuilder("  sum / workers:");
            StringBuilder ideal = new StringBuilder("  ideal (sum / workers, at least the longest chain of units):");
            for (int workers : WORKERS) {
                double leveled = 0;
                double streamed = 0;
                for (Tree tree : plans) {
                    for (List<Double> level : tree.levels()) {
                        leveled += makespan(level, workers);
                    }
                    streamed += streamed(tree, workers);
                }
                double best = 0;
                for (Tree tree : plans) {
                    best += Math.max(tree.total() / workers,
                            tree.critical());
                }
                double even = sum / workers;
                double demanded = 0;
                int splits = 0;
                double priorSum = 0;
                int priorCount = 0;
                for (Tree tree : plans) {
                    double[] run = demanded(List.of(tree), workers, priorSum, priorCount);
                    priorSum += tree.total();
                    priorCount += tree.times().size();
                    if (Boolean.getBoolean("trace")) {
                        System.out.printf("    %d workers, plan '%s': %.1f ms, %.0f splits (even share %.1f ms)%n",
                                workers, tree.label(), run[0], run[1],
                                tree.total() / workers);
                    }
                    demanded += run[0];
                    splits += (int) run[1];
                }
                demand.append(String.format("  %d: %.0f (%.2f×, %d splits)", workers, demanded, demanded / even,
                        splits));
                double[] beside = demanded(plans, workers, 0, 0);
                overlapped.append(String.format("  %d: %.0f (%.2f×, %d splits)", workers, beside[0],
                        beside[0] / even, (int) beside[1]));
                byLevels.append(String.format("  %d: %.0f (%.2f×, %.2f×)", workers, leveled, leveled / best,
                        leveled / even));
                streaming.append(String.format("  %d: %.0f (%.2f×, %.2f×)", workers, streamed, streamed / best,
                        streamed / even));
                ideal.append(String.format("  %d: %.0f", workers, best));
                plain.append(String.format("  %d: %.0f", workers, sum / workers));
            }
            System.out.println(byLevels);
            System.out.println(streaming);
            System.out.println(demand);
            if (plans.size() > 1) {
                System.out.println(overlapped);
            }
            System.out.println(ideal);
            System.out.println(plain);
        } finally {
            pool.close();
        }
    }

    /** The nodes of each unit that ran, by id (shown with {@code -Dids=true}). */
    private static final Map<String, Long> NODES = new ConcurrentHashMap<>();

    private static final int[] WORKERS = {1, 2, 4, 8, 16, 64};

    /** Each unit, in the order given (as the dispatch hands them out), to the worker free first. */
    static double makespan(List<Double> times, int workers) {
        PriorityQueue<Double> loads = new PriorityQueue<>();
        for (int w = 0; w < workers; w++) {
            loads.add(0.0);
        }
        double max = 0;
        for (double t : times) {
            double load = loads.poll() + t;
            max = Math.max(max, load);
            loads.add(load);
        }
        return max;
    }

    /**
     * The dispatch as it runs: one queue, the plan's units in plan order, each free worker taking its head; a unit
     * that finishes appends the units split from it at once.
     */
    static double streamed(Tree tree, int workers) {
        Deque<String> queue = new ArrayDeque<>();
        for (String id : tree.roots()) {
            if (tree.times().containsKey(id)) {
                queue.add(id);
            }
        }
        // running units: {finish time, index into ids}
        PriorityQueue<Object[]> running = new PriorityQueue<>((a, b) -> Double.compare((double) a[0], (double) b[0]));
        double now = 0;
        int free = workers;
        while (!queue.isEmpty() || !running.isEmpty()) {
            while (free > 0 && !queue.isEmpty()) {
                String id = queue.pollFirst();
                running.add(new Object[] {now + tree.times().get(id), id});
                free--;
            }
            Object[] next = running.poll();
            now = (double) next[0];
            free++;
            for (String child : tree.children().getOrDefault((String) next[1], List.of())) {
                if (tree.times().containsKey(child)) {
                    queue.add(child);
                }
            }
        }
        return now;
    }

    /** Splits asked of a unit once it has run this long, at least (ms; {@code -Dafter=}, as the coordinator: 1). */
    private static final double SPLIT_AFTER = Double.parseDouble(System.getProperty("after", "1"));
    /** How long after it is asked a unit stops, its open nodes known to the workers (ms; {@code -Dlatency=}, 0). */
    private static final double LATENCY = Double.parseDouble(System.getProperty("latency", "0"));

    /** What a unit took on one thread, whether it found, and the units of what it left open. */
    private record Measured(double millis, long nodes, boolean found, List<WorkUnit> children) {
    }

    /**
     * How to run a plan's units again: to time units split on demand, and the units split from them. {@code units}
     * holds the units that ran by id, {@code measured} every unit timed by id and spec.
     */
    private record Rerun(UnitSolver solver, Problem problem, SolveOptions options, WorkUnits.Split split,
            boolean stopAtFirst, Map<String, WorkUnit> units, Map<String, Measured> measured) {

        /** The keys of the units timed in the recorded solve. */
        java.util.Set<String> recorded() {
            java.util.Set<String> keys = new java.util.HashSet<>();
            for (WorkUnit unit : units.values()) {
                keys.add(key(unit));
            }
            return keys;
        }

        static String key(WorkUnit unit) {
            return unit.id() + " " + unit.spec();
        }

        private static final UnitContext NEVER = new UnitContext() {
            @Override
            public boolean shouldStop() {
                return false;
            }

            @Override
            public void nodes(long delta) {
            }
        };

        /** The unit timed: as it ran in the recorded solve, or run now on this thread. */
        Measured measure(WorkUnit unit) throws Exception {
            Measured known = measured.get(key(unit));
            if (known != null) {
                return known;
            }
            double[] millis = new double[1];
            UnitResult result = timed(() -> solver.run(problem, options, unit, NEVER), millis);
            Measured m = new Measured(millis[0], result.nodes(), result.found(), split.of(unit, result));
            measured.put(key(unit), m);
            return m;
        }

        /**
         * What {@code unit} leaves open when asked to split once it has searched {@code nodes} nodes: the unit run with
         * that budget (where the solvers read the question), its open nodes as units of the unit's own budget; empty
         * when it would end first (or has no budget, so never splits).
         */
        List<WorkUnit> splitAt(WorkUnit unit, long nodes) throws Exception {
            String budget = unit.spec().get("budget");
            if (budget == null || nodes >= Long.parseLong(budget)) {
                return List.of();
            }
            Map<String, String> spec = new LinkedHashMap<>(unit.spec());
            spec.put("budget", Long.toString(nodes));
            UnitResult result = solver.run(problem, options, new WorkUnit(unit.id(), spec), NEVER);
            // marked as the runtime marks a unit it asked to split, which its parts may read
            return result.found() ? List.of() : split.of(unit, result.markSplitOnDemand());
        }
    }

    /**
     * The dispatch with splits on demand, as the coordinator does it: one queue, each free worker taking its head;
     * once the queue is empty, each waiting worker has the unit running longest (and at least {@code after} ms, not
     * asked before) stop where it is, at the nodes its share of its time gives, and the units of what it left open
     * join the queue ({@link #LATENCY} later). Units split so are timed as they start. A plan that stops at its
     * first find ends when a unit that found ends.
     * <p>
     * Every unit of a plan is queued, also those a plan that stops at its first find did not reach when it ran here
     * (timed as they start): many workers take them beside the unit that found here, and one of them may find first
     * (until 2026-12-07 only the units that ran here were queued, which put queens 16×16 at 1.5 times its even share
     * at 64 workers instead of about 1.1).
     * <p>
     * Given several plans (the rounds of a solve), a free worker takes a unit of the next round once every earlier
     * round's queue is empty, and once the first round not through has none queued, its longest units are asked to
     * split for the workers that wait and for those on a later round's units (so its tail keeps its priority): the
     * rounds run beside each other, the earlier first, and the run ends when a round has found with every round
     * before it searched through (or when every round is), a find dropping what is left of its round and the rounds
     * after it.
     *
     * @return the makespan (ms) and the number of splits
     */
    static double[] demanded(List<Tree> rounds, int workers, double priorSum, int priorCount) throws Exception {
        double finishedSum = priorSum;
        int finishedCount = priorCount;
        int roundCount = rounds.size();
        final class Job {
            final int round;
            final Rerun rerun;
            final WorkUnit unit;
            final double start;
            double end;
            long nodes;
            double millis;
            boolean found;
            boolean asked;
            List<WorkUnit> children;

            Job(int round, WorkUnit unit, double start) throws Exception {
                this.round = round;
                this.rerun = rounds.get(round).rerun();
                Measured m = rerun.measure(unit);
                this.unit = unit;
                this.start = start;
                this.end = start + m.millis();
                this.millis = m.millis();
                this.nodes = m.nodes();
                this.found = m.found();
                this.children = m.children();
            }
        }
        // every unit of each round, also those a round that stops at its first find never reached when it ran here
        // (timed as they start): on many workers they are handed out beside the one that finds, and beside the
        // round before
        List<Deque<WorkUnit>> queues = new ArrayList<>();
        for (Tree tree : rounds) {
            Deque<WorkUnit> queue = new ArrayDeque<>();
            for (String id : tree.roots()) {
                queue.add(tree.rerun().units().get(id));
            }
            queues.add(queue);
        }
        List<Job> running = new ArrayList<>();
        double now = 0;
        int splits = 0;
        while (true) {
            // the next time a running unit becomes old enough to be asked while workers wait, or infinity
            double nextAsk = Double.POSITIVE_INFINITY;
            for (int r = 0; r < roundCount && running.size() < workers; r++) {
                while (running.size() < workers && !queues.get(r).isEmpty()) {
                    running.add(new Job(r, queues.get(r).pollFirst(), now));
                }
            }
            // the first round not through (units queued or running); a find empties its round and those after it,
            // so the run is decided when there is none. Once none of its units is queued, its longest units are
            // asked to split for the workers that wait and for those on a later round's units, so that the earlier
            // round's tail keeps its priority over the rounds beside it
            int first = 0;
            through:
            while (first < roundCount && queues.get(first).isEmpty()) {
                for (Job j : running) {
                    if (j.round == first) {
                        break through;
                    }
                }
                first++;
            }
            // as the coordinator: SPLIT_AFTER at least, and twice the mean time of the units returned so far
            double after = Math.max(SPLIT_AFTER, finishedCount == 0 ? 0 : 2 * finishedSum / finishedCount);
            if (first < roundCount && queues.get(first).isEmpty()) {
                int waiting = workers - running.size();
                for (Job j : running) {
                    waiting += j.round > first ? 1 : 0;
                    waiting -= j.asked && j.end > now ? 1 : 0;
                }
                for (; waiting > 0; waiting--) {
                    Job oldest = null;
                    for (Job j : running) {
                        // (a tolerance: now may be start + after, computed in floating point)
                        if (j.round == first && !j.asked && now - j.start >= after - 1e-9
                                && (oldest == null || j.start < oldest.start)) {
                            oldest = j;
                        }
                    }
                    if (oldest == null) {
                        for (Job j : running) {
                            if (j.round == first && !j.asked && j.start + after > now + 1e-9) {
                                nextAsk = Math.min(nextAsk, j.start + after);
                            }
                        }
                        break;
                    }
                    oldest.asked = true;
                    double stop = now + LATENCY;
                    long at = Math.max(1_024, (long) (oldest.nodes * (stop - oldest.start) / oldest.millis));
                    List<WorkUnit> open = stop >= oldest.end ? List.of() : oldest.rerun.splitAt(oldest.unit, at);
                    if (!open.isEmpty()) {
                        oldest.end = stop;
                        oldest.children = open;
                        // what it found is in the part it left open now
                        oldest.found = false;
                        splits++;
                        if (Boolean.getBoolean("trace")) {
                            List<String> times = new ArrayList<>();
                            for (int i = 0; i < open.size(); i++) {
                                Measured m = oldest.rerun.measure(open.get(i));
                                times.add(String.format("%.1f/%d", m.millis(), m.nodes()));
                            }
                            System.out.printf("    %d workers, at %.1f ms: %s (%.1f ms, %d nodes) split at %d nodes"
                                    + " into %d (ms/nodes): %s%n", workers, now, oldest.unit.id(), oldest.millis, oldest.nodes,
                                    at, open.size(), times);
                        }
                    }
                }
            }
            if (first == roundCount) {
                return new double[] {now, splits};
            }
            Job next = running.get(0);
            for (Job j : running) {
                if (j.end < next.end) {
                    next = j;
                }
            }
            if (nextAsk < next.end) {
                // the coordinator asks as soon as a unit has run long enough, not only when another ends
                now = nextAsk;
                continue;
            }
            running.remove(next);
            now = next.end;
            finishedSum += next.end - next.start;
            finishedCount++;
            if (next.rerun.stopAtFirst() && next.found) {
                if (Boolean.getBoolean("trace")) {
                    System.out.printf("    %d workers, at %.2f ms: %s found (%.2f ms, %d nodes)%n", workers, now,
                            next.unit.id(), next.millis, next.nodes);
                }
                // a find ends its round: what is left of it and of the rounds after it is dropped
                int round = next.round;
                running.removeIf(j -> j.round >= round);
                for (int r = round; r < roundCount; r++) {
                    queues.get(r).clear();
                }
                continue;
            }
            queues.get(next.round).addAll(next.children);
        }
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
