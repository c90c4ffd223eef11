package org.polyboard.confirm;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;

/**
 * A second opinion: deliberately simple exhaustive searches, written apart from the project's other solvers and
 * sharing none of their search, bound or symmetry code (they read only the attack model; the core verifies their
 * answers like any other). They are slow, and meant for confirming values the other solvers report, on the sizes
 * where they finish. The value is found by deciding each size in turn from the trivial end, so an {@code OPTIMAL}
 * answer rests on one search that finds a placement of the value and one that refutes the next size. With
 * {@code --all}, every optimal placement is counted, and the classes under the board's symmetries (signed
 * permutations of the axes and, on a torus, translations, each checked against the attack model; for peaceable
 * pieces also the colour swap).
 * <p>
 * It declares no home ground, so the core never chooses it unless it is named ({@code --solver recheck}).
 */
@Component(service = Solver.class, property = Solver.ID + "=" + RecheckSolver.SOLVER_ID)
public final class RecheckSolver implements Solver {

    static final String SOLVER_ID = "recheck";
    /**
     * The largest board taken: beyond it the searches do not finish, and a larger limit would only let the policy
     * set this solver beside a heuristic where no other exact solver takes the board.
     */
    static final int MAX_CELLS = 400;
    /** Placements listed with {@code --all} at most; the counts cover all of them. */
    static final int LISTED = 100;

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "second opinion: deliberately simple exhaustive searches, sharing no search, bound or symmetry code"
                + " with the other solvers (slow; for confirming values on small boards)";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_PEACEABLE, Objective.MAX_INDEPENDENT, Objective.MIN_DOMINATION,
                Objective.MIN_INDEPENDENT_DOMINATION);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        if (problem.symmetry().isPresent()) {
            return Optional.of("recheck does not restrict placements to a symmetry");
        }
        if (problem.size().isPresent()) {
            return Optional.of("recheck does not list the placements of a given size (size=)");
        }
        if (problem.board().cellCount() > MAX_CELLS) {
            return Optional.of("recheck takes boards of at most " + MAX_CELLS + " cells, not "
                    + problem.board().cellCount() + ": its searches would not finish");
        }
        Objective objective = problem.instance().objective();
        if (options.all() && (objective == Objective.MIN_DOMINATION
                || objective == Objective.MIN_INDEPENDENT_DOMINATION)) {
            return Optional.of("recheck counts the placements of the most pieces only (max-independent,"
                    + " max-peaceable)");
        }
        return Optional.empty();
    }

    /**
     * Exact, with its own proofs, and at home nowhere: ranked after every other exact solver. It counts with
     * {@code --all} but does not declare it, so that a count is never handed to it before a solver at home there.
     */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.EXACT, true, Set.of(), List.of());
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        AttackModel model = problem.model();
        Objective objective = problem.instance().objective();
        return switch (objective) {
            case MAX_PEACEABLE -> peaceable(model, context);
            case MAX_INDEPENDENT -> independent(model, context);
            default -> domination(model, objective == Objective.MIN_INDEPENDENT_DOMINATION, context);
        };
    }

    private SolveResult peaceable(AttackModel model, SolveContext context) {
        Geometry geometry = Geometry.of(model);
        long nodes = 0;
        int best = 0;
        Placement placement = Placement.of(List.of(), List.of());
        for (int m = 1; m <= model.cellCount() / 2; m++) {
            context.progress(nodes, Integer.toString(best), "", "deciding " + m + " of each colour");
            PeaceableSearch search = new PeaceableSearch(model, geometry, m, geometry.translations,
                    context::shouldStop);
            boolean found = search.exists();
            nodes += search.nodes;
            if (search.stopped()) {
                return stopped(Objective.MAX_PEACEABLE, best, placement, m, nodes, context);
            }
            if (!found) {
                break;
            }
            best = m;
            placement = Placement.of(model.placement(search.whites()).cells(),
                    model.placement(search.blacks()).cells());
            context.incumbent(placement);
        }
        SolveResult.Builder result = SolveResult.builder().objective(Objective.MAX_PEACEABLE).status(Status.OPTIMAL)
                .value(best).bound(best).solution(placement)
                .proof("exhaustive search (recheck, cell by cell" + (geometry.translations
                        ? ", a white piece on the first cell: every placement has such a translate" : "")
                        + "): no " + (best + 1) + " pieces of each colour")
                .stat("nodes", nodes);
        if (context.options().all()) {
            PeaceableSearch census = new PeaceableSearch(model, geometry, best, false, context::shouldStop);
            List<Placement> listed = new ArrayList<>();
            long count = census.count(geometry, (white, black) -> {
                if (listed.size() < LISTED) {
                    listed.add(Placement.of(model.placement(white).cells(), model.placement(black).cells()));
                }
            });
            if (census.stopped()) {
                return stopped(Objective.MAX_PEACEABLE, best, placement, best + 1, nodes + census.nodes, context);
            }
            result.solutions(listed).solutionCount(count).distinctUpToSymmetry((long) census.classes.size())
                    .stat("censusNodes", census.nodes).stat("symmetries", geometry.symmetries.size());
        }
        return result.build();
    }

    private SolveResult independent(AttackModel model, SolveContext context) {
        Geometry geometry = Geometry.of(model);
        long nodes = 0;
        int best = 0;
        Placement placement = Placement.of(List.of());
        for (int t = 1; t <= model.cellCount(); t++) {
            context.progress(nodes, Integer.toString(best), "", "deciding " + t + " pieces");
            IndependentSearch search = new IndependentSearch(model, geometry, t, context::shouldStop);
            boolean found = search.exists();
            nodes += search.nodes;
            if (search.stopped()) {
                return stopped(Objective.MAX_INDEPENDENT, best, placement, t, nodes, context);
            }
            if (!found) {
                break;
            }
            best = t;
            placement = model.placement(search.first);
            context.incumbent(placement);
        }
        SolveResult.Builder result = SolveResult.builder().objective(Objective.MAX_INDEPENDENT).status(Status.OPTIMAL)
                .value(best).bound(best).solution(placement)
                .proof("exhaustive search (recheck, line by line): no " + (best + 1) + " pieces")
                .stat("nodes", nodes);
        if (context.options().all()) {
            IndependentSearch census = new IndependentSearch(model, geometry, best, context::shouldStop);
            List<Placement> listed = new ArrayList<>();
            long count = census.count(geometry, cells -> {
                if (listed.size() < LISTED) {
                    listed.add(model.placement(cells));
                }
            });
            if (census.stopped()) {
                return stopped(Objective.MAX_INDEPENDENT, best, placement, best + 1, nodes + census.nodes, context);
            }
            result.solutions(listed).solutionCount(count).distinctUpToSymmetry((long) census.classes.size())
                    .stat("censusNodes", census.nodes).stat("symmetries", geometry.symmetries.size());
        }
        return result.build();
    }

    private SolveResult domination(AttackModel model, boolean independent, SolveContext context) {
        Objective objective = independent ? Objective.MIN_INDEPENDENT_DOMINATION : Objective.MIN_DOMINATION;
        long nodes = 0;
        for (int k = 1; k <= model.cellCount(); k++) {
            context.progress(nodes, "", Integer.toString(k), "deciding " + k + " pieces");
            DominationSearch search = new DominationSearch(model, k, independent, context::shouldStop);
            boolean found = search.exists();
            nodes += search.nodes;
            if (search.stopped()) {
                return SolveResult.builder().objective(objective).status(Status.TIMEOUT).bound(k).stat("nodes", nodes).build();
            }
            if (found) {
                return SolveResult.builder().objective(objective).status(Status.OPTIMAL).value(search.found.length)
                        .bound(k).solution(model.placement(search.found))
                        .proof("exhaustive search (recheck, first undominated cell): no " + (k - 1) + " pieces"
                                + " dominate the board")
                        .stat("nodes", nodes).build();
            }
        }
        return SolveResult.of(Status.INFEASIBLE, "no placement dominates the board");
    }

    private static SolveResult stopped(Objective objective, int best, Placement placement, int deciding, long nodes,
            SolveContext context) {
        return SolveResult.builder().objective(objective).status(Status.TIMEOUT).value(best).solution(placement)
                .message("stopped while deciding " + deciding).stat("nodes", nodes).build();
    }
}
