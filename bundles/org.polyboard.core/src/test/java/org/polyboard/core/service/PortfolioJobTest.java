package org.polyboard.core.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.boards.BoxBoardFactory;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.boards.TorusBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.core.exec.FakeClock;
import org.polyboard.core.exec.portfolio.PortfolioPolicy;
import org.polyboard.core.journal.Journal;
import org.polyboard.family.knights.KnightCoverFamily;
import org.polyboard.pieces.Knight;
import org.polyboard.pieces.Queen;
import org.polyboard.solver.greedy.GreedySolver;

/**
 * With no solver named, a heuristic runs beside the exact solver the policy chose in a portfolio (and, with a time
 * limit, an exact solver beside a heuristic): the job ends as soon as the heuristic's solution meets the bound the exact
 * solver proved, optimal; otherwise it ends with the better of the two solutions and the exact solver's bound. Time is
 * a {@link FakeClock} the test moves: every time below is test time, decided exactly, on any machine.
 */
@Timeout(60)
class PortfolioJobTest {

    /** Four knights on the centre of 4x4 cover it; the optimum (OEIS A006075). */
    private static final Placement CENTRE = Placement.of(List.of(new int[] {1, 1}, new int[] {1, 2}, new int[] {2, 1},
            new int[] {2, 2}));
    /** Eight knights on the first two rows cover 4x4 too. */
    private static final Placement TWO_ROWS = Placement.of(List.of(new int[] {0, 0}, new int[] {0, 1}, new int[] {0, 2},
            new int[] {0, 3}, new int[] {1, 0}, new int[] {1, 1}, new int[] {1, 2}, new int[] {1, 3}));
    /** The centre and a corner: five knights, one above the optimum. */
    private static final Placement CENTRE_AND_CORNER = Placement.of(List.of(new int[] {0, 0}, new int[] {1, 1},
            new int[] {1, 2}, new int[] {2, 1}, new int[] {2, 2}));

    private final FakeClock clock = new FakeClock();
    private Assembly assembly = assembly(0);

    private Assembly assembly(int threads) {
        return new Assembly(threads, clock).add(new KnightCoverFamily(), new RectBoardFactory(),
                new TorusBoardFactory(), new BoxBoardFactory(), new Knight(), new Queen(), new GreedySolver());
    }

    /** Two threads and a hand-over patience of {@code patience}: a heuristic lead may hand over to its partner. */
    private void twoThreads(long patience) {
        assembly.close();
        assembly = assembly(2);
        assembly.runner().portfolioPolicy(PortfolioPolicy.DEFAULT.withHandOverPatience(patience));
    }

    @AfterEach
    void tearDown() {
        assembly.close();
    }

    private Job start(String solver, long timeoutMillis) {
        return start(solver, new SolveOptions(false, timeoutMillis), null);
    }

    private Job start(String solver, SolveOptions options, java.util.function.Consumer<Progress> listener) {
        return assembly.service().submit(new SolveRequest("knight-cover", Map.of("n", "4"), solver, null, false, options,
                listener));
    }

    /**
     * Moves the clock to {@code millis} and waits until {@code lead} has looked at least once whether to stop at that
     * time: it must still be at work.
     */
    private void stillAt(long millis, Heuristic lead) {
        int before = lead.polls.get();
        clock.advanceTo(millis);
        FakeClock.await("the heuristic looks again", () -> lead.polls.get() > before + 1 || lead.stoppedAt.get() >= 0);
        assertThat(lead.stoppedAt.get()).as("still at work at " + millis).isEqualTo(-1);
    }

    /** Moves the clock to {@code millis} and waits for the job's result. */
    private SolveResult endAt(Job job, long millis) throws InterruptedException {
        clock.advanceTo(millis);
        return job.await();
    }

