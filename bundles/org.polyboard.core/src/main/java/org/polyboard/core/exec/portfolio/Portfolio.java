package org.polyboard.core.exec.portfolio;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.core.exec.units.PlanRunner;
import org.polyboard.core.verify.ResultCheck;
import org.polyboard.core.verify.Verifier;

/**
 * The state of the two solvers of a portfolio side by side (see {@link PortfolioPolicy}): the strongest bound either
 * proved, the value an exhaustive round is deciding, the partner's best verified solution, whether a verified
 * solution met the proven bound (the job is then settled: its answer is known), and whether the heuristic lead handed
 * over its places to an exact partner. The lead's best solution is the job's, read through {@code leadBest}. Every
 * decision that depends on time follows the policy, at the time {@code clock} gives. Thread-safe: both solvers call in
 * from their threads.
 */
public final class Portfolio {

    private static final long NONE = Long.MIN_VALUE;

    private final PortfolioPolicy policy;
    private final LongSupplier clock;
    private final Problem problem;
    private final Objective objective;
    private final boolean exactPartner;
    private final int share;
    private final long limitMillis;
    private final Supplier<Optional<Placement>> leadBest;

    private volatile long provenBound = NONE;
    private volatile long deciding = NONE;
    private volatile Placement partnerBest;
    /** The value of {@link #partnerBest} when it is a whole number, else {@code NONE}; read on every stop check. */
    private volatile long partnerWhole = NONE;
    private volatile boolean settled;
    private volatile long leadNewsMillis = -1;
    private volatile long partnerStartMillis = -1;
    private volatile long partnerNewsMillis = -1;
    private volatile long handoverMillis = -1;
    /** Whether the lead returned: an exact partner still at work then takes the job's whole share. */
    private volatile boolean leadEnded;
    /** What an exact partner last said of its search, shown after the lead's progress until a hand-over; or null. */
    private volatile String partnerNote;
    /** The round an exact partner's work units are running, once it runs units. */
    private volatile Supplier<Optional<PlanRunner.Round>> partnerRound = Optional::empty;

    /**
     * @param clock milliseconds since the job started
     * @param exactPartner whether the partner is an exact solver beside a heuristic lead, which may then hand over
     * @param share the job's places on the shared executor, all of which an exact partner takes after a hand-over
     * @param limitMillis the job's time limit, 0 for none
     * @param leadBest the lead's best solution, verified
     */
    public Portfolio(PortfolioPolicy policy, LongSupplier clock, Problem problem, boolean exactPartner, int share,
            long limitMillis, Supplier<Optional<Placement>> leadBest) {
        this.policy = policy;
        this.clock = clock;
        this.problem = problem;
        this.objective = problem.instance().objective();
        this.exactPartner = exactPartner;
        this.share = share;
        this.limitMillis = limitMillis;
        this.leadBest = leadBest;
    }

    public PortfolioPolicy policy() {
        return policy;
    }

    /** The job's time limit in milliseconds, 0 for none. */
    public long limitMillis() {
        return limitMillis;
    }

    /** Whether the partner is an exact solver beside a heuristic lead. */
    public boolean exactPartner() {
        return exactPartner;
    }

    /** Milliseconds since the job started. */
    long now() {
        return clock.getAsLong();
    }

    /** The lead reported a solution (the job keeps it and verifies it for {@code leadBest}). */
    public void leadIncumbent(Placement placement) {
        leadNewsMillis = now();
        settle(placement);
    }

    /** The partner started its search. */
    void partnerStarted() {
        long now = now();
        partnerStartMillis = now;
        partnerNewsMillis = now;
    }

    /** When the partner started, in milliseconds since the job started; −1 while it has not. */
    public long partnerStartMillis() {
        return partnerStartMillis;
    }

    /** The partner reported a solution: kept when valid and better than its earlier ones. */
    void partnerIncumbent(Placement placement) {
        partnerNewsMillis = now();
        offerPartner(placement);
    }

    /** A solution of the partner's: kept when valid and better than its best so far; it may settle the job. */
    void offerPartner(Placement placement) {
        if (placement == null || !ResultCheck.placement(problem, objective, placement).valid()) {
            return;
        }
        Fraction value = Verifier.value(objective, placement);
        synchronized (this) {
            Placement now = partnerBest;
            if (now != null && !better(value, Verifier.value(objective, now), objective)) {
                return;
            }
            partnerBest = placement;
            partnerWhole = value.denominator() == 1 ? value.numerator() : NONE;
        }
        settle(placement);
    }

    /** The partner's best verified solution, or {@code null}. */
    public Placement partnerBest() {
        return partnerBest;
    }

    /** The value of the partner's best verified solution when it is a whole number: what the lead sees beside it. */
    public OptionalLong partnerValue() {
        long value = partnerWhole;
        return value == NONE ? OptionalLong.empty() : OptionalLong.of(value);
    }

    /** The value of the lead's best verified solution when it is a whole number: what the partner sees beside it. */
    public OptionalLong leadValue() {
        Optional<Placement> lead = leadBest.get();
        if (lead.isEmpty()) {
            return OptionalLong.empty();
        }
        Fraction value = Verifier.value(objective, lead.get());
        return value.denominator() == 1 ? OptionalLong.of(value.numerator()) : OptionalLong.empty();
    }

