package org.polyboard.examples.family;

import java.util.List;
import java.util.Map;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Parameter;
import org.polyboard.api.problem.ProblemFamily;

/** {@code camel-cover}: the fewest camels covering an n x n board, or the diamond of radius r. */
@Component(service = ProblemFamily.class, property = ProblemFamily.ID + "=camel-cover")
public final class CamelCoverFamily implements ProblemFamily {
    private static final Parameter N = new Parameter("n", "side of the square board", "1..200", null);
    private static final Parameter R = new Parameter("r", "radius of the diamond board (instead of n=)", "0..100", null);

    public String id() { return "camel-cover"; }
    public String description() { return "fewest camels covering an n x n board or a diamond (r=)"; }
    public List<Parameter> parameters() { return List.of(N, R); }
    public List<Objective> objectives() {
        return List.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION);
    }

    public Instance instance(Map<String, String> params, Objective objective) {
        Parameter.checkKeys(id(), params, parameters());
        if (objective != null && !objectives().contains(objective)) {
            throw new IllegalArgumentException(id() + " asks " + objectives() + ", not " + objective + ".");
        }
        Objective asked = objective == null ? Objective.MIN_DOMINATION : objective;
        if (R.isSet(params) && !N.isSet(params)) {
            int r = R.intValue(params, 0, 100);             // one clear line for r=-1, r=abc, ...
            return new Instance(id(), Map.of("r", "" + r), "diamond:" + r, "camel", asked);
        }
        if (R.isSet(params)) {
            throw new IllegalArgumentException("camel-cover takes n= or r=, not both.");
        }
        int n = N.intValue(params, 1, 200);
        return new Instance(id(), Map.of("n", "" + n), "rect:" + n + "x" + n, "camel", asked);
    }
}
