package org.polyboard.testing;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnits;
import org.polyboard.core.exec.units.PlanRunner;
import org.polyboard.core.exec.SharedExecutor;

/**
 * A context with a time limit that counts progress reports, runs work units as the core does (on a shared
 * executor of its own, one thread per processor, with the {@link #checkpoints} when set).
 */
public final class TestContext implements SolveContext {

    /** One pool for all tests, as the runtime has one for all solves. */
    private static final SharedExecutor POOL = new SharedExecutor(0);
    /** The name of the thread of {@link #TIMER}. */
    public static final String TIMER_THREAD = "test-context-timer";
    /** One timer for the polls of all tests ({@link #poll}), as the runtime has one for all solves. */
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, TIMER_THREAD);
        t.setDaemon(true);
        return t;
    });

    private final SolveOptions options;
    private final long deadline;
    public final AtomicInteger reports = new AtomicInteger();
    public volatile boolean cancelled;
    public Checkpoints checkpoints;
    /** The value of a placement found beside the solve ({@link #besideValue}), or {@code Long.MIN_VALUE} for none. */
    public volatile long beside = Long.MIN_VALUE;
    /** The values the solve's exhaustive rounds decided ({@link #searching}), in order. */
    public final List<Long> searched = new CopyOnWriteArrayList<>();
    /** The last bound the solve reported, or {@code Long.MIN_VALUE}. */
    public volatile long bound = Long.MIN_VALUE;
    private PlanRunner units;

    public TestContext(boolean all, long timeoutMillis) {
        this(new SolveOptions(all, timeoutMillis));
    }

    public TestContext(SolveOptions options) {
        this.options = options;
        long timeoutMillis = options.timeoutMillis();
        this.deadline = timeoutMillis > 0 ? System.nanoTime() + timeoutMillis * 1_000_000 : Long.MAX_VALUE;
    }

    /** A context without a time limit. */
    public static TestContext unlimited() {
        return new TestContext(false, 0);
    }

    /** A context that stops after {@code millis}. */
    public static TestContext withTimeout(long millis) {
        return new TestContext(false, millis);
    }

    /** Asks the solve to stop, as a cancelled job does. */
    public void cancel() {
        cancelled = true;
    }

    @Override
    public SolveOptions options() {
        return options;
    }

    @Override
    public long remainingMillis() {
        return deadline == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, (deadline - System.nanoTime()) / 1_000_000);
    }

    @Override
    public boolean shouldStop() {
        return cancelled || remainingMillis() == 0;
    }

    @Override
    public Optional<Checkpoints> checkpoints() {
        return Optional.ofNullable(checkpoints);
    }

    @Override
    public void progress(long nodes, String best, String bound, String message) {
        reports.incrementAndGet();
    }

    @Override
    public OptionalLong besideValue() {
        long value = beside;
        return value == Long.MIN_VALUE ? OptionalLong.empty() : OptionalLong.of(value);
    }

    @Override
    public void bound(long bound) {
        this.bound = bound;
    }

    @Override
    public void searching(long value) {
        searched.add(value);
    }

    @Override
    public Executor executor() {
        return POOL;
    }

    @Override
    public SolveContext.Poll poll(long millis, Runnable tick) {
        ScheduledFuture<?> future = TIMER.scheduleWithFixedDelay(tick, Math.max(10, millis), Math.max(10, millis),
                TimeUnit.MILLISECONDS);
        return () -> future.cancel(false);
    }

    @Override
    public int parallelism() {
        return options.threads() > 0 ? Math.min(options.threads(), POOL.size()) : POOL.size();
    }

    /**
     * When positive, every unit is asked to split ({@link UnitContext#shouldSplit()}) from its that many-th question
     * on, as a cluster asks the units that run longest at the end of a round; 0 (the default) never asks.
     */
    public volatile int splitAfterQuestions;

    @Override
    public synchronized WorkUnits units() {
        if (units == null) {
            units = new PlanRunner(options, POOL, parallelism(), this::shouldStop, checkpoints, this::progress);
        }
        if (splitAfterQuestions <= 0) {
            return units;
        }
        PlanRunner runner = units;
        return new WorkUnits() {
            @Override
            public PlanOutcome run(UnitSolver solver, Problem problem, Plan plan) throws Exception {
                return runner.run(splitting(solver), problem, plan);
            }

            @Override
            public PlanOutcome run(UnitSolver solver, Problem problem, Plan plan, Split split) throws Exception {
                return runner.run(splitting(solver), problem, plan, split);
            }
        };
    }

    /** {@code solver} with each unit asked to split from its {@link #splitAfterQuestions}-th question on. */
    private UnitSolver splitting(UnitSolver solver) {
        int after = splitAfterQuestions;
        return (problem, options, unit, context) -> {
            AtomicInteger questions = new AtomicInteger();
            return solver.run(problem, options, unit, new UnitContext() {
                @Override
                public boolean shouldStop() {
                    return context.shouldStop();
                }

                @Override
                public void nodes(long delta) {
                    context.nodes(delta);
                }

                @Override
                public boolean shouldSplit() {
                    return questions.incrementAndGet() >= after;
                }
            });
        };
    }

    /** The units run through {@link #units()}, or {@code null}. */
    public PlanRunner unitsUsed() {
        return units;
    }
}
