package org.polyboard.solver.ilp.internal;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.OptionalLong;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.support.program.Formulation;
import org.polyboard.support.program.ZeroOneProgram;
import org.polyboard.support.program.ZeroOneProgram.Kind;
import org.polyboard.support.program.ZeroOneProgram.Sense;

/**
 * Bounds on the integer objectives that do not trust ojAlgo's floating point: an LP is solved in doubles, then a
 * dual point is made exact and feasible in rational arithmetic, so the bound holds by weak duality whatever the
 * LP solver got wrong. (ojAlgo 57.1.0 has been seen to report OPTIMAL for a fractional domination LP of knights on
 * 28x28 with an objective 40% off.)
 */
final class CertifiedBounds {

    private static final long MAX_ROUNDING_DENOMINATOR = 1_000_000L;

    private CertifiedBounds() {
    }

    /**
     * A lower bound on the domination number (and so on the independent domination number): the ceiling of a
     * certified fractional packing's weight. Empty when the packing LP was not solved.
     */
    static OptionalLong domination(AttackModel model, SolveContext context) {
        OjAlgoRun.Result packing = OjAlgoRun.relaxation(Formulation.packing(model), context);
        if (!packing.outcome().hasPoint()) {
            return OptionalLong.empty();
        }
        Fraction lower = new DualityCertificate(model, context::shouldStop).certify(null, packing.values()).lower();
        return OptionalLong.of(lower.ceiling());
    }

    /**
     * An upper bound on the number of pieces no two of which attack each other: the floor of the weight of a
     * certified fractional cover of the cells by lines (weight z per line of two or more cells, and weight
     * u = max(0, 1 - sum of z over its lines) per cell). An independent set meets every line at most once, so it
     * has at most sum z + sum u pieces. Empty when the covering LP was not solved.
     */
    static OptionalLong independence(AttackModel model, SolveContext context) {
        int m = model.cellCount();
        ZeroOneProgram cover = new ZeroOneProgram("fractional-line-cover", Sense.MINIMISE);
        int[] indicator = new int[model.lineCount()];
        int lines = 0;
        for (int l = 0; l < model.lineCount(); l++) {
            indicator[l] = model.line(l).length >= 2 ? cover.addVariable("z_" + l, 1) : -1;
            lines += indicator[l] >= 0 ? 1 : 0;
        }
        for (int c = 0; c < m; c++) {
            cover.addVariable("u_" + c, 1);
        }
        for (int c = 0; c < m; c++) {
            int[] through = model.linesThrough(c);
            int[] variables = new int[through.length + 1];
            int count = 0;
            for (int l : through) {
                if (indicator[l] >= 0) {
                    variables[count++] = indicator[l];
                }
            }
            variables[count++] = lines + c;
            cover.addUnitRow("cell_" + c, Arrays.copyOf(variables, count), Kind.AT_LEAST, 1);
        }
        OjAlgoRun.Result result = OjAlgoRun.relaxation(cover, context);
        if (!result.outcome().hasPoint()) {
            return OptionalLong.empty();
        }
        double[] z = Arrays.copyOf(result.values(), lines);
        RationalVector weights = RationalVector.approximate(z, MAX_ROUNDING_DENOMINATOR).clippedAtZero();
        BigInteger denominator = weights.denominator();
        BigInteger total = weights.numeratorSum();
        for (int c = 0; c < m; c++) {
            BigInteger covered = BigInteger.ZERO;
            for (int l : model.linesThrough(c)) {
                if (indicator[l] >= 0) {
                    covered = covered.add(weights.numerators()[indicator[l]]);
                }
            }
            BigInteger missing = denominator.subtract(covered);
            if (missing.signum() > 0) {
                total = total.add(missing);
            }
        }
        return OptionalLong.of(total.divide(denominator).longValueExact());
    }
}
