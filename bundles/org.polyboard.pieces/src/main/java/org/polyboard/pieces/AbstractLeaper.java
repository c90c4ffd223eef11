package org.polyboard.pieces;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Consumer;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;

/** A piece that jumps by fixed offsets; a line is a pair of cells one jump apart. */
abstract class AbstractLeaper implements Piece {

    private final ConcurrentMap<Integer, int[][]> canonicalByDimension = new ConcurrentHashMap<>();

    /** All jump offsets in {@code d} dimensions (closed under negation). */
    abstract int[][] offsets(int d);

    private int[][] canonical(int d) {
        return canonicalByDimension.computeIfAbsent(d, k -> Vectors.canonical(offsets(k)));
    }

    @Override
    public void forEachAttacked(Board board, int[] from, Consumer<int[]> sink) {
        int d = board.dimension();
        int[] pos = new int[d];
        int[][] jumps = canonical(d);
        long self = board.boxIndex(from);
        long[] seen = new long[2 * jumps.length];
        int count = 0;
        for (int[] v : jumps) {
            for (int sign = -1; sign <= 1; sign += 2) {
                if (!jump(board, from, v, sign, pos)) {
                    continue;
                }
                long key = board.boxIndex(pos);
                boolean fresh = key != self;
                for (int i = 0; i < count && fresh; i++) {
                    fresh = seen[i] != key;
                }
                if (fresh) {
                    seen[count++] = key;
                    sink.accept(pos);
                }
            }
        }
    }

    @Override
    public int lineKeys(Board board, int[] cell, long[] keys) {
        int d = board.dimension();
        int[] pos = new int[d];
        int[][] jumps = canonical(d);
        long self = board.boxIndex(cell);
        int count = 0;
        for (int k = 0; k < jumps.length; k++) {
            if (jump(board, cell, jumps[k], 1, pos) && board.boxIndex(pos) != self) {
                keys[count++] = self * jumps.length + k;
            }
            if (jump(board, cell, jumps[k], -1, pos) && board.boxIndex(pos) != self) {
                keys[count++] = board.boxIndex(pos) * jumps.length + k;
            }
        }
        return count;
    }

    @Override
    public int maxLines(Board board) {
        return 2 * canonical(board.dimension()).length;
    }

    private static boolean jump(Board board, int[] from, int[] v, int sign, int[] pos) {
        boolean wrap = board.wraps();
        for (int a = 0; a < from.length; a++) {
            int x = from[a] + sign * v[a];
            if (wrap) {
                int e = board.extent(a);
                x = ((x % e) + e) % e;
            }
            pos[a] = x;
        }
        return board.contains(pos);
    }
}
