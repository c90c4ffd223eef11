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

    /**
     * A line's key is its canonical cell times the number of directions plus the direction's index. On a full
     * box the canonical cell (where the segment starts, or on a torus where the cycle crosses 0 on the first
     * moving axis) is computed in O(d); on shapes with holes, or tori with unequal sides along the line, by
     * walking the line. On a full box a line that holds the cell alone has no key: no other cell shares it (on 3^8,
     * 16 million of the 18.6 million lines through the cells, which the attack model's line index had to gather).
     */
    @Override
    public int lineKeys(Board board, int[] cell, long[] keys) {
        int d = board.dimension();
        int[][] dirs = directions(d);
        int[] pos = new int[d];
        boolean full = isFullBox(board);
        int written = 0;
        for (int k = 0; k < dirs.length; k++) {
            int[] v = dirs[k];
            System.arraycopy(cell, 0, pos, 0, d);
            long start;
            if (board.wraps()) {
                if (equalSidesAlong(board, v)) {
                    int t = cell[firstMoving(v)];
                    for (int a = 0; a < d; a++) {
                        int e = board.extent(a);
                        pos[a] = Math.floorMod(cell[a] - t * v[a], e);
                    }
                    start = board.boxIndex(pos);
                } else {
                    start = board.boxIndex(cell);
                    while (step(board, pos, v, 1) && !java.util.Arrays.equals(pos, cell)) {
                        start = Math.min(start, board.boxIndex(pos));
                    }
                }
            } else if (full) {
                int t = Integer.MAX_VALUE;
                int ahead = Integer.MAX_VALUE;
                for (int a = 0; a < d; a++) {
                    if (v[a] != 0) {
                        int low = cell[a];
                        int high = board.extent(a) - 1 - cell[a];
                        t = Math.min(t, v[a] > 0 ? low : high);
                        ahead = Math.min(ahead, v[a] > 0 ? high : low);
                    }
                }
                if (t == 0 && ahead == 0) {
                    continue; // the cell alone on this line: no other cell shares its key
                }
                for (int a = 0; a < d; a++) {
                    pos[a] = cell[a] - t * v[a];
                }
                start = board.boxIndex(pos);
            } else {
                while (step(board, pos, v, -1)) {
                    // walk back to the first cell of the segment
                }
                for (int a = 0; a < d; a++) {
                    pos[a] += v[a];
                }
                start = board.boxIndex(pos);
            }
            keys[written++] = start * dirs.length + k;
        }
        return written;
    }

    private static boolean isFullBox(Board board) {
        long product = 1;
        for (int a = 0; a < board.dimension(); a++) {
            product *= board.extent(a);
        }
        return product == board.cellCount();
    }

    private static boolean equalSidesAlong(Board board, int[] v) {
        int side = -1;
        for (int a = 0; a < v.length; a++) {
            if (v[a] != 0) {
                if (side >= 0 && board.extent(a) != side) {
                    return false;
                }
                side = board.extent(a);
            }
        }
        return true;
    }

    /** The first axis along which {@code v} moves; its step is +1 for a canonical direction. */
    private static int firstMoving(int[] v) {
        for (int a = 0; a < v.length; a++) {
            if (v[a] != 0) {
                return a;
            }
        }
        throw new IllegalArgumentException("zero direction");
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
