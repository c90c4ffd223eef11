package org.polyboard.solver.construct.hypercube;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.polyboard.api.board.Board;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.verify.Verifier;
import org.polyboard.solver.construct.ConstructSolver;
import org.polyboard.testing.QueenLines;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;
import org.polyboard.testing.TestdataProblems;

@Timeout(60)
class HypercubeQueensConstructionTest {

    private final ConstructSolver solver = new ConstructSolver();

    /** The problem on {@code box:<sides>} without an attack model, as the construction must never need one. */
    private static Problem box(String sides, String piece, Objective objective, String... params) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String p : params) {
            map.put(p.substring(0, p.indexOf('=')), p.substring(p.indexOf('=') + 1));
        }
        Board board = TestdataProblems.board("box:" + sides);
        return TestProblem.given(new Instance("polycube", map, "box:" + sides, piece, objective), board,
                TestdataProblems.piece(piece), null);
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 4, 5, 6, 7, 8, 9})
    void twoToTheDQueensOn4ToTheDOneInEachSubBoxNoTwoAttacking(int d) throws Exception {
        Problem problem = box("4^" + d, "queen", Objective.MAX_INDEPENDENT);
        assertThat(solver.rejects(problem, SolveOptions.DEFAULT)).isEmpty();
        SolveResult r = solver.solve(problem, TestContext.unlimited());

        int expected = 1 << d;
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(expected);
        assertThat(r.bound().numerator()).isEqualTo(expected);
        List<int[]> queens = r.solutions().get(0).cells();
        assertThat(queens).hasSize(expected);
        Set<List<Integer>> subBoxes = new HashSet<>();
        for (int[] q : queens) {
            assertThat(q).hasSize(d);
            assertThat(java.util.Arrays.stream(q).allMatch(x -> x >= 0 && x < 4)).as("on the board").isTrue();
            subBoxes.add(java.util.Arrays.stream(q).map(x -> x / 2).boxed().toList());
        }
        assertThat(subBoxes).as("one queen in each sub-box of side 2").hasSize(expected);
        QueenLines.assertNonAttacking(queens);
        assertThat(Verifier.check(problem.board(), problem.piece(), Objective.MAX_INDEPENDENT, r.solutions().get(0),
                r.value()).valid()).isTrue();
        assertThat(r.proof()).endsWith("no more fit: the " + expected
                + " sub-boxes of side 2 are cliques, each holding one queen at most");
    }

    @ParameterizedTest
    @ValueSource(strings = {"5^2", "7^2", "11^2", "11^3", "13^3", "31^3", "17^4"})
    void theSideToTheDMinusOneQueensOnEachLineOfTheLastAxisWhenNoPrimeOfTheSideIsBelowTwoToTheD(String sides)
            throws Exception {
        int n = Integer.parseInt(sides.substring(0, sides.indexOf('^')));
        int d = Integer.parseInt(sides.substring(sides.indexOf('^') + 1));
        Problem problem = box(sides, "queen", Objective.MAX_INDEPENDENT);
        assertThat(solver.rejects(problem, SolveOptions.DEFAULT)).isEmpty();
        SolveResult r = solver.solve(problem, TestContext.unlimited());

        int expected = (int) Math.pow(n, d - 1);
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        assertThat(r.value().numerator()).isEqualTo(expected);
        assertThat(r.bound().numerator()).isEqualTo(expected);
        List<int[]> queens = r.solutions().get(0).cells();
        Set<List<Integer>> lines = new HashSet<>();
        for (int[] q : queens) {
            assertThat(java.util.Arrays.stream(q).allMatch(x -> x >= 0 && x < n)).as("on the board").isTrue();
            lines.add(java.util.Arrays.stream(q, 0, d - 1).boxed().toList());
        }
        assertThat(lines).as("one queen on each line of the last axis").hasSize(expected);
        QueenLines.assertNonAttacking(queens);
        assertThat(Verifier.check(problem.board(), problem.piece(), Objective.MAX_INDEPENDENT, r.solutions().get(0),
                r.value()).valid()).isTrue();
        assertThat(r.proof()).endsWith("lines along the last axis partition the box, each holding one queen at most");
    }

    @Test
    void elevenAndThirteenCubedMatchThePublishedTerms() throws Exception {
        // A068940(11) = 121 and A068940(13) = 169, Klarner's n^2 for n coprime to 210
        assertThat(solver.solve(box("11^3", "queen", Objective.MAX_INDEPENDENT), TestContext.unlimited()).value()
                .numerator()).isEqualTo(121);
        assertThat(solver.solve(box("13^3", "queen", Objective.MAX_INDEPENDENT), TestContext.unlimited()).value()
                .numerator()).isEqualTo(169);
    }

    @Test
    void fourToTheFourMatchesThePublishedSixteen() throws Exception {
        // A068941(4) = 16: the search's proof and this construction agree
        SolveResult r = solver.solve(box("4^4", "queen", Objective.MAX_INDEPENDENT), TestContext.unlimited());
        assertThat(r.value().numerator()).isEqualTo(16);
        assertThat(solver.solve(box("4^5", "queen", Objective.MAX_INDEPENDENT), TestContext.unlimited()).proof())
                .startsWith("32 queens, one in each sub-box of side 2, placed by a searched placement on 4^5; no more");
        assertThat(solver.solve(box("4^7", "queen", Objective.MAX_INDEPENDENT), TestContext.unlimited()).proof())
                .contains("a searched placement on 4^5 times the even construction on the other 2 coordinates");
    }

    @Test
    void refusesWhatItDoesNotConstruct() {
        assertThat(solver.rejects(box("4^3", "queen", Objective.MAX_INDEPENDENT), SolveOptions.DEFAULT)).get()
                .asString().endsWith("not 4^3");
        for (String sides : new String[] {"6^4", "6^3", "7^3", "9^3", "11^4", "13^4", "2^2", "3^2"}) {
            assertThat(solver.rejects(box(sides, "queen", Objective.MAX_INDEPENDENT), SolveOptions.DEFAULT)).as(sides)
                    .get().asString().endsWith("no prime factor below 2^d; not " + sides);
        }
        assertThat(solver.rejects(box("4x4x4x5", "queen", Objective.MAX_INDEPENDENT), SolveOptions.DEFAULT)).isPresent();
        assertThat(solver.rejects(box("4^4", "rook", Objective.MAX_INDEPENDENT), SolveOptions.DEFAULT)).get().asString()
                .contains("places queens");
        assertThat(solver.rejects(box("4^4", "queen", Objective.MIN_DOMINATION), SolveOptions.DEFAULT)).get().asString()
                .startsWith("no construction for family polycube min-domination");
        assertThat(solver.rejects(box("4^4", "queen", Objective.MAX_INDEPENDENT, "symmetry=rot180"),
                SolveOptions.DEFAULT)).isPresent();
        assertThat(solver.rejects(box("4^4", "queen", Objective.MAX_INDEPENDENT), new SolveOptions(true, 0))).get()
                .asString().contains("does not enumerate");
    }
}
