package org.polyboard.family.knights;

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
import org.polyboard.api.problem.Symmetry;
import org.polyboard.support.published.PublishedValues;

/** {@code knight-cover}: the fewest knights covering an n×n or rows×cols board. */
@Component(service = ProblemFamily.class, property = ProblemFamily.ID + "=knight-cover")
public final class KnightCoverFamily implements ProblemFamily {

    /** Largest side: the explicit attack model of a 200×200 board is the largest the core builds. */
    static final int MAX_SIDE = 200;

    private static final Parameter N = new Parameter("n", "side of the square board", "1.." + MAX_SIDE, null);
    private static final Parameter ROWS = new Parameter("rows", "rows of a rectangular board (with cols=)", "1.." + MAX_SIDE, null);
    private static final Parameter COLS = new Parameter("cols", "columns of a rectangular board (with rows=)", "1.." + MAX_SIDE, null);
    private static final Parameter SYMMETRY = new Parameter(Symmetry.PARAMETER,
            "only covers invariant under this symmetry group", Symmetry.valid(), null);
    private static final Parameter TORUS = new Parameter("torus", "the board's edges are glued: knight moves wrap around",
            "true, false", "false");
    private static final Parameter SEED = new Parameter("seed", "random seed for heuristic solvers", "any whole number", null);
    private static final List<Parameter> PARAMETERS = List.of(N, ROWS, COLS, TORUS, SYMMETRY, SEED);

    static final String SQUARE = "knight_domination_nxn";
    static final String RECTANGLE = "knight_domination_rect(k x n, k<=n)";
    static final String TORUS_SQUARE = "knight_domination_torus(A279407)";
    static final String FRACTIONAL = "knight_fractional_packing_max";
    static final String COVERS = "knight_min_covers_total(A103315)";
    static final String COVERS_UP_TO_SYMMETRY = "knight_min_covers_inequivalent(A006076)";
    static final String TOTAL = "knight_total_domination(A261752)";

    @Override
    public String id() {
        return "knight-cover";
    }

    @Override
    public String description() {
        return "fewest knights covering (dominating) an n x n or rows x cols board; a knight covers its own square";
    }

    @Override
    public List<Parameter> parameters() {
        return PARAMETERS;
    }

    @Override
    public List<Objective> objectives() {
        return List.of(Objective.MIN_DOMINATION, Objective.FRACTIONAL_DOMINATION,
                Objective.MIN_INDEPENDENT_DOMINATION, Objective.MAX_INDEPENDENT, Objective.MIN_TOTAL_DOMINATION);
    }

    @Override
    public Instance instance(Map<String, String> params, Objective objective) {
        Parameter.checkKeys(id(), params, PARAMETERS);
        Map<String, String> normal = new LinkedHashMap<>();
        int rows;
        int cols;
        if (N.isSet(params)) {
            if (ROWS.isSet(params) || COLS.isSet(params)) {
                throw new IllegalArgumentException("Give either n= or rows= and cols=, not both.");
            }
            rows = N.intValue(params, 1, MAX_SIDE);
            cols = rows;
            normal.put("n", Integer.toString(rows));
        } else if (ROWS.isSet(params) || COLS.isSet(params)) {
            rows = ROWS.intValue(params, 1, MAX_SIDE);
            cols = COLS.intValue(params, 1, MAX_SIDE);
            normal.put("rows", Integer.toString(rows));
            normal.put("cols", Integer.toString(cols));
        } else {
            throw new IllegalArgumentException("knight-cover needs n= (square) or rows= and cols=, e.g. n=8.");
        }
        boolean torus = Boolean.parseBoolean(TORUS.choice(params, List.of("true", "false")));
        if (torus) {
            normal.put(TORUS.name(), "true");
        }
        if (SYMMETRY.isSet(params)) {
            Symmetry symmetry = Symmetry.parse(params.get(Symmetry.PARAMETER));
            if (symmetry.needsSquare() && rows != cols) {
                throw new IllegalArgumentException("symmetry=" + symmetry.id() + " needs a square board, not "
                        + rows + "x" + cols + ".");
            }
            normal.put(Symmetry.PARAMETER, symmetry.id());
        }
        settings(params);
        return new Instance(id(), normal, (torus ? "torus:" : "rect:") + rows + "x" + cols, "knight",
                objective == null ? Objective.MIN_DOMINATION : objective);
    }

    /** {@code seed=}: the random seed of the heuristic solvers, a run setting. */
    @Override
    public Map<String, String> settings(Map<String, String> params) {
        return SEED.isSet(params)
                ? Map.of(SEED.name(), Long.toString(SEED.intValue(params, Integer.MIN_VALUE, Integer.MAX_VALUE)))
                : Map.of();
    }

    /**
     * Minimum domination of the n×n board (A006075), of the k×n rectangle (A098604, best known) and of the n×n torus
     * (A279407), minimum total domination of the n×n board (A261752: every square, occupied or not, attacked), and
     * the maximum fractional packing of the board, which equals the fractional domination number; not for covers
     * restricted to a symmetry.
     */
    @Override
    public Optional<KnownValue> known(Instance instance) {
        int[] sides = sides(instance);
        if (sides == null) {
            return Optional.empty();
        }
        PublishedValues published = PublishedValues.get();
        if (torus(instance)) {
            return instance.objective() == Objective.MIN_DOMINATION && sides[0] == sides[1]
                    ? published.value(TORUS_SQUARE, sides[0]) : Optional.empty();
        }
        return switch (instance.objective()) {
            case MIN_DOMINATION -> sides[0] == sides[1] ? published.value(SQUARE, sides[0])
                    : published.value(RECTANGLE, sides[0] + "," + sides[1]);
            case FRACTIONAL_DOMINATION -> sides[0] == sides[1] ? published.value(FRACTIONAL, sides[0]) : Optional.empty();
            case MIN_TOTAL_DOMINATION -> sides[0] == sides[1] ? published.value(TOTAL, sides[0]) : Optional.empty();
            default -> Optional.empty();
        };
    }

    /**
     * The published number of minimum covers of the n×n board (A103315), or of those distinct up to the eight
     * symmetries of the square (A006076): what {@code solve --all} counts, for comparison only. {@code table --all} shows
     * it beside the computed count.
     */
    @Override
    public Optional<KnownValue> knownCount(Instance instance, boolean upToSymmetry) {
        int[] sides = sides(instance);
        if (sides == null || sides[0] != sides[1] || instance.objective() != Objective.MIN_DOMINATION
                || torus(instance)) {
            return Optional.empty();
        }
        return PublishedValues.get().value(upToSymmetry ? COVERS_UP_TO_SYMMETRY : COVERS, sides[0]);
    }

    private static boolean torus(Instance instance) {
        return Boolean.parseBoolean(instance.params().getOrDefault(TORUS.name(), "false"));
    }

    /** {shorter side, longer side} of the board of {@code instance}, or {@code null} when it asks a symmetric cover. */
    private static int[] sides(Instance instance) {
        if (instance.params().containsKey(Symmetry.PARAMETER)) {
            return null;
        }
        String n = instance.params().get(N.name());
        String rows = n != null ? n : instance.params().get(ROWS.name());
        String cols = n != null ? n : instance.params().get(COLS.name());
        if (rows == null || cols == null) {
            return null;
        }
        int r = Integer.parseInt(rows);
        int c = Integer.parseInt(cols);
        return new int[] {Math.min(r, c), Math.max(r, c)};
    }
}
