package org.polyboard.solver.construct.toeplitz;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.solver.construct.Construction;

/**
 * Toeplitz queens for any n up to millions: the n-queens construction when n ≡ 0, 1 (mod 4), the counting
 * certificate when not, and the n − 1 placement on request ({@code queens=n-1}, or {@code queens=max}
 * when n queens do not fit); and the minimum (independent) domination, ⌈n/2⌉, with its placement and the
 * lower bound. Linear time and memory for the placements; never builds the attack model.
 */
public final class ToeplitzConstruction implements Construction {

    static final String SOURCE = "Szaniszlo, Tomova, Wyels, Discrete Math. 309 (2009)";

    @Override
    public String family() {
        return ToeplitzQuestion.FAMILY;
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_INDEPENDENT, Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        Optional<String> mismatch = ToeplitzQuestion.mismatch(problem);
        if (mismatch.isPresent()) {
            return mismatch;
        }
        if (options.all()) {
            return Optional.of("construct builds one placement and does not enumerate (--all)");
        }
        return Optional.empty();
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        ToeplitzQuestion question = ToeplitzQuestion.of(problem);
        int n = question.n();
        if (problem.instance().objective() != Objective.MAX_INDEPENDENT) {
            return domination(n);
        }
        boolean fits = ToeplitzPlacements.admissible(n);
        if (question.queens().equals(ToeplitzQuestion.QUEENS_N_MINUS_1)
                || question.queens().equals(ToeplitzQuestion.QUEENS_MAX) && !fits) {
            return nMinusOne(n, fits);
        }
        if (!fits) {
            return infeasible(n);
        }
        int[] queens = ToeplitzPlacements.queens(n);
        checked(n, queens);
        String sizes = IntStream.of(ToeplitzPlacements.chain(n)).mapToObj(Integer::toString)
                .collect(Collectors.joining(" > "));
        return SolveResult.builder().status(Status.OPTIMAL).value(n).bound(n).solution(placement(queens))
                .proof(n + " queens by the induction on n = 3r+s of " + SOURCE + " through the sizes " + sizes
                        + "; no more fit, one per row")
                .stat("sizes", sizes).build();
    }

    /**
     * ⌈n/2⌉ queens, independent, dominate; no fewer can: with k queens at least n − k rows R and n − k
     * columns C hold none, so every cell of R×C is attacked through its label and the k labels of the queens
     * must contain every |r − c|; the differences R − C are at least |R| + |C| − 1 ≥ 2(n − k) − 1 integers, at
     * most two of them per label, so n − k ≤ k. Serves both domination objectives.
     */
    static SolveResult domination(int n) {
        int[] queens = ToeplitzPlacements.dominating(n);
        checked(n, queens);
        String covers = ToeplitzPlacements.checkDomination(queens);
        if (!covers.isEmpty()) {
            throw new IllegalStateException("Toeplitz domination for n=" + n + " does not dominate: " + covers + ".");
        }
        int k = (n + 1) / 2;
        int t = n / 2;
        return SolveResult.builder().status(Status.OPTIMAL).value(k).bound(k).solution(placement(queens))
                .proof(k + " independent queens (2i," + (2 * t + 1) + "-2i), i=1.." + t + (n % 2 == 1 ? ", and (" + n + ","
                        + n + ")" : "") + " dominate: they hold the even rows, the odd columns and the odd labels 1.."
                        + Math.max(1, 2 * t - 1) + ", and a cell in an odd row and an even column has an odd label. "
                        + "No fewer: with k queens, at least n-k rows R and n-k columns C hold none, every cell of RxC needs "
                        + "its label |r-c| among the k labels of the queens, and R-C has at least 2(n-k)-1 differences, at "
                        + "most two per label, so n-k <= k, i.e. k >= " + k)
                .build();
    }

    /** The certificate that n queens do not fit, for n ≡ 2, 3 (mod 4). */
    static SolveResult infeasible(int n) {
        CountingCertificate certificate = CountingCertificate.of(n);
        return SolveResult.builder().status(Status.INFEASIBLE).bound(n - 1)
                .proof("counting certificate (" + SOURCE + "): n(2n^2+9n+1) = " + certificate.numerator() + " is "
                        + certificate.remainder() + " mod 12, not 0")
                .message(certificate.text() + " Maybe ask queens=n-1 or queens=max for " + (n - 1) + " queens.")
                .build();
    }

    private static SolveResult nMinusOne(int n, boolean fits) {
        int[] queens = ToeplitzPlacements.nMinusOne(n);
        checked(n, queens);
        SolveResult.Builder result = SolveResult.builder().value(n - 1).solution(placement(queens));
        if (fits) {
            return result.status(Status.FEASIBLE).bound(n)
                    .message((n - 1) + " queens by the explicit n-1 placement; " + n + " queens fit too (n = " + n % 4
                            + " mod 4): ask queens=n.")
                    .build();
        }
        CountingCertificate certificate = CountingCertificate.of(n);
        return result.status(Status.OPTIMAL).bound(n - 1)
                .proof((n - 1) + " queens by the explicit n-1 placement; " + n + " do not fit by the counting certificate ("
                        + SOURCE + "): n(2n^2+9n+1) = " + certificate.numerator() + " is " + certificate.remainder()
                        + " mod 12, not 0")
                .message(certificate.text())
                .build();
    }

    /** Re-checks a built placement in linear time; a failure is a bug in the construction. */
    private static void checked(int n, int[] queens) {
        String problem = ToeplitzPlacements.check(queens);
        if (!problem.isEmpty()) {
            throw new IllegalStateException("Toeplitz construction for n=" + n + " is invalid: " + problem + ".");
        }
    }

    static Placement placement(int[] queens) {
        List<int[]> cells = new ArrayList<>(queens.length);
        for (int i = 0; i < queens.length; i++) {
            if (queens[i] >= 0) {
                cells.add(new int[] {i, queens[i]});
            }
        }
        return Placement.of(cells);
    }
}
