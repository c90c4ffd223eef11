package org.polyboard.support.split;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;

/**
 * Adaptive splitting of one round of work units. Each unit searches at most a node budget of its own subtree; a
 * unit that spends its budget stops where it is and reports, beside what it found so far, the nodes it left open
 * (the node it stopped at and the untried siblings of every node on its way down, in the order a single walk meets
 * them). Those become the units of a next plan, run with the same budget, until no unit is left with open nodes.
 * Nothing is searched twice: the open nodes of a unit and the part it searched divide its subtree exactly.
 * <p>
 * A unit's result, its open nodes included, depends on the unit alone (budgets are counted in nodes, not time), so
 * the plans are the same in every run, on every machine, and a recorded unit stands for the same part of the tree
 * when a solve resumes. The outcome merges every unit of every level in the order of a single walk of the round:
 * each unit's own results, then its open nodes' in their order. Not thread-safe; one call per round.
 */
public final class SplitRounds {

    /** The data key of a unit result that stopped at its budget: how many open nodes it lists. */
    public static final String OPEN = "open";

    /** Runs one plan through the solve's work units. */
    @FunctionalInterface
    public interface Runner {
        PlanOutcome run(Plan plan) throws Exception;
    }

    /** The units that search the open nodes of a finished unit's result (none when it searched its whole part). */
    @FunctionalInterface
    public interface Children {
        List<WorkUnit> of(WorkUnit unit, UnitResult result);
    }

    /**
     * The merged outcome of a round.
     *
     * @param outcome the round's outcome as one plan of it would give
     * @param units the units run or taken from checkpoints, over every level
     * @param levels how many plans the round took
     */
    public record Round(PlanOutcome outcome, int units, int levels) {
    }

    private SplitRounds() {
    }

    /** The open nodes of a result, as written by {@link #over}; empty when the unit searched its whole part. */
    public static List<String> open(UnitResult result) {
        String count = result.data().get(OPEN);
        if (count == null) {
            return List.of();
        }
        int n = Integer.parseInt(count);
        List<String> nodes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String node = result.data().get(OPEN + "." + i);
            if (node == null) {
                throw new IllegalArgumentException("a unit result lists " + n + " open nodes but has no " + OPEN + "." + i);
            }
            nodes.add(node);
        }
        return nodes;
    }

    /** The data of a result that left {@code nodes} open (each a solver-defined text), in walk order. */
    public static Map<String, String> over(List<String> nodes) {
        Map<String, String> data = new LinkedHashMap<>();
        data.put(OPEN, Integer.toString(nodes.size()));
        for (int i = 0; i < nodes.size(); i++) {
            data.put(OPEN + "." + i, nodes.get(i));
        }
        return data;
    }

    /**
     * Runs {@code plan} and the plans of the open nodes its units leave, and merges them. Returns an incomplete
     * outcome, with what was merged so far, when a plan ends incomplete (the solve was stopped).
     */
    public static Round run(Plan plan, Runner runner, Children children) throws Exception {
        Map<String, UnitResult> results = new HashMap<>();
        Map<String, List<WorkUnit>> below = new HashMap<>();
        Map<String, Integer> members = new LinkedHashMap<>();
        long nodes = 0;
        int resumed = 0;
        int units = 0;
        int levels = 0;
        Plan level = plan;
        while (true) {
            PlanOutcome outcome = runner.run(level);
            levels++;
            units += level.units().size();
            nodes += outcome.nodes();
            resumed += outcome.resumed();
            outcome.unitsByMember().forEach((member, count) -> members.merge(member, count, Integer::sum));
            results.putAll(outcome.results());
            if (plan.stopAtFirst() && outcome.found()) {
                PlanOutcome found = new PlanOutcome(true, outcome.count(), outcome.distinct(), nodes, outcome.kept(),
                        results, resumed, members);
                return new Round(found, units, levels);
            }
            if (!outcome.complete()) {
                return new Round(merge(plan, results, below, false, nodes, resumed, members), units, levels);
            }
            List<WorkUnit> next = new ArrayList<>();
            int split = 0;
            for (WorkUnit unit : level.units()) {
                List<WorkUnit> open = children.of(unit, outcome.results().get(unit.id()));
                if (!open.isEmpty()) {
                    below.put(unit.id(), open);
                    next.addAll(open);
                    split++;
                }
            }
            if (next.isEmpty()) {
                return new Round(merge(plan, results, below, true, nodes, resumed, members), units, levels);
            }
            level = new Plan(plan.label() + " (" + split + (split == 1 ? " unit" : " units") + " split into "
                    + next.size() + ")", next, plan.stopAtFirst(), plan.keep(), plan.best(), plan.bound());
        }
    }

    /** Every result present, in walk order: each unit, then the units of its open nodes. */
    private static PlanOutcome merge(Plan plan, Map<String, UnitResult> results, Map<String, List<WorkUnit>> below,
            boolean complete, long nodes, int resumed, Map<String, Integer> members) {
        Map<String, UnitResult> merged = new LinkedHashMap<>();
        List<int[]> kept = new ArrayList<>();
        long[] counts = new long[2];
        List<WorkUnit> stack = new ArrayList<>(plan.units());
        Collections.reverse(stack);
        while (!stack.isEmpty()) {
            WorkUnit unit = stack.remove(stack.size() - 1);
            UnitResult result = results.get(unit.id());
            if (result == null) {
                continue;
            }
            merged.put(unit.id(), result);
            counts[0] += result.count();
            counts[1] += result.distinct();
            for (int[] s : result.kept()) {
                if (kept.size() < plan.keep()) {
                    kept.add(s);
                }
            }
            List<WorkUnit> open = below.getOrDefault(unit.id(), List.of());
            for (int i = open.size() - 1; i >= 0; i--) {
                stack.add(open.get(i));
            }
        }
        return new PlanOutcome(complete, counts[0], counts[1], nodes, kept, merged, resumed, members);
    }
}
