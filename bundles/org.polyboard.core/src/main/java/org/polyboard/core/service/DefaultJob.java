package org.polyboard.core.service;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;

/** A running solve: its context (time limit, cancellation, progress) and its eventual result. */
final class DefaultJob implements Job, SolveContext {

    private final int id;
    private final SolveRequest request;
    private final String solver;
    private final long startNanos = System.nanoTime();
    private final long deadlineNanos;
    private final CompletableFuture<SolveResult> result = new CompletableFuture<>();
    private volatile boolean cancelled;
    private volatile boolean listenerFailed;
    private volatile Progress progress = new Progress(0, -1, null, null, "starting");

    DefaultJob(int id, SolveRequest request, String solver) {
        this.id = id;
        this.request = request;
        this.solver = solver;
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
        cancelled = true;
    }

    boolean cancelled() {
        return cancelled;
    }

    boolean timedOut() {
        return deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos >= 0;
    }

    long elapsedMillis() {
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

    void complete(SolveResult value) {
        result.complete(value);
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
        return cancelled || timedOut();
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
}
