package org.polyboard.family.polycube;

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

/**
 * {@code queens}: queens on the n×n board, the convenience form of {@code polycube shape=rect:NxN piece=queen}.
 * Min domination (OEIS A075458, the default), min independent domination (A075324), max independent (n queens).
 * {@code symmetry=} restricts the placements to those a symmetry group of the square maps onto themselves, the
 * searches by which many of the known queen dominating sets were found (P. R. J. Östergård and W. D. Weakley,
 * Values of domination numbers of the queen's graph, Electron. J. Combin. 8 (2001) R29).
 */
@Component(service = ProblemFamily.class, property = ProblemFamily.ID + "=queens")
public final class QueensFamily implements ProblemFamily {

    static final String ID = "queens";

    /** Largest side: the explicit attack model of a 200×200 board is the largest the core builds. */
    static final int MAX_SIDE = 200;

    private static final Parameter N = new Parameter("n", "side of the square board", "1.." + MAX_SIDE, null);
    private static final Parameter SYMMETRY = new Parameter(Symmetry.PARAMETER,
            "only placements invariant under this symmetry group", Symmetry.valid(), null);
    private static final Parameter SEED = new Parameter("seed", "random seed of the heuristic solvers",
            "any whole number, default 1", null);
    private static final List<Parameter> PARAMETERS = List.of(N, Asked.OBJECTIVE, Asked.SIZE, SYMMETRY, SEED);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "queens on the n x n board: min domination (A075458, default), min independent domination (A075324),"
                + " max independent (n queens); symmetry= restricts them to a symmetry of the square";
    }

    @Override
    public List<Parameter> parameters() {
        return PARAMETERS;
    }

    @Override
    public List<Objective> objectives() {
        return Asked.OBJECTIVES;
    }

    @Override
    public Instance instance(Map<String, String> params, Objective chosen) {
        Parameter.checkKeys(ID, params, PARAMETERS);
        Objective objective = Asked.objective(ID, params, chosen);
        int n = N.intValue(params, 1, MAX_SIDE);
        Map<String, String> normal = new LinkedHashMap<>();
        normal.put(N.name(), Integer.toString(n));
        Asked.copy(params, objective, normal);
        if (SYMMETRY.isSet(params)) {
            if (Asked.SIZE.isSet(params)) {
                throw new IllegalArgumentException("size= lists every placement of one size; it does not go with "
                        + Symmetry.PARAMETER + "=.");
            }
            normal.put(SYMMETRY.name(), Symmetry.parse(params.get(SYMMETRY.name())).id());
        }
        settings(params);
        return new Instance(ID, normal, "rect:" + n + "x" + n, "queen", objective);
    }

    /** {@code seed=}: the random seed of the heuristic solvers, a run setting (not part of the instance). */
    @Override
    public Map<String, String> settings(Map<String, String> params) {
        return Asked.seed(SEED, params);
    }

    /** The published value of the whole board; none for the placements of one size or of one symmetry. */
    @Override
    public Optional<KnownValue> known(Instance instance) {
        if (instance.params().containsKey(Asked.SIZE.name()) || instance.params().containsKey(SYMMETRY.name())) {
            return Optional.empty();
        }
        return BoxValues.box("queen", Integer.parseInt(instance.params().get(N.name())), 2,
                instance.objective());
    }
}
