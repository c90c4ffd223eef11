package org.polyboard.core.exec.units;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSession;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.core.exec.SharedExecutor;

/**
 * Work units on a cluster, with a session in memory in place of the members: merged as a local run merges them,
 * counted per member, checkpointed, resumed, a repeated unit taken once, two different results for one unit
 * refused naming both members (unless one was split on demand), the cluster joined once per solve.
 */
@Timeout(30)
class ClusterUnitsTest {

    private static final SolveOptions ON_CLUSTER = new SolveOptions(false, 0)
            .withCluster(ClusterTarget.parse("127.0.0.1:5701", null));

    private final SharedExecutor pool = new SharedExecutor(2);

    @AfterEach
    void tearDown() {
        pool.close();
    }

    /** Unit i finds i solutions (kept: cells {i, i+1}), 10·i nodes. */
    private static final UnitSolver COUNTING = (problem, options, unit, context) -> {
        int i = Integer.parseInt(unit.get("i"));
        return new UnitResult(true, i, i, 10L * i, i == 0 ? List.of() : List.of(new int[] {i, i + 1}),
                Map.of("i", Integer.toString(i)));
    };

    /** Members "a" and "b" take turns; every unit in {@code twice} is reported again by the other member. */
    private static final class Members implements UnitSession {
        final List<String> twice = new ArrayList<>();
        final Map<String, UnitResult> secondResult = new ConcurrentHashMap<>();
        final List<String> sent = new ArrayList<>();
        boolean closed;

        @Override
        public void run(List<WorkUnit> units, Sink sink, BooleanSupplier stop) throws Exception {
            int turn = 0;
            for (WorkUnit unit : units) {
                sent.add(unit.id());
                String member = turn++ % 2 == 0 ? "a" : "b";
                if (!sink.accept(unit, member, COUNTING.run(null, null, unit, null))) {
                    return;
                }
                if (twice.contains(unit.id())) {
                    UnitResult again = secondResult.getOrDefault(unit.id(), COUNTING.run(null, null, unit, null));
                    if (!sink.accept(unit, member.equals("a") ? "b" : "a", again)) {
                        return;
                    }
                }
            }
        }

        @Override
        public List<String> members() {
            return List.of("a", "b");
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    private static List<WorkUnit> units(int n) {
        List<WorkUnit> units = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            units.add(new WorkUnit("u" + i, Map.of("i", Integer.toString(i))));
        }
        return units;
    }

    private PlanRunner runner(Members members, AtomicInteger joins, Checkpoints checkpoints) {
        return new PlanRunner(ON_CLUSTER, pool, 2, () -> false, checkpoints, (n, b, d, m) -> { }, () -> {
            joins.incrementAndGet();
            return members;
        });
    }

    @Test
    void unitsOnTheMembersMergeToTheLocalTotalsAndAreCountedPerMember() throws Exception {
        PlanOutcome local = new PlanRunner(SolveOptions.DEFAULT, pool, 2, () -> false, null, (n, b, d, m) -> { })
                .run(COUNTING, null, Plan.exhaustive("all", units(20), 5));
        Members members = new Members();
        members.twice.add("u7");
        AtomicInteger joins = new AtomicInteger();
        PlanRunner cluster = runner(members, joins, null);
        PlanOutcome remote = cluster.run(COUNTING, null, Plan.exhaustive("all", units(20), 5));

        assertThat(remote.complete()).isTrue();
        assertThat(remote.count()).isEqualTo(local.count()).isEqualTo(190);
        assertThat(remote.distinct()).isEqualTo(local.distinct());
        assertThat(remote.nodes()).isEqualTo(local.nodes());
        assertThat(remote.kept()).extracting(cells -> cells[0]).containsExactly(1, 2, 3, 4, 5);
        assertThat(remote.unitsByMember()).containsExactly(Map.entry("a", 10), Map.entry("b", 10));
        assertThat(cluster.byMember()).containsExactly(Map.entry("a", 10), Map.entry("b", 10));
        assertThat(cluster.ranRemote()).isEqualTo(20);
        assertThat(cluster.ran()).isZero();
    }

