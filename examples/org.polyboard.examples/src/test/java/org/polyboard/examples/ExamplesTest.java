package org.polyboard.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.examples.board.DiamondBoardFactory;
import org.polyboard.examples.family.CamelCoverFamily;
import org.polyboard.examples.piece.Camel;
import org.polyboard.examples.solver.FirstFitSolver;

class ExamplesTest {

    private final DiamondBoardFactory diamonds = new DiamondBoardFactory();
    private final Camel camel = new Camel();

    @Test
    void diamondsHaveTwoRSquaredPlusTwoRPlusOneCells() {
        for (int r = 0; r <= 6; r++) {
            Board board = diamonds.create("" + r);
            List<int[]> cells = cells(board);
            assertThat(board.cellCount()).isEqualTo(cells.size()).isEqualTo(2L * r * r + 2L * r + 1);
        }
        assertThat(cells(diamonds.create("3"))).hasSize(25);
        assertThatThrownBy(() -> diamonds.create("-1")).hasMessage("diamond:-1: the radius must be a whole number 0..100.");
        assertThatThrownBy(() -> diamonds.create("x")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCamelInTheCentreOfDiamondFourAttacksEightCellsAndFromATipTwo() {
        Board board = diamonds.create("4");
        assertThat(attacked(board, new int[] {4, 4})).hasSize(8);
        assertThat(attacked(board, new int[] {0, 4})).containsExactlyInAnyOrder(List.of(3, 3), List.of(3, 5));
    }

    @Test
    void twoCellsShareALineKeyExactlyWhenTheyAttackEachOther() {
        Board board = diamonds.create("5");
        List<int[]> cells = cells(board);
        for (int[] a : cells) {
            Set<List<Integer>> attacked = attacked(board, a);
            Set<Long> keysOfA = keys(board, a);
            for (int[] b : cells) {
                if (a == b || List.of(a[0], a[1]).equals(List.of(b[0], b[1]))) {
                    continue;
                }
                boolean shared = keys(board, b).stream().anyMatch(keysOfA::contains);
                assertThat(shared).as("%s %s", List.of(a[0], a[1]), List.of(b[0], b[1]))
                        .isEqualTo(attacked.contains(List.of(b[0], b[1])));
            }
        }
    }

    @Test
    void camelCoverTakesNOrRAndRejectsBadInputInOneLine() {
        CamelCoverFamily family = new CamelCoverFamily();
        Instance square = family.instance(Map.of("n", "8"), null);
        assertThat(square.board()).isEqualTo("rect:8x8");
        assertThat(square.piece()).isEqualTo("camel");
        assertThat(square.objective()).isEqualTo(Objective.MIN_DOMINATION);
        assertThat(family.instance(Map.of("r", "3"), Objective.MIN_INDEPENDENT_DOMINATION).board()).isEqualTo("diamond:3");
        assertThatThrownBy(() -> family.instance(Map.of("n", "0"), null)).hasMessage("n=0 is out of range 1..200.");
        assertThatThrownBy(() -> family.instance(Map.of("n", "3", "r", "3"), null))
                .hasMessage("camel-cover takes n= or r=, not both.");
        assertThatThrownBy(() -> family.instance(Map.of("n", "3"), Objective.MAX_INDEPENDENT))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void firstFitOnAPathOfFiveTakesEveryOtherCell() {
        // the path 0-1-2-3-4 as a one-dimensional attack model
        AttackModel path = new AttackModel(new int[] {5}, new int[] {0, 1, 2, 3, 4},
                new int[][] {{1}, {0, 2}, {1, 3}, {2, 4}, {3}},
                new int[][] {{0, 1}, {1, 2}, {2, 3}, {3, 4}}, List.of(new int[] {0, 1, 2, 3, 4}));
        SolveResult result = new FirstFitSolver().solve(problem(path), context());
        assertThat(result.status()).isEqualTo(Status.FEASIBLE);
        assertThat(result.solutions().get(0).cells()).extracting(cell -> cell[0]).containsExactly(0, 2, 4);
    }

    private static Problem problem(AttackModel model) {
        return new Problem() {
            public Instance instance() {
                return new Instance("path", Map.of(), "path:5", "step", Objective.MIN_DOMINATION);
            }
            public Board board() {
                throw new UnsupportedOperationException();
            }
            public Piece piece() {
                throw new UnsupportedOperationException();
            }
            public AttackModel model() {
                return model;
            }
        };
    }

    private static SolveContext context() {
        return new SolveContext() {
            public SolveOptions options() {
                return SolveOptions.DEFAULT;
            }
            public long remainingMillis() {
                return Long.MAX_VALUE;
            }
            public boolean shouldStop() {
                return false;
            }
            public void progress(long nodes, String best, String bound, String message) {
            }
            public java.util.concurrent.Executor executor() {
                return Runnable::run;
            }
            public SolveContext.Poll poll(long millis, Runnable tick) {
                return () -> { };
            }
        };
    }

    private static List<int[]> cells(Board board) {
        List<int[]> cells = new ArrayList<>();
        board.forEachCell(cell -> cells.add(cell.clone()));
        return cells;
    }

    private Set<List<Integer>> attacked(Board board, int[] from) {
        Set<List<Integer>> attacked = new HashSet<>();
        camel.forEachAttacked(board, from, cell -> attacked.add(List.of(cell[0], cell[1])));
        return attacked;
    }

    private Set<Long> keys(Board board, int[] cell) {
        long[] keys = new long[camel.maxLines(board)];
        int count = camel.lineKeys(board, cell, keys);
        Set<Long> set = new HashSet<>();
        for (int i = 0; i < count; i++) {
            set.add(keys[i]);
        }
        return set;
    }
}
