package org.polyboard.solver.ilp.internal;

import java.util.List;
import java.util.function.BooleanSupplier;

import org.polyboard.support.program.ZeroOneProgram;
import org.polyboard.support.program.ZeroOneProgram.Row;

/**
 * An independent check of an infeasibility claim on a small 0-1 program: a depth-first search over the free
 * variables that abandons a branch as soon as some row can no longer be satisfied, with the objective cut as one
 * more row. ojAlgo 57.1's branch and bound has been seen to call a feasible program infeasible (a 6x6 queens
 * quotient program); its claims of "no better solution" are confirmed here when the program is small enough.
 */
final class ExhaustiveCheck {

    /** Programs with more free variables are not searched. */
    static final int MAX_VARIABLES = 48;

    /** The search gives up after this many nodes. */
    static final long MAX_NODES = 20_000_000;

    enum Answer {
        FEASIBLE, INFEASIBLE, UNKNOWN
    }

    /** The answer and, when {@link Answer#FEASIBLE}, a point. */
    record Outcome(Answer answer, int[] point) {
    }

    private final ZeroOneProgram program;
    private final List<Row> rows;
    private final int[] rhsLow;
    private final int[] rhsHigh;
    private final int[][] rowsOf;
    private final long[] minActivity;
    private final long[] maxActivity;
    private final int[] values;
    private final BooleanSupplier stop;
    private long nodes;

    private ExhaustiveCheck(ZeroOneProgram program, List<Row> rows, BooleanSupplier stop) {
        this.program = program;
        this.rows = rows;
        this.stop = stop;
        int n = program.variableCount();
        this.values = new int[n];
        this.rhsLow = new int[rows.size()];
        this.rhsHigh = new int[rows.size()];
        this.minActivity = new long[rows.size()];
        this.maxActivity = new long[rows.size()];
        int[] count = new int[n];
        for (Row row : rows) {
            for (int v : row.variables()) {
                count[v]++;
            }
        }
        this.rowsOf = new int[n][];
        for (int v = 0; v < n; v++) {
            rowsOf[v] = new int[count[v]];
            count[v] = 0;
        }
        for (int r = 0; r < rows.size(); r++) {
            Row row = rows.get(r);
            rhsLow[r] = row.kind() == ZeroOneProgram.Kind.AT_MOST ? Integer.MIN_VALUE : row.rhs();
            rhsHigh[r] = row.kind() == ZeroOneProgram.Kind.AT_LEAST ? Integer.MAX_VALUE : row.rhs();
            for (int k = 0; k < row.variables().length; k++) {
                int v = row.variables()[k];
                rowsOf[v][count[v]++] = r;
                long low = (long) row.coefficients()[k] * program.lower(v);
                long high = (long) row.coefficients()[k] * program.upper(v);
                minActivity[r] += Math.min(low, high);
                maxActivity[r] += Math.max(low, high);
            }
        }
    }

    /**
     * Whether {@code program} with the objective cut (objective <= cut when minimising, >= cut when maximising) has
     * a 0-1 point; {@link Answer#UNKNOWN} when the program is too large or the search was stopped or gave up.
     */
    static Outcome feasible(ZeroOneProgram program, long cut, BooleanSupplier stop) {
        int free = 0;
        for (int v = 0; v < program.variableCount(); v++) {
            free += program.lower(v) == program.upper(v) ? 0 : 1;
        }
        if (free > MAX_VARIABLES) {
            return new Outcome(Answer.UNKNOWN, null);
        }
        int n = program.variableCount();
        int[] all = new int[n];
        int[] weights = new int[n];
        for (int v = 0; v < n; v++) {
            all[v] = v;
            weights[v] = program.objectiveCoefficient(v);
        }
        boolean minimising = program.sense() == ZeroOneProgram.Sense.MINIMISE;
        List<Row> rows = new java.util.ArrayList<>(program.rows());
        rows.add(new Row("objective_cut", all, weights,
                minimising ? ZeroOneProgram.Kind.AT_MOST : ZeroOneProgram.Kind.AT_LEAST, Math.toIntExact(cut)));
        ExhaustiveCheck check = new ExhaustiveCheck(program, rows, stop);
        for (int r = 0; r < rows.size(); r++) {
            if (!check.satisfiable(r)) {
                return new Outcome(Answer.INFEASIBLE, null);
            }
        }
        Boolean found = check.search(0);
        return found == null ? new Outcome(Answer.UNKNOWN, null)
                : found ? new Outcome(Answer.FEASIBLE, check.values.clone()) : new Outcome(Answer.INFEASIBLE, null);
    }

    private boolean satisfiable(int r) {
        return maxActivity[r] >= rhsLow[r] && minActivity[r] <= rhsHigh[r];
    }

    /** True when a point was found, false when none exists below, null when stopped. */
    private Boolean search(int v) {
        if (++nodes > MAX_NODES || (nodes & 0xFFFF) == 0 && stop.getAsBoolean()) {
            return null;
        }
        while (v < values.length && program.lower(v) == program.upper(v)) {
            values[v] = program.lower(v);
            v++;
        }
        if (v == values.length) {
            return program.isFeasible(values);
        }
        for (int value = 1; value >= 0; value--) {
            if (assign(v, value)) {
                Boolean below = search(v + 1);
                if (below == null || below) {
                    unassign(v, value);
                    return below;
                }
            }
            unassign(v, value);
        }
        return false;
    }

    /** Narrows the activity ranges of v's rows to v = value; false when one of them can no longer be satisfied. */
    private boolean assign(int v, int value) {
        values[v] = value;
        boolean ok = true;
        for (int r : rowsOf[v]) {
            int a = coefficient(r, v);
            if (a > 0) {
                minActivity[r] += (long) a * value;
                maxActivity[r] -= (long) a * (1 - value);
            } else {
                minActivity[r] -= (long) a * (1 - value);
                maxActivity[r] += (long) a * value;
            }
            ok &= satisfiable(r);
        }
        return ok;
    }

    private void unassign(int v, int value) {
        for (int r : rowsOf[v]) {
            int a = coefficient(r, v);
            if (a > 0) {
                minActivity[r] -= (long) a * value;
                maxActivity[r] += (long) a * (1 - value);
            } else {
                minActivity[r] += (long) a * (1 - value);
                maxActivity[r] -= (long) a * value;
            }
        }
    }

    private int coefficient(int r, int v) {
        Row row = rows.get(r);
        int[] vars = row.variables();
        int sum = 0;
        for (int k = 0; k < vars.length; k++) {
            if (vars[k] == v) {
                sum += row.coefficients()[k];
            }
        }
        return sum;
    }
}
