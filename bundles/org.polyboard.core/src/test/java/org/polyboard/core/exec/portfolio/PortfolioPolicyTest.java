package org.polyboard.core.exec.portfolio;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The portfolio's rules as functions of time, at the edges where their answers change. */
class PortfolioPolicyTest {

    private final PortfolioPolicy policy = PortfolioPolicy.DEFAULT;

    @ParameterizedTest(name = "limit {0} ms: head start {1} ms")
    @CsvSource({"0, 1000", "60000, 1000", "10000, 1000", "4000, 400", "1500, 150"})
    void theHeadStartIsASecondOrATenthOfTheLimit(long limit, long headStart) {
        assertThat(policy.headStart(limit)).isEqualTo(headStart);
    }

    /** Started at 1 s; the last news at {@code news}; stalled from 5 s without news, or half the run. */
    @ParameterizedTest(name = "now {0}, news {1}, one step {2}: stalled {3}")
    @CsvSource({
        "6000, 1000, false, false", "6001, 1000, false, true",
        "14999, 9000, false, false", "17000, 9000, false, false", "17001, 9000, false, true",
        "2000, 1000, true, false", "2001, 1000, true, true"})
    void aHeuristicPartnerStallsAfterFiveSecondsOrHalfItsRunOrOneSecondOneStepFromTheProof(long now, long news,
            boolean oneStep, boolean stalled) {
        assertThat(policy.partnerStalled(now, 1_000, news, oneStep)).isEqualTo(stalled);
    }

    /** The lead's last news at 0. */
    @ParameterizedTest(name = "patience {0}, limit {1}, one step {2}: hands over after {3} ms")
    @CsvSource({
        "2000, 20000, false, 5000",     // a quarter of the limit
        "2000, 40000, true, 5000",      // one step: the patience alone, once stalled (5 s)
        "2000, 40000, false, 10000",    // a quarter of the limit
        "30000, 20000, true, 5000",     // one step under a short limit: a quarter of it
        "1000, 200000, false, 5000",    // five patiences at most
        "60000, 0, false, 60000",       // no limit: the patience
        "60000, 0, true, 5000"})        // one step, the best found at once: stalled is enough
    void aHeuristicLeadHandsOverAfterItsPatience(long patience, long limit, boolean oneStep, long quiet) {
        PortfolioPolicy rules = policy.withHandOverPatience(patience);
        assertThat(rules.leadHandsOver(quiet, 0, limit, () -> oneStep, () -> true)).as("at %d", quiet).isFalse();
        assertThat(rules.leadHandsOver(quiet + 1, 0, limit, () -> oneStep, () -> true)).as("at %d", quiet + 1)
                .isTrue();
    }

    /**
     * One step from the proof, the lead that found its best at {@code news} keeps its places for ten times that
     * (at least until it stalls), if its patience and the limit leave it so long; not one step from it, the patience.
     */
    @ParameterizedTest(name = "news {0}, limit {1}, one step {2}: hands over at {3} ms")
    @CsvSource({
        "1300, 300000, true, 14300",    // 24x24 queens: anneal finds 13 at once; ten times that after it
        "1300, 0, true, 14300",         // no limit
        "300, 0, true, 5300",           // the stall time: 5 s without news
        "20000, 300000, true, 80000",   // at most the patience (a minute) after the news
        "20000, 100000, true, 45000",   // a quarter of the limit
        "1300, 300000, false, 76300"})  // not one step: a quarter of the limit
    void oneStepFromTheProofTheLeadKeepsItsPlacesTenTimesWhatItsBestTook(long news, long limit, boolean oneStep,
            long at) {
        assertThat(policy.leadHandsOver(at, news, limit, () -> oneStep, () -> true)).as("at %d", at).isFalse();
        assertThat(policy.leadHandsOver(at + 1, news, limit, () -> oneStep, () -> true)).as("at %d", at + 1).isTrue();
    }

    /**
     * Under a time limit the lead keeps its place while the partner's round cannot end in the time left with the
     * places handed over, at the rate it has had: on one place, {@code ran} units in {@code millis}, {@code left} to
     * run, {@code remaining} ms left, two places after.
     */
    @ParameterizedTest(name = "ran {0} in {1} ms, {2} left, {3} ms to go: may end {4}")
    @CsvSource({
        "600, 13000, 2400, 285000, true",   // 24x24 queens at its hand-over: about 26 s on two places
        "600, 13000, 2400, 26000, true",    // 21.7 ms a unit on one place, 10.8 on two: 26 s
        "600, 13000, 2400, 25999, false",
        "300, 150000, 40000, 450000, false", // 48x48 queens: a round of days
        "0, 4999, 1000, 1000, true",        // too soon to tell
        "0, 5000, 1000, 1000000, false",    // five seconds without a unit done
        "10, 60000, 0, 1, true"})           // nothing left to run
    void aRoundThatCannotEndInTheTimeLeftKeepsTheLead(int ran, long millis, int left, long remaining, boolean mayEnd) {
        assertThat(policy.roundMayEnd(ran, left, millis, remaining, 1, 2)).isEqualTo(mayEnd);
        // a lead without news since 0, past its patience under a limit of ten minutes
        assertThat(policy.leadHandsOver(300_000, 0, 600_000, () -> false,
                () -> policy.roundMayEnd(ran, left, millis, remaining, 1, 2))).isEqualTo(mayEnd);
        // without a limit there is no time left to weigh
        assertThat(policy.leadHandsOver(300_000, 0, 0, () -> false, () -> false)).isTrue();
    }

    @ParameterizedTest(name = "news {0}: never hands over")
    @CsvSource({"-1"})
    void aLeadThatReportedNothingNeverHandsOver(long news) {
        assertThat(policy.leadHandsOver(1_000_000, news, 0, () -> true, () -> true)).isFalse();
    }

    @ParameterizedTest(name = "share {0}, exact partner {1}: {2} for the lead")
    @CsvSource({"2, true, 1", "1, true, 1", "4, true, 3", "2, false, 2"})
    void theLeadLeavesOnePlaceToAnExactPartner(int share, boolean exact, int lead) {
        assertThat(policy.leadTasks(share, exact)).isEqualTo(lead);
    }
}
