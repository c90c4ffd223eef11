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
 * Each case is a work unit. Its walk fills the other planes y, nearest to p first, a row x at a time (a row is a line
 * and holds one queen at most): a free cell of the row or none. A node is cut when, along some axis, the queens placed
 * plus, for each plane of that axis, the most two-dimensional queens on its cells still free (an exact maximum, kept
 * in a small cache), each plane capped by its case, fall short of t. A plane that reaches its cap gives up its free
 * cells. The walk looks for one placement of at least t queens; the tree depends on the unit alone, so the units are
 * the same in every run.
 * <p>
 * Immutable tables, shared by every unit of a problem; thread-safe.
 */
final class CubePlanes implements SplitSearch {

    /** The largest side: a plane's n^2 cells fit in one {@code long}. */
    static final int MAX_SIDE = 8;

    /** What a refutation rests on, for the proof line. */
    static final String BASIS = "exhaustive search by planes (a fullest axis plane mapped to y = p, canonical under"
            + " the square's symmetries; the planes capped and bounded by their exact two-dimensional maxima)";

    /** Entries of a walk's cache of plane maxima (direct-mapped; a power of two, small enough to stay in cache). */
    private static final int CACHE_BITS = 18;

    private final int n;
    /** Each plane cell's closed two-dimensional queen neighbourhood (cell x·n + z of a plane y). */
    private final long[] closed;
    /** {@code cross[c][d]}: the cells of a plane at distance d that a queen on cell c attacks (nine directions). */
    private final long[][] cross;
    /** The cells of row x of a plane. */
    private final long[] rowMask;
    /** The cells of column 0 of a plane (x·n for every x). */
    private final long columnZero;
    private final long full;
    /** The canonical k-sets of a plane, by k, in the order they are generated. */
    private final Map<Integer, long[]> canonical = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<PlaneMaxima> caches = new ConcurrentLinkedQueue<>();

