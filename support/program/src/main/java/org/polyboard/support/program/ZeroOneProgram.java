package org.polyboard.support.program;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A linear program over 0-1 variables with integer coefficients, independent of any solver library: what
 * {@link Formulation} builds, what the ilp solver (ojAlgo) and the native solvers solve, as integer program or as its
 * LP relaxation, and what the exporter prints. Not thread-safe while being built; treat as immutable afterwards.
 */
public final class ZeroOneProgram {

    public enum Sense {
        MINIMISE, MAXIMISE
    }

    public enum Kind {
        AT_LEAST(">="), AT_MOST("<="), EQUAL("=");

        public final String symbol;

        Kind(String symbol) {
            this.symbol = symbol;
        }
    }

    /** One constraint {@code sum coefficients[k] * x[variables[k]]  kind  rhs}. */
    public record Row(String name, int[] variables, int[] coefficients, Kind kind, int rhs) {

        /** The left-hand side at {@code values}. */
        public long activity(int[] values) {
            long sum = 0;
            for (int k = 0; k < variables.length; k++) {
                sum += (long) coefficients[k] * values[variables[k]];
            }
            return sum;
        }

        public boolean satisfiedBy(int[] values) {
            long lhs = activity(values);
            return switch (kind) {
                case AT_LEAST -> lhs >= rhs;
                case AT_MOST -> lhs <= rhs;
                case EQUAL -> lhs == rhs;
            };
        }
    }

    private final String name;
    private final Sense sense;
    private final List<String> variableNames = new ArrayList<>();
    private final List<Integer> objective = new ArrayList<>();
    private final List<Integer> fixed = new ArrayList<>();
    private final List<Row> rows = new ArrayList<>();

    public ZeroOneProgram(String name, Sense sense) {
        this.name = name;
        this.sense = sense;
    }

    /** Adds a 0-1 variable with this objective coefficient and returns its index. */
    public int addVariable(String variableName, int objectiveCoefficient) {
        variableNames.add(variableName);
        objective.add(objectiveCoefficient);
        fixed.add(null);
        return variableNames.size() - 1;
    }

    /** Fixes {@code variable} to 0 or 1. */
    public void fix(int variable, int value) {
        if (value != 0 && value != 1) {
            throw new IllegalArgumentException(
                    "Cannot fix " + variableName(variable) + " to " + value + "; only 0 or 1");
        }
        fixed.set(variable, value);
    }

    public void addRow(String rowName, int[] variables, int[] coefficients, Kind kind, int rhs) {
        if (variables.length != coefficients.length) {
            throw new IllegalArgumentException("Row " + rowName + " has " + variables.length + " variables but "
                    + coefficients.length + " coefficients");
        }
        rows.add(new Row(rowName, variables.clone(), coefficients.clone(), kind, rhs));
    }

    /** Adds {@code sum x[v] kind rhs} over {@code variables} with unit coefficients. */
    public void addUnitRow(String rowName, int[] variables, Kind kind, int rhs) {
        int[] ones = new int[variables.length];
        Arrays.fill(ones, 1);
        addRow(rowName, variables, ones, kind, rhs);
    }

    public String name() {
        return name;
    }

    public Sense sense() {
        return sense;
    }

    public int variableCount() {
        return variableNames.size();
    }

    public String variableName(int variable) {
        return variableNames.get(variable);
    }

    public int objectiveCoefficient(int variable) {
        return objective.get(variable);
    }

    public int lower(int variable) {
        Integer value = fixed.get(variable);
        return value == null ? 0 : value;
    }

    public int upper(int variable) {
        Integer value = fixed.get(variable);
        return value == null ? 1 : value;
    }

    public List<Row> rows() {
        return Collections.unmodifiableList(rows);
    }

    /** The objective value at {@code values}. */
    public long objectiveValue(int[] values) {
        long sum = 0;
        for (int v = 0; v < values.length; v++) {
            sum += (long) objective.get(v) * values[v];
        }
        return sum;
    }

    /** Whether the 0-1 point {@code values} satisfies every bound and row. */
    public boolean isFeasible(int[] values) {
        for (int v = 0; v < values.length; v++) {
            if (values[v] < lower(v) || values[v] > upper(v)) {
                return false;
            }
        }
        for (Row row : rows) {
            if (!row.satisfiedBy(values)) {
                return false;
            }
        }
        return true;
    }
}