    @Test
    void aHeuristicSolutionMeetingTheProvenBoundEndsTheJobOptimal() throws Exception {
        Exact exact = assembly(new Exact(4, 1_000));
        assembly.add(new Heuristic(CENTRE));
        Job job = start(null, 20_000);
        FakeClock.await("the bound proven", () -> exact.bounded);
        SolveResult r = endAt(job, 1_000); // the partner's head start

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.solver()).isEqualTo("exact");
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.bound().numerator()).isEqualTo(4);
        assertThat(r.verified()).isTrue();
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
        assertThat(r.stats()).containsEntry("portfolio", "heuristic").containsEntry("portfolioValue", "4")
                .containsEntry("portfolioStartMillis", "1000");
        assertThat(r.millis()).as("ends when the bound is met, not at the time limit").isEqualTo(1_000);
    }

    private <T extends Solver> T assembly(T solver) {
        assembly.add(solver);
        return solver;
    }

    @Test
    void aHeuristicRunsBesideTheExactSolverAlsoWithoutATimeLimit() throws Exception {
        assembly.add(new Exact(4, 1_000));
        assembly.add(new Heuristic(CENTRE));
        SolveResult r = endAt(start(null, 0), 1_000);

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
        assertThat(r.stats()).containsEntry("portfolio", "heuristic");
    }

    /**
     * Without a time limit, an exact search of our own runs beside a heuristic lead near its home: the lead's cover
     * meeting its bound ends the job optimal, as under a limit.
     */
    @Test
    void anExactSearchRunsBesideAHeuristicLeadAlsoWithoutATimeLimit() throws Exception {
        // at home on 8 cells: the 16 of 4x4 are within 2.25 times that
        Exact exact = assembly(new Exact(4, 8));
        assembly.add(new Heuristic(CENTRE));
        Job job = start(null, 0);
        clock.advanceTo(1_000); // the partner's head start
        FakeClock.await("the bound proven", () -> exact.bounded);
        SolveResult r = job.await();

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
        assertThat(r.stats()).containsEntry("portfolio", "exact");
    }

    /**
     * Without a time limit, a heuristic lead that returns (as one that stops improving does) leaves the exact search
     * beside it as long again as the job ran (or the hand-over patience, when longer), with all the places, and no
     * more: the job then ends with the lead's answer and a line saying the exact search did not end.
     */
    @Test
    void withoutATimeLimitTheExactSearchGetsTheHeuristicsRunAgainAndNoMore() throws Exception {
        // a hand-over patience of 1 s: the wait is then the job's 1.5 s
        assembly.runner().portfolioPolicy(new PortfolioPolicy(1_000, 5_000, 1_000, 1_000, 5));
        Exact exact = assembly(new Exact(3, 8));
        Heuristic lead = assembly(new Heuristic(TWO_ROWS));
        lead.returnAt = 1_500;
        Job job = start(null, 0);
        clock.advanceTo(1_000);
        FakeClock.await("the bound proven", () -> exact.bounded);
        long start = System.nanoTime();
        SolveResult r = endAt(job, 1_500);

        assertThat(r.status()).isEqualTo(Status.FEASIBLE);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(r.stats()).containsEntry("portfolio", "exact (did not end in time)");
        assertThat(r.message()).endsWith("the exact search of exact beside it did not end within 2 s after it; with a"
                + " time limit it runs to the limit");
        assertThat(System.nanoTime() - start).as("waited as long as the job ran").isGreaterThanOrEqualTo(1_400_000_000L);
    }

    @Test
    void withoutAProofTheJobEndsWithTheBetterSolutionAndTheExactBound() throws Exception {
        assembly.add(new Exact(3, 1_000));
        Heuristic heuristic = assembly(new Heuristic(TWO_ROWS));
        Job job = start(null, 1_500);
        clock.advanceTo(150); // a tenth of the limit: the head start
        FakeClock.await("the heuristic's cover", () -> heuristic.reported.get() == 1);
        SolveResult r = endAt(job, 1_500);

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(r.bound().numerator()).isEqualTo(3);
        assertThat(r.verified()).isTrue();
        assertThat(r.message()).endsWith("the solution shown was found by heuristic, run beside exact");
    }

    /** The job's own solver is the heuristic: the bound of the exact search beside it says what it rests on. */
    @Test
    void aBoundFromTheExactSearchBesideTheHeuristicSaysWhatItRestsOn() throws Exception {
        Exact exact = assembly(new Exact(3, 4));
        assembly.add(new Heuristic(TWO_ROWS));
        Job job = start(null, 1_500);
        clock.advanceTo(150);
        FakeClock.await("the bound proven beside", () -> exact.bounded);
        SolveResult r = endAt(job, 1_500);

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.status()).isNotEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(r.bound().numerator()).isEqualTo(3);
        assertThat(r.stats()).containsEntry(SolveResult.BOUND_PROOF, "refuted 2 pieces");
        assertThat(r.message()).endsWith("the bound is exact's, run beside heuristic (refuted 2 pieces)");
    }

    @Test
    void aHeuristicBesideAnExactSolverStopsWhenItStopsImproving() throws Exception {
        assembly.add(new Exact(3, 1_000));
        Heuristic heuristic = assembly(new Heuristic(TWO_ROWS));
        long stall = PortfolioPolicy.DEFAULT.stallMillis();
        Job job = start(null, 10_000);
        clock.advanceTo(1_000);
        FakeClock.await("the heuristic's cover", () -> heuristic.reported.get() == 1);
        clock.advanceTo(1_000 + stall);
        clock.advanceTo(1_000 + stall + 1);
        FakeClock.await("the heuristic stopped", () -> heuristic.stoppedAt.get() >= 0);
        SolveResult r = endAt(job, 10_000);

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.value().numerator()).as("its solution stays the job's").isEqualTo(8);
        assertThat(r.bound().numerator()).isEqualTo(3);
        assertThat(heuristic.stoppedAt.get()).as("stopped once the stall time had passed, well before the time limit")
                .isEqualTo(stall + 1);
    }

    /**
     * Five knights found: one step from the bound 4, or, with the bound 3, from the round of the exact search that
     * decides 4 ({@link SolveContext#searching}): it stops after a second without news, not five.
     */
    @ParameterizedTest
    @CsvSource({"4, -1", "3, 4"})
    void aHeuristicOneStepFromTheProvenBoundOrTheRoundUnderWayStopsSooner(int bound, long deciding) throws Exception {
        Exact exact = assembly(new Exact(bound, 1_000, deciding));
        Heuristic heuristic = assembly(new Heuristic(CENTRE_AND_CORNER));
        long lastStep = PortfolioPolicy.DEFAULT.lastStepStallMillis();
        Job job = start(null, 4_000);
        FakeClock.await("the bound proven", () -> exact.bounded);
        clock.advanceTo(400);
        FakeClock.await("the heuristic's cover", () -> heuristic.reported.get() == 1);
        clock.advanceTo(400 + lastStep);
        clock.advanceTo(400 + lastStep + 1);
        FakeClock.await("the heuristic stopped", () -> heuristic.stoppedAt.get() >= 0);
        SolveResult r = endAt(job, 4_000);

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.value().numerator()).isEqualTo(5);
        assertThat(r.bound().numerator()).isEqualTo(bound);
        assertThat(heuristic.stoppedAt.get()).as("a second after its last news").isEqualTo(lastStep + 1);
    }

    @Test
    void theProgressShowsTheBetterSolutionFoundBesideTheExactSolver() throws Exception {
        List<String> best = new CopyOnWriteArrayList<>();
        assembly.add(new Exact(4, 1_000));
        assembly.add(new Heuristic(CENTRE_AND_CORNER));
        Job job = start(null, new SolveOptions(false, 2_500), p -> best.add(String.valueOf(p.best())));
        FakeClock.await("the exact solver's own best", () -> best.contains("9"));
        clock.advanceTo(250);
        FakeClock.await("the heuristic's 5 shown", () -> best.contains("5"));
        SolveResult r = endAt(job, 2_500);

        assertThat(r.value().numerator()).isEqualTo(5);
        assertThat(best).as("the exact solver's own best is 9 (Exact); the heuristic's 5 is shown once found")
                .contains("9", "5").last().isEqualTo("5");
    }

    @Test
    void theProgressReadShowsTheBetterSolutionFoundBesideASolverThatReportsOnce() throws Exception {
        assembly.add(new Exact(4, 1_000, -1, true));
        assembly.add(new Heuristic(CENTRE_AND_CORNER));
        Job job = start(null, new SolveOptions(false, 2_500), p -> { });
        FakeClock.await("the exact solver's one report", () -> "9".equals(job.progress().best()));
        clock.advanceTo(250);
        FakeClock.await("the heuristic's 5 shown without a report of the exact solver",
                () -> "5".equals(job.progress().best()));
        SolveResult r = endAt(job, 2_500);

        assertThat(r.value().numerator()).isEqualTo(5);
    }

    @Test
    void theProgressShowsTheBoundProvenBesideTheHeuristic() throws Exception {
        List<String> bounds = new CopyOnWriteArrayList<>();
        assembly.add(new Exact(4, 4)); // not at home on 16 cells: the heuristic leads, the exact solver runs beside it
        assembly.add(new Heuristic(CENTRE_AND_CORNER));
        Job job = start(null, new SolveOptions(false, 2_500), p -> bounds.add(String.valueOf(p.bound())));
        FakeClock.await("the heuristic's progress", () -> bounds.contains("null"));
        clock.advanceTo(250);
        FakeClock.await("the bound 4 shown", () -> bounds.contains("4"));
        SolveResult r = endAt(job, 2_500);

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.value().numerator()).isEqualTo(5);
        assertThat(r.bound().numerator()).isEqualTo(4);
        assertThat(bounds).as("the heuristic reports no bound; the 4 proven beside it is shown once proven")
                .contains("null").last().isEqualTo("4");
    }

    /**
     * A heuristic lead reports 8 knights at once and nothing after; with a patience of 2 s and a quarter of the 20 s
     * limit (5 s), it hands over once 5 s have passed without news, and the exact partner's units then run two at a
     * time.
     */
    @Test
    void aStalledHeuristicHandsItsPlacesToTheExactSolverBesideIt() throws Exception {
        twoThreads(2_000);
        AtomicInteger most = new AtomicInteger();
        Parallel parallel = assembly(new Parallel(most));
        Heuristic heuristic = assembly(new Heuristic(TWO_ROWS));
        Job job = start(null, 20_000);
        FakeClock.await("the heuristic's cover at once", () -> heuristic.reported.get() == 1);
        clock.advanceTo(1_000);
        FakeClock.await("the partner started", () -> parallel.started);
        stillAt(5_000, heuristic);
        clock.advanceTo(5_001);
        SolveResult r = job.await();

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(r.proof()).startsWith("the solution of heuristic meets the bound of parallel's search");
        assertThat(heuristic.stoppedAt.get()).as("the heuristic stopped once it stalled").isEqualTo(5_001);
        assertThat(most.get()).as("then the exact solver's units ran two at a time").isEqualTo(2);
        assertThat(r.stats()).containsEntry("handoverMillis", "5001");
    }

    /**
     * A heuristic lead whose best, 8 knights, is one step from the value the exact partner's round decides (7) hands
     * over once stalled (5 s) and past its patience (2 s here), not a quarter of the time limit (10 s); two steps away
     * (6), it waits the quarter.
     */
    @ParameterizedTest
    @CsvSource({"7, 5001", "6, 10001"})
    void aHeuristicOneStepFromTheRoundOfItsExactPartnerHandsOverAfterItsPatienceAlone(long deciding, long at)
            throws Exception {
        twoThreads(2_000);
        AtomicInteger most = new AtomicInteger();
        Parallel parallel = assembly(new Parallel(most, deciding));
        Heuristic heuristic = assembly(new Heuristic(TWO_ROWS));
        Job job = start(null, 40_000);
        FakeClock.await("the heuristic's cover at once", () -> heuristic.reported.get() == 1);
        clock.advanceTo(1_000);
        FakeClock.await("the partner's round under way", () -> parallel.started);
        stillAt(at - 1, heuristic);
        clock.advanceTo(at);
        SolveResult r = job.await();

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.proof()).startsWith("the solution of heuristic meets the bound of parallel's search");
        assertThat(heuristic.stoppedAt.get()).as("handed over").isEqualTo(at);
        assertThat(most.get()).as("then the exact solver's units ran two at a time").isEqualTo(2);
        assertThat(r.stats()).containsEntry("handoverMillis", Long.toString(at));
    }

    /**
     * Under a short time limit the heuristic one step from the round of its exact partner waits a quarter of the limit
     * (5 s of 20 s here), not its whole patience (30 s here, longer than the run), before it hands over.
     */
    @Test
    void aShortTimeLimitShortensThePatienceOfAHeuristicOneStepFromTheRound() throws Exception {
        twoThreads(30_000);
        AtomicInteger most = new AtomicInteger();
        Parallel parallel = assembly(new Parallel(most, 7));
        Heuristic heuristic = assembly(new Heuristic(TWO_ROWS));
        Job job = start(null, 20_000);
        FakeClock.await("the heuristic's cover at once", () -> heuristic.reported.get() == 1);
        clock.advanceTo(1_000);
        FakeClock.await("the partner's round under way", () -> parallel.started);
        clock.advanceTo(5_001);
        SolveResult r = job.await();

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(heuristic.stoppedAt.get()).as("handed over a quarter of the limit after its last news")
                .isEqualTo(5_001);
        assertThat(most.get()).as("then the exact solver's units ran two at a time").isEqualTo(2);
    }

    @Test
    void aLongTimeLimitHoldsTheStalledHeuristicForFivePatiencesAtMost() throws Exception {
        twoThreads(1_000); // a quarter of the 200 s limit would be 50 s; five patiences: 5 s
        AtomicInteger most = new AtomicInteger();
        Parallel parallel = assembly(new Parallel(most));
        Heuristic heuristic = assembly(new Heuristic(TWO_ROWS));
        Job job = start(null, 200_000);
        FakeClock.await("the heuristic's cover at once", () -> heuristic.reported.get() == 1);
        clock.advanceTo(1_000);
        FakeClock.await("the partner started", () -> parallel.started);
        stillAt(5_000, heuristic);
        clock.advanceTo(5_001);
        SolveResult r = job.await();

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(heuristic.stoppedAt.get()).as("handed over five patiences after its last news").isEqualTo(5_001);
        assertThat(most.get()).isEqualTo(2);
    }

    @Test
    void theExactSolverBesideAHeuristicShowsItsProgressAfterTheHeuristics() throws Exception {
        twoThreads(2_000);
        List<String> messages = new CopyOnWriteArrayList<>();
        Chatty chatty = assembly(new Chatty());
        Heuristic heuristic = assembly(new Heuristic(TWO_ROWS));
        Job job = start(null, new SolveOptions(false, 20_000), p -> messages.add(p.message()));
        FakeClock.await("the heuristic's cover at once", () -> heuristic.reported.get() == 1);
        clock.advanceTo(1_000);
        FakeClock.await("the heuristic's message, then the exact solver's",
                () -> messages.contains("searching; chatty beside: step"));
        assertThat(job.working()).as("the lead works").isEqualTo(job.solver()).isNotEqualTo("chatty");
        clock.advanceTo(5_001);
        FakeClock.await("the heuristic handed over", () -> heuristic.stoppedAt.get() >= 0);
        int handedOver = messages.size();
        FakeClock.await("the exact solver's own progress once handed over",
                () -> since(messages, handedOver).contains("chatty beside the stalled heuristic: step"));
        assertThat(job.working()).as("the exact solver goes on").isEqualTo("chatty");
        chatty.release = true;
        SolveResult r = job.await();

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(since(messages, handedOver)).as("the heuristic's progress no longer shown")
                .noneMatch(m -> m.startsWith("searching"));
    }

    /**
     * The heuristic finds 8, 7 and 6 knights at once, after 4 s and after 8 s, and the optimum 4 after 14 s: 6 s after
     * its last news, past the 5 s a stall is at least, but within half the 13 s it has run by then.
     */
    @Test
    void aHeuristicBesideAnExactSolverIsGivenTimeWhileItImproves() throws Exception {
        assembly.add(new Exact(4, 1_000));
        Heuristic heuristic = assembly(new Heuristic(List.of(TWO_ROWS, centrePlus(3), centrePlus(2), CENTRE),
                List.of(0L, 4_000L, 8_000L, 14_000L)));
        Job job = start(null, 25_000);
        long[] times = {1_000, 5_000, 9_000};
        for (int i = 0; i < times.length; i++) {
            int reports = i + 1;
            clock.advanceTo(times[i]);
            FakeClock.await("report " + reports, () -> heuristic.reported.get() == reports);
        }
        stillAt(14_999, heuristic);
        SolveResult r = endAt(job, 15_000);

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.stats()).containsEntry("portfolio", "heuristic").containsEntry("portfolioValue", "4");
    }

    /** The messages from {@code from} on, as they stand now (others may still be added while the job runs). */
    private static List<String> since(List<String> messages, int from) {
        List<String> now = List.copyOf(messages);
        return now.subList(from, now.size());
    }

    /** The centre's four knights and the first {@code extra} cells of the first row: a cover with more knights. */
    private static Placement centrePlus(int extra) {
        List<int[]> cells = new ArrayList<>(CENTRE.cells());
        for (int col = 0; col < extra; col++) {
            cells.add(new int[] {0, col});
        }
        return Placement.of(cells);
    }

    @Test
    void anExactSolverBesideAHeuristicProvesItsSolution() throws Exception {
        assembly.add(new Exact(4, 4));
        assembly.add(new Heuristic(CENTRE));
        SolveResult r = endAt(start(null, 20_000), 1_000);

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.bound().numerator()).isEqualTo(4);
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
        assertThat(r.stats()).containsEntry("portfolio", "exact");
        assertThat(r.millis()).isEqualTo(1_000);
    }

    @Test
    void anExactSolverBesideAHeuristicCheckpointsItsUnitsUnderItsOwnIdForAResumedRun(@TempDir Path data)
            throws Exception {
        assembly.add(new Exact(4, 4));
        assembly.add(new Heuristic(CENTRE));
        SolveOptions options = new SolveOptions(false, 20_000).withData(data.toString());
        SolveResult first = endAt(start(null, options, null), 1_000);

        assertThat(first.status()).isEqualTo(Status.OPTIMAL);
        assertThat(first.stats()).containsEntry("portfolio", "exact").containsEntry(Checkpoints.SUBPROBLEMS, "1")
                .containsEntry(Checkpoints.RESUMED, "0").containsEntry("units", "1");
        // the header names the solve and its solver; the one subproblem follows
        assertThat(Files.readAllLines(data.resolve(Journal.CHECKPOINTS))).hasSize(2).satisfies(lines -> {
            assertThat(lines.get(0)).contains("\"solver\":\"exact\"");
            assertThat(lines.get(1)).contains("\"k3\"");
        });

        SolveResult resumed = endAt(start(null, options.withResume(true), null), 2_000);
        assertThat(resumed.status()).isEqualTo(Status.OPTIMAL);
        assertThat(resumed.stats()).containsEntry(Checkpoints.RESUMED, "1").containsEntry("unitsByMember", "local=0");
        // run alone, the exact solver takes the same checkpoints
        SolveResult alone = endAt(start("exact", new SolveOptions(false, 2_000).withData(data.toString())
                .withResume(true), null), 10_000);
        assertThat(alone.stats()).containsEntry(Checkpoints.RESUMED, "1");
    }

    @Test
    void aResumedRunWithoutATimeLimitGoesOnWithTheExactSearchBesideTheHeuristic(@TempDir Path data) throws Exception {
        assembly.add(new Exact(4, 4));
        assembly.add(new Heuristic(CENTRE));
        SolveOptions options = new SolveOptions(false, 20_000).withData(data.toString());
        assertThat(endAt(start(null, options, null), 1_000).stats()).containsEntry(Checkpoints.RESUMED, "0");

        // without --resume and a time limit the heuristic would run alone (and this one until it is stopped)
        SolveResult resumed = endAt(start(null, new SolveOptions(false, 0).withData(data.toString()).withResume(true),
                null), 2_000);
        assertThat(resumed.status()).isEqualTo(Status.OPTIMAL);
        assertThat(resumed.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
        assertThat(resumed.stats()).containsEntry("portfolio", "exact").containsEntry(Checkpoints.RESUMED, "1");
    }

    @Test
    void anExactSolverBesideAHeuristicIsOneWhoseProofsForTheObjectiveAreOurOwn() throws Exception {
        assembly.add(new Claiming(new Exact(4, 4), Set.of(Objective.MIN_DOMINATION)));
        assembly.add(new Heuristic(CENTRE));
        SolveResult r = endAt(start(null, 20_000), 1_000);

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.stats()).containsEntry("portfolio", "exact");
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
    }

    @Test
    void anExactSolverWhoseProofsAreAnothersClaimRunsNotBesideAHeuristic() throws Exception {
        assembly.add(new Claiming(new Exact(4, 4), Set.of(Objective.MAX_PEACEABLE)));
        assembly.add(new Heuristic(CENTRE));
        SolveResult r = endAt(start(null, 1_500), 1_500);

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.status()).isNotEqualTo(Status.OPTIMAL);
        assertThat(r.stats()).doesNotContainKey("portfolio");
    }

    @Test
    void aNamedSolverRunsAlone() throws Exception {
        assembly.add(new Exact(4, 1_000));
        assembly.add(new Heuristic(CENTRE));
        SolveResult r = endAt(start("exact", 1_500), 1_500);

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.solutions()).isEmpty();
        assertThat(r.stats()).doesNotContainKey("portfolio");
    }

    /**
     * The exact solver sees the value of each better solution of the heuristic, whichever of the two is the job's own:
     * at home on 4 cells only, it runs beside the heuristic, after its head start of a second.
     */
    @ParameterizedTest
    @CsvSource({"1000, 400, exact, heuristic", "4, 1500, heuristic, exact"})
    void theExactSolverSeesTheValueOfEachBetterSolutionOfTheHeuristic(long reach, long better, String own,
            String partner) throws Exception {
        List<Long> seen = new CopyOnWriteArrayList<>();
        assembly.add(new Cutting(4, seen, reach));
        Heuristic heuristic = assembly(new Heuristic(List.of(TWO_ROWS, CENTRE), List.of(20L, better)));
        Job job = start(null, 20_000);
        long heuristicStart = own.equals("heuristic") ? 0 : 1_000;
        clock.advanceTo(heuristicStart);
        FakeClock.await("the heuristic started", () -> heuristic.startedAt >= 0);
        clock.advanceTo(heuristicStart + 20);
        FakeClock.await("the first cover", () -> heuristic.reported.get() == 1);
        clock.advanceTo(1_020); // past the partner's head start either way
        FakeClock.await("the first value seen", () -> seen.size() == 1);
        SolveResult r = endAt(job, heuristicStart + better);

        assertThat(r.solver()).isEqualTo(own);
        assertThat(r.stats()).containsEntry("portfolio", partner);
        assertThat(seen).containsExactly(8L, 4L);
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (nothing below 4)");
        assertThat(r.millis()).isEqualTo(heuristicStart + better);
    }

    @Test
    void anInvalidHeuristicSolutionIsNotTaken() throws Exception {
        assembly.add(new Exact(4, 1_000));
        Heuristic heuristic = assembly(new Heuristic(Placement.of(List.of(new int[] {0, 0}, new int[] {1, 1},
                new int[] {2, 2}, new int[] {3, 3}))));
        Job job = start(null, 1_500);
        clock.advanceTo(150);
        FakeClock.await("the invalid cover reported", () -> heuristic.reported.get() == 1);
        SolveResult r = endAt(job, 1_500);

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.solutions()).isEmpty();
        assertThat(r.verified()).isFalse();
    }

    /** The clock of the job this solver runs in: the test's, read by the fake solvers below. */
    private long now() {
        return clock.millis();
    }

    /** A fake solver of minimum domination: its id, what it says of itself, what it declares. */
    abstract static class Fake implements Solver {
        private final String id;
        private final String description;
        private final Capabilities capabilities;

        Fake(String id, String description, Capabilities capabilities) {
            this.id = id;
            this.description = description;
            this.capabilities = capabilities;
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public String description() {
            return description;
        }

        @Override
        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        @Override
        public Capabilities capabilities() {
            return capabilities;
        }
    }

    /**
     * An exact search that proves a lower bound, then finds nothing until it is stopped, deciding {@code deciding}
     * meanwhile when that is not negative ({@link SolveContext#searching}); its result says what the bound rests on in
     * {@link SolveResult#BOUND_PROOF}, its message only that it stopped.
     */
    static final class Exact extends Fake {
        private final int bound;
        private final long deciding;
        /** Whether it reports its progress once only, as SCIP does, rather than at every step. */
        private final boolean once;
        volatile boolean bounded;

        Exact(int bound, long reach) {
            this(bound, reach, -1);
        }

        Exact(int bound, long reach, long deciding) {
            this(bound, reach, deciding, false);
        }

        Exact(int bound, long reach, long deciding, boolean once) {
            super("exact", "proves a bound, finds nothing", exactWithin(reach));
            this.bound = bound;
            this.deciding = deciding;
            this.once = once;
        }


        public SolveResult solve(Problem problem, SolveContext context) throws Exception {
            // its refutation runs as a work unit, as bnb's and enumerate's do, also when it runs as a partner
            UnitSolver refute = (p, options, unit, unitContext) -> new UnitResult(true, 0, 0, 1, List.of(), Map.of());
            PlanOutcome refuted = context.units().run(refute, problem,
                    Plan.exhaustive("refuting " + (bound - 1), List.of(new WorkUnit("k" + (bound - 1), Map.of())), 0));
            if (!refuted.complete()) {
                return SolveResult.builder().status(Status.CANCELLED).message("stopped").build();
            }
            context.bound(bound);
            if (deciding >= 0) {
                context.searching(deciding);
            }
            bounded = true;
            context.progress(1, "9", Integer.toString(bound), "searching");
            while (!context.shouldStop()) {
                if (!once) {
                    context.progress(1, "9", Integer.toString(bound), "searching");
                }
                Thread.sleep(1);
            }
            return SolveResult.builder().status(context.remainingMillis() > 0 ? Status.CANCELLED : Status.TIMEOUT)
                    .bound(bound).message("stopped before optimality was proven")
                    .stat(Checkpoints.SUBPROBLEMS, 1).stat(Checkpoints.RESUMED, refuted.resumed())
                    .stat(SolveResult.BOUND_PROOF, "refuted " + (bound - 1) + " pieces").build();
        }
    }

    /** An exact solver at home on boards of at most {@code reach} cells, its proofs its own. */
    private static Capabilities exactWithin(long reach) {
        return new Capabilities(Capabilities.Strategy.EXACT, true, Set.of(), List.of(new Capabilities.Reach(
                Set.of(Objective.MIN_DOMINATION), Capabilities.Attacks.ANY, reach)));
    }

    /**
     * An exact search that watches the values found beside it ({@code seen}, each new one once) and, once one is
     * {@code optimum}, proves it, as scip proves a heuristic's solution by refuting better ones; at home on boards of
     * at most {@code reach} cells, so that on 4x4 a smaller reach makes it the heuristic's partner.
     */
    record Cutting(long optimum, List<Long> seen, long reach) implements Solver {
        public String id() {
            return "exact";
        }

        public String description() {
            return "refutes what beats the solution found beside it";
        }

        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        @Override
        public Capabilities capabilities() {
            return exactWithin(reach);
        }

        public SolveResult solve(Problem problem, SolveContext context) throws Exception {
            while (!context.shouldStop()) {
                OptionalLong value = context.besideValue();
                if (value.isPresent() && (seen.isEmpty() || seen.get(seen.size() - 1) != value.getAsLong())) {
                    seen.add(value.getAsLong());
                    if (value.getAsLong() == optimum) {
                        context.bound(optimum);
                        return SolveResult.builder().status(Status.FEASIBLE).bound(optimum)
                                .message("nothing below " + optimum).build();
                    }
                }
                Thread.sleep(1);
            }
            return SolveResult.builder().status(Status.CANCELLED).message("stopped").build();
        }
    }

    /**
     * An exact search at home on 4 cells only (so that on 4x4 it runs beside the heuristic) that runs plans of four
     * units, each a fifth of a second long, until two of them ran at once ({@code most}), then proves 8; its rounds
     * decide {@code deciding} when that is not negative ({@link SolveContext#searching}).
     */
    static final class Parallel extends Fake {
        private final AtomicInteger most;
        private final long deciding;
        volatile boolean started;

        Parallel(AtomicInteger most) {
            this(most, -1);
        }

        Parallel(AtomicInteger most, long deciding) {
            super("parallel", "runs its units as widely as it may", exactWithin(4));
            this.most = most;
            this.deciding = deciding;
        }


        public SolveResult solve(Problem problem, SolveContext context) throws Exception {
            AtomicInteger running = new AtomicInteger();
            UnitSolver unit = (p, options, u, unitContext) -> {
                most.accumulateAndGet(running.incrementAndGet(), Math::max);
                Thread.sleep(200);
                running.decrementAndGet();
                return new UnitResult(true, 0, 0, 1, List.of(), Map.of());
            };
            List<WorkUnit> four = List.of(new WorkUnit("a", Map.of()), new WorkUnit("b", Map.of()),
                    new WorkUnit("c", Map.of()), new WorkUnit("d", Map.of()));
            if (deciding >= 0) {
                context.searching(deciding);
            }
            started = true;
            while (most.get() < 2 && !context.shouldStop()) {
                context.units().run(unit, problem, Plan.exhaustive("four", four, 0));
            }
            if (most.get() < 2) {
                return SolveResult.builder().status(Status.TIMEOUT).message("ran one unit at a time").build();
            }
            context.bound(8);
            return SolveResult.builder().status(Status.TIMEOUT).bound(8).message("refuted 7 pieces").build();
        }
    }

    /** An exact search at home on 4 cells that reports its progress until released, then proves 8. */
    static final class Chatty extends Fake {
        volatile boolean release;

        Chatty() {
            super("chatty", "says where it is", exactWithin(4));
        }


        public SolveResult solve(Problem problem, SolveContext context) throws Exception {
            while (!release && !context.shouldStop()) {
                context.progress(1, null, null, "step");
                Thread.sleep(1);
            }
            context.bound(8);
            return SolveResult.builder().status(Status.TIMEOUT).bound(8).message("refuted 7 pieces").build();
        }
    }

    /**
     * An exact solver whose proofs rest on a third-party claim ({@link Capabilities#proofOwn()} false) but for the
     * objectives {@code own}.
     */
    record Claiming(Exact exact, Set<Objective> own) implements Solver {
        public String id() {
            return exact.id();
        }

        public String description() {
            return exact.description();
        }

        public Set<Objective> objectives() {
            return exact.objectives();
        }

        @Override
        public Capabilities capabilities() {
            Capabilities c = exact.capabilities();
            return new Capabilities(c.strategy(), false, c.features(), c.reaches(), own);
        }

        public SolveResult solve(Problem problem, SolveContext context) throws Exception {
            return exact.solve(problem, context);
        }
    }

    /**
     * A local search that reports the solutions {@code found}, each {@code at} its milliseconds after it started (test
     * time), then keeps searching until stopped; {@code stoppedAt} is when it stopped, in milliseconds after it started,
     * {@code reported} how many it reported, {@code polls} how often it looked whether to stop.
     */
    final class Heuristic extends Fake {
        private final List<Placement> found;
        private final List<Long> at;
        final AtomicInteger reported = new AtomicInteger();
        final AtomicInteger polls = new AtomicInteger();
        final AtomicLong stoppedAt = new AtomicLong(-1);
        volatile long startedAt = -1;
        /** Returns by itself once the test time reaches this (−1: only when stopped or near the time limit). */
        volatile long returnAt = -1;

        /** Reports {@code found} as soon as it starts. */
        Heuristic(Placement found) {
            this(List.of(found), List.of(0L));
        }

        Heuristic(List<Placement> found, List<Long> at) {
            super("heuristic", "finds covers", new Capabilities(Capabilities.Strategy.HEURISTIC, false, Set.of(),
                    List.of(new Capabilities.Reach(Set.of(Objective.MIN_DOMINATION), Capabilities.Attacks.ANY,
                            1_000_000))));
            this.found = found;
            this.at = at;
        }


        public SolveResult solve(Problem problem, SolveContext context) throws Exception {
            long start = now();
            startedAt = start;
            int next = 0;
            while (!context.shouldStop() && context.remainingMillis() > 200
                    && (returnAt < 0 || now() < returnAt)) {
                polls.incrementAndGet();
                if (next < found.size() && now() - start >= at.get(next)) {
                    context.incumbent(found.get(next++));
                    reported.set(next);
                }
                context.progress(next, null, null, "searching");
                Thread.sleep(1);
            }
            stoppedAt.set(now() - start);
            Placement best = found.get(Math.max(0, next - 1));
            return SolveResult.builder().status(Status.FEASIBLE).value(best.cells().size()).solution(best).build();
        }
    }
}
