package org.polyboard.core.exec.units;

import java.util.List;
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

import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;

/**
 * Runs units here, on the shared executor, at most {@code parallelism} at a time (read while a plan runs: more run at
 * once as it grows). Each worker runs one unit and then queues itself again behind whatever else waits for the
 * executor, so the units of two solves started at once take turns. The units split from a finished unit are queued at
 * once, not after the plan's last unit finished, in the order {@link UnitQueue} says. The calling thread only
 * watches: it stops the workers when the solve should stop, starts more while units wait and the parallelism allows
 * (it grows while a plan runs, and a unit that splits adds units), and reports progress.
 */
final class LocalDispatch implements Dispatch {

    private static final long POLL_MILLIS = 100;
    private static final long PROGRESS_MILLIS = 1_000;

    private final SolveOptions options;
    private final Executor executor;
    private final IntSupplier parallelism;
    private final BooleanSupplier stop;

    LocalDispatch(SolveOptions options, Executor executor, IntSupplier parallelism, BooleanSupplier stop) {
        this.options = options;
        this.executor = executor;
        this.parallelism = parallelism;
        this.stop = stop;
    }

    @Override
    public long run(UnitSolver solver, Problem problem, PlanWork work, Report report) throws Exception {
        UnitQueue queue = new UnitQueue(work.initial(), work.plan().walkOrder());
        AtomicBoolean halt = new AtomicBoolean();
        AtomicLong nodes = new AtomicLong();
        AtomicLong live = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        // released by each worker that finds no unit left and by each unit that adds units: the watcher wakes
        Semaphore wake = new Semaphore(0);
        AtomicInteger alive = new AtomicInteger();
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
        // a worker: runs a unit of its lane (UnitQueue), then queues itself again on the executor
        class Worker implements Runnable {
            private final int lane = queue.lane();

            @Override
            public void run() {
                WorkUnit unit = halt.get() ? null : queue.take(lane);
                if (unit == null) {
                    alive.decrementAndGet();
                    wake.release();
                    return;
                }
                try {
                    long start = System.nanoTime();
                    UnitResult result = solver.run(problem, options, unit, unitContext);
                    if (result == null) {
                        throw new IllegalStateException("work unit " + unit.id() + " returned no result");
                    }
                    nodes.addAndGet(result.nodes());
                    if (result.complete()) {
                        List<WorkUnit> added = work.finish(unit, PlanRunner.LOCAL, result, System.nanoTime() - start)
                                .added();
                        if (work.stopped()) {
                            halt.set(true);
                        } else if (!added.isEmpty()) {
                            queue.split(lane, added);
                            wake.release();
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
                    alive.decrementAndGet();
                    wake.release();
                }
            }
        }
        long lastReport = 0;
        try {
            while (true) {
                int waiting = queue.size();
                if (alive.get() == 0 && (waiting == 0 || halt.get())) {
                    break;
                }
                // a worker for each unit waiting, as many as the parallelism allows; one that finds none left exits
                for (int spare = waiting; !halt.get() && spare > 0
                        && alive.get() < Math.max(1, parallelism.getAsInt()); spare--) {
                    alive.incrementAndGet();
                    try {
                        executor.execute(new Worker());
                    } catch (RejectedExecutionException e) {
                        alive.decrementAndGet();
                        halt.set(true);
                        failure.compareAndSet(null, new IllegalStateException("the shared executor stopped"));
                    }
                }
                boolean woken = wake.tryAcquire(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (stop.getAsBoolean()) {
                    halt.set(true);
                }
                long now = System.nanoTime();
                if (!woken && now - lastReport >= PROGRESS_MILLIS * 1_000_000) {
                    lastReport = now;
                    report.report(Math.max(live.get(), nodes.get()), work.done(), "");
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
        return nodes.get();
    }
}
