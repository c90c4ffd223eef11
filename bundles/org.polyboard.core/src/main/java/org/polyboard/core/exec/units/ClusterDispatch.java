package org.polyboard.core.exec.units;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
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
 * the solve, naming both members (a unit may be delivered more than once), unless one of them was split on demand
 * ({@link org.polyboard.api.work.UnitResult#SPLIT_ON_DEMAND}): then the first stands, with the units it left open.
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
    public long run(UnitSolver solver, Problem problem, PlanWork work, Report report) throws Exception {
        Plan plan = work.plan();
        Map<String, String> memberOf = new ConcurrentHashMap<>();
        // the units each accepted result added, until the session asks for them
        Map<String, List<WorkUnit>> added = new ConcurrentHashMap<>();
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
                if (!result.complete()) {
                    return true;
                }
                PlanWork.Finish finish;
                try {
                    finish = work.finish(unit, member, result, unitTime);
                } catch (CheckpointMismatch e) {
                    conflict.compareAndSet(null, e.getMessage());
                    return false;
                }
                if (finish.earlier() != null) {
                    // a unit split on demand stopped where the timing had it: the first result stands, unchecked
                    if (!finish.earlier().splitOnDemand() && !result.splitOnDemand()
                            && !UnitCodec.same(finish.earlier(), result)) {
                        conflict.compareAndSet(null, "work unit " + unit.id() + " gave two different results: "
                                + UnitCodec.describe(finish.earlier()) + " on member " + memberOf.get(unit.id()) + ", "
                                + UnitCodec.describe(result) + " on member " + member);
                        return false;
                    }
                    return true;
                }
                memberOf.put(unit.id(), member);
                if (!finish.added().isEmpty()) {
                    added.put(unit.id(), finish.added());
                }
                return !work.stopped();
            }

            @Override
            public List<WorkUnit> then(WorkUnit unit) {
                List<WorkUnit> units = added.remove(unit.id());
                return units == null ? List.of() : units;
            }

            @Override
            public boolean walkOrder() {
                return plan.walkOrder();
            }
        };
        long[] lastReport = {0};
        BooleanSupplier stopOrReport = () -> {
            long now = System.nanoTime();
            if (now - lastReport[0] >= PROGRESS_MILLIS * 1_000_000) {
                lastReport[0] = now;
                int working = cluster.members().size();
                report.report(work.nodes(), work.done(), " on " + working + (working == 1 ? " member" : " members"));
            }
            return stop.getAsBoolean() || conflict.get() != null;
        };
        try {
            cluster.run(work.initial(), sink, stopOrReport);
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            throw new ClusterFailure(e);
        }
        if (conflict.get() != null) {
            throw new ClusterFailure(conflict.get());
        }
        return work.nodes();
    }

}
