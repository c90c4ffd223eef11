package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;

/**
 * The most non-attacking queens on the cube n^3 (n at most {@value #MAX_SIDE}), searched plane by plane.
 * <p>
 * An axis plane (x, y or z = c) is an n×n board of two-dimensional queens, its rows, columns and diagonals being lines
 * of the cube; call min(c, n − 1 − c) its depth. In a placement, let k be the most queens on one axis plane and p the
 * greatest depth of a plane holding k. A symmetry of the cube maps that plane to y = p, and one of the 8 symmetries of
 * the square (x, z), which keep y, then makes its queens the least of their images. So every placement has an image in
 * one <em>case</em> (k, p, S): the plane y = p holds exactly S, a canonical set of k two-dimensional queens; every axis
 * plane holds at most k queens, and every plane deeper than p at most k − 1. A case whose caps over the n planes of one
 * axis add up to less than t holds no placement of t queens, and k is at least ⌈t/n⌉. (For t = 49 on 8^3 that leaves
 * k = 7 or 8, and with k = 7 and p = 0 the planes y may hold 7, 6, 6, 6, 6, 6, 6, 7: one queen to spare.)
 * <p>
 * Each case is a work unit, searched by its walk ({@link CubeWalk}). The walk takes, at each node, the row or column
 * of the planes y with the fewest free cells (a line holds one queen at most; the plane nearest to p first on ties): a
 * queen on each of its free cells, or none. On 12^3 that takes 0.58 to 0.67 of the nodes of filling the planes a row
 * at a time. A node is cut when, along some axis, the queens placed plus, for each plane of that axis, the most
 * two-dimensional queens on its cells still free (an exact maximum, {@link PlaneMaxima}), each plane capped by its
 * case, fall short of t. A plane that reaches its cap gives up its free cells. The walk looks for one placement of at
 * least t queens, or lists every placement of t; the tree depends on the unit alone, so the units are the same in
 * every run.
 * <p>
 * A plane's n^2 cells are a bit set of {@code words} longs (cell x·n + z at bit x·n + z). Immutable tables, shared by
 * every unit of a problem; thread-safe.
 */
final class CubePlanes implements SplitSearch {

    /** The largest side taken. */
    static final int MAX_SIDE = 12;

    /** What a refutation rests on, for the proof line. */
    static final String BASIS = "exhaustive search by planes (a fullest axis plane mapped to y = p, canonical under"
            + " the square's symmetries; the planes capped and bounded by their exact two-dimensional maxima)";

    private static final String ONE = "one";
    private static final String ALL = "all";


    private final int n;
    /** Longs in a plane's bit set. */
    final int words;
    /** Each plane cell's closed two-dimensional queen neighbourhood, {@code words} longs a cell. */
    final long[] closed;
    /**
     * The cells of a plane at distance d that a queen on cell c attacks (the nine directions that leave its plane),
     * {@code words} longs at {@code (c·n + d)·words}.
     */
    final long[] cross;
    /** The cells of row x of a plane, {@code words} longs a row. */
    final long[] rowMask;
    /** The cells of column z of a plane (x·n + z for every x), {@code words} longs a column. */
    final long[] columnMask;
    final long[] full;
    /** The canonical k-sets of a plane, by k, in the order they are generated, {@code words} longs a set. */
    private final Map<Integer, long[]> canonical = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<PlaneMaxima> caches = new ConcurrentLinkedQueue<>();
    /** The 48 symmetries of the cube (a permutation of the axes and a reflection of each) as maps of its cells. */
    final List<int[]> symmetries;

    private CubePlanes(int n) {
        this.n = n;
        this.symmetries = cubeSymmetries(n);
        this.words = (n * n + 63) / 64;
        int cells = n * n;
        closed = new long[cells * words];
        cross = new long[cells * n * words];
        rowMask = new long[n * words];
        columnMask = new long[n * words];
        full = new long[words];
        for (int x = 0; x < n; x++) {
            for (int z = 0; z < n; z++) {
                set(rowMask, x * words, x * n + z);
                set(columnMask, z * words, x * n + z);
                set(full, 0, x * n + z);
            }
        }
        for (int x = 0; x < n; x++) {
            for (int z = 0; z < n; z++) {
                int c = x * n + z;
                for (int x2 = 0; x2 < n; x2++) {
                    for (int z2 = 0; z2 < n; z2++) {
                        int dx = x2 - x;
                        int dz = z2 - z;
                        if (dx == 0 || dz == 0 || Math.abs(dx) == Math.abs(dz)) {
                            set(closed, c * words, x2 * n + z2);
                        }
                    }
                }
                for (int d = 1; d < n; d++) {
                    for (int ax = -1; ax <= 1; ax++) {
                        for (int az = -1; az <= 1; az++) {
                            int x2 = x + ax * d;
                            int z2 = z + az * d;
                            if (x2 >= 0 && x2 < n && z2 >= 0 && z2 < n) {
                                set(cross, (c * n + d) * words, x2 * n + z2);
                            }
                        }
                    }
                }
            }
        }
    }

