package org.polyboard.core.exec.units;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.polyboard.api.work.UnitSession;

/**
 * A cluster session that starts joining as soon as the solve starts, on a thread of its own, and is handed to the
 * solve's first plan when that runs. Joining takes about a second of waiting on the network (measured on loopback:
 * 1.0 s), which otherwise came after the solver had built its tables and planned its first round, while the members
 * stood idle; now the two overlap. A join that fails fails the first plan, as a join made then would; a session no
 * plan took is left when the solve ends.
 */
public final class EarlyJoin implements PlanRunner.Remote {

    private final CompletableFuture<UnitSession> joined = new CompletableFuture<>();
    /** The session once joined; guarded by this. */
    private UnitSession session;
    private boolean taken;
    private boolean closed;

    private EarlyJoin() {
    }

    /** Starts opening {@code remote}'s session now, on a daemon thread named {@code name}. */
    public static EarlyJoin start(PlanRunner.Remote remote, String name) {
        EarlyJoin early = new EarlyJoin();
        Thread thread = new Thread(() -> early.complete(remote), name);
        thread.setDaemon(true);
        thread.start();
        return early;
    }

    private void complete(PlanRunner.Remote remote) {
        UnitSession opened;
        try {
            opened = remote.open();
        } catch (Throwable e) {
            joined.completeExceptionally(e);
            return;
        }
        boolean leave;
        synchronized (this) {
            session = opened;
            leave = closed && !taken;
        }
        if (leave) {
            opened.close();
        }
        joined.complete(opened);
    }

    /** Waits for the join begun at the start and gives its session to the caller, which closes it; once only. */
    @Override
    public UnitSession open() throws Exception {
        synchronized (this) {
            if (closed || taken) {
                throw new IllegalStateException("the solve has ended");
            }
            taken = true;
        }
        try {
            return joined.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception exception) {
                throw exception;
            }
            throw (Error) cause;
        }
    }

    /** Leaves the cluster if no plan took the session: at once when joined, else when the join ends. */
    public void close() {
        UnitSession left;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            if (taken) {
                return;
            }
            left = session;
        }
        if (left != null) {
            left.close();
        }
    }
}
