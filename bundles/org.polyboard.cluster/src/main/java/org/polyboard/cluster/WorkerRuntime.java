package org.polyboard.cluster;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import com.hazelcast.core.HazelcastInstance;

import org.polyboard.api.work.UnitHost;

/**
 * What a worker member holds for the units it runs: the host that runs them, its thread count, its cluster secret,
 * the batches to stop (stopped by their coordinator, or whose coordinator left), where its lines go and what it has
 * run. Kept in the member's user context.
 */
final class WorkerRuntime {

    static final String KEY = "org.polyboard.cluster.worker";

    /** How many stopped batches are remembered; the oldest are forgotten first. */
    private static final int KEEP_STOPPED = 4096;

    private final UnitHost host;
    private final int threads;
    private final Secret secret;
    private final Consumer<String> log;
    private final Set<String> stopped = ConcurrentHashMap.newKeySet();
    /** The tasks (by nonce) whose running unit the coordinator asked to split; a task removes its own as it ends. */
    private final Set<String> splits = ConcurrentHashMap.newKeySet();
    private final Set<String> goneCoordinators = ConcurrentHashMap.newKeySet();
    /** The coordinators refused already, so that each is one line in the log, not one per message. */
    private final Set<String> refusedCoordinators = ConcurrentHashMap.newKeySet();
    private final AtomicLong done = new AtomicLong();
    private final AtomicInteger running = new AtomicInteger();
    private final AtomicLong refusals = new AtomicLong();

    /**
     * @param log where the worker's lines go (member changes, refusals, summaries), one line per call
     */
    WorkerRuntime(UnitHost host, int threads, Secret secret, Consumer<String> log) {
        this.host = host;
        this.threads = threads;
        this.secret = secret;
        this.log = log;
    }

    Secret secret() {
        return secret;
    }

    /** Runs one unit, counted among those running and then among those done. */
    <T> T run(Callable<T> unit) throws Exception {
        running.incrementAndGet();
        try {
            return unit.call();
        } finally {
            running.decrementAndGet();
            done.incrementAndGet();
        }
    }

    long done() {
        return done.get();
    }

    int running() {
        return running.get();
    }

    long refusals() {
        return refusals.get();
    }

    /**
     * Refuses a message from the coordinator {@code from} whose signature does not hold (or which is signed while this
     * worker holds no secret): logs one line the first time, and returns the reason the coordinator is told.
     */
    String refuseUnsigned(String from) {
        refusals.incrementAndGet();
        String why;
        String line;
        if (secret.present()) {
            why = "it holds another cluster secret, or none, and this worker accepts work only from members that hold"
                    + " its secret";
            line = "refused coordinator " + from + ": its requests do not carry this cluster's secret";
        } else {
            why = "it holds no cluster secret, and this coordinator signs its work with one (start the worker with"
                    + " --secret-file)";
            line = "refused coordinator " + from + ": it signs its requests with a cluster secret and this worker"
                    + " holds none (start it with --secret-file)";
        }
        if (refusedCoordinators.add(from)) {
            log.accept(line);
        }
        return why;
    }

    /** The runtime of the worker {@code instance} is, or {@code null} for a member that runs no units. */
    static WorkerRuntime of(HazelcastInstance instance) {
        return instance == null ? null : (WorkerRuntime) instance.getUserContext().get(KEY);
    }

    UnitHost host() {
        return host;
    }

    int threads() {
        return threads;
    }

    void stop(String batch) {
        if (stopped.size() > KEEP_STOPPED) {
            stopped.clear();
        }
        stopped.add(batch);
    }

    /** The coordinator asks the task with nonce {@code task} to split the unit it runs now. */
    void split(String task) {
        if (splits.size() > KEEP_STOPPED) {
            // asked of tasks that had ended before the question came: forgotten
            splits.clear();
        }
        splits.add(task);
    }

    /** Whether the coordinator asked the task with nonce {@code task} to split the unit it runs now. */
    boolean splitAsked(String task) {
        return splits.contains(task);
    }

    /** The task with nonce {@code task} ended: a question that comes later is kept only until the set is cleared. */
    void taskEnded(String task) {
        splits.remove(task);
    }

    void coordinatorLeft(UUID member) {
        goneCoordinators.add(member.toString());
    }

    /**
     * A member joined: if this worker saw it leave (a member paused longer than the heartbeat allows, or a network
     * split), it is back, and the units it hands out from now on run.
     */
    void coordinatorJoined(UUID member) {
        goneCoordinators.remove(member.toString());
    }

    boolean stopped(String batch, String coordinator) {
        return stopped.contains(batch) || goneCoordinators.contains(coordinator);
    }

    /**
     * Why this member refuses units from a coordinator with {@code theirs} as its versions, as one line naming
     * the first difference, or {@code null} when the versions are the same.
     */
    String refusal(Map<String, String> theirs) {
        return refusal(host.versions(), theirs);
    }

    /** Why a member with versions {@code ours} refuses units from a coordinator with {@code theirs}, or {@code null}. */
    static String refusal(Map<String, String> ours, Map<String, String> theirs) {
        if (ours.equals(theirs)) {
            return null;
        }
        Set<String> keys = new TreeSet<>(ours.keySet());
        keys.addAll(theirs.keySet());
        for (String key : keys) {
            String here = ours.get(key);
            String there = theirs.get(key);
            if (!java.util.Objects.equals(here, there)) {
                String what = key.startsWith(UnitHost.SOLVER) ? "solver " + key.substring(UnitHost.SOLVER.length())
                        : "Polyboard";
                return what + " " + (there == null ? "is not installed" : "is version " + there)
                        + " on the coordinator but " + (here == null ? "is not installed" : "version " + here)
                        + " here";
            }
        }
        return null;
    }
}
