package org.polyboard.solver.enumerate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.support.bounds.QueenBound;
import org.polyboard.support.split.SplitRounds;
import org.polyboard.testing.TestdataProblems;

/** The search for queen dominating sets split and cut by frames finds what the plain search finds. */
@Timeout(120)
class FramesTest {

    private static UnitResult round(Problem problem, int k, boolean enumerate, boolean frames) {
        return round(problem, k, enumerate, frames, false);
    }

    /** @param weights whether every frame uses its {@linkplain FrameDual weights} from its root */
    private static UnitResult round(Problem problem, int k, boolean enumerate, boolean frames, boolean weights) {
        boolean independent = problem.instance().objective() == Objective.MIN_INDEPENDENT_DOMINATION;
        int slack = frames ? Integer.MAX_VALUE : -1;
        DominationSearch search = weights ? new DominationSearch(problem.model(), independent, slack, 0)
                : new DominationSearch(problem.model(), independent, slack);
        assertThat(search.framed(k)).isEqualTo(frames && problem.model().extent(0) - k >= 2
                && problem.model().extent(1) - k >= 2);
        return search.whole(k, enumerate, () -> false, nodes -> { }, Long.MAX_VALUE);
    }

    /**
     * Every placement of k queens that dominates (independently or not) is counted once, by its own frame, as the
     * plain search counts it: at the optimum and one above it (where placements with a piece more than covering needs
     * must not be counted by two frames), on squares and on rectangles.
     */
    @ParameterizedTest
    @CsvSource({
        "rect:6x6, MIN_DOMINATION, 3", "rect:6x6, MIN_DOMINATION, 4", "rect:7x7, MIN_DOMINATION, 4",
        "rect:8x8, MIN_DOMINATION, 5", "rect:8x8, MIN_DOMINATION, 6", "rect:9x9, MIN_DOMINATION, 5",
        "rect:8x10, MIN_DOMINATION, 5", "rect:8x10, MIN_DOMINATION, 6", "rect:7x10, MIN_DOMINATION, 5",
        "rect:8x8, MIN_INDEPENDENT_DOMINATION, 5", "rect:8x8, MIN_INDEPENDENT_DOMINATION, 6",
        "rect:9x9, MIN_INDEPENDENT_DOMINATION, 5", "rect:7x9, MIN_INDEPENDENT_DOMINATION, 5",
        "rect:10x10, MIN_DOMINATION, 5", "rect:12x12, MIN_DOMINATION, 6", "rect:10x10, MIN_INDEPENDENT_DOMINATION, 5",
        "rect:12x12, MIN_INDEPENDENT_DOMINATION, 7", "rect:11x11, MIN_INDEPENDENT_DOMINATION, 6",
        "rect:13x13, MIN_INDEPENDENT_DOMINATION, 7"})
    void framesCountEveryPlacementOnceAsThePlainSearchDoes(String board, Objective objective, int k) {
        Problem problem = TestdataProblems.problem(board, "queen", objective);
        assertThat(new DominationSearch(problem.model(), false, Integer.MAX_VALUE).framed(k)).isTrue();
        UnitResult plain = round(problem, k, true, false);
        UnitResult framed = round(problem, k, true, true);
        assertThat(plain.count()).isPositive();
        assertThat(framed.count()).isEqualTo(plain.count());
        assertThat(framed.distinct()).isEqualTo(plain.distinct());
    }

    /**
     * The proof line names the relaxation of the nodes units resume only where those are solved: from 26×26 on, and
     * only when one placement is sought.
     */
    @Test
    void theProofLineNamesTheNodesWeightsOnlyWhereTheyCut() {
        for (int n : new int[] {25, 26, 27}) {
            Problem problem = TestdataProblems.problem("rect:" + n + "x" + n, "queen", Objective.MIN_DOMINATION);
            DominationSearch search = new DominationSearch(problem.model(), false, Frames.TIGHT);
            assertThat(search.frameBasis(false)).as("%dx%d", n, n)
                    .isEqualTo(n >= 26 ? QueenBound.FRAME_AND_NODES : QueenBound.FRAME);
            assertThat(search.frameBasis(true)).isEqualTo(QueenBound.FRAME);
        }
        assertThat(QueenBound.FRAME_AND_NODES).contains("each split unit's node");
        assertThat(QueenBound.FRAME).doesNotContain("node");
    }

