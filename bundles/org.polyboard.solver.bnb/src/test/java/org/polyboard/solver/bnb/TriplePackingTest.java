package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.testing.TestProblem;

/**
 * The packing of cells and triples is a valid bound: every piece covers at most {@code SCALE} of its weight, counted
 * here from the search's own neighbourhoods, and each triple kept is one (pair by pair a common coverer, none common
 * to all three); and it is the LP's: its total on the empty board is the optimum of the covering LP with the triples'
 * cuts (bench/knights-lp-cuts.py, scipy's HiGHS), less the rounding, above the LP of single cells.
 */
class TriplePackingTest {

    @ParameterizedTest(name = "{0}x{0} knights: the LP of cells and triples {1}, of cells {2}")
    @CsvSource({"10, 15.429, 14.545", "11, 19.333, 17.000", "16, 36.154, 33.902"})
    void theBoundIsFeasibleAndTheLpsOptimum(int n, double withTriples, double cellsOnly) {
        CoverTables tables = BranchAndBoundSolver.tables(TestProblem.knights(n, n), () -> false).tables;
        TriplePacking p = tables.triples;
        Units units = tables.units;
        assertThat(p).isNotNull();
        for (int x = 0; x < units.count; x++) {
            long load = 0;
            for (int t = 0; t < units.unitOf.length; t++) {
                if (covers(units, x, t)) {
                    load += p.cellWeight[t];
                }
            }
            for (int q = 0; q < p.tripleWeight.length; q++) {
                boolean touches = false;
                for (int i = 0; i < 3; i++) {
                    touches |= covers(units, x, p.tripleCells[3 * q + i]);
                }
                load += touches ? p.tripleWeight[q] : 0;
            }
            assertThat(load).as("piece %d", x).isLessThanOrEqualTo(PackingWeights.SCALE);
        }
        for (int q = 0; q < p.tripleWeight.length; q++) {
            int a = p.tripleCells[3 * q];
            int b = p.tripleCells[3 * q + 1];
            int c = p.tripleCells[3 * q + 2];
            assertThat(shared(units, a, b) && shared(units, b, c) && shared(units, a, c)).isTrue();
            boolean all = false;
            for (int x = 0; x < units.count; x++) {
                all |= covers(units, x, a) && covers(units, x, b) && covers(units, x, c);
            }
            assertThat(all).as("triple %d, %d, %d has a common coverer", a, b, c).isFalse();
        }
        double total = (double) p.total / PackingWeights.SCALE;
        assertThat(total).isCloseTo(withTriples, within(0.01)).isLessThanOrEqualTo(withTriples + 1e-3);
        assertThat((double) tables.totalWeight / PackingWeights.SCALE).isCloseTo(cellsOnly, within(0.01));
    }

    private static boolean covers(Units units, int x, int t) {
        return (units.hood[x][t >>> 6] & 1L << t) != 0;
    }

    private static boolean shared(Units units, int a, int b) {
        for (int x = 0; x < units.count; x++) {
            if (covers(units, x, a) && covers(units, x, b)) {
                return true;
            }
        }
        return false;
    }
}
