package org.polyboard.core.exec;

import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;

import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.WorkUnits;
import org.polyboard.core.exec.portfolio.JobView;
import org.polyboard.core.exec.units.PlanRunner;

/** A job as its portfolio's partner sees it; keeps the partner's work units for the job's statistics. */
final class PartnerJob implements JobView {

    private final DefaultJob job;
    private volatile PlanRunner units;

    PartnerJob(DefaultJob job) {
        this.job = job;
    }

    @Override
    public SolveOptions options() {
        return job.options();
    }

    @Override
    public long remainingMillis() {
        return job.remainingMillis();
    }

    @Override
    public boolean stopRequested() {
        return job.stopRequested();
    }

    @Override
    public void sleepUntil(long millis, BooleanSupplier wake) throws InterruptedException {
        job.sleepUntil(millis, wake);
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
    public void progress(long nodes, String best, String bound, String message) {
        job.progress(nodes, best, bound, message);
    }

    @Override
    public void working(String solverId) {
        job.working(solverId);
    }

    @Override
    public WorkUnits partnerUnits(SolveContext partner, IntSupplier parallelism, Checkpoints checkpoints) {
        PlanRunner made = new PlanRunner(partner.options(), job.executor(), parallelism, partner::shouldStop,
                checkpoints, partner::progress, null);
        units = made;
        return made;
    }

    /** The partner's work units, or {@code null} when it ran none. */
    PlanRunner unitsUsed() {
        return units;
    }
}