    /**
     * With the frames' linear relaxation cutting and narrowing every node, every placement is still counted once, as
     * the plain search counts it.
     */
    @ParameterizedTest
    @CsvSource({
        "rect:6x6, MIN_DOMINATION, 4", "rect:8x8, MIN_DOMINATION, 5", "rect:8x8, MIN_DOMINATION, 6",
        "rect:8x10, MIN_DOMINATION, 6", "rect:7x10, MIN_DOMINATION, 5", "rect:8x8, MIN_INDEPENDENT_DOMINATION, 6",
        "rect:9x9, MIN_INDEPENDENT_DOMINATION, 5", "rect:7x9, MIN_INDEPENDENT_DOMINATION, 5",
        "rect:10x10, MIN_DOMINATION, 5", "rect:11x11, MIN_INDEPENDENT_DOMINATION, 6"})
    void theWeightsKeepEveryPlacement(String board, Objective objective, int k) {
        Problem problem = TestdataProblems.problem(board, "queen", objective);
        UnitResult plain = round(problem, k, true, false);
        UnitResult weighed = round(problem, k, true, true, true);
        assertThat(plain.count()).isPositive();
        assertThat(weighed.count()).isEqualTo(plain.count());
        assertThat(weighed.distinct()).isEqualTo(plain.distinct());
    }

    /**
     * Split into units of a few hundred nodes, each resuming a node of its frame and weighing from there, the frames
     * with their weights still count every placement once, as the plain search does.
     */
    @ParameterizedTest
    @CsvSource({"rect:8x8, MIN_DOMINATION, 5", "rect:8x10, MIN_DOMINATION, 6",
        "rect:11x11, MIN_INDEPENDENT_DOMINATION, 6"})
    void splitUnitsWithTheWeightsKeepEveryPlacement(String board, Objective objective, int k) {
        Problem problem = TestdataProblems.problem(board, "queen", objective);
        boolean independent = objective == Objective.MIN_INDEPENDENT_DOMINATION;
        DominationSearch search = new DominationSearch(problem.model(), independent, Integer.MAX_VALUE, 0);
        Deque<WorkUnit> todo = new ArrayDeque<>(search.plan(k, true, () -> false, nodes -> { }, 300));
        long count = 0;
        long distinct = 0;
        int resumed = 0;
        while (!todo.isEmpty()) {
            WorkUnit unit = todo.poll();
            UnitResult result = search.run(unit, () -> false, nodes -> { });
            count += result.count();
            distinct += result.distinct();
            if (!unit.get("chosen").isEmpty()) {
                resumed++;
            }
            todo.addAll(search.children(unit, result));
        }
        UnitResult plain = round(problem, k, true, false);
        assertThat(resumed).isPositive();
        assertThat(count).isEqualTo(plain.count());
        assertThat(distinct).isEqualTo(plain.distinct());
    }

    /**
     * A unit asked to split after its first batch of nodes hands its parts the nodes it spent, and they search
     * without the frame's weights until they have spent what a frame waits for (on 16×16, 25 600 nodes less those),
     * where parts of a unit split at its budget weigh from their start: both ways every part ends and 8 queens stay
     * refuted, and the parts of the early split search more nodes, unweighed, than the same parts weighing.
     */
    @Test
    void partsOfAUnitAskedToSplitEarlyWaitBeforeTheyWeigh() {
        Problem problem = TestdataProblems.problem("rect:16x16", "queen", Objective.MIN_DOMINATION);
        DominationSearch search = new DominationSearch(problem.model(), false, Frames.TIGHT);
        WorkUnit asked = null;
        UnitResult early = null;
        for (WorkUnit unit : search.plan(8, false, () -> false, nodes -> { }, DominationSearch.BUDGET)) {
            UnitResult result = search.run(unit, () -> false, () -> true, nodes -> { });
            assertThat(result.count()).isZero();
            if (!search.children(unit, result).isEmpty()) {
                asked = unit;
                early = result;
                break;
            }
        }
        assertThat(asked).isNotNull();
        assertThat(search.children(asked, early)).allSatisfy(part -> assertThat(part.spec())
                .doesNotContainKey(DominationSearch.SPENT));
        List<WorkUnit> parts = search.children(asked, early.markSplitOnDemand());
        long waiting = 0;
        long weighing = 0;
        for (WorkUnit part : parts) {
            assertThat(part.get(DominationSearch.SPENT)).isEqualTo(Long.toString(early.nodes()));
            UnitResult unweighed = search.run(part, () -> false, nodes -> { });
            Map<String, String> spec = new LinkedHashMap<>(part.spec());
            spec.remove(DominationSearch.SPENT);
            UnitResult weighed = search.run(new WorkUnit(part.id(), spec), () -> false, nodes -> { });
            for (UnitResult result : List.of(unweighed, weighed)) {
                assertThat(result.complete()).isTrue();
                assertThat(result.count()).isZero();
                assertThat(SplitRounds.open(result)).isEmpty();
            }
            waiting += unweighed.nodes();
            weighing += weighed.nodes();
        }
        assertThat(early.nodes()).isLessThan(DominationSearch.BUDGET);
        assertThat(waiting).isGreaterThan(weighing);
    }

