package org.polyboard.solver.construct;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.solver.construct.hypercube.HypercubeQueensConstruction;
import org.polyboard.solver.construct.toeplitz.ToeplitzConstruction;

/**
 * {@code construct}: explicit constructions with proofs, in time linear in the answer, for the families
 * that have one (one {@link Construction} each); preferred over every search where it applies.
 */
@Component(service = Solver.class, property = Solver.ID + "=" + ConstructSolver.ID_VALUE)
public final class ConstructSolver implements Solver {

    /** The solver id. */
    public static final String ID_VALUE = "construct";

    /** Above every search: a construction answers at once and with its proof. */
    static final int PREFERENCE = 1000;

    private final List<Construction> constructions = List.of(new ToeplitzConstruction(),
            new HypercubeQueensConstruction());

    @Override
    public String id() {
        return ID_VALUE;
    }

    @Override
    public String description() {
        return "explicit constructions with proof for very large n: toeplitz-queens (n queens, n-1 queens, "
                + "impossibility certificate; minimum (independent) domination); polycube (2^d queens on 4^d, "
                + "d = 2 and d >= 4)";
    }

    @Override
    public Set<Objective> objectives() {
        Set<Objective> all = EnumSet.noneOf(Objective.class);
        constructions.forEach(c -> all.addAll(c.objectives()));
        return all;
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        Optional<Construction> construction = find(problem);
        if (construction.isEmpty()) {
            return Optional.of("no construction for family " + problem.instance().family() + " "
                    + problem.instance().objective().id() + "; constructions: " + constructions.stream()
                            .map(c -> c.family() + " " + c.objectives().stream().map(Objective::id).sorted()
                                    .collect(Collectors.joining("/")))
                            .collect(Collectors.joining(", ")));
        }
        return construction.get().rejects(problem, options);
    }


    /** Constructions that prove their answer: taken first wherever one applies ({@link #rejects} says where). */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.CONSTRUCTION, true, Set.of(Capabilities.Feature.PROVES), List.of());
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        Construction construction = find(problem).orElseThrow(() -> new IllegalArgumentException(
                "construct has no construction for family " + problem.instance().family() + "."));
        return construction.solve(problem, context);
    }

    private Optional<Construction> find(Problem problem) {
        return constructions.stream().filter(c -> c.family().equals(problem.instance().family())
                && c.objectives().contains(problem.instance().objective())).findFirst();
    }
}
