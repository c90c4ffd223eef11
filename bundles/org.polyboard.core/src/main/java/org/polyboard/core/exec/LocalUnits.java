package org.polyboard.core.exec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;

import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSession;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.api.work.WorkUnits;

/**
 * Runs the work units of one solve on an executor, at most {@code parallelism} at a time, or, when the solve
 * names a cluster, on the members of the cluster through a {@link UnitSession}. Each worker runs one
 * unit and then queues itself again behind whatever else waits for the executor, so the units of two solves
 * started at once take turns. Each finished unit is saved to the solve's {@link Checkpoints}; when resuming,
 * a unit found there is taken instead of being run. Results of a cluster are keyed by unit id: the same unit
 * reported twice with different results fails the solve, naming both members. Thread-safe; one per solve.
 */
public final class LocalUnits implements WorkUnits {

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

    private static final long POLL_MILLIS = 100;
    private static final long PROGRESS_MILLIS = 1_000;

    private final SolveOptions options;
    private final Executor executor;
    private final IntSupplier parallelism;
    private final BooleanSupplier stop;
    private final Checkpoints checkpoints;
    private final Progress progress;
    private final AtomicInteger planned = new AtomicInteger();
    private final AtomicInteger resumed = new AtomicInteger();
    private final AtomicInteger ran = new AtomicInteger();
    /**
     * The nodes of the plans run before the current one: progress counts on from there, so that a solve's node count
     * grows over its rounds and split levels instead of starting again at each plan.
     */
    private final AtomicLong earlier = new AtomicLong();
    private final Map<String, Integer> byMember = new ConcurrentHashMap<>();
    private final Remote remote;
    private UnitSession session;
    private boolean closed;

    public LocalUnits(SolveOptions options, Executor executor, int parallelism, BooleanSupplier stop,
            Checkpoints checkpoints, Progress progress) {
        this(options, executor, parallelism, stop, checkpoints, progress, null);
    }

    /**
     * @param stop whether the solve should stop (cancelled or out of time)
     * @param checkpoints where finished units are saved and found again, or {@code null} for nowhere
     * @param remote opens the session of the cluster the units run on, or {@code null} to run them here
     */
    public LocalUnits(SolveOptions options, Executor executor, int parallelism, BooleanSupplier stop,
            Checkpoints checkpoints, Progress progress, Remote remote) {
        this(options, executor, () -> parallelism, stop, checkpoints, progress, remote);
    }

