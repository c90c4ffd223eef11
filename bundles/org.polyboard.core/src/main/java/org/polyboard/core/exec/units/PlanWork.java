package org.polyboard.core.exec.units;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.api.work.WorkUnits;

/**
 * The units of one plan and those split from them, as they become known: which are done (run here, on a member, or
 * taken from a checkpoint), which must still run, and what they found. When a unit finishes, the units of what it
 * left open are known at once, so a dispatch hands them out while the rest of the plan still runs: the plan has no
 * levels to wait for. A unit split from another is looked up in the checkpoints before it is handed out, as the
 * plan's own units are. The dispatch owns the order in which units run; this keeps the results. Thread-safe.
 */
final class PlanWork {

    /** What finishing a unit did: the earlier result of the same unit (then nothing else), or the units it added. */
    record Finish(UnitResult earlier, List<WorkUnit> added) {
    }

    private final Plan plan;
    private final WorkUnits.Split split;
    private final Checkpoints checkpoints;
    private final Recheck recheck;
    /** The units taken from the checkpoints to be searched again, with what was saved for them. */
    private final Map<String, UnitResult> saved = new LinkedHashMap<>();
    private int rechecked;
    private int sameNodes;
    /** Every result, by unit id: the plan's units first as they finish, then the others. */
    private final Map<String, UnitResult> results = new LinkedHashMap<>();
    private final Map<String, Integer> members = new LinkedHashMap<>();
    /** The units of the plan, and those split from them, not yet taken from a checkpoint when the work began. */
    private final List<WorkUnit> initial = new ArrayList<>();
    private final AtomicLong nodes = new AtomicLong();
    private final AtomicLong unitNanos = new AtomicLong();
    private int known;
    private int resumed;
    /** The nodes the units taken from the checkpoints visited when they ran. */
    private long resumedNodes;
    /** The id of the first unit that found something in a plan that stops at the first, or {@code null}. */
    private String witness;

    /**
     * Takes from {@code checkpoints} every unit of {@code plan} recorded there, and the units split from those
     * recorded, so that {@link #initial} lists only what must run.
     *
     * @param checkpoints where finished units are saved and found, or {@code null}
     * @param recheck which units found in the checkpoints are searched again and compared
     */
    PlanWork(Plan plan, WorkUnits.Split split, Checkpoints checkpoints, Recheck recheck) {
        this.plan = plan;
        this.split = split;
        this.checkpoints = checkpoints;
        this.recheck = recheck;
        known = plan.units().size();
        initial.addAll(resolve(plan.units()));
    }

    Plan plan() {
        return plan;
    }

    /** The units that must run, in plan order, as known when the work began. */
    List<WorkUnit> initial() {
        return List.copyOf(initial);
    }

    /**
     * Records {@code unit}'s complete result from {@code member}, saves it as a checkpoint and returns the units split
     * from it that must run (those recorded in the checkpoints are taken from there); when the unit has a result
     * already, only returns that (the caller compares).
     *
     * @param nanos the time the unit took where it ran
     * @throws CheckpointMismatch when the unit was taken from the checkpoints to be searched again and gave another
     *     result than the one saved
     */
    Finish finish(WorkUnit unit, String member, UnitResult ran, long nanos) {
        UnitResult before;
        UnitResult result = ran;
        synchronized (this) {
            UnitResult earlier = results.get(unit.id());
            if (earlier != null) {
                return new Finish(earlier, List.of());
            }
            before = saved.get(unit.id());
            // a unit split on demand, in the run saved or in this one, stopped where the timing had it: the parts
            // differ, so there is nothing to compare, and the saved result stands (the checkpoints may hold the units
            // split from it)
            boolean comparable = before == null || !before.splitOnDemand() && !ran.splitOnDemand();
            if (!comparable) {
                result = before;
            } else if (before != null && !UnitCodec.same(before, result)) {
                boolean here = member.equals(PlanRunner.LOCAL);
                throw new CheckpointMismatch("the checkpoint of work unit " + unit.id() + " does not hold what the"
                        + " unit finds when searched again" + (here ? "" : " on " + member) + ": saved "
                        + UnitCodec.describe(before) + ", now " + UnitCodec.describe(result) + " (the checkpoints were"
                        + " altered, or written by another search" + (here ? "" : ", or that member is faulty") + ")");
            }
            saved.remove(unit.id());
            results.put(unit.id(), result);
            members.merge(member, 1, Integer::sum);
            if (before != null && comparable) {
                rechecked++;
                sameNodes += before.nodes() == result.nodes() ? 1 : 0;
            }
        }
        nodes.addAndGet(ran.nodes());
        unitNanos.addAndGet(nanos);
        if (checkpoints != null && before == null) {
            checkpoints.save(unit.id(), UnitCodec.encode(result));
        }
        if (found(unit, result)) {
            return new Finish(null, List.of());
        }
        List<WorkUnit> below = split.of(unit, result);
        synchronized (this) {
            known += below.size();
        }
        return new Finish(null, resolve(below));
    }

