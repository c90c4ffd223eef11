package org.polyboard.cluster;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

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
 * until it is stopped or the runtime stops. It logs one line per member that joins or leaves, per coordinator it
 * refuses, and a summary of the units it ran every {@value #SUMMARY_SECONDS} s (or {@value #SUMMARY_PROPERTY})
 * while it has work. Thread-safe.
 */
@Component(service = Workers.class)
public final class Workers {

    /**
     * What a worker is started with.
     *
     * @param secretFile the cluster secret's file, or blank for the one {@value Secret#ENVIRONMENT} names, if any
     */
    public record Settings(String bind, int port, List<String> join, String name, int threads, String secretFile) {

        /** Settings without a secret file of their own. */
        public Settings(String bind, int port, List<String> join, String name, int threads) {
            this(bind, port, join, name, threads, "");
        }
    }

    /** Seconds between two summaries of the units run, when the property below does not say. */
    static final int SUMMARY_SECONDS = 60;
    /** Framework or system property: seconds between two summaries (0: none). */
    static final String SUMMARY_PROPERTY = "polyboard.cluster.summary.seconds";

    private final UnitHost host;
    private final Consumer<String> out;
    private HazelcastInstance member;
    private ScheduledExecutorService summaries;

    @Activate
    public Workers(@Reference UnitHost host) {
        this(host, Workers::toStandardOutput);
    }

    /** @param out where the worker's log lines go, without their time stamp and address */
    Workers(UnitHost host, Consumer<String> out) {
        this.host = host;
        this.out = out;
    }

    /**
     * Writes to the process's standard output itself: the shell hands each command a stream of its own, and these
     * lines come from the member's threads long after the {@code worker} command returned.
     */
    private static final PrintStream STDOUT = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    private static void toStandardOutput(String line) {
        STDOUT.println(line);
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
        Secret secret = Secret.forWorker(settings.secretFile());
        ClusterConfig.checkFree(ip, settings.port());
        int threads = settings.threads() > 0 ? settings.threads() : Runtime.getRuntime().availableProcessors();
        List<String> join = new ArrayList<>(settings.join());
        join.add(ip + ":" + settings.port());
        ConcurrentMap<String, Object> context = new ConcurrentHashMap<>();
        String self = ip + ":" + settings.port();
        // An explicit pattern: LocalTime's own text drops the seconds when they are zero ("21:22").
        Consumer<String> log = line -> out.accept(LocalTime.now().format(CLOCK) + " worker " + self + ": " + line);
        WorkerRuntime runtime = new WorkerRuntime(host, threads, secret, log);
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
                // a coordinator seen to leave may come back, when a split of the cluster heals: its units run again
                runtime.coordinatorJoined(event.getMember().getUuid());
                log.accept(change(event, "joined"));
            }

            @Override
            public void memberRemoved(MembershipEvent event) {
                runtime.coordinatorLeft(event.getMember().getUuid());
                log.accept(change(event, "left"));
            }
        });
        member = started;
        startSummaries(runtime, log);
        return "worker " + describe(started, threads) + unanswered(started, settings.join(), settings.port())
                + "; " + security(ip, secret);
    }

    /** The ready line's clause on who may take work and return results. */
    static String security(String ip, Secret secret) {
        if (secret.present()) {
            return "units, results and members' answers are signed with the cluster secret of " + secret.source()
                    + " (HMAC-SHA256): members without it get no work and their results are refused";
        }
        boolean loopback;
        try {
            loopback = java.net.InetAddress.getByName(ip).isLoopbackAddress();
        } catch (java.net.UnknownHostException e) {
            loopback = false;
        }
        return loopback ? "no cluster secret: only processes of this machine can reach it"
                : "no cluster secret: any process that reaches " + ip + " and knows the cluster name can join, take"
                        + " units and return results (give --secret-file)";
    }

    /** One line for a member that joined or left: which kind, where, and how many members are left. */
    private static String change(MembershipEvent event, String what) {
        Member m = event.getMember();
        return (m.isLiteMember() ? "coordinator " : "worker ") + ClusterConfig.address(m) + " " + what + "; members: "
                + event.getMembers().size();
    }

    /** Every so often while there is work, one line: units done in all and lately, their rate, those running. */
    private void startSummaries(WorkerRuntime runtime, Consumer<String> log) {
        int seconds = ClusterConfig.number(SUMMARY_PROPERTY, SUMMARY_SECONDS);
        if (seconds <= 0) {
            return;
        }
        summaries = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "polyboard-worker-summary");
            thread.setDaemon(true);
            return thread;
        });
        long[] last = {0, 0};
        summaries.scheduleAtFixedRate(() -> {
            long done = runtime.done();
            int running = runtime.running();
            long lately = done - last[0];
            if (lately > 0 || running > 0 || runtime.refusals() != last[1]) {
                log.accept(summary(done, lately, seconds, running, runtime.refusals()));
            }
            last[0] = done;
            last[1] = runtime.refusals();
        }, seconds, seconds, TimeUnit.SECONDS);
    }

    static String summary(long done, long lately, int seconds, int running, long refusals) {
        return done + (done == 1 ? " unit" : " units") + " done, " + lately + " in the last " + seconds + " s ("
                + String.format(java.util.Locale.ROOT, "%.1f", lately / (double) seconds) + " a second), " + running
                + " running" + (refusals > 0 ? ", " + refusals + " requests refused" : "");
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
        return Math.max(2, ClusterConfig.number(ClusterConfig.JOIN_SECONDS, 10));
    }

    /** Stops the worker; returns what was stopped. */
    public synchronized String stop() {
        if (member == null || !member.getLifecycleService().isRunning()) {
            member = null;
            return "no worker runs";
        }
        String what = "worker " + ClusterConfig.address(member.getCluster().getLocalMember()) + " stopped";
        if (summaries != null) {
            summaries.shutdownNow();
            summaries = null;
        }
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
