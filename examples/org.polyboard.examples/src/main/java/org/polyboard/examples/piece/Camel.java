package org.polyboard.examples.piece;

import java.util.function.Consumer;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;

/** The camel, a (1,3) leaper, on two-dimensional boards that do not wrap. */
@Component(service = Piece.class, property = Piece.ID + "=camel")
public final class Camel implements Piece {
    /** Half of the jumps; the other half are their negatives. */
    private static final int[][] JUMPS = {{1, 3}, {3, 1}, {1, -3}, {3, -1}};

    public String id() { return "camel"; }
    public String description() { return "camel: the (1,3) leaper (2-D boards, no wrapping)"; }

    public void forEachAttacked(Board board, int[] from, Consumer<int[]> sink) {
        for (int[] jump : JUMPS) {
            for (int sign = -1; sign <= 1; sign += 2) {
                int[] to = {from[0] + sign * jump[0], from[1] + sign * jump[1]};
                if (board.contains(to)) {
                    sink.accept(to);
                }
            }
        }
    }

    /** A leaper's line is a pair of cells one jump apart: keyed by its lower cell and the jump. */
    public int lineKeys(Board board, int[] cell, long[] keys) {
        int count = 0;
        for (int k = 0; k < JUMPS.length; k++) {
            int[] up = {cell[0] + JUMPS[k][0], cell[1] + JUMPS[k][1]};
            int[] down = {cell[0] - JUMPS[k][0], cell[1] - JUMPS[k][1]};
            if (board.contains(up)) {
                keys[count++] = board.boxIndex(cell) * JUMPS.length + k;
            }
            if (board.contains(down)) {
                keys[count++] = board.boxIndex(down) * JUMPS.length + k;
            }
        }
        return count;
    }

    public int maxLines(Board board) { return 2 * JUMPS.length; }
}
