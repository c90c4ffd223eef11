package org.polyboard.solver.ilp.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.solve.AttackModel;

/**
 * Turns floating-point optima of the fractional domination LP (min 1·x, N x >= 1, x >= 0) and the fractional
 * packing LP (max 1·y, N y <= 1, y >= 0), N the closed-neighbourhood matrix, into exact rational bounds.
 * <p>
 * Every candidate point is made exact, first by rounding each coordinate to the nearest fraction with a small
 * denominator, and when that does not prove the optimum, by solving in integer arithmetic the linear system of its
 * basis (its support and its tight constraints). Each exact point is then scaled until it is feasible (the
 * packing divided by its largest neighbourhood sum, the domination divided by its smallest), which certifies a
 * lower bound (packing) and an upper bound (domination) by weak duality. When the best two bounds coincide the
 * value is proven exactly.
 */
final class DualityCertificate {

    /**
     * @param lower a certified lower bound on the fractional domination number
     * @param upper a certified upper bound (the weight of a fractional dominating function)
     */
    record Bounds(Fraction lower, Fraction upper, Point packing, Point domination) {

        boolean exact() {
            return lower.equals(upper);
        }
    }

    /**
     * An exact feasible point: weight {@code numerators[c] / scale} on cell c, total {@code value}
     * ({numerator, denominator}).
     */
    record Point(BigInteger[] value, BigInteger[] numerators, BigInteger scale) {

        /** The cells with positive weight and their weights, or {@code null} when a weight does not fit into longs. */
        List<Fraction> weights(int[] cellsOut, int[] count) {
            List<Fraction> weights = new ArrayList<>();
            int k = 0;
            for (int c = 0; c < numerators.length; c++) {
                if (numerators[c].signum() > 0) {
                    BigInteger g = numerators[c].gcd(scale);
                    BigInteger num = numerators[c].divide(g);
                    BigInteger den = scale.divide(g);
                    if (num.bitLength() >= 63 || den.bitLength() >= 63) {
                        return null;
                    }
                    weights.add(new Fraction(num.longValueExact(), den.longValueExact()));
                    cellsOut[k++] = c;
                }
            }
            count[0] = k;
            return weights;
        }
    }

    private static final double SUPPORT_TOLERANCE = 1e-7;
    private static final double TIGHT_TOLERANCE = 1e-6;
    private static final long MAX_ROUNDING_DENOMINATOR = 1_000_000L;
    private static final long OUTWARD_DENOMINATOR = 1_000_000L;
    /** Basis systems with more coefficients than this are not solved: elimination would take minutes. */
    private static final long MAX_SYSTEM_ENTRIES = 2_000_000L;

    private final AttackModel model;
    private final int[][] closed;
    private final BooleanSupplier stop;

    /** @param stop polled during elimination; when it says true, the basis systems are abandoned */
    DualityCertificate(AttackModel model, BooleanSupplier stop) {
        this.model = model;
        this.stop = stop;
        int m = model.cellCount();
        this.closed = new int[m][];
        for (int c = 0; c < m; c++) {
            int[] neighbours = model.neighbours(c);
            int[] set = new int[neighbours.length + 1];
            set[0] = c;
            System.arraycopy(neighbours, 0, set, 1, neighbours.length);
            closed[c] = set;
        }
    }

    /**
     * The best bounds that {@code domination} (approximately optimal for the domination LP) and {@code packing}
     * (approximately optimal for the packing LP) certify; either may be {@code null} when that LP was not solved.
     */
    Bounds certify(double[] domination, double[] packing) {
        int m = model.cellCount();
        if (m == 0) {
            return new Bounds(Fraction.of(0), Fraction.of(0), null, null);
        }
        Point lower = null;
        Point upper = null;
        if (packing != null) {
            lower = better(lower, packingBound(RationalVector.approximate(packing, MAX_ROUNDING_DENOMINATOR)), 1);
        }
        if (domination != null) {
            upper = better(upper, dominationBound(RationalVector.approximate(domination, MAX_ROUNDING_DENOMINATOR)), -1);
        }
        if (!proven(lower, upper) && packing != null) {
            RationalVector basic = basicSolution(packing);
            lower = basic == null ? lower : better(lower, packingBound(basic), 1);
        }
        if (!proven(lower, upper) && domination != null) {
            RationalVector basic = basicSolution(domination);
            upper = basic == null ? upper : better(upper, dominationBound(basic), -1);
        }
        BigInteger[] low = lower == null ? new BigInteger[] {BigInteger.ZERO, BigInteger.ONE} : lower.value();
        BigInteger[] high = upper == null ? new BigInteger[] {BigInteger.valueOf(m), BigInteger.ONE} : upper.value();
        return new Bounds(toFraction(low, false), toFraction(high, true), lower, upper);
    }

