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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
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
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.core.journal.Journal;
import org.polyboard.family.knights.KnightCoverFamily;
import org.polyboard.pieces.Knight;
import org.polyboard.solver.greedy.GreedySolver;

/**
 * With no solver named, a heuristic runs beside the exact solver the policy chose (and, with a time limit, an exact
 * solver beside a heuristic): the job ends as soon as the heuristic's solution meets the bound the exact solver proved,
 * optimal; otherwise it ends with the better of the two solutions and the exact solver's bound.
 */
@Timeout(30)
class CompanionTest {

    /** Four knights on the centre of 4x4 cover it; the optimum (OEIS A006075). */
    private static final Placement CENTRE = Placement.of(List.of(new int[] {1, 1}, new int[] {1, 2}, new int[] {2, 1},
            new int[] {2, 2}));
    /** Eight knights on the first two rows cover 4x4 too. */
    private static final Placement TWO_ROWS = Placement.of(List.of(new int[] {0, 0}, new int[] {0, 1}, new int[] {0, 2},
            new int[] {0, 3}, new int[] {1, 0}, new int[] {1, 1}, new int[] {1, 2}, new int[] {1, 3}));

    /** The centre and a corner: five knights, one above the optimum. */
    private static final Placement CENTRE_AND_CORNER = Placement.of(List.of(new int[] {0, 0}, new int[] {1, 1},
            new int[] {1, 2}, new int[] {2, 1}, new int[] {2, 2}));

    private Assembly assembly;

    @BeforeEach
    void setUp() {
        assembly = TestServices.knightCover();
    }

    @AfterEach
    void tearDown() {
        assembly.close();
    }

