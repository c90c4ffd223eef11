package org.polyboard.core.exec;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
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
import org.polyboard.core.verify.ResultCheck;
import org.polyboard.core.verify.Verifier;

/**
 * A running solve: its context (time limit, cancellation, progress, the shared executor and the work units
 * of a split search) and its eventual result.
 */
public final class DefaultJob implements Job, SolveContext {

    private final int id;
    private final SolveRequest request;
    private final String solver;
    private final long startNanos = System.nanoTime();
    private final long deadlineNanos;
    private final CompletableFuture<SolveResult> result = new CompletableFuture<>();
    private final Consumer<DefaultJob> onCancel;
    private volatile boolean cancelled;
    private volatile String cancelReason;
    private volatile boolean listenerFailed;
    private volatile Progress progress = new Progress(0, -1, null, null, "starting");
    private volatile Placement incumbent;
    /** Whether a second solver runs beside the job's own ({@link Companion}). */
    private volatile boolean portfolio;
    /** The strongest bound either solver proved ({@link #bound(long)}); {@code Long.MIN_VALUE} while none. */
    private volatile long provenBound = Long.MIN_VALUE;
    /** The best verified solution the second solver reported. */
    private volatile Placement beside;
    private volatile boolean settled;
    /** The problem, to check solutions while the job runs; the last placement {@link #best()} checked, and its verdict. */
    private volatile Problem problem;
    private volatile Placement checked;
    private volatile boolean checkedValid;
    private volatile Thread runner;
    private volatile Checkpoints checkpoints;
    private volatile Consumer<SolveResult> recorder;
    private volatile Executor executor;
    private volatile int parallelism = 1;
    private volatile LocalUnits units;
    private volatile LocalUnits.Remote remote;
    private final Object completion = new Object();

    public DefaultJob(int id, SolveRequest request, String solver) {
        this(id, request, solver, job -> { });
    }

    /** {@code onCancel} is told of the first cancellation, e.g. to end the job if the solver ignores it. */
    public DefaultJob(int id, SolveRequest request, String solver, Consumer<DefaultJob> onCancel) {
        this.id = id;
        this.request = request;
        this.solver = solver;
        this.onCancel = onCancel;
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
    public Progress progress() {
        return progress;
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
        return deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos >= 0;
    }

    public long elapsedMillis() {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
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
        return Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadlineNanos - System.nanoTime()));
    }

    @Override
    public boolean shouldStop() {
        return cancelled || settled || timedOut();
    }

    @Override
    public void bound(long bound) {
        Problem problem = this.problem;
        if (!portfolio || problem == null) {
            return;
        }
        synchronized (this) {
            long now = provenBound;
            boolean maximise = Companion.maximises(problem.instance().objective());
            if (now == Long.MIN_VALUE || (maximise ? bound < now : bound > now)) {
                provenBound = bound;
            }
        }
        settle(incumbent);
        settle(beside);
    }

    /** The problem the job solves, for checking its solutions while it runs. */
    void problem(Problem solved) {
        this.problem = solved;
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

    /** Lets solutions that meet a proven bound end the job: a second solver runs beside its own. */
    void portfolio() {
        this.portfolio = true;
    }

    /** A solution the second solver found: kept when valid and better than its earlier ones. */
    void offerBeside(Placement placement) {
        Problem problem = this.problem;
        if (!portfolio || problem == null || placement == null) {
            return;
        }
        Objective objective = problem.instance().objective();
        if (!ResultCheck.placement(problem, objective, placement).valid()) {
            return;
        }
        synchronized (this) {
            Placement now = beside;
            if (now != null && !Companion.better(Verifier.value(objective, placement), Verifier.value(objective, now),
                    Companion.maximises(objective))) {
                return;
            }
            beside = placement;
        }
        settle(placement);
    }

    /** The best verified solution the second solver reported, or {@code null}. */
    Placement foundBeside() {
        return beside;
    }

    /**
     * Whether a verified solution met a proven bound while a second solver ran beside the job's own, so that the job
     * stops its solvers without being cancelled: the answer is known.
     */
    public boolean settled() {
        return settled;
    }

    /** Settles the job when {@code placement} is valid and its value is the proven bound. */
    private void settle(Placement placement) {
        Problem problem = this.problem;
        long bound = provenBound;
        if (!portfolio || problem == null || placement == null || bound == Long.MIN_VALUE || settled) {
            return;
        }
        Objective objective = problem.instance().objective();
        Fraction value = Verifier.value(objective, placement);
        if (value.denominator() == 1 && value.numerator() == bound
                && ResultCheck.placement(problem, objective, placement).valid()) {
            settled = true;
        }
    }

    @Override
    public void incumbent(Placement placement) {
        if (placement != null) {
            incumbent = placement;
            settle(placement);
        }
    }

    @Override
    public void progress(long nodes, String best, String bound, String message) {
        Progress p = new Progress(elapsedMillis(), nodes, best, bound, message == null ? "" : message);
        progress = p;
        Consumer<Progress> listener = request.listener();
        if (listener != null && !listenerFailed) {
            try {
                listener.accept(p);
            } catch (RuntimeException e) {
                listenerFailed = true;
            }
        }
    }

    /** Where the job's solver runs its parallel work: {@code executor}, at most {@code tasks} at a time. */
    public void runOn(Executor shared, int tasks) {
        this.executor = shared;
        this.parallelism = Math.max(1, tasks);
    }

    @Override
    public Executor executor() {
        Executor e = executor;
        return e == null ? SolveContext.super.executor() : e;
    }

    @Override
    public int parallelism() {
        return parallelism;
    }

    /** Where its work units run: on the cluster {@code cluster} opens, or here when {@code null}. */
    public void runUnitsOn(LocalUnits.Remote cluster) {
        this.remote = cluster;
    }

    @Override
    public synchronized WorkUnits units() {
        if (units == null) {
            units = new LocalUnits(options(), executor(), parallelism, this::shouldStop, checkpoints,
                    (nodes, best, bound, message) -> progress(nodes, best, bound, message), remote);
        }
        return units;
    }

    /** Leaves the cluster its units ran on, if any. */
    public synchronized void closeUnits() {
        if (units != null) {
            units.close();
        }
    }

    /** The work units the solver ran through {@link #units()}, or {@code null} when it used none. */
    public LocalUnits unitsUsed() {
        return units;
    }
}
