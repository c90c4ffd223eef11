package org.polyboard.testing;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;

/** A context with a time limit that counts progress reports. */
public final class TestContext implements SolveContext {

    private final SolveOptions options;
    private final long deadline;
    public final AtomicInteger reports = new AtomicInteger();
    public volatile boolean cancelled;
    public Checkpoints checkpoints;

    public TestContext(boolean all, long timeoutMillis) {
        this.options = new SolveOptions(all, timeoutMillis);
        this.deadline = timeoutMillis > 0 ? System.nanoTime() + timeoutMillis * 1_000_000 : Long.MAX_VALUE;
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
}
