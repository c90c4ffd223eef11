package org.polyboard.family.toeplitz;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Parameter;
import org.polyboard.api.problem.ProblemFamily;
import org.polyboard.support.published.PublishedValues;

/**
 * {@code toeplitz-queens}: queens on the n×n board whose square (i, j) carries the label |i − j|, two
 * queens attacking when they share a row, a column or a label. The default question is n non-attacking
 * queens, which exist iff n ≡ 0, 1 (mod 4); {@code queens=} asks for the n − 1 placement or the maximum
 * instead. Domination and independent domination are asked on boards small enough to check cell by cell.
 */
@Component(service = ProblemFamily.class, property = ProblemFamily.ID + "=" + ToeplitzQueensFamily.ID_VALUE)
public final class ToeplitzQueensFamily implements ProblemFamily {

    /** The family id. */
    public static final String ID_VALUE = "toeplitz-queens";

    /** Largest side: the placement of n queens is built in time and memory linear in n. */
    public static final int MAX_N = 10_000_000;

    /**
     * Largest side for domination: the verifier marks every cell of the board. The generic exact solvers
     * take far smaller boards (they need the explicit attack model) and refuse larger ones themselves.
     */
    public static final int MAX_DOMINATION_SIDE = 1000;

    /** Values of {@code queens=}. */
    public static final String QUEENS_N = "n";
    public static final String QUEENS_N_MINUS_1 = "n-1";
    public static final String QUEENS_MAX = "max";

    /** Where the theorem on n queens is proven. */
    public static final String THEOREM = "Z. Szaniszlo, M. Tomova, C. Wyels, The N-queens problem on a symmetric "
            + "Toeplitz matrix, Discrete Mathematics 309 (2009); arXiv:1007.5350: n queens iff n = 0,1 (mod 4), "
            + "else n-1";

    /** The published counts of n queens: permutations whose displacements |p(i) - i| are distinct (A075866). */
    static final String COUNTS = "toeplitz_queens_perms_distinct_displacements(A075866)";

    static final Parameter N = new Parameter("n", "side of the n x n board; square (i,j) carries the label |i-j|",
            "1.." + MAX_N + " (1.." + MAX_DOMINATION_SIDE + " for min-domination and min-independent-domination)", null);
    static final Parameter QUEENS = new Parameter("queens",
            "max-independent only: n = exactly n queens (INFEASIBLE with the counting certificate when n = 2,3 mod 4); "
                    + "n-1 = the explicit n-1 queens placement, valid for every n (optimal when n = 2,3 mod 4); "
                    + "max = the maximum, n or n-1, with its proof",
            QUEENS_N + ", " + QUEENS_N_MINUS_1 + ", " + QUEENS_MAX, QUEENS_N);
    private static final List<Parameter> PARAMETERS = List.of(N, QUEENS);
    private static final List<String> QUEENS_CHOICES = List.of(QUEENS_N, QUEENS_N_MINUS_1, QUEENS_MAX);

    @Override
    public String id() {
        return ID_VALUE;
    }

    @Override
    public String description() {
        return "queens on the n x n board labelled |i-j|, attacking along rows, columns and labels: "
                + "n queens iff n = 0,1 mod 4; domination";
    }

    @Override
    public List<Parameter> parameters() {
        return PARAMETERS;
    }

    @Override
    public List<Objective> objectives() {
        return List.of(Objective.MAX_INDEPENDENT, Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION);
    }

    @Override
    public Instance instance(Map<String, String> params, Objective objective) {
        Parameter.checkKeys(id(), params, PARAMETERS);
        Objective asked = objective == null ? Objective.MAX_INDEPENDENT : objective;
        if (!objectives().contains(asked)) {
            throw new IllegalArgumentException("Family " + id() + " does not ask " + asked.id() + "; it asks max-independent, "
                    + "min-domination, min-independent-domination.");
        }
        Map<String, String> normal = new LinkedHashMap<>();
        if (asked == Objective.MAX_INDEPENDENT) {
            int n = N.intValue(params, 1, MAX_N);
            normal.put(N.name(), Integer.toString(n));
            normal.put(QUEENS.name(), QUEENS.choice(params, QUEENS_CHOICES));
        } else {
            if (QUEENS.isSet(params)) {
                throw new IllegalArgumentException("queens=" + params.get(QUEENS.name()) + " applies to max-independent only, not "
                        + asked.id() + ".");
            }
            int n = N.intValue(params, 1, MAX_N);
            if (n > MAX_DOMINATION_SIDE) {
                throw new IllegalArgumentException(asked.id() + " on " + id() + " is checked cell by cell: n=" + n
                        + " is above " + MAX_DOMINATION_SIDE + ".");
            }
            normal.put(N.name(), Integer.toString(n));
        }
        int n = Integer.parseInt(normal.get(N.name()));
        return new Instance(id(), normal, "rect:" + n + "x" + n, ToeplitzQueen.ID_VALUE, asked);
    }

    /** For max-independent: the maximum number of non-attacking queens, n or n − 1, a proven theorem. */
    @Override
    public Optional<KnownValue> known(Instance instance) {
        if (instance.objective() != Objective.MAX_INDEPENDENT) {
            return Optional.empty();
        }
        int n = Integer.parseInt(instance.params().get(N.name()));
        return Optional.of(new KnownValue(Fraction.of(maxQueens(n)), true, THEOREM));
    }

    /**
     * For max-independent with {@code queens=n}: the published number of placements of n queens (A075866), what
     * {@code solve --all} counts, for comparison only; there is no count up to symmetry in the table.
     * {@code table --all} shows it beside the computed count.
     */
    @Override
    public Optional<KnownValue> knownCount(Instance instance, boolean upToSymmetry) {
        if (instance.objective() != Objective.MAX_INDEPENDENT || upToSymmetry
                || !instance.param(QUEENS.name(), QUEENS_N).equals(QUEENS_N)) {
            return Optional.empty();
        }
        return PublishedValues.get().value(COUNTS, instance.params().get(N.name()));
    }

    /** The most non-attacking Toeplitz queens on the n×n board: n when n ≡ 0, 1 (mod 4), else n − 1. */
    public static int maxQueens(int n) {
        return n % 4 <= 1 ? n : n - 1;
    }
}
