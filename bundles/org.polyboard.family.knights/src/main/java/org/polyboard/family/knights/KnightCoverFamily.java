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

/** {@code knight-cover}: the fewest knights covering an n×n or rows×cols board. */
@Component(service = ProblemFamily.class, property = ProblemFamily.ID + "=knight-cover")
public final class KnightCoverFamily implements ProblemFamily {

    /** Largest side: the explicit attack model of a 200×200 board is the largest the core builds. */
    static final int MAX_SIDE = 200;

    private static final Parameter N = new Parameter("n", "side of the square board", "1.." + MAX_SIDE, null);
    private static final Parameter ROWS = new Parameter("rows", "rows of a rectangular board (with cols=)", "1.." + MAX_SIDE, null);
    private static final Parameter COLS = new Parameter("cols", "columns of a rectangular board (with rows=)", "1.." + MAX_SIDE, null);
    private static final Parameter SYMMETRY = new Parameter(Symmetry.PARAMETER,
            "only covers invariant under this symmetry group", "rot180, rot90, mirror, diagonal, mirror2, diagonal2", null);
    private static final Parameter SEED = new Parameter("seed", "random seed for heuristic solvers", "any whole number", null);
    private static final List<Parameter> PARAMETERS = List.of(N, ROWS, COLS, SYMMETRY, SEED);

    private final PublishedValues published = PublishedValues.load();

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
                Objective.MIN_INDEPENDENT_DOMINATION, Objective.MAX_INDEPENDENT);
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
        if (SYMMETRY.isSet(params)) {
            Symmetry symmetry = Symmetry.parse(params.get(Symmetry.PARAMETER));
            if (symmetry.needsSquare() && rows != cols) {
                throw new IllegalArgumentException("symmetry=" + symmetry.id() + " needs a square board, not "
                        + rows + "x" + cols + ".");
            }
            normal.put(Symmetry.PARAMETER, symmetry.id());
        }
        if (SEED.isSet(params)) {
            normal.put("seed", Long.toString(SEED.intValue(params, Integer.MIN_VALUE, Integer.MAX_VALUE)));
        }
        return new Instance(id(), normal, "rect:" + rows + "x" + cols, "knight",
                objective == null ? Objective.MIN_DOMINATION : objective);
    }

    @Override
    public Optional<KnownValue> known(Instance instance) {
        String n = instance.params().get("n");
        if (n == null || instance.params().containsKey(Symmetry.PARAMETER)) {
            return Optional.empty();
        }
        return switch (instance.objective()) {
            case MIN_DOMINATION -> published.get("knight_domination_nxn", n);
            case FRACTIONAL_DOMINATION -> published.get("knight_fractional_packing_max", n);
            default -> Optional.empty();
        };
    }
}
