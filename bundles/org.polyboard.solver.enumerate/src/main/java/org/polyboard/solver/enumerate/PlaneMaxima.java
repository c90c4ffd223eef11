package org.polyboard.solver.enumerate;

/**
 * The most two-dimensional queens on a set of cells of an n×n plane, up to a limit: the largest w up to the limit
 * for which a set of w exists, tried from the limit down, each by a search over the plane's rows as n-bit words
 * (a row holds one queen at most; the row with the fewest cells is branched on), cut where the lines left cannot
 * make up the rest: the rows, the columns, the diagonals or the antidiagonals that still hold a cell, whichever are
 * fewest ({@link CubePlanes}'s planes). A direct-mapped cache keeps, for each set of cells met, the largest w found
 * and the least w refuted. Not thread-safe: one walk at a time.
 */
final class PlaneMaxima {

    /** Entries of the cache (direct-mapped; a power of two, small enough to stay in the processor's cache). */
    private static final int CACHE_BITS = 18;

    private final int n;
    /** Longs in a plane's bit set. */
    private final int words;
    private final long[] keys;
    private final byte[] found = new byte[1 << CACHE_BITS];
    /** One more than the largest w not refuted (so the most queens are fewer than this). */
    private final byte[] refuted = new byte[1 << CACHE_BITS];
    /**
     * The cells of each level of a search as its n rows, each row's cells as bits 0..n−1, n ints a level (a level
     * takes one row: a queen in it or none).
     */
    private final int[] stack;

    PlaneMaxima(int n, int words) {
        this.n = n;
        this.words = words;
        this.keys = new long[words << CACHE_BITS];
        this.stack = new int[(n + 2) * n];
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
        return atMost(cells, offset, limit, 0);
    }

    /**
     * As {@link #atMost(long[], int, int)} when the most queens are at least {@code floor}; when they are fewer, a
     * number below {@code floor} and not below them (the search stops once every w from {@code floor} up is
     * refuted: a caller that only asks whether a plane reaches {@code floor} pays no more refutations than that).
     */
    int atMost(long[] cells, int offset, int limit, int floor) {
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
        for (int x = 0; x < n; x++) {
            stack[x] = (int) rowBits(cells, offset, x);
        }
        int w = Math.min(limit, high - 1);
        while (w > low && w >= floor && !holds(0, 0, w)) {
            high = w;
            w--;
        }
        refuted[slot] = (byte) high;
        if (w > low) {
            if (w < floor) {
                // every w from floor up refuted, fewer not tried
                found[slot] = (byte) low;
                return floor - 1;
            }
            low = w;
        }
        found[slot] = (byte) low;
        return Math.min(limit, low);
    }

    /** Whether the cells of level {@code level} of the stack hold {@code need − have} more queens. */
    private boolean holds(int level, int have, int need) {
        if (have >= need) {
            return true;
        }
        int base = level * n;
        // each of the four directions splits the cells into lines of one queen at most: the fewest lines holding a
        // cell bound the queens still to place
        int rows = 0;
        // the row with the fewest cells is branched on: each of its cells, then none of them
        int fewest = -1;
        int fewestCells = Integer.MAX_VALUE;
        int columns = 0;
        long diagonals = 0;
        long antidiagonals = 0;
        for (int x = 0; x < n; x++) {
            int row = stack[base + x];
            if (row != 0) {
                rows++;
                int count = Integer.bitCount(row);
                if (count < fewestCells) {
                    fewestCells = count;
                    fewest = x;
                }
                columns |= row;
                diagonals |= (long) row << x;
                antidiagonals |= (long) row << (n - 1 - x);
            }
        }
        int lines = Math.min(Math.min(rows, Integer.bitCount(columns)),
                Math.min(Long.bitCount(diagonals), Long.bitCount(antidiagonals)));
        if (have + lines < need) {
            return false;
        }
        int next = base + n;
        for (int b = stack[base + fewest]; b != 0; b &= b - 1) {
            int queen = b & -b;
            for (int x = 0; x < n; x++) {
                // the queen's column and its two diagonals on row x (bits past the row's n fall off with it)
                int d = x - fewest;
                int attacked = d >= 0 ? queen | queen << d | queen >>> d : queen | queen >>> -d | queen << -d;
                stack[next + x] = stack[base + x] & ~attacked;
            }
            stack[next + fewest] = 0;
            if (holds(level + 1, have + 1, need)) {
                return true;
            }
        }
        if (have + rows - 1 < need) {
            // every row left must hold a queen
            return false;
        }
        System.arraycopy(stack, base, stack, next, n);
        stack[next + fewest] = 0;
        return holds(level + 1, have, need);
    }
}
