package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.api.work.WorkUnits;

/**
 * The units of a plan run one after another on the calling thread, for a solve context that runs no work units of
 * its own (one made outside the core): no checkpoints, no parallelism, the same merged outcome.
 */
final class InlineUnits implements WorkUnits {

    private final SolveContext context;

    InlineUnits(SolveContext context) {
        this.context = context;
    }

    /** The context's work units, or these when it runs none. */
    static WorkUnits of(SolveContext context) {
        try {
            return context.units();
        } catch (UnsupportedOperationException e) {
            return new InlineUnits(context);
        }
    }

    @Override
    public PlanOutcome run(UnitSolver solver, Problem problem, Plan plan) throws Exception {
        UnitContext unitContext = new UnitContext() {
            @Override
            public boolean shouldStop() {
                return context.shouldStop();
            }

            @Override
            public void nodes(long delta) {
                // no progress of its own: the caller reports the outcome's nodes
            }
        };
        Map<String, UnitResult> results = new LinkedHashMap<>();
        List<int[]> kept = new ArrayList<>();
        long count = 0;
        long distinct = 0;
        long searched = 0;
        boolean complete = true;
        for (WorkUnit unit : plan.units()) {
            UnitResult result = solver.run(problem, context.options(), unit, unitContext);
            searched += result.nodes();
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
        return new PlanOutcome(complete, count, distinct, searched, kept, results, 0, Map.of("local", results.size()));
    }
}
