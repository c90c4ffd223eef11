package org.polyboard.examples.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;

/** Scans the cells in order and places a piece on each cell still uncovered: an independent cover, fast. */
@Component(service = Solver.class, property = Solver.ID + "=first-fit")
public final class FirstFitSolver implements Solver {
    public String id() { return "first-fit"; }
    public String description() { return "first fit: a piece on every cell left uncovered, in order"; }
    public Set<Objective> objectives() {
        return Set.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION);
    }
    public Capabilities capabilities() { return Capabilities.heuristic(); }   // ranked after those at home
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        return problem.invariance().size() > 1 || options.all()
                ? Optional.of("first-fit finds one cover, without symmetry") : Optional.empty();
    }

    public SolveResult solve(Problem problem, SolveContext context) {
        AttackModel model = problem.model();
        long[] covered = new long[model.words()];
        List<int[]> cells = new ArrayList<>();
        for (int c = 0; c < model.cellCount(); c++) {
            if (context.shouldStop()) {
                return SolveResult.of(Status.CANCELLED, "stopped after " + c + " cells");
            }
            if ((covered[c >>> 6] & 1L << c) == 0) {
                cells.add(model.coordinates(c));
                long[] hood = model.neighbourhood(c);            // closed: c and the cells it attacks
                for (int w = 0; w < covered.length; w++) {
                    covered[w] |= hood[w];
                }
            }
        }
        return SolveResult.builder().status(Status.FEASIBLE).value(cells.size())
                .solution(Placement.of(cells)).build();
    }
}
