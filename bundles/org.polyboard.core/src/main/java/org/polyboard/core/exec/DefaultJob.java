package org.polyboard.core.exec;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.WorkUnits;
import org.polyboard.core.exec.portfolio.Portfolio;
import org.polyboard.core.exec.units.EarlyJoin;
import org.polyboard.core.exec.units.PlanRunner;
import org.polyboard.core.verify.ResultCheck;

/**
 * A running solve: its context (time limit, cancellation, progress, the shared executor and the work units
 * of a split search) and its eventual result.
 */
public final class DefaultJob implements Job, SolveContext {

    private final int id;
    private final SolveRequest request;
    private final String solver;
    private final JobClock clock;
    private final long startNanos;
    private final long deadlineNanos;
    private final CompletableFuture<SolveResult> result = new CompletableFuture<>();
    private final Consumer<DefaultJob> onCancel;
    private volatile boolean cancelled;
    private volatile String cancelReason;
    private volatile boolean listenerFailed;
    private volatile Progress progress = new Progress(0, -1, null, null, "starting");
    /** The solver going on with the work after a portfolio's lead, or {@code null} while the lead does it. */
    private volatile String working;
    private volatile Placement incumbent;
    /** The solvers side by side when a partner runs beside the job's own; null when it runs alone. */
    private volatile Portfolio portfolio;
    /** The problem, to check solutions while the job runs; the last placement {@link #best()} checked, and its verdict. */
    private volatile Problem problem;
    private volatile Placement checked;
    private volatile boolean checkedValid;
    private volatile Thread runner;
    private volatile Checkpoints checkpoints;
    private volatile Consumer<SolveResult> recorder;
    private volatile Executor executor;
    private volatile ScheduledExecutorService timer;
    private volatile int parallelism = 1;
    private volatile PlanRunner units;
    private volatile PlanRunner.Remote remote;
    private final Object completion = new Object();

    public DefaultJob(int id, SolveRequest request, String solver) {
        this(id, request, solver, job -> { }, JobClock.SYSTEM);
    }

    /**
     * {@code onCancel} is told of the first cancellation, e.g. to end the job if the solver ignores it; {@code clock}
     * gives the job's elapsed time and time limit.
     */
    public DefaultJob(int id, SolveRequest request, String solver, Consumer<DefaultJob> onCancel, JobClock clock) {
        this.id = id;
        this.request = request;
        this.solver = solver;
        this.onCancel = onCancel;
        this.clock = clock;
        this.startNanos = clock.nanos();
        long timeout = request.options().timeoutMillis();
        this.deadlineNanos = timeout > 0 ? startNanos + TimeUnit.MILLISECONDS.toNanos(timeout) : Long.MAX_VALUE;
    }

    @Override
    public int id() {
        return id;
    }

    @Override
    public SolveRequest request() {
        return request;
    }

    @Override
    public String solver() {
        return solver;
    }

    @Override
    public String working() {
        String now = working;
        return now == null ? solver : now;
    }

    /** Names the solver that goes on with the job's work (a portfolio's exact solver after its lead). */
    public void working(String solverId) {
        working = solverId;
    }

    /**
     * The progress last reported, with the portfolio's best and bound as they are now: a solution found beside a
     * solver that reports seldom (SCIP reports once) shows at once.
     */
    @Override
    public Progress progress() {
        Progress shown = progress;
        Portfolio p = portfolio;
        return p == null ? shown : new Progress(shown.millis(), shown.nodes(), p.shownBest(shown.best()),
                p.shownBound(shown.bound()), shown.message());
    }

    @Override
    public void cancel() {
        cancel(null);
    }

    /** Cancels with a reason for the user (why the job was stopped), or {@code null} when the user asked. */
    public void cancel(String reason) {
        synchronized (this) {
            if (cancelled || isDone()) {
                return;
            }
            cancelReason = reason;
            cancelled = true;
        }
        onCancel.accept(this);
    }

