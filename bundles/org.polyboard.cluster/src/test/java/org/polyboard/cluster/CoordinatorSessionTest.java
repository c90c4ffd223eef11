package org.polyboard.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitHost;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSession;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.family.knights.KnightCoverFamily;
import org.polyboard.pieces.Knight;

/**
 * A coordinator session against one worker with two threads: a batch that ends at its first find leaves units
 * running, and the next batch still runs two units at a time on that worker.
 */
@ExtendWith(TimeoutStacks.class)
@Timeout(60)
class CoordinatorSessionTest {

    @BeforeAll
    static void quiet() {
        System.setProperty("hazelcast.logging.type", "none");
    }

    /**
     * Unit "find" finds at once; "gone" always comes back stopped; "quick-…" units end at once; "long-…" units take
     * 10 s, the others 300 ms (or
     * until stopped); counts the units running at once and the long ones that ran to their end.
     */
    static final class Sleepy implements Solver, UnitSolver {
        final AtomicInteger running = new AtomicInteger();
        final AtomicInteger mostAtOnce = new AtomicInteger();
        final AtomicInteger longFinished = new AtomicInteger();
        /** Unit "waits" runs until unit "release" ran. */
        final CountDownLatch released = new CountDownLatch(1);

        @Override
        public String id() {
            return "sleepy";
        }

        @Override
        public String description() {
            return "units that sleep";
        }

        @Override
        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        @Override
        public SolveResult solve(Problem problem, SolveContext context) {
            throw new UnsupportedOperationException();
        }

        @Override
        public UnitResult run(Problem problem, SolveOptions options, WorkUnit unit, UnitContext context)
                throws Exception {
            mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
            try {
                if (unit.id().equals("gone")) {
                    return UnitResult.stopped(0); // as a solver whose bundle stopped on the worker
                }
                if (unit.id().equals("find")) {
                    return new UnitResult(true, 1, 1, 1, List.of(), Map.of());
                }
                if (unit.id().equals("release")) {
                    released.countDown();
                    return new UnitResult(true, 0, 0, 1, List.of(), Map.of());
                }
                if (unit.id().equals("waits")) {
                    while (!released.await(10, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                        if (context.shouldStop()) {
                            return UnitResult.stopped(0);
                        }
                    }
                    return new UnitResult(true, 0, 0, 1, List.of(), Map.of());
                }
                if (unit.id().equals("splits")) {
                    // a long unit that leaves the rest of its part open when asked (10 s when never asked)
                    for (int i = 0; i < 1_000; i++) {
                        if (context.shouldStop()) {
                            return UnitResult.stopped(i);
                        }
                        if (context.shouldSplit()) {
                            return new UnitResult(true, 0, 0, i, List.of(), Map.of("left", "open"));
                        }
                        Thread.sleep(10);
                    }
                    longFinished.incrementAndGet();
                    return new UnitResult(true, 0, 0, 1_000, List.of(), Map.of());
                }
                if (unit.id().startsWith("quick")) {
                    return new UnitResult(true, 0, 0, 1, List.of(), Map.of());
                }
                boolean isLong = unit.id().startsWith("long");
                int steps = isLong ? 1_000 : 30;
                for (int i = 0; i < steps; i++) {
                    if (context.shouldStop()) {
                        return UnitResult.stopped(i);
                    }
                    Thread.sleep(10);
                }
                if (isLong) {
                    longFinished.incrementAndGet();
                }
                return new UnitResult(true, 0, 0, steps, List.of(), Map.of());
            } finally {
                running.decrementAndGet();
            }
        }
    }

    private final Sleepy sleepy = new Sleepy();
    private final Assembly assembly = Assembly.of(new KnightCoverFamily(), new RectBoardFactory(), new Knight(), sleepy);
    private final UnitHost host = assembly.unitHost("1.0.0");
    private final Workers worker = new Workers(host, line -> { });
    private final Coordinators coordinators = new Coordinators();

    @AfterEach
    void tearDown() {
        coordinators.close();
        worker.close();
        assembly.close();
    }

    private int port;

