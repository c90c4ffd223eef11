package org.polyboard.solver.enumerate;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;

/** A search of one round (placements of one size, one or all of them) that runs whole or split into work units. */
interface SplitSearch {

    /**
     * The round's work units.
     *
     * @param stop polled while the top of the tree is walked
     * @param counted told the nodes of that walk
     * @param budget the nodes a unit searches before it leaves the rest of its part open ({@link #children}), for
     *     searches that split adaptively
     * @return the units, or {@code null} when {@code stop} held before the walk was done
     */
    List<WorkUnit> plan(int size, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget);

    /**
     * The round searched whole on the calling thread, with the result its units would merge to (the same counts,
     * the same placements kept in the same order, the first one found in a single walk), if it takes at most
     * {@code budget} nodes.
     *
     * @param counted told the nodes searched
     * @return the result ({@linkplain UnitResult#stopped stopped} when {@code stop} held), or {@code null} when the
     *     round needs more than {@code budget} nodes
     */
    UnitResult whole(int size, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget);

    /** Runs one unit of {@link #plan}: the subtree of its node (see the implementations for what it keeps). */
    UnitResult run(WorkUnit unit, BooleanSupplier stop, LongConsumer counted);

    /**
     * Runs one unit as {@link #run(WorkUnit, BooleanSupplier, LongConsumer)} does; a search that splits at a budget
     * leaves the rest of its part open ({@link #children}) once {@code split} holds, as at its budget. The default
     * ignores {@code split}.
     */
    default UnitResult run(WorkUnit unit, BooleanSupplier stop, BooleanSupplier split, LongConsumer counted) {
        return run(unit, stop, counted);
    }

    /**
     * The units that search what {@code unit} left open when it stopped at its budget, in walk order; none when it
     * searched its whole part (the default: units without a budget).
     */
    default List<WorkUnit> children(WorkUnit unit, UnitResult result) {
        return List.of();
    }

    /** What a round that finds nothing rests on, for the proof line (a maximum independent set's search). */
    default String basis() {
        return "exhaustive search";
    }
}
