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
 * Writes a {@link ZeroOneProgram} in the CPLEX LP text format, which CPLEX, Gurobi, SCIP, HiGHS, CBC and GLPK
 * read: objective, constraints, bounds of fixed variables, and every variable declared binary (or bounded by 1 for
 * an LP relaxation). Lines are wrapped well below the format's 510-character limit.
 */
final class CplexLpWriter {

    private static final int LINE_LIMIT = 100;

    private CplexLpWriter() {
    }

    /**
     * The program this solver builds for {@code objective} on {@code model} as LP text, headed by {@code title} as a
     * comment; {@link Objective#FRACTIONAL_DOMINATION} gives the LP relaxation of minimum domination.
     */
    static String toText(Objective objective, AttackModel model, String title) {
        return toText(objective, model, java.util.List.of(), title);
    }

    /** As {@link #toText(Objective, AttackModel, String)}, restricted to placements invariant under {@code invariance}. */
    static String toText(Objective objective, AttackModel model, java.util.List<int[]> invariance, String title) {
        ZeroOneProgram program = Formulation.of(objective, model, invariance).program();
        return toText(program, title, objective != Objective.FRACTIONAL_DOMINATION);
    }

    /** The program as LP text, headed by {@code title} as a comment. */
    static String toText(ZeroOneProgram program, String title, boolean binary) {
        StringBuilder text = new StringBuilder();
        try {
            write(program, title, binary, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    /** @param binary declare the variables binary; otherwise they are continuous in [0, 1] (the LP relaxation) */
    static void write(ZeroOneProgram program, String title, boolean binary, Appendable out) throws IOException {
        for (String line : title.split("\\R")) {
            out.append("\\ ").append(line).append('\n');
        }
        out.append(program.sense() == ZeroOneProgram.Sense.MINIMISE ? "Minimize" : "Maximize").append('\n');
        List<String> objective = new ArrayList<>();
        for (int v = 0; v < program.variableCount(); v++) {
            int coefficient = program.objectiveCoefficient(v);
            if (coefficient != 0) {
                objective.add(term(coefficient, program.variableName(v), objective.isEmpty()));
            }
        }
        if (objective.isEmpty() && program.variableCount() > 0) {
            objective.add("0 " + program.variableName(0));
        }
        writeWrapped(out, " obj:", objective, "");

        out.append("Subject To\n");
        for (Row row : program.rows()) {
            List<String> terms = new ArrayList<>();
            for (int k = 0; k < row.variables().length; k++) {
                terms.add(term(row.coefficients()[k], program.variableName(row.variables()[k]), terms.isEmpty()));
            }
            writeWrapped(out, " " + row.name() + ":", terms, " " + row.kind().symbol + " " + row.rhs());
        }

        List<String> bounds = new ArrayList<>();
        for (int v = 0; v < program.variableCount(); v++) {
            if (program.lower(v) == program.upper(v)) {
                bounds.add(" " + program.variableName(v) + " = " + program.lower(v));
            } else if (!binary) {
                bounds.add(" " + program.variableName(v) + " <= 1");
            }
        }
        if (!bounds.isEmpty()) {
            out.append("Bounds\n");
            for (String line : bounds) {
                out.append(line).append('\n');
            }
        }

        List<String> names = new ArrayList<>();
        for (int v = 0; v < program.variableCount(); v++) {
            names.add(program.variableName(v));
        }
        if (binary && !names.isEmpty()) {
            out.append("Binaries\n");
            writeWrapped(out, "", names, "");
        }
        out.append("End\n");
    }

    private static String term(int coefficient, String name, boolean first) {
        String sign = coefficient < 0 ? "- " : first ? "" : "+ ";
        int magnitude = Math.abs(coefficient);
        return sign + (magnitude == 1 ? "" : magnitude + " ") + name;
    }

    /** Writes {@code head}, the terms separated by spaces, then {@code tail}, wrapping before long lines. */
    private static void writeWrapped(Appendable out, String head, List<String> terms, String tail) throws IOException {
        StringBuilder line = new StringBuilder(head);
        for (String term : terms) {
            if (line.length() + term.length() + 1 > LINE_LIMIT && !line.toString().isBlank()) {
                out.append(line).append('\n');
                line.setLength(0);
                line.append("  ");
            }
            line.append(' ').append(term);
        }
        line.append(tail);
        out.append(line).append('\n');
    }
}
