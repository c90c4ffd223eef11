package org.polyboard.cluster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;

import org.polyboard.api.problem.Instance;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSession;
import org.polyboard.api.work.WorkUnit;

/**
 * The coordinator of one solve, on a lite member (it holds no data and runs no units; the solves on one cluster share
 * it, see {@link Coordinators}): it hands units to the worker members, as many at a time as each has threads and one
 * more, and hands a unit to another member when its member leaves. Once nothing is pending, a thread that waits
 * has the longest-running task asked to split its unit ({@link #SPLIT_AFTER_NANOS}), and then, past a member's
 * patience, takes a copy of a stalled task ({@link #BACKUP_AFTER_NANOS}). Members are asked their versions before
 * they get work: a member with other versions refuses the work, and the join fails with its line; one that joins
 * later gets no units (the solve fails with its line only should no other worker be left). With a cluster secret,
 * that question is a challenge: a member whose answer is not signed with the secret gets no units, and neither does
 * one whose result for a unit is not (the unit goes to another); each is one line on the coordinator's warnings, and
 * the solve fails with it only when no worker is left.
 */
final class CoordinatorSession implements UnitSession {

    private static final long POLL_MILLIS = 50;
    /**
     * Units handed to a worker beyond its threads, waiting in its queue, so that a thread that finishes a unit
     * starts the next at once instead of waiting for the coordinator's answer; lost with the worker if it dies.
     * None in walk order: the task a member would hold ahead is chosen before its running unit's split units exist,
     * so the member would leave its own part for another after each unit (on 14×14 the round finding 28 took 23 s
     * on two one-thread members that way, against 6 s on two local threads).
     */
    private static final int AHEAD = 1;
    /**
     * The work a task should hold, by the mean unit time measured so far: a round trip costs a member about 2 ms of
     * its time, so a task of 100 ms keeps that near 2 %, while the last tasks stay short enough to share out.
     */
    private static final long TASK_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    /** How long a joining solve waits for the other members once one worker answered. */
    private static final long ANSWER_GRACE_NANOS = TimeUnit.SECONDS.toNanos(2);
    /** Units per task at most. */
    private static final int TASK_UNITS_AT_MOST = 256;
    /**
     * Once nothing is pending, a worker with an idle thread takes a copy of the oldest task still running elsewhere
     * that has run this long and three times what its units should take by the mean unit time: one slow or stalled
     * member does not hold the run. The first result of a unit counts; a second is compared with it, as for any unit
     * delivered twice, and what still runs is stopped when the batch has every result.
     */
    private static final long BACKUP_AFTER_NANOS = TimeUnit.SECONDS.toNanos(1);
    /**
     * Once nothing is pending, each idle thread of a worker asks the oldest task running elsewhere that has run this
     * long, and twice the mean unit time, to split the unit it runs (its solver leaves the rest of its part open, as
     * at its node budget, when it reads the question) and to return its units not begun: the units split off go to
     * the threads that wait, so the last long unit of a round is shared, not waited for. Asked once per task. One
     * millisecond (5 until 2026-12-07): on queen domination of 16×16 at 64 workers the round of 8 ran out of pending
     * units about 4 ms in and then waited for units asked only at 5 ms (simulated makespan 2.3 times the even share,
     * 1.5 to 1.7 with 1 ms; knight census 14×14 1.16 to 1.12, queens 20×20 0.98 either way; bench/unit-times.sh).
     */
    private static final long SPLIT_AFTER_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
    /**
     * How many times a unit of a running batch may come back stopped (its member stopped it, though this batch
     * still needs it: its solver going away there) before the batch fails instead of handing it out again.
     */
    private static final int STOPPED_AT_MOST = 3;

    /** Something that happened while a batch runs, handled on the batch's thread. */
    private sealed interface Event permits Reply, Lost, Info, InfoFailed {
    }

    private record Reply(String batch, List<WorkUnit> units, String nonce, UUID member, UnitReply reply)
            implements Event {
    }

