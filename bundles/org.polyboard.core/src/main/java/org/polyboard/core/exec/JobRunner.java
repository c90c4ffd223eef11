package org.polyboard.core.exec;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.api.solve.Verification;
import org.polyboard.api.work.UnitCluster;
import org.polyboard.core.catalog.DefaultProblem;
import org.polyboard.core.exec.portfolio.Partner;
import org.polyboard.core.exec.portfolio.Portfolio;
import org.polyboard.core.exec.portfolio.PortfolioPolicy;
import org.polyboard.core.exec.units.CheckpointMismatch;
import org.polyboard.core.exec.units.ClusterFailure;
import org.polyboard.core.exec.units.PlanRunner;
import org.polyboard.core.journal.ResultsStore;
import org.polyboard.core.verify.ResultCheck;
import org.polyboard.core.verify.Verifier;

/**
 * Runs solves as jobs: each solver's {@code solve} on a job thread of its own (which mostly waits while the
 * shared executor does the work of a parallel solver), a watchdog for time limits and cancellations the solver
 * ignores, the verification of every solution before the job ends, the status that follows from it, and the
 * record in the results store. Keeps the running and recently ended jobs. Thread-safe.
 */
@Component(service = JobRunner.class)
public final class JobRunner {

    /**
     * How long a solver may take to return after its time limit or a cancellation before its job ends
     * without it (its thread interrupted and abandoned).
     */
    public static final long GRACE_MILLIS = 2_000;
    /** How many ended jobs are kept for {@link #job(int)}. */
    private static final int KEEP_ENDED = 64;

    private final SharedExecutor shared;
    private final ResultsStore store;
    private final Map<Integer, DefaultJob> jobs = new ConcurrentHashMap<>();
    private final AtomicInteger jobIds = new AtomicInteger();
    private final ExecutorService jobThreads;
    private final ScheduledExecutorService watchdog;
    private final JobClock clock;
    private volatile long graceMillis = GRACE_MILLIS;
    private volatile PortfolioPolicy policy = PortfolioPolicy.DEFAULT;

    /** Runs the work units of solves that name a cluster; absent when no cluster bundle is installed. */
    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    private volatile UnitCluster cluster;

    @Activate
    public JobRunner(@Reference SharedExecutor shared, @Reference ResultsStore store) {
        this(shared, store, JobClock.SYSTEM);
    }

