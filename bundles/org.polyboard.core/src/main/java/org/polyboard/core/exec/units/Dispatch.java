package org.polyboard.core.exec.units;

import org.polyboard.api.solve.Problem;
import org.polyboard.api.work.UnitSolver;

/**
 * How the units of a plan that no checkpoint answers get run: here, on the shared executor ({@link LocalDispatch}), or
 * on the members of a cluster ({@link ClusterDispatch}). A dispatch hands out the {@link PlanWork}'s units, and those
 * split from them as they finish, and gives each result to the work, which keeps it and checkpoints it; the
 * {@link PlanRunner} does the rest (counts, the outcome).
 */
interface Dispatch {

    /** Told how far the dispatch is: the nodes of its units so far, the units done, where they run (or ""). */
    @FunctionalInterface
    interface Report {
        void report(long nodes, int done, String where);
    }

    /**
     * Runs the units of {@code work} that must run, and those their results add, until every one is done, one found
     * what the plan stops at, or the solve stops.
     *
     * @return the nodes of the units it ran, finished or stopped
     */
    long run(UnitSolver solver, Problem problem, PlanWork work, Report report) throws Exception;
}
