package org.polyboard.core.exec.portfolio;

import java.util.function.BooleanSupplier;

/**
 * Every rule and time of a portfolio, as pure functions of the times it reads (milliseconds since the job started).
 * A portfolio runs two solvers in one job: the lead, which the solver policy chose, and a partner beside it — a
 * heuristic beside an exact solver (its solutions may meet the exact bound before the exact search finds one), or an
 * exact solver beside a heuristic (its bound may prove the heuristic's solution optimal).
 * <ul>
 * <li><b>Head start.</b> The lead runs alone for {@link #headStartMillis}, or a tenth of the time limit when that is
 * less, so that a search that ends at once never shares the cores.</li>
 * <li><b>A heuristic partner stalls</b> when it goes {@link #stallMillis} without a better solution, and half the time
 * it has run: a local search improves ever more slowly, so the patience grows with the run and never costs more than
 * the run had taken. Once its best is one step from what the exact search proved or is deciding, the round under way
 * answers what it still looks for, with a proof, and {@link #lastStepStallMillis} is its patience instead. A stalled
 * partner stops and gives its place back to the exact search.</li>
 * <li><b>A heuristic lead hands over</b> its places to an exact partner when it stalls as a partner does and has gone
 * without news for {@link #handOverPatienceMillis} and a quarter of the time limit, but never more than
 * {@link #maxPatiences} patiences: a tabu search may need a long plateau to improve, so short runs keep it, and a long
 * run gives the exact search every place for the rest, unless, under a time limit, the partner's round under way
 * cannot end in the time left even with every place ({@link #roundMayEnd}): then the lead keeps its place and may
 * still improve, where the places handed over would be spent on a round stopped by the limit. One step from the
 * proof its patience alone holds it, or a
 * quarter of a time limit shorter than four patiences, and never more than {@link #ONE_STEP_FACTOR} times the time
 * the lead took to find its best (at least the time to stall): a lead that found its best at once and then went on
 * finding nothing better is unlikely to find the one step (on 24×24 queens `anneal` finds 13 in about a second and
 * never 12, which does not exist), while the exact search needs both places to refute it. A lead that reports no
 * solution never counts as stalled.</li>
 * <li><b>Places.</b> Beside an exact partner the lead keeps one place of its share free for the partner's work units;
 * once it has handed over, the partner's units take the whole share.</li>
 * </ul>
 * Measurements behind these times are in docs/architecture.md.
 */
public record PortfolioPolicy(long headStartMillis, long stallMillis, long lastStepStallMillis,
        long handOverPatienceMillis, int maxPatiences) {

    /** One step from the proof, a lead's patience is at most this many times the time it took to find its best. */
    static final int ONE_STEP_FACTOR = 10;

    /** The policy of every runtime: a second's head start, 5 s and 1 s to stall, a minute's patience, five at most. */
    public static final PortfolioPolicy DEFAULT = new PortfolioPolicy(1_000, 5_000, 1_000, 60_000, 5);

    /** This policy with another hand-over patience. */
    public PortfolioPolicy withHandOverPatience(long millis) {
        return new PortfolioPolicy(headStartMillis, stallMillis, lastStepStallMillis, millis, maxPatiences);
    }

    /** When the partner starts, under a time limit of {@code limitMillis} (0: none). */
    public long headStart(long limitMillis) {
        return limitMillis > 0 ? Math.min(headStartMillis, limitMillis / 10) : headStartMillis;
    }

    /**
     * Whether a heuristic partner that started at {@code started} and last reported a better solution at {@code news}
     * has stalled at {@code now}; {@code oneStep}: its best is one step from the exact search's bound or round.
     */
    public boolean partnerStalled(long now, long started, long news, boolean oneStep) {
        return stalled(now, started, news, oneStep ? lastStepStallMillis : stallMillis);
    }

    /**
     * Whether a heuristic lead that last reported a better solution at {@code news} (negative: never) hands over at
     * {@code now} under a time limit of {@code limitMillis} (0: none). {@code oneStep} is asked only when the answer
     * depends on it: whether the lead's best is one step from the exact partner's bound or round. Under a time limit
     * the lead also keeps its place while {@code roundMayEnd} says the exact partner's round under way cannot end in
     * the time left ({@link #roundMayEnd(int, int, long, long, int, int)}).
     */
    public boolean leadHandsOver(long now, long news, long limitMillis, BooleanSupplier oneStep,
            BooleanSupplier roundMayEnd) {
        if (news < 0 || !stalled(now, 0, news, stallMillis)) {
            return false;
        }
        long quiet = now - news;
        long patience = Math.max(handOverPatienceMillis, Math.min(limitMillis / 4, maxPatiences * handOverPatienceMillis));
        long oneStepPatience = Math.min(limitMillis > 0 ? Math.min(handOverPatienceMillis, limitMillis / 4)
                : handOverPatienceMillis, Math.max(stallMillis, ONE_STEP_FACTOR * news));
        return (quiet > patience || quiet > oneStepPatience && oneStep.getAsBoolean())
                && (limitMillis <= 0 || roundMayEnd.getAsBoolean());
    }

    /**
     * Whether an exact partner's round that has run {@code millis} on {@code placesNow} places, finishing {@code ran}
     * units with {@code left} known and not done, may end within {@code remainingMillis} on {@code placesAfter}
     * places, at the rate it has had. Its units split as they run, so more become known than {@code left}: the
     * estimate errs towards ending, and a round it says cannot end cannot at that rate. A round younger than
     * {@link #stallMillis} may always end (too soon to tell); one older that has finished no unit may not.
     */
    public boolean roundMayEnd(int ran, int left, long millis, long remainingMillis, int placesNow, int placesAfter) {
        if (millis < stallMillis || left == 0) {
            return true;
        }
        if (ran == 0) {
            return false;
        }
        // left units at millis * placesNow / ran each on one place, placesAfter of them at once (exact in doubles)
        return (double) left * millis * placesNow <= (double) remainingMillis * ran * Math.max(1, placesAfter);
    }

    /** The lead's places on the shared executor, of the job's {@code share}: one fewer beside an exact partner. */
    public int leadTasks(int share, boolean exactPartner) {
        return exactPartner && share > 1 ? share - 1 : share;
    }

    /** No news for {@code patience} and for half the time since {@code started}. */
    static boolean stalled(long now, long started, long news, long patience) {
        return now - news > Math.max(patience, (now - started) / 2);
    }
}