    /**
     * The units of {@code units} that must run: each recorded in the checkpoints is done at once, and the units split
     * from it are resolved in turn (and counted as known; {@code units} are counted by the caller).
     */
    private List<WorkUnit> resolve(List<WorkUnit> units) {
        List<WorkUnit> run = new ArrayList<>();
        List<WorkUnit> todo = new ArrayList<>(units);
        for (int i = 0; i < todo.size(); i++) {
            WorkUnit unit = todo.get(i);
            Optional<UnitResult> found = checkpoints == null ? Optional.empty()
                    : checkpoints.load(unit.id()).flatMap(UnitCodec::decode);
            if (found.isEmpty()) {
                run.add(unit);
                continue;
            }
            UnitResult result = found.get();
            if (recheck.draws(unit.id())) {
                synchronized (this) {
                    if (!results.containsKey(unit.id()) && saved.putIfAbsent(unit.id(), result) == null) {
                        run.add(unit);
                    }
                }
                continue;
            }
            synchronized (this) {
                if (results.putIfAbsent(unit.id(), result) != null) {
                    continue;
                }
                resumed++;
                resumedNodes += result.nodes();
            }
            if (!found(unit, result)) {
                List<WorkUnit> below = split.of(unit, result);
                synchronized (this) {
                    known += below.size();
                }
                todo.addAll(below);
            }
        }
        return run;
    }

    /** Whether {@code result} ends a plan that stops at the first find; records the first such unit. */
    private synchronized boolean found(WorkUnit unit, UnitResult result) {
        if (plan.stopAtFirst() && result.found()) {
            if (witness == null) {
                witness = unit.id();
            }
            return true;
        }
        return false;
    }

    /** Whether a unit found what a plan that stops at the first looks for. */
    synchronized boolean stopped() {
        return witness != null;
    }

    /** Units done, from checkpoints included. */
    synchronized int done() {
        return results.size();
    }

    /** Units known: the plan's and those split from them so far. */
    synchronized int known() {
        return known;
    }

    synchronized int resumed() {
        return resumed;
    }

    /** The nodes the units taken from the checkpoints visited when they ran. */
    synchronized long resumedNodes() {
        return resumedNodes;
    }

    /** Units found in the checkpoints, searched again, that gave what was saved. */
    synchronized int rechecked() {
        return rechecked;
    }

    /** Of those, the units whose search visited as many nodes as saved. */
    synchronized int rechecksWithSameNodes() {
        return sameNodes;
    }

    /** Units run here or on members, by member. */
    synchronized Map<String, Integer> members() {
        return new LinkedHashMap<>(members);
    }

    /** Nodes of the units that ran and finished (not those taken from checkpoints, nor those stopped). */
    long nodes() {
        return nodes.get();
    }

    /** Time spent in the units that ran, where they ran. */
    long unitNanos() {
        return unitNanos.get();
    }

    /**
     * The outcome: every result present, the plan's units first in plan order; complete when every unit known is
     * done or one found what the plan stops at.
     *
     * @param nodes the nodes of the units that ran, finished or stopped
     */
    synchronized PlanOutcome outcome(long nodes) {
        Map<String, UnitResult> merged = new LinkedHashMap<>();
        for (WorkUnit unit : plan.units()) {
            UnitResult r = results.get(unit.id());
            if (r != null) {
                merged.put(unit.id(), r);
            }
        }
        results.forEach(merged::putIfAbsent);
        long count = 0;
        long distinct = 0;
        List<int[]> kept = new ArrayList<>();
        for (UnitResult r : merged.values()) {
            count += r.count();
            distinct += r.distinct();
            if (!plan.stopAtFirst()) {
                for (int[] s : r.kept()) {
                    if (kept.size() < plan.keep()) {
                        kept.add(s);
                    }
                }
            }
        }
        if (witness != null) {
            List<int[]> found = results.get(witness).kept();
            kept.addAll(found.subList(0, Math.min(plan.keep(), found.size())));
        }
        boolean complete = witness != null || merged.size() == known;
        // no unit ran (all from checkpoints): none ran here
        return new PlanOutcome(complete, count, distinct, nodes, kept, merged, resumed,
                members.isEmpty() ? Map.of(PlanRunner.LOCAL, 0) : members);
    }
}
