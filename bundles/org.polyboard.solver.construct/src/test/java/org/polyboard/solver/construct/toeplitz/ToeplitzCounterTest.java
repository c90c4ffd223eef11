package org.polyboard.solver.construct.toeplitz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.UnitSolver;
import org.polyboard.testing.TestContext;

@Timeout(30)
class ToeplitzCounterTest {

    /** OEIS A075866 for n = 0..17 (the first entry is n = 0, the empty board; a(17) from Al Zimmermann, 2007). */
    static final long[] A075866 = {1, 1, 0, 0, 4, 4, 0, 0, 32, 96, 0, 0, 992, 2512, 0, 0, 50512, 144144};

    /** Counts as the solver does, on the test executor with {@code threads} units at once; stopped from the start. */
    static ToeplitzCounter.Count count(int n, int keep, int threads, boolean stopped) throws Exception {
        TestContext context = new TestContext(SolveOptions.DEFAULT.withThreads(threads));
        context.cancelled = stopped;
        UnitSolver solver = (problem, options, unit, unitContext) -> ToeplitzCounter.run(unit, unitContext);
        return ToeplitzCounter.count(n, keep, plan -> context.units().run(solver, null, plan));
    }

    @Test
    void theCountsAreThoseOfOeisA075866UpToSeventeen() throws Exception {
        for (int n = 1; n < A075866.length; n++) {
            ToeplitzCounter.Count count = count(n, ToeplitzCountSolver.LISTED, 2, false);
            assertThat(count.complete()).isTrue();
            assertThat(count.solutions()).as("n=%d", n).isEqualTo(A075866[n]);
            assertThat(count.listed()).as("n=%d", n).hasSize((int) Math.min(A075866[n], ToeplitzCountSolver.LISTED));
            Set<List<Integer>> distinct = new HashSet<>();
            int[] previous = null;
            for (int[] queens : count.listed()) {
                assertThat(ToeplitzPlacements.check(queens)).as("n=%d %s", n, Arrays.toString(queens)).isEmpty();
                assertThat(ToeplitzPlacements.size(queens)).isEqualTo(n);
                distinct.add(asList(queens));
                if (previous != null) {
                    assertThat(Arrays.compare(previous, queens)).isNegative();
                }
                previous = queens;
            }
            assertThat(distinct).hasSize(count.listed().size());
        }
    }

    @Test
    void theCountsUpToSymmetryAreTheOrbitsOfTheFourMaps() throws Exception {
        for (int n = 1; n <= 9; n++) {
            List<int[]> all = bruteForce(n);
            Set<List<Integer>> orbits = new HashSet<>();
            for (int[] f : all) {
                orbits.add(canonical(f));
            }
            ToeplitzCounter.Count count = count(n, 0, 2, false);
            assertThat(count.solutions()).as("n=%d", n).isEqualTo(all.size());
            assertThat(count.distinct()).as("n=%d", n).isEqualTo(orbits.size());
            assertThat(count.listed()).isEmpty();
        }
        assertThat(count(4, 0, 1, false).distinct()).isEqualTo(1);
    }

    @Test
    void oneAndTwoThreadsAgreeAndListTheSmallest() throws Exception {
        ToeplitzCounter.Count one = count(13, 100, 1, false);
        ToeplitzCounter.Count two = count(13, 100, 2, false);
        ToeplitzCounter.Count full = count(13, 5000, 2, false);
        assertThat(two.solutions()).isEqualTo(one.solutions()).isEqualTo(2512);
        assertThat(two.distinct()).isEqualTo(one.distinct());
        assertThat(one.listed()).hasSize(100);
        for (int i = 0; i < 100; i++) {
            assertThat(one.listed().get(i)).isEqualTo(two.listed().get(i)).isEqualTo(full.listed().get(i));
        }
    }

    @Test
    void aStoppedCountIsIncomplete() throws Exception {
        ToeplitzCounter.Count count = count(20, 10, 2, true);
        assertThat(count.complete()).isFalse();
    }

    @Test
    void theFirstPlacementIsFoundQuicklyUpToForty() {
        for (int n = 1; n <= 40; n++) {
            if (n > 15 && !ToeplitzPlacements.admissible(n)) {
                continue;
            }
            int[] queens = ToeplitzCounter.first(n, () -> false);
            if (ToeplitzPlacements.admissible(n)) {
                assertThat(queens).as("n=%d", n).isNotNull();
                assertThat(ToeplitzPlacements.check(queens)).isEmpty();
                assertThat(ToeplitzPlacements.size(queens)).isEqualTo(n);
            } else if (n <= 15) {
                assertThat(queens).as("n=%d", n).isNull();
            }
        }
    }

    @Test
    void theSideIsBounded() {
        assertThatThrownBy(() -> count(64, 0, 1, false)).hasMessageContaining("n=64")
                .hasMessageContaining("1..63");
    }

    private static List<int[]> bruteForce(int n) {
        List<int[]> result = new ArrayList<>();
        permute(new int[n], new boolean[n], new boolean[n], 0, result);
        return result;
    }

    private static void permute(int[] f, boolean[] usedColumn, boolean[] usedLabel, int row, List<int[]> result) {
        int n = f.length;
        if (row == n) {
            result.add(f.clone());
            return;
        }
        for (int j = 0; j < n; j++) {
            int label = Math.abs(row - j);
            if (!usedColumn[j] && !usedLabel[label]) {
                usedColumn[j] = true;
                usedLabel[label] = true;
                f[row] = j;
                permute(f, usedColumn, usedLabel, row + 1, result);
                usedColumn[j] = false;
                usedLabel[label] = false;
            }
        }
    }

    /** The smallest of the images of f under id, transpose, anti-transpose and the half turn. */
    private static List<Integer> canonical(int[] f) {
        int n = f.length;
        int[][] images = new int[4][n];
        for (int i = 0; i < n; i++) {
            images[0][i] = f[i];
            images[1][f[i]] = i;
            images[2][n - 1 - f[i]] = n - 1 - i;
            images[3][n - 1 - i] = n - 1 - f[i];
        }
        int[] best = images[0];
        for (int[] image : images) {
            if (Arrays.compare(image, best) < 0) {
                best = image;
            }
        }
        return asList(best);
    }

    private static List<Integer> asList(int[] values) {
        List<Integer> list = new ArrayList<>(values.length);
        for (int v : values) {
            list.add(v);
        }
        return list;
    }
}
