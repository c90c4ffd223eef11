package org.polyboard.solver.enumerate;

/**
 * The most two-dimensional queens on a set of cells of an n×n plane, up to a limit: the largest w up to the limit
 * for which a set of w exists, tried from the limit down, each by a search by rows (a row holds one queen at most)
 * cut where the rows left cannot make up the rest ({@link CubePlanes}'s planes). A direct-mapped cache keeps, for each
 * set of cells met, the largest w found and the least w refuted. Not thread-safe: one walk at a time.
 */
final class PlaneMaxima {

    /** Entries of the cache (direct-mapped; a power of two, small enough to stay in the processor's cache). */
    private static final int CACHE_BITS = 18;

    private final int n;
    /** Longs in a plane's bit set. */
    private final int words;
    /** Each row's cells, {@code words} longs a row. */
    private final long[] rowMask;
    /** Each cell's closed two-dimensional queen neighbourhood, {@code words} longs a cell. */
    private final long[] closed;
    private final long[] keys;
    private final byte[] found = new byte[1 << CACHE_BITS];
    /** One more than the largest w not refuted (so the most queens are fewer than this). */
    private final byte[] refuted = new byte[1 << CACHE_BITS];
    /** The cells of each level of a search, {@code words} longs a level (a level a row). */
    private final long[] stack;

    PlaneMaxima(int n, int words, long[] rowMask, long[] closed) {
        this.n = n;
        this.words = words;
        this.rowMask = rowMask;
        this.closed = closed;
        this.keys = new long[words << CACHE_BITS];
        this.stack = new long[(n + 2) * words];
    }

    /**
     * At most as many queens as the plane has rows and columns holding a cell: an upper bound of the most queens
     * on the cells {@code cells[offset .. offset + words)}.
     */
    int rowsAndColumns(long[] cells, int offset) {
        int rows = 0;
        long columns = 0;
        for (int x = 0; x < n; x++) {
            long row = rowBits(cells, offset, x);
            if (row != 0) {
                rows++;
                columns |= row;
            }
        }
        return Math.min(rows, Long.bitCount(columns));
    }

    /** The n cells of row x of the plane at {@code offset}, as bits 0..n−1. */
    private long rowBits(long[] cells, int offset, int x) {
        int from = x * n;
        int w = offset + (from >>> 6);
        int s = from & 63;
        long bits = cells[w] >>> s;
        if (s + n > 64) {
            bits |= cells[w + 1] << (64 - s);
        }
        return bits & (1L << n) - 1;
    }

    /**
     * The smaller of {@code limit} and the most queens on the cells {@code cells[offset .. offset + words)};
     * {@code limit} must be at least 0.
     */
    int atMost(long[] cells, int offset, int limit) {
        if (limit == 0) {
            return 0;
        }
        long hash = 0;
        for (int w = 0; w < words; w++) {
            hash = (hash + cells[offset + w]) * 0x9E3779B97F4A7C15L;
        }
        int slot = (int) ((hash ^ hash >>> 29) * 0xBF58476D1CE4E5B9L >>> (64 - CACHE_BITS));
        int key = slot * words;
        boolean hit = true;
        for (int w = 0; w < words && hit; w++) {
            hit = keys[key + w] == cells[offset + w];
        }
        int low = 0;
        int high = Byte.MAX_VALUE;
        if (hit) {
            low = found[slot];
            high = refuted[slot];
        } else {
            System.arraycopy(cells, offset, keys, key, words);
        }
        if (low >= limit) {
            return limit;
        }
        System.arraycopy(cells, offset, stack, 0, words);
        int w = Math.min(limit, high - 1);
        while (w > low && !holds(0, 0, w)) {
            high = w;
            w--;
        }
        low = Math.max(low, w);
        found[slot] = (byte) low;
        refuted[slot] = (byte) high;
        return Math.min(limit, low);
    }

    /** Whether the cells of level {@code level} of the stack hold {@code need − have} more queens. */
    private boolean holds(int level, int have, int need) {
        if (have >= need) {
            return true;
        }
        int base = level * words;
        int rows = 0;
        int first = -1;
        for (int x = 0; x < n; x++) {
            if (rowBits(stack, base, x) != 0) {
                rows++;
                if (first < 0) {
                    first = x;
                }
            }
        }
        if (have + rows < need) {
            return false;
        }
        int next = base + words;
        int rowAt = first * words;
        for (int w = 0; w < words; w++) {
            for (long b = stack[base + w] & rowMask[rowAt + w]; b != 0; b &= b - 1) {
                int c = (w << 6) + Long.numberOfTrailingZeros(b);
                for (int v = 0; v < words; v++) {
                    stack[next + v] = stack[base + v] & ~rowMask[rowAt + v] & ~closed[c * words + v];
                }
                if (holds(level + 1, have + 1, need)) {
                    return true;
                }
            }
        }
        for (int v = 0; v < words; v++) {
            stack[next + v] = stack[base + v] & ~rowMask[rowAt + v];
        }
        return holds(level + 1, have, need);
    }
}
