package org.polyboard.solver.construct.peaceable;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.board.Board;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;

/**
 * {@code construct-peaceable}: explicit peaceable-queens placements, without the attack model: Ainley's four
 * blobs on the board ({@link AinleyConstruction}, ⌊7n²/48⌋ for most n), the best plaid on the even torus
 * ({@link PlaidConstruction}) and the n-argyle on the odd torus ({@link ArgyleConstruction}). Lower bounds, not
 * proofs: results are {@link Status#FEASIBLE}, except that on boards where every two cells attack each other
 * (n ≤ 2, and the 3×3 torus) the empty placement is optimal.
 */
@Component(service = Solver.class, property = Solver.ID + "=" + PeaceableConstructionSolver.SOLVER_ID)
public final class PeaceableConstructionSolver implements Solver {

    static final String SOLVER_ID = "construct-peaceable";
    static final String FAMILY = "peaceable-queens";

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "peaceable-queens constructions: Ainley 7n^2/48 (board), plaid (even torus), argyle (odd torus)";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_PEACEABLE);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        if (!FAMILY.equals(problem.instance().family())) {
            return Optional.of("construct-peaceable only builds " + FAMILY + ", not " + problem.instance().family());
        }
        Board board = problem.board();
        if (!"queen".equals(problem.piece().id()) || board.dimension() != 2 || board.extent(0) != board.extent(1)
                || board.cellCount() != (long) board.extent(0) * board.extent(1)) {
            return Optional.of("construct-peaceable needs queens on a full n x n board or torus, not "
                    + problem.piece().id() + " on " + board.description());
        }
        if (options.all()) {
            return Optional.of("construct-peaceable builds one placement; it does not enumerate (--all)");
        }
        return Optional.empty();
    }


    /** A construction whose value is a lower bound only: after the local search on the boards it reaches. */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.CONSTRUCTION, true, Set.of(), List.of());
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        int n = problem.board().extent(0);
        boolean torus = problem.board().wraps();
        SolveResult.Builder result = SolveResult.builder().objective(Objective.MAX_PEACEABLE);
        if (n <= 2 || torus && n == 3) {
            return result.status(Status.OPTIMAL).value(0).bound(0).solution(Placement.of(List.of(), List.of()))
                    .proof("every two cells attack each other").build();
        }
        LineColouring colouring;
        String name;
        String text;
        if (!torus) {
            AinleyConstruction.Choice choice = AinleyConstruction.choose(n);
            colouring = AinleyConstruction.colouring(n, choice);
            name = "Ainley";
            text = choice.text();
            result.stat("floor(7n^2/48)", 7L * n * n / 48);
        } else if (n % 2 == 0) {
            PlaidConstruction.Choice plaid = PlaidConstruction.plaid(n);
            PlaidConstruction.Choice parity = PlaidConstruction.parity(n);
            PlaidConstruction.Choice choice = parity.value() > plaid.value() ? parity : plaid;
            colouring = PlaidConstruction.colouring(n, choice);
            name = choice == plaid ? "plaid" : "parity plaid";
            text = choice.text();
            result.stat("plaid", plaid.value()).stat("parity plaid", parity.value());
        } else {
            ArgyleConstruction.Choice choice = ArgyleConstruction.choose(n);
            colouring = ArgyleConstruction.colouring(n, choice);
            name = "argyle";
            text = choice.text();
        }
        Placement placement = colouring.placement();
        return result.status(Status.FEASIBLE).value(placement.size()).solution(placement)
                .stat("construction", name).stat("lines", text)
                .message(name + " construction: " + placement.size() + " queens of each colour").build();
    }
}
