package org.polyboard.family.peaceable;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Parameter;
import org.polyboard.api.problem.ProblemFamily;
import org.polyboard.support.published.PublishedValues;

/**
 * {@code peaceable-queens}: the largest m such that m white and m black queens stand on an n×n board (or the
 * n×n torus, whose diagonals wrap) with no queen attacking a queen of the other colour. Published values: OEIS
 * A250000 (board) and A279405 (torus); the optimal placements counted up to the board's symmetries and the colour
 * swap, A260680 (board).
 */
@Component(service = ProblemFamily.class, property = ProblemFamily.ID + "=" + PeaceableQueensFamily.FAMILY_ID)
public final class PeaceableQueensFamily implements ProblemFamily {

    static final String FAMILY_ID = "peaceable-queens";

    /** Largest side. Solvers that need the explicit attack model reject boards beyond the core's limit themselves. */
    static final int MAX_SIDE = 1000;

    static final String BOARD_KEY = "peaceable_queens(A250000)";
    static final String TORUS_KEY = "peaceable_queens_torus(A279405)";
    static final String CLASSES_KEY = "peaceable_inequivalent_solutions(A260680)";

    private static final Parameter N = new Parameter("n", "side of the board", "1.." + MAX_SIDE, null);
    private static final Parameter TORUS = new Parameter("torus", "the n x n torus: rows, columns and diagonals wrap",
            "true, false", "false");
    private static final Parameter SEED = new Parameter("seed", "random seed for heuristic solvers", "any whole number",
            null);
    private static final Parameter TARGET = new Parameter("q",
            "target queens per colour: heuristic solvers stop once they reach it", "0..n*n/2", null);
    private static final List<Parameter> PARAMETERS = List.of(N, TORUS, SEED, TARGET);

    @Override
    public String id() {
        return FAMILY_ID;
    }

    @Override
    public String description() {
        return "largest m such that m white and m black queens share an n x n board (or torus) in peace";
    }

    @Override
    public List<Parameter> parameters() {
        return PARAMETERS;
    }

    @Override
    public List<Objective> objectives() {
        return List.of(Objective.MAX_PEACEABLE);
    }

    @Override
    public Instance instance(Map<String, String> params, Objective objective) {
        Parameter.checkKeys(id(), params, PARAMETERS);
        if (objective != null && objective != Objective.MAX_PEACEABLE) {
            throw new IllegalArgumentException(id() + " asks max-peaceable, not " + objective.id() + ".");
        }
        if (!N.isSet(params)) {
            throw new IllegalArgumentException(id() + " needs n= (side of the board), e.g. n=8.");
        }
        int n = N.intValue(params, 1, MAX_SIDE);
        boolean torus = Boolean.parseBoolean(TORUS.choice(params, List.of("true", "false")));
        Map<String, String> normal = new LinkedHashMap<>();
        normal.put("n", Integer.toString(n));
        if (torus) {
            normal.put("torus", "true");
        }
        settings(params);
        return new Instance(id(), normal, (torus ? "torus:" : "rect:") + n + "x" + n, "queen", Objective.MAX_PEACEABLE);
    }

    /** {@code seed=} (the random seed of the local search) and {@code q=} (an army size to stop at): run settings. */
    @Override
    public Map<String, String> settings(Map<String, String> params) {
        Map<String, String> settings = new LinkedHashMap<>();
        if (SEED.isSet(params)) {
            settings.put(SEED.name(), Integer.toString(SEED.intValue(params, Integer.MIN_VALUE, Integer.MAX_VALUE)));
        }
        if (TARGET.isSet(params)) {
            int n = N.intValue(params, 1, MAX_SIDE);
            settings.put(TARGET.name(), Integer.toString(TARGET.intValue(params, 0, n * n / 2)));
        }
        return settings;
    }

    @Override
    public Optional<KnownValue> known(Instance instance) {
        String n = instance.params().get("n");
        if (n == null || instance.objective() != Objective.MAX_PEACEABLE) {
            return Optional.empty();
        }
        return PublishedValues.get().value(isTorus(instance) ? TORUS_KEY : BOARD_KEY, n);
    }

    /**
     * The published number of optimal placements on the n×n board up to its eight symmetries and the colour swap (a
     * group of order 16; OEIS A260680), what {@code solve --all} counts as distinct; no total is published, nor any
     * count on the torus.
     */
    @Override
    public Optional<KnownValue> knownCount(Instance instance, boolean upToSymmetry) {
        String n = instance.params().get("n");
        if (n == null || !upToSymmetry || isTorus(instance) || instance.objective() != Objective.MAX_PEACEABLE) {
            return Optional.empty();
        }
        return PublishedValues.get().value(CLASSES_KEY, n);
    }

    static boolean isTorus(Instance instance) {
        return Boolean.parseBoolean(instance.params().getOrDefault("torus", "false"));
    }
}
