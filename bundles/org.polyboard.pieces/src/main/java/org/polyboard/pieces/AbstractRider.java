package org.polyboard.pieces;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Consumer;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;

/**
 * A piece that slides any distance along its directions. On a bounded board a ray stops at the first
 * cell outside the board (so a hole blocks it); on a torus it wraps around until it returns.
 */
abstract class AbstractRider implements Piece {

    private final ConcurrentMap<Integer, int[][]> canonicalByDimension = new ConcurrentHashMap<>();

    /** Whether {@code v}, a non-zero vector of {−1,0,1}^d, is a direction of this piece. */
    abstract boolean isDirection(int[] v);

    /** One of each pair of opposite directions in {@code d} dimensions. */
    final int[][] directions(int d) {
        return canonicalByDimension.computeIfAbsent(d, k -> Vectors.canonical(Vectors.unitVectors(k, this::isDirection)));
    }

    @Override
    public void forEachAttacked(Board board, int[] from, Consumer<int[]> sink) {
        int d = board.dimension();
        int[] pos = new int[d];
        if (board.wraps()) {
            Set<Long> seen = new HashSet<>();
            seen.add(board.boxIndex(from));
            for (int[] v : directions(d)) {
                System.arraycopy(from, 0, pos, 0, d);
                while (step(board, pos, v, 1) && !java.util.Arrays.equals(pos, from)) {
                    if (seen.add(board.boxIndex(pos))) {
                        sink.accept(pos);
                    }
                }
            }
            return;
        }
        for (int[] v : directions(d)) {
            for (int sign = -1; sign <= 1; sign += 2) {
                System.arraycopy(from, 0, pos, 0, d);
                while (step(board, pos, v, sign)) {
                    sink.accept(pos);
                }
            }
        }
    }

    @Override
    public int lineKeys(Board board, int[] cell, long[] keys) {
        int d = board.dimension();
        int[][] dirs = directions(d);
        int[] pos = new int[d];
        for (int k = 0; k < dirs.length; k++) {
            System.arraycopy(cell, 0, pos, 0, d);
            long start;
            if (board.wraps()) {
                start = board.boxIndex(cell);
                while (step(board, pos, dirs[k], 1) && !java.util.Arrays.equals(pos, cell)) {
                    start = Math.min(start, board.boxIndex(pos));
                }
            } else {
                while (step(board, pos, dirs[k], -1)) {
                    // walk back to the first cell of the segment
                }
                for (int a = 0; a < d; a++) {
                    pos[a] += dirs[k][a];
                }
                start = board.boxIndex(pos);
            }
            keys[k] = start * dirs.length + k;
        }
        return dirs.length;
    }

    @Override
    public int maxLines(Board board) {
        return directions(board.dimension()).length;
    }

    /**
     * Moves {@code pos} one step along {@code sign·v}; returns whether the new cell is on the board (on a
     * torus coordinates wrap). On failure {@code pos} holds the off-board position.
     */
    private static boolean step(Board board, int[] pos, int[] v, int sign) {
        boolean wrap = board.wraps();
        for (int a = 0; a < pos.length; a++) {
            int x = pos[a] + sign * v[a];
            if (wrap) {
                int e = board.extent(a);
                x = ((x % e) + e) % e;
            }
            pos[a] = x;
        }
        return board.contains(pos);
    }
}
