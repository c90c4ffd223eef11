package org.polyboard.core.exec.units;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import org.polyboard.api.work.WorkUnit;

/**
 * The units of a plan waiting to run here, and the order in which workers take them. The plan's units are taken in
 * plan order. The units split from a finished unit join the end ({@link LocalDispatch}: on one thread the units run
 * level by level); in a plan {@linkplain org.polyboard.api.work.Plan#walkOrder in walk order} they go instead to the
 * front of the lane of the worker that ran the unit, which takes its own lane first: each worker walks its part of the
 * tree depth first, as the whole search would on one thread, while the others go on with the plan's units (a search
 * that stops at its first find searches several parts at once, as unsplit units did). A worker with nothing of its own
 * and no plan unit left takes the last unit of the fullest lane, the shallowest there, so the tail spreads over every
 * worker. Thread-safe.
 */
final class UnitQueue {

    private final Deque<WorkUnit> shared;
    private final boolean walkOrder;
    /** Per worker, in walk order only: the units split from the units it ran, the next first. */
    private final List<Deque<WorkUnit>> lanes = new ArrayList<>();
    /** The lanes of workers that exited, empty, for the next worker. */
    private final Deque<Integer> free = new ArrayDeque<>();
    private int size;

    UnitQueue(List<WorkUnit> initial, boolean walkOrder) {
        this.shared = new ArrayDeque<>(initial);
        this.walkOrder = walkOrder;
        this.size = initial.size();
    }

    /** How many units wait. */
    synchronized int size() {
        return size;
    }

    /** A lane for a worker that starts. */
    synchronized int lane() {
        if (!free.isEmpty()) {
            return free.pop();
        }
        lanes.add(new ArrayDeque<>());
        return lanes.size() - 1;
    }

    /** The next unit for the worker of {@code lane}, or {@code null} when none waits (the lane is then free). */
    synchronized WorkUnit take(int lane) {
        WorkUnit unit = lanes.get(lane).pollFirst();
        if (unit == null) {
            unit = shared.pollFirst();
        }
        if (unit == null) {
            Deque<WorkUnit> fullest = null;
            for (Deque<WorkUnit> other : lanes) {
                if (fullest == null || other.size() > fullest.size()) {
                    fullest = other;
                }
            }
            unit = fullest == null ? null : fullest.pollLast();
        }
        if (unit == null) {
            free.push(lane);
            return null;
        }
        size--;
        return unit;
    }

    /** Queues {@code units}, split from a unit the worker of {@code lane} ran, in their order. */
    synchronized void split(int lane, List<WorkUnit> units) {
        if (walkOrder) {
            Deque<WorkUnit> own = lanes.get(lane);
            for (int i = units.size() - 1; i >= 0; i--) {
                own.addFirst(units.get(i));
            }
        } else {
            shared.addAll(units);
        }
        size += units.size();
    }
}
