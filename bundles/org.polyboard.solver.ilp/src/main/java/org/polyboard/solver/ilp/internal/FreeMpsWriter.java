package org.polyboard.solver.ilp.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.support.program.Formulation;
import org.polyboard.support.program.ZeroOneProgram;
import org.polyboard.support.program.ZeroOneProgram.Row;

/**
 * Writes a {@link ZeroOneProgram} in free MPS, which CPLEX, Gurobi, SCIP, HiGHS, CBC ({@code cbc FILE solve}) and
 * GLPK ({@code glpsol --freemps FILE}) read. Free MPS has no objective sense that all of them honour (GLPK rejects
 * an {@code OBJSENSE} section, CBC ignores it), so a maximisation is written as the minimisation of the negated
 * objective, and the header comment says so: such a solver reports minus the optimum. Integer variables are marked
 * with {@code 'MARKER'} lines and bounded by 1; an LP relaxation has no markers.
 */
final class FreeMpsWriter {

    private static final String OBJECTIVE_ROW = "obj";

    private FreeMpsWriter() {
    }

    /**
     * The program this solver builds for {@code objective} on {@code model} as free MPS, headed by {@code title} as
     * comment lines; {@link Objective#FRACTIONAL_DOMINATION} gives the LP relaxation of minimum domination.
     */
    static String toText(Objective objective, AttackModel model, String title) {
        return toText(objective, model, java.util.List.of(), title);
    }

    /** As {@link #toText(Objective, AttackModel, String)}, restricted to placements invariant under {@code invariance}. */
    static String toText(Objective objective, AttackModel model, java.util.List<int[]> invariance, String title) {
        ZeroOneProgram program = Formulation.of(objective, model, invariance).program();
        StringBuilder text = new StringBuilder();
        try {
            write(program, title, objective != Objective.FRACTIONAL_DOMINATION, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    /** @param integer mark the variables integer; otherwise they are continuous in [0, 1] (the LP relaxation) */
    static void write(ZeroOneProgram program, String title, boolean integer, Appendable out) throws IOException {
        boolean maximise = program.sense() == ZeroOneProgram.Sense.MAXIMISE;
        for (String line : title.split("\\R")) {
            out.append("* ").append(line).append('\n');
        }
        if (maximise) {
            out.append("* maximise the objective: written as minimise its negation, so a solver reports minus the optimum\n");
        }
        out.append("NAME ").append(program.name()).append('\n');
        out.append("ROWS\n");
        out.append(" N ").append(OBJECTIVE_ROW).append('\n');
        List<Row> rows = program.rows();
        for (Row row : rows) {
            out.append(' ').append(switch (row.kind()) {
                case AT_LEAST -> "G";
                case AT_MOST -> "L";
                case EQUAL -> "E";
            }).append(' ').append(row.name()).append('\n');
        }
        List<List<int[]>> entries = new ArrayList<>();
        for (int v = 0; v < program.variableCount(); v++) {
            entries.add(new ArrayList<>());
        }
        for (int r = 0; r < rows.size(); r++) {
            Row row = rows.get(r);
            for (int k = 0; k < row.variables().length; k++) {
                entries.get(row.variables()[k]).add(new int[] {r, row.coefficients()[k]});
            }
        }
        out.append("COLUMNS\n");
        if (integer) {
            out.append("    MARKER 'MARKER' 'INTORG'\n");
        }
        for (int v = 0; v < program.variableCount(); v++) {
            String name = program.variableName(v);
            int cost = program.objectiveCoefficient(v);
            if (cost != 0 || entries.get(v).isEmpty()) {
                out.append("    ").append(name).append(' ').append(OBJECTIVE_ROW).append(' ')
                        .append(Integer.toString(maximise ? -cost : cost)).append('\n');
            }
            for (int[] entry : entries.get(v)) {
                out.append("    ").append(name).append(' ').append(rows.get(entry[0]).name()).append(' ')
                        .append(Integer.toString(entry[1])).append('\n');
            }
        }
        if (integer) {
            out.append("    MARKER 'MARKER' 'INTEND'\n");
        }
        out.append("RHS\n");
        for (Row row : rows) {
            if (row.rhs() != 0) {
                out.append("    RHS ").append(row.name()).append(' ').append(Integer.toString(row.rhs())).append('\n');
            }
        }
        out.append("BOUNDS\n");
        for (int v = 0; v < program.variableCount(); v++) {
            String name = program.variableName(v);
            if (program.lower(v) == program.upper(v)) {
                out.append(" FX BND ").append(name).append(' ').append(Integer.toString(program.lower(v))).append('\n');
            } else {
                if (program.lower(v) != 0) {
                    out.append(" LO BND ").append(name).append(' ').append(Integer.toString(program.lower(v))).append('\n');
                }
                out.append(" UP BND ").append(name).append(' ').append(Integer.toString(program.upper(v))).append('\n');
            }
        }
        out.append("ENDATA\n");
    }
}