    /** Starts the worker with {@code threads} threads in cluster {@code name} and joins it as a coordinator. */
    private CoordinatorSession session(String name, int threads) throws Exception {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        worker.start(new Workers.Settings("127.0.0.1", port, List.of(), name, threads));
        Instance instance = assembly.service().instance("knight-cover", Map.of("n", "4"), null);
        return join(name);
    }

    private CoordinatorSession join(String name) {
        Instance instance = assembly.service().instance("knight-cover", Map.of("n", "4"), null);
        return CoordinatorSession.join(coordinators, new ClusterTarget(List.of("127.0.0.1:" + port), name),
                "127.0.0.1", 10, instance, "sleepy", SolveOptions.DEFAULT, host.versions(), Secret.NONE, line -> { });
    }

    /** A sink that records the ids reported, adds the units {@code then} gives, in walk order or not. */
    private static UnitSession.Sink recording(List<String> reported, Function<WorkUnit, List<WorkUnit>> then,
            boolean walkOrder) {
        return new UnitSession.Sink() {
            @Override
            public boolean accept(WorkUnit unit, String member, UnitResult result) {
                reported.add(unit.id());
                return true;
            }

            @Override
            public List<WorkUnit> then(WorkUnit unit) {
                return then.apply(unit);
            }

            @Override
            public boolean walkOrder() {
                return walkOrder;
            }
        };
    }

    /**
     * Solves one after another on the same cluster (a table's rows) share the coordinator's member: the second joins
     * without starting one, and its batches are not taken for the first one's, which the worker remembers as stopped.
     */
    @Test
    void solvesOneAfterAnotherShareTheCoordinatorAndNotTheirBatches() throws Exception {
        String first;
        try (CoordinatorSession session = session("shared", 2)) {
            first = session.coordinator();
            List<String> reported = new ArrayList<>();
            session.run(List.of(new WorkUnit("find", Map.of()), new WorkUnit("slow-1", Map.of())),
                    (unit, member, result) -> {
                        reported.add(unit.id());
                        return !result.found();
                    }, () -> false);
            assertThat(reported).contains("find");
        }
        try (CoordinatorSession session = join("shared")) {
            assertThat(session.coordinator()).isEqualTo(first);
            List<String> done = new ArrayList<>();
            session.run(List.of(new WorkUnit("u1", Map.of()), new WorkUnit("u2", Map.of())),
                    (unit, member, result) -> done.add(unit.id()), () -> false);
            assertThat(done).containsExactlyInAnyOrder("u1", "u2");
        }
        coordinators.close();
        assertThatThrownBy(() -> join("shared")).hasMessage("the cluster bundle is stopping");
    }

    /**
     * In walk order the units a result adds go out before the batch's units still pending: on one thread, the unit
     * split from the first runs right after it (after the last of the batch when not in walk order). The units take
     * 0.3 s each, so that a task holds one, as a search's units of seconds do.
     */
    @Test
    void inWalkOrderAddedUnitsGoBeforeThoseOfTheBatch() throws Exception {
        try (CoordinatorSession session = session("walk", 1)) {
            for (boolean walk : new boolean[] {false, true}) {
                List<String> reported = new ArrayList<>();
                List<WorkUnit> batch = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    batch.add(new WorkUnit("step-" + walk + "-" + i, Map.of()));
                }
                session.run(batch, recording(reported, unit -> unit.id().endsWith("-0")
                        ? List.of(new WorkUnit(unit.id() + "/0", Map.of())) : List.of(), walk), () -> false);
                String child = "step-" + walk + "-0/0";
                assertThat(reported).hasSize(5).contains(child);
                if (walk) {
                    assertThat(reported).startsWith("step-true-0", child);
                } else {
                    assertThat(reported).last().isEqualTo(child);
                }
            }
        }
    }

