package org.polyboard.core.exec.portfolio;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.WorkUnits;
import org.polyboard.core.exec.Failures;
import org.polyboard.core.exec.units.CheckpointMismatch;
import org.polyboard.core.exec.units.PlanRunner;

/**
 * The partner of a portfolio at work: started after the lead's head start on a thread of its own, it runs with one
 * task on the job's executor (an exact partner: the job's share once the lead handed over) and is stopped when the
 * lead returns with a proof, when the job stops, or, a heuristic partner, once it stalls. Its solutions and bounds go
 * to the {@link Portfolio}; {@link #end} merges its result with the lead's.
 */
public final class Partner {

    private final Solver solver;
    private final Portfolio portfolio;
    private final Problem problem;
    private final JobView job;
    /** Where an exact partner's finished work units are saved and found again ({@code null}: nowhere). */
    private final Checkpoints checkpoints;
    private final CompletableFuture<SolveResult> result = new CompletableFuture<>();
    private final Context context = new Context();
    private volatile boolean stopped;
    /** The partner's checkpoints failed a recheck ({@link CheckpointMismatch}): its answer cannot be used. */
    private volatile CheckpointMismatch mismatch;

    private Partner(Solver solver, Portfolio portfolio, Problem problem, JobView job, Checkpoints checkpoints) {
        this.solver = solver;
        this.portfolio = portfolio;
        this.problem = problem;
        this.job = job;
        this.checkpoints = checkpoints;
    }

    /**
     * Starts {@code solver} as the partner in {@code portfolio}, on a thread of {@code threads}, once the head start has
     * passed. An exact partner's work units are saved to {@code checkpoints} and, when the job resumes, taken from
     * there: its own, keyed by its id and version, the same as when it runs alone.
     */
    public static Partner start(Solver solver, Portfolio portfolio, Problem problem, JobView job,
            Checkpoints checkpoints, Executor threads) {
        Partner partner = new Partner(solver, portfolio, problem, job, checkpoints);
        long headStart = portfolio.policy().headStart(job.options().timeoutMillis());
        try {
            threads.execute(() -> {
                try {
                    job.sleepUntil(headStart, () -> partner.stopped || job.stopRequested());
                    partner.run();
                } catch (InterruptedException e) {
                    partner.result.complete(null);
                }
            });
        } catch (RejectedExecutionException e) {
            partner.result.complete(null);
        }
        return partner;
    }

    private void run() {
        if (stopped || job.stopRequested()) {
            result.complete(null);
            return;
        }
        portfolio.partnerStarted();
        try {
            SolveResult r = solver.solve(problem, context);
            if (r != null && r.status() == Status.OPTIMAL && !r.solutions().isEmpty() && r.value() != null
                    && r.value().denominator() == 1) {
                // proven: the lead need not go on
                portfolio.bound(r.value().numerator());
                portfolio.offerPartner(r.solutions().get(0));
            }
            result.complete(r);
        } catch (Throwable e) {
            mismatch = Failures.find(e, CheckpointMismatch.class);
            result.complete(null);
        }
    }

    /**
     * The job's result from the lead's {@code raw} one (solver {@code lead}) and the partner's (see
     * {@link PortfolioMerge}). A proven {@code raw} stands and the partner is stopped; otherwise the partner is given
     * until {@code waitMillis} to end by the job's time limit. A lead that stopped to hand over, the job not
     * cancelled, ended feasible, not cancelled.
     */
    public SolveResult end(SolveResult raw, String lead, long waitMillis, boolean jobCancelled) {
        if (raw.status() == Status.CANCELLED && portfolio.handoverMillis() >= 0 && !jobCancelled) {
            raw = raw.toBuilder().status(Status.FEASIBLE).build();
        }
        if (PortfolioMerge.decided(raw)) {
            stop();
            return raw;
        }
        SolveResult other;
        try {
            other = result.get(Math.max(0, waitMillis), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            stop();
            return portfolio.exactPartner() && portfolio.limitMillis() <= 0
                    ? PortfolioMerge.partnerLateUnlimited(raw, solver.id(), waitMillis)
                    : PortfolioMerge.partnerLate(raw, solver.id());
        } catch (InterruptedException e) {
            stop();
            Thread.currentThread().interrupt();
            return raw;
        } catch (Exception e) {
            other = null;
        }
        stop();
        if (mismatch != null) {
            // the lead did not decide the question and the partner's checkpoints are not to be trusted: say so
            throw mismatch;
        }
        return PortfolioMerge.merge(problem, raw, lead, new PortfolioMerge.PartnerOutcome(solver.id(),
                portfolio.partnerStartMillis(), other, portfolio.partnerBest(), portfolio.handoverMillis()));
    }

    /** Stops the partner, or keeps it from starting. */
    public void stop() {
        stopped = true;
        result.complete(null);
    }

    /** The work units the partner ran, or {@code null} when it ran none. */
    public WorkUnits unitsUsed() {
        synchronized (context) {
            return context.units;
        }
    }

    /** The partner's view of the job: its limits, its executor, and the portfolio's bounds and solutions. */
    private final class Context implements SolveContext {

        private WorkUnits units;

        private boolean heuristic() {
            return !portfolio.exactPartner();
        }

        @Override
        public synchronized WorkUnits units() {
            if (units == null) {
                units = job.partnerUnits(this, () -> heuristic() ? 1 : portfolio.partnerTasks(), checkpoints);
                if (!heuristic() && units instanceof PlanRunner runner) {
                    portfolio.partnerUnits(runner);
                }
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
            return stopped || job.stopRequested() || heuristic() && portfolio.partnerStalled();
        }

        @Override
        public void progress(long nodes, String best, String bound, String message) {
            // a heuristic partner's progress is not shown; an exact partner's message follows the lead's progress, and
            // once the lead handed over or returned its progress is the job's, with the lead's best where it has one
            if (heuristic()) {
                return;
            }
            String detail = message == null || message.isEmpty() ? "" : ": " + message;
            if (portfolio.leadReturned() || portfolio.leadHandedOver()) {
                job.working(solver.id());
                OptionalLong lead = portfolio.leadValue();
                job.progress(nodes, lead.isPresent() ? Long.toString(lead.getAsLong()) : best, bound,
                        solver.id() + (portfolio.leadReturned() && portfolio.handoverMillis() < 0
                                ? " after the heuristic" : " beside the stalled heuristic") + detail);
            } else if (!detail.isEmpty()) {
                portfolio.partnerNote(solver.id() + " beside" + detail);
            }
        }

        @Override
        public void incumbent(Placement placement) {
            portfolio.partnerIncumbent(placement);
        }

        @Override
        public void bound(long bound) {
            portfolio.bound(bound);
        }

        @Override
        public void searching(long value) {
            if (!heuristic()) {
                portfolio.searching(value);
            }
        }

        /** What the partner sees beside it is the lead's best, once verified. */
        @Override
        public OptionalLong besideValue() {
            return portfolio.leadValue();
        }

        @Override
        public Executor executor() {
            return job.executor();
        }

        @Override
        public SolveContext.Poll poll(long millis, Runnable tick) {
            return job.poll(millis, tick);
        }

        @Override
        public int parallelism() {
            return 1;
        }
    }
}