    public boolean cancelled() {
        return cancelled;
    }

    /** Why the job was cancelled other than by the user, or {@code null}. */
    public String cancelReason() {
        return cancelReason;
    }

    /** The thread that runs the solver, while it runs. */
    public void runner(Thread thread) {
        runner = thread;
    }

    public Thread runner() {
        return runner;
    }

    /** The latest solution the solver reported through {@link #incumbent(Placement)}, or {@code null}. */
    public Placement lastIncumbent() {
        return incumbent;
    }

    public boolean timedOut() {
        return deadlineNanos != Long.MAX_VALUE && clock.nanos() - deadlineNanos >= 0;
    }

    public long elapsedMillis() {
        return TimeUnit.NANOSECONDS.toMillis(clock.nanos() - startNanos);
    }

    @Override
    public boolean isDone() {
        return result.isDone();
    }

    @Override
    public SolveResult await() throws InterruptedException {
        try {
            return result.get();
        } catch (ExecutionException e) {
            return SolveResult.of(Status.ERROR, String.valueOf(e.getCause()));
        }
    }

    @Override
    public Optional<SolveResult> result() {
        return result.isDone() ? Optional.ofNullable(result.getNow(null)) : Optional.empty();
    }

    /** The checkpoints its solver may use, and what records its result before it is reported. */
    public void journal(Checkpoints solveCheckpoints, Consumer<SolveResult> resultRecorder) {
        this.checkpoints = solveCheckpoints;
        this.recorder = resultRecorder;
    }

    /** Ends the job with {@code value} unless it has ended already; returns whether this call ended it. */
    public boolean complete(SolveResult value) {
        synchronized (completion) {
            if (result.isDone()) {
                return false;
            }
            Consumer<SolveResult> r = recorder;
            if (r != null) {
                try {
                    r.accept(value);
                } catch (RuntimeException e) {
                    // the journal reports its own write failures; a result is never lost for it
                }
            }
            return result.complete(value);
        }
    }

    @Override
    public Optional<Checkpoints> checkpoints() {
        return Optional.ofNullable(checkpoints);
    }

    @Override
    public SolveOptions options() {
        return request.options();
    }

