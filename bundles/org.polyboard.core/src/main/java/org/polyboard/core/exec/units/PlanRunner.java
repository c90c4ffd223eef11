package org.polyboard.core.exec.units;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;

import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSession;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.api.work.WorkUnits;

/**
 * Runs the plans of one solve: takes the units that the solve's {@link Checkpoints} answer (when resuming), hands the
 * others to a {@link Dispatch} — here on the shared executor, or on the members of a cluster when the solve names one
 * — saves each finished unit as a checkpoint, reports progress, and merges the results into a {@link PlanOutcome}
 * that is complete only when the merged ids equal the plan's. Counts the units over all plans for the solve's
 * statistics. Thread-safe; one per solve.
 */
public final class PlanRunner implements WorkUnits {

    /** The member name under which units run here are counted. */
    public static final String LOCAL = "local";

    /** Receives the progress of a running plan. */
    public interface Progress {
        void report(long nodes, String best, String bound, String message);
    }

    /** Opens the cluster session of a solve when its first plan runs. */
    @FunctionalInterface
    public interface Remote {
        UnitSession open() throws Exception;
    }

    private final Checkpoints checkpoints;
    private final Progress progress;
    private final Dispatch dispatch;
    private final ClusterDispatch cluster;
    private final AtomicInteger planned = new AtomicInteger();
    private final AtomicInteger resumed = new AtomicInteger();
    private final AtomicInteger ran = new AtomicInteger();
    /**
     * The nodes of the plans run before the current one: progress counts on from there, so that a solve's node count
     * grows over its rounds and split levels instead of starting again at each plan.
     */
    private final AtomicLong earlier = new AtomicLong();
    /** The time spent in the units that ran, here or on members, over all rounds. */
    private final AtomicLong unitNanos = new AtomicLong();
    private final Map<String, Integer> byMember = new ConcurrentHashMap<>();

    public PlanRunner(SolveOptions options, Executor executor, int parallelism, BooleanSupplier stop,
            Checkpoints checkpoints, Progress progress) {
        this(options, executor, parallelism, stop, checkpoints, progress, null);
    }

    /**
     * @param stop whether the solve should stop (cancelled or out of time)
     * @param checkpoints where finished units are saved and found again, or {@code null} for nowhere
     * @param remote opens the session of the cluster the units run on, or {@code null} to run them here
     */
    public PlanRunner(SolveOptions options, Executor executor, int parallelism, BooleanSupplier stop,
            Checkpoints checkpoints, Progress progress, Remote remote) {
        this(options, executor, () -> parallelism, stop, checkpoints, progress, remote);
    }

    /** @param parallelism how many units may run at a time, read while a plan runs: more run at once as it grows */
    public PlanRunner(SolveOptions options, Executor executor, IntSupplier parallelism, BooleanSupplier stop,
            Checkpoints checkpoints, Progress progress, Remote remote) {
        this.checkpoints = checkpoints;
        this.progress = progress;
        this.cluster = remote == null ? null : new ClusterDispatch(options, remote, stop, progress);
        this.dispatch = cluster != null ? cluster : new LocalDispatch(options, executor, parallelism, stop);
    }

    /** Units planned over all rounds so far. */
    public int planned() {
        return planned.get();
    }

    /** Units taken from checkpoints over all rounds so far. */
    public int resumed() {
        return resumed.get();
    }

    /** Units run here over all rounds so far. */
    public int ran() {
        return ran.get();
    }

    /**
     * Milliseconds spent in the units that ran (not those taken from checkpoints), where they ran, over all rounds so
     * far: against the run's time and threads, what the dispatch costs beyond the units.
     */
    public long unitMillis() {
        return unitNanos.get() / 1_000_000;
    }

    /** Units run on the members of a cluster over all rounds so far. */
    public int ranRemote() {
        return byMember.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** How many units each member of the cluster ran, by address, over all rounds so far. */
    public Map<String, Integer> byMember() {
        return new TreeMap<>(byMember);
    }

    /** Whether the units run on a cluster. */
    public boolean clustered() {
        return cluster != null;
    }

    /** Leaves the cluster, if one was joined; later plans fail. */
    public void close() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Override
    public PlanOutcome run(UnitSolver solver, Problem problem, Plan plan) throws Exception {
        List<WorkUnit> units = plan.units();
        int n = units.size();
        planned.addAndGet(n);
        UnitResult[] results = new UnitResult[n];
        int fromCheckpoints = 0;
        int witness = -1;
        if (checkpoints != null) {
            for (int i = 0; i < n; i++) {
                Optional<Map<String, String>> saved = checkpoints.load(units.get(i).id());
                Optional<UnitResult> result = saved.flatMap(UnitCodec::decode);
                if (result.isPresent()) {
                    results[i] = result.get();
                    fromCheckpoints++;
                    if (witness < 0 && plan.stopAtFirst() && results[i].found()) {
                        witness = i;
                    }
                }
            }
        }
        resumed.addAndGet(fromCheckpoints);
        if (witness >= 0) {
            return merge(plan, results, witness, 0, fromCheckpoints, Map.of(LOCAL, 0));
        }
        int resumedHere = fromCheckpoints;
        long before = earlier.get();
        Dispatch.Dispatched done = dispatch.run(solver, problem, plan, results, fromCheckpoints,
                (i, member, result) -> {
                    if (checkpoints != null) {
                        checkpoints.save(units.get(i).id(), UnitCodec.encode(result));
                    }
                },
                (nodes, finished, where) -> progress.report(before + nodes, plan.best(), plan.bound(), plan.label()
                        + ": units " + finished + "/" + n
                        + (resumedHere > 0 ? " (" + resumedHere + " from checkpoints)" : "") + where));
        if (cluster != null) {
            done.members().forEach((member, count) -> byMember.merge(member, count, Integer::sum));
        } else {
            ran.addAndGet(done.members().getOrDefault(LOCAL, 0));
        }
        earlier.addAndGet(done.nodes());
        unitNanos.addAndGet(done.unitNanos());
        return merge(plan, done.results(), done.witness(), done.nodes(), fromCheckpoints, done.members());
    }

    /**
     * Merges the results present. Complete when the merged ids equal the plan's ids exactly, or when a witness
     * was found in a plan that stops at the first.
     *
     * @param nodes the nodes of the units that ran here, finished or stopped (not those taken from checkpoints)
     * @param members how many units each member ran ({@link #LOCAL} for here)
     */
    static PlanOutcome merge(Plan plan, UnitResult[] results, int witness, long nodes, int fromCheckpoints,
            Map<String, Integer> members) {
        Map<String, UnitResult> merged = new LinkedHashMap<>();
        long count = 0;
        long distinct = 0;
        List<int[]> kept = new ArrayList<>();
        for (int i = 0; i < results.length; i++) {
            UnitResult r = results[i];
            if (r == null) {
                continue;
            }
            merged.put(plan.units().get(i).id(), r);
            count += r.count();
            distinct += r.distinct();
            if (!plan.stopAtFirst()) {
                for (int[] s : r.kept()) {
                    if (kept.size() < plan.keep()) {
                        kept.add(s);
                    }
                }
            }
        }
        if (plan.stopAtFirst() && witness >= 0) {
            kept.addAll(results[witness].kept().subList(0, Math.min(plan.keep(), results[witness].kept().size())));
        }
        boolean complete = merged.keySet().equals(new LinkedHashSet<>(plan.ids()))
                || plan.stopAtFirst() && witness >= 0;
        return new PlanOutcome(complete, count, distinct, nodes, kept, merged, fromCheckpoints, members);
    }
}