    private record Lost(String batch, List<WorkUnit> units, String nonce, UUID member, Throwable why)
            implements Event {
    }

    private record Info(UUID member, MemberInfo info) implements Event {
    }

    private record InfoFailed(UUID member) implements Event {
    }

    /** A task handed out and not answered yet. */
    private static final class Flight {
        final List<WorkUnit> units;
        final UUID member;
        final long started;
        /** A copy of a slow task (see {@link #BACKUP_AFTER_NANOS}), or a task that has one. */
        final boolean backup;
        boolean backedUp;
        /** The task's nonce, by which it is asked to split. */
        final String nonce;
        /** Whether the task was asked to split the unit it runs (see {@link #SPLIT_AFTER_NANOS}), and when. */
        boolean splitAsked;
        long splitAskedAt;

        Flight(String nonce, List<WorkUnit> units, UUID member, long started, boolean backup) {
            this.nonce = nonce;
            this.units = units;
            this.member = member;
            this.started = started;
            this.backup = backup;
        }
    }

    /** What the coordinator knows of a worker member. */
    private static final class Worker {
        final Member member;
        final String address;
        MemberInfo info;
        /** The nonce of the question asked, over which the answer must be signed. */
        String infoNonce;
        boolean asked;
        int busy;

        Worker(Member member) {
            this.member = member;
            this.address = ClusterConfig.address(member);
        }
    }

    /** The coordinator's member, shared with the other solves on this cluster (see {@link Coordinators}). */
    private final Coordinators.Lease lease;
    private final HazelcastInstance hazelcast;
    private final ClusterTarget target;
    private final Instance instance;
    private final String solver;
    private final SolveOptions options;
    private final Map<String, String> versions;
    private final Secret secret;
    private final Consumer<String> warnings;
    private final int joinSeconds;
    private final String self;
    private final IExecutorService executor;
    private final IExecutorService control;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final Map<UUID, Worker> workers = new LinkedHashMap<>();
    private final Set<String> working = ConcurrentHashMap.newKeySet();
    private volatile String running;
    /** The tasks of the running batch not answered yet, by nonce. */
    private final Map<String, Flight> inFlight = new LinkedHashMap<>();
    /** Tasks copied to another member over the session (read by the tests). */
    private long backups;
    /** Tasks asked to split the unit they run over the session (read by the tests). */
    private long splitsAsked;
    /** The lines of the members refused while joining, said once the solve goes on with others. */
    private final List<String> heldBack = new ArrayList<>();
    /** The time the members spent on the units they returned, and how many: the mean unit time sizes the tasks. */
    private long unitNanos;
    private long unitsTimed;
    /** The line of the last member that refused the work while units ran, or {@code null}. */
    private String refused;

    private CoordinatorSession(Coordinators.Lease lease, ClusterTarget target, Instance instance, String solver,
            SolveOptions options, Map<String, String> versions, Secret secret, Consumer<String> warnings,
            int joinSeconds) {
        this.lease = lease;
        this.hazelcast = lease.hazelcast();
        this.target = target;
        this.instance = instance;
        this.solver = solver;
        this.options = options;
        this.versions = versions;
        this.secret = secret;
        this.warnings = warnings;
        this.joinSeconds = joinSeconds;
        this.self = hazelcast.getCluster().getLocalMember().getUuid().toString();
        this.executor = hazelcast.getExecutorService(ClusterConfig.EXECUTOR);
        this.control = hazelcast.getExecutorService(ClusterConfig.CONTROL);
    }

