package org.polyboard.core.exec.units;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.core.exec.SharedExecutor;

/** Work units run on the shared executor: merged in plan order, checkpointed, resumed, stopped, shared fairly. */
@Timeout(30)
class PlanRunnerTest {

    private final SharedExecutor pool = new SharedExecutor(2);

    @AfterEach
    void tearDown() {
        pool.close();
    }

    /** Unit i finds i solutions (the first kept: cells {i, i+1}), i of them canonical, 10·i nodes. */
    private static final class Counting implements UnitSolver {
        final Set<String> ran = ConcurrentHashMap.newKeySet();
        final AtomicInteger running = new AtomicInteger();
        final AtomicInteger mostAtOnce = new AtomicInteger();
        volatile long sleepMillis;

        @Override
        public UnitResult run(Problem problem, SolveOptions options, WorkUnit unit, UnitContext context) throws Exception {
            int now = running.incrementAndGet();
            mostAtOnce.accumulateAndGet(now, Math::max);
            try {
                Thread.sleep(sleepMillis);
                ran.add(unit.id());
                if (context.shouldStop()) {
                    return UnitResult.stopped(1);
                }
                int i = Integer.parseInt(unit.get("i"));
                List<int[]> kept = i == 0 ? List.of() : List.of(new int[] {i, i + 1});
                return new UnitResult(true, i, i, 10L * i, kept, Map.of("i", Integer.toString(i)));
            } finally {
                running.decrementAndGet();
            }
        }
    }

    /** Checkpoints in memory; with a {@code limit}, saves after that many are lost as in a killed process. */
    private static final class Memory implements Checkpoints {
        final Map<String, Map<String, String>> saved = new ConcurrentHashMap<>();
        final AtomicInteger saves = new AtomicInteger();
        boolean resume;
        int limit = Integer.MAX_VALUE;

        @Override
        public Optional<Map<String, String>> load(String id) {
            return resume ? Optional.ofNullable(saved.get(id)) : Optional.empty();
        }

        @Override
        public void save(String id, Map<String, String> data) {
            if (saves.incrementAndGet() <= limit) {
                saved.put(id, Map.copyOf(data));
            }
        }
    }

