package org.polyboard.solver.ilp.internal;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;

/** A solve context with an optional time limit and a cancel switch, counting progress reports. */
final class TestContext implements SolveContext {

    private final SolveOptions options;
    private final long deadlineNanos;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicInteger progressReports = new AtomicInteger();

    private TestContext(SolveOptions options) {
        this.options = options;
        this.deadlineNanos = options.timeoutMillis() > 0 ? System.nanoTime() + options.timeoutMillis() * 1_000_000 : 0;
    }

    static TestContext unlimited() {
        return new TestContext(SolveOptions.DEFAULT);
    }

    static TestContext withTimeout(long millis) {
        return new TestContext(new SolveOptions(false, millis));
    }

    void cancel() {
        cancelled.set(true);
    }

    int progressReports() {
        return progressReports.get();
    }

    @Override
    public SolveOptions options() {
        return options;
    }

    @Override
    public long remainingMillis() {
        if (deadlineNanos == 0) {
            return Long.MAX_VALUE;
        }
        return Math.max(0, (deadlineNanos - System.nanoTime()) / 1_000_000);
    }

    @Override
    public boolean shouldStop() {
        return cancelled.get() || remainingMillis() == 0;
    }

    @Override
    public void progress(long nodes, String best, String bound, String message) {
        progressReports.incrementAndGet();
    }
}