    /**
     * Joins {@code target} and waits until a worker answered with the same versions.
     *
     * @throws IllegalStateException with one line when none answers within {@code joinSeconds}, or a member
     *     refuses the work
     */
    static CoordinatorSession join(Coordinators coordinators, ClusterTarget target, String bind, int joinSeconds,
            Instance instance, String solver, SolveOptions options, Map<String, String> versions, Secret secret,
            Consumer<String> warnings) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(joinSeconds);
        Coordinators.Lease lease = coordinators.acquire(target, ClusterConfig.ip(bind), joinSeconds);
        CoordinatorSession session = new CoordinatorSession(lease, target, instance, solver, options, versions,
                secret, warnings, joinSeconds);
        try {
            session.awaitWorker(deadline);
            return session;
        } catch (RuntimeException | InterruptedException e) {
            session.close();
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while joining cluster '" + target.name() + "'");
            }
            throw (RuntimeException) e;
        }
    }

    /** Waits until at least one worker answered and none refused. */
    private void awaitWorker(long deadline) throws InterruptedException {
        long firstReady = -1;
        while (true) {
            refresh(null, null, null, null);
            handleInfo(events.poll(POLL_MILLIS, TimeUnit.MILLISECONDS), null);
            long now = System.nanoTime();
            boolean all = workers.values().stream().allMatch(w -> w.info != null);
            if (workers.values().stream().anyMatch(w -> w.info != null && w.info.threads() > 0)) {
                firstReady = firstReady < 0 ? now : firstReady;
                // a member that does not answer (paused, or about to be found dead) answers later or never: the
                // solve does not wait for it past the grace, and it gets units once it answers
                if (all || now - firstReady > ANSWER_GRACE_NANOS) {
                    // the solve goes on without the members refused: say so, once
                    heldBack.forEach(this::warn);
                    heldBack.clear();
                    return;
                }
            } else if (all && refused != null) {
                // every worker answered and each refused this coordinator, or was refused by it
                throw new IllegalStateException(refused);
            }
            if (now > deadline) {
                throw new IllegalStateException("No worker of cluster '" + target.name() + "' answered at "
                        + target.text() + " within " + joinSeconds + " s.\nMaybe start one with 'polyboard worker"
                        + " --port " + port(target.members().get(0)) + "', or check --name and the addresses.");
            }
        }
    }

    private static String port(String address) {
        return address.substring(address.lastIndexOf(':') + 1);
    }

    /** The coordinator's member (its Hazelcast id), which the solves on one cluster share. */
    String coordinator() {
        return self;
    }

    @Override
    public List<String> members() {
        return new ArrayList<>(working);
    }

    @Override
    public void run(List<WorkUnit> units, Sink sink, BooleanSupplier stop) throws Exception {
        String batch = lease.nextBatch();
        running = batch;
        PendingUnits pending = new PendingUnits(units, sink.walkOrder());
        Map<String, UUID> flying = new HashMap<>();
        Set<String> reported = new HashSet<>();
        Map<String, WorkUnit> byId = new HashMap<>();
        units.forEach(u -> byId.put(u.id(), u));
        Map<String, Integer> stoppedThere = new HashMap<>();
        inFlight.clear();
        long lonelySince = -1;
        // the units of the batch: those given, and those the sink adds as results come in
        int total = units.size();
        try {
            while (reported.size() < total) {
                if (stop.getAsBoolean()) {
                    return;
                }
                refresh(pending, flying, byId, reported);
                dispatch(batch, pending, flying);
                if (pending.isEmpty()) {
                    askSplits(reported);
                    backUp(batch, flying, reported);
                }
                if (workers.values().stream().noneMatch(w -> w.info != null && w.info.threads() > 0)) {
                    long now = System.nanoTime();
                    lonelySince = lonelySince < 0 ? now : lonelySince;
                    if (now - lonelySince > TimeUnit.SECONDS.toNanos(Math.max(joinSeconds, 15))) {
                        throw new IllegalStateException(refused != null ? refused
                                : "Every worker of cluster '" + target.name() + "' left; " + (total
                                        - reported.size()) + " work units are not done.\nMaybe start workers"
                                        + " again and run the same command with --resume.");
                    }
                } else {
                    lonelySince = -1;
                }
                Event event = events.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (event instanceof Reply reply) {
                    // a task of an earlier batch (stopped when that batch had what it needed) frees its thread too
                    free(reply.member());
                    if (!reply.batch().equals(batch)) {
                        continue;
                    }
                    inFlight.remove(reply.nonce());
                    List<WorkUnit> sent = reply.units();
                    for (WorkUnit unit : sent) {
                        if (reply.member().equals(flying.get(unit.id()))) {
                            flying.remove(unit.id());
                        }
                    }
                    UnitReply r = reply.reply();
                    if (secret.present() && !r.signedBy(secret, reply.nonce())) {
                        // results nobody can vouch for: not taken, the units go to another member
                        distrust(reply.member(), "Member " + r.member() + " returned results for work unit "
                                + sent.get(0).id() + (sent.size() > 1 ? " and " + (sent.size() - 1) + " more" : "")
                                + " that are not signed with this cluster's secret; they are refused and the member"
                                + " gets no more units.", false);
                        sent.forEach(unit -> again(unit, pending, flying, reported));
                        continue;
                    }
                    if (r.refused()) {
                        throw new IllegalStateException("Member " + r.member() + " refuses the work: " + r.error()
                                + ".\nMaybe run the same Polyboard distribution on every machine.");
                    }
                    unitNanos += r.nanos();
                    unitsTimed += r.error() == null ? r.results().size() : 0;
                    int i = 0;
                    for (; i < r.results().size() && i < sent.size(); i++) {
                        WorkUnit unit = sent.get(i);
                        UnitResult result = r.results().get(i);
                        if (!result.complete()) {
                            // stopped there, though this batch runs on: not a result; handed out again, a few times
                            if (!reported.contains(unit.id()) && !flying.containsKey(unit.id())
                                    && stoppedThere.merge(unit.id(), 1, Integer::sum) >= STOPPED_AT_MOST) {
                                throw new IllegalStateException("Work unit " + unit.id() + " came back stopped "
                                        + STOPPED_AT_MOST + " times, the last from member " + r.member() + ", though"
                                        + " this solve still needs it.\nMaybe its solver was stopped or updated"
                                        + " there; restart that worker and run the same command with --resume.");
                            }
                            again(unit, pending, flying, reported);
                            continue;
                        }
                        reported.add(unit.id());
                        if (!sink.accept(unit, r.member(), result, r.nanos(i))) {
                            return;
                        }
                        // what the unit left open joins the units pending, at once (no level waits for its last)
                        List<WorkUnit> children = new ArrayList<>();
                        for (WorkUnit child : sink.then(unit)) {
                            if (byId.putIfAbsent(child.id(), child) == null) {
                                children.add(child);
                                total++;
                            }
                        }
                        pending.added(reply.member(), children);
                    }
                    if (r.error() != null) {
                        throw new IllegalStateException(r.error());
                    }
                    // the units after a stop did not run there
                    for (; i < sent.size(); i++) {
                        again(sent.get(i), pending, flying, reported);
                    }
                } else if (event instanceof Lost lost) {
                    free(lost.member());
                    if (lost.batch().equals(batch)) {
                        inFlight.remove(lost.nonce());
                    }
                    for (WorkUnit unit : lost.units()) {
                        if (lost.batch().equals(batch) && lost.member().equals(flying.get(unit.id()))) {
                            flying.remove(unit.id());
                            again(unit, pending, flying, reported);
                        }
                    }
                    if (!hazelcast.getLifecycleService().isRunning()) {
                        throw new IllegalStateException("This coordinator left cluster '" + target.name() + "': "
                                + oneLine(lost.why()));
                    }
                } else {
                    handleInfo(event, batch);
                }
            }
        } finally {
            running = null;
            if (!flying.isEmpty() || !pending.isEmpty() && reported.size() < total) {
                stopBatch(batch);
            }
        }
    }

    /** Puts {@code unit} back at the head of the pending ones, unless it was reported or runs elsewhere. */
    private static void again(WorkUnit unit, PendingUnits pending, Map<String, UUID> flying, Set<String> reported) {
        if (!reported.contains(unit.id()) && !flying.containsKey(unit.id())) {
            pending.again(unit);
        }
    }

    /**
     * Units for the next task: about {@link #TASK_NANOS} of work by the mean unit time measured so far (one unit
     * before any was timed), and no more than a fair share of those pending, so that the last tasks spread over
     * every thread of the cluster.
     */
    private int taskSize(int pending) {
        int threads = 0;
        for (Worker w : workers.values()) {
            threads += w.info != null ? w.info.threads() : 0;
        }
        long byTime = unitsTimed == 0 ? 1 : TASK_NANOS / Math.max(1, unitNanos / unitsTimed);
        long fair = pending / (2L * Math.max(1, threads));
        return (int) Math.max(1, Math.min(TASK_UNITS_AT_MOST, Math.min(byTime, fair)));
    }

    private void free(UUID member) {
        Worker worker = workers.get(member);
        if (worker != null && worker.busy > 0) {
            worker.busy--;
        }
    }

    /**
     * Hands pending units to the workers with free threads (and {@link #AHEAD} more unless in walk order), the least
     * busy first.
     */
    private void dispatch(String batch, PendingUnits pending, Map<String, UUID> flying) {
        int ahead = pending.walkOrder() ? 0 : AHEAD;
        while (!pending.isEmpty()) {
            Worker best = null;
            for (Worker w : workers.values()) {
                // a member with no threads (refused, or one that runs no units) gets none, not even one ahead
                if (w.info != null && w.info.threads() > 0 && w.busy < w.info.threads() + ahead
                        && (best == null || w.busy * best.info.threads() < best.busy * w.info.threads())) {
                    best = w;
                }
            }
            if (best == null) {
                return;
            }
            int size = taskSize(pending.size());
            List<WorkUnit> units = new ArrayList<>(size);
            while (units.size() < size && !pending.isEmpty()) {
                units.add(pending.take(best.member.getUuid()));
            }
            send(batch, best, units, false, flying);
        }
    }

    /**
     * Once nothing is pending: to each worker with an idle thread, a copy of the oldest task running on another member
     * past its patience (see {@link #BACKUP_AFTER_NANOS}), of the units not reported yet.
     */
    private void backUp(String batch, Map<String, UUID> flying, Set<String> reported) {
        long now = System.nanoTime();
        long meanUnit = unitsTimed == 0 ? 0 : unitNanos / unitsTimed;
        for (Worker w : workers.values()) {
            if (w.info == null || w.info.threads() <= 0 || w.busy >= w.info.threads()) {
                continue;
            }
            Flight oldest = oldest(reported, f -> !f.backup && !f.backedUp && !f.member.equals(w.member.getUuid())
                    && now - f.started > Math.max(BACKUP_AFTER_NANOS, 3 * meanUnit * f.units.size()));
            if (oldest == null) {
                return;
            }
            oldest.backedUp = true;
            backups++;
            send(batch, w, oldest.units.stream().filter(u -> !reported.contains(u.id())).toList(), true, flying);
        }
    }

    /**
     * Once nothing is pending: for each idle thread of the workers beyond the questions not answered yet, asks the
     * oldest task that has run past {@link #SPLIT_AFTER_NANOS} to split the unit it runs.
     */
    private void askSplits(Set<String> reported) {
        int idle = 0;
        for (Worker w : workers.values()) {
            if (w.info != null && w.info.threads() > 0) {
                idle += Math.max(0, w.info.threads() - w.busy);
            }
        }
        long now = System.nanoTime();
        for (Flight f : inFlight.values()) {
            // a question not answered within a member's patience (a stalled member) no longer holds a thread back
            idle -= f.splitAsked && now - f.splitAskedAt < BACKUP_AFTER_NANOS ? 1 : 0;
        }
        long after = Math.max(SPLIT_AFTER_NANOS, 2 * (unitsTimed == 0 ? 0 : unitNanos / unitsTimed));
        while (idle-- > 0) {
            Flight oldest = oldest(reported, f -> !f.splitAsked && now - f.started > after);
            if (oldest == null) {
                return;
            }
            oldest.splitAsked = true;
            oldest.splitAskedAt = now;
            splitsAsked++;
            Worker running = workers.get(oldest.member);
            if (running == null) {
                continue;
            }
            try {
                control.executeOnMember(ControlTask.split(oldest.nonce, secret), running.member);
            } catch (RuntimeException e) {
                // the member left: its units go out again when its task is lost
            }
        }
    }

    /** The task handed out first of those that {@code eligible} takes and that hold a unit not reported, or null. */
    private Flight oldest(Set<String> reported, Predicate<Flight> eligible) {
        Flight oldest = null;
        for (Flight f : inFlight.values()) {
            if ((oldest == null || f.started < oldest.started) && eligible.test(f)
                    && f.units.stream().anyMatch(u -> !reported.contains(u.id()))) {
                oldest = f;
            }
        }
        return oldest;
    }

    /** Hands {@code units} to {@code to} as one task; a backup copy leaves the units where they fly already. */
    private void send(String batch, Worker to, List<WorkUnit> units, boolean backup, Map<String, UUID> flying) {
        UUID uuid = to.member.getUuid();
        if (!backup) {
            units.forEach(unit -> flying.put(unit.id(), uuid));
        }
        to.busy++;
        // the coordinator's member as it is now: one that merged back after a network split (or a pause past the
        // heartbeat) has another id, and a worker stops the tasks of the id it saw leave
        String coordinator = hazelcast.getCluster().getLocalMember().getUuid().toString();
        UnitTask task = new UnitTask(coordinator, batch, versions, instance, solver, options, units, secret);
        inFlight.put(task.nonce(), new Flight(task.nonce(), units, uuid, System.nanoTime(), backup));
        try {
            executor.submitToMember(task, to.member, new ExecutionCallback<UnitReply>() {
                @Override
                public void onResponse(UnitReply response) {
                    events.add(new Reply(batch, units, task.nonce(), uuid, response));
                }

                @Override
                public void onFailure(Throwable t) {
                    events.add(new Lost(batch, units, task.nonce(), uuid, t));
                }
            });
        } catch (RuntimeException e) {
            events.add(new Lost(batch, units, task.nonce(), uuid, e));
        }
    }

    /** Tasks copied to another member because they ran long, over this session. */
    long backups() {
        return backups;
    }

    /** Tasks asked to split the unit they ran over the session (read by the tests). */
    long splitsAsked() {
        return splitsAsked;
    }

    /**
     * Takes in the members as they are now: asks new ones for their versions and threads, forgets those that
     * left and hands their units out again.
     */
    private void refresh(PendingUnits pending, Map<String, UUID> flying, Map<String, WorkUnit> byId,
            Set<String> reported) {
        Set<UUID> present = new HashSet<>();
        for (Member member : hazelcast.getCluster().getMembers()) {
            if (member.isLiteMember()) {
                continue;
            }
            present.add(member.getUuid());
            Worker worker = workers.computeIfAbsent(member.getUuid(), u -> new Worker(member));
            if (!worker.asked) {
                worker.asked = true;
                UUID uuid = member.getUuid();
                try {
                    MemberInfoTask question = new MemberInfoTask(ClusterConfig.address(
                            hazelcast.getCluster().getLocalMember()), secret);
                    worker.infoNonce = question.nonce();
                    control.submitToMember(question, member, new ExecutionCallback<MemberInfo>() {
                        @Override
                        public void onResponse(MemberInfo response) {
                            events.add(new Info(uuid, response));
                        }

                        @Override
                        public void onFailure(Throwable t) {
                            events.add(new InfoFailed(uuid));
                        }
                    });
                } catch (RuntimeException e) {
                    events.add(new InfoFailed(uuid));
                }
            }
        }
        for (var it = workers.entrySet().iterator(); it.hasNext();) {
            var entry = it.next();
            if (!present.contains(entry.getKey())) {
                it.remove();
                working.remove(entry.getValue().address);
                if (pending != null) {
                    pending.left(entry.getKey());
                }
                if (flying != null) {
                    // its units go out again; a late answer from it still counts once
                    for (var f = flying.entrySet().iterator(); f.hasNext();) {
                        var unit = f.next();
                        if (unit.getValue().equals(entry.getKey())) {
                            f.remove();
                            if (!reported.contains(unit.getKey())) {
                                pending.again(byId.get(unit.getKey()));
                            }
                        }
                    }
                }
            }
        }
    }

    private void handleInfo(Event event, String batch) {
        if (event instanceof Info info) {
            Worker worker = workers.get(info.member());
            if (worker == null) {
                return;
            }
            MemberInfo mi = info.info();
            String untrusted = mi.refusal() != null ? "Member " + mi.member() + " refuses this coordinator: "
                    + mi.refusal() + "."
                    : secret.present() && !mi.signedBy(secret, worker.infoNonce) ? "Member " + mi.member()
                            + " does not prove that it holds this cluster's secret (its answer is not signed with"
                            + " it); it gets no units." : null;
            if (untrusted != null) {
                worker.info = new MemberInfo(mi.member(), 0, mi.versions(), mi.refusal());
                distrust(info.member(), untrusted, batch == null);
                return;
            }
            if (mi.threads() > 0) {
                String refusal = refusal(mi);
                if (refusal != null) {
                    String line = "Member " + mi.member() + " refuses the work: " + refusal
                            + ".\nMaybe run the same Polyboard distribution on every machine.";
                    if (batch == null) {
                        throw new IllegalStateException(line);
                    }
                    // a member with other versions that joins while units run gets none
                    refused = line;
                    worker.info = new MemberInfo(mi.member(), 0, mi.versions(), null);
                    return;
                }
                working.add(worker.address);
            }
            worker.info = mi;
        } else if (event instanceof InfoFailed failed) {
            Worker worker = workers.get(failed.member());
            if (worker != null) {
                worker.asked = false;
            }
        }
    }

    /**
     * Gives the worker {@code member} no more units, says why on the warnings (once for all the solves that share this
     * coordinator), and keeps the line: the solve fails with it should no other worker be left.
     *
     * @param joining whether the solve is still joining: the line is held back, and said only if the solve goes on
     *     with other workers (else it is the solve's error, and once is enough)
     */
    private void distrust(UUID member, String line, boolean joining) {
        Worker worker = workers.get(member);
        if (worker != null) {
            worker.info = new MemberInfo(worker.address, 0, Map.of(), line);
            working.remove(worker.address);
        }
        if (joining) {
            heldBack.add(line);
        } else {
            warn(line);
        }
        refused = line;
    }

    private void warn(String line) {
        if (lease.firstTime(line)) {
            warnings.accept(line);
        }
    }

    private String refusal(MemberInfo info) {
        return WorkerRuntime.refusal(info.versions(), versions);
    }

    private void stopBatch(String batch) {
        try {
            List<Member> members = new ArrayList<>();
            for (Member m : hazelcast.getCluster().getMembers()) {
                if (!m.isLiteMember()) {
                    members.add(m);
                }
            }
            if (!members.isEmpty()) {
                control.executeOnMembers(ControlTask.stop(batch, secret), members);
            }
        } catch (RuntimeException e) {
            // the members stop its units when this coordinator leaves
        }
    }

    @Override
    public void close() {
        String batch = running;
        if (batch != null) {
            stopBatch(batch);
        }
        lease.release();
    }

    static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return message.strip().split("\\R", 2)[0];
    }
}
