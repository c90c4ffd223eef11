package org.polyboard.core.exec.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.polyboard.api.work.WorkUnit;

/**
 * The order in which workers take units: split units after the plan's in a plan that runs level by level; in walk
 * order, each worker's own split units first (depth first), then the plan's, then the shallowest unit another worker
 * left.
 */
class UnitQueueTest {

    @Test
    void splitUnitsJoinTheEndLevelByLevel() {
        UnitQueue queue = new UnitQueue(units("a", "b"), false);
        int one = queue.lane();

        WorkUnit a = queue.take(one);
        queue.split(one, units("a/0", "a/1"));

        assertThat(a.id()).isEqualTo("a");
        assertThat(queue.size()).isEqualTo(3);
        assertThat(takeAll(queue, one)).containsExactly("b", "a/0", "a/1");
        assertThat(queue.size()).isZero();
    }

    @Test
    void onOneWorkerTheUnitsRunInTheOrderOfOneWalk() {
        UnitQueue queue = new UnitQueue(units("a", "b"), true);
        int one = queue.lane();

        assertThat(queue.take(one).id()).isEqualTo("a");
        queue.split(one, units("a/0", "a/1"));
        assertThat(queue.take(one).id()).isEqualTo("a/0");
        queue.split(one, units("a/0/0", "a/0/1"));

        assertThat(takeAll(queue, one)).containsExactly("a/0/0", "a/0/1", "a/1", "b");
    }

    @Test
    void inWalkOrderEachWorkerWalksItsOwnPartAndAnIdleOneTakesTheShallowestLeft() {
        UnitQueue queue = new UnitQueue(units("a", "b", "c"), true);
        int first = queue.lane();
        int second = queue.lane();

        assertThat(queue.take(first).id()).isEqualTo("a");
        assertThat(queue.take(second).id()).isEqualTo("b");
        queue.split(first, units("a/0", "a/1", "a/2"));
        // the second worker goes on with the plan's units, not with the first one's part
        assertThat(queue.take(second).id()).isEqualTo("c");
        assertThat(queue.take(first).id()).isEqualTo("a/0");
        // nothing of its own and no plan unit left: the last unit of the fullest lane, the shallowest there
        assertThat(queue.take(second).id()).isEqualTo("a/2");
        assertThat(queue.take(first).id()).isEqualTo("a/1");
        assertThat(queue.take(first)).isNull();
        assertThat(queue.take(second)).isNull();
        assertThat(queue.size()).isZero();
        // the lanes of workers that found nothing serve the next ones
        assertThat(List.of(queue.lane(), queue.lane())).containsExactlyInAnyOrder(first, second);
    }

    private static List<String> takeAll(UnitQueue queue, int lane) {
        List<String> ids = new ArrayList<>();
        for (WorkUnit unit = queue.take(lane); unit != null; unit = queue.take(lane)) {
            ids.add(unit.id());
        }
        return ids;
    }

    private static List<WorkUnit> units(String... ids) {
        List<WorkUnit> units = new ArrayList<>();
        for (String id : ids) {
            units.add(new WorkUnit(id, Map.of()));
        }
        return units;
    }
}
