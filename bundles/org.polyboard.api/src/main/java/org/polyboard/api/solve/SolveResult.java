package org.polyboard.api.solve;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;

/**
 * The outcome of one solve. A solver fills in what it found (status, value, bound, solutions, counts,
 * proof, statistics); the {@link SolveService} adds what it knows (family, parameters, solver, verified,
 * millis). Immutable; build with {@link #builder()} or {@link #toBuilder()}.
 *
 * @param family the family id
 * @param params the instance parameters
 * @param objective the objective solved
 * @param solver the solver id
 * @param status how the solve ended
 * @param value the objective value of the best solution (or the LP optimum), or {@code null}
 * @param bound the best proven bound on the optimum, or {@code null}
 * @param solutions the solutions found (one, or all when enumerating, as far as kept)
 * @param solutionCount the number of optimal solutions when enumerating, else {@code null}
 * @param distinctUpToSymmetry that number up to the symmetry group of the board, else {@code null}
 * @param verified whether every reported solution passed the independent verifier
 * @param millis wall-clock time of the solve
 * @param proof why the status is {@code OPTIMAL} or {@code INFEASIBLE} (e.g. "search exhausted"), or {@code ""}
 * @param message an error message, a certificate or a remark, or {@code ""}
 * @param stats solver statistics (nodes, iterations, …) in a stable order
 * @param certificate for {@link Objective#FRACTIONAL_DOMINATION}: a fractional packing (weights with every
 *     closed neighbourhood summing to at most 1) whose total equals the value, proving it optimal by LP
 *     duality; otherwise {@code null}
 */
public record SolveResult(
        String family,
        Map<String, String> params,
        Objective objective,
        String solver,
        Status status,
        Fraction value,
        Fraction bound,
        List<Placement> solutions,
        Long solutionCount,
        Long distinctUpToSymmetry,
        boolean verified,
        long millis,
        String proof,
        String message,
        Map<String, String> stats,
        Placement certificate) {

    /**
     * The statistic that says what the bound of a result that is not optimal rests on (for example "exhaustive search:
     * no dominating set of 10 pieces"), so that a job whose other solver meets that bound can say why in its proof.
     *
     * @since 2.1
     */
    public static final String BOUND_PROOF = "boundProof";

    public SolveResult {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
        solutions = List.copyOf(solutions);
        stats = Collections.unmodifiableMap(new LinkedHashMap<>(stats));
        proof = proof == null ? "" : proof;
        message = message == null ? "" : message;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A result that only reports a status and message, e.g. for {@link Status#ERROR}. */
    public static SolveResult of(Status status, String message) {
        return builder().status(status).message(message).build();
    }

    /**
     * Whether this result holds no placement for the verifier to check (INFEASIBLE, or stopped before one was
     * found), so that {@link #verified()} says nothing about it: shown as "-", not as a failed check, on the very
     * line a refutation is cited from.
     *
     * @since 2.1
     */
    public boolean nothingToVerify() {
        return solutions.isEmpty() && !verified;
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.family = family;
        b.params = new LinkedHashMap<>(params);
        b.objective = objective;
        b.solver = solver;
        b.status = status;
        b.value = value;
        b.bound = bound;
        b.solutions = new ArrayList<>(solutions);
        b.solutionCount = solutionCount;
        b.distinctUpToSymmetry = distinctUpToSymmetry;
        b.verified = verified;
        b.millis = millis;
        b.proof = proof;
        b.message = message;
        b.stats = new LinkedHashMap<>(stats);
        b.certificate = certificate;
        return b;
    }

    /** Whether a solution was found (and so a value is reported). */
    public boolean hasSolution() {
        return !solutions.isEmpty();
    }

    /** Builds {@link SolveResult}s. Not thread-safe. */
    public static final class Builder {
        private String family = "";
        private Map<String, String> params = new LinkedHashMap<>();
        private Objective objective;
        private String solver = "";
        private Status status = Status.ERROR;
        private Fraction value;
        private Fraction bound;
        private List<Placement> solutions = new ArrayList<>();
        private Long solutionCount;
        private Long distinctUpToSymmetry;
        private boolean verified;
        private long millis;
        private String proof = "";
        private String message = "";
        private Map<String, String> stats = new LinkedHashMap<>();
        private Placement certificate;

        private Builder() {
        }

        public Builder family(String family) {
            this.family = family;
            return this;
        }

        public Builder params(Map<String, String> params) {
            this.params = new LinkedHashMap<>(params);
            return this;
        }

        public Builder objective(Objective objective) {
            this.objective = objective;
            return this;
        }

        public Builder solver(String solver) {
            this.solver = solver;
            return this;
        }

        public Builder status(Status status) {
            this.status = status;
            return this;
        }

        public Builder value(Fraction value) {
            this.value = value;
            return this;
        }

        public Builder value(long value) {
            return value(Fraction.of(value));
        }

        public Builder bound(Fraction bound) {
            this.bound = bound;
            return this;
        }

        public Builder bound(long bound) {
            return bound(Fraction.of(bound));
        }

        public Builder solutions(List<Placement> solutions) {
            this.solutions = new ArrayList<>(solutions);
            return this;
        }

        public Builder solution(Placement solution) {
            this.solutions.add(solution);
            return this;
        }

        public Builder solutionCount(Long count) {
            this.solutionCount = count;
            return this;
        }

        public Builder distinctUpToSymmetry(Long count) {
            this.distinctUpToSymmetry = count;
            return this;
        }

        public Builder verified(boolean verified) {
            this.verified = verified;
            return this;
        }

        public Builder millis(long millis) {
            this.millis = millis;
            return this;
        }

        public Builder proof(String proof) {
            this.proof = proof;
            return this;
        }

        public Builder message(String message) {
            this.message = message;
            return this;
        }

        public Builder stat(String key, Object value) {
            this.stats.put(key, String.valueOf(value));
            return this;
        }

        public Builder certificate(Placement certificate) {
            this.certificate = certificate;
            return this;
        }

        public SolveResult build() {
            return new SolveResult(family, params, objective, solver, status, value, bound, solutions,
                    solutionCount, distinctUpToSymmetry, verified, millis, proof, message, stats, certificate);
        }
    }
}
