package org.polyboard.core.exec;

import java.util.List;
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
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.core.verify.ResultCheck;
import org.polyboard.core.verify.Verifier;

/**
 * A heuristic run beside an exact solver within one job, so that a solve with a time limit ends with the better of
 * the two: the exact solver's answer when it proves one, else the best solution either found, with the exact
 * solver's bound. It starts after a head start (an exact search that ends at once never shares the cores), runs
 * with one task on the shared executor until the job's time limit, and is stopped as soon as the exact solver
 * returns with a proof. Each solution it reports is verified before it is kept; one that meets the bound the exact
 * solver has proven ({@link SolveContext#bound}) ends the job at once with that solution, optimal.
 */
final class Companion {

    /** The exact solver runs alone for this long, or a tenth of the time limit if that is less. */
    static final long HEAD_START_MILLIS = 1_000;

    private final Solver solver;
    private final Problem problem;
    private final DefaultJob job;
    private final CompletableFuture<SolveResult> result = new CompletableFuture<>();
    private final Future<?> start;
    private volatile boolean stopped;
    private volatile long startedMillis = -1;
    /** The best verified solution the companion reported while it ran, and its value. */
    private volatile Placement incumbent;
    private volatile Fraction incumbentValue;

    private Companion(Solver solver, Problem problem, DefaultJob job, ScheduledExecutorService timer,
            ExecutorService threads) {
        this.solver = solver;
        this.problem = problem;
        this.job = job;
        long headStart = Math.min(HEAD_START_MILLIS, job.options().timeoutMillis() / 10);
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

    /** Starts {@code solver} beside the job's own solver, after the head start. */
    static Companion start(Solver solver, Problem problem, DefaultJob job, ScheduledExecutorService timer,
            ExecutorService threads) {
        return new Companion(solver, problem, job, timer, threads);
    }

    String id() {
        return solver.id();
    }

    private void run() {
        if (stopped || job.shouldStop()) {
            result.complete(null);
            return;
        }
        startedMillis = job.elapsedMillis();
        try {
            result.complete(solver.solve(problem, new Context()));
        } catch (Throwable e) {
            result.complete(null);
        }
    }

    /**
     * The job's result with the companion's solution when it is better than the exact solver's {@code raw} one.
     * A proven {@code raw} is returned as it is and the companion stopped; otherwise the companion is given until
     * {@code waitMillis} to end by its own time limit. {@code exact} is the exact solver's id.
     */
    SolveResult merge(SolveResult raw, String exact, long waitMillis) {
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
        SolveResult.Builder merged = raw.toBuilder().stat("companion", solver.id())
                .stat("companionStartMillis", startedMillis);
        Placement best = incumbent;
        Fraction value = incumbentValue;
        if (other != null && !other.solutions().isEmpty() && other.value() != null
                && ResultCheck.placement(problem, problem.instance().objective(), other.solutions().get(0)).valid()
                && (value == null || better(other.value(), value, problem.instance().objective()))) {
            best = other.solutions().get(0);
            value = other.value();
        }
        if (best == null) {
            return merged.build();
        }
        merged.stat("companionValue", value);
        if (!better(value, raw.value(), problem.instance().objective())) {
            return merged.build();
        }
        merged.value(value).solutions(List.of(best));
        String found = "the solution shown was found by " + solver.id() + ", run beside " + exact;
        if (raw.bound() != null && raw.bound().compareTo(value) == 0) {
            return merged.status(Status.OPTIMAL)
                    .proof("the solution of " + solver.id() + " meets the bound of " + exact + "'s search"
                            + (raw.message().isEmpty() ? "" : " (" + raw.message() + ")"))
                    .message(found).build();
        }
        return merged.message(raw.message().isEmpty() ? found : raw.message() + "; " + found).build();
    }

    /** Stops the companion, or keeps it from starting. */
    void stop() {
        stopped = true;
        start.cancel(false);
        result.complete(null);
    }

    private static boolean better(Fraction candidate, Fraction incumbent, Objective objective) {
        if (incumbent == null) {
            return true;
        }
        boolean maximise = objective == Objective.MAX_INDEPENDENT || objective == Objective.MAX_PEACEABLE;
        int c = candidate.compareTo(incumbent);
        return maximise ? c > 0 : c < 0;
    }

    /** The companion's view of the job: its limits and the shared executor, one task at a time, no progress. */
    private final class Context implements SolveContext {

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
            return stopped || job.shouldStop();
        }

        @Override
        public void progress(long nodes, String best, String bound, String message) {
            // the job shows its exact solver's progress
        }

        /** Keeps the solution if it is valid and better, and tells the job its value (it may meet the bound). */
        @Override
        public void incumbent(Placement placement) {
            Objective objective = problem.instance().objective();
            if (placement == null || !ResultCheck.placement(problem, objective, placement).valid()) {
                return;
            }
            Fraction value = Verifier.value(objective, placement);
            synchronized (Companion.this) {
                if (incumbentValue != null && !better(value, incumbentValue, objective)) {
                    return;
                }
                incumbent = placement;
                incumbentValue = value;
            }
            if (value.denominator() == 1) {
                job.foundBeside(value.numerator());
            }
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
