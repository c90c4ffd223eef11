package org.polyboard.support.split;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.api.work.WorkUnits;

/**
 * Adaptive splitting of one round of work units. Each unit searches at most a node budget of its own subtree; a
 * unit that spends its budget stops where it is and reports, beside what it found so far, the nodes it left open
 * (the node it stopped at and the untried siblings of every node on its way down, in the order a single walk meets
 * them). Those become units too, run with the same budget as soon as the unit that left them finishes (not at the end
 * of its level), until no unit is left with open nodes. Nothing is searched twice: the open nodes of a unit and the
 * part it searched divide its subtree exactly.
 * <p>
 * A unit's result, its open nodes included, depends on the unit alone (budgets are counted in nodes, not time), so
 * the plans are the same in every run, on every machine, and a recorded unit stands for the same part of the tree
 * when a solve resumes. The outcome merges every unit of every level in the order of a single walk of the round:
 * each unit's own results, then its open nodes' in their order, whatever order they ran in. Not thread-safe; one
 * call per round.
 */
public final class SplitRounds {

    /** The data key of a unit result that stopped at its budget: how many open nodes it lists. */
    public static final String OPEN = "open";

    /**
     * Runs one plan through the solve's work units, and the units {@code split} gives for what each leaves open as it
     * finishes ({@link WorkUnits#run(org.polyboard.api.work.UnitSolver, org.polyboard.api.solve.Problem, Plan,
     * WorkUnits.Split)}).
     */
    @FunctionalInterface
    public interface Runner {
        PlanOutcome run(Plan plan, WorkUnits.Split split) throws Exception;
    }

    /**
     * The merged outcome of a round.
     *
     * @param outcome the round's outcome as one plan of it would give
     * @param units the units run or taken from checkpoints, over every level
     */
    public record Round(PlanOutcome outcome, int units) {
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

    /**
     * The units that search the nodes {@code result} of {@code unit} left open ({@link #open}), in walk order, each
     * named by the unit's id, {@code /} and the node's index, with the spec {@code spec} gives for the node's text;
     * none when it searched its whole part. The names are what checkpoints know the units by.
     */
    public static List<WorkUnit> children(WorkUnit unit, UnitResult result,
            Function<String, Map<String, String>> spec) {
        List<String> open = open(result);
        List<WorkUnit> children = new ArrayList<>(open.size());
        for (int i = 0; i < open.size(); i++) {
            children.add(new WorkUnit(unit.id() + "/" + i, spec.apply(open.get(i))));
        }
        return children;
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
     * Runs {@code plan} and the units of the open nodes its units leave, as each finishes, and merges them in walk
     * order. Returns the runner's incomplete outcome, with what ran so far (its placements in no particular order),
     * when the run ends incomplete (the solve was stopped).
     */
    public static Round run(Plan plan, Runner runner, WorkUnits.Split children) throws Exception {
        PlanOutcome outcome = runner.run(plan, children);
        Map<String, UnitResult> results = outcome.results();
        if (plan.stopAtFirst() && outcome.found() || !outcome.complete()) {
            // a find ends the round; a stopped one is not walked: the walk rebuilds every split unit from its text,
            // seconds on a census of a million units, longer than a stop may take before its thread is abandoned
            return new Round(outcome, results.size());
        }
        Map<String, UnitResult> merged = new LinkedHashMap<>();
        List<int[]> kept = new ArrayList<>();
        long count = 0;
        long distinct = 0;
        for (WorkUnit unit : walk(plan, results, children)) {
            UnitResult result = results.get(unit.id());
            merged.put(unit.id(), result);
            count += result.count();
            distinct += result.distinct();
            for (int[] s : result.kept()) {
                if (kept.size() < plan.keep()) {
                    kept.add(s);
                }
            }
        }
        return new Round(new PlanOutcome(outcome.complete(), count, distinct, outcome.nodes(), kept, merged,
                outcome.resumed(), outcome.unitsByMember()), results.size());
    }

    /** The units of a round present in {@code results}, in walk order: each unit, then the units of its open nodes. */
    private static List<WorkUnit> walk(Plan plan, Map<String, UnitResult> results, WorkUnits.Split children) {
        List<WorkUnit> order = new ArrayList<>();
        List<WorkUnit> stack = new ArrayList<>(plan.units());
        Collections.reverse(stack);
        while (!stack.isEmpty()) {
            WorkUnit unit = stack.remove(stack.size() - 1);
            UnitResult result = results.get(unit.id());
            if (result == null) {
                continue;
            }
            order.add(unit);
            List<WorkUnit> open = children.of(unit, result);
            for (int i = open.size() - 1; i >= 0; i--) {
                stack.add(open.get(i));
            }
        }
        return order;
    }
}
