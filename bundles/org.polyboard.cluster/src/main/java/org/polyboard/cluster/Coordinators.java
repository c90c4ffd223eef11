package org.polyboard.cluster;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;

import org.polyboard.api.solve.ClusterTarget;

/**
 * The coordinators' members, one per cluster (its name, the addresses joined and the address bound), shared by the
 * solves that run on that cluster at once or one after another, so that a table of twenty rows joins once instead
 * of twenty times (a join costs seconds). A member no solve holds is shut down after {@link #IDLE_MILLIS}, when a
 * solve finds it without workers (it would not see workers that started since soon), or when the bundle stops.
 * Thread-safe.
 */
final class Coordinators {

    /** How long a member no solve holds stays for the next solve. */
    static final long IDLE_MILLIS = 20_000;

    /** A member held by a solve: give it back with {@link #release()}. */
    interface Lease {
        HazelcastInstance hazelcast();

        /** A batch id, unique among all the batches this member ever runs (the workers remember stopped ones). */
        String nextBatch();

        /** Whether {@code line} is new to this member's solves: a warning is said once, not once per row of a table. */
        boolean firstTime(String line);

        void release();
    }

    private static final class Pooled {
        final HazelcastInstance hazelcast;
        final String self;
        final AtomicLong batches = new AtomicLong();
        final Set<String> said = ConcurrentHashMap.newKeySet();
        int holders;
        ScheduledFuture<?> shutdown;

        Pooled(HazelcastInstance hazelcast) {
            this.hazelcast = hazelcast;
            this.self = hazelcast.getCluster().getLocalMember().getUuid().toString();
        }

        boolean running() {
            return hazelcast.getLifecycleService().isRunning();
        }

        boolean seesWorkers() {
            return hazelcast.getCluster().getMembers().stream().anyMatch(m -> !m.isLiteMember());
        }
    }

    private final Map<String, Pooled> pooled = new HashMap<>();
    private ScheduledExecutorService timer;
    private boolean closed;

    /**
     * A member of {@code target}'s cluster bound to {@code ip}: the one another solve holds or left lately, else a new
     * one (which may take up to {@code joinSeconds} to find the others).
     */
    Lease acquire(ClusterTarget target, String ip, int joinSeconds) {
        String key = target.name() + " " + target.members() + " " + ip;
        Pooled member;
        synchronized (this) {
            if (closed) {
                throw new IllegalStateException("the cluster bundle is stopping");
            }
            member = pooled.get(key);
            if (member != null && (!member.running() || member.holders == 0 && !member.seesWorkers())) {
                pooled.remove(key);
                cancelShutdown(member);
                shutdown(member);
                member = null;
            }
            if (member != null) {
                cancelShutdown(member);
                member.holders++;
                return lease(key, member);
            }
        }
        // a new member joins outside the lock: it takes seconds, and other clusters' solves need not wait for it
        Pooled created = new Pooled(start(target, ip, joinSeconds));
        synchronized (this) {
            if (closed) {
                shutdown(created);
                throw new IllegalStateException("the cluster bundle is stopping");
            }
            Pooled other = pooled.get(key);
            if (other != null && other.running()) {
                // another solve of the same cluster made one meanwhile: use that, drop this
                shutdown(created);
                cancelShutdown(other);
                other.holders++;
                return lease(key, other);
            }
            created.holders = 1;
            pooled.put(key, created);
            return lease(key, created);
        }
    }

    private Lease lease(String key, Pooled member) {
        return new Lease() {
            private boolean released;

            @Override
            public HazelcastInstance hazelcast() {
                return member.hazelcast;
            }

            @Override
            public String nextBatch() {
                return member.self + "/" + member.batches.incrementAndGet();
            }

            @Override
            public boolean firstTime(String line) {
                return member.said.add(line);
            }

            @Override
            public void release() {
                synchronized (Coordinators.this) {
                    if (released) {
                        return;
                    }
                    released = true;
                    member.holders--;
                    if (member.holders > 0) {
                        return;
                    }
                    if (closed || !member.running()) {
                        pooled.remove(key, member);
                        shutdown(member);
                        return;
                    }
                    member.shutdown = timer().schedule(() -> idle(key, member), IDLE_MILLIS, TimeUnit.MILLISECONDS);
                }
            }
        };
    }

    private synchronized void idle(String key, Pooled member) {
        if (member.holders == 0 && pooled.remove(key, member)) {
            shutdown(member);
        }
    }

    /** Shuts down every member, held or not (the bundle stops). */
    void close() {
        synchronized (this) {
            closed = true;
            pooled.values().forEach(Coordinators::shutdown);
            pooled.clear();
            if (timer != null) {
                timer.shutdownNow();
            }
        }
    }

    private ScheduledExecutorService timer() {
        if (timer == null) {
            ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, r -> {
                Thread thread = new Thread(r, "polyboard-cluster-idle");
                thread.setDaemon(true);
                return thread;
            });
            executor.setRemoveOnCancelPolicy(true);
            timer = executor;
        }
        return timer;
    }

    private static void cancelShutdown(Pooled member) {
        if (member.shutdown != null) {
            member.shutdown.cancel(false);
            member.shutdown = null;
        }
    }

    private static void shutdown(Pooled member) {
        try {
            member.hazelcast.shutdown();
        } catch (RuntimeException e) {
            // leaving anyway
        }
    }

    private static HazelcastInstance start(ClusterTarget target, String ip, int joinSeconds) {
        int port = ClusterConfig.freePort(ip);
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        try {
            thread.setContextClassLoader(ClusterConfig.class.getClassLoader());
            return Hazelcast.newHazelcastInstance(ClusterConfig.member(target.name(), ip, port, true,
                    target.members(), true, 1, joinSeconds, new ConcurrentHashMap<>()));
        } catch (RuntimeException e) {
            throw new IllegalStateException("Cannot join cluster '" + target.name() + "' at " + target.text() + ": "
                    + CoordinatorSession.oneLine(e), e);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
