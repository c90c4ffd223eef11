package org.polyboard.cluster;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

import com.hazelcast.core.HazelcastInstance;

import org.polyboard.api.work.UnitHost;

/**
 * What a worker member holds for the units it runs: the host that runs them, its thread count, and the
 * batches to stop (stopped by their coordinator, or whose coordinator left). Kept in the member's user context.
 */
final class WorkerRuntime {

    static final String KEY = "org.polyboard.cluster.worker";

    /** How many stopped batches are remembered; the oldest are forgotten first. */
    private static final int KEEP_STOPPED = 4096;

    private final UnitHost host;
    private final int threads;
    private final Set<String> stopped = ConcurrentHashMap.newKeySet();
    private final Set<String> goneCoordinators = ConcurrentHashMap.newKeySet();

    WorkerRuntime(UnitHost host, int threads) {
        this.host = host;
        this.threads = threads;
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

    void coordinatorLeft(UUID member) {
        goneCoordinators.add(member.toString());
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
