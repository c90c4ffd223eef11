package org.polyboard.family.polycube;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.polyboard.api.board.Board;
import org.polyboard.testing.BruteForce;

/**
 * Closed neighbourhoods found by walking the rays of a rook or a queen directly on a board (at most 64 cells), for
 * an oracle independent of the pieces, the attack model and the solvers.
 */
final class Rays {

    private final List<int[]> cells = new ArrayList<>();
    private final long[] closed;

    Rays(Board board, boolean queen) {
        board.forEachCell(c -> cells.add(c.clone()));
        int m = cells.size();
        if (m > 64) {
            throw new IllegalArgumentException("rays take at most 64 cells, not " + m);
        }
        int d = board.dimension();
        closed = new long[m];
        for (int i = 0; i < m; i++) {
            closed[i] = 1L << i;
            for (int[] v : directions(d, queen)) {
                int[] p = cells.get(i).clone();
                while (true) {
                    for (int a = 0; a < d; a++) {
                        p[a] += v[a];
                    }
                    if (!board.contains(p)) {
                        break;
                    }
                    closed[i] |= 1L << indexOf(p);
                }
            }
        }
    }

    /** The brute force over every subset of the board's cells, for a queen or a rook. */
    static BruteForce oracle(Board board, boolean queen) {
        return new Rays(board, queen).oracle();
    }

    BruteForce oracle() {
        return new BruteForce(closed);
    }

    /** The cells given by their coordinates, as a mask. */
    long mask(int[][] coordinates) {
        long mask = 0;
        for (int[] cell : coordinates) {
            mask |= 1L << indexOf(cell);
        }
        return mask;
    }

    /** Every non-zero vector of {−1,0,1}^d for the queen; the unit vectors for the rook. */
    private static List<int[]> directions(int d, boolean queen) {
        List<int[]> result = new ArrayList<>();
        int total = (int) Math.pow(3, d);
        for (int code = 0; code < total; code++) {
            int[] v = new int[d];
            int rest = code;
            int nonZero = 0;
            for (int a = 0; a < d; a++) {
                v[a] = rest % 3 - 1;
                rest /= 3;
                nonZero += v[a] != 0 ? 1 : 0;
            }
            if (nonZero > 0 && (queen || nonZero == 1)) {
                result.add(v);
            }
        }
        return result;
    }

    private int indexOf(int[] p) {
        for (int i = 0; i < cells.size(); i++) {
            if (Arrays.equals(cells.get(i), p)) {
                return i;
            }
        }
        throw new IllegalStateException("cell not found");
    }
}