    /** @param parallelism how many units may run at a time, read while a plan runs: more run at once as it grows */
    public LocalUnits(SolveOptions options, Executor executor, IntSupplier parallelism, BooleanSupplier stop,
            Checkpoints checkpoints, Progress progress, Remote remote) {
        this.remote = remote;
        this.options = options;
        this.executor = executor;
        this.parallelism = parallelism;
        this.stop = stop;
        this.checkpoints = checkpoints;
        this.progress = progress;
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

    /** Units run on the members of a cluster over all rounds so far. */
    public int ranRemote() {
        return byMember.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** How many units each member of the cluster ran, by address, over all rounds so far. */
    public Map<String, Integer> byMember() {
        return new java.util.TreeMap<>(byMember);
    }

    /** Whether the units run on a cluster. */
    public boolean clustered() {
        return remote != null;
    }

    /** Leaves the cluster, if one was joined; later plans fail. */
    public synchronized void close() {
        closed = true;
        if (session != null) {
            session.close();
            session = null;
        }
    }

    private synchronized UnitSession session(Plan plan) throws Exception {
        if (closed) {
            throw new IllegalStateException("the solve has ended");
        }
        if (session == null) {
            progress.report(0, plan.best(), plan.bound(), "joining the cluster " + options.cluster().name() + " at "
                    + options.cluster().text());
            session = remote.open();
        }
        return session;
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
        if (remote != null) {
            return runRemote(plan, results, fromCheckpoints);
        }
        AtomicBoolean halt = new AtomicBoolean();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger(fromCheckpoints);
        AtomicInteger found = new AtomicInteger(-1);
        AtomicLong nodes = new AtomicLong();
        AtomicLong live = new AtomicLong();
        AtomicInteger ranHere = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        int pending = n - fromCheckpoints;
        int workers = Math.min(pending, Math.max(1, parallelism.getAsInt()));
        // each worker that finds no unit left says so here; more are started while the parallelism grows
        Semaphore exits = new Semaphore(0);
        UnitContext unitContext = new UnitContext() {
            @Override
            public boolean shouldStop() {
                return halt.get();
            }

            @Override
            public void nodes(long delta) {
                live.addAndGet(delta);
            }
        };
        Runnable worker = new Runnable() {
            @Override
            public void run() {
                int i = -1;
                while (!halt.get()) {
                    int candidate = next.getAndIncrement();
                    if (candidate >= n) {
                        break;
                    }
                    if (results[candidate] == null) {
                        i = candidate;
                        break;
                    }
                }
                if (i < 0) {
                    exits.release();
                    return;
                }
                try {
                    WorkUnit unit = units.get(i);
                    UnitResult result = solver.run(problem, options, unit, unitContext);
                    if (result == null) {
                        throw new IllegalStateException("work unit " + unit.id() + " returned no result");
                    }
                    nodes.addAndGet(result.nodes());
                    if (result.complete()) {
                        results[i] = result;
                        ranHere.incrementAndGet();
                        done.incrementAndGet();
                        if (checkpoints != null) {
                            checkpoints.save(unit.id(), UnitCodec.encode(result));
                        }
                        if (plan.stopAtFirst() && result.found() && found.compareAndSet(-1, i)) {
                            halt.set(true);
                        }
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                    halt.set(true);
                }
                try {
                    executor.execute(this);
                } catch (RejectedExecutionException e) {
                    halt.set(true);
                    failure.compareAndSet(null, new IllegalStateException("the shared executor stopped"));
                    exits.release();
                }
            }
        };
        try {
            for (int w = 0; w < workers; w++) {
                executor.execute(worker);
            }
        } catch (RejectedExecutionException e) {
            halt.set(true);
            throw new IllegalStateException("the shared executor stopped", e);
        }
        long lastReport = 0;
        int alive = workers;
        try {
            while (alive > 0) {
                boolean exited = exits.tryAcquire(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (exited) {
                    alive--;
                }
                if (stop.getAsBoolean()) {
                    halt.set(true);
                }
                if (alive > 0 && alive < parallelism.getAsInt() && next.get() < n && !halt.get()) {
                    alive++;
                    try {
                        executor.execute(worker);
                    } catch (RejectedExecutionException e) {
                        alive--;
                        halt.set(true);
                        failure.compareAndSet(null, new IllegalStateException("the shared executor stopped"));
                    }
                }
                long now = System.nanoTime();
                if (!exited && now - lastReport >= PROGRESS_MILLIS * 1_000_000) {
                    lastReport = now;
                    progress.report(earlier.get() + Math.max(live.get(), nodes.get()), plan.best(), plan.bound(),
                            plan.label() + ": units " + done.get() + "/" + n
                                    + (fromCheckpoints > 0 ? " (" + fromCheckpoints + " from checkpoints)" : ""));
                }
            }
        } catch (InterruptedException e) {
            halt.set(true);
            throw e;
        }
        if (failure.get() != null) {
            Throwable e = failure.get();
            if (e instanceof Exception checked) {
                throw checked;
            }
            throw new IllegalStateException("a work unit failed: " + e, e);
        }
        ran.addAndGet(ranHere.get());
        earlier.addAndGet(nodes.get());
        return merge(plan, results, found.get(), nodes.get(), fromCheckpoints, Map.of(LOCAL, ranHere.get()));
    }

    /** Runs the units not taken from checkpoints on the members of the cluster. */
    private PlanOutcome runRemote(Plan plan, UnitResult[] results, int fromCheckpoints) throws Exception {
        List<WorkUnit> units = plan.units();
        int n = units.size();
        Map<String, Integer> index = new java.util.HashMap<>();
        List<WorkUnit> pending = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            index.put(units.get(i).id(), i);
            if (results[i] == null) {
                pending.add(units.get(i));
            }
        }
        String[] memberOf = new String[n];
        Map<String, Integer> members = new LinkedHashMap<>();
        AtomicInteger done = new AtomicInteger(fromCheckpoints);
        AtomicInteger found = new AtomicInteger(-1);
        AtomicLong nodes = new AtomicLong();
        AtomicReference<String> conflict = new AtomicReference<>();
        UnitSession cluster;
        try {
            cluster = session(plan);
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            throw new ClusterFailure(e);
        }
        UnitSession.Sink sink = (unit, member, result) -> {
            Integer at = index.get(unit.id());
            if (at == null || !result.complete()) {
                return true;
            }
            int i = at;
            synchronized (results) {
                if (results[i] != null) {
                    if (!sameResult(results[i], result)) {
                        conflict.compareAndSet(null, "work unit " + unit.id() + " gave two different results: "
                                + describe(results[i]) + " on member " + memberOf[i] + ", " + describe(result)
                                + " on member " + member);
                        return false;
                    }
                    return true;
                }
                results[i] = result;
                memberOf[i] = member;
                members.merge(member, 1, Integer::sum);
                byMember.merge(member, 1, Integer::sum);
                nodes.addAndGet(result.nodes());
                done.incrementAndGet();
            }
            if (checkpoints != null) {
                checkpoints.save(unit.id(), UnitCodec.encode(result));
            }
            return !(plan.stopAtFirst() && result.found() && found.compareAndSet(-1, i));
        };
        long[] lastReport = {0};
        BooleanSupplier stopOrReport = () -> {
            long now = System.nanoTime();
            if (now - lastReport[0] >= PROGRESS_MILLIS * 1_000_000) {
                lastReport[0] = now;
                List<String> working = cluster.members();
                progress.report(earlier.get() + nodes.get(), plan.best(), plan.bound(), plan.label() + ": units "
                        + done.get() + "/" + n
                        + (fromCheckpoints > 0 ? " (" + fromCheckpoints + " from checkpoints)" : "")
                        + " on " + working.size() + (working.size() == 1 ? " member" : " members"));
            }
            return stop.getAsBoolean() || conflict.get() != null;
        };
        try {
            cluster.run(pending, sink, stopOrReport);
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            throw new ClusterFailure(e);
        }
        if (conflict.get() != null) {
            throw new ClusterFailure(conflict.get());
        }
        earlier.addAndGet(nodes.get());
        synchronized (results) {
            return merge(plan, results.clone(), found.get(), nodes.get(), fromCheckpoints, members);
        }
    }

    /** Whether two results of the same unit agree in everything but the nodes visited. */
    static boolean sameResult(UnitResult a, UnitResult b) {
        Map<String, String> x = UnitCodec.encode(a);
        Map<String, String> y = UnitCodec.encode(b);
        x.remove("nodes");
        y.remove("nodes");
        return x.equals(y);
    }

    private static String describe(UnitResult r) {
        return r.count() + " found, " + r.distinct() + " distinct";
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
