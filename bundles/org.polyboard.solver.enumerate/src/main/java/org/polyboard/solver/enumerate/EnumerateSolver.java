package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;

/**
 * Exact answers by exhaustive search on bit sets, for small boards of any dimension and any piece: minimum
 * (independent) domination by iterative deepening, maximum independent sets by branch and bound on a clique-cover
 * bound. It also enumerates every optimal placement ({@code --all}) and, when the instance has the parameter
 * {@value #SIZE}, every placement of exactly that many pieces that satisfies the objective's constraints (dominating,
 * independent dominating, or independent), each counted in total and up to the symmetries of the board.
 */
@Component(service = Solver.class, property = Solver.ID + "=" + EnumerateSolver.SOLVER_ID)
public final class EnumerateSolver implements Solver {

    static final String SOLVER_ID = "enumerate";

    /** The instance parameter asking for every placement of exactly this many pieces. */
    public static final String SIZE = "size";

    /** Largest board taken: bit sets of this many cells, and searches that may finish. */
    static final int MAX_CELLS = 4096;

    /** Boards this small are searched at once whatever the piece. */
    static final int SMALL = 16;
    /** Above this many cells, minimum domination is left to the heuristics unless this solver is named. */
    static final int LARGE_DOMINATION = 256;
    /** Above this many cells, maximum independence is left to the local search unless this solver is named. */
    static final int LARGE_INDEPENDENCE = 256;

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "exhaustive search on bit sets: optimum with proof, all optimal placements (--all), all placements of size=k;"
                + " small boards, any piece and dimension";
    }

    @Override
    public Set<Objective> objectives() {
        return EnumSet.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION, Objective.MAX_INDEPENDENT);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        long cells = problem.board().cellCount();
        if (cells > MAX_CELLS) {
            return Optional.of("the enumerate solver takes boards of at most " + MAX_CELLS + " cells; "
                    + problem.board().description() + " has " + cells);
        }
        if (problem.instance().params().containsKey(Symmetry.PARAMETER)) {
            return Optional.of("the enumerate solver does not restrict placements to a symmetry ("
                    + Symmetry.PARAMETER + "=" + problem.instance().params().get(Symmetry.PARAMETER) + ")");
        }
        return Optional.empty();
    }

    /**
     * At home on boards of at most 16 cells whatever the piece; with dense attacks (riders) on minimum domination up
     * to {@value #LARGE_DOMINATION} cells (proofs beyond 16x16 queens take hours), on independent domination up to
     * {@value #MAX_CELLS} and on maximum independence up to {@value #LARGE_INDEPENDENCE}. The only solver that lists
     * the placements of a given size.
     */
    @Override
    public Capabilities capabilities() {
        Set<Objective> all = objectives();
        return new Capabilities(Capabilities.Strategy.EXACT, true,
                Set.of(Capabilities.Feature.ENUMERATES, Capabilities.Feature.SIZES),
                List.of(new Capabilities.Reach(all, Capabilities.Attacks.ANY, SMALL),
                        new Capabilities.Reach(Set.of(Objective.MIN_DOMINATION), Capabilities.Attacks.DENSE, LARGE_DOMINATION),
                        new Capabilities.Reach(Set.of(Objective.MIN_INDEPENDENT_DOMINATION), Capabilities.Attacks.DENSE, MAX_CELLS),
                        new Capabilities.Reach(Set.of(Objective.MAX_INDEPENDENT), Capabilities.Attacks.DENSE, LARGE_INDEPENDENCE)));
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        Objective objective = problem.instance().objective();
        AttackModel model = problem.model();
        String sizeText = problem.instance().params().get(SIZE);
        Integer size = null;
        if (sizeText != null) {
            try {
                size = Integer.valueOf(sizeText.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("size=" + sizeText + " is not a whole number.");
            }
            if (size < 0 || size > model.cellCount()) {
                throw new IllegalArgumentException("size=" + size + " is out of range 0.." + model.cellCount() + ".");
            }
        }
        Stopper stopper = new Stopper(context);
        Run run = new Run(objective, model, stopper, context);
        SolveResult.Builder result;
        if (size != null) {
            result = run.ofSize(size);
        } else if (objective == Objective.MAX_INDEPENDENT) {
            result = run.maxIndependent(context.options().all());
        } else {
            result = run.minDomination(context.options().all());
        }
        return result.objective(objective).stat("nodes", stopper.nodes()).build();
    }

    /** One solve: the searches and the way their findings become a result. */
    private static final class Run {
        private final Objective objective;
        private final AttackModel model;
        private final Stopper stopper;
        private final SolveContext context;
        private final boolean independent;
        private final int threads = Runtime.getRuntime().availableProcessors();

        Run(Objective objective, AttackModel model, Stopper stopper, SolveContext context) {
            this.objective = objective;
            this.model = model;
            this.stopper = stopper;
            this.context = context;
            this.independent = objective == Objective.MIN_INDEPENDENT_DOMINATION;
        }

        SolveResult.Builder minDomination(boolean all) {
            String what = independent ? "independent dominating set" : "dominating set";
            int m = model.cellCount();
            int degree = 0;
            for (int c = 0; c < m; c++) {
                degree = Math.max(degree, model.neighbours(c).length);
            }
            int lower = (m + degree) / (degree + 1);
            int[] greedy = Greedy.dominating(model, independent);
            DominationSearch search = new DominationSearch(model, independent, stopper);
            int proven = lower;
            int[] best = greedy;
            for (int k = lower; k < greedy.length; k++) {
                stopper.state(Integer.toString(greedy.length), Integer.toString(k), "looking for a " + what + " of " + k);
                if (search.search(k, null, threads)) {
                    best = search.solution();
                    break;
                }
                if (stopper.stopped()) {
                    return stopped(best, proven);
                }
                proven = k + 1;
            }
            int value = best.length;
            String proof = value == lower ? "lower bound: " + m + (m == 1 ? " cell" : " cells") + ", each piece covers at most "
                    + (degree + 1)
                    : "exhaustive search: no " + what + " of " + (value - 1) + " pieces";
            if (!all) {
                return SolveResult.builder().status(Status.OPTIMAL).value(value).bound(value).proof(proof)
                        .solution(placement(best));
            }
            Collector collector = new Collector(model.symmetries());
            search.search(value, collector, threads);
            if (stopper.stopped()) {
                return stoppedEnumeration(best, value, collector);
            }
            return enumerated(collector, value).status(Status.OPTIMAL).bound(value)
                    .proof(proof + "; every optimal placement enumerated");
        }

        SolveResult.Builder maxIndependent(boolean all) {
            int[] greedy = Greedy.independent(model);
            IndependentSearch search = new IndependentSearch(model, stopper, threads);
            stopper.state(Integer.toString(greedy.length), null, "looking for an independent set of " + (greedy.length + 1));
            int value = search.maximum(greedy.length);
            int[] best = search.best() == null ? greedy : search.best();
            if (stopper.stopped()) {
                return stopped(best, null);
            }
            String proof = "exhaustive search with clique-cover bounds: no independent set of " + (value + 1) + " pieces";
            if (!all) {
                return SolveResult.builder().status(Status.OPTIMAL).value(value).bound(value).proof(proof)
                        .solution(placement(best));
            }
            Collector collector = new Collector(model.symmetries());
            search.enumerate(value, collector);
            if (stopper.stopped()) {
                return stoppedEnumeration(best, value, collector);
            }
            return enumerated(collector, value).status(Status.OPTIMAL).bound(value)
                    .proof(proof + "; every optimal placement enumerated");
        }

        SolveResult.Builder ofSize(int size) {
            Collector collector = new Collector(model.symmetries());
            stopper.state(null, null, "enumerating placements of " + size);
            if (objective == Objective.MAX_INDEPENDENT) {
                new IndependentSearch(model, stopper, threads).enumerate(size, collector);
            } else {
                new DominationSearch(model, independent, stopper).search(size, collector, threads);
            }
            String what = switch (objective) {
                case MIN_DOMINATION -> "dominating";
                case MIN_INDEPENDENT_DOMINATION -> "independent dominating";
                default -> "independent";
            };
            if (stopper.stopped()) {
                List<int[]> kept = collector.kept();
                SolveResult.Builder partial = SolveResult.builder().status(stoppedStatus())
                        .message("stopped after " + collector.count() + " " + what + " placements of " + size + " pieces");
                if (!kept.isEmpty()) {
                    partial.value(size).solution(placement(kept.get(0)));
                }
                return partial;
            }
            if (collector.count() == 0) {
                return SolveResult.builder().status(Status.INFEASIBLE).solutionCount(0L).distinctUpToSymmetry(0L)
                        .proof("exhaustive search").message("no " + what + " placement of exactly " + size + " pieces");
            }
            return enumerated(collector, size).status(Status.FEASIBLE).proof("exhaustive search")
                    .message("every " + what + " placement of exactly " + size + " pieces: " + collector.count()
                            + " (" + collector.distinct() + " up to symmetry)");
        }

        private SolveResult.Builder enumerated(Collector collector, int value) {
            List<Placement> placements = new ArrayList<>();
            for (int[] cells : collector.kept()) {
                placements.add(placement(cells));
            }
            return SolveResult.builder().value(value).solutions(placements).solutionCount(collector.count())
                    .distinctUpToSymmetry(collector.distinct())
                    .stat("kept", placements.size() + (collector.count() > placements.size() ? " (limit " + Collector.MAX_KEPT + ")" : ""));
        }

        private SolveResult.Builder stopped(int[] best, Integer bound) {
            SolveResult.Builder b = SolveResult.builder().status(stoppedStatus()).value(best.length)
                    .solution(placement(best)).message("stopped before optimality was proven");
            if (bound != null) {
                b.bound(bound);
            }
            return b;
        }

        private SolveResult.Builder stoppedEnumeration(int[] best, int value, Collector collector) {
            return SolveResult.builder().status(stoppedStatus()).value(value).bound(value).solution(placement(best))
                    .message("optimum " + value + " proven; stopped after enumerating " + collector.count()
                            + " optimal placements");
        }

        private Status stoppedStatus() {
            return context.remainingMillis() <= 0 ? Status.TIMEOUT : Status.CANCELLED;
        }

        private Placement placement(int[] cells) {
            List<int[]> coordinates = new ArrayList<>(cells.length);
            for (int c : cells) {
                coordinates.add(model.coordinates(c));
            }
            return Placement.of(coordinates);
        }
    }
}
