package org.polyboard.core.exec;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.WorkUnits;
import org.polyboard.core.verify.ResultCheck;
import org.polyboard.core.verify.Verifier;

/**
 * A second solver run beside the job's own within one job, so that a solve with a time limit ends with the best of
 * both: a heuristic beside an exact solver (its solutions), or an exact solver beside a heuristic (its bound). It
 * starts after a head start (a search that ends at once never shares the cores), runs with one task on the shared
 * executor until the job's time limit, and is stopped as soon as the job's own solver returns with a proof. Either
 * solver's proven bound ({@link SolveContext#bound}) and either's solutions ({@link SolveContext#incumbent}) go to the
 * job, which ends at once, optimal, when a verified solution meets a proven bound. Solutions are verified before they
 * are taken. A heuristic beside an exact solver stops once it stalls ({@link #stalled}), sooner once its best is one
 * step from the exact solver's bound or round ({@link #LAST_STEP_STALL_MILLIS}): its place on the executor goes back to
 * the exact search, whose proof is what the job still waits for. The same holds the other way round: a heuristic job
 * beside an exact companion stops once it stalls ({@link DefaultJob#handOverWhenStalled}), sooner in the same case, and
 * the companion's work units then take every place of the job.
 */
final class Companion {

    /** The job's own solver runs alone for this long, or a tenth of the time limit if there is one and that is less. */
    static final long HEAD_START_MILLIS = 1_000;
    /**
     * How long a heuristic beside an exact solver goes on without a new solution before it gives its place back, at
     * least; later in its run, half the time it has run ({@link #stalled}).
     */
    static final long STALL_MILLIS = 5_000;
    /**
     * The same once the heuristic's best is one step from the bound the exact solver proved, or from the value its
     * exhaustive round is deciding ({@link SolveContext#searching}): the exact solver's search for the one better value
     * is then under way and answers what the heuristic still looks for, with a proof (knights 15×15: anneal finds 36 at
     * once while bnb refutes 35, which takes both places for seconds).
     */
    static final long LAST_STEP_STALL_MILLIS = 1_000;

    private final Solver solver;
    private final Problem problem;
    private final DefaultJob job;
    private final CompletableFuture<SolveResult> result = new CompletableFuture<>();
    private final Future<?> start;
    private volatile boolean stopped;
    private volatile long startedMillis = -1;
    /** When the companion started or last reported a solution, in the job's elapsed milliseconds. */
    private volatile long newsMillis;
    /** Whether this is a heuristic beside an exact solver, which stops once it stalls ({@link #stalled}). */
    private final boolean heuristic;
    /** Where an exact companion's finished work units are saved and found again ({@code null}: nowhere). */
    private final Checkpoints checkpoints;
    private final Context context = new Context();