    /**
     * From 20×20 on every frame weighs from its root by default, below only after the board's cells squared nodes; and
     * the default search refutes 10 queens on 20×20 in the nodes it took when that was set (1 608 421, against
     * 4 543 714 with the weights from 160 000 nodes on): a bound that gets weaker, or a default that goes back,
     * fails here.
     */
    @Test
    void fromTwentyByTwentyEveryFrameWeighsFromItsRoot() {
        assertThat(FrameBounds.dualAfter(19 * 19)).isEqualTo(361L * 361);
        assertThat(FrameBounds.dualAfter(20 * 20)).isZero();
        UnitResult twenty = round(TestdataProblems.problem("rect:20x20", "queen", Objective.MIN_DOMINATION), 10, false,
                true);
        assertThat(twenty.complete()).isTrue();
        assertThat(twenty.count()).isZero();
        assertThat(twenty.nodes()).isEqualTo(1_608_421L);
    }

    /**
     * The frames' linear relaxation cuts what the boundary count leaves, with its weights from every frame's root: 16×16
     * with 8 queens is refuted in about 66 000 nodes against 271 000, 15×15 with 8 independent queens in 0.58 million
     * against 1.63 million.
     */
    @Test
    void theWeightsCutWhatTheBoundaryCountLeaves() {
        UnitResult sixteen = round(TestdataProblems.problem("rect:16x16", "queen", Objective.MIN_DOMINATION), 8, false,
                true, true);
        assertThat(sixteen.complete()).isTrue();
        assertThat(sixteen.count()).isZero();
        assertThat(sixteen.nodes()).isBetween(20_000L, 120_000L);
        UnitResult fifteen = round(TestdataProblems.problem("rect:15x15", "queen",
                Objective.MIN_INDEPENDENT_DOMINATION), 8, false, true, true);
        assertThat(fifteen.complete()).isTrue();
        assertThat(fifteen.count()).isZero();
        assertThat(fifteen.nodes()).isBetween(200_000L, 900_000L);
    }

    /**
     * Split into units of 60 nodes where one placement is sought, each unit that resumes a node of a frame
     * searches 20 nodes with the frame's weights and then starts again with the weights of its node: below the optimum
     * every unit ends and none finds a placement; at the optimum one does, and it dominates (independently where asked).
     */
    @ParameterizedTest
    @CsvSource({"rect:12x12, MIN_INDEPENDENT_DOMINATION, 6, false", "rect:13x13, MIN_INDEPENDENT_DOMINATION, 7, true",
        "rect:14x14, MIN_DOMINATION, 7, false", "rect:13x13, MIN_DOMINATION, 7, true"})
    void splitUnitsWithTheWeightsOfTheirNodesFindAndRefute(String board, Objective objective, int k, boolean exists) {
        Problem problem = TestdataProblems.problem(board, "queen", objective);
        boolean independent = objective == Objective.MIN_INDEPENDENT_DOMINATION;
        AttackModel model = problem.model();
        DominationSearch search = new DominationSearch(model, independent, Integer.MAX_VALUE, 20);
        Deque<WorkUnit> todo = new ArrayDeque<>(search.plan(k, false, () -> false, nodes -> { }, 60));
        int resumed = 0;
        int[] found = null;
        while (!todo.isEmpty() && found == null) {
            WorkUnit unit = todo.poll();
            UnitResult result = search.run(unit, () -> false, nodes -> { });
            assertThat(result.complete()).isTrue();
            if (!unit.get("chosen").isEmpty()) {
                resumed++;
            }
            if (result.count() > 0) {
                found = result.kept().get(0);
            }
            todo.addAll(search.children(unit, result));
        }
        assertThat(resumed).isPositive();
        assertThat(found != null).isEqualTo(exists);
        if (found != null) {
            assertThat(found).hasSize(k);
            long[] dominated = new long[model.words()];
            for (int q : found) {
                long[] hood = model.neighbourhood(q);
                for (int i = 0; i < dominated.length; i++) {
                    dominated[i] |= hood[i];
                }
                for (int other : found) {
                    assertThat(!independent || other == q || !Bits.get(model.neighbourhood(q), other)).isTrue();
                }
            }
            assertThat(Bits.count(dominated)).isEqualTo(model.cellCount());
        }
    }