    private CubePlanes(int n) {
        this.n = n;
        int cells = n * n;
        closed = new long[cells];
        cross = new long[cells][n];
        rowMask = new long[n];
        long all = 0;
        long zero = 0;
        for (int x = 0; x < n; x++) {
            for (int z = 0; z < n; z++) {
                rowMask[x] |= 1L << (x * n + z);
            }
            all |= rowMask[x];
            zero |= 1L << (x * n);
        }
        full = all;
        columnZero = zero;
        for (int x = 0; x < n; x++) {
            for (int z = 0; z < n; z++) {
                int c = x * n + z;
                for (int x2 = 0; x2 < n; x2++) {
                    for (int z2 = 0; z2 < n; z2++) {
                        int dx = x2 - x;
                        int dz = z2 - z;
                        if (dx == 0 || dz == 0 || Math.abs(dx) == Math.abs(dz)) {
                            closed[c] |= 1L << (x2 * n + z2);
                        }
                    }
                }
                for (int d = 1; d < n; d++) {
                    for (int ax = -1; ax <= 1; ax++) {
                        for (int az = -1; az <= 1; az++) {
                            int x2 = x + ax * d;
                            int z2 = z + az * d;
                            if (x2 >= 0 && x2 < n && z2 >= 0 && z2 < n) {
                                cross[c][d] |= 1L << (x2 * n + z2);
                            }
                        }
                    }
                }
            }
        }
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
     * The k-sets of two-dimensional queens on an n×n plane that are the least (as bit sets, unsigned) of their images
     * under the 8 symmetries of the square, in the order of a walk by rows.
     */
    long[] canonical(int k) {
        return canonical.computeIfAbsent(k, size -> {
            List<Long> sets = new ArrayList<>();
            sets(full, 0, 0L, 0, size, sets);
            return sets.stream().filter(this::isCanonical).mapToLong(Long::longValue).toArray();
        });
    }

    private void sets(long free, int row, long chosen, int size, int k, List<Long> out) {
        if (size == k) {
            out.add(chosen);
            return;
        }
        if (size + n - row < k) {
            return;
        }
        for (long b = free & rowMask[row]; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            sets(free & ~closed[c], row + 1, chosen | 1L << c, size + 1, k, out);
        }
        sets(free, row + 1, chosen, size, k, out);
    }

    private boolean isCanonical(long set) {
        for (int g = 1; g < 8; g++) {
            if (Long.compareUnsigned(image(set, g), set) < 0) {
                return false;
            }
        }
        return true;
    }

    /** The image of a plane's set under symmetry g of the square: bit 0 reflects x, bit 1 reflects z, bit 2 swaps them. */
    long image(long set, int g) {
        long image = 0;
        for (long b = set; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
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
            image |= 1L << (x * n + z);
        }
        return image;
    }

    /**
     * The units of the round looking for {@code size} queens: one per case, k from ⌈size/n⌉ up (the tightest caps
     * first: on 8^3 a placement of 48 is found in a fifth of the nodes that k from n down takes), p from the outer
     * planes in, the canonical sets in order. Ids are {@code planes/t<size>/k<k>/p<p>/<index>/<checksum>}.
     *
     * @param enumerate not supported: these units look for one placement
     */
    @Override
    public List<WorkUnit> plan(int size, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget) {
        if (enumerate) {
            throw new IllegalArgumentException("the plane search looks for one placement and does not enumerate them");
        }
        List<WorkUnit> units = new ArrayList<>();
        for (int k = Math.max(1, (size + n - 1) / n); k <= n; k++) {
            for (int p = 0; p <= (n - 1) / 2; p++) {
                if (!fits(k, p, size)) {
                    continue;
                }
                long[] sets = canonical(k);
                for (int i = 0; i < sets.length; i++) {
                    Map<String, String> spec = new LinkedHashMap<>();
                    spec.put("t", Integer.toString(size));
                    spec.put("k", Integer.toString(k));
                    spec.put("p", Integer.toString(p));
                    spec.put("plane", Specs.bits(new long[] {sets[i]}));
                    units.add(new WorkUnit("planes/t" + size + "/k" + k + "/p" + p + "/" + i + "/" + Specs.checksum(spec),
                            spec));
                }
            }
        }
        return units;
    }

    @Override
    public UnitResult whole(int size, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget) {
        Counter counter = new Counter(stop, counted, budget);
        for (WorkUnit unit : plan(size, enumerate, stop, n -> { }, budget)) {
            Walk walk = walk(unit, counter);
            if (counter.spent()) {
                return null;
            }
            if (counter.stopped() || walk.found != null) {
                return walk.result();
            }
        }
        counter.flush();
        return new UnitResult(true, 0, 0, counter.total(), List.of(), Map.of());
    }

    /** Runs one unit of {@link #plan}: the search of its case, for one placement of at least its size. */
    UnitResult run(WorkUnit unit, BooleanSupplier stop, LongConsumer counted) {
        return walk(unit, new Counter(stop, counted)).result();
    }

    private Walk walk(WorkUnit unit, Counter counter) {
        int size = Integer.parseInt(unit.get("t"));
        int k = Integer.parseInt(unit.get("k"));
        int p = Integer.parseInt(unit.get("p"));
        long set = Specs.bits(unit.get("plane"), 1)[0];
        if (size < 1 || k < 1 || k > n || p < 0 || p > (n - 1) / 2 || Long.bitCount(set) != k || (set & ~full) != 0) {
            throw new IllegalArgumentException("work unit " + unit.id() + " is no case of queens on " + n + "^3");
        }
        for (long b = set; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            if ((set & closed[c]) != 1L << c) {
                throw new IllegalArgumentException("work unit " + unit.id() + " puts attacking queens on its plane");
            }
        }
        PlaneMaxima cache = caches.poll();
        Walk walk = new Walk(size, caps(k, p), p, counter, cache == null ? new PlaneMaxima() : cache);
        try {
            walk.start(set);
        } finally {
            caches.add(walk.maxima);
        }
        counter.flush();
        return walk;
    }

    @Override
    public String basis() {
        return BASIS;
    }

    /**
     * The most two-dimensional queens on a set of cells of an n×n plane, exact, by rows (a row holds one at most),
     * through a direct-mapped cache of the sets met. Not thread-safe: one walk at a time.
     */
    private final class PlaneMaxima {
        private final long[] keys = new long[1 << CACHE_BITS];
        private final byte[] values = new byte[1 << CACHE_BITS];

        int of(long cells) {
            if ((cells & (cells - 1)) == 0) {
                return cells == 0 ? 0 : 1;
            }
            int slot = (int) ((cells * 0x9E3779B97F4A7C15L) >>> (64 - CACHE_BITS));
            if (keys[slot] == cells) {
                return values[slot];
            }
            int row = Long.numberOfTrailingZeros(cells) / n;
            long rest = cells & ~rowMask[row];
            int best = of(rest);
            for (long b = cells & rowMask[row]; b != 0; b &= b - 1) {
                best = Math.max(best, 1 + of(rest & ~closed[Long.numberOfTrailingZeros(b)]));
            }
            keys[slot] = cells;
            values[slot] = (byte) best;
            return best;
        }
    }

    /** One case's walk. Not thread-safe. */
    private final class Walk {
        private final int target;
        private final int[] caps;
        private final int fullPlane;
        private final Counter counter;
        private final PlaneMaxima maxima;
        /** The other planes y, nearest to the case's plane first (the higher first at equal distance). */
        private final int[] order;
        /** The free cells of each plane y: not attacked, not in a row passed over, not in a plane at its cap. */
        private final long[] free = new long[n];
        private final int[] onX = new int[n];
        private final int[] onY = new int[n];
        private final int[] onZ = new int[n];
        /** The queens placed, as cells x·n² + y·n + z of the cube. */
        private final int[] queens;
        private final long[][] saved;
        private int placed;
        private int[] found;

        Walk(int target, int[] caps, int fullPlane, Counter counter, PlaneMaxima maxima) {
            this.target = target;
            this.caps = caps;
            this.fullPlane = fullPlane;
            this.counter = counter;
            this.maxima = maxima;
            int cells = n * n * n;
            this.queens = new int[cells];
            this.saved = new long[cells + 1][];
            this.order = new int[n - 1];
            int i = 0;
            for (int distance = 1; distance < n; distance++) {
                for (int y : new int[] {fullPlane + distance, fullPlane - distance}) {
                    if (y >= 0 && y < n) {
                        order[i++] = y;
                    }
                }
            }
        }

        void start(long set) {
            Arrays.fill(free, full);
            for (long b = set; b != 0; b &= b - 1) {
                place(fullPlane, Long.numberOfTrailingZeros(b));
            }
            free[fullPlane] = 0;
            search(0);
        }

        private void place(int y, int c) {
            int x = c / n;
            int z = c % n;
            queens[placed++] = x * n * n + y * n + z;
            free[y] &= ~closed[c];
            for (int other = 0; other < n; other++) {
                if (other != y) {
                    free[other] &= ~cross[c][Math.abs(other - y)];
                }
            }
            if (++onY[y] == caps[y]) {
                free[y] = 0;
            }
            if (++onX[x] == caps[x]) {
                for (int other = 0; other < n; other++) {
                    free[other] &= ~rowMask[x];
                }
            }
            if (++onZ[z] == caps[z]) {
                long column = columnZero << z;
                for (int other = 0; other < n; other++) {
                    free[other] &= ~column;
                }
            }
        }

        private void unplace(int y, int c) {
            placed--;
            onX[c / n]--;
            onY[y]--;
            onZ[c % n]--;
        }

        private boolean done() {
            return found != null || counter.stopped();
        }

        private void search(int index) {
            if (counter.node()) {
                return;
            }
            if (placed >= target) {
                found = Arrays.copyOf(queens, placed);
                return;
            }
            if (index == order.length) {
                return;
            }
            int y = order[index];
            if (free[y] == 0) {
                search(index + 1);
                return;
            }
            if (boundY() < target || boundX() < target || boundZ() < target) {
                return;
            }
            int row = Long.numberOfTrailingZeros(free[y]) / n;
            if (saved[placed] == null) {
                saved[placed] = new long[n];
            }
            long[] keep = saved[placed];
            for (long b = free[y] & rowMask[row]; b != 0; b &= b - 1) {
                int c = Long.numberOfTrailingZeros(b);
                System.arraycopy(free, 0, keep, 0, n);
                place(y, c);
                search(index);
                unplace(y, c);
                System.arraycopy(keep, 0, free, 0, n);
                if (done()) {
                    return;
                }
            }
            long before = free[y];
            free[y] &= ~rowMask[row];
            search(index);
            free[y] = before;
        }

        /** The planes y = c: the cells x·n + z of each. */
        private int boundY() {
            int sum = placed;
            for (int y = 0; y < n; y++) {
                sum += Math.min(caps[y] - onY[y], maxima.of(free[y]));
            }
            return sum;
        }

        /** The planes x = c, as cells y·n + z. */
        private int boundX() {
            int sum = placed;
            long row = (1L << n) - 1;
            for (int x = 0; x < n; x++) {
                long plane = 0;
                for (int y = 0; y < n; y++) {
                    plane |= (free[y] >>> (x * n) & row) << (y * n);
                }
                sum += Math.min(caps[x] - onX[x], maxima.of(plane));
            }
            return sum;
        }

        /** The planes z = c, as cells x·n + y. */
        private int boundZ() {
            int sum = placed;
            for (int z = 0; z < n; z++) {
                long plane = 0;
                for (int y = 0; y < n; y++) {
                    plane |= (free[y] >>> z & columnZero) << y;
                }
                sum += Math.min(caps[z] - onZ[z], maxima.of(plane));
            }
            return sum;
        }

        UnitResult result() {
            long nodes = counter.total();
            if (counter.stopped() && found == null) {
                return UnitResult.stopped(nodes);
            }
            if (found == null) {
                return new UnitResult(true, 0, 0, nodes, List.of(), Map.of());
            }
            int[] cells = found.clone();
            Arrays.sort(cells);
            return new UnitResult(true, 1, 0, nodes, List.of(cells), Map.of());
        }
    }
}
