package org.polyboard.solver.matching;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;

/**
 * The most non-attacking rooks on a two-dimensional shape, in polynomial time. A rook attacks along the row and
 * column segments (maximal runs of cells) through its cell, so non-attacking rooks are a matching between row
 * segments and column segments, each cell an edge. A maximum matching (Hopcroft–Karp) is the answer; König's theorem
 * gives a vertex cover of the same size — segments that together hold every cell, each holding at most one rook —
 * which proves that no more rooks fit.
 */
@Component(service = Solver.class, property = Solver.ID + "=" + RookMatchingSolver.SOLVER_ID)
public final class RookMatchingSolver implements Solver {

    static final String SOLVER_ID = "matching";

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "non-attacking rooks on two-dimensional shapes by bipartite matching of row and column segments,"
                + " proven optimal by a Koenig vertex cover";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_INDEPENDENT);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        if (!problem.piece().id().equals("rook")) {
            return Optional.of("the matching solver answers rooks only, not " + problem.piece().id());
        }
        if (problem.board().dimension() != 2) {
            return Optional.of("the matching solver takes two-dimensional boards only; " + problem.board().description()
                    + " has dimension " + problem.board().dimension() + " (rooks in three dimensions are NP-hard)");
        }
        if (options.all()) {
            return Optional.of("the matching solver finds one maximum placement and does not enumerate them all");
        }
        if (problem.size().isPresent()) {
            return Optional.of("the matching solver does not list the placements of a given size (size=)");
        }
        if (problem.symmetry().isPresent()) {
            return Optional.of("the matching solver does not restrict placements to a symmetry");
        }
        return Optional.empty();
    }


    /** Exact in polynomial time on every board it takes. */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.EXACT, true, Set.of(),
                List.of(new Capabilities.Reach(objectives(), Capabilities.Attacks.ANY, Long.MAX_VALUE)));
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        AttackModel model = problem.model();
        Segments segments = Segments.of(model);
        int m = model.cellCount();
        HopcroftKarp matching = new HopcroftKarp(segments.rows, segments.columns, segments.rowOf, segments.columnOf);
        int size = matching.solve();
        int[] rooks = IntStream.range(0, segments.rows).map(matching::matchedEdge).filter(cell -> cell >= 0).toArray();
        boolean[][] cover = matching.cover();
        int coverRows = 0;
        int coverColumns = 0;
        for (boolean in : cover[0]) {
            coverRows += in ? 1 : 0;
        }
        for (boolean in : cover[1]) {
            coverColumns += in ? 1 : 0;
        }
        for (int c = 0; c < m; c++) {
            if (!cover[0][segments.rowOf[c]] && !cover[1][segments.columnOf[c]]) {
                throw new IllegalStateException("the Koenig cover misses cell " + model.coordinates(c)[0] + ","
                        + model.coordinates(c)[1]);
            }
        }
        if (coverRows + coverColumns != size || rooks.length != size) {
            throw new IllegalStateException("matching of " + size + " with " + rooks.length + " rooks and a cover of "
                    + (coverRows + coverColumns) + " segments");
        }
        return SolveResult.builder().objective(Objective.MAX_INDEPENDENT).status(Status.OPTIMAL).value(size).bound(size)
                .solution(model.placement(rooks))
                .proof("Koenig: " + coverRows + " row and " + coverColumns + " column segments hold every cell and at most"
                        + " one rook each, so no " + (size + 1) + " rooks fit")
                .stat("rowSegments", segments.rows).stat("columnSegments", segments.columns)
                .stat("coverRows", coverRows).stat("coverColumns", coverColumns).build();
    }
}
