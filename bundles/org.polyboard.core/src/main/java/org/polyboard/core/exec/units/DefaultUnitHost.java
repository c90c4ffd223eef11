package org.polyboard.core.exec.units;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitHost;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.core.catalog.Catalog;

/**
 * Runs the units other runtimes planned: the problem built again through the {@link Catalog} from the instance's
 * family, parameters and objective (the last few problems kept, so that the units of one solve share the tables
 * their solver derives from it), the solver found by id. Thread-safe.
 */
@Component(service = UnitHost.class)
public final class DefaultUnitHost implements UnitHost {

    /** How many problems are kept for the units still to come. */
    private static final int KEEP_PROBLEMS = 4;

    private final Catalog catalog;
    private final String version;
    private final Map<Instance, Problem> problems = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Instance, Problem> eldest) {
            return size() > KEEP_PROBLEMS;
        }
    };

    @Activate
    public DefaultUnitHost(BundleContext context, @Reference Catalog catalog) {
        this(catalog, context.getBundle().getVersion().toString());
    }

    /** @param version the version of the core, as {@link #versions()} reports it */
    public DefaultUnitHost(Catalog catalog, String version) {
        this.catalog = catalog;
        this.version = version;
    }

    @Override
    public Map<String, String> versions() {
        Map<String, String> versions = new TreeMap<>();
        versions.put(POLYBOARD, version);
        catalog.solverVersions().forEach((id, v) -> versions.put(SOLVER + id, v));
        return versions;
    }

    @Override
    public UnitResult run(Instance instance, String solver, SolveOptions options, WorkUnit unit, UnitContext context)
            throws Exception {
        Solver found = catalog.solver(solver).orElseThrow(() -> new IllegalArgumentException(
                "Unknown solver '" + solver + "'; installed: " + catalog.solverIds() + "."));
        if (!(found instanceof UnitSolver units)) {
            throw new IllegalArgumentException("Solver " + solver + " does not run work units.");
        }
        return units.run(problem(instance), options, unit, context);
    }

    private Problem problem(Instance instance) {
        synchronized (problems) {
            Problem known = problems.get(instance);
            if (known != null) {
                return known;
            }
        }
        Instance here = catalog.instance(instance.family(), instance.params(), instance.objective());
        if (!here.equals(instance)) {
            throw new IllegalArgumentException("Family " + instance.family() + " here builds " + here.board() + " "
                    + here.piece() + " from " + instance.paramText() + ", not " + instance.board() + " "
                    + instance.piece() + ".");
        }
        Problem built = catalog.problem(here);
        synchronized (problems) {
            return problems.computeIfAbsent(instance, i -> built);
        }
    }
}
