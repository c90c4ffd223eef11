package org.polyboard.core.exec.units;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSession;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;

/**
 * Runs units on the members of a cluster through a {@link UnitSession}, opened when the solve's first plan runs and
 * kept for its later plans. Results are keyed by unit id: the same unit reported twice with different results fails
 * the solve, naming both members (a unit may be delivered more than once).
 */
final class ClusterDispatch implements Dispatch {

    private static final long PROGRESS_MILLIS = 1_000;

    private final SolveOptions options;
    private final PlanRunner.Remote remote;
    private final BooleanSupplier stop;
    /** Where the joining is said. */
    private final PlanRunner.Progress progress;
    private UnitSession session;
    private boolean closed;

    ClusterDispatch(SolveOptions options, PlanRunner.Remote remote, BooleanSupplier stop, PlanRunner.Progress progress) {
        this.options = options;
        this.remote = remote;
        this.stop = stop;
        this.progress = progress;
    }

    /** Leaves the cluster, if it was joined; later plans fail. */
    synchronized void close() {
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
    public Dispatched run(UnitSolver solver, Problem problem, Plan plan, UnitResult[] results, int alreadyDone,
            Finished finished, Report report) throws Exception {
        List<WorkUnit> units = plan.units();
        int n = units.size();
        Map<String, Integer> index = new HashMap<>();
        List<WorkUnit> pending = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            index.put(units.get(i).id(), i);
            if (results[i] == null) {
                pending.add(units.get(i));
            }
        }
        String[] memberOf = new String[n];
        Map<String, Integer> members = new LinkedHashMap<>();
        AtomicInteger done = new AtomicInteger(alreadyDone);
        AtomicInteger found = new AtomicInteger(-1);
        AtomicLong nodes = new AtomicLong();
        AtomicLong unitNanos = new AtomicLong();
        AtomicReference<String> conflict = new AtomicReference<>();
        UnitSession cluster;
        try {
            cluster = session(plan);
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            throw new ClusterFailure(e);
        }
        UnitSession.Sink sink = new UnitSession.Sink() {
            @Override
            public boolean accept(WorkUnit unit, String member, UnitResult result) {
                return accept(unit, member, result, 0);
            }

            /** Keeps the first result of each unit, with its member and its time there; compares a second. */
            @Override
            public boolean accept(WorkUnit unit, String member, UnitResult result, long unitTime) {
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
                    nodes.addAndGet(result.nodes());
                    unitNanos.addAndGet(unitTime);
                    done.incrementAndGet();
                }
                finished.finished(i, member, result);
                return !(plan.stopAtFirst() && result.found() && found.compareAndSet(-1, i));
            }
        };
        long[] lastReport = {0};
        BooleanSupplier stopOrReport = () -> {
            long now = System.nanoTime();
            if (now - lastReport[0] >= PROGRESS_MILLIS * 1_000_000) {
                lastReport[0] = now;
                int working = cluster.members().size();
                report.report(nodes.get(), done.get(), " on " + working + (working == 1 ? " member" : " members"));
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
        synchronized (results) {
            // a late delivery may still come: merge what is here now
            return new Dispatched(results.clone(), found.get(), nodes.get(), unitNanos.get(),
                    new LinkedHashMap<>(members));
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
}
