package org.polyboard.pieces;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;

/** Two distinct cells share a line key exactly when one attacks the other, on every kind of board. */
@Timeout(30)
class LineKeysTest {

    private static final List<Piece> PIECES = List.of(new Knight(), new King(), new Rook(), new Bishop(), new Queen());

    @Test
    void keysMatchAttacksOnBoxesToriAndShapesWithHoles() {
        List<Board> boards = List.of(box(false, 1, 1), box(false, 5, 5), box(false, 3, 7), box(false, 4, 4, 4),
                box(false, 3, 3, 3, 3), box(true, 5, 5), box(true, 4, 6), box(true, 2, 2), box(true, 3, 3, 3),
                ring(6), ring(7));
        for (Board board : boards) {
            for (Piece piece : PIECES) {
                check(board, piece);
            }
        }
    }

    /** On a full box a line holding a cell alone gets no key: every key written is shared by another cell. */
    @Test
    void everyKeyOfAFullBoxIsShared() {
        for (Board board : List.of(box(false, 3, 3, 3, 3), box(false, 5, 5), box(false, 1, 4), box(false, 1, 1))) {
            for (Piece piece : List.of(new Rook(), new Bishop(), new Queen())) {
                java.util.Map<Long, Integer> holders = new java.util.HashMap<>();
                long[] keys = new long[piece.maxLines(board)];
                board.forEachCell(c -> {
                    int k = piece.lineKeys(board, c, keys);
                    for (int i = 0; i < k; i++) {
                        holders.merge(keys[i], 1, Integer::sum);
                    }
                });
                assertThat(holders.values()).as("%s on %s", piece.id(), board.description()).allMatch(n -> n >= 2);
            }
        }
    }

    @Test
    void aHoleBlocksTheRay() {
        Board ring = ring(5);
        List<String> seen = new ArrayList<>();
        new Rook().forEachAttacked(ring, new int[] {2, 0}, c -> seen.add(c[0] + "," + c[1]));
        assertThat(seen).containsExactlyInAnyOrder("0,0", "1,0", "3,0", "4,0", "2,1");
    }

    private static void check(Board board, Piece piece) {
        List<int[]> cells = new ArrayList<>();
        board.forEachCell(c -> cells.add(c.clone()));
        long[] keys = new long[piece.maxLines(board)];
        List<Set<Long>> keySets = new ArrayList<>();
        for (int[] c : cells) {
            int k = piece.lineKeys(board, c, keys);
            Set<Long> set = new HashSet<>();
            for (int i = 0; i < k; i++) {
                set.add(keys[i]);
            }
            keySets.add(set);
        }
        for (int i = 0; i < cells.size(); i++) {
            Set<Long> attacked = new HashSet<>();
            piece.forEachAttacked(board, cells.get(i), c -> attacked.add(board.boxIndex(c)));
            for (int j = 0; j < cells.size(); j++) {
                if (i == j) {
                    continue;
                }
                Set<Long> common = new HashSet<>(keySets.get(i));
                common.retainAll(keySets.get(j));
                assertThat(!common.isEmpty()).as("%s on %s: %s and %s", piece.id(), board.description(),
                        java.util.Arrays.toString(cells.get(i)), java.util.Arrays.toString(cells.get(j)))
                        .isEqualTo(attacked.contains(board.boxIndex(cells.get(j))));
            }
        }
    }

    private static Board box(boolean torus, int... extents) {
        return new Board() {
            public String description() {
                return (torus ? "torus " : "box ") + java.util.Arrays.toString(extents);
            }

            public int dimension() {
                return extents.length;
            }

            public int extent(int axis) {
                return extents[axis];
            }

            public boolean contains(int[] cell) {
                for (int a = 0; a < extents.length; a++) {
                    if (cell[a] < 0 || cell[a] >= extents[a]) {
                        return false;
                    }
                }
                return true;
            }

            public long cellCount() {
                long p = 1;
                for (int e : extents) {
                    p *= e;
                }
                return p;
            }

            public boolean wraps() {
                return torus;
            }
        };
    }

    /** An n×n square with the middle cell of every other row and column missing: holes that cut lines. */
    private static Board ring(int n) {
        Board full = box(false, n, n);
        return new Board() {
            public String description() {
                return "ring " + n;
            }

            public int dimension() {
                return 2;
            }

            public int extent(int axis) {
                return n;
            }

            public boolean contains(int[] cell) {
                return full.contains(cell) && !(cell[0] > 0 && cell[0] < n - 1 && cell[1] > 0 && cell[1] < n - 1
                        && (cell[0] + cell[1]) % 2 == 0);
            }

            public long cellCount() {
                long count = 0;
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        count += contains(new int[] {i, j}) ? 1 : 0;
                    }
                }
                return count;
            }
        };
    }
}
