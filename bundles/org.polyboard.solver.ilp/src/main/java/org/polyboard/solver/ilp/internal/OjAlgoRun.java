package org.polyboard.solver.ilp.internal;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;
import org.ojalgo.optimisation.integer.IntegerStrategy;
import org.ojalgo.type.context.NumberContext;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.support.program.ZeroOneProgram;
import org.polyboard.support.program.ZeroOneProgram.Row;

/**
 * Solves a {@link ZeroOneProgram} with ojAlgo, as integer program or as LP relaxation. Every run has its own
 * ojAlgo environment and options, so nothing global is changed. When the solve should stop, the runtime's stop
 * callback ({@link SolveContext#onStop}) lowers the run's own abort limits, which makes ojAlgo return its incumbent.
 */
final class OjAlgoRun {

    enum Outcome {
        /** ojAlgo proved optimality. */
        OPTIMAL,
        /** A feasible point, not proven optimal (the run was stopped or gave up). */
        FEASIBLE,
        /** ojAlgo proved that no feasible point exists. */
        INFEASIBLE,
        /** No feasible point: the run was stopped or ojAlgo failed. */
        NONE;

        /** Whether the run has a feasible point. */
        boolean hasPoint() {
            return this == OPTIMAL || this == FEASIBLE;
        }
    }

    /**
     * @param outcome how the run ended
     * @param values the point found (meaningful for {@link Outcome#OPTIMAL} and {@link Outcome#FEASIBLE})
     * @param objective ojAlgo's objective value at that point
     * @param state ojAlgo's own state, for statistics
     * @param stopped whether the caller's stop request or the time limit cut the run short
     */
    record Result(Outcome outcome, double[] values, double objective, String state, boolean stopped) {
    }

    private static final int SCALE = 7;

    private OjAlgoRun() {
    }

    /**
     * Solves the LP relaxation (all variables in [0, 1]) within the time {@code context} has left; the run ends as soon
     * as ojAlgo notices that {@code context} should stop.
     */
    static Result relaxation(ZeroOneProgram program, SolveContext context) {
        return run(program, false, context, null, 0);
    }

    /**
     * Solves the integer program with one more constraint, the objective cut: objective <= {@code cut} when
     * minimising, >= {@code cut} when maximising, so that only solutions strictly better than a known one count.
     * <p>
     * The objective of these programs is integral on integer points, so a node whose LP bound is within 1 of the
     * incumbent cannot hold a better solution. ojAlgo only knows a relative gap tolerance (10<sup>-4</sup> by
     * default); it is set here to the largest power of ten below 1 / (largest + 1), which is as much of that pruning
     * as a relative tolerance allows without ever pruning a better solution (nor, for values above 10<sup>4</sup>,
     * accepting a worse one, as the default would).
     *
     * @param largest an upper bound on the objective value of any solution of the program with the cut
     */
    static Result integer(ZeroOneProgram program, SolveContext context, long cut, long largest) {
        return run(program, true, context, cut, largest);
    }

    private static Result run(ZeroOneProgram program, boolean integer, SolveContext context, Long cut, long largest) {
        long timeLimitMillis = context.remainingMillis();
        if (context.shouldStop()) {
            return new Result(Outcome.NONE, new double[program.variableCount()], Double.NaN, "NOT_STARTED", true);
        }
        Optimisation.Options options = new Optimisation.Options();
        options.time_abort = Math.max(1, timeLimitMillis);
        options.time_suffice = options.time_abort;
        if (integer) {
            options.integer(IntegerStrategy.DEFAULT.withGapTolerance(NumberContext.of(gapPrecision(largest), SCALE)));
        }
        ExpressionsBasedModel model = Optimisation.newEnvironment().newModel(options);

        // Fixed variables are constants, substituted here: ojAlgo 57.1's branch and bound has been seen to report a
        // feasible program INFEASIBLE when some binaries have equal lower and upper bounds.
        Variable[] variables = new Variable[program.variableCount()];
        long objectiveConstant = 0;
        for (int v = 0; v < variables.length; v++) {
            int weight = program.objectiveCoefficient(v);
            if (program.lower(v) == program.upper(v)) {
                objectiveConstant += (long) weight * program.lower(v);
                continue;
            }
            Variable variable = model.addVariable(program.variableName(v));
            variable.lower(program.lower(v)).upper(program.upper(v));
            if (weight != 0) {
                variable.weight(weight);
            }
            if (integer) {
                variable.integer(true);
            }
            variables[v] = variable;
        }
        for (Row row : program.rows()) {
            Expression expression = model.addExpression(row.name());
            int[] vars = row.variables();
            int[] coefficients = row.coefficients();
            long constant = 0;
            for (int k = 0; k < vars.length; k++) {
                if (variables[vars[k]] == null) {
                    constant += (long) coefficients[k] * program.lower(vars[k]);
                } else {
                    expression.set(variables[vars[k]], coefficients[k]);
                }
            }
            long rhs = row.rhs() - constant;
            switch (row.kind()) {
                case AT_LEAST -> expression.lower(rhs);
                case AT_MOST -> expression.upper(rhs);
                case EQUAL -> expression.level(rhs);
            }
        }
        boolean minimising = program.sense() == ZeroOneProgram.Sense.MINIMISE;
        if (cut != null) {
            Expression objectiveCut = model.addExpression("objective_cut");
            for (int v = 0; v < variables.length; v++) {
                if (program.objectiveCoefficient(v) != 0 && variables[v] != null) {
                    objectiveCut.set(variables[v], program.objectiveCoefficient(v));
                }
            }
            if (minimising) {
                objectiveCut.upper(cut - objectiveConstant);
            } else {
                objectiveCut.lower(cut - objectiveConstant);
            }
        }

        AtomicBoolean stopRequested = new AtomicBoolean();
        long startNanos = System.nanoTime();
        Optimisation.Result result;
        try (SolveContext.Poll watch = context.onStop(() -> {
            stopRequested.set(true);
            options.time_suffice = 0;
            options.time_abort = 0;
            options.iterations_abort = 0;
        })) {
            result = minimising ? model.minimise() : model.maximise();
        }
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
        boolean stopped = stopRequested.get() || elapsed >= options.time_abort;

        Optimisation.State state = result.getState();
        double[] values = new double[variables.length];
        for (int v = 0, index = 0; v < values.length; v++) {
            values[v] = variables[v] == null ? program.lower(v) : result.doubleValue(index++);
        }
        Outcome outcome;
        if (state.isOptimal() && !stopped) {
            outcome = Outcome.OPTIMAL;
        } else if (state.isFeasible()) {
            outcome = Outcome.FEASIBLE;
        } else if (state == Optimisation.State.INFEASIBLE && !stopped) {
            outcome = Outcome.INFEASIBLE;
        } else {
            outcome = Outcome.NONE;
        }
        model.dispose();
        return new Result(outcome, values, result.getValue() + objectiveConstant, state.name(), stopped);
    }

    /**
     * The precision p of a NumberContext whose relative error 10<sup>1-p</sup> is the largest power of ten below
     * 1 / (|largest| + 1).
     */
    static int gapPrecision(long largest) {
        double limit = 1.0 / (Math.abs(largest) + 1);
        int precision = 1;
        while (Math.pow(10, 1 - precision) >= limit) {
            precision++;
        }
        return precision;
    }
}
