package org.polyboard.core.verify;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Verification;

/**
 * Checks everything a result claims about its problem with the {@link Verifier}: every solution (on the board,
 * covering or independent as the objective asks, of the claimed value unless the solutions are an enumeration,
 * invariant under the asked symmetry, of the asked size) and the LP certificate. The one place where a result's
 * solutions are checked, for solvers' results and for results read back.
 */
public final class ResultCheck {

    /**
     * What was found wrong, if anything.
     *
     * @param solution the 1-based index of the first invalid solution, 0 for the certificate, −1 when all is valid
     * @param message the verifier's one line
     */
    public record Outcome(int solution, String message) {

        public boolean valid() {
            return solution < 0;
        }
    }

    private ResultCheck() {
    }

    /** Checks {@code result}'s solutions and certificate against {@code problem} for {@code objective}. */
    public static Outcome check(Problem problem, Objective objective, SolveResult result) {
        int index = 0;
        for (Placement placement : result.solutions()) {
            index++;
            Verification v = Verifier.check(problem.board(), problem.piece(), objective, placement,
                    result.solutionCount() == null ? result.value() : null, problem.symmetry().orElse(null),
                    problem.size().orElse(null));
            if (!v.valid()) {
                return new Outcome(index, v.message());
            }
        }
        if (result.certificate() != null) {
            Verification v = Verifier.checkPacking(problem.board(), problem.piece(), result.certificate(), result.value());
            if (!v.valid()) {
                return new Outcome(0, v.message());
            }
        }
        return new Outcome(-1, "");
    }

    /** Checks one placement (a solver's incumbent) for {@code objective}, with the problem's symmetry and size. */
    public static Verification placement(Problem problem, Objective objective, Placement placement) {
        return Verifier.check(problem.board(), problem.piece(), objective, placement, null,
                problem.symmetry().orElse(null), problem.size().orElse(null));
    }
}
