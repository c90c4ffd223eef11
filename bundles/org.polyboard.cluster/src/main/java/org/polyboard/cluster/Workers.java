package org.polyboard.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.work.UnitHost;

/**
 * The worker member of this runtime, at most one: started on request, it runs the units coordinators hand it
 * until it is stopped or the runtime stops. Thread-safe.
 */
@Component(service = Workers.class)
public final class Workers {

    /** What a worker is started with. */
    public record Settings(String bind, int port, List<String> join, String name, int threads) {
    }

    private final UnitHost host;
    private HazelcastInstance member;

    @Activate
    public Workers(@Reference UnitHost host) {
        this.host = host;
    }

    /**
     * Starts the worker and returns the line saying it is ready.
     *
     * @throws IllegalArgumentException with one line for bad settings or a port in use
     * @throws IllegalStateException when a worker runs already
     */
    public synchronized String start(Settings settings) {
        if (member != null && member.getLifecycleService().isRunning()) {
            throw new IllegalStateException("A worker runs already: " + describe(member, -1) + "; 'worker --stop' stops it.");
        }
        ClusterTarget target = new ClusterTarget(List.of("127.0.0.1:1"), settings.name());
        for (String address : settings.join()) {
            ClusterTarget.checkAddress(address);
        }
        if (settings.threads() < 0) {
            throw new IllegalArgumentException("--threads " + settings.threads() + " is negative (0: one per processor).");
        }
        String ip = ClusterConfig.ip(settings.bind());
        ClusterConfig.checkFree(ip, settings.port());
        int threads = settings.threads() > 0 ? settings.threads() : Runtime.getRuntime().availableProcessors();
        List<String> join = new ArrayList<>(settings.join());
        join.add(ip + ":" + settings.port());
        ConcurrentMap<String, Object> context = new ConcurrentHashMap<>();
        WorkerRuntime runtime = new WorkerRuntime(host, threads);
        context.put(WorkerRuntime.KEY, runtime);
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        HazelcastInstance started;
        try {
            thread.setContextClassLoader(ClusterConfig.class.getClassLoader());
            started = Hazelcast.newHazelcastInstance(ClusterConfig.member(target.name(), ip, settings.port(), false,
                    join, false, threads, joinSeconds(), context));
        } catch (RuntimeException e) {
            throw new IllegalStateException("The worker did not start: " + CoordinatorSession.oneLine(e), e);
        } finally {
            thread.setContextClassLoader(previous);
        }
        started.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent event) {
                // a new member is asked for nothing here
            }

            @Override
            public void memberRemoved(MembershipEvent event) {
                runtime.coordinatorLeft(event.getMember().getUuid());
            }
        });
        member = started;
        return "worker " + describe(started, threads) + unanswered(started, settings.join(), settings.port());
    }

    /**
     * What to say of the members {@code join} named that are not in the cluster once it has started: they did not
     * answer within the join time, so this worker started a cluster of its own, which they may join later.
     */
    static String unanswered(HazelcastInstance instance, List<String> join, int ownPort) {
        List<String> seen = new ArrayList<>();
        for (Member m : instance.getCluster().getMembers()) {
            seen.add(ClusterConfig.address(m));
        }
        List<String> missing = new ArrayList<>();
        for (String address : join) {
            String ip = address;
            int colon = address.lastIndexOf(':');
            try {
                ip = java.net.InetAddress.getByName(address.substring(0, colon)).getHostAddress() + address.substring(colon);
            } catch (java.net.UnknownHostException | RuntimeException e) {
                // as written
            }
            if (!seen.contains(address) && !seen.contains(ip)) {
                missing.add(address);
            }
        }
        if (missing.isEmpty()) {
            return "";
        }
        return "; " + String.join(", ", missing) + " never answered, so this worker started a cluster of its own"
                + " (the others can join it with --join " + ClusterConfig.address(instance.getCluster().getLocalMember())
                + ")";
    }

    /** Seconds a worker waits for the members it joins ({@value ClusterConfig#JOIN_SECONDS}, default 10). */
    private static int joinSeconds() {
        try {
            return Math.max(2, Integer.parseInt(ClusterConfig.property(null, ClusterConfig.JOIN_SECONDS, "10")));
        } catch (NumberFormatException e) {
            return 10;
        }
    }

    /** Stops the worker; returns what was stopped. */
    public synchronized String stop() {
        if (member == null || !member.getLifecycleService().isRunning()) {
            member = null;
            return "no worker runs";
        }
        String what = "worker " + ClusterConfig.address(member.getCluster().getLocalMember()) + " stopped";
        member.shutdown();
        member = null;
        return what;
    }

    /** The running worker's line, or {@code null}. */
    public synchronized String status() {
        return member == null || !member.getLifecycleService().isRunning() ? null : "worker " + describe(member, -1);
    }

    @Deactivate
    public void close() {
        stop();
    }

    /** The worker's address, cluster name, threads (unless negative) and the members it sees. */
    private static String describe(HazelcastInstance instance, int threads) {
        List<String> workers = new ArrayList<>();
        int coordinators = 0;
        for (Member m : instance.getCluster().getMembers()) {
            if (m.isLiteMember()) {
                coordinators++;
            } else {
                workers.add(ClusterConfig.address(m));
            }
        }
        return ClusterConfig.address(instance.getCluster().getLocalMember()) + " ready in cluster '"
                + instance.getConfig().getClusterName() + "'" + (threads < 0 ? "" : ", " + threads
                        + (threads == 1 ? " thread" : " threads")) + "; members seen: " + (workers.size() + coordinators)
                + " (workers " + String.join(", ", workers) + (coordinators > 0 ? "; coordinators " + coordinators : "")
                + ")";
    }
}
