package org.polyboard.solver.enumerate;

import java.util.Arrays;

/**
 * The most two-dimensional queens on a set of cells of an n×n plane, up to a limit: the largest w up to the limit
 * for which a set of w exists, tried from the limit down, each by a search over the plane's rows as n-bit words,
 * cut where the lines left cannot make up the rest: the rows, the columns, the diagonals or the antidiagonals that
 * still hold a cell, whichever are fewest ({@link CubePlanes}'s planes). A line holds one queen at most; the search
 * branches on the row with the fewest cells (each of them, then none), or on a column with fewer when every column
 * left must hold a queen (each of its cells only), as at 95 % of the nodes on 12^3. A direct-mapped cache keeps, for
 * each set of cells met, the largest w found and the least w refuted.
 * <p>
 * A caller that asks again and again about the same planes as their cells shrink and grow back (a walk that places
 * queens and takes them away) names each plane: the last {@value #WITNESSES} placements found on it are kept, and the
 * queens of one that still lie on free cells are a placement found without a search (all of them, most of the time).
 * Most questions are whether a plane still reaches its cap, and most of the time it does: on 12^3 the kept
 * placements answer 63 % of the questions that reach this class and leave 0.51 to 0.62 of the CPU time, the columns
 * 0.85 to 0.88 of the rest, and counting the queens of a kept placement still on free cells (not only whole ones)
 * 0.88 of that (bench/planes-round.sh, docs/polycube.md). Not thread-safe: one walk at a time.
 */
final class PlaneMaxima {

    /** Entries of the cache (direct-mapped; a power of two, small enough to stay in the processor's cache). */
    private static final int CACHE_BITS = 18;
    /** Placements kept for each named plane (replaced oldest first); 4 to 32 do about as well on 12^3. */
    private static final int WITNESSES = 16;

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
    /** The cells (x·n + z) of the queens placed on the way to the current level of a search, one a level. */
    private final int[] path;
    /** The placements kept, {@code words} longs each, {@value #WITNESSES} for each named plane. */
    private final long[] witness;
    /** The queens of each placement kept (0: none yet). */
    private final int[] witnessSize;
    /** For each named plane, which of its placements is replaced next. */
    private final int[] nextWitness;

    /** Plane maxima on n×n planes of {@code words} longs, with no plane named. */
    PlaneMaxima(int n, int words) {
        this(n, words, 0);
    }

    /** Plane maxima on n×n planes of {@code words} longs, with placements kept for planes 0 .. {@code planes} − 1. */
    PlaneMaxima(int n, int words, int planes) {
        this.n = n;
        this.words = words;
        this.keys = new long[words << CACHE_BITS];
        this.stack = new int[(n + 2) * n];
        this.path = new int[n];
        this.witness = new long[planes * WITNESSES * words];
        this.witnessSize = new int[planes * WITNESSES];
        this.nextWitness = new int[planes];
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
        return atMost(cells, offset, limit, floor, -1);
    }

    /**
     * As {@link #atMost(long[], int, int, int)} for the named plane {@code plane} (−1: none): the queens of a
     * placement kept for it that still lie on free cells count as found, and the placement a search finds is kept.
     */
    int atMost(long[] cells, int offset, int limit, int floor, int plane) {
        if (limit == 0) {
            return 0;
        }
        int known = plane < 0 ? 0 : kept(cells, offset, plane, limit);
        if (known >= limit) {
            return limit;
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
            refuted[slot] = (byte) high;
        }
        low = Math.max(low, known);
        if (low >= limit) {
            found[slot] = (byte) low;
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
            if (w >= floor && plane >= 0) {
                keep(plane, w);
            }
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

    /**
     * The most queens of a placement kept for {@code plane} that still lie on the cells given, as soon as they reach
     * {@code limit}: a part of a placement is a placement, so this many queens fit on the cells.
     */
    private int kept(long[] cells, int offset, int plane, int limit) {
        int most = 0;
        for (int i = plane * WITNESSES; i < (plane + 1) * WITNESSES; i++) {
            if (witnessSize[i] <= most) {
                continue;
            }
            int at = i * words;
            int on = 0;
            for (int w = 0; w < words; w++) {
                on += Long.bitCount(witness[at + w] & cells[offset + w]);
            }
            if (on > most) {
                most = on;
                if (most >= limit) {
                    return most;
                }
            }
        }
        return most;
    }

    /** Keeps the placement of {@code size} queens on the search's path for {@code plane}, in place of its oldest. */
    private void keep(int plane, int size) {
        int i = plane * WITNESSES + nextWitness[plane];
        nextWitness[plane] = (nextWitness[plane] + 1) % WITNESSES;
        int at = i * words;
        Arrays.fill(witness, at, at + words, 0);
        for (int q = 0; q < size; q++) {
            witness[at + (path[q] >>> 6)] |= 1L << path[q];
        }
        witnessSize[i] = size;
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
        // the cells of each column counted in binary, one bit set per digit (n < 16; the counts from four on
        // are told apart from those below, not read)
        int ones = 0;
        int twos = 0;
        int fours = 0;
        int eights = 0;
        for (int x = 0; x < n; x++) {
            int row = stack[base + x];
            if (row != 0) {
                int carry = ones & row;
                ones ^= row;
                int carry2 = twos & carry;
                twos ^= carry;
                int carry4 = fours & carry2;
                fours ^= carry2;
                eights ^= carry4;
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
        if (have + Integer.bitCount(columns) == need && fewestCells > 1) {
            // every column left must hold a queen: a column with fewer cells than the fewest row's is branched on,
            // each of its cells, and nothing else (columns of one to three cells are looked for: 3 % faster on
            // 12^3 than looking further)
            int low = columns & ~(fours | eights);
            int column = low & ones & ~twos;
            if (column == 0 && fewestCells > 2) {
                column = low & ~ones & twos;
                if (column == 0 && fewestCells > 3) {
                    column = low & ones & twos;
                }
            }
            if (column != 0) {
                return column(level, have, need, column & -column);
            }
        }
        for (int b = stack[base + fewest]; b != 0; b &= b - 1) {
            if (place(level, have, need, fewest, b & -b)) {
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

    /** Whether a queen on some cell of {@code column} (one bit) makes {@code need} with the cells of the level. */
    private boolean column(int level, int have, int need, int queen) {
        int base = level * n;
        for (int row = 0; row < n; row++) {
            if ((stack[base + row] & queen) != 0 && place(level, have, need, row, queen)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a queen on {@code queen} (one bit) of row {@code row} of the level makes {@code need} with the cells it
     * leaves: those it does not attack, on the next level of the stack.
     */
    private boolean place(int level, int have, int need, int row, int queen) {
        int base = level * n;
        int next = base + n;
        for (int x = 0; x < n; x++) {
            stack[next + x] = stack[base + x] & ~attacked(queen, x - row);
        }
        stack[next + row] = 0;
        path[have] = row * n + Integer.numberOfTrailingZeros(queen);
        return holds(level + 1, have + 1, need);
    }

    /**
     * The cells a queen (one bit of a row) attacks on the row {@code d} rows away: its column and its two diagonals
     * (bits past the row's n fall off with it).
     */
    private static int attacked(int queen, int d) {
        return d >= 0 ? queen | queen << d | queen >>> d : queen | queen >>> -d | queen << -d;
    }
}
