package org.polyboard.testing;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Executor;

import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.WorkUnits;

/** A solve context that hands every call to another; a test overrides the calls it wants to watch or change. */
public class ForwardingContext implements SolveContext {

    protected final SolveContext delegate;

    public ForwardingContext(SolveContext delegate) {
        this.delegate = delegate;
    }

    @Override
    public SolveOptions options() {
        return delegate.options();
    }

    @Override
    public long remainingMillis() {
        return delegate.remainingMillis();
    }

    @Override
    public boolean shouldStop() {
        return delegate.shouldStop();
    }

    @Override
    public void progress(long nodes, String best, String bound, String message) {
        delegate.progress(nodes, best, bound, message);
    }

    @Override
    public void incumbent(Placement placement) {
        delegate.incumbent(placement);
    }

    @Override
    public void bound(long bound) {
        delegate.bound(bound);
    }

    @Override
    public void searching(long value) {
        delegate.searching(value);
    }

    @Override
    public OptionalLong besideValue() {
        return delegate.besideValue();
    }

    @Override
    public Optional<Checkpoints> checkpoints() {
        return delegate.checkpoints();
    }

    @Override
    public Executor executor() {
        return delegate.executor();
    }

    @Override
    public SolveContext.Poll poll(long millis, Runnable tick) {
        return delegate.poll(millis, tick);
    }

    @Override
    public int parallelism() {
        return delegate.parallelism();
    }

    @Override
    public WorkUnits units() {
        return delegate.units();
    }
}