    /**
     * The units a result adds (those split from what its unit left open) run while the batch's other units still run:
     * "waits" ends only once "release", added by the result of "quick-0", ran (were the added units held until the
     * batch's end, the batch would never end).
     */
    @Test
    void unitsAddedByAResultRunWhileTheBatchStillRuns() throws Exception {
        try (CoordinatorSession session = session("added", 2)) {
            List<String> reported = new ArrayList<>();
            session.run(List.of(new WorkUnit("waits", Map.of()), new WorkUnit("quick-0", Map.of())),
                    recording(reported, unit -> unit.id().equals("quick-0")
                            ? List.of(new WorkUnit("release", Map.of())) : List.of(), false), () -> false);
            // "release" exists only once "quick-0" was reported; the replies of "release" and "waits" may cross
            assertThat(reported).first().isEqualTo("quick-0");
            assertThat(reported).containsExactlyInAnyOrder("quick-0", "release", "waits");
        }
    }

    @Test
    void aBatchStoppedAtItsFirstFindLeavesTheWorkersThreadsToTheNext() throws Exception {
        try (CoordinatorSession session = session("session", 2)) {
            List<WorkUnit> first = List.of(new WorkUnit("slow-1", Map.of()), new WorkUnit("slow-2", Map.of()),
                    new WorkUnit("find", Map.of()));
            List<String> reported = new ArrayList<>();
            session.run(first, (unit, member, result) -> {
                reported.add(unit.id());
                return !result.found();
            }, () -> false);
            assertThat(reported).endsWith("find");
            Thread.sleep(500);

            sleepy.mostAtOnce.set(0);
            List<WorkUnit> second = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                second.add(new WorkUnit("next-" + i, Map.of()));
            }
            List<String> done = new ArrayList<>();
            session.run(second, (unit, member, result) -> done.add(unit.id()), () -> false);
            assertThat(done).hasSize(6);
            assertThat(sleepy.mostAtOnce).hasValue(2);
            assertThat(session.members()).containsExactly("127.0.0.1:" + port);
        }
    }

    /**
     * On a worker with one thread, a batch stopped while its first unit runs and its second waits in the queue stops
     * both, not after 10 s each: the stop does not wait in the units' queue behind the units it stops. (The batch is
     * stopped by its coordinator once a unit runs, whichever the worker took first.)
     */
    @Test
    void aStopDoesNotWaitBehindTheUnitsItStops() throws Exception {
        try (CoordinatorSession session = session("stop", 1)) {
            long start = System.nanoTime();
            session.run(List.of(new WorkUnit("long-1", Map.of()), new WorkUnit("long-2", Map.of())),
                    (unit, member, result) -> true, () -> sleepy.running.get() > 0);
            List<String> done = new ArrayList<>();
            session.run(List.of(new WorkUnit("next", Map.of())), (unit, member, result) -> done.add(unit.id()),
                    () -> false);

            assertThat(done).containsExactly("next");
            assertThat(sleepy.longFinished).hasValue(0);
            assertThat(System.nanoTime() - start).isLessThan(8_000_000_000L);
        }
    }

    /**
     * A member that stalls (its units never end, as under {@code kill -STOP}) does not hold the batch: once nothing is
     * pending, the other worker takes copies of the stalled member's tasks, and the batch ends with every unit
     * reported once while the stalled member still holds its own.
     */
    @Test
    void aStalledMemberDoesNotHoldTheBatch() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger stalledUnits = new AtomicInteger();
        UnitHost stalling = new UnitHost() {
            @Override
            public Map<String, String> versions() {
                return host.versions();
            }

            @Override
            public UnitResult run(Instance instance, String solver, SolveOptions options, WorkUnit unit,
                    UnitContext context) throws Exception {
                stalledUnits.incrementAndGet();
                release.await();
                return host.run(instance, solver, options, unit, context);
            }
        };
        Workers stalled = new Workers(stalling, line -> { });
        try {
            port = freePort();
            worker.start(new Workers.Settings("127.0.0.1", port, List.of(), "tail", 1));
            stalled.start(new Workers.Settings("127.0.0.1", freePort(), List.of("127.0.0.1:" + port), "tail", 1));
            try (CoordinatorSession session = join("tail")) {
                List<WorkUnit> units = new ArrayList<>();
                for (int i = 0; i < 6; i++) {
                    units.add(new WorkUnit("slow-" + i, Map.of()));
                }
                List<String> done = new ArrayList<>();
                session.run(units, (unit, member, result) -> done.add(unit.id()), () -> false);

                assertThat(done).containsExactlyInAnyOrder("slow-0", "slow-1", "slow-2", "slow-3", "slow-4",
                        "slow-5");
                assertThat(stalledUnits).hasPositiveValue();
                assertThat(release.getCount()).as("the stalled member never finished a unit").isEqualTo(1);
                assertThat(session.backups()).isPositive();
            }
        } finally {
            release.countDown();
            stalled.close();
        }
    }

    /**
     * A long unit running while the worker's other thread has nothing to take is asked to split: it returns at once,
     * its result marked as split on demand, and the units it left open run on the thread that waited.
     */
    @Test
    void aLongUnitSplitsWhenAThreadWaits() throws Exception {
        try (CoordinatorSession session = session("split", 2)) {
            long start = System.nanoTime();
            Map<String, UnitResult> results = new java.util.concurrent.ConcurrentHashMap<>();
            session.run(List.of(new WorkUnit("splits", Map.of())), new UnitSession.Sink() {
                @Override
                public boolean accept(WorkUnit unit, String member, UnitResult result) {
                    results.put(unit.id(), result);
                    return true;
                }

                @Override
                public List<WorkUnit> then(WorkUnit unit) {
                    return unit.id().equals("splits") && results.get("splits").data().containsKey("left")
                            ? List.of(new WorkUnit("quick-a", Map.of()), new WorkUnit("quick-b", Map.of()))
                            : List.of();
                }
            }, () -> false);

            assertThat(results).containsOnlyKeys("splits", "quick-a", "quick-b");
            assertThat(results.get("splits").splitOnDemand()).isTrue();
            assertThat(results.get("quick-a").splitOnDemand()).isFalse();
            assertThat(sleepy.longFinished).hasValue(0);
            assertThat(session.splitsAsked()).isPositive();
            assertThat(System.nanoTime() - start).isLessThan(8_000_000_000L);
        }
    }

    /**
     * Once quick units made the tasks grow to several units, a find in the middle of a task is said at once: the
     * task's later units (10 s each) do not run before the batch hears of it and stops. The worker's one thread may
     * take the two tasks handed to it in either order (Hazelcast runs member tasks from several operation threads),
     * so the units after the first task are quick ones: which task runs first changes what is reported before the
     * find, not how soon the find is said.
     */
    @Test
    void aFindInATaskOfSeveralUnitsIsSaidAtOnce() throws Exception {
        try (CoordinatorSession session = session("find-in-task", 1)) {
            List<WorkUnit> warm = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                warm.add(new WorkUnit("quick-" + i, Map.of()));
            }
            session.run(warm, (unit, member, result) -> true, () -> false);

            // 40 units on one thread: the first task takes a fair share of 20, the find and the long units among them
            List<WorkUnit> units = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                units.add(new WorkUnit("quick-next-" + i, Map.of()));
            }
            units.add(new WorkUnit("find", Map.of()));
            for (int i = 0; i < 9; i++) {
                units.add(new WorkUnit("long-" + i, Map.of()));
            }
            for (int i = 0; i < 20; i++) {
                units.add(new WorkUnit("quick-tail-" + i, Map.of()));
            }
            List<String> reported = new ArrayList<>();
            long start = System.nanoTime();
            session.run(units, (unit, member, result) -> {
                reported.add(unit.id());
                return !result.found();
            }, () -> false);

            assertThat(reported).endsWith("find").contains("quick-next-9").noneMatch(id -> id.startsWith("long"));
            assertThat(sleepy.longFinished).hasValue(0);
            assertThat(System.nanoTime() - start).isLessThan(8_000_000_000L);
        }
    }

    /** A unit that its worker keeps stopping fails the batch with one line instead of going round for ever. */
    @Test
    void aUnitAlwaysStoppedThereFailsTheBatchWithOneLine() throws Exception {
        try (CoordinatorSession session = session("gone", 1)) {
            assertThatThrownBy(() -> session.run(List.of(new WorkUnit("gone", Map.of())),
                    (unit, member, result) -> true, () -> false)).isInstanceOf(IllegalStateException.class)
                    .hasMessageStartingWith("Work unit gone came back stopped 3 times, the last from member 127.0.0.1:"
                            + port + ", though this solve still needs it.");
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
