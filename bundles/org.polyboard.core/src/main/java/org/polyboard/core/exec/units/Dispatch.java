package org.polyboard.core.exec.units;

import java.util.Map;

import org.polyboard.api.solve.Problem;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;

/**
 * How the units of a plan that no checkpoint answers get run: here, on the shared executor ({@link LocalDispatch}), or
 * on the members of a cluster ({@link ClusterDispatch}). A dispatch fills the results and tells the {@link PlanRunner}
 * of each finished unit; the runner does the rest (checkpoints, counts, the merge).
 */
interface Dispatch {

    /**
     * What a dispatch of one plan did: the results to merge, the first unit found when the plan stops at the first (or
     * −1), the nodes of the units it ran, the time spent in them (where they ran: what the dispatch costs beyond it is
     * its own), and how many each member ran.
     */
    record Dispatched(UnitResult[] results, int witness, long nodes, long unitNanos, Map<String, Integer> members) {
    }

    /** Told of each unit that finished, with the member that ran it (to checkpoint it). */
    @FunctionalInterface
    interface Finished {
        void finished(int index, String member, UnitResult result);
    }

    /** Told how far the dispatch is: the nodes of its units so far, the units done, where they run (or ""). */
    @FunctionalInterface
    interface Report {
        void report(long nodes, int done, String where);
    }

    /**
     * Runs the units of {@code plan} whose {@code results} are missing, filling them in; {@code done} of them are
     * done already (from checkpoints).
     */
    Dispatched run(UnitSolver solver, Problem problem, Plan plan, UnitResult[] results, int done, Finished finished,
            Report report) throws Exception;
}