    /** Below the optimum the frames refute too, with far fewer cells searched where the count is tight. */
    @ParameterizedTest
    @CsvSource({"rect:8x8, MIN_DOMINATION, 4", "rect:10x10, MIN_DOMINATION, 4", "rect:12x12, MIN_DOMINATION, 5",
        "rect:14x14, MIN_DOMINATION, 7", "rect:8x8, MIN_INDEPENDENT_DOMINATION, 4",
        "rect:12x12, MIN_INDEPENDENT_DOMINATION, 6", "rect:7x9, MIN_DOMINATION, 4"})
    void framesRefuteWhatThePlainSearchRefutes(String board, Objective objective, int k) {
        Problem problem = TestdataProblems.problem(board, "queen", objective);
        UnitResult framed = round(problem, k, false, true);
        assertThat(framed.complete()).isTrue();
        assertThat(framed.count()).isZero();
        if (!board.equals("rect:14x14")) {
            assertThat(round(problem, k, false, false).count()).isZero();
        }
    }

    /**
     * In the tightest rounds a cell where a queen would waste more of the frame's boundary than the node has to spare
     * is taken off below it: 16×16 with 8 queens (a spare of 4) is refuted in about 380 000 nodes, where cutting only
     * the nodes that waste too much took 5.8 million.
     */
    @Test
    void theTightRoundsTakeOffTheCellsThatWasteTooMuch() {
        UnitResult sixteen = round(TestdataProblems.problem("rect:16x16", "queen", Objective.MIN_DOMINATION), 8, false, true);
        assertThat(sixteen.complete()).isTrue();
        assertThat(sixteen.count()).isZero();
        assertThat(sixteen.nodes()).isBetween(100_000L, 500_000L);
    }

    /**
     * The queens left waste at most the spare together, not only each alone: 15×15 with 8 independent queens (a spare
     * of 8 at the root, where no single cell wastes too much) is refuted in about 1.78 million nodes, where taking off
     * only the cells that waste more than the spare alone took 2.32 million.
     */
    @Test
    void theQueensLeftWasteAtMostTheSpareTogether() {
        Problem problem = TestdataProblems.problem("rect:15x15", "queen", Objective.MIN_INDEPENDENT_DOMINATION);
        assertThat(new Frames(problem.model()).slack(8)).isEqualTo(8);
        UnitResult fifteen = round(problem, 8, false, true);
        assertThat(fifteen.complete()).isTrue();
        assertThat(fifteen.count()).isZero();
        assertThat(fifteen.nodes()).isBetween(1_000_000L, 2_000_000L);
    }

    /**
     * Where one exists the frames find a placement, which dominates: 12×12 with 6 queens and 13×13 with 7 (OEIS
     * A075458).
     */
    @ParameterizedTest
    @CsvSource({"12, 6", "13, 7", "10, 5"})
    void framesFindAMinimumDominatingSet(int n, int k) {
        Problem problem = TestdataProblems.problem("rect:" + n + "x" + n, "queen", Objective.MIN_DOMINATION);
        UnitResult framed = round(problem, k, false, true);
        assertThat(framed.count()).isEqualTo(1);
        int[] cells = framed.kept().get(0);
        assertThat(cells).hasSize(k);
        AttackModel model = problem.model();
        long[] covered = new long[model.words()];
        for (int c : cells) {
            long[] hood = model.neighbourhood(c);
            for (int w = 0; w < covered.length; w++) {
                covered[w] |= hood[w];
            }
        }
        assertThat(Bits.count(covered)).isEqualTo(n * n);
    }