    @Override
    public long remainingMillis() {
        if (deadlineNanos == Long.MAX_VALUE) {
            return Long.MAX_VALUE;
        }
        return Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadlineNanos - clock.nanos()));
    }

    /**
     * Whether the job's own solver should stop: the job is cancelled, out of time or settled, or, a heuristic with an
     * exact partner, it handed its places over ({@link Portfolio#leadHandedOver()}).
     */
    @Override
    public boolean shouldStop() {
        Portfolio p = portfolio;
        return stopRequested() || p != null && p.leadHandedOver();
    }

    /** Whether the job is cancelled, out of time or settled: what stops a partner too. */
    public boolean stopRequested() {
        Portfolio p = portfolio;
        return cancelled || timedOut() || p != null && p.settled();
    }

    /** Runs the job's solver in {@code solvers}, a portfolio with a partner beside it. */
    public void portfolio(Portfolio solvers) {
        this.portfolio = solvers;
    }

    /** The portfolio the job's solver runs in, or null when it runs alone. */
    public Portfolio portfolio() {
        return portfolio;
    }

    @Override
    public void bound(long bound) {
        Portfolio p = portfolio;
        if (p != null) {
            p.bound(bound);
        }
    }

    @Override
    public void searching(long value) {
        Portfolio p = portfolio;
        if (p != null) {
            p.searching(value);
        }
    }

    /** The value of the partner's best verified solution, when one runs beside the job's solver. */
    @Override
    public OptionalLong besideValue() {
        Portfolio p = portfolio;
        return p == null ? OptionalLong.empty() : p.partnerValue();
    }

    /** The problem the job solves, for checking its solutions while it runs. */
    void problem(Problem solved) {
        this.problem = solved;
    }

    /**
     * Lets go of what only a running job needs: the problem with its attack model (tens of megabytes on large
     * boards), the portfolio and the last placements. The ended jobs kept for {@code job(id)} then hold their results
     * alone, so that a long session does not run out of memory.
     */
    void release() {
        problem = null;
        portfolio = null;
        incumbent = null;
        checked = null;
    }

    /** The problem set by {@link #problem(Problem)}, or {@code null} before it and after {@link #release()}. */
    Problem problem() {
        return problem;
    }

    @Override
    public Optional<Placement> best() {
        Placement p = incumbent;
        Problem solved = problem;
        if (p == null || solved == null || isDone()) {
            return Optional.empty();
        }
        synchronized (this) {
            if (p != checked) {
                checkedValid = ResultCheck.placement(solved, solved.instance().objective(), p).valid();
                checked = p;
            }
            return checkedValid ? Optional.of(p) : Optional.empty();
        }
    }

    @Override
    public void incumbent(Placement placement) {
        if (placement != null) {
            incumbent = placement;
            Portfolio p = portfolio;
            if (p != null) {
                p.leadIncumbent(placement);
            }
        }
    }

    @Override
    public void progress(long nodes, String best, String bound, String message) {
        Portfolio p = portfolio;
        String text = message == null ? "" : message;
        Progress shown = p == null ? new Progress(elapsedMillis(), nodes, best, bound, text)
                : new Progress(elapsedMillis(), nodes, p.shownBest(best), p.shownBound(bound), p.leadMessage(text));
        progress = shown;
        Consumer<Progress> listener = request.listener();
        if (listener != null && !listenerFailed) {
            try {
                listener.accept(shown);
            } catch (RuntimeException e) {
                listenerFailed = true;
            }
        }
    }

    /**
     * Where the job's solver runs its parallel work: {@code shared}, at most {@code tasks} at a time; its polls
     * ({@link #poll}) run on {@code timer}.
     */
    public void runOn(Executor shared, int tasks, ScheduledExecutorService timer) {
        this.executor = shared;
        this.parallelism = Math.max(1, tasks);
        this.timer = timer;
    }

    @Override
    public Executor executor() {
        Executor e = executor;
        if (e == null) {
            throw new IllegalStateException("job " + id + " has no executor yet");
        }
        return e;
    }

    @Override
    public SolveContext.Poll poll(long millis, Runnable tick) {
        return Ticks.every(timer, millis, tick);
    }

    /** Waits until {@code millis} after the job started, or sooner once {@code wake} is true. */
    public void sleepUntil(long millis, BooleanSupplier wake) throws InterruptedException {
        clock.sleepUntil(startNanos + TimeUnit.MILLISECONDS.toNanos(millis), wake);
    }

    @Override
    public int parallelism() {
        return parallelism;
    }

    /**
     * Where its work units run: on the cluster {@code cluster} opens, or here when {@code null}. The cluster is joined
     * from now on, beside the solver's tables and first plan ({@link EarlyJoin}).
     */
    public void runUnitsOn(PlanRunner.Remote cluster) {
        this.remote = cluster == null ? null : EarlyJoin.start(cluster, "polyboard-join-" + id());
    }

    @Override
    public synchronized WorkUnits units() {
        if (units == null) {
            units = new PlanRunner(options(), executor(), parallelism, this::shouldStop, checkpoints,
                    (nodes, best, bound, message) -> progress(nodes, best, bound, message), remote);
        }
        return units;
    }

    /** Leaves the cluster its units ran on, if any. */
    public synchronized void closeUnits() {
        if (units != null) {
            units.close();
        }
        if (remote instanceof EarlyJoin early) {
            early.close();
        }
    }

    /** The work units the solver ran through {@link #units()}, or {@code null} when it used none. */
    public PlanRunner unitsUsed() {
        return units;
    }
}