    private SolveResult solve(String solver, long timeoutMillis) throws InterruptedException {
        return assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "4"), solver, null, false,
                new SolveOptions(false, timeoutMillis), null));
    }

    /** Solves 4x4 with the solvers the policy chooses. */
    private SolveResult solve(SolveOptions options) throws InterruptedException {
        return assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "4"), null, null, false, options,
                null));
    }

    @Test
    void aHeuristicSolutionMeetingTheProvenBoundEndsTheJobOptimal() throws Exception {
        assembly.add(new Exact(4, 1_000));
        assembly.add(new Heuristic(CENTRE));
        long start = System.nanoTime();
        SolveResult r = solve(null, 20_000);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.solver()).isEqualTo("exact");
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.bound().numerator()).isEqualTo(4);
        assertThat(r.verified()).isTrue();
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
        assertThat(r.stats()).containsEntry("companion", "heuristic").containsEntry("companionValue", "4");
        assertThat(millis).as("ends when the bound is met, not at the time limit").isLessThan(10_000);
    }

    @Test
    void aHeuristicRunsBesideTheExactSolverAlsoWithoutATimeLimit() throws Exception {
        assembly.add(new Exact(4, 1_000));
        assembly.add(new Heuristic(CENTRE));
        SolveResult r = solve(null, 0);

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
        assertThat(r.stats()).containsEntry("companion", "heuristic");
    }

    @Test
    void withoutAProofTheJobEndsWithTheBetterSolutionAndTheExactBound() throws Exception {
        assembly.add(new Exact(3, 1_000));
        assembly.add(new Heuristic(TWO_ROWS));
        SolveResult r = solve(null, 1_500);

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(r.bound().numerator()).isEqualTo(3);
        assertThat(r.verified()).isTrue();
        assertThat(r.message()).endsWith("the solution shown was found by heuristic, run beside exact");
    }

    /** The job's own solver is the heuristic: the bound of the exact search beside it says what it rests on. */
    @Test
    void aBoundFromTheExactSearchBesideTheHeuristicSaysWhatItRestsOn() throws Exception {
        assembly.add(new Exact(3, 4));
        assembly.add(new Heuristic(TWO_ROWS));
        SolveResult r = solve(null, 1_500);

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.status()).isNotEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(r.bound().numerator()).isEqualTo(3);
        assertThat(r.stats()).containsEntry(SolveResult.BOUND_PROOF, "refuted 2 pieces");
        assertThat(r.message()).endsWith("the bound is exact's, run beside heuristic (refuted 2 pieces)");
    }

    @Test
    void aHeuristicBesideAnExactSolverStopsWhenItStopsImproving() throws Exception {
        AtomicLong stoppedAt = new AtomicLong(-1);
        assembly.add(new Exact(3, 1_000));
        assembly.add(new Heuristic(TWO_ROWS, stoppedAt));
        long stall = 5_000; // Companion.STALL_MILLIS
        long limit = stall + 5_000;
        SolveResult r = solve(null, limit);

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.value().numerator()).as("its solution stays the job's").isEqualTo(8);
        assertThat(r.bound().numerator()).isEqualTo(3);
        assertThat(stoppedAt.get()).as("stopped after the stall time, well before the time limit")
                .isBetween(stall, limit - 3_000);
    }

    /**
     * Five knights found: one step from the bound 4, or, with the bound 3, from the round of the exact search that
     * decides 4 ({@link SolveContext#searching}).
     */
    @ParameterizedTest
    @CsvSource({"4, -1", "3, 4"})
    void aHeuristicOneStepFromTheProvenBoundOrTheRoundUnderWayStopsSooner(int bound, long deciding) throws Exception {
        AtomicLong stoppedAt = new AtomicLong(-1);
        assembly.add(new Exact(bound, 1_000, deciding));
        assembly.add(new Heuristic(CENTRE_AND_CORNER, stoppedAt));
        SolveResult r = solve(null, 4_000); // five seconds of patience would hold it to the limit's last 200 ms

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.value().numerator()).isEqualTo(5);
        assertThat(r.bound().numerator()).isEqualTo(bound);
        assertThat(stoppedAt.get()).as("stopped a second after its last news, not five (Companion.LAST_STEP_STALL_MILLIS)")
                .isBetween(1_000L, 2_500L);
    }

    @Test
    void theProgressShowsTheBetterSolutionFoundBesideTheExactSolver() throws Exception {
        List<String> best = new CopyOnWriteArrayList<>();
        assembly.add(new Exact(4, 1_000));
        assembly.add(new Heuristic(CENTRE_AND_CORNER));
        SolveResult r = assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "4"), null, null, false,
                new SolveOptions(false, 2_500), p -> best.add(String.valueOf(p.best()))));

        assertThat(r.value().numerator()).isEqualTo(5);
        assertThat(best).as("the exact solver's own best is 9 (Exact); the heuristic's 5 is shown once found")
                .contains("5").last().isEqualTo("5");
    }

    @Test
    void theProgressShowsTheBoundProvenBesideTheHeuristic() throws Exception {
        List<String> bounds = new CopyOnWriteArrayList<>();
        assembly.add(new Exact(4, 4)); // not at home on 16 cells: the heuristic leads, the exact solver runs beside it
        assembly.add(new Heuristic(CENTRE_AND_CORNER));
        SolveResult r = assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "4"), null, null, false,
                new SolveOptions(false, 2_500), p -> bounds.add(String.valueOf(p.bound()))));

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.value().numerator()).isEqualTo(5);
        assertThat(r.bound().numerator()).isEqualTo(4);
        assertThat(bounds).as("the heuristic reports no bound; the 4 proven beside it is shown once proven")
                .contains("null").last().isEqualTo("4");
    }

    @Test
    void aStalledHeuristicHandsItsPlacesToTheExactSolverBesideIt() throws Exception {
        assembly.close();
        assembly = new Assembly(2).add(new KnightCoverFamily(), new RectBoardFactory(), new Knight(), new GreedySolver());
        assembly.runner().handOverPatienceMillis(2_000); // and a quarter of the 20 s limit: 5 s
        AtomicLong stoppedAt = new AtomicLong(-1);
        AtomicInteger most = new AtomicInteger();
        assembly.add(new Parallel(most));
        assembly.add(new Heuristic(TWO_ROWS, stoppedAt));
        SolveResult r = solve(null, 20_000);

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(r.proof()).startsWith("the solution of heuristic meets the bound of parallel's search");
        assertThat(stoppedAt.get()).as("the heuristic stopped once it stalled").isBetween(5_000L, 12_000L);
        assertThat(most.get()).as("then the exact solver's units ran two at a time").isEqualTo(2);
        assertThat(r.stats()).containsKey("handoverMillis");
    }

    /**
     * A heuristic job whose best, 8 knights, is one step from the value the exact companion's round decides (7) hands
     * over once stalled (5 s, Companion.STALL_MILLIS) and past its patience (2 s here), not a quarter of the
     * time limit (10 s); two steps away (6), it waits the quarter.
     */
    @ParameterizedTest
    @CsvSource({"7, 5000, 7500", "6, 10000, 12500"})
    void aHeuristicOneStepFromTheRoundOfItsExactCompanionHandsOverAfterItsPatienceAlone(long deciding, long from,
            long to) throws Exception {
        assembly.close();
        assembly = new Assembly(2).add(new KnightCoverFamily(), new RectBoardFactory(), new Knight(), new GreedySolver());
        assembly.runner().handOverPatienceMillis(2_000);
        AtomicLong stoppedAt = new AtomicLong(-1);
        AtomicInteger most = new AtomicInteger();
        assembly.add(new Parallel(most, deciding));
        assembly.add(new Heuristic(TWO_ROWS, stoppedAt));
        SolveResult r = solve(null, 40_000);

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.proof()).startsWith("the solution of heuristic meets the bound of parallel's search");
        assertThat(stoppedAt.get()).as("handed over").isBetween(from, to);
        assertThat(most.get()).as("then the exact solver's units ran two at a time").isEqualTo(2);
        assertThat(r.stats()).containsKey("handoverMillis");
    }

    /**
     * Under a short time limit the heuristic one step from the round of its exact companion waits a quarter of the
     * limit (5 s of 20 s here), not its whole patience (30 s here, longer than the run), before it hands over.
     */
    @Test
    void aShortTimeLimitShortensThePatienceOfAHeuristicOneStepFromTheRound() throws Exception {
        assembly.close();
        assembly = new Assembly(2).add(new KnightCoverFamily(), new RectBoardFactory(), new Knight(), new GreedySolver());
        assembly.runner().handOverPatienceMillis(30_000);
        AtomicLong stoppedAt = new AtomicLong(-1);
        AtomicInteger most = new AtomicInteger();
        assembly.add(new Parallel(most, 7));
        assembly.add(new Heuristic(TWO_ROWS, stoppedAt));
        SolveResult r = solve(null, 20_000);

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(stoppedAt.get()).as("handed over a quarter of the limit after its last news").isBetween(5_000L,
                8_000L);
        assertThat(most.get()).as("then the exact solver's units ran two at a time").isEqualTo(2);
    }

    @Test
    void aLongTimeLimitHoldsTheStalledHeuristicForFivePatiencesAtMost() throws Exception {
        assembly.close();
        assembly = new Assembly(2).add(new KnightCoverFamily(), new RectBoardFactory(), new Knight(), new GreedySolver());
        assembly.runner().handOverPatienceMillis(1_000); // a quarter of the 200 s limit would be 50 s; five patiences: 5 s
        AtomicLong stoppedAt = new AtomicLong(-1);
        AtomicInteger most = new AtomicInteger();
        assembly.add(new Parallel(most));
        assembly.add(new Heuristic(TWO_ROWS, stoppedAt));
        SolveResult r = solve(null, 200_000);

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(8);
        assertThat(stoppedAt.get()).as("handed over five patiences after its last news").isBetween(5_000L, 9_000L);
        assertThat(most.get()).isEqualTo(2);
    }

    @Test
    void theExactSolverBesideAHeuristicShowsItsProgressAfterTheHeuristics() throws Exception {
        assembly.close();
        assembly = new Assembly(2).add(new KnightCoverFamily(), new RectBoardFactory(), new Knight(), new GreedySolver());
        assembly.runner().handOverPatienceMillis(2_000); // and a quarter of the 20 s limit: 5 s
        List<String> before = new CopyOnWriteArrayList<>();
        List<String> after = new CopyOnWriteArrayList<>();
        AtomicLong stoppedAt = new AtomicLong(-1);
        assembly.add(new Parallel(new AtomicInteger()));
        assembly.add(new Heuristic(List.of(TWO_ROWS), List.of(20L), stoppedAt));
        SolveResult r = assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "4"), null, null, false,
                new SolveOptions(false, 20_000), p -> (stoppedAt.get() < 0 ? before : after).add(p.message())));

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(before).as("the heuristic's message, then the exact solver's")
                .anyMatch(m -> m.startsWith("searching; parallel beside: four: units "));
        assertThat(after).as("the exact solver's own progress once handed over")
                .anyMatch(m -> m.startsWith("parallel beside the stalled heuristic: four: units "));
    }

    @Test
    void aHeuristicBesideAnExactSolverIsGivenTimeWhileItImproves() throws Exception {
        // 8, 7 and 6 knights at once, after 4 s and after 8 s; the optimum 4 after 14 s, 6 s after the last news: past
        // the 5 s a stall is at least, within half the 13 s run by then
        assembly.add(new Exact(4, 1_000));
        assembly.add(new Heuristic(List.of(TWO_ROWS, centrePlus(3), centrePlus(2), CENTRE), List.of(0L, 4_000L, 8_000L,
                14_000L)));
        SolveResult r = solve(null, 25_000);

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.stats()).containsEntry("companion", "heuristic").containsEntry("companionValue", "4");
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
        SolveResult r = solve(null, 20_000);

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.bound().numerator()).isEqualTo(4);
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
        assertThat(r.stats()).containsEntry("companion", "exact");
        assertThat(r.millis()).isLessThan(10_000);
    }

    @Test
    void anExactSolverBesideAHeuristicCheckpointsItsUnitsUnderItsOwnIdForAResumedRun(@TempDir Path data)
            throws Exception {
        assembly.add(new Exact(4, 4));
        assembly.add(new Heuristic(CENTRE));
        SolveOptions options = new SolveOptions(false, 20_000).withData(data.toString());
        SolveResult first = solve(options);

        assertThat(first.status()).isEqualTo(Status.OPTIMAL);
        assertThat(first.stats()).containsEntry("companion", "exact").containsEntry(Checkpoints.SUBPROBLEMS, "1")
                .containsEntry(Checkpoints.RESUMED, "0").containsEntry("units", "1");
        assertThat(Files.readAllLines(data.resolve(Journal.CHECKPOINTS))).singleElement().asString()
                .contains("\"exact\"").contains("\"k3\"");

        SolveResult resumed = solve(options.withResume(true));
        assertThat(resumed.status()).isEqualTo(Status.OPTIMAL);
        assertThat(resumed.stats()).containsEntry(Checkpoints.RESUMED, "1").containsEntry("unitsByMember", "local=0");
        // run alone, the exact solver takes the same checkpoints
        SolveResult alone = assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "4"), "exact", null,
                false, new SolveOptions(false, 2_000).withData(data.toString()).withResume(true), null));
        assertThat(alone.stats()).containsEntry(Checkpoints.RESUMED, "1");
    }

    @Test
    void aResumedRunWithoutATimeLimitGoesOnWithTheExactSearchBesideTheHeuristic(@TempDir Path data) throws Exception {
        assembly.add(new Exact(4, 4));
        assembly.add(new Heuristic(CENTRE));
        SolveOptions options = new SolveOptions(false, 20_000).withData(data.toString());
        assertThat(solve(options).stats()).containsEntry(Checkpoints.RESUMED, "0");

        // without --resume and a time limit the heuristic would run alone (and this one until it is stopped)
        SolveResult resumed = solve(new SolveOptions(false, 0).withData(data.toString()).withResume(true));
        assertThat(resumed.status()).isEqualTo(Status.OPTIMAL);
        assertThat(resumed.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
        assertThat(resumed.stats()).containsEntry("companion", "exact").containsEntry(Checkpoints.RESUMED, "1");
    }

    @Test
    void anExactSolverBesideAHeuristicIsOneWhoseProofsForTheObjectiveAreOurOwn() throws Exception {
        assembly.add(new Claiming(new Exact(4, 4), Set.of(Objective.MIN_DOMINATION)));
        assembly.add(new Heuristic(CENTRE));
        SolveResult r = solve(null, 20_000);

        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.stats()).containsEntry("companion", "exact");
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (refuted 3 pieces)");
    }

    @Test
    void anExactSolverWhoseProofsAreAnothersClaimRunsNotBesideAHeuristic() throws Exception {
        assembly.add(new Claiming(new Exact(4, 4), Set.of(Objective.MAX_PEACEABLE)));
        assembly.add(new Heuristic(CENTRE));
        SolveResult r = solve(null, 1_500);

        assertThat(r.solver()).isEqualTo("heuristic");
        assertThat(r.status()).isNotEqualTo(Status.OPTIMAL);
        assertThat(r.stats()).doesNotContainKey("companion");
    }

    @Test
    void aNamedSolverRunsAlone() throws Exception {
        assembly.add(new Exact(4, 1_000));
        assembly.add(new Heuristic(CENTRE));
        SolveResult r = solve("exact", 1_500);

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.solutions()).isEmpty();
        assertThat(r.stats()).doesNotContainKey("companion");
    }

    /**
     * The exact solver sees the value of each better solution of the heuristic, whichever of the two is the job's own:
     * at home on 4 cells only, it runs beside the heuristic, after its head start of a second.
     */
    @ParameterizedTest
    @CsvSource({"1000, 400, exact, heuristic", "4, 1500, heuristic, exact"})
    void theExactSolverSeesTheValueOfEachBetterSolutionOfTheHeuristic(long reach, long better, String own,
            String companion) throws Exception {
        List<Long> seen = new CopyOnWriteArrayList<>();
        assembly.add(new Cutting(4, seen, reach));
        assembly.add(new Heuristic(List.of(TWO_ROWS, CENTRE), List.of(20L, better)));
        SolveResult r = solve(null, 20_000);

        assertThat(r.solver()).isEqualTo(own);
        assertThat(r.stats()).containsEntry("companion", companion);
        assertThat(seen).containsExactly(8L, 4L);
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(4);
        assertThat(r.proof()).isEqualTo("the solution of heuristic meets the bound of exact's search (nothing below 4)");
        assertThat(r.millis()).isLessThan(10_000);
    }

    @Test
    void anInvalidHeuristicSolutionIsNotTaken() throws Exception {
        assembly.add(new Exact(4, 1_000));
        assembly.add(new Heuristic(Placement.of(List.of(new int[] {0, 0}, new int[] {1, 1}, new int[] {2, 2},
                new int[] {3, 3}))));
        SolveResult r = solve(null, 1_500);

        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.solutions()).isEmpty();
        assertThat(r.verified()).isFalse();
    }

    /**
     * An exact search that proves a lower bound, then finds nothing until it is stopped, deciding {@code deciding}
     * meanwhile when that is not negative ({@link SolveContext#searching}); its result says what the bound rests on in
     * {@link SolveResult#BOUND_PROOF}, its message only that it stopped.
     */
    record Exact(int bound, long reach, long deciding) implements Solver {
        Exact(int bound, long reach) {
            this(bound, reach, -1);
        }

        public String id() {
            return "exact";
        }

        public String description() {
            return "proves a bound, finds nothing";
        }

        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        @Override
        public Capabilities capabilities() {
            return new Capabilities(Capabilities.Strategy.EXACT, true, Set.of(), List.of(new Capabilities.Reach(
                    Set.of(Objective.MIN_DOMINATION), Capabilities.Attacks.ANY, reach)));
        }

        public SolveResult solve(Problem problem, SolveContext context) throws Exception {
            // its refutation runs as a work unit, as bnb's and enumerate's do, also when it runs as a companion
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
            while (!context.shouldStop()) {
                context.progress(1, "9", Integer.toString(bound), "searching");
                Thread.sleep(5);
            }
            return SolveResult.builder().status(context.remainingMillis() > 0 ? Status.CANCELLED : Status.TIMEOUT)
                    .bound(bound).message("stopped before optimality was proven")
                    .stat(Checkpoints.SUBPROBLEMS, 1).stat(Checkpoints.RESUMED, refuted.resumed())
                    .stat(SolveResult.BOUND_PROOF, "refuted " + (bound - 1) + " pieces").build();
        }
    }

    /**
     * An exact search that watches the values found beside it ({@code seen}, each new one once) and, once one is
     * {@code optimum}, proves it, as scip proves a heuristic's solution by refuting better ones; at home on boards of
     * at most {@code reach} cells, so that on 4x4 a smaller reach makes it the companion of the heuristic.
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
            return new Capabilities(Capabilities.Strategy.EXACT, true, Set.of(), List.of(new Capabilities.Reach(
                    Set.of(Objective.MIN_DOMINATION), Capabilities.Attacks.ANY, reach)));
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
                Thread.sleep(5);
            }
            return SolveResult.builder().status(Status.CANCELLED).message("stopped").build();
        }
    }

    /**
     * An exact search at home on 4 cells only (so that on 4x4 it runs beside the heuristic) that runs plans of four
     * units, each a fifth of a second long, until two of them ran at once ({@code most}), then proves 8; its rounds
     * decide {@code deciding} when that is not negative ({@link SolveContext#searching}).
     */
    record Parallel(AtomicInteger most, long deciding) implements Solver {
        Parallel(AtomicInteger most) {
            this(most, -1);
        }

        public String id() {
            return "parallel";
        }

        public String description() {
            return "runs its units as widely as it may";
        }

        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        @Override
        public Capabilities capabilities() {
            return new Exact(8, 4).capabilities();
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
     * A local search that reports the solutions {@code found}, each {@code at} its milliseconds after it started, then
     * keeps searching until stopped; {@code stoppedAt} is when it stopped, in milliseconds after it started.
     */
    record Heuristic(List<Placement> found, List<Long> at, AtomicLong stoppedAt) implements Solver {
        /** Reports {@code found} after 20 ms. */
        Heuristic(Placement found) {
            this(found, new AtomicLong(-1));
        }

        Heuristic(Placement found, AtomicLong stoppedAt) {
            this(List.of(found), List.of(20L), stoppedAt);
        }

        Heuristic(List<Placement> found, List<Long> at) {
            this(found, at, new AtomicLong(-1));
        }

        public String id() {
            return "heuristic";
        }

        public String description() {
            return "finds covers";
        }

        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        @Override
        public Capabilities capabilities() {
            return new Capabilities(Capabilities.Strategy.HEURISTIC, false, Set.of(), List.of(new Capabilities.Reach(
                    Set.of(Objective.MIN_DOMINATION), Capabilities.Attacks.ANY, 1_000_000)));
        }

        public SolveResult solve(Problem problem, SolveContext context) throws Exception {
            long start = System.nanoTime();
            int next = 0;
            while (!context.shouldStop() && context.remainingMillis() > 200) {
                if (next < found.size() && TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) >= at.get(next)) {
                    context.incumbent(found.get(next++));
                }
                context.progress(next, null, null, "searching");
                Thread.sleep(5);
            }
            stoppedAt.set(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
            Placement best = found.get(Math.max(0, next - 1));
            return SolveResult.builder().status(Status.FEASIBLE).value(best.cells().size()).solution(best).build();
        }
    }
}
