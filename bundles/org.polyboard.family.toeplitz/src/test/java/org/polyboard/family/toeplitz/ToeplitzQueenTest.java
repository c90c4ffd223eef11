package org.polyboard.family.toeplitz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.board.Board;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.boards.BoxBoardFactory;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.model.AttackModels;

@Timeout(30)
class ToeplitzQueenTest {

    private final ToeplitzQueen piece = new ToeplitzQueen();

    @ParameterizedTest
    @CsvSource({"1,1", "2,2", "3,3", "4,4", "5,5", "8,8", "3,5", "5,3", "1,6", "7,2"})
    void attacksAreExactlyTheSharedLines(int rows, int cols) {
        Board board = new RectBoardFactory().create(rows + "x" + cols);
        long[] ka = new long[piece.maxLines(board)];
        long[] kb = new long[piece.maxLines(board)];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                int[] a = {i, j};
                List<Long> attacked = new ArrayList<>();
                piece.forEachAttacked(board, a, c -> attacked.add(board.boxIndex(c)));
                assertThat(attacked).doesNotHaveDuplicates().doesNotContain(board.boxIndex(a));
                int na = piece.lineKeys(board, a, ka);
                for (int r = 0; r < rows; r++) {
                    for (int c = 0; c < cols; c++) {
                        int[] b = {r, c};
                        if (r == i && c == j) {
                            continue;
                        }
                        int nb = piece.lineKeys(board, b, kb);
                        boolean shares = false;
                        for (int x = 0; x < na; x++) {
                            for (int y = 0; y < nb; y++) {
                                shares |= ka[x] == kb[y];
                            }
                        }
                        boolean attacks = r == i || c == j || Math.abs(r - c) == Math.abs(i - j);
                        assertThat(shares).as("(%d,%d)-(%d,%d) share a line", i, j, r, c).isEqualTo(attacks);
                        assertThat(attacked.contains(board.boxIndex(b))).as("(%d,%d) attacks (%d,%d)", i, j, r, c)
                                .isEqualTo(attacks);
                    }
                }
            }
        }
    }

    @Test
    void theModelHasRowsColumnsAndLabelsAsLines() {
        for (int n = 2; n <= 12; n++) {
            AttackModel model = AttackModels.build(new RectBoardFactory().create(n + "x" + n), piece);
            assertThat(model.lineCount()).as("n=%d", n).isEqualTo(3 * n);
            assertThat(model.neighbours(0)).as("n=%d", n).hasSize(3 * (n - 1));
        }
    }

    @Test
    void theSymmetryGroupIsTransposeAntiTransposeAndHalfTurn() {
        for (int n = 3; n <= 14; n++) {
            AttackModel model = AttackModels.build(new RectBoardFactory().create(n + "x" + n), piece);
            Set<List<Integer>> group = new HashSet<>();
            model.symmetries().forEach(g -> group.add(asList(g)));
            int size = n;
            Set<List<Integer>> expected = new HashSet<>();
            int[][] maps = new int[4][n * n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    maps[0][i * n + j] = i * n + j;
                    maps[1][i * n + j] = j * n + i;
                    maps[2][i * n + j] = (size - 1 - j) * n + (size - 1 - i);
                    maps[3][i * n + j] = (size - 1 - i) * n + (size - 1 - j);
                }
            }
            for (int[] g : maps) {
                expected.add(asList(g));
            }
            assertThat(model.symmetries()).as("n=%d", n).hasSize(4);
            assertThat(group).as("n=%d", n).isEqualTo(expected);
        }
    }

    @Test
    void smallBoardsHaveTheGroupsOfTheirAttackGraphs() {
        assertThat(AttackModels.build(new RectBoardFactory().create("1x1"), piece).symmetries()).hasSize(1);
        assertThat(AttackModels.build(new RectBoardFactory().create("2x2"), piece).symmetries()).hasSize(8);
    }

    @Test
    void otherDimensionsAreRefused() {
        Board cube = new BoxBoardFactory().create("3^3");
        assertThatThrownBy(() -> piece.lineKeys(cube, new int[] {0, 0, 0}, new long[3]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two-dimensional")
                .hasMessageContaining("dimension 3");
    }

    private static List<Integer> asList(int[] permutation) {
        List<Integer> list = new ArrayList<>(permutation.length);
        for (int x : permutation) {
            list.add(x);
        }
        return list;
    }
}
