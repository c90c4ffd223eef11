package org.polyboard.core.exec.units;

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
import org.polyboard.api.work.UnitSession;
import org.polyboard.api.work.UnitSolver;
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
    private final AtomicLong resumedNodes = new AtomicLong();
    private final Recheck recheck;
    private final AtomicInteger rechecked = new AtomicInteger();
    private final AtomicInteger rechecksWithSameNodes = new AtomicInteger();
    private final AtomicInteger ran = new AtomicInteger();
    /**
     * The nodes of the plans run before the current one: progress counts on from there, so that a solve's node count
     * grows over its rounds and split levels instead of starting again at each plan.
     */
    private final AtomicLong earlier = new AtomicLong();
    /** The time spent in the units that ran, here or on members, over all rounds. */
    private final AtomicLong unitNanos = new AtomicLong();
    private final Map<String, Integer> byMember = new ConcurrentHashMap<>();
    /** The plan under way, with its units done from checkpoints at its start and when it started; or null. */
    private volatile Running running;

    /**
     * How far the plan under way has gone: {@code ran} units finished since it started (not those taken from
     * checkpoints), {@code left} units known and not done (more become known as units split), in {@code millis}.
     */
    public record Round(int ran, int left, long millis) {
    }

    private record Running(PlanWork work, int resumed, long startNanos) {
    }

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
        this.recheck = checkpoints == null ? Recheck.NONE : Recheck.of(options.settings());
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

    /** The nodes the units taken from checkpoints visited when they ran, over all rounds so far. */
    public long resumedNodes() {
        return resumedNodes.get();
    }

    /**
     * Units found in the checkpoints that were searched again and gave what was saved ({@link
     * org.polyboard.api.solve.Checkpoints#RECHECK}), over all rounds so far.
     */
    public int rechecked() {
        return rechecked.get();
    }

    /** Of the units {@link #rechecked()}, those whose search visited as many nodes as saved. */
    public int rechecksWithSameNodes() {
        return rechecksWithSameNodes.get();
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

    /** The plan under way ({@link Round}), or empty between plans. */
    public Optional<Round> current() {
        Running r = running;
        if (r == null) {
            return Optional.empty();
        }
        int done = r.work().done();
        return Optional.of(new Round(done - r.resumed(), Math.max(0, r.work().known() - done),
                (System.nanoTime() - r.startNanos()) / 1_000_000));
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
        return run(solver, problem, plan, (unit, result) -> List.of());
    }

    /**
     * Runs the units no checkpoint answers, and the units split from each as it finishes (looked up in the
     * checkpoints first too), on the dispatch, saving each finished unit as a checkpoint.
     */
    @Override
    public PlanOutcome run(UnitSolver solver, Problem problem, Plan plan, Split split) throws Exception {
        PlanWork work = new PlanWork(plan, split, checkpoints, recheck);
        long before = earlier.get();
        int resumedAtStart = work.resumed();
        long nodes = 0;
        if (!work.stopped() && !work.initial().isEmpty()) {
            running = new Running(work, work.done(), System.nanoTime());
            try {
                nodes = dispatch.run(solver, problem, work,
                        (n, finished, where) -> progress.report(before + n, plan.best(), plan.bound(), plan.label()
                                + ": units " + finished + "/" + work.known()
                                + (resumedAtStart > 0 ? " (" + resumedAtStart + " from checkpoints)" : "") + where));
            } finally {
                running = null;
            }
        }
        planned.addAndGet(work.known());
        resumed.addAndGet(work.resumed());
        resumedNodes.addAndGet(work.resumedNodes());
        rechecked.addAndGet(work.rechecked());
        rechecksWithSameNodes.addAndGet(work.rechecksWithSameNodes());
        Map<String, Integer> members = work.members();
        if (cluster != null) {
            members.forEach((member, count) -> byMember.merge(member, count, Integer::sum));
        } else {
            ran.addAndGet(members.getOrDefault(LOCAL, 0));
        }
        earlier.addAndGet(nodes);
        unitNanos.addAndGet(work.unitNanos());
        return work.outcome(nodes);
    }
}
