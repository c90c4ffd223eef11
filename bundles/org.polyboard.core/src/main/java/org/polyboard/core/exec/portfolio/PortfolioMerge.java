package org.polyboard.core.exec.portfolio;

import java.util.List;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.verify.ResultCheck;
import org.polyboard.core.verify.Verifier;

/**
 * The result of a portfolio from what its two solvers returned: the better verified solution, the stronger bound,
 * OPTIMAL when they meet, and a proof line and message that say whose solution and whose bound the answer rests on.
 * A function of its arguments alone.
 */
public final class PortfolioMerge {

    /** The statistic naming the partner that ran beside the job's solver. */
    public static final String PORTFOLIO = "portfolio";
    /** When the partner started, in milliseconds since the job started. */
    public static final String PORTFOLIO_START_MILLIS = "portfolioStartMillis";
    /** The value of the partner's best verified solution. */
    public static final String PORTFOLIO_VALUE = "portfolioValue";
    /** When the heuristic lead handed its places over to the exact partner, in milliseconds since the job started. */
    public static final String HANDOVER_MILLIS = "handoverMillis";

    private PortfolioMerge() {
    }

    /** What the partner did: its id, when it started (−1: never), its result (or null) and best verified solution. */
    public record PartnerOutcome(String id, long startMillis, SolveResult result, Placement best, long handoverMillis) {
    }

    /**
     * Merges {@code raw}, the lead's result (solver {@code lead}), with the partner's {@code outcome}. A lead's proven,
     * infeasible or failed result stands as it is.
     */
    public static SolveResult merge(Problem problem, SolveResult raw, String lead, PartnerOutcome outcome) {
        if (decided(raw) || outcome.startMillis() < 0) {
            return raw;
        }
        String partner = outcome.id();
        SolveResult other = outcome.result();
        Objective objective = problem.instance().objective();
        SolveResult.Builder merged = raw.toBuilder().stat(PORTFOLIO, partner)
                .stat(PORTFOLIO_START_MILLIS, outcome.startMillis());
        if (other != null) {
            // the split of the partner's search, when the lead did not split its own
            for (String key : List.of(Checkpoints.SUBPROBLEMS, Checkpoints.RESUMED)) {
                String value = other.stats().get(key);
                if (value != null && !raw.stats().containsKey(key)) {
                    merged.stat(key, value);
                }
            }
        }
        if (outcome.handoverMillis() >= 0) {
            merged.stat(HANDOVER_MILLIS, outcome.handoverMillis());
        }
        if (other != null && other.status() == Status.OPTIMAL && !other.solutions().isEmpty()
                && ResultCheck.placement(problem, objective, other.solutions().get(0)).valid()) {
            return merged.status(Status.OPTIMAL).value(other.value()).bound(other.bound())
                    .solutions(List.of(other.solutions().get(0))).stat(PORTFOLIO_VALUE, other.value())
                    .proof(other.proof() + " (" + partner + ", run beside " + lead + ")")
                    .message("the solution shown was found by " + partner + ", run beside " + lead).build();
        }
        // the partner's best: its result's solution or the best it reported on the way, verified
        Placement theirs = outcome.best();
        Fraction theirValue = theirs == null ? null : Verifier.value(objective, theirs);
        if (other != null && !other.solutions().isEmpty() && other.value() != null
                && (theirValue == null || Portfolio.better(other.value(), theirValue, objective))
                && ResultCheck.placement(problem, objective, other.solutions().get(0)).valid()) {
            theirs = other.solutions().get(0);
            theirValue = other.value();
        }
        Fraction value = raw.value();
        String finder = lead;
        if (theirs != null) {
            merged.stat(PORTFOLIO_VALUE, theirValue);
            if (Portfolio.better(theirValue, value, objective)) {
                merged.value(theirValue).solutions(List.of(theirs));
                value = theirValue;
                finder = partner;
            }
        }
        Fraction bound = raw.bound();
        String bounder = lead;
        String boundNote = boundNote(raw);
        if (other != null && other.bound() != null && (bound == null || Portfolio.better(bound, other.bound(), objective))) {
            bound = other.bound();
            bounder = partner;
            boundNote = boundNote(other);
            merged.bound(bound);
        }
        String found = "the solution shown was found by " + finder + (finder.equals(lead) ? "" : ", run beside " + lead);
        if (value != null && bound != null && bound.compareTo(value) == 0) {
            return merged.status(Status.OPTIMAL)
                    .proof("the solution of " + finder + " meets the bound of " + bounder + "'s search"
                            + (boundNote.isEmpty() ? "" : " (" + boundNote + ")"))
                    .message(found).build();
        }
        if (finder.equals(lead) && bounder.equals(lead)) {
            return merged.build();
        }
        boolean theirReason = !bounder.equals(lead) && !boundNote.isEmpty();
        if (theirReason) {
            merged.stat(SolveResult.BOUND_PROOF, boundNote);
        }
        String note = finder.equals(lead) ? "the bound is " + bounder + "'s, run beside " + lead
                + (theirReason ? " (" + boundNote + ")" : "") : found;
        return merged.message(raw.message().isEmpty() ? note : raw.message() + "; " + note).build();
    }

    /** The lead's result when the partner did not end in time: it stands, with the partner named. */
    public static SolveResult partnerLate(SolveResult raw, String partner) {
        return raw.toBuilder().stat(PORTFOLIO, partner + " (did not end in time)").build();
    }

    /**
     * The heuristic lead's result when the exact partner beside it, in a job without a time limit, did not end within
     * {@code waitedMillis} after the lead: it stands, with a note that says so and how to give the search longer.
     */
    public static SolveResult partnerLateUnlimited(SolveResult raw, String partner, long waitedMillis) {
        String note = "the exact search of " + partner + " beside it did not end within " + (waitedMillis + 500) / 1000
                + " s after it; with a time limit it runs to the limit";
        return partnerLate(raw, partner).toBuilder()
                .message(raw.message().isEmpty() ? note : raw.message() + "; " + note).build();
    }

    /** Whether the lead's result stands whatever the partner did: proven, infeasible, or failed. */
    public static boolean decided(SolveResult raw) {
        return raw.status() == Status.OPTIMAL || raw.status() == Status.INFEASIBLE || raw.status() == Status.ERROR;
    }

    /** What {@code result}'s bound rests on: its {@link SolveResult#BOUND_PROOF} statistic, else its message. */
    private static String boundNote(SolveResult result) {
        return result.stats().getOrDefault(SolveResult.BOUND_PROOF, result.message());
    }
}
