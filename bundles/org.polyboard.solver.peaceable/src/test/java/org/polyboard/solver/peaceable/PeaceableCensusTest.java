package org.polyboard.solver.peaceable;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.function.LongConsumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.verify.Verifier;
import org.polyboard.testing.MemoryCheckpoints;
import org.polyboard.testing.ResumeRuns;
import org.polyboard.testing.TestBoards;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

/**
 * The census of optimal peaceable placements ({@code --all}): the classes under the square's symmetries and the
 * colour swap are OEIS A260680 (1, 1, 1, 10, 3, 35, 19, 71, 18, 380; Rob Pratt, https://oeis.org/A260680), the counts
 * on small boards and tori agree with a brute force over coordinates that shares no code with the search, every
 * placement returned passes the verifier, and a census split into units, or interrupted and resumed, counts what the
 * whole search counts.
 */
@Timeout(120)
class PeaceableCensusTest {

    private final PeaceableSolver solver = new PeaceableSolver();

    @ParameterizedTest(name = "{0}x{0}: {2} classes of {1}+{1} peaceable queens")
    @CsvSource({"1, 0, 1", "2, 0, 1", "3, 1, 1", "4, 2, 10", "5, 4, 3", "6, 5, 35", "7, 7, 19", "8, 9, 71", "9, 12, 18",
            "10, 14, 380"})
    void theClassesAreThoseOfA260680(int n, int m, long classes) throws Exception {
        Problem problem = board(n, false);

        SolveResult result = solver.solve(problem, new TestContext(true, 0));

        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value().numerator()).isEqualTo(m);
        assertThat(result.distinctUpToSymmetry()).isEqualTo(classes);
        if (n >= 3) { // the lines of the 2x2 board also map onto each other under its cyclic shifts
            assertThat(result.stats()).containsEntry("symmetryGroupOrder", "16");
        }
        assertThat(result.proof()).contains("census");
        assertThat(result.solutions()).hasSize((int) Math.min(result.solutionCount(), PeaceableSolver.KEEP));
        Set<String> distinct = new HashSet<>();
        for (Placement p : result.solutions()) {
            assertThat(p.cells()).hasSize(m);
            assertThat(p.black()).hasSize(m);
            assertThat(Verifier.check(problem.board(), problem.piece(), Objective.MAX_PEACEABLE, p, null).valid()).isTrue();
            distinct.add(key(p));
        }
        assertThat(distinct).hasSize(result.solutions().size());
    }

    @ParameterizedTest(name = "{0}x{0}, torus {1}: {2}+{2}")
    @CsvSource({"2, false, 0", "3, false, 1", "4, false, 2", "5, false, 4", "6, false, 5",
            "2, true, 0", "3, true, 0", "4, true, 2", "5, true, 2", "6, true, 4"})
    void theCountsAgreeWithABruteForce(int n, boolean torus, int m) throws Exception {
        SolveResult result = solver.solve(board(n, torus), new TestContext(true, 0));
        long[] expected = bruteForce(n, torus, m);

        assertThat(result.value().numerator()).isEqualTo(m);
        assertThat(result.solutionCount()).isEqualTo(expected[0]);
        assertThat(result.distinctUpToSymmetry()).isEqualTo(expected[1]);
    }

    @Test
    void theUnitsOfACensusCountWhatTheWholeSearchCounts() {
        Problem problem = board(9, false);
        LineColouringSearch search = new LineColouringSearch(problem.model());
        PeaceableCensus whole = new PeaceableCensus(12, search.group(), problem.model().cellCount());
        assertThat(search.enumerate("", 12, () -> false, nodes -> { }, whole)).isTrue();

        PeaceableCensus merged = new PeaceableCensus(12, search.group(), problem.model().cellCount());
        var starts = search.plan(12, PeaceableSolver.PEACEABLE_UNITS);
        assertThat(starts).hasSizeGreaterThanOrEqualTo(PeaceableSolver.PEACEABLE_UNITS);
        for (LineColouringSearch.Start start : starts) {
            PeaceableCensus part = new PeaceableCensus(12, search.group(), problem.model().cellCount());
            assertThat(search.enumerate(start.prefix(), 12, () -> false, nodes -> { }, part)).isTrue();
            merged.addAll(part.encode());
        }

        assertThat(whole.distinct()).isEqualTo(18);
        assertThat(whole.count()).isEqualTo(200);
        assertThat(merged.encode()).isEqualTo(whole.encode());
    }

    @Test
    void aCensusInUnitsOfSmallBudgetsCountsWhatTheWholeSearchCounts() throws Exception {
        Problem problem = board(8, false);

        SolveResult plain = solver.solve(problem, new TestContext(true, 0));
        SolveResult split = new PeaceableSolver(500).solve(problem, new TestContext(true, 0));

        assertThat(split.status()).isEqualTo(Status.OPTIMAL);
        assertThat(split.solutionCount()).isEqualTo(plain.solutionCount()).isEqualTo(1136);
        assertThat(split.distinctUpToSymmetry()).isEqualTo(71);
        assertThat(split.stats().get("censusNodes")).isEqualTo(plain.stats().get("censusNodes"));
        assertThat(Integer.parseInt(split.stats().get(Checkpoints.SUBPROBLEMS)))
                .isGreaterThan(Integer.parseInt(plain.stats().get(Checkpoints.SUBPROBLEMS)));
    }

    @Test
    void anInterruptedCensusResumesToTheSameCounts() throws Exception {
        Problem problem = board(8, false);
        // killed with half a round of census units left
        ResumeRuns runs = ResumeRuns.of(() -> new TestContext(true, 0), c -> solver.solve(problem, c),
                saves -> saves - PeaceableSolver.PEACEABLE_UNITS / 2);
        SolveResult uninterrupted = runs.whole();
        assertThat(uninterrupted.distinctUpToSymmetry()).isEqualTo(71);
        assertThat(runs.kept()).hasSize(runs.killed().limit);

        SolveResult resumed = runs.resumed();
        MemoryCheckpoints second = runs.resumedSaves();

        assertThat(resumed.solutionCount()).isEqualTo(uninterrupted.solutionCount()).isEqualTo(1136);
        assertThat(resumed.distinctUpToSymmetry()).isEqualTo(71);
        assertThat(Integer.parseInt(resumed.stats().get(Checkpoints.RESUMED))).isPositive()
                .isEqualTo(second.loads.get());
    }

    @Test
    void aCensusStoppedShortCountsNothing() throws Exception {
        TestContext context = new TestContext(true, 300);
        SolveResult result = solver.solve(board(13, false), context);

        assertThat(result.status()).isEqualTo(Status.TIMEOUT);
        assertThat(result.solutionCount()).isNull();
        assertThat(result.distinctUpToSymmetry()).isNull();
    }

    private static Problem board(int n, boolean torus) {
        return TestdataProblems.problem((torus ? "torus:" : "rect:") + n + "x" + n, "queen", Objective.MAX_PEACEABLE);
    }

    private static String key(Placement p) {
        StringBuilder text = new StringBuilder();
        p.cells().forEach(c -> text.append(c[0]).append(',').append(c[1]).append(' '));
        text.append('|');
        p.black().forEach(c -> text.append(c[0]).append(',').append(c[1]).append(' '));
        return text.toString();
    }

    /**
     * {placements of m white and m black queens in peace, their classes under the square's symmetries (on a torus
     * with its translations) and the colour swap}, from coordinates alone: every white set, then every black set among
     * the cells no white queen stands on or attacks. Cells are {@code r * n + c} as bits (n at most 8).
     */
    static long[] bruteForce(int n, boolean torus, int m) {
        TestBoards.Attack attack = torus ? TestBoards.TORUS_QUEEN : TestBoards.QUEEN;
        int cells = n * n;
        long[] hood = new long[cells];
        for (int a = 0; a < cells; a++) {
            hood[a] = 1L << a;
            for (int b = 0; b < cells; b++) {
                if (attack.attacks(n, a / n, a % n, b / n, b % n)) {
                    hood[a] |= 1L << b;
                }
            }
        }
        int[][] group = group(n, torus);
        Set<String> classes = new HashSet<>();
        long[] total = new long[1];
        forSubsets(cells, m, -1L, white -> {
            long taken = 0;
            for (long w = white; w != 0; w &= w - 1) {
                taken |= hood[Long.numberOfTrailingZeros(w)];
            }
            forSubsets(cells, m, ~taken, black -> {
                total[0]++;
                classes.add(least(white, black, group));
            });
        });
        return new long[] {total[0], classes.size()};
    }

    /** The square's eight symmetries, on a torus composed with the n² translations, as cell permutations. */
    private static int[][] group(int n, boolean torus) {
        int shifts = torus ? n * n : 1;
        int[][] group = new int[8 * shifts][n * n];
        for (int s = 0; s < shifts; s++) {
            for (int g = 0; g < 8; g++) {
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) {
                        int rr = (r + s / n) % n;
                        int cc = (c + s % n) % n;
                        int x = (g & 1) == 0 ? rr : cc;
                        int y = (g & 1) == 0 ? cc : rr;
                        x = (g & 2) == 0 ? x : n - 1 - x;
                        y = (g & 4) == 0 ? y : n - 1 - y;
                        group[8 * s + g][r * n + c] = x * n + y;
                    }
                }
            }
        }
        return group;
    }

    private static String least(long white, long black, int[][] group) {
        String least = null;
        for (int[] g : group) {
            long w = image(white, g);
            long b = image(black, g);
            for (String key : new String[] {w + ":" + b, b + ":" + w}) {
                if (least == null || key.compareTo(least) < 0) {
                    least = key;
                }
            }
        }
        return least;
    }

    private static long image(long bits, int[] g) {
        long image = 0;
        for (long x = bits; x != 0; x &= x - 1) {
            image |= 1L << g[Long.numberOfTrailingZeros(x)];
        }
        return image;
    }

    /** Runs {@code action} on every set of {@code size} cells among the first {@code cells} that lie in {@code allowed}. */
    private static void forSubsets(int cells, int size, long allowed, LongConsumer action) {
        subsets(cells, size, allowed, 0, 0L, action);
    }

    private static void subsets(int cells, int size, long allowed, int from, long chosen,
            LongConsumer action) {
        if (size == 0) {
            action.accept(chosen);
            return;
        }
        for (int c = from; c <= cells - size; c++) {
            if ((allowed & 1L << c) != 0) {
                subsets(cells, size - 1, allowed, c + 1, chosen | 1L << c, action);
            }
        }
    }
}