    private static List<int[]> cubeSymmetries(int n) {
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        List<int[]> maps = new ArrayList<>();
        for (int[] axes : permutations) {
            for (int reflect = 0; reflect < 8; reflect++) {
                int[] map = new int[n * n * n];
                for (int c = 0; c < map.length; c++) {
                    int[] at = {c / (n * n), c / n % n, c % n};
                    int[] to = new int[3];
                    for (int a = 0; a < 3; a++) {
                        to[a] = (reflect >> a & 1) == 0 ? at[axes[a]] : n - 1 - at[axes[a]];
                    }
                    map[c] = (to[0] * n + to[1]) * n + to[2];
                }
                maps.add(map);
            }
        }
        return List.copyOf(maps);
    }

    private static void set(long[] bits, int offset, int bit) {
        bits[offset + (bit >>> 6)] |= 1L << bit;
    }

    /**
     * The search for {@code model} when it is the queens of a whole cube n^3, n at most {@value #MAX_SIDE}, cells in
     * lexicographic order: checked cell by cell against the attacks of a three-dimensional queen (any of the 26
     * directions, to the edge), so that the search answers for the model it is given.
     */
    static Optional<CubePlanes> of(AttackModel model) {
        if (model.dimension() != 3) {
            return Optional.empty();
        }
        int n = model.extent(0);
        if (n < 1 || n > MAX_SIDE || model.extent(1) != n || model.extent(2) != n || model.cellCount() != n * n * n) {
            return Optional.empty();
        }
        long[] expected = new long[model.words()];
        for (int c = 0; c < model.cellCount(); c++) {
            int[] at = model.coordinates(c);
            if (at[0] != c / (n * n) || at[1] != c / n % n || at[2] != c % n) {
                return Optional.empty();
            }
            Arrays.fill(expected, 0);
            for (int d = 0; d < model.cellCount(); d++) {
                int dx = Math.abs(d / (n * n) - at[0]);
                int dy = Math.abs(d / n % n - at[1]);
                int dz = Math.abs(d % n - at[2]);
                int reach = Math.max(dx, Math.max(dy, dz));
                if ((dx == 0 || dx == reach) && (dy == 0 || dy == reach) && (dz == 0 || dz == reach)) {
                    expected[d >>> 6] |= 1L << d;
                }
            }
            if (!Arrays.equals(expected, model.neighbourhood(c))) {
                return Optional.empty();
            }
        }
        return Optional.of(new CubePlanes(n));
    }

    /** The side n of the cube. */
    int side() {
        return n;
    }

    /** The caps of a case: k for the planes at depth at most p, k − 1 deeper, by coordinate. */
    private int[] caps(int k, int p) {
        int[] caps = new int[n];
        for (int c = 0; c < n; c++) {
            caps[c] = Math.min(c, n - 1 - c) <= p ? k : k - 1;
        }
        return caps;
    }

    /** Whether a case's caps leave room for {@code size} queens. */
    private boolean fits(int k, int p, int size) {
        return Arrays.stream(caps(k, p)).sum() >= size;
    }

    /**
     * The k-sets of two-dimensional queens on an n×n plane that are the least of their images under the 8 symmetries
     * of the square (as numbers: the highest word first, unsigned), in the order of a walk by rows; {@code words}
     * longs a set.
     */
    long[] canonical(int k) {
        return canonical.computeIfAbsent(k, size -> {
            List<long[]> sets = new ArrayList<>();
            sets(full.clone(), 0, new long[words], 0, size, sets);
            long[] kept = new long[sets.size() * words];
            int count = 0;
            for (long[] set : sets) {
                if (isCanonical(set)) {
                    System.arraycopy(set, 0, kept, count++ * words, words);
                }
            }
            return Arrays.copyOf(kept, count * words);
        });
    }

    private void sets(long[] free, int row, long[] chosen, int size, int k, List<long[]> out) {
        if (size == k) {
            out.add(chosen.clone());
            return;
        }
        if (size + n - row < k) {
            return;
        }
        for (int z = 0; z < n; z++) {
            int c = row * n + z;
            if ((free[c >>> 6] & 1L << c) != 0) {
                long[] next = free.clone();
                for (int w = 0; w < words; w++) {
                    next[w] &= ~closed[c * words + w];
                }
                chosen[c >>> 6] |= 1L << c;
                sets(next, row + 1, chosen, size + 1, k, out);
                chosen[c >>> 6] &= ~(1L << c);
            }
        }
        sets(free, row + 1, chosen, size, k, out);
    }