    @Test
    void theClusterIsJoinedOnceForAllPlansAndLeftWhenTheSolveEnds() throws Exception {
        Members members = new Members();
        AtomicInteger joins = new AtomicInteger();
        PlanRunner cluster = runner(members, joins, null);
        cluster.run(COUNTING, null, Plan.exhaustive("one", units(3), 5));
        cluster.run(COUNTING, null, Plan.exhaustive("two", List.of(new WorkUnit("v", Map.of("i", "4"))), 5));
        assertThat(joins).hasValue(1);
        assertThat(cluster.planned()).isEqualTo(4);
        assertThat(members.closed).isFalse();
        cluster.close();
        assertThat(members.closed).isTrue();
        assertThatThrownBy(() -> cluster.run(COUNTING, null, Plan.exhaustive("late", units(1), 1)))
                .isInstanceOf(ClusterFailure.class).hasMessageContaining("the solve has ended");
    }

    @Test
    void twoDifferentResultsForOneUnitFailTheSolveNamingBothMembers() {
        Members members = new Members();
        members.twice.add("u3");
        members.secondResult.put("u3", new UnitResult(true, 4, 3, 30, List.of(new int[] {3, 4}), Map.of("i", "3")));
        PlanRunner cluster = runner(members, new AtomicInteger(), null);

        assertThatThrownBy(() -> cluster.run(COUNTING, null, Plan.exhaustive("all", units(10), 5)))
                .isInstanceOf(ClusterFailure.class)
                .hasMessage("work unit u3 gave two different results: 3 found, 3 distinct on member b,"
                        + " 4 found, 3 distinct on member a");
        assertThat(members.sent).hasSize(4);
    }

    /**
     * A unit split on demand stopped where the timing had it, so a second result of it that differs is no fault: the
     * first stands, and the totals are those of a local run.
     */
    @Test
    void aSecondResultSplitOnDemandIsNotComparedAndTheFirstStands() throws Exception {
        Members members = new Members();
        members.twice.add("u3");
        members.secondResult.put("u3", new UnitResult(true, 1, 1, 7, List.of(new int[] {3, 4}), Map.of("i", "3"))
                .markSplitOnDemand());
        PlanOutcome remote = runner(members, new AtomicInteger(), null)
                .run(COUNTING, null, Plan.exhaustive("all", units(10), 5));

        assertThat(remote.complete()).isTrue();
        assertThat(remote.count()).isEqualTo(45);
        assertThat(remote.results().get("u3").count()).isEqualTo(3);
        assertThat(remote.results().get("u3").splitOnDemand()).isFalse();
    }

    @Test
    void aResumedSolveHandsOutOnlyTheUnitsNotRecorded() throws Exception {
        Map<String, Map<String, String>> saved = new ConcurrentHashMap<>();
        AtomicBoolean resume = new AtomicBoolean();
        Checkpoints memory = new Checkpoints() {
            @Override
            public Optional<Map<String, String>> load(String id) {
                return resume.get() ? Optional.ofNullable(saved.get(id)) : Optional.empty();
            }

            @Override
            public void save(String id, Map<String, String> data) {
                saved.put(id, data);
            }
        };
        runner(new Members(), new AtomicInteger(), memory).run(COUNTING, null, Plan.exhaustive("all", units(6), 10));
        assertThat(saved).hasSize(6);
        saved.keySet().removeAll(List.of("u1", "u4"));

        resume.set(true);
        Members members = new Members();
        PlanOutcome o = runner(members, new AtomicInteger(), memory)
                .run(COUNTING, null, Plan.exhaustive("all", units(6), 10));
        assertThat(members.sent).containsExactly("u1", "u4");
        assertThat(o.complete()).isTrue();
        assertThat(o.count()).isEqualTo(15);
        assertThat(o.resumed()).isEqualTo(4);
    }

    @Test
    void aJoinThatFailsIsTheSolvesOneLine() {
        PlanRunner cluster = new PlanRunner(ON_CLUSTER, pool, 2, () -> false, null, (n, b, d, m) -> { }, () -> {
            throw new IllegalStateException("No worker of cluster 'polyboard' answered at 127.0.0.1:5701 within 3 s.\n"
                    + "Maybe start one.");
        });
        assertThatThrownBy(() -> cluster.run(COUNTING, null, Plan.exhaustive("all", units(2), 1)))
                .isInstanceOf(ClusterFailure.class)
                .hasMessage("No worker of cluster 'polyboard' answered at 127.0.0.1:5701 within 3 s. Maybe start one.");
    }
}
