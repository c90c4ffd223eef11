package org.polyboard.solver.ilp.internal;

import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.ModelExporter;
import org.polyboard.api.solve.Problem;
import org.polyboard.support.program.Formulation;

/**
 * Writes the 0-1 program that {@link OjAlgoIlpSolver} solves — the same {@link Formulation}, the same variable and
 * row names — as CPLEX LP ({@code lp}) or free MPS ({@code mps}), so that other solvers (CBC, GLPK, HiGHS, SCIP,
 * CPLEX, Gurobi) can be compared on it. {@link Objective#FRACTIONAL_DOMINATION} gives the LP relaxation of minimum
 * domination.
 */
@Component(service = ModelExporter.class)
public final class IlpModelExporter implements ModelExporter {

    /** The instance parameter that asks for every placement of a given size, which is no optimisation program. */
    private static final String SIZE = "size";

    @Override
    public Set<String> formats() {
        return Set.of("lp", "mps");
    }

    @Override
    public String export(Problem problem, String format) {
        Instance instance = problem.instance();
        if (!formats().contains(format)) {
            throw new IllegalArgumentException("The ilp exporter writes lp and mps, not '" + format + "'.");
        }
        if (instance.params().containsKey(SIZE)) {
            throw new IllegalArgumentException("size=" + instance.params().get(SIZE)
                    + " lists the placements of a given size; it has no 0-1 program to export."
                    + "\nMaybe leave out size= to export the optimisation program.");
        }
        AttackModel model = problem.model();
        Objective objective = instance.objective();
        String title = instance.family() + " " + instance.paramText() + " " + objective.id() + "\n"
                + problem.board().description() + ", " + instance.piece() + ", " + model.cellCount() + " cells\n"
                + "the 0-1 program of the polyboard ilp solver"
                + (objective == Objective.FRACTIONAL_DOMINATION ? " (LP relaxation)" : "")
                + (problem.invariance().size() > 1
                        ? "\nquotient by the " + problem.invariance().size() + "-element symmetry group: one variable per orbit"
                        : "");
        return format.equals("lp") ? CplexLpWriter.toText(objective, model, problem.invariance(), title)
                : FreeMpsWriter.toText(objective, model, problem.invariance(), title);
    }
}