    /**
     * The frames of 8×8 for 5 queens: the whole board's (28 boundary cells, 40 reachable) and the smaller ones whose
     * outer lines 5 queens fill; one per orbit under the 8 symmetries, each with the symmetries that keep it. A
     * boundary cell has at most 3 partners, a corner of the whole board one (its long diagonal). The outer lines of a
     * frame are the rows and columns outside it.
     */
    @Test
    void theFramesOfEightByEight() {
        Problem problem = TestdataProblems.problem("rect:8x8", "queen", Objective.MIN_DOMINATION);
        Frames frames = new Frames(problem.model());
        List<Frames.Frame> all = frames.of(5, true);
        List<Frames.Frame> orbits = frames.of(5, false);
        assertThat(orbits.size()).isLessThan(all.size()).isGreaterThanOrEqualTo(all.size() / 8);
        Frames.Frame whole = orbits.get(0);
        assertThat(whole.spec()).isEqualTo("0,7,0,7");
        assertThat(Bits.count(whole.boundary())).isEqualTo(28);
        assertThat(whole.group()).hasSize(8);
        assertThat(frames.partners(0, whole)).containsExactly(63);
        for (int v = Bits.next(whole.boundary(), 0); v >= 0; v = Bits.next(whole.boundary(), v + 1)) {
            assertThat(frames.partners(v, whole).length).isBetween(1, 3);
        }
        for (Frames.Frame f : all) {
            int boundary = 2 * (f.b() - f.a() + 1) + 2 * (f.d() - f.c() + 1) - 4;
            assertThat(boundary).isLessThanOrEqualTo(8 * 5 - 2 * f.outerRows(8) - 2 * f.outerColumns(8));
        }
        assertThat(frames.parse("1,6,0,7", false).group()).hasSize(4);
        assertThat(whole.outerLines(8, 8)).isEmpty();
        // rows 0 and 7, then columns 0, 1 and 7 (lines 8, 9 and 15)
        Frames.Frame framed = frames.parse("1,6,2,6", true);
        assertThat(framed.outerLines(8, 8)).containsExactly(0, 7, 8, 9, 15);
        for (int cell = 0; cell < 64; cell++) {
            assertThat(Bits.get(frames.lineCells(7), cell)).isEqualTo(frames.row(cell) == 7);
            assertThat(Bits.get(frames.lineCells(9), cell)).isEqualTo(frames.column(cell) == 1);
        }
    }

    /**
     * Only the tight rounds are split: at ⌈n/2⌉ queens on n×n, not one above, independent or not.
     */
    @Test
    void theSearchSplitsTheTightRoundsByFrames() {
        for (int n = 6; n <= 20; n++) {
            Problem problem = TestdataProblems.problem("rect:" + n + "x" + n, "queen", Objective.MIN_DOMINATION);
            DominationSearch search = new DominationSearch(problem.model(), false, Frames.TIGHT);
            assertThat(search.framed((n + 1) / 2)).as("n=%d", n).isTrue();
            assertThat(search.framed((n + 1) / 2 + 1)).as("n=%d", n).isFalse();
            assertThat(new Frames(problem.model()).slack((n + 1) / 2)).as("n=%d", n).isEqualTo(n % 2 == 0 ? 4 : 8);
            DominationSearch independent = new DominationSearch(problem.model(), true, Frames.TIGHT);
            assertThat(independent.framed((n + 1) / 2)).as("n=%d", n).isTrue();
            assertThat(independent.framed((n + 1) / 2 + 1)).as("n=%d", n).isFalse();
        }
    }

    @Test
    void onlyWholeRectanglesOfQueensHaveFrames() {
        assertThat(QueenBound.rectangle(TestdataProblems.problem("rect:8x8", "queen", Objective.MIN_DOMINATION))).isTrue();
        assertThat(QueenBound.rectangle(TestdataProblems.problem("rect:5x9", "queen", Objective.MIN_DOMINATION))).isTrue();
        assertThat(QueenBound.rectangle(TestdataProblems.problem("torus:8x8", "queen", Objective.MIN_DOMINATION))).isFalse();
        assertThat(QueenBound.rectangle(TestdataProblems.problem("rect:8x8", "rook", Objective.MIN_DOMINATION))).isFalse();
        assertThat(QueenBound.rectangle(TestdataProblems.problem("rect:8x8", "knight", Objective.MIN_DOMINATION))).isFalse();
    }
}
