package org.polyboard.cluster;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.polyboard.api.work.WorkUnit;

/**
 * The units of a batch waiting for a member, and the order in which members get them. The batch's units go out in
 * their order, and so do the units a result adds (those split from what its unit left open), after the rest, unless
 * the plan is in walk order ({@link org.polyboard.api.work.Plan#walkOrder}): then they go to the front of the lane
 * of the member that ran their unit, which takes its own lane first, so that each member walks its part of the tree
 * depth first, as a local run's threads do. A member with nothing of its own and no batch unit left takes the last
 * (shallowest) unit of the fullest lane, so the tail spreads over every member; a member that leaves gives its lane
 * back to the front. Not thread-safe: the coordinator's loop alone uses it.
 */
final class PendingUnits {

    private final Deque<WorkUnit> shared;
    private final boolean walkOrder;
    private final Map<UUID, Deque<WorkUnit>> lanes = new LinkedHashMap<>();
    private int size;

    PendingUnits(List<WorkUnit> units, boolean walkOrder) {
        this.shared = new ArrayDeque<>(units);
        this.walkOrder = walkOrder;
        this.size = units.size();
    }

    /** Whether the units a result adds go first to the member that ran their unit. */
    boolean walkOrder() {
        return walkOrder;
    }

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    /** Puts {@code unit} back first: it was handed out, and must run again. */
    void again(WorkUnit unit) {
        shared.addFirst(unit);
        size++;
    }

    /** Queues {@code units}, added by the result of a unit {@code member} ran, in their order. */
    void added(UUID member, List<WorkUnit> units) {
        if (walkOrder) {
            Deque<WorkUnit> lane = lanes.computeIfAbsent(member, m -> new ArrayDeque<>());
            for (int i = units.size() - 1; i >= 0; i--) {
                lane.addFirst(units.get(i));
            }
        } else {
            shared.addAll(units);
        }
        size += units.size();
    }

    /** The next unit for {@code member}, or {@code null} when none waits. */
    WorkUnit take(UUID member) {
        Deque<WorkUnit> own = lanes.get(member);
        WorkUnit unit = own == null ? null : own.pollFirst();
        if (unit == null) {
            unit = shared.pollFirst();
        }
        if (unit == null) {
            Deque<WorkUnit> fullest = null;
            for (Deque<WorkUnit> lane : lanes.values()) {
                if (fullest == null || lane.size() > fullest.size()) {
                    fullest = lane;
                }
            }
            unit = fullest == null ? null : fullest.pollLast();
        }
        if (unit != null) {
            size--;
        }
        return unit;
    }

    /** {@code member} left: the units of its lane go first to whoever comes next. */
    void left(UUID member) {
        Deque<WorkUnit> lane = lanes.remove(member);
        if (lane != null) {
            while (!lane.isEmpty()) {
                shared.addFirst(lane.pollLast());
            }
        }
    }
}