    private static List<WorkUnit> units(int n) {
        List<WorkUnit> units = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            units.add(new WorkUnit("u" + i, Map.of("i", Integer.toString(i))));
        }
        return units;
    }

    private PlanRunner runner(int parallelism, AtomicBoolean stop, Checkpoints checkpoints) {
        return new PlanRunner(SolveOptions.DEFAULT, pool, parallelism, stop::get, checkpoints, (n, b, d, m) -> { });
    }

    @Test
    void mergesInPlanOrderWhateverTheParallelism() throws Exception {
        PlanOutcome one = runner(1, new AtomicBoolean(), null).run(new Counting(), null, Plan.exhaustive("all", units(20), 5));
        PlanOutcome two = runner(2, new AtomicBoolean(), null).run(new Counting(), null, Plan.exhaustive("all", units(20), 5));

        for (PlanOutcome o : List.of(one, two)) {
            assertThat(o.complete()).isTrue();
            assertThat(o.count()).isEqualTo(190);
            assertThat(o.distinct()).isEqualTo(190);
            assertThat(o.nodes()).isEqualTo(1900);
            assertThat(o.kept()).extracting(cells -> cells[0]).containsExactly(1, 2, 3, 4, 5);
            assertThat(o.results().keySet()).containsExactlyElementsOf(Plan.exhaustive("", units(20), 0).ids());
            assertThat(o.unitsByMember()).containsEntry(PlanRunner.LOCAL, 20);
        }
    }

    /**
     * A unit {@code s<d>} splits into {@code s<d+1>} until depth 3; {@code wait} blocks until {@code s3} has run: the
     * units split from a finished unit run while the plan's other units still run, so no level waits for its last.
     */
    private static final class Splitting implements UnitSolver {
        final java.util.concurrent.CountDownLatch deepest = new java.util.concurrent.CountDownLatch(1);
        final List<String> order = new CopyOnWriteArrayList<>();

        @Override
        public UnitResult run(Problem problem, SolveOptions options, WorkUnit unit, UnitContext context) throws Exception {
            order.add(unit.id());
            if (unit.id().equals("wait")) {
                deepest.await();
            }
            if (unit.id().equals("s3")) {
                deepest.countDown();
            }
            return new UnitResult(true, 1, 1, 1, List.of(new int[] {order.size()}), Map.of());
        }

        static List<WorkUnit> children(WorkUnit unit, UnitResult result) {
            if (!unit.id().startsWith("s") || unit.id().equals("s3")) {
                return List.of();
            }
            int depth = Integer.parseInt(unit.id().substring(1));
            return List.of(new WorkUnit("s" + (depth + 1), Map.of()));
        }
    }

    @Test
    void unitsSplitFromAFinishedUnitRunWithoutWaitingForTheRestOfThePlan() throws Exception {
        Splitting solver = new Splitting();
        List<WorkUnit> plan = List.of(new WorkUnit("wait", Map.of()), new WorkUnit("s0", Map.of()));

        PlanOutcome o = runner(2, new AtomicBoolean(), null).run(solver, null, Plan.exhaustive("split", plan, 10),
                Splitting::children);

        assertThat(o.complete()).isTrue();
        assertThat(o.count()).isEqualTo(5);
        assertThat(o.results().keySet()).containsExactlyInAnyOrder("wait", "s0", "s1", "s2", "s3");
        assertThat(solver.order).endsWith("s3");
    }

    @Test
    void onOneThreadSplitUnitsRunLevelByLevelOrInTheOrderOfOneWalk() throws Exception {
        List<WorkUnit> plan = List.of(new WorkUnit("s0", Map.of()), new WorkUnit("x", Map.of()));
        Splitting levels = new Splitting();
        Splitting walk = new Splitting();

        runner(1, new AtomicBoolean(), null).run(levels, null, Plan.exhaustive("split", plan, 10), Splitting::children);
        runner(1, new AtomicBoolean(), null).run(walk, null, Plan.exhaustive("split", plan, 10).inWalkOrder(),
                Splitting::children);

        assertThat(levels.order).containsExactly("s0", "x", "s1", "s2", "s3");
        assertThat(walk.order).containsExactly("s0", "s1", "s2", "s3", "x");
    }

    @Test
    void unitsSplitFromACheckpointedUnitAreTakenFromTheCheckpointsToo() throws Exception {
        Memory memory = new Memory();
        List<WorkUnit> plan = List.of(new WorkUnit("s0", Map.of()));
        runner(1, new AtomicBoolean(), memory).run(new Splitting(), null, Plan.exhaustive("split", plan, 10),
                Splitting::children);
        assertThat(memory.saved).containsOnlyKeys("s0", "s1", "s2", "s3");

        memory.saved.remove("s2");
        memory.resume = true;
        Splitting again = new Splitting();
        PlanRunner runner = runner(1, new AtomicBoolean(), memory);
        PlanOutcome o = runner.run(again, null, Plan.exhaustive("split", plan, 10), Splitting::children);

        assertThat(again.order).as("only the unit not recorded: what it splits into is recorded").containsExactly("s2");
        assertThat(o.complete()).isTrue();
        assertThat(o.count()).isEqualTo(4);
        assertThat(o.resumed()).isEqualTo(3);
        assertThat(runner.planned()).isEqualTo(4);
    }

    /** When the parallelism grows while a plan runs (a heuristic handed over), more of its units run at once. */
    @Test
    void moreUnitsRunAtOnceWhenTheParallelismGrowsDuringAPlan() throws Exception {
        Counting solver = new Counting();
        solver.sleepMillis = 50;
        AtomicInteger parallelism = new AtomicInteger(1);
        PlanRunner runner = new PlanRunner(SolveOptions.DEFAULT, pool, parallelism::get, () -> false, null,
                (n, b, d, m) -> { }, null);
        Thread widen = new Thread(() -> {
            while (solver.ran.size() < 4) {
                Thread.onSpinWait();
            }
            parallelism.set(2);
        });
        widen.start();
        PlanOutcome o = runner.run(solver, null, Plan.exhaustive("all", units(40), 0));
        widen.join();

        assertThat(o.complete()).isTrue();
        assertThat(o.count()).isEqualTo(780);
        assertThat(solver.mostAtOnce.get()).isEqualTo(2);
    }

    /** A solve's progress counts the nodes of its earlier plans too (rounds, split levels): it never starts again. */
    @Test
    void progressCountsTheNodesOfEarlierPlans() throws Exception {
        List<Long> reported = new CopyOnWriteArrayList<>();
        PlanRunner runner = new PlanRunner(SolveOptions.DEFAULT, pool, 2, () -> false, null,
                (n, b, d, m) -> reported.add(n));
        Counting solver = new Counting();
        runner.run(solver, null, Plan.exhaustive("first", units(20), 0));
        assertThat(reported).isEmpty();
        solver.sleepMillis = 1_300;
        PlanOutcome second = runner.run(solver, null, Plan.exhaustive("second", units(2), 0));

        assertThat(second.nodes()).isEqualTo(10);
        assertThat(reported).isNotEmpty().allSatisfy(n -> assertThat(n).isGreaterThanOrEqualTo(1900));
    }

    @Test
    void aKilledRunResumesFromItsCheckpointsToTheSameTotals() throws Exception {
        Memory first = new Memory();
        first.limit = 8;
        runner(2, new AtomicBoolean(), first).run(new Counting(), null, Plan.exhaustive("all", units(20), 100));
        assertThat(first.saved).hasSize(8);

        Memory second = new Memory();
        second.saved.putAll(first.saved);
        second.resume = true;
        Counting solver = new Counting();
        PlanRunner resumed = runner(2, new AtomicBoolean(), second);
        PlanOutcome o = resumed.run(solver, null, Plan.exhaustive("all", units(20), 100));

        assertThat(o.complete()).isTrue();
        assertThat(o.count()).isEqualTo(190);
        assertThat(o.kept()).hasSize(19);
        assertThat(o.resumed()).isEqualTo(8);
        assertThat(resumed.resumed()).isEqualTo(8);
        assertThat(resumed.resumedNodes()).as("the nodes the units taken from the checkpoints visited")
                .isEqualTo(first.saved.values().stream().mapToLong(m -> Long.parseLong(m.get("nodes"))).sum())
                .isEqualTo(1900 - o.nodes());
        assertThat(solver.ran).hasSize(12).doesNotContainAnyElementsOf(first.saved.keySet());
        assertThat(o.results().get("u7").data()).containsEntry("i", "7");
    }

    /** A runner whose run settings ask to search again {@code share} of the units found in the checkpoints. */
    private PlanRunner rechecking(String share, Checkpoints checkpoints) {
        SolveOptions options = new SolveOptions(false, 0, true, null, 0, Map.of(Checkpoints.RECHECK, share));
        return new PlanRunner(options, pool, 2, () -> false, checkpoints, (n, b, d, m) -> { });
    }

    /** The checkpoints of a full run of {@code n} counting units, to resume from. */
    private Memory checkpointed(int n) throws Exception {
        Memory memory = new Memory();
        runner(2, new AtomicBoolean(), memory).run(new Counting(), null, Plan.exhaustive("all", units(n), 100));
        memory.resume = true;
        return memory;
    }

    @Test
    void aRecheckOfEveryUnitSearchesThemAllAgainAndKeepsTheTotals() throws Exception {
        Memory memory = checkpointed(20);
        int saves = memory.saves.get();
        Counting solver = new Counting();
        PlanRunner again = rechecking("1", memory);
        PlanOutcome o = again.run(solver, null, Plan.exhaustive("all", units(20), 100));

        assertThat(o.complete()).isTrue();
        assertThat(o.count()).isEqualTo(190);
        assertThat(o.nodes()).isEqualTo(1900);
        assertThat(solver.ran).hasSize(20);
        assertThat(o.resumed()).isZero();
        assertThat(again.rechecked()).isEqualTo(20);
        assertThat(again.rechecksWithSameNodes()).isEqualTo(20);
        // what was checked is not saved a second time
        assertThat(memory.saves.get()).isEqualTo(saves);
    }

    /** Of a share below 1, each unit is either searched again or taken: the totals are those of a full run. */
    @Test
    void aRecheckOfAShareRunsSomeUnitsAgainAndTakesTheRest() throws Exception {
        Memory memory = checkpointed(40);
        Counting solver = new Counting();
        PlanRunner again = rechecking("0.5", memory);
        PlanOutcome o = again.run(solver, null, Plan.exhaustive("all", units(40), 100));

        assertThat(o.complete()).isTrue();
        assertThat(o.count()).isEqualTo(780);
        assertThat(again.rechecked() + again.resumed()).isEqualTo(40);
        assertThat(solver.ran).hasSize(again.rechecked());
        assertThat(again.resumedNodes() + o.nodes()).isEqualTo(7800);
    }

    /** A unit searched again that splits: what it splits into is taken from the checkpoints, or searched again too. */
    @Test
    void aRecheckedUnitThatSplitsHasItsPartsTakenOrCheckedAsWell() throws Exception {
        UnitSolver chain = (problem, options, unit, context) -> {
            int depth = Integer.parseInt(unit.id().substring(1));
            return new UnitResult(true, 1, 1, depth + 1L, List.of(), Map.of());
        };
        Memory memory = new Memory();
        List<WorkUnit> plan = List.of(new WorkUnit("s0", Map.of()));
        runner(1, new AtomicBoolean(), memory).run(chain, null, Plan.exhaustive("split", plan, 10), Splitting::children);
        assertThat(memory.saved).containsOnlyKeys("s0", "s1", "s2", "s3");
        memory.resume = true;

        PlanRunner again = rechecking("1", memory);
        PlanOutcome o = again.run(chain, null, Plan.exhaustive("split", plan, 10), Splitting::children);

        assertThat(o.complete()).isTrue();
        assertThat(o.count()).isEqualTo(4);
        assertThat(o.results()).containsOnlyKeys("s0", "s1", "s2", "s3");
        assertThat(again.rechecked()).isEqualTo(4);
        assertThat(again.planned()).isEqualTo(4);
    }

    /**
     * A unit saved as split on demand (on a cluster, where the timing had it) is not compared when searched again: its
     * saved result stands, since the checkpoints may hold the parts split from it, and it is not counted as checked.
     */
    @Test
    void aRecheckedUnitSplitOnDemandKeepsItsSavedResult() throws Exception {
        Memory memory = checkpointed(6);
        memory.saved.put("u4", UnitCodec.encode(new UnitResult(true, 4, 4, 7, List.of(), Map.of("i", "4"))
                .markSplitOnDemand()));
        PlanRunner again = rechecking("1", memory);
        PlanOutcome o = again.run(new Counting(), null, Plan.exhaustive("all", units(6), 10));

        assertThat(o.complete()).isTrue();
        assertThat(o.count()).isEqualTo(15);
        assertThat(o.results().get("u4").splitOnDemand()).isTrue();
        assertThat(o.results().get("u4").nodes()).isEqualTo(7);
        assertThat(again.rechecked()).isEqualTo(5);
    }

    /** A checkpoint that hides what its unit finds (saved with a checksum that matches, as one altered on purpose). */
    @Test
    void aRecheckCatchesACheckpointThatHidesAFind() throws Exception {
        Memory memory = new Memory();
        runner(2, new AtomicBoolean(), memory).run(new Counting(), null, Plan.exhaustive("all", units(6), 10));
        memory.saved.put("u4", Map.of("nodes", "40"));
        memory.resume = true;

        PlanOutcome trusted = runner(2, new AtomicBoolean(), memory).run(new Counting(), null,
                Plan.exhaustive("all", units(6), 10));
        assertThat(trusted.count()).as("a plain resume trusts the checkpoints").isEqualTo(11);
        assertThatThrownBy(() -> rechecking("1", memory).run(new Counting(), null,
                Plan.exhaustive("all", units(6), 10)))
                .isInstanceOf(CheckpointMismatch.class)
                .hasMessage("the checkpoint of work unit u4 does not hold what the unit finds when searched again:"
                        + " saved 0 found, 0 distinct, now 4 found, 4 distinct (the checkpoints were altered, or"
                        + " written by another search)");
    }

    /** The units drawn for a recheck: about the share asked, none at 0, all at 1, another draw with another salt. */
    @Test
    void aRecheckDrawsAboutTheShareAskedAndAnotherSetEachRun() {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            ids.add("planes/all/t134/k12/p" + (i % 6) + "/" + i + "/" + Integer.toHexString(i * 7919));
        }
        long quarter = ids.stream().filter(new Recheck(0.25, 12345)::draws).count();
        long other = ids.stream().filter(id -> new Recheck(0.25, 12345).draws(id) != new Recheck(0.25, 678).draws(id))
                .count();
        assertThat(quarter).isBetween(2_300L, 2_700L);
        assertThat(other).as("another salt draws other units").isGreaterThan(3_000L);
        assertThat(ids.stream().filter(new Recheck(1, 12345)::draws).count()).isEqualTo(10_000);
        assertThat(ids.stream().filter(Recheck.NONE::draws).count()).isZero();
        assertThat(Recheck.of(Map.of())).isEqualTo(Recheck.NONE);
        assertThat(Recheck.of(Map.of(Checkpoints.RECHECK, "0.5")).share()).isEqualTo(0.5);
        assertThatThrownBy(() -> Recheck.of(Map.of(Checkpoints.RECHECK, "1.5")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aDamagedCheckpointIsRunAgain() throws Exception {
        Memory memory = new Memory();
        memory.saved.put("u3", Map.of("count", "x"));
        memory.saved.put("u4", Map.of("count", "1", "distinct", "2", "nodes", "0", "kept", ""));
        memory.resume = true;
        Counting solver = new Counting();
        PlanOutcome o = runner(2, new AtomicBoolean(), memory).run(solver, null, Plan.exhaustive("all", units(6), 10));
        assertThat(o.resumed()).isZero();
        assertThat(solver.ran).contains("u3", "u4");
        assertThat(o.count()).isEqualTo(15);
    }

    @Test
    void aStoppedRunIsIncompleteAndKeepsOnlyFinishedUnits() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        Counting solver = new Counting();
        solver.sleepMillis = 50;
        Memory memory = new Memory();
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(180);
            } catch (InterruptedException e) {
                return;
            }
            stop.set(true);
        });
        stopper.start();
        PlanOutcome o = runner(2, stop, memory).run(solver, null, Plan.exhaustive("all", units(40), 100));
        stopper.join();

        assertThat(o.complete()).isFalse();
        assertThat(o.results().size()).isLessThan(40).isEqualTo(memory.saved.size());
        assertThat(o.count()).isEqualTo(o.results().values().stream().mapToLong(UnitResult::count).sum());
    }

    @Test
    void aWitnessStopsThePlanThatAsksForOne() throws Exception {
        UnitSolver finder = (problem, options, unit, context) -> {
            int i = Integer.parseInt(unit.get("i"));
            if (i == 5) {
                return new UnitResult(true, 1, 0, 1, List.of(new int[] {5}), Map.of());
            }
            for (int spin = 0; spin < 400 && i > 5; spin++) {
                if (context.shouldStop()) {
                    return UnitResult.stopped(spin);
                }
                Thread.sleep(5);
            }
            return new UnitResult(true, 0, 0, 1, List.of(), Map.of());
        };
        long start = System.nanoTime();
        PlanOutcome o = runner(2, new AtomicBoolean(), null).run(finder, null, Plan.firstFound("one", units(30)));

        assertThat(o.complete()).isTrue();
        assertThat(o.found()).isTrue();
        assertThat(o.kept()).hasSize(1).first().satisfies(cells -> assertThat(cells).containsExactly(5));
        assertThat(o.results()).hasSizeLessThan(30);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1_500);
    }

    @Test
    void twoPlansAtOnceShareThePoolAndBothFinish() throws Exception {
        Counting solver = new Counting();
        solver.sleepMillis = 5;
        List<PlanOutcome> outcomes = new ArrayList<>();
        List<Thread> coordinators = new ArrayList<>();
        for (int job = 0; job < 2; job++) {
            Thread t = new Thread(() -> {
                try {
                    PlanOutcome o = runner(2, new AtomicBoolean(), null).run(solver, null, Plan.exhaustive("all", units(30), 0));
                    synchronized (outcomes) {
                        outcomes.add(o);
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            coordinators.add(t);
            t.start();
        }
        for (Thread t : coordinators) {
            t.join();
        }
        assertThat(outcomes).hasSize(2).allSatisfy(o -> assertThat(o.count()).isEqualTo(435));
        assertThat(solver.mostAtOnce.get()).isEqualTo(pool.size());
    }

    @Test
    void aFailingUnitFailsThePlan() {
        UnitSolver failing = (problem, options, unit, context) -> {
            throw new IllegalStateException("unit " + unit.id() + " broke");
        };
        assertThatThrownBy(() -> runner(2, new AtomicBoolean(), null).run(failing, null, Plan.exhaustive("all", units(4), 0)))
                .hasMessageContaining("broke");
    }

    @Test
    void aPlanNamesEachUnitOnce() {
        List<WorkUnit> twice = List.of(new WorkUnit("a", Map.of()), new WorkUnit("a", Map.of()));
        assertThatThrownBy(() -> Plan.exhaustive("twice", twice, 0)).hasMessageContaining("unit id a twice");
    }
}
