package org.polyboard.core.exec;

import java.util.Optional;
import java.util.OptionalLong;
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
    /**
     * The value of the solution found beside ({@link #beside}), set with it, when it is a whole number; else
     * {@code MIN_VALUE}. Read on every {@code shouldStop} of the heuristic beside ({@link #oneStepFromProof}).
     */
    private volatile long besideWhole = Long.MIN_VALUE;
    /**
     * The value an exhaustive round of either solver is deciding ({@link #searching(long)}), the latest reported;
     * {@code Long.MIN_VALUE} while none.
     */
    private volatile long deciding = Long.MIN_VALUE;
    /** The best verified solution the second solver reported. */
    private volatile Placement beside;
    private volatile boolean settled;
    /** The job's places on the shared executor when its heuristic hands over once stalled; 0 when it never does. */
    private volatile int handOverTasks;
    /**
     * How long the heuristic goes without a better solution before it hands over, at least, unless it is one step from
     * the proof under a short time limit ({@link #handedOver()}).
     */
    private volatile long handOverPatience;
    /** A long run's heuristic hands over after this many patiences without news at most ({@link #handedOver()}). */
    static final int MAX_PATIENCES = 5;
    private volatile boolean handedOver;
    /** When the job's heuristic handed over, in elapsed milliseconds; −1 while it has not. */
    private volatile long handoverMillis = -1;
    /** What the exact solver beside the job's heuristic last said, shown after the heuristic's own progress; or null. */
    private volatile String besideNote;
    /** When the job's own solver last reported a solution, in elapsed milliseconds; −1 while it has reported none. */
    private volatile long leadNewsMillis = -1;
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

    /**
     * Whether the job's own solver should stop: the job is cancelled, out of time or settled, or, when it is a heuristic
     * with an exact solver beside it, it has stalled ({@link #handedOver()}).
     */
    @Override
    public boolean shouldStop() {
        return stopRequested() || handOverTasks > 0 && handedOver();
    }

    /** Whether the job is cancelled, out of time or settled: what stops a solver beside the job's own too. */
    boolean stopRequested() {
        return cancelled || settled || timedOut();
    }

    /**
     * Lets the job's own solver, a heuristic with an exact solver beside it, hand over to that solver once it stalls
     * ({@link Companion#stalled}): it then stops with its best solution, and the exact solver's work units take the
     * job's {@code tasks} places instead of one, until the time limit or its proof. {@code patience}: see
     * {@link #handedOver()}.
     */
    void handOverWhenStalled(int tasks, long patience) {
        this.handOverPatience = patience;
        this.handOverTasks = tasks;
    }

    /**
     * Whether the job's own heuristic has stalled and handed the cores over to the exact solver beside it: it stalled as
     * a heuristic companion does ({@link Companion#stalled}) and went without news for its patience (a minute) and a
     * quarter of the time limit too, up to five patiences. A job whose exact search cannot finish ends with the
     * heuristic's solution, and a tabu search may need a long plateau to improve (independent queen domination, 20×20:
     * from 12 to the published 11 on one place takes well over half a minute), so short runs never hand over. A long
     * run hands over after five minutes without news at most: the exact search then has both places for the rest
     * (independent queen domination, 19×19, with a 3 000 s limit: proven in 355 s, against 412 s on one place, where
     * the quarter alone held the heuristic for the whole run). A heuristic that reports no solution while it runs never
     * counts as stalled: nothing tells that it stopped improving.
     * <p>
     * Once the heuristic's best is one step from what the exact search proved or is deciding
     * ({@link #oneStepFromProof}), its patience alone holds it, not a quarter of the time limit: the one better value
     * left is what that search is looking for, exhaustively (queens on 7×7×7 with a 600 s limit: ils finds 32 at once,
     * and enumerate, beside it, refutes 33, proven in 285 s against 325 s with the quarter; independent queen
     * domination, 19×19, 3 000 s limit: anneal finds 11 and enumerate refutes 10, 476 s against 601 s). The patience
     * stays: a tabu search that finds one above a tight bound may still find the bound itself within
     * seconds where the exact search would not (queen domination, 18×18: 10, then Spencer's 9 after about 6 s). Under a
     * time limit shorter than four patiences it is a quarter of the limit instead, so that the exact search gets both
     * places for the larger part of a short run too (queen domination, 24×24, 60 s limit: anneal finds 13 in a second,
     * one above Spencer's 12, hands over at 16 s, and enumerate refutes 12 by 52 s; held for its minute, the run ended
     * TIMEOUT).
     */
    boolean handedOver() {
        long news = leadNewsMillis;
        if (!handedOver && handOverTasks > 0 && news >= 0) {
            long now = elapsedMillis();
            long limit = request.options().timeoutMillis();
            long patience = Math.max(handOverPatience, Math.min(limit / 4, MAX_PATIENCES * handOverPatience));
            long oneStepPatience = limit > 0 ? Math.min(handOverPatience, limit / 4) : handOverPatience;
            if (Companion.stalled(now, 0, news) && (now - news > patience
                    || now - news > oneStepPatience && oneStepFromProof(leadValue()))) {
                handoverMillis = now;
                handedOver = true;
            }
        }
        return handedOver;
    }

    /**
     * The value of the job's own solver's best solution ({@link #best()}, verified), when it is a whole number; what a
     * companion sees as the value found beside it.
     */
    OptionalLong leadValue() {
        Problem solved = problem;
        Optional<Placement> lead = best();
        if (solved == null || lead.isEmpty()) {
            return OptionalLong.empty();
        }
        Fraction value = Verifier.value(solved.instance().objective(), lead.get());
        return value.denominator() == 1 ? OptionalLong.of(value.numerator()) : OptionalLong.empty();
    }

    /**
     * Whether a solution of {@code value} (none: no) is one step (of a whole number) from what an exact search settled:
     * the next better value is the bound proven so far, or the value an exhaustive round is deciding. Only that value
     * can still be found, and the search under way answers whether it can. For the solution found beside the job's
     * own solver ({@link #besideValue()}) and for the job's own ({@link #leadValue()}).
     */
    boolean oneStepFromProof(OptionalLong value) {
        Problem solved = problem;
        if (solved == null || value.isEmpty()) {
            return false;
        }
        long next = Companion.maximises(solved.instance().objective()) ? value.getAsLong() + 1 : value.getAsLong() - 1;
        return next == provenBound || next == deciding;
    }

    @Override
    public void searching(long value) {
        deciding = value;
    }

    /** When the job's heuristic handed over to the exact solver beside it, in elapsed milliseconds; −1 if it did not. */
    long handoverMillis() {
        return handoverMillis;
    }

    /** The places on the shared executor the exact solver beside the job's own takes: all once handed over, else one. */
    int besideTasks() {
        return handedOver() ? handOverTasks : 1;
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

    /** The problem set by {@link #problem(Problem)}, or {@code null} before. */
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
            Fraction value = Verifier.value(objective, placement);
            besideWhole = value.denominator() == 1 ? value.numerator() : Long.MIN_VALUE;
        }
        settle(placement);
    }

    /** The best verified solution the second solver reported, or {@code null}. */
    Placement foundBeside() {
        return beside;
    }

    /** The value of {@link #foundBeside()}, when it is a whole number (every objective but the fractional one). */
    @Override
    public OptionalLong besideValue() {
        long value = besideWhole;
        return value == Long.MIN_VALUE ? OptionalLong.empty() : OptionalLong.of(value);
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
            leadNewsMillis = elapsedMillis();
            incumbent = placement;
            settle(placement);
        }
    }

    @Override
    public void progress(long nodes, String best, String bound, String message) {
        String note = handedOver ? null : besideNote;
        String text = message == null ? "" : message;
        if (note != null) {
            text = text.isEmpty() ? note : text + "; " + note;
        }
        Progress p = new Progress(elapsedMillis(), nodes, withBeside(best), withProven(bound), text);
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

    /**
     * The best value to show: the solver's own ({@code best}, a number, or "-" or {@code null} for none), or the value of
     * the verified solution found beside it when that is better, which is the job's best (bnb's progress on 15×15 showed
     * its greedy 42 while anneal's 36 was known).
     */
    private String withBeside(String best) {
        OptionalLong value = besideValue();
        Problem solved = problem;
        if (value.isEmpty() || solved == null) {
            return best;
        }
        return preferred(best, value.getAsLong(), Companion.maximises(solved.instance().objective()));
    }

    /**
     * The bound to show: the solver's own ({@code bound}, a number, or "-" or {@code null} for none), or the bound proven
     * for the job ({@link #bound(long)}) when that is stronger: what the exact solver beside a heuristic has refuted
     * (anneal's progress on 17×17 knights showed its own bound, 33, for five minutes while bnb beside it had refuted 43
     * pieces).
     */
    private String withProven(String bound) {
        long proven = provenBound;
        Problem solved = problem;
        if (proven == Long.MIN_VALUE || solved == null) {
            return bound;
        }
        // a stronger bound is a worse value: higher when minimising, lower when maximising
        return preferred(bound, proven, !Companion.maximises(solved.instance().objective()));
    }

    /**
     * {@code shown} (a number, or "-" or {@code null} for none), or {@code other} when that is higher ({@code higher})
     * or lower than it; a {@code shown} that is not a number stays.
     */
    private static String preferred(String shown, long other, boolean higher) {
        Fraction own = null;
        if (shown != null && !shown.equals("-")) {
            try {
                own = Fraction.parse(shown);
            } catch (RuntimeException e) {
                return shown;
            }
        }
        Fraction candidate = Fraction.of(other);
        return Companion.better(candidate, own, higher) ? candidate.toString() : shown;
    }

    /**
     * What the exact solver beside the job's heuristic says of its search ({@code null}: nothing), shown after the
     * heuristic's progress until the heuristic hands over; the exact solver's own progress is shown from then on.
     */
    void besideProgress(String note) {
        besideNote = note;
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