    private static boolean proven(Point lower, Point upper) {
        return lower != null && upper != null && compare(lower.value(), upper.value()) >= 0;
    }

    /** {@code candidate} when it is not null and compares to {@code current} with the sign of {@code direction}. */
    private static Point better(Point current, Point candidate, int direction) {
        if (candidate == null) {
            return current;
        }
        return current == null || Integer.signum(compare(candidate.value(), current.value())) == direction ? candidate : current;
    }

    /**
     * The exact solution of {@code N[T, S] z = 1} where S is the support of {@code point} and T the rows where
     * {@code point} is tight; coordinates outside S are 0, free coordinates 0. {@code null} when the system has no
     * solution (the point was not close enough to a vertex).
     */
    RationalVector basicSolution(double[] point) {
        int m = model.cellCount();
        int[] column = new int[m];
        List<Integer> support = new ArrayList<>();
        for (int c = 0; c < m; c++) {
            column[c] = -1;
            if (point[c] > SUPPORT_TOLERANCE) {
                column[c] = support.size();
                support.add(c);
            }
        }
        int k = support.size();
        if ((long) k * m > MAX_SYSTEM_ENTRIES) {
            return null;
        }
        List<BigInteger[]> rows = new ArrayList<>();
        for (int c = 0; c < m; c++) {
            double activity = 0;
            for (int u : closed[c]) {
                activity += point[u];
            }
            if (Math.abs(activity - 1) <= TIGHT_TOLERANCE) {
                BigInteger[] row = new BigInteger[k + 1];
                Arrays.fill(row, BigInteger.ZERO);
                for (int u : closed[c]) {
                    if (column[u] >= 0) {
                        row[column[u]] = BigInteger.ONE;
                    }
                }
                row[k] = BigInteger.ONE;
                rows.add(row);
            }
        }
        BigInteger[][] solution = solve(rows, k, stop);
        if (solution == null) {
            return null;
        }
        BigInteger common = BigInteger.ONE;
        for (BigInteger[] value : solution) {
            common = common.divide(common.gcd(value[1])).multiply(value[1]);
        }
        BigInteger[] numerators = new BigInteger[m];
        Arrays.fill(numerators, BigInteger.ZERO);
        for (int j = 0; j < k; j++) {
            numerators[support.get(j)] = solution[j][0].multiply(common.divide(solution[j][1]));
        }
        return new RationalVector(numerators, common);
    }