    /** Either solver proved {@code bound}; the stronger one is kept, and a solution meeting it settles the job. */
    public void bound(long bound) {
        synchronized (this) {
            long now = provenBound;
            if (now == NONE || (objective.minimising() ? bound > now : bound < now)) {
                provenBound = bound;
            }
        }
        leadBest.get().ifPresent(this::settle);
        settle(partnerBest);
    }

    /** An exhaustive round of either exact solver decides whether {@code value} can be reached. */
    public void searching(long value) {
        deciding = value;
    }

    /** Whether a verified solution met a proven bound: the job's answer is known, and both solvers stop. */
    public boolean settled() {
        return settled;
    }

    private void settle(Placement placement) {
        long bound = provenBound;
        if (placement == null || bound == NONE || settled) {
            return;
        }
        Fraction value = Verifier.value(objective, placement);
        if (value.denominator() == 1 && value.numerator() == bound
                && ResultCheck.placement(problem, objective, placement).valid()) {
            settled = true;
        }
    }

    /**
     * Whether a solution of {@code value} (none: no) is one step from what an exact search settled: the next better
     * value is the bound proven so far, or the value an exhaustive round is deciding.
     */
    boolean oneStepFromProof(OptionalLong value) {
        if (value.isEmpty()) {
            return false;
        }
        long next = objective.minimising() ? value.getAsLong() - 1 : value.getAsLong() + 1;
        return next == provenBound || next == deciding;
    }

    /** Whether a heuristic partner has stalled and should give its place back. */
    boolean partnerStalled() {
        return policy.partnerStalled(now(), partnerStartMillis, partnerNewsMillis, oneStepFromProof(partnerValue()));
    }

    /**
     * Whether the heuristic lead has handed its places over to the exact partner (see {@link PortfolioPolicy}); once
     * it has, it stays so. Always false beside a heuristic partner. Cheap: polled on every stop check of the lead.
     */
    public boolean leadHandedOver() {
        if (!exactPartner) {
            return false;
        }
        if (handoverMillis >= 0) {
            return true;
        }
        long now = now();
        if (policy.leadHandsOver(now, leadNewsMillis, limitMillis, () -> oneStepFromProof(leadValue()),
                // before the hand-over the partner's units have one place, after it the share
                () -> partnerRound.get().map(r -> policy.roundMayEnd(r.ran(), r.left(), r.millis(), limitMillis - now,
                        1, share)).orElse(true))) {
            synchronized (this) {
                if (handoverMillis < 0) {
                    handoverMillis = now;
                }
            }
            return true;
        }
        return false;
    }

    /**
     * The exact partner runs its rounds as work units on {@code runner}: before the lead hands over, the round under
     * way must be able to end in the time left ({@link PortfolioPolicy#roundMayEnd}).
     */
    void partnerUnits(PlanRunner runner) {
        partnerRound = runner::current;
    }

    /** When the lead handed over, in milliseconds since the job started; −1 if it did not. */
    public long handoverMillis() {
        return handoverMillis;
    }

    /** The lead returned; an exact partner still at work takes the job's whole share for what it has left. */
    public void leadEnded() {
        leadEnded = true;
    }

    /** Whether the lead returned ({@link #leadEnded}). */
    public boolean leadReturned() {
        return leadEnded;
    }

    /**
     * The places an exact partner's work units take: the job's share once the lead handed over or returned, else
     * one.
     */
    int partnerTasks() {
        return leadEnded || leadHandedOver() ? share : 1;
    }

    /** An exact partner's note on its search, shown after the lead's progress until a hand-over. */
    void partnerNote(String note) {
        partnerNote = note;
    }

    /** The lead's progress message with the exact partner's note after it, until the lead hands over. */
    public String leadMessage(String message) {
        String note = handoverMillis >= 0 ? null : partnerNote;
        String text = message == null ? "" : message;
        if (note == null) {
            return text;
        }
        return text.isEmpty() ? note : text + "; " + note;
    }

    /**
     * The best value to show beside a solver's own {@code best} (a number, or "-" or {@code null} for none): the
     * partner's verified value when that is better, as the job's best is.
     */
    public String shownBest(String best) {
        OptionalLong value = partnerValue();
        return value.isEmpty() ? best : preferred(best, value.getAsLong(), !objective.minimising());
    }

    /**
     * The bound to show beside a solver's own {@code bound} (a number, or "-" or {@code null} for none): the bound
     * proven in the portfolio when that is stronger (higher when minimising, lower when maximising).
     */
    public String shownBound(String bound) {
        long proven = provenBound;
        return proven == NONE ? bound : preferred(bound, proven, objective.minimising());
    }

    /** {@code shown}, or {@code other} when that is higher ({@code higher}) or lower; a shown non-number stays. */
    private static String preferred(String shown, long other, boolean higher) {
        Fraction own = null;
        if (shown != null && !shown.equals("-")) {
            try {
                own = Fraction.parse(shown);
            } catch (RuntimeException e) {
                return shown;
            }
        }
        Fraction candidate = Fraction.of(other);
        boolean replace = own == null || (higher ? candidate.compareTo(own) > 0 : candidate.compareTo(own) < 0);
        return replace ? candidate.toString() : shown;
    }

    /** Whether {@code candidate} is a better value than {@code incumbent} ({@code null}: none) for {@code objective}. */
    static boolean better(Fraction candidate, Fraction incumbent, Objective objective) {
        if (incumbent == null) {
            return true;
        }
        int c = candidate.compareTo(incumbent);
        return objective.minimising() ? c < 0 : c > 0;
    }
}
