package org.polyboard.solver.construct.toeplitz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.polyboard.core.Assembly;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;

/**
 * The domination table of the Toeplitz-queens board, run by hand with the generic exact solvers on the class
 * path (they are not dependencies of this module). Arguments: largest n, time limit per solve in seconds, then
 * the solver classes, e.g. {@code 20 300 org.polyboard.solver.bnb.BranchAndBoundSolver}.
 */
public final class ToeplitzDominationTable {

    private ToeplitzDominationTable() {
    }

    public static void main(String[] args) throws Exception {
        int largest = Integer.parseInt(args[0]);
        long timeoutMillis = Long.parseLong(args[1]) * 1000;
        List<Solver> solvers = new ArrayList<>();
        for (int a = 2; a < args.length; a++) {
            solvers.add((Solver) Class.forName(args[a]).getDeclaredConstructor().newInstance());
        }
        try (Assembly wired = ToeplitzTestService.of(solvers.toArray(new Solver[0]))) {
            System.out.println("objective\tn\tsolver\tstatus\tvalue\tbound\tverified\tmillis");
            for (Objective objective : List.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION)) {
                for (int n = 1; n <= largest; n++) {
                    for (Solver solver : solvers) {
                        SolveResult r = wired.service().solve(new SolveRequest("toeplitz-queens",
                                Map.of("n", Integer.toString(n)), solver.id(), objective, false,
                                new SolveOptions(false, timeoutMillis), null));
                        System.out.println(objective.id() + "\t" + n + "\t" + solver.id() + "\t" + r.status() + "\t"
                                + r.value() + "\t" + r.bound() + "\t" + r.verified() + "\t" + r.millis()
                                + (r.status() == org.polyboard.api.solve.Status.ERROR ? "\t" + r.message() : ""));
                    }
                }
            }
        }
    }
}
