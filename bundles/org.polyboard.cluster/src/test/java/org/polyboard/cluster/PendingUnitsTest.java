package org.polyboard.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.polyboard.api.work.WorkUnit;

class PendingUnitsTest {

    private static final UUID A = new UUID(0, 1);
    private static final UUID B = new UUID(0, 2);

    private static List<WorkUnit> units(String... ids) {
        List<WorkUnit> units = new ArrayList<>();
        for (String id : ids) {
            units.add(new WorkUnit(id, Map.of()));
        }
        return units;
    }

    private static String take(PendingUnits pending, UUID member) {
        WorkUnit unit = pending.take(member);
        return unit == null ? null : unit.id();
    }

    @Test
    void addedUnitsWaitBehindTheBatchUnlessInWalkOrder() {
        PendingUnits level = new PendingUnits(units("1", "2", "3"), false);
        assertThat(take(level, A)).isEqualTo("1");
        level.added(A, units("1/0", "1/1"));
        assertThat(List.of(take(level, A), take(level, A), take(level, A), take(level, B))).containsExactly("2", "3",
                "1/0", "1/1");
        assertThat(level.isEmpty()).isTrue();

        PendingUnits walk = new PendingUnits(units("1", "2", "3"), true);
        assertThat(take(walk, A)).isEqualTo("1");
        assertThat(take(walk, B)).isEqualTo("2");
        walk.added(A, units("1/0", "1/1"));
        walk.added(A, units("1/0/0"));
        // A walks its own part depth first; B takes the batch's units, then the shallowest of A's lane
        assertThat(take(walk, A)).isEqualTo("1/0/0");
        assertThat(take(walk, B)).isEqualTo("3");
        assertThat(take(walk, B)).isEqualTo("1/1");
        assertThat(walk.size()).isEqualTo(1);
        assertThat(take(walk, A)).isEqualTo("1/0");
        assertThat(take(walk, A)).isNull();
    }

    @Test
    void theLaneOfAMemberThatLeftGoesFirst() {
        PendingUnits walk = new PendingUnits(units("1", "2"), true);
        take(walk, A);
        walk.added(A, units("1/0", "1/1"));
        walk.again(new WorkUnit("x", Map.of()));
        walk.left(A);
        assertThat(List.of(take(walk, B), take(walk, B), take(walk, B), take(walk, B))).containsExactly("1/0", "1/1",
                "x", "2");
    }
}
