package org.polyboard.api.work;

import java.util.List;
import java.util.function.BooleanSupplier;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * One solve's place in a cluster: runs batches of its units on the members until closed. Delivery is at least
 * once: a unit whose member left is handed to another, so the same unit may be reported twice. Thread-safe.
 *
 * @since 1.1
 */
@ConsumerType
public interface UnitSession extends AutoCloseable {

    /** Receives the result of each unit as it finishes. */
    @FunctionalInterface
    interface Sink {
        /**
         * Takes the complete result of {@code unit} run by {@code member} (its address). Returns whether the
         * batch should go on; {@code false} stops the units still running.
         */
        boolean accept(WorkUnit unit, String member, UnitResult result);

        /**
         * Takes the complete result of {@code unit} run by {@code member}, and the time the member spent on it (what
         * a run on the cluster costs beyond that is the cluster's). The default forgets the time.
         *
         * @since 1.2
         */
        default boolean accept(WorkUnit unit, String member, UnitResult result, long nanos) {
            return accept(unit, member, result);
        }

        /**
         * The units the batch must run as well, now that {@code unit}'s result was accepted: those split from what it
         * left open (see {@link WorkUnits.Split}), to be handed out after the units pending (or before them, see
         * {@link #walkOrder}). None by default.
         *
         * @since 1.3
         */
        default List<WorkUnit> then(WorkUnit unit) {
            return List.of();
        }

        /**
         * Whether the units {@link #then} returns run before the units pending, first on the member that ran their
         * unit (the plan is {@linkplain Plan#walkOrder in walk order}). False by default: after the units pending.
         *
         * @since 1.3
         */
        default boolean walkOrder() {
            return false;
        }
    }

    /**
     * Runs {@code units} on the members, handing each to a member with a free thread and again to another when
     * its member leaves, and the units {@code sink} adds as results come in. Returns when every unit has reported,
     * when {@code sink} said stop, or when
     * {@code stop} becomes true (the units still running are then stopped).
     *
     * @throws IllegalStateException with one line when a member refuses the work or every member left
     * @throws Exception the failure of a unit on a member
     */
    void run(List<WorkUnit> units, Sink sink, BooleanSupplier stop) throws Exception;

    /** The addresses of the members that run units now. */
    List<String> members();

    /** Leaves the cluster; the units still running are stopped. */
    @Override
    void close();
}