    /** A runner whose jobs read their time from {@code clock}. */
    public JobRunner(SharedExecutor shared, ResultsStore store, JobClock clock) {
        this.shared = shared;
        this.store = store;
        this.clock = clock;
        AtomicInteger count = new AtomicInteger();
        this.jobThreads = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "polyboard-job-" + count.incrementAndGet());
            t.setDaemon(true);
            t.setUncaughtExceptionHandler(this::uncaught);
            return t;
        });
        ScheduledThreadPoolExecutor dog = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "polyboard-job-watchdog");
            t.setDaemon(true);
            return t;
        });
        dog.setRemoveOnCancelPolicy(true);
        this.watchdog = dog;
    }

    /**
     * A job thread that fails outside its job's own handling: after {@link #close} that is a solver abandoned past its
     * time limit whose ending needs classes of a bundle already stopped (a job on 3^8 still building its attack
     * model when the command's framework stops), and says nothing; otherwise one line, no stack trace.
     */
    private void uncaught(Thread thread, Throwable e) {
        if (!jobThreads.isShutdown()) {
            System.err.println("polyboard: " + thread.getName() + " failed: " + e);
        }
    }

    @Deactivate
    public void close() {
        for (DefaultJob job : jobs.values()) {
            job.cancel("the solve service stopped");
            abandon(job, Status.CANCELLED, "the solve service stopped while the job ran");
        }
        jobThreads.shutdownNow();
        watchdog.shutdownNow();
    }

    /** For tests: the rules and times of portfolios other than {@link PortfolioPolicy#DEFAULT}. */
    public void portfolioPolicy(PortfolioPolicy rules) {
        policy = rules;
    }

    /** For tests: a shorter grace period than {@link #GRACE_MILLIS}. */
    public void graceMillis(long millis) {
        graceMillis = millis;
    }

    /** Solvers going away cancel their running jobs. */
    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    public void addSolver(Solver solver) {
        // only their removal matters
    }

    public void removeSolver(Solver solver) {
        for (DefaultJob job : jobs.values()) {
            if (job.solver().equals(solver.id()) && !job.isDone()) {
                job.cancel("solver " + solver.id() + " was stopped or uninstalled while the job ran");
            }
        }
    }

    /** For plain Java use: the cluster that runs the units of solves naming one ({@code null}: none). */
    public void cluster(UnitCluster units) {
        this.cluster = units;
    }

    /** The size of the shared executor. */
    public int threads() {
        return shared.size();
    }

    /**
     * Starts {@code solver} on {@code problem} as a job.
     *
     * @param solverVersion the version of the solver's bundle, for the journal and the checkpoints
     */
    public DefaultJob submit(SolveRequest request, Problem problem, Solver solver, String solverVersion) {
        return submit(request, problem, solver, solverVersion, null, "");
    }

    /**
     * Starts {@code solver} on {@code problem} as a job, with {@code partner} (when not {@code null}) run beside it in a
     * portfolio (see {@link PortfolioPolicy}): the job ends with the better verified solution and the stronger bound of
     * the two, optimal as soon as they meet. An exact partner's work units are checkpointed under its own id and
     * version, as when it runs alone, so that {@code --resume} takes them whichever way the search was started.
     *
     * @param solverVersion the version of the solver's bundle, for the journal and the checkpoints
     * @param partnerVersion the version of the partner's bundle, for its checkpoints
     */
    public DefaultJob submit(SolveRequest request, Problem problem, Solver solver, String solverVersion,
            Solver partner, String partnerVersion) {
        SolveOptions options = request.options();
        UnitCluster units = cluster;
        if (options.cluster() != null && units == null) {
            throw new IllegalArgumentException("--cluster needs the bundle org.polyboard.cluster, which is not installed.");
        }
        DefaultJob job = new DefaultJob(jobIds.incrementAndGet(), request, solver.id(),
                cancelled -> watch(cancelled, Status.CANCELLED, graceMillis), clock);
        int share = options.threads() > 0 ? Math.min(options.threads(), shared.size()) : shared.size();
        boolean exactPartner = partner != null && partner.capabilities().strategy() == Capabilities.Strategy.EXACT;
        PortfolioPolicy rules = policy;
        job.runOn(shared, partner == null ? share : rules.leadTasks(share, exactPartner), watchdog);
        job.problem(problem);
        if (partner != null) {
            job.portfolio(new Portfolio(rules, job::elapsedMillis, problem, exactPartner, share,
                    options.timeoutMillis(), job::best));
        }
        Checkpoints checkpoints = store.checkpoints(problem.instance(), options, solver.id(), solverVersion);
        job.journal(checkpoints, result -> store.record(result, options, solverVersion));
        Checkpoints partnerCheckpoints = exactPartner
                ? store.checkpoints(problem.instance(), options, partner.id(), partnerVersion) : null;
        if (options.cluster() != null) {
            job.runUnitsOn(() -> units.join(options.cluster(), problem.instance(), solver.id(), options));
        }
        jobs.put(job.id(), job);
        if (options.timeoutMillis() > 0) {
            watchModel(job, problem, options.timeoutMillis());
            watch(job, Status.TIMEOUT, options.timeoutMillis() + graceMillis);
        }
        jobThreads.execute(() -> {
            job.runner(Thread.currentThread());
            try {
                job.complete(run(problem, solver, partner, partnerCheckpoints, job));
            } catch (Throwable e) {
                // a solver cancelled because its bundle went away may fail to load its classes: still a cancellation
                boolean cancelled = job.cancelled() && job.cancelReason() != null;
                ClusterFailure failure = ClusterFailure.in(e);
                CheckpointMismatch mismatch = Failures.find(e, CheckpointMismatch.class);
                job.complete(base(problem.instance(), solver.id(), job).status(cancelled ? Status.CANCELLED : Status.ERROR)
                        .message(cancelled ? job.cancelReason() + " (" + Failures.oneLine(e) + ")"
                                : failure != null ? failure.getMessage()
                                : mismatch != null ? mismatch.getMessage()
                                : "solver " + solver.id() + " failed: " + Failures.oneLine(e)).build());
            } finally {
                job.closeUnits();
                job.release();
                job.runner(null);
                Thread.interrupted();
                forgetEnded();
            }
        });
        return job;
    }

    /** The jobs still running, by id. */
    public List<Job> jobs() {
        return jobs.values().stream().filter(j -> !j.isDone()).sorted(Comparator.comparingInt(Job::id))
                .collect(Collectors.toList());
    }

    public Optional<Job> job(int id) {
        return Optional.ofNullable(jobs.get(id));
    }

    /** @param partnerCheckpoints the checkpoints of an exact {@code partner}'s work units, else {@code null} */
    private SolveResult run(Problem problem, Solver solver, Solver partner, Checkpoints partnerCheckpoints,
            DefaultJob job) throws Exception {
        PartnerJob partnerJob = null;
        Partner running = null;
        if (partner != null) {
            partnerJob = new PartnerJob(job);
            running = Partner.start(partner, job.portfolio(), problem, partnerJob, partnerCheckpoints, jobThreads);
        }
        SolveResult raw;
        try {
            raw = solver.solve(problem, job);
        } catch (Exception | Error e) {
            if (running != null) {
                running.stop();
            }
            throw e;
        }
        if (raw == null) {
            if (running != null) {
                running.stop();
            }
            throw new IllegalStateException("solver " + solver.id() + " returned no result");
        }
        if (running != null) {
            long remaining = job.remainingMillis();
            job.portfolio().leadEnded();
            long wait = remaining + graceMillis / 2;
            if (remaining == Long.MAX_VALUE) {
                // without a time limit a heuristic partner stops by itself once it stops improving; an exact one
                // beside a heuristic gets all of the job's places for the heuristic's run again, or the patience a
                // heuristic lead has before it hands over (a minute) when that is longer, and no more
                wait = job.portfolio().exactPartner() ? Math.max(job.portfolio().policy().handOverPatienceMillis(),
                        job.elapsedMillis()) : Long.MAX_VALUE;
            }
            raw = running.end(raw, solver.id(), wait, job.cancelled());
        }
        Instance instance = problem.instance();
        SolveResult.Builder result = raw.toBuilder().family(instance.family()).params(instance.params())
                .objective(instance.objective()).solver(solver.id());
        unitStats(result, job.unitsUsed() != null || partnerJob == null ? job.unitsUsed() : partnerJob.unitsUsed());
        Status status = raw.status();
        if ((status == Status.FEASIBLE || status == Status.ERROR) && job.cancelled()) {
            status = Status.CANCELLED;
        } else if (status == Status.FEASIBLE && job.timedOut()) {
            status = Status.TIMEOUT;
        }
        if (status == Status.CANCELLED && job.cancelReason() != null) {
            result.message(job.cancelReason() + (raw.message().isEmpty() ? "" : " (" + raw.message() + ")"));
        }
        Objective objective = instance.objective();
        ResultCheck.Outcome check = ResultCheck.check(problem, objective, raw);
        if (!check.valid()) {
            return result.status(Status.ERROR).verified(false).millis(job.elapsedMillis())
                    .message("solver " + solver.id() + " returned an invalid solution: "
                            + (check.solution() == 0 ? "LP certificate: " : "") + check.message())
                    .build();
        }
        boolean verified = !raw.solutions().isEmpty();
        boolean uncertifiedLp = objective == Objective.FRACTIONAL_DOMINATION && raw.certificate() == null;
        if (uncertifiedLp && status == Status.OPTIMAL) {
            status = Status.FEASIBLE;
            result.message("the LP optimum came without an exact packing certificate; not proven");
        }
        if (!uncertifiedLp && status == Status.FEASIBLE && raw.value() != null && raw.bound() != null
                && raw.value().compareTo(raw.bound()) == 0) {
            status = Status.OPTIMAL;
            result.proof(raw.proof().isEmpty() ? "matching lower bound" : raw.proof());
        }
        return result.status(status).verified(verified).millis(job.elapsedMillis()).build();
    }

    /**
     * The statistics of a search that ran as work units: {@code units} (planned over all rounds),
     * {@code unitsRemote}, {@code members}, {@code unitsByMember} and {@code unitMillis} (the time spent in the units
     * that ran, where they ran; against the run's time and threads, what the dispatch cost beyond them), {@code
     * resumedNodes} (what the units taken from the checkpoints visited when they ran), and when units found in the
     * checkpoints were searched again, {@link Checkpoints#RECHECKED} and {@code recheckedSameNodes}.
     * The solver itself reports {@link Checkpoints#SUBPROBLEMS} and {@link Checkpoints#RESUMED}.
     */
    private static void unitStats(SolveResult.Builder result, PlanRunner units) {
        if (units == null || units.planned() == 0) {
            return;
        }
        // a local run counts as one member, this runtime
        Map<String, Integer> members = units.clustered() ? units.byMember() : Map.of(PlanRunner.LOCAL, units.ran());
        result.stat("units", units.planned()).stat("unitsRemote", units.ranRemote()).stat("members", members.size())
                .stat("unitsByMember", members.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining(","))).stat("unitMillis", units.unitMillis());
        if (units.resumed() > 0) {
            result.stat("resumedNodes", units.resumedNodes());
        }
        if (units.rechecked() > 0) {
            result.stat(Checkpoints.RECHECKED, units.rechecked())
                    .stat("recheckedSameNodes", units.rechecksWithSameNodes());
        }
    }

    /** After {@code delayMillis}, ends {@code job} with {@code status} if its solver has not returned by then. */
    private void watch(DefaultJob job, Status status, long delayMillis) {
        // the problem is looked up when the watch fires: a job that has ended has let go of it
        later(job, delayMillis, () -> {
            Problem problem = job.problem();
            if (!job.isDone() && problem != null) {
                abandonRunaway(job, problem, status);
            }
        });
    }

    /** Ends {@code job}, whose solver has not returned, with {@code status} and why, from the watchdog. */
    private void abandonRunaway(DefaultJob job, Problem problem, Status status) {
        String why = status == Status.TIMEOUT
                ? timeoutReason(job, problem)
                : (job.cancelReason() == null ? "cancelled" : job.cancelReason()) + "; solver " + job.solver()
                        + " did not stop within " + seconds(graceMillis);
        abandonWithIncumbent(job, problem, status, why + "; its thread was interrupted and abandoned");
    }

    /**
     * Runs {@code action} on the watchdog once {@code delayMillis} have passed on {@code job}'s clock, unless the runner
     * is stopping: the watchdog waits that long, and again for what is left should the job's clock be slower.
     */
    private void later(DefaultJob job, long delayMillis, Runnable action) {
        long at = job.elapsedMillis() + delayMillis;
        at(job, at, delayMillis, action);
    }

    private void at(DefaultJob job, long at, long waitMillis, Runnable action) {
        try {
            watchdog.schedule(() -> {
                long left = at - job.elapsedMillis();
                if (left > 0 && !job.isDone()) {
                    at(job, at, left, action);
                } else {
                    action.run();
                }
            }, waitMillis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            // the runner is stopping; close() ends the job
        }
    }

    /**
     * At the time limit ({@code delayMillis}), ends {@code job} TIMEOUT at once if its attack model is still being built:
     * no solver has seen the problem yet, so the grace a solver gets to stop would be waited for nothing (queens on
     * 3^9 with a 2 s limit ended at 4 s).
     */
    private void watchModel(DefaultJob job, Problem problem, long delayMillis) {
        if (!(problem instanceof DefaultProblem)) {
            return;
        }
        later(job, delayMillis, () -> {
            if (!job.isDone() && job.problem() instanceof DefaultProblem p && p.modelMillis().isPresent()
                    && !p.modelBuilt()) {
                abandonRunaway(job, p, Status.TIMEOUT);
            }
        });
    }

    /**
     * Why a job is still running past its time limit: its solver ignored the limit, or the time went into building the
     * attack model, which core does before the solver can look at the limit (then the message says so, and how long).
     */
    private static String timeoutReason(DefaultJob job, Problem problem) {
        DefaultProblem p = problem instanceof DefaultProblem ? (DefaultProblem) problem : null;
        return timeoutReason(job.solver(), job.options().timeoutMillis(),
                p == null ? OptionalLong.empty() : p.modelMillis(), p != null && p.modelBuilt());
    }

    static String timeoutReason(String solver, long limitMillis, OptionalLong modelMillis, boolean modelBuilt) {
        String limit = seconds(limitMillis);
        if (modelMillis.isPresent() && !modelBuilt) {
            return "the time limit of " + limit + " ran out while the attack model was being built (for "
                    + seconds(modelMillis.getAsLong()) + " so far)";
        }
        if (modelMillis.isPresent() && modelMillis.getAsLong() * 10 >= limitMillis) {
            return "solver " + solver + " ignored the time limit of " + limit + " (building the attack model took "
                    + seconds(modelMillis.getAsLong()) + " of it)";
        }
        return "solver " + solver + " ignored the time limit of " + limit;
    }

    /** Ends a job whose solver has not returned, with the best verified solution it reported, if any. */
    private void abandonWithIncumbent(DefaultJob job, Problem problem, Status status, String message) {
        Instance instance = problem.instance();
        SolveResult.Builder result = base(instance, job.solver(), job).status(status);
        Placement best = job.lastIncumbent();
        String note = "";
        if (best != null) {
            try {
                Verification v = ResultCheck.placement(problem, instance.objective(), best);
                if (v.valid()) {
                    result.value(Verifier.value(instance.objective(), best)).solution(best).verified(true);
                } else {
                    note = "; its last reported solution is invalid: " + v.message();
                }
            } catch (RuntimeException e) {
                note = "; its last reported solution could not be checked: " + Failures.oneLine(e);
            }
        }
        if (job.complete(result.message(message + note).millis(job.elapsedMillis()).build())) {
            releaseRunner(job);
        }
    }

    private void abandon(DefaultJob job, Status status, String message) {
        if (job.complete(SolveResult.builder().family(job.request().family()).params(job.request().params())
                .solver(job.solver()).status(status).message(message).millis(job.elapsedMillis()).build())) {
            releaseRunner(job);
        }
    }

    /**
     * Lets go of the work of a job that has ended without waiting for its solver: interrupts its thread, and gives up
     * its attack model if that is still being built (by that thread or a partner's, which is not interrupted).
     */
    private static void releaseRunner(DefaultJob job) {
        if (job.problem() instanceof DefaultProblem) {
            ((DefaultProblem) job.problem()).abandon();
        }
        Thread thread = job.runner();
        if (thread != null) {
            thread.interrupt();
        }
    }

    private static SolveResult.Builder base(Instance instance, String solver, DefaultJob job) {
        return SolveResult.builder().family(instance.family()).params(instance.params())
                .objective(instance.objective()).solver(solver).millis(job.elapsedMillis());
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : String.format(java.util.Locale.ROOT, "%.1f s", millis / 1000.0);
    }

    private void forgetEnded() {
        if (jobs.size() > KEEP_ENDED) {
            jobs.values().stream().filter(DefaultJob::isDone).map(DefaultJob::id).sorted()
                    .limit(jobs.size() - KEEP_ENDED).forEach(jobs::remove);
        }
    }
}