    /**
     * Solves the integer system {@code rows} (each k coefficients and a right-hand side) by fraction-free
     * Gauss-Jordan elimination; returns {numerator, positive denominator} per unknown, free unknowns 0, or
     * {@code null} when the system is inconsistent or {@code stop} said true.
     */
    static BigInteger[][] solve(List<BigInteger[]> rows, int k, BooleanSupplier stop) {
        BigInteger[][] a = rows.toArray(new BigInteger[0][]);
        int n = a.length;
        int[] pivotColumn = new int[n];
        int rank = 0;
        for (int col = 0; col < k && rank < n; col++) {
            if (stop.getAsBoolean()) {
                return null;
            }
            int pivot = -1;
            for (int r = rank; r < n; r++) {
                if (a[r][col].signum() != 0 && (pivot < 0 || a[r][col].abs().compareTo(a[pivot][col].abs()) < 0)) {
                    pivot = r;
                }
            }
            if (pivot < 0) {
                continue;
            }
            BigInteger[] swap = a[pivot];
            a[pivot] = a[rank];
            a[rank] = swap;
            BigInteger[] p = a[rank];
            BigInteger pv = p[col];
            for (int r = 0; r < n; r++) {
                BigInteger b = a[r][col];
                if (r == rank || b.signum() == 0) {
                    continue;
                }
                BigInteger[] row = a[r];
                BigInteger g = pv.gcd(b);
                BigInteger f = pv.divide(g);
                BigInteger h = b.divide(g);
                BigInteger content = BigInteger.ZERO;
                for (int j = 0; j <= k; j++) {
                    BigInteger value = row[j].multiply(f).subtract(p[j].multiply(h));
                    row[j] = value;
                    content = content.gcd(value);
                }
                if (content.compareTo(BigInteger.ONE) > 0) {
                    for (int j = 0; j <= k; j++) {
                        row[j] = row[j].divide(content);
                    }
                }
            }
            pivotColumn[rank] = col;
            rank++;
        }
        for (int r = rank; r < n; r++) {
            if (a[r][k].signum() != 0) {
                return null;
            }
        }
        BigInteger[][] solution = new BigInteger[k][];
        for (int j = 0; j < k; j++) {
            solution[j] = new BigInteger[] {BigInteger.ZERO, BigInteger.ONE};
        }
        for (int r = 0; r < rank; r++) {
            BigInteger num = a[r][k];
            BigInteger den = a[r][pivotColumn[r]];
            if (den.signum() < 0) {
                num = num.negate();
                den = den.negate();
            }
            BigInteger g = num.gcd(den);
            solution[pivotColumn[r]] = new BigInteger[] {num.divide(g), den.divide(g)};
        }
        return solution;
    }

    /** y clipped at 0 and divided by max_c (N y)_c: a packing of total sum(y) / max_c (N y)_c; null when that is 0. */
    private Point packingBound(RationalVector point) {
        RationalVector y = point.clippedAtZero();
        BigInteger largest = BigInteger.ZERO;
        for (int[] set : closed) {
            BigInteger activity = y.numeratorSum(set);
            if (activity.compareTo(largest) > 0) {
                largest = activity;
            }
        }
        if (largest.signum() == 0) {
            return null;
        }
        return new Point(reduce(y.numeratorSum(), largest), y.numerators(), largest);
    }

    /** x clipped at 0 and divided by min_c (N x)_c: a fractional domination; null when a cell is uncovered. */
    private Point dominationBound(RationalVector point) {
        RationalVector x = point.clippedAtZero();
        BigInteger smallest = null;
        for (int[] set : closed) {
            BigInteger activity = x.numeratorSum(set);
            if (smallest == null || activity.compareTo(smallest) < 0) {
                smallest = activity;
            }
        }
        if (smallest == null || smallest.signum() <= 0) {
            return null;
        }
        return new Point(reduce(x.numeratorSum(), smallest), x.numerators(), smallest);
    }

    private static BigInteger[] reduce(BigInteger numerator, BigInteger denominator) {
        BigInteger g = numerator.gcd(denominator);
        return new BigInteger[] {numerator.divide(g), denominator.divide(g)};
    }

    private static int compare(BigInteger[] a, BigInteger[] b) {
        return a[0].multiply(b[1]).compareTo(b[0].multiply(a[1]));
    }

    /**
     * The fraction as a {@link Fraction}; when it does not fit into longs, rounded outward (down for a lower
     * bound, up for an upper bound) to a multiple of 1/{@value #OUTWARD_DENOMINATOR}.
     */
    private static Fraction toFraction(BigInteger[] value, boolean roundUp) {
        if (value[0].bitLength() < 63 && value[1].bitLength() < 63) {
            return new Fraction(value[0].longValueExact(), value[1].longValueExact());
        }
        BigInteger scaled = value[0].multiply(BigInteger.valueOf(OUTWARD_DENOMINATOR));
        BigInteger[] qr = scaled.divideAndRemainder(value[1]);
        BigInteger q = qr[0];
        if (qr[1].signum() != 0 && roundUp) {
            q = q.add(BigInteger.ONE);
        }
        return new Fraction(q.longValueExact(), OUTWARD_DENOMINATOR);
    }
}
