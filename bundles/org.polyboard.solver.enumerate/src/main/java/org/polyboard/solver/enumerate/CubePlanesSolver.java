package org.polyboard.solver.enumerate;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Board;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;

/**
 * The most non-attacking queens on a cube n^3, n at most {@value CubePlanes#MAX_SIDE}, with proof: rounds from the
 * n^2 lines of one axis down, each looking for one more queen than the round after it, searched plane by plane
 * ({@link CubePlanes}), until one finds a placement or reaches the best one found (its own greedy one, or one found
 * beside it). At home up to 10^3: 8^3 (48, A068940(8)) is proven in seconds, 9^3 (67) in about 6 s, 10^3 (91) in
 * less than a second. On 12^3 (open) each round costs about three times the one before (139 is refuted in 1.16 M
 * nodes). With {@code size=s} it lists every placement of exactly s queens instead, by the same cases and walk: none
 * means no placement has s or more, so {@code size=134} on 12^3 is the one round that proves the published 133
 * (docs/polycube.md).
 */
@Component(service = Solver.class, property = Solver.ID + "=" + CubePlanesSolver.SOLVER_ID)
public final class CubePlanesSolver implements Solver, UnitSolver {

    static final String SOLVER_ID = "planes";

    /** The largest cube at home, in cells: 10^3. */
    private static final long HOME_CELLS = 1000;

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "most non-attacking queens on a cube n^3 (n <= " + CubePlanes.MAX_SIDE + ") with proof: exhaustive search"
                + " plane by plane, the fullest axis plane first";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_INDEPENDENT);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        Board board = problem.board();
        int n = board.extent(0);
        boolean cube = board.dimension() == 3 && board.extent(1) == n && board.extent(2) == n
                && board.cellCount() == (long) n * n * n;
        if (!cube || n > CubePlanes.MAX_SIDE || !problem.piece().id().equals("queen") || search(problem).isEmpty()) {
            return Optional.of("the planes solver takes queens on a whole cube n^3 with n <= " + CubePlanes.MAX_SIDE
                    + " (shape=box:n^3), not " + problem.piece().id() + "s on " + board.description());
        }
        if (problem.symmetry().isPresent()) {
            return Optional.of("the planes solver does not restrict placements to a symmetry");
        }
        return Optional.empty();
    }

    /** Exact; at home on cubes up to 10^3, all proven within a minute on two cores. */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.EXACT, true, Set.of(Capabilities.Feature.ENUMERATES),
                List.of(new Capabilities.Reach(objectives(), Capabilities.Attacks.DENSE, HOME_CELLS)));
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) throws Exception {
        CubePlanes planes = search(problem).orElseThrow(() -> new IllegalArgumentException(
                "the planes solver takes queens on a whole cube n^3 with n <= " + CubePlanes.MAX_SIDE));
        EnumerateSolver.Run run = new EnumerateSolver.Run(problem, context,
                EnumerateSolver.rounds(this, problem, context, CubePlanesSolver::run), DominationSearch.BUDGET, planes);
        Optional<Integer> size = problem.size();
        if (size.isPresent()) {
            long cells = problem.model().cellCount();
            if (size.get() < 0 || size.get() > cells) {
                throw new IllegalArgumentException("size=" + size.get() + " is out of range 0.." + cells + ".");
            }
            // every placement of exactly that many queens, by the same cases and walk; none is the proof that no
            // placement has more
            return run.finish(run.ofSize(size.get()));
        }
        int lines = planes.side() * planes.side();
        return run.finish(run.maxIndependentFromAbove(lines, "the " + lines + " lines of one axis hold at most one queen"
                + " each", context.options().all()));
    }

    @Override
    public UnitResult run(Problem problem, SolveOptions options, WorkUnit unit, UnitContext context) {
        return run(problem, unit, context::shouldStop, context::nodes);
    }

    private static UnitResult run(Problem problem, WorkUnit unit, BooleanSupplier stop, LongConsumer counted) {
        CubePlanes planes = search(problem).orElseThrow(() -> new IllegalArgumentException(
                "work unit " + unit.id() + " is for queens on a cube, not " + problem.board().description()));
        return planes.run(unit, stop, counted);
    }

    /** The plane search of a problem, built once and shared by all its units; empty when it is no queen cube. */
    private static Optional<CubePlanes> search(Problem problem) {
        return problem.derived(CubePlanes.class, p -> CubePlanes.of(p.model()));
    }
}