    private boolean isCanonical(long[] set) {
        for (int g = 1; g < 8; g++) {
            if (compare(image(set, g), set) < 0) {
                return false;
            }
        }
        return true;
    }

    /** Bit sets compared as numbers, the highest word first, unsigned. */
    private static int compare(long[] a, long[] b) {
        for (int w = a.length - 1; w >= 0; w--) {
            int c = Long.compareUnsigned(a[w], b[w]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** The image of a plane's set under symmetry g of the square: bit 0 reflects x, bit 1 reflects z, bit 2 swaps them. */
    long[] image(long[] set, int g) {
        long[] image = new long[words];
        for (int c = 0; c < n * n; c++) {
            if ((set[c >>> 6] & 1L << c) == 0) {
                continue;
            }
            int x = c / n;
            int z = c % n;
            if ((g & 1) != 0) {
                x = n - 1 - x;
            }
            if ((g & 2) != 0) {
                z = n - 1 - z;
            }
            if ((g & 4) != 0) {
                int swap = x;
                x = z;
                z = swap;
            }
            set(image, 0, x * n + z);
        }
        return image;
    }

    /**
     * The units of the round looking for {@code size} queens, or listing every placement of exactly {@code size}: one
     * per case, k from ⌈size/n⌉ up (the tightest caps first: on 8^3 a placement of 48 is found in a fifth of the nodes
     * that k from n down takes), p from the outer planes in, the canonical sets in order. Ids are
     * {@code planes/one|all/t<size>/k<k>/p<p>/<index>/<checksum>}.
     */
    @Override
    public List<WorkUnit> plan(int size, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget) {
        String mode = enumerate ? ALL : ONE;
        List<WorkUnit> units = new ArrayList<>();
        for (int k = Math.max(1, (size + n - 1) / n); k <= n; k++) {
            for (int p = 0; p <= (n - 1) / 2; p++) {
                if (!fits(k, p, size)) {
                    continue;
                }
                long[] sets = canonical(k);
                for (int i = 0; i < sets.length / words; i++) {
                    Map<String, String> spec = new LinkedHashMap<>();
                    spec.put("t", Integer.toString(size));
                    spec.put("mode", mode);
                    spec.put("k", Integer.toString(k));
                    spec.put("p", Integer.toString(p));
                    spec.put("plane", Specs.bits(Arrays.copyOfRange(sets, i * words, (i + 1) * words)));
                    units.add(new WorkUnit("planes/" + mode + "/t" + size + "/k" + k + "/p" + p + "/" + i + "/"
                            + Specs.checksum(spec), spec));
                }
            }
        }
        return units;
    }

    @Override
    public UnitResult whole(int size, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget) {
        Counter counter = new Counter(stop, counted, budget);
        long count = 0;
        long distinct = 0;
        List<int[]> kept = new ArrayList<>();
        for (WorkUnit unit : plan(size, enumerate, stop, nodes -> { }, budget)) {
            CubeWalk walk = walk(unit, counter);
            if (counter.spent()) {
                return null;
            }
            if (counter.stopped() || (!enumerate && walk.found())) {
                return walk.result();
            }
            count += walk.count();
            distinct += walk.orbits();
            for (int[] placement : walk.kept()) {
                if (kept.size() < Collector.MAX_KEPT) {
                    kept.add(placement);
                }
            }
        }
        counter.flush();
        return new UnitResult(true, count, distinct, counter.total(), kept, Map.of());
    }

    /** Runs one unit of {@link #plan}: the search of its case, for one placement of at least its size. */
    @Override
    public UnitResult run(WorkUnit unit, BooleanSupplier stop, LongConsumer counted) {
        return walk(unit, new Counter(stop, counted)).result();
    }

    /**
     * Every placement of exactly {@code size} queens, counted by the walk without the cases (every plane capped at n,
     * none fixed): the same moves and bounds as the units', for checking them against published counts.
     */
    long count(int size) {
        int[] caps = new int[n];
        Arrays.fill(caps, n);
        CubeWalk walk = new CubeWalk(this, size, caps, -1, true, new Counter(() -> false, nodes -> { }), planeMaxima());
        walk.start(null);
        return walk.count();
    }

    /** Plane maxima for a walk, which names its planes y 0 .. n − 1, x n .. 2n − 1 and z 2n .. 3n − 1. */
    PlaneMaxima planeMaxima() {
        return new PlaneMaxima(n, words, 3 * n);
    }

    private CubeWalk walk(WorkUnit unit, Counter counter) {
        int size = Integer.parseInt(unit.get("t"));
        int k = Integer.parseInt(unit.get("k"));
        int p = Integer.parseInt(unit.get("p"));
        long[] set = Specs.bits(unit.get("plane"), words);
        int queens = 0;
        boolean onPlane = true;
        for (int w = 0; w < words; w++) {
            queens += Long.bitCount(set[w]);
            onPlane &= (set[w] & ~full[w]) == 0;
        }
        if (size < 1 || k < 1 || k > n || p < 0 || p > (n - 1) / 2 || queens != k || !onPlane) {
            throw new IllegalArgumentException("work unit " + unit.id() + " is no case of queens on " + n + "^3");
        }
        for (int c = 0; c < n * n; c++) {
            if ((set[c >>> 6] & 1L << c) == 0) {
                continue;
            }
            for (int w = 0; w < words; w++) {
                if ((set[w] & closed[c * words + w]) != (c >>> 6 == w ? 1L << c : 0)) {
                    throw new IllegalArgumentException("work unit " + unit.id() + " puts attacking queens on its plane");
                }
            }
        }
        String mode = unit.get("mode");
        if (!ONE.equals(mode) && !ALL.equals(mode)) {
            throw new IllegalArgumentException("work unit " + unit.id() + " has no mode one or all");
        }
        PlaneMaxima cache = caches.poll();
        CubeWalk walk = new CubeWalk(this, size, caps(k, p), p, ALL.equals(mode), counter,
                cache == null ? planeMaxima() : cache);
        try {
            walk.start(set);
        } finally {
            caches.add(walk.maxima());
        }
        counter.flush();
        return walk;
    }

    @Override
    public String basis() {
        return BASIS;
    }

    /**
     * The plane x = c as cells y·n + z, from the planes y ({@code words} longs at y·words of {@code planes}): row c of
     * each plane y moved to row y, into {@code out} at {@code at}.
     */
    void gatherX(long[] planes, int x, long[] out, int at) {
        Arrays.fill(out, at, at + words, 0);
        long row = (1L << n) - 1;
        int from = x * n;
        int w = from >>> 6;
        int s = from & 63;
        for (int y = 0; y < n; y++) {
            int in = y * words + w;
            long bits = planes[in] >>> s;
            if (s + n > 64) {
                bits |= planes[in + 1] << (64 - s);
            }
            bits &= row;
            int to = y * n;
            int v = at + (to >>> 6);
            int t = to & 63;
            out[v] |= bits << t;
            if (t + n > 64) {
                out[v + 1] |= bits >>> (64 - t);
            }
        }
    }

    /**
     * The plane z = c as cells x·n + y, from the planes y as in {@link #gatherX}: column c of each plane y moved to
     * column y (every bit of it y − c places up), into {@code out} at {@code at}.
     */
    void gatherZ(long[] planes, int z, long[] out, int at) {
        Arrays.fill(out, at, at + words, 0);
        int mask = z * words;
        for (int y = 0; y < n; y++) {
            int in = y * words;
            int shift = y - z;
            long carry = 0;
            if (shift >= 0) {
                for (int w = 0; w < words; w++) {
                    long bits = planes[in + w] & columnMask[mask + w];
                    out[at + w] |= bits << shift | carry;
                    carry = shift == 0 ? 0 : bits >>> (64 - shift);
                }
            } else {
                for (int w = words - 1; w >= 0; w--) {
                    long bits = planes[in + w] & columnMask[mask + w];
                    out[at + w] |= bits >>> -shift | carry;
                    carry = bits << (64 + shift);
                }
            }
        }
    }

    /**
     * Whether a placement (cells x·n² + y·n + z, sorted) lies in a case: the plane y = p holds k queens, where k is
     * the most on an axis plane and p the greatest depth of a plane holding k, and its queens are canonical.
     */
    boolean inCase(int[] cells) {
        int[][] on = new int[3][n];
        for (int c : cells) {
            on[0][c / (n * n)]++;
            on[1][c / n % n]++;
            on[2][c % n]++;
        }
        int k = 0;
        int p = -1;
        for (int[] axis : on) {
            for (int c = 0; c < n; c++) {
                int depth = Math.min(c, n - 1 - c);
                if (axis[c] > k || axis[c] == k && depth > p) {
                    k = axis[c];
                    p = depth;
                }
            }
        }
        if (on[1][p] != k) {
            return false;
        }
        long[] plane = new long[words];
        for (int c : cells) {
            if (c / n % n == p) {
                set(plane, 0, c / (n * n) * n + c % n);
            }
        }
        return isCanonical(plane);
    }

    /** The most two-dimensional queens on the cells of a plane ({@code words} longs), exact. */
    int planeMaximum(long[] cells) {
        PlaneMaxima maxima = new PlaneMaxima(n, words);
        return maxima.atMost(cells, 0, maxima.rowsAndColumns(cells, 0));
    }
}
