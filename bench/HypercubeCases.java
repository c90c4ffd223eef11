/*
 * HypercubeCases: what a four-dimensional analogue of `planes` would cost on 5^4, the most non-attacking queens on
 * the hypercube of side 5 (published 38, A068941; Polyboard finds 38 with `ils` but proves only 45). Single file,
 * Java 17, no dependencies: a measurement, not a solver (no units, no checkpoints, one thread).
 *
 * MODEL. Cells (x, y, z, w) in {0..4}^4, index ((x*5 + y)*5 + z)*5 + w. Two cells attack when their non-zero
 * coordinate differences all have one absolute value. A slice (one coordinate fixed) is a 5^3 cube whose attacks
 * are the three-dimensional queen's; its depth is min(v, 4 - v).
 *
 * CASES (as `planes` on cubes, one dimension up). Let k be the most queens on a slice of any axis and p the greatest
 * depth of a slice holding k. A symmetry of the hypercube maps that slice to w = p, and one of the 48 symmetries of
 * the cube (x, y, z), which fix w, makes its queens the least of their images (as a 128-bit number). So every
 * placement has an image in one case (k, p, S): slice w = p holds exactly the canonical k-set S of 3D queens, every
 * slice holds at most k, every slice deeper than p at most k - 1. A case whose caps along w add up to less than t
 * holds no placement of t queens.
 *
 * SEARCH OF A CASE. The axis line (any of the four axes) with the fewest free cells: a queen on each of its free
 * cells, or none. A slice that reaches its cap gives up its free cells. A node is cut when, along some axis, the
 * queens placed plus, per slice, the smaller of its room under its cap and the exact maximum of three-dimensional
 * queens on its free cells, fall short of t. That maximum is a search of its own (the cell's z-line of the lowest
 * free cell: each free cell or none), cut by the exact two-dimensional maxima of the cube's planes along its three
 * axes, read from a table of all 2^25 subsets of a 5x5 plane; maxima are memoised by their 125-bit cell set.
 *
 *   javac -d out bench/HypercubeCases.java
 *   java -Xmx2g -cp out HypercubeCases estimate T K P EVERY   # every EVERY-th canonical case of (K, P), refuting T
 *   java -Xmx2g -cp out HypercubeCases check "(1,1,2,4) (1,1,3,2) ..."  # a placement (1-based, as `solve` prints):
 *                                                             # its case must hold a placement of its size
 *
 * `estimate` prints the cases sampled, how many the root's bound cut, the nodes and time of the sampled cases, and
 * both extrapolated to every canonical case of (K, P). Figures: docs/polycube.md, "5^4 by cases".
 */
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public final class HypercubeCases {

    static final int N = 5;
    static final int PLANE = N * N;
    static final int CUBE = N * N * N;
    static final int CELLS = CUBE * N;
    static final int WORDS = (CELLS + 63) / 64;
    private static final int[] STRIDE = {CUBE, PLANE, N, 1};

    /** Per cell of the hypercube, the cells it attacks ({@code WORDS} longs). */
    private final long[][] attacks = new long[CELLS][WORDS];
    /** Per axis and value, the slice's cells in the order of their cube index (the other three coordinates). */
    private final int[][][] slices = new int[4][N][CUBE];
    /** The axis lines of all four axes. */
    private final int[][] lines;
    /** Per cube cell, the cells of its z-line. */
    private final int[][] zLine = new int[CUBE][];
    /** Built last: it reads {@link #cubeClosed}. */
    private final CubeMaxima maxima;
    /** The 48 symmetries of the cube as maps of its cells. */
    private final int[][] cubeSymmetries = new int[48][CUBE];
    /** Per cube cell, its closed 3D queen neighbourhood, as two longs. */
    private final long[][] cubeClosed = new long[CUBE][2];

    private long nodes;

    HypercubeCases() {
        int[][] at = new int[CELLS][];
        for (int c = 0; c < CELLS; c++) {
            at[c] = coordinates(c, 4);
        }
        for (int c = 0; c < CELLS; c++) {
            for (int e = 0; e < CELLS; e++) {
                if (attack(at[c], at[e])) {
                    attacks[c][e >>> 6] |= 1L << e;
                }
            }
        }
        for (int a = 0; a < 4; a++) {
            for (int v = 0; v < N; v++) {
                int j = 0;
                for (int c = 0; c < CELLS; c++) {
                    if (at[c][a] == v) {
                        slices[a][v][j++] = c;
                    }
                }
            }
        }
        List<int[]> all = new ArrayList<>();
        for (int a = 0; a < 4; a++) {
            for (int c = 0; c < CELLS; c++) {
                if (at[c][a] == 0) {
                    int[] line = new int[N];
                    for (int i = 0; i < N; i++) {
                        line[i] = c + i * STRIDE[a];
                    }
                    all.add(line);
                }
            }
        }
        lines = all.toArray(new int[0][]);
        for (int j = 0; j < CUBE; j++) {
            int base = j - j % N;
            zLine[j] = new int[] {base, base + 1, base + 2, base + 3, base + 4};
            int[] p = coordinates(j, 3);
            for (int e = 0; e < CUBE; e++) {
                if (e == j || attack(p, coordinates(e, 3))) {
                    cubeClosed[j][e >>> 6] |= 1L << e;
                }
            }
        }
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        int g = 0;
        for (int[] axes : permutations) {
            for (int reflect = 0; reflect < 8; reflect++) {
                for (int j = 0; j < CUBE; j++) {
                    int[] p = coordinates(j, 3);
                    int[] to = new int[3];
                    for (int a = 0; a < 3; a++) {
                        to[a] = (reflect >> a & 1) == 0 ? p[axes[a]] : N - 1 - p[axes[a]];
                    }
                    cubeSymmetries[g][j] = (to[0] * N + to[1]) * N + to[2];
                }
                g++;
            }
        }
        maxima = new CubeMaxima();
    }

    static int[] coordinates(int c, int d) {
        int[] x = new int[d];
        for (int i = d - 1; i >= 0; i--) {
            x[i] = c % N;
            c /= N;
        }
        return x;
    }

    static boolean attack(int[] a, int[] b) {
        int reach = 0;
        for (int i = 0; i < a.length; i++) {
            int d = Math.abs(a[i] - b[i]);
            if (d != 0) {
                if (reach != 0 && reach != d) {
                    return false;
                }
                reach = d;
            }
        }
        return reach != 0;
    }

    static boolean has(long[] bits, int c) {
        return (bits[c >>> 6] >>> c & 1) != 0;
    }

    /** The exact maxima of 3D queens on cell sets of the 5^3 cube, memoised. */
    final class CubeMaxima {
        /** Per cube cell and view (the axis taken first: x, y or z), its index in that view. */
        private final int[][] view = new int[3][CUBE];
        /** Per view and cube cell, its closed neighbourhood in that view (two longs). */
        private final long[][][] closedIn = new long[3][CUBE][2];
        /** The most 2D queens on each of the 2^25 subsets of a 5x5 plane. */
        private final byte[] planeMaximum = new byte[1 << PLANE];
        private static final int MEMO = 1 << 23;
        private final long[] memoLow = new long[MEMO];
        private final long[] memoHigh = new long[MEMO];
        private final byte[] memoValue = new byte[MEMO];
        long computed;

        CubeMaxima() {
            for (int j = 0; j < CUBE; j++) {
                int x = j / PLANE;
                int y = j / N % N;
                int z = j % N;
                view[0][j] = j;
                view[1][j] = (y * N + x) * N + z;
                view[2][j] = (z * N + x) * N + y;
            }
            int[] closed2 = new int[PLANE];
            for (int c = 0; c < PLANE; c++) {
                for (int e = 0; e < PLANE; e++) {
                    int dx = Math.abs(c / N - e / N);
                    int dz = Math.abs(c % N - e % N);
                    if (dx == 0 || dz == 0 || dx == dz) {
                        closed2[c] |= 1 << e;
                    }
                }
            }
            // the lowest cell either holds no queen or one, which leaves the cells it does not attack
            for (int s = 1; s < 1 << PLANE; s++) {
                int low = Integer.numberOfTrailingZeros(s);
                planeMaximum[s] = (byte) Math.max(planeMaximum[s & ~(1 << low)], 1 + planeMaximum[s & ~closed2[low]]);
            }
            for (int j = 0; j < CUBE; j++) {
                for (int e = 0; e < CUBE; e++) {
                    if (has(cubeClosed[j], e)) {
                        for (int v = 0; v < 3; v++) {
                            int b = view[v][e];
                            closedIn[v][j][b >>> 6] |= 1L << b;
                        }
                    }
                }
            }
        }

        /** The most 3D queens on the cells of {@code low | high << 64}. */
        int of(long low, long high) {
            if ((low | high) == 0) {
                return 0;
            }
            long h = low * 0x9E3779B97F4A7C15L ^ high * 0xC2B2AE3D27D4EB4FL;
            int i = (int) ((h ^ h >>> 29) & (MEMO - 1));
            if (memoValue[i] != 0 && memoLow[i] == low && memoHigh[i] == high) {
                return memoValue[i] - 1;
            }
            computed++;
            long[] s = new long[6];
            for (int j = 0; j < CUBE; j++) {
                if (((j < 64 ? low : high) >>> j & 1) != 0) {
                    for (int v = 0; v < 3; v++) {
                        int b = view[v][j];
                        s[2 * v + (b >>> 6)] |= 1L << b;
                    }
                }
            }
            int most = search(s, 0, -1);
            memoLow[i] = low;
            memoHigh[i] = high;
            memoValue[i] = (byte) (most + 1);
            return most;
        }

        /** The 25 bits of plane v of a view's 128-bit set. */
        private int plane(long low, long high, int v) {
            int from = PLANE * v;
            long bits = from + PLANE <= 64 ? low >>> from : from >= 64 ? high >>> (from - 64)
                    : low >>> from | high << (64 - from);
            return (int) (bits & (1 << PLANE) - 1);
        }

        /** The least, over the three views, of the sum of their planes' exact maxima. */
        private int bound(long[] s) {
            int best = Integer.MAX_VALUE;
            for (int v = 0; v < 3; v++) {
                int sum = 0;
                for (int i = 0; i < N; i++) {
                    sum += planeMaximum[plane(s[2 * v], s[2 * v + 1], i)];
                }
                best = Math.min(best, sum);
            }
            return best;
        }

        /** The most queens, when more than {@code best}; {@code s} holds the free cells in all three views. */
        private int search(long[] s, int placed, int best) {
            if ((s[0] | s[1]) == 0) {
                return Math.max(placed, best);
            }
            if (placed + bound(s) <= best) {
                return best;
            }
            int j = s[0] != 0 ? Long.numberOfTrailingZeros(s[0]) : 64 + Long.numberOfTrailingZeros(s[1]);
            long[] next = new long[6];
            for (int c : zLine[j]) {
                if (((c < 64 ? s[0] : s[1]) >>> c & 1) != 0) {
                    for (int i = 0; i < 6; i++) {
                        next[i] = s[i] & ~closedIn[i >> 1][c][i & 1];
                    }
                    best = search(next, placed + 1, best);
                }
            }
            System.arraycopy(s, 0, next, 0, 6);
            for (int c : zLine[j]) {
                for (int v = 0; v < 3; v++) {
                    int b = view[v][c];
                    next[2 * v + (b >>> 6)] &= ~(1L << b);
                }
            }
            return search(next, placed, best);
        }
    }

    /** The most 3D queens on the free cells of slice (a, v). */
    private int sliceMaximum(long[] free, int a, int v) {
        long low = 0;
        long high = 0;
        int[] slice = slices[a][v];
        for (int j = 0; j < CUBE; j++) {
            if (has(free, slice[j])) {
                if (j < 64) {
                    low |= 1L << j;
                } else {
                    high |= 1L << j;
                }
            }
        }
        return maxima.of(low, high);
    }

    /** Puts a queen on {@code c}: the cells it attacks are no longer free, and its slices hold one more. */
    private void place(int c, long[] free, int[][] on) {
        for (int i = 0; i < WORDS; i++) {
            free[i] &= ~attacks[c][i];
        }
        free[c >>> 6] &= ~(1L << c);
        for (int a = 0; a < 4; a++) {
            on[a][c / STRIDE[a] % N]++;
        }
    }

    /** One case's search for t queens. */
    private final class Walk {
        final int t;
        final int[] caps = new int[N];

        Walk(int t, int k, int p) {
            this.t = t;
            for (int v = 0; v < N; v++) {
                caps[v] = Math.min(v, N - 1 - v) <= p ? k : k - 1;
            }
        }

        int bound(long[] free, int[][] on, int placed) {
            int best = Integer.MAX_VALUE;
            for (int a = 0; a < 4; a++) {
                int sum = 0;
                for (int v = 0; v < N; v++) {
                    int room = caps[v] - on[a][v];
                    if (room > 0) {
                        sum += Math.min(room, sliceMaximum(free, a, v));
                    }
                }
                best = Math.min(best, sum);
            }
            return placed + best;
        }

        void giveUpFull(long[] free, int[][] on) {
            for (int a = 0; a < 4; a++) {
                for (int v = 0; v < N; v++) {
                    if (on[a][v] >= caps[v]) {
                        for (int c : slices[a][v]) {
                            free[c >>> 6] &= ~(1L << c);
                        }
                    }
                }
            }
        }

        /** Whether a placement of t queens lies below this node. */
        boolean search(long[] free, int[][] on, int placed) {
            nodes++;
            if (placed >= t) {
                return true;
            }
            if (bound(free, on, placed) < t) {
                return false;
            }
            int[] line = null;
            int fewest = N + 1;
            for (int[] l : lines) {
                int count = 0;
                for (int c : l) {
                    if (has(free, c)) {
                        count++;
                    }
                }
                if (count > 0 && count < fewest) {
                    fewest = count;
                    line = l;
                    if (count == 1) {
                        break;
                    }
                }
            }
            if (line == null) {
                return false;
            }
            for (int c : line) {
                if (!has(free, c)) {
                    continue;
                }
                long[] next = free.clone();
                int[][] onNext = new int[4][];
                for (int a = 0; a < 4; a++) {
                    onNext[a] = on[a].clone();
                }
                place(c, next, onNext);
                giveUpFull(next, onNext);
                if (search(next, onNext, placed + 1)) {
                    return true;
                }
            }
            long[] next = free.clone();
            for (int c : line) {
                next[c >>> 6] &= ~(1L << c);
            }
            return search(next, on, placed);
        }
    }

    /**
     * Searches case (k, p, s) for t queens: whether it holds a placement. {@code s} holds cube cells of slice w = p.
     */
    boolean holds(int t, int k, int p, int[] s) {
        long[] free = new long[WORDS];
        for (int c = 0; c < CELLS; c++) {
            free[c >>> 6] |= 1L << c;
        }
        int[][] on = new int[4][N];
        for (int j : s) {
            place(slices[3][p][j], free, on);
        }
        for (int c : slices[3][p]) {
            free[c >>> 6] &= ~(1L << c);
        }
        Walk walk = new Walk(t, k, p);
        for (int a = 0; a < 4; a++) {
            for (int v = 0; v < N; v++) {
                if (on[a][v] > walk.caps[v]) {
                    return false;
                }
            }
        }
        walk.giveUpFull(free, on);
        return walk.search(free, on, k);
    }

    /** Whether a k-set of cube cells is the least of its 48 images (128-bit numbers, unsigned). */
    boolean canonical(int[] s, int k) {
        long low = 0;
        long high = 0;
        for (int i = 0; i < k; i++) {
            low |= s[i] < 64 ? 1L << s[i] : 0;
            high |= s[i] >= 64 ? 1L << s[i] : 0;
        }
        for (int g = 1; g < 48; g++) {
            long l2 = 0;
            long h2 = 0;
            for (int i = 0; i < k; i++) {
                int j = cubeSymmetries[g][s[i]];
                l2 |= j < 64 ? 1L << j : 0;
                h2 |= j >= 64 ? 1L << j : 0;
            }
            int order = h2 != high ? Long.compareUnsigned(h2, high) : Long.compareUnsigned(l2, low);
            if (order < 0) {
                return false;
            }
        }
        return true;
    }

    /** Sampling state of {@code estimate}. */
    private long sets;
    private long canonicalSets;
    private long sampled;
    private long cutAtRoot;
    private long caseNodes;
    private long caseNanos;

    private void estimate(int[] s, int size, long low, long high, int t, int k, int p, long every) {
        if (size == k) {
            sets++;
            if (!canonical(s, k) || ++canonicalSets % every != 0) {
                return;
            }
            sampled++;
            long before = nodes;
            long start = System.nanoTime();
            if (holds(t, k, p, s)) {
                System.out.println("a placement of " + t + " in case " + Arrays.toString(s));
            }
            caseNanos += System.nanoTime() - start;
            caseNodes += nodes - before;
            cutAtRoot += nodes - before == 1 ? 1 : 0;
            return;
        }
        while ((low | high) != 0) {
            int j = low != 0 ? Long.numberOfTrailingZeros(low) : 64 + Long.numberOfTrailingZeros(high);
            if (j < 64) {
                low &= ~(1L << j);
            } else {
                high &= ~(1L << j);
            }
            s[size] = j;
            estimate(s, size + 1, low & ~cubeClosed[j][0], high & ~cubeClosed[j][1], t, k, p, every);
        }
    }

    /** The case of a placement (0-based cells): its k, p and the canonical set of its fullest deepest slice. */
    void check(List<int[]> queens) {
        int[][] on = new int[4][N];
        for (int[] q : queens) {
            for (int a = 0; a < 4; a++) {
                on[a][q[a]]++;
            }
        }
        int k = 0;
        int p = -1;
        int axis = -1;
        int value = -1;
        for (int a = 0; a < 4; a++) {
            for (int v = 0; v < N; v++) {
                int depth = Math.min(v, N - 1 - v);
                if (on[a][v] > k || on[a][v] == k && depth > p) {
                    k = on[a][v];
                    p = depth;
                    axis = a;
                    value = v;
                }
            }
        }
        int[] s = new int[k];
        int i = 0;
        for (int[] q : queens) {
            if (q[axis] == value) {
                int[] rest = new int[3];
                int m = 0;
                for (int a = 0; a < 4; a++) {
                    if (a != axis) {
                        rest[m++] = q[a];
                    }
                }
                s[i++] = (rest[0] * N + rest[1]) * N + rest[2];
            }
        }
        int[] least = null;
        for (int g = 0; g < 48; g++) {
            int[] image = new int[k];
            for (int j = 0; j < k; j++) {
                image[j] = cubeSymmetries[g][s[j]];
            }
            Arrays.sort(image);
            if (least == null || canonical(image, k)) {
                least = image;
            }
        }
        int t = queens.size();
        System.out.printf("%d queens, case k=%d p=%d S=%s (canonical: %b)%n", t, k, p, Arrays.toString(least),
                canonical(least, k));
        long before = nodes;
        System.out.printf("case holds %d: %b (%d nodes)%n", t, holds(t, k, p, least), nodes - before);
        before = nodes;
        System.out.printf("case holds %d: %b (%d nodes)%n", t + 1, holds(t + 1, k, p, least), nodes - before);
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: HypercubeCases estimate T K P EVERY | check \"(x,y,z,w) ...\"");
            System.exit(2);
        }
        HypercubeCases cases = new HypercubeCases();
        if (args[0].equals("check")) {
            List<int[]> queens = new ArrayList<>();
            for (String q : args[1].replaceAll("[()]", " ").trim().split("\\s+")) {
                String[] xs = q.split(",");
                int[] c = new int[4];
                for (int a = 0; a < 4; a++) {
                    c[a] = Integer.parseInt(xs[a]) - 1;
                }
                queens.add(c);
            }
            cases.check(queens);
            return;
        }
        int t = Integer.parseInt(args[1]);
        int k = Integer.parseInt(args[2]);
        int p = Integer.parseInt(args[3]);
        long every = Long.parseLong(args[4]);
        int capSum = 0;
        for (int v = 0; v < N; v++) {
            capSum += Math.min(v, N - 1 - v) <= p ? k : k - 1;
        }
        if (capSum < t) {
            System.out.printf("t=%d k=%d p=%d: the caps add up to %d, no case%n", t, k, p, capSum);
            return;
        }
        long start = System.nanoTime();
        cases.estimate(new int[k], 0, -1L, (1L << (CUBE - 64)) - 1, t, k, p, every);
        double scale = (double) cases.canonicalSets / Math.max(1, cases.sampled);
        System.out.printf("t=%d k=%d p=%d: %d sets, %d canonical, %d sampled, %d cut at the root; sampled cases %d nodes,"
                + " %.1f s; all canonical cases: about %.3g nodes, %.3g s (%.1f s in all, %d cube maxima computed)%n",
                t, k, p, cases.sets, cases.canonicalSets, cases.sampled, cases.cutAtRoot, cases.caseNodes,
                cases.caseNanos / 1e9, cases.caseNodes * scale, cases.caseNanos / 1e9 * scale,
                (System.nanoTime() - start) / 1e9, cases.maxima.computed);
    }
}
