package org.polyboard.support.subcubes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.polyboard.support.subcubes.MiddleSets;
import org.polyboard.support.subcubes.SubcubeCounts;
import org.polyboard.testing.QueenLines;

/** The exact cover of the d-cube by subcubes, pruned by the character sums, finds queens on 3^d meeting the bound. */
class SubcubePackingTest {

    @ParameterizedTest(name = "every count that reaches the bound of 3^{0} has a placement")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7})
    @Timeout(120)
    void everyCountReachingTheBoundHasAPlacement(int d) {
        List<SubcubeCounts> plan = SubcubeCounts.of(d, MiddleSets.bound(d));
        assertThat(plan).isNotEmpty();
        for (SubcubeCounts counts : plan) {
            int[][] cells = search(d, counts, 1_000_000, 20);
            assertThat(cells).as("counts %s", counts).isNotNull();
            assertPlacement(d, counts, cells);
        }
    }

    /** A subcube's vertices: every value of its free directions over the fixed ones; a vertex alone when none is free. */
    @Test
    void subcubeVertices() {
        assertThat(SubcubeCounts.vertices(0b101, 0b010)).containsExactly(0b111, 0b110, 0b011, 0b010);
        assertThat(SubcubeCounts.vertices(0, 0b1101)).containsExactly(0b1101);
        assertThat(SubcubeCounts.vertices(0b1111, 0)).containsExactlyInAnyOrder(IntStream.range(0, 16).toArray());
    }

    /** 3^8: 52 queens, the maximum, from the count whose hole the sums fix (seed 0: about 0.2 M nodes). */
    @Test
    @Timeout(120)
    void fiftyTwoQueensOnThreeToTheEighth() {
        SubcubeCounts counts = SubcubeCounts.of(8, 52).get(0);
        assertThat(counts).hasToString("(1, 7, 28, 16)");
        SubcubePacking packing = new SubcubePacking(8, counts);
        int[][] cells = packing.restart(0, 1_000_000, () -> false);
        assertThat(cells).isNotNull();
        assertPlacement(8, counts, cells);
        assertThat(packing.nodes()).isLessThan(1_000_000);
    }

    /** Two edges of different directions always meet in the square: the count (0, 2) without holes has no placement. */
    @Test
    void aCountWithoutAPlacementIsSearchedToTheEnd() {
        SubcubePacking packing = new SubcubePacking(2, new SubcubeCounts(new int[] {0, 2}, 0, -1));
        assertThat(packing.restart(1, 1_000_000, () -> false)).isNull();
        assertThat(packing.exhausted()).isTrue();
        // one edge and two holes do fit
        assertThat(new SubcubePacking(2, new SubcubeCounts(new int[] {0, 1}, 2, -1)).restart(1, 1_000, () -> false))
                .hasDimensions(1, 2);
    }

    /**
     * Knuth's estimator ({@link SubcubePacking#probe}) against the tree it estimates, walked to the end: 3^5's count
     * (1, 5, 5) and 3^6's (1, 5, 13). The paths' seeds are fixed, so the means are the same in every run.
     */
    @ParameterizedTest(name = "the estimate of 3^{0}''s tree is within a tenth of its size")
    @ValueSource(ints = {5, 6})
    @Timeout(120)
    void theEstimateOfATreeIsCloseToItsSize(int d) {
        SubcubeCounts counts = SubcubeCounts.of(d, MiddleSets.bound(d)).get(0);
        SubcubePacking packing = new SubcubePacking(d, counts);
        long placements = packing.count(7, 100_000_000, () -> false);
        long nodes = packing.nodes();
        assertThat(placements).isPositive();
        // the same tree, whatever the order the options are tried in
        SubcubePacking again = new SubcubePacking(d, counts);
        assertThat(again.count(8, 100_000_000, () -> false)).isEqualTo(placements);
        assertThat(again.nodes()).isEqualTo(nodes);
        int paths = 20_000;
        double sum = 0;
        int ending = 0;
        for (int p = 0; p < paths; p++) {
            SubcubePacking.Probe probe = packing.probe(p);
            sum += probe.nodes();
            ending += probe.placement() ? 1 : 0;
        }
        assertThat(sum / paths).isCloseTo(nodes, withinPercentage(10));
        assertThat(ending).isPositive();
    }

    @Test
    void aStoppedSearchIsNeitherFoundNorExhausted() {
        SubcubePacking packing = new SubcubePacking(8, SubcubeCounts.of(8, 52).get(2));
        assertThat(packing.restart(3, 1_000_000, () -> true)).isNull();
        assertThat(packing.exhausted()).isFalse();
        assertThat(packing.nodes()).isEqualTo(4_096);
    }

    private static int[][] search(int d, SubcubeCounts counts, long nodes, int restarts) {
        SubcubePacking packing = new SubcubePacking(d, counts);
        for (int r = 0; r < restarts; r++) {
            int[][] cells = packing.restart(r, nodes, () -> false);
            if (cells != null || packing.exhausted()) {
                return cells;
            }
        }
        return null;
    }

    /** Non-attacking from the coordinates, of the bound's size, with distinct middle sets of the sizes counted. */
    private static void assertPlacement(int d, SubcubeCounts counts, int[][] cells) {
        assertThat(cells).hasNumberOfRows(MiddleSets.bound(d));
        int[] bySize = QueenLines.assertOnBoxOfSideThree(Arrays.asList(cells), d);
        assertThat(Arrays.copyOf(bySize, counts.byDimension().length)).isEqualTo(counts.byDimension());
    }
}
