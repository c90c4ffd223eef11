package org.polyboard.solver.anneal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;

class OrbitSearchTest {

    /**
     * The box n^d with the cyclic group of the signed cycle (x_1, ..., x_d) -> (x_2, ..., x_d, n-1-x_1), of order 2d:
     * a symmetry of every box, and on 7^4 one of greatest order (8).
     */
    static TestProblem withSignedCycle(int n, int d) {
        TestProblem plain = TestProblem.box(n, d, TestProblem.queen(), Objective.MAX_INDEPENDENT);
        AttackModel model = plain.model();
        int m = model.cellCount();
        int[] cycle = new int[m];
        for (int c = 0; c < m; c++) {
            int[] x = model.coordinates(c);
            int image = 0;
            for (int i = 1; i <= d; i++) {
                image = image * n + (i < d ? x[i] : n - 1 - x[0]);
            }
            cycle[c] = image;
        }
        List<int[]> group = new ArrayList<>();
        int[] power = new int[m];
        Arrays.setAll(power, c -> c);
        do {
            group.add(power);
            int[] previous = power;
            power = new int[m];
            for (int c = 0; c < m; c++) {
                power[c] = cycle[previous[c]];
            }
        } while (!Arrays.equals(power, group.get(0)));
        return plain.withSymmetries(group);
    }

    /**
     * A068941(7) = 145: the 260 full orbits of the signed 4-cycle hold 18 independent ones, 144 queens and the centre,
     * where the chains over the cells take seconds to minutes by the seed.
     */
    @ParameterizedTest(name = "seed {0}: 145 queens on 7^4 invariant under a signed 4-cycle")
    @ValueSource(longs = {1, 2, 3})
    void findsTheHundredAndFortyFiveQueensOfSevenToTheFour(long seed) {
        AttackModel model = withSignedCycle(7, 4).model();

        OrbitSearch.Outcome outcome = OrbitSearch.run(model, seed, OrbitSearch.STEPS, Integer.MAX_VALUE, () -> false);

        assertThat(outcome.order()).isEqualTo(8);
        assertThat(outcome.orbits()).isEqualTo(260);
        assertThat(outcome.cells()).hasSize(145);
        IndependentSetSolverTest.assertIndependent(model, outcome.cells());
        int[] cycle = model.symmetries().get(1);
        assertThat(Arrays.stream(outcome.cells()).map(c -> cycle[c]).sorted().toArray()).isEqualTo(outcome.cells());
    }

    @Test
    void theSolverStartsItsChainsFromThePlacementOfTheOrbits() throws Exception {
        SolveResult result = new IndependentSetSolver().solve(withSignedCycle(7, 4), new TestContext(false, 1_500));

        assertThat(result.value()).isEqualTo(Fraction.of(145));
        assertThat(result.stats()).containsEntry("orbitValue", "145");
    }

    @Test
    void aBoardWithoutSymmetriesHasNoOrbitsToSearch() {
        // the cube's model with its symmetries taken away: the identity only
        TestProblem cube = TestProblem.box(5, 3, TestProblem.queen(), Objective.MAX_INDEPENDENT);
        AttackModel model = cube.withSymmetries(List.of(cube.model().symmetries().get(0))).model();

        OrbitSearch.Outcome outcome = OrbitSearch.run(model, 1, OrbitSearch.STEPS, Integer.MAX_VALUE, () -> false);

        assertThat(outcome.cells()).isEmpty();
        assertThat(outcome.orbits()).isZero();
    }

    @Test
    void theOrderOfAPermutationIsTheLeastCommonMultipleOfItsCycles() {
        // (0 1 2)(3 4 5 6)(7)
        assertThat(OrbitSearch.order(new int[] {1, 2, 0, 4, 5, 6, 3, 7})).isEqualTo(12);
        assertThat(OrbitSearch.order(new int[] {0, 1, 2})).isEqualTo(1);
    }
}
