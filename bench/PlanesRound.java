package org.polyboard.solver.enumerate;

import java.util.List;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.testing.TestdataProblems;

/**
 * One round of the plane search on a cube (`planes`: is there a placement of T queens on n^3?), every unit on one
 * thread in plan order, so that two builds of the search compare on the same tree: prints the units, the walk's
 * nodes (which do not depend on how fast the planes' maxima are taken), whether a placement was found and the CPU
 * time. In the solver's package (the walk is not public); run by bench/planes-round.sh.
 */
public final class PlanesRound {

    private PlanesRound() {
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int t = Integer.parseInt(args[1]);
        int every = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        Problem problem = TestdataProblems.problem("box:" + n + "^3", "queen", Objective.MAX_INDEPENDENT);
        CubePlanes planes = CubePlanes.of(problem.model()).orElseThrow();
        List<WorkUnit> units = planes.plan(t, false, () -> false, nodes -> { }, 0);
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpu = bean.getCurrentThreadCpuTime();
        long nodes = 0;
        int run = 0;
        boolean found = false;
        for (int i = 0; i < units.size(); i += every) {
            UnitResult result = planes.run(units.get(i), () -> false, counted -> { });
            nodes += result.nodes();
            found |= result.found();
            run++;
        }
        double seconds = (bean.getCurrentThreadCpuTime() - cpu) / 1e9;
        System.out.printf("%d^3 t=%d: %d of %d units, %d nodes, %s, %.2f s CPU, %.2f us a node%n", n, t, run,
                units.size(), nodes, found ? "FOUND" : "none", seconds, seconds * 1e6 / Math.max(1, nodes));
    }
}
