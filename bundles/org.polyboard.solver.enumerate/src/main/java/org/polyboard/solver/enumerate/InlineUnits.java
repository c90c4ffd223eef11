package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;

/**
 * The units of a plan run one after another on the calling thread, for a solve context that runs no work units of
 * its own (one made outside the core): no checkpoints, no parallelism, the outcome merged as the core merges it.
 */
final class InlineUnits {

    private InlineUnits() {
    }

    /** Runs {@code plan}'s units with {@code run} in plan order, up to the first find when the plan stops there. */
    static PlanOutcome run(Plan plan, Function<WorkUnit, UnitResult> run) {
        Map<String, UnitResult> results = new LinkedHashMap<>();
        List<int[]> kept = new ArrayList<>();
        long count = 0;
        long distinct = 0;
        long nodes = 0;
        boolean complete = true;
        for (WorkUnit unit : plan.units()) {
            UnitResult result = run.apply(unit);
            nodes += result.nodes();
            if (!result.complete()) {
                complete = false;
                break;
            }
            results.put(unit.id(), result);
            count += result.count();
            distinct += result.distinct();
            for (int[] s : result.kept()) {
                if (kept.size() < plan.keep()) {
                    kept.add(s);
                }
            }
            if (plan.stopAtFirst() && result.found()) {
                break;
            }
        }
        complete |= plan.stopAtFirst() && count > 0;
        return new PlanOutcome(complete, count, distinct, nodes, kept, results, 0, Map.of("local", results.size()));
    }
}
