package org.polyboard.solver.anneal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;

class ModularCropTest {

    /**
     * No two queens of a crop attack (by the attack model), and the crops of 11^3 and 13^3 meet A068940 from 7^3 to
     * 10^3 (32, 48, 67, 91, proven optimal) and on 12^3 (133, the published lower bound); 14^3 and 20^3 hold the whole
     * placements of 13^3 and 19^3, more than a crop; 16^3 as found.
     */
    @ParameterizedTest(name = "{1} queens on {0}^3 cut from {2}^3")
    @CsvSource({"5, 12, 11", "6, 20, 11", "7, 32, 11", "8, 48, 11", "9, 67, 11", "10, 91, 11", "12, 133, 13",
        "14, 169, 13", "16, 241, 17", "20, 361, 19"})
    void cropsKeepTheirCountAndDoNotAttack(int n, int queens, int modulus) {
        TestProblem problem = TestProblem.box(n, 3, TestProblem.queen(), Objective.MAX_INDEPENDENT);

        ModularCrop.Crop crop = ModularCrop.of(problem, problem.model());

        assertThat(crop.cells()).hasSize(queens);
        assertThat(crop.modulus()).isEqualTo(modulus);
        IndependentSetSolverTest.assertIndependent(problem.model(), crop.cells());
    }

    @Test
    void klarnersMultipliersServeModuliPrimeTo210() {
        // Klarner's z = 2x + 4y: 2 + 4 + 1 = 7 shares a factor with 7, none of the sums with 11 or 13
        assertThat(ModularCrop.serves(2, 4, 11)).isTrue();
        assertThat(ModularCrop.serves(2, 4, 13)).isTrue();
        assertThat(ModularCrop.serves(2, 4, 7)).isFalse();
        assertThat(ModularCrop.serves(1, 2, 11)).as("-x + 2y - z = 0 on (−1, 1, 1)").isFalse();
        for (int a = 1; a < 9; a++) {
            for (int b = 1; b < 9; b++) {
                assertThat(ModularCrop.serves(a, b, 9)).isFalse();
            }
        }
    }

    @Test
    void onlyQueenCubesAreCut() {
        TestProblem square = TestProblem.of(12, 12, TestProblem.queen(), Objective.MAX_INDEPENDENT, null);
        TestProblem hypercube = TestProblem.box(5, 4, TestProblem.queen(), Objective.MAX_INDEPENDENT);

        assertThat(ModularCrop.of(square, square.model())).isNull();
        assertThat(ModularCrop.of(hypercube, hypercube.model())).isNull();
    }

    /** ils shows the crop's 133 on 12^3 at once, and says where it came from when the chains find no more. */
    @Test
    void ilsStartsTwelveCubedAtTheCrop() throws Exception {
        TestProblem problem = TestProblem.box(12, 3, TestProblem.queen(), Objective.MAX_INDEPENDENT);

        SolveResult result = new IndependentSetSolver().solve(problem, new TestContext(false, 3_000));

        assertThat(result.value().compareTo(Fraction.of(133))).isGreaterThanOrEqualTo(0);
        assertThat(String.valueOf(result.stats().get("cropValue"))).isEqualTo("133");
    }
}