    private Companion(Solver solver, boolean heuristic, Checkpoints checkpoints, Problem problem, DefaultJob job,
            ScheduledExecutorService timer, ExecutorService threads) {
        this.solver = solver;
        this.heuristic = heuristic;
        this.checkpoints = checkpoints;
        this.problem = problem;
        this.job = job;
        long limit = job.options().timeoutMillis();
        long headStart = limit > 0 ? Math.min(HEAD_START_MILLIS, limit / 10) : HEAD_START_MILLIS;
        Future<?> scheduled;
        try {
            scheduled = timer.schedule(() -> {
                try {
                    threads.execute(this::run);
                } catch (RejectedExecutionException e) {
                    result.complete(null);
                }
            }, headStart, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            result.complete(null);
            scheduled = CompletableFuture.completedFuture(null);
        }
        this.start = scheduled;
    }

    /**
     * Starts {@code solver} beside the job's own solver, after the head start; {@code heuristic} when it is a heuristic
     * beside an exact solver (it then stops once it stops improving). An exact companion's work units are saved to
     * {@code checkpoints} and, when the job resumes, taken from there (its own, keyed by its id and version: the same
     * as when it runs alone).
     */
    static Companion start(Solver solver, boolean heuristic, Checkpoints checkpoints, Problem problem, DefaultJob job,
            ScheduledExecutorService timer, ExecutorService threads) {
        return new Companion(solver, heuristic, checkpoints, problem, job, timer, threads);
    }

    private void run() {
        if (stopped || job.stopRequested()) {
            result.complete(null);
            return;
        }
        startedMillis = job.elapsedMillis();
        newsMillis = startedMillis;
        try {
            SolveResult r = solver.solve(problem, context);
            if (r != null && r.status() == Status.OPTIMAL && !r.solutions().isEmpty() && r.value() != null
                    && r.value().denominator() == 1) {
                // proven: the job's own solver need not go on
                job.bound(r.value().numerator());
                job.offerBeside(r.solutions().get(0));
            }
            result.complete(r);
        } catch (Throwable e) {
            result.complete(null);
        }
    }

    /**
     * Whether a heuristic that started at {@code started} and last reported a solution at {@code news} has stalled at
     * {@code now}: no new solution for {@link #STALL_MILLIS} and for half the time it has run. A local search improves
     * ever more slowly, so the patience grows with the run, and it never costs more than the run had taken.
     */
    static boolean stalled(long now, long started, long news) {
        return stalled(now, started, news, STALL_MILLIS);
    }

    /** {@link #stalled(long, long, long)} with {@code patience} in place of {@link #STALL_MILLIS}. */
    static boolean stalled(long now, long started, long news, long patience) {
        return now - news > Math.max(patience, (now - started) / 2);
    }

    /**
     * The job's result from its own solver's {@code raw} one (solver {@code own}) and the companion's: the better
     * verified solution, the stronger bound, and OPTIMAL when they meet. A proven {@code raw} is returned as it is and
     * the companion stopped; otherwise the companion is given until {@code waitMillis} to end by its own time limit.
     */
    SolveResult merge(SolveResult raw, String own, long waitMillis) {
        if (raw.status() == Status.OPTIMAL || raw.status() == Status.INFEASIBLE || raw.status() == Status.ERROR) {
            stop();
            return raw;
        }
        SolveResult other;
        try {
            other = result.get(Math.max(0, waitMillis), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            stop();
            return raw.toBuilder().stat("companion", solver.id() + " (did not end in time)").build();
        } catch (InterruptedException e) {
            stop();
            Thread.currentThread().interrupt();
            return raw;
        } catch (Exception e) {
            other = null;
        }
        stop();
        if (startedMillis < 0) {
            return raw;
        }
        Objective objective = problem.instance().objective();
        boolean maximise = maximises(objective);
        SolveResult.Builder merged = raw.toBuilder().stat("companion", solver.id())
                .stat("companionStartMillis", startedMillis);
        if (other != null) {
            // the split of the companion's search, when the job's own solver did not split its own
            for (String key : List.of(Checkpoints.SUBPROBLEMS, Checkpoints.RESUMED)) {
                String value = other.stats().get(key);
                if (value != null && !raw.stats().containsKey(key)) {
                    merged.stat(key, value);
                }
            }
        }
        if (job.handoverMillis() >= 0) {
            merged.stat("handoverMillis", job.handoverMillis());
        }
        if (other != null && other.status() == Status.OPTIMAL && !other.solutions().isEmpty()
                && ResultCheck.placement(problem, objective, other.solutions().get(0)).valid()) {
            return merged.status(Status.OPTIMAL).value(other.value()).bound(other.bound())
                    .solutions(List.of(other.solutions().get(0))).stat("companionValue", other.value())
                    .proof(other.proof() + " (" + solver.id() + ", run beside " + own + ")")
                    .message("the solution shown was found by " + solver.id() + ", run beside " + own).build();
        }
        // the companion's best: its result's solution or the best it reported on the way, verified
        Placement theirs = job.foundBeside();
        Fraction theirValue = theirs == null ? null : Verifier.value(objective, theirs);
        if (other != null && !other.solutions().isEmpty() && other.value() != null
                && (theirValue == null || better(other.value(), theirValue, maximise))
                && ResultCheck.placement(problem, objective, other.solutions().get(0)).valid()) {
            theirs = other.solutions().get(0);
            theirValue = other.value();
        }
        Fraction value = raw.value();
        String finder = own;
        if (theirs != null) {
            merged.stat("companionValue", theirValue);
            if (better(theirValue, value, maximise)) {
                merged.value(theirValue).solutions(List.of(theirs));
                value = theirValue;
                finder = solver.id();
            }
        }
        Fraction bound = raw.bound();
        String bounder = own;
        String boundNote = boundNote(raw);
        if (other != null && other.bound() != null && (bound == null || better(bound, other.bound(), maximise))) {
            bound = other.bound();
            bounder = solver.id();
            boundNote = boundNote(other);
            merged.bound(bound);
        }
        String found = "the solution shown was found by " + finder + (finder.equals(own) ? "" : ", run beside " + own);
        if (value != null && bound != null && bound.compareTo(value) == 0) {
            return merged.status(Status.OPTIMAL)
                    .proof("the solution of " + finder + " meets the bound of " + bounder + "'s search"
                            + (boundNote.isEmpty() ? "" : " (" + boundNote + ")"))
                    .message(found).build();
        }
        if (finder.equals(own) && bounder.equals(own)) {
            return merged.build();
        }
        boolean theirReason = !bounder.equals(own) && !boundNote.isEmpty();
        if (theirReason) {
            merged.stat(SolveResult.BOUND_PROOF, boundNote);
        }
        String note = finder.equals(own) ? "the bound is " + bounder + "'s, run beside " + own
                + (theirReason ? " (" + boundNote + ")" : "") : found;
        return merged.message(raw.message().isEmpty() ? note : raw.message() + "; " + note).build();
    }

    /** What {@code result}'s bound rests on: its {@link SolveResult#BOUND_PROOF} statistic, else its message. */
    private static String boundNote(SolveResult result) {
        return result.stats().getOrDefault(SolveResult.BOUND_PROOF, result.message());
    }

    /** The work units the companion ran, or {@code null} when it ran none. */
    LocalUnits unitsUsed() {
        synchronized (context) {
            return context.units;
        }
    }

    /** Stops the companion, or keeps it from starting. */
    void stop() {
        stopped = true;
        start.cancel(false);
        result.complete(null);
    }

    static boolean maximises(Objective objective) {
        return objective == Objective.MAX_INDEPENDENT || objective == Objective.MAX_PEACEABLE;
    }

    /** Whether {@code candidate} is better than {@code incumbent} ({@code null}: none). */
    static boolean better(Fraction candidate, Fraction incumbent, boolean maximise) {
        if (incumbent == null) {
            return true;
        }
        int c = candidate.compareTo(incumbent);
        return maximise ? c > 0 : c < 0;
    }

    /**
     * The companion's view of the job: its limits, the shared executor with one task (an exact companion: every task of
     * the job once the job's heuristic handed over), bounds and solutions shared.
     */
    private final class Context implements SolveContext {

        /** The companion's work units: on the job's executor, one at a time until a handover, with its checkpoints. */
        private LocalUnits units;

        @Override
        public synchronized WorkUnits units() {
            if (units == null) {
                units = new LocalUnits(options(), executor(), () -> heuristic ? 1 : job.besideTasks(), this::shouldStop,
                        checkpoints, this::progress, null);
            }
            return units;
        }

        @Override
        public Optional<Checkpoints> checkpoints() {
            return Optional.ofNullable(checkpoints);
        }

        @Override
        public SolveOptions options() {
            return job.options().withThreads(1);
        }

        @Override
        public long remainingMillis() {
            return job.remainingMillis();
        }

        @Override
        public boolean shouldStop() {
            return stopped || job.stopRequested() || heuristic && stalled(job.elapsedMillis(), startedMillis, newsMillis,
                    job.oneStepFromProof(job.besideValue()) ? LAST_STEP_STALL_MILLIS : STALL_MILLIS);
        }

        @Override
        public void progress(long nodes, String best, String bound, String message) {
            // the job shows its own solver's progress with an exact companion's message after it, and the companion's
            // progress once the job's heuristic handed over, with the heuristic's best solution where it has one (the
            // companion's own is often worse)
            if (heuristic) {
                return;
            }
            if (job.handedOver()) {
                String shown = job.best().map(p -> Verifier.value(problem.instance().objective(), p).toString())
                        .orElse(best);
                // the companion's name first: the line's solver column stays the job's, its nodes are the companion's
                job.progress(nodes, shown, bound, solver.id() + " beside the stalled heuristic"
                        + (message == null || message.isEmpty() ? "" : ": " + message));
            } else if (message != null && !message.isEmpty()) {
                job.besideProgress(solver.id() + " beside: " + message);
            }
        }

        @Override
        public void incumbent(Placement placement) {
            newsMillis = job.elapsedMillis();
            job.offerBeside(placement);
        }

        @Override
        public void bound(long bound) {
            job.bound(bound);
        }

        @Override
        public void searching(long value) {
            if (!heuristic) {
                job.searching(value);
            }
        }

        /** The solver beside a companion is the job's own: the value of its best solution, once verified. */
        @Override
        public OptionalLong besideValue() {
            return job.leadValue();
        }

        @Override
        public Executor executor() {
            return job.executor();
        }

        @Override
        public int parallelism() {
            return 1;
        }
    }
}
