package org.polyboard.core.exec.units;

import java.util.List;
import java.util.Map;
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
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;

/**
 * Runs units here, on the shared executor, at most {@code parallelism} at a time (read while a plan runs: more run at
 * once as it grows). Each worker runs one unit and then queues itself again behind whatever else waits for the
 * executor, so the units of two solves started at once take turns; the calling thread only watches, stops the workers
 * when the solve should stop, starts more when the parallelism grows, and reports progress.
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
    public Dispatched run(UnitSolver solver, Problem problem, Plan plan, UnitResult[] results, int alreadyDone,
            Finished finished, Report report) throws Exception {
        List<WorkUnit> units = plan.units();
        int n = units.size();
        AtomicBoolean halt = new AtomicBoolean();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger(alreadyDone);
        AtomicInteger found = new AtomicInteger(-1);
        AtomicLong nodes = new AtomicLong();
        AtomicLong unitNanos = new AtomicLong();
        AtomicLong live = new AtomicLong();
        AtomicInteger ranHere = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        int workers = Math.min(n - alreadyDone, Math.max(1, parallelism.getAsInt()));
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
                    long start = System.nanoTime();
                    UnitResult result = solver.run(problem, options, unit, unitContext);
                    if (result == null) {
                        throw new IllegalStateException("work unit " + unit.id() + " returned no result");
                    }
                    nodes.addAndGet(result.nodes());
                    if (result.complete()) {
                        unitNanos.addAndGet(System.nanoTime() - start);
                        results[i] = result;
                        ranHere.incrementAndGet();
                        done.incrementAndGet();
                        finished.finished(i, PlanRunner.LOCAL, result);
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
                    report.report(Math.max(live.get(), nodes.get()), done.get(), "");
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
        return new Dispatched(results, found.get(), nodes.get(), unitNanos.get(),
                Map.of(PlanRunner.LOCAL, ranHere.get()));
    }
}
