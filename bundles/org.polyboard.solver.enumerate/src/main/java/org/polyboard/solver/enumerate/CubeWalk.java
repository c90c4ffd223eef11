package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.polyboard.api.work.UnitResult;

/**
 * One case's walk over the cube ({@link CubePlanes}): it places the case's plane, then at each node takes the row or
 * column of the planes y with the fewest free cells, a queen on each of its free cells or none, and cuts a node when
 * the planes of some axis, each bounded by its cap and its exact two-dimensional maximum ({@link PlaneMaxima}), cannot
 * make up the target. It looks for one placement, lists every placement its case holds, or (without a case) counts
 * every placement of the target. Not thread-safe: one walk, one thread.
 */
final class CubeWalk {

    private final CubePlanes cube;
    private final int n;
    /** Longs in a plane's bit set. */
    private final int words;
    private final int target;
    private final int[] caps;
    private final int fullPlane;
    private final Counter counter;
    private final PlaneMaxima maxima;
    /** The other planes y, nearest to the case's plane first (the higher first at equal distance). */
    private final int[] order;
    /**
     * The free cells of each plane y ({@code words} longs at y·words): not attacked, not in a line passed over,
     * not in a plane at its cap.
     */
    private final long[] free;
    /** The planes of the x or the z axis, gathered from the planes y ({@code words} longs each). */
    private final long[] axis;
    /** The queens each plane of an axis may still take by its cap. */
    private final int[] room;
    /** The bound of each plane of an axis so far. */
    private final int[] limit;
    /**
     * The bound of each of the 3n planes (y, x, z as {@link PlaneMaxima} names them) at each number of queens placed:
     * the queens on it and the most it can still take, as {@link #cut} found. A plane's bound never grows below a node
     * (a placement on a child's free cells, with the child's queen, is one on the parent's), so the parent's bound caps
     * the child's question: the 2D search starts at the value it is likely to find, not at the count of rows and
     * columns, and refutes less. Same cuts, same nodes.
     */
    private final int[] bounds;
    private final int[] onX;
    private final int[] onY;
    private final int[] onZ;
    /** The queens placed, as cells x·n² + y·n + z of the cube. */
    private final int[] queens;
    private final long[][] saved;
    private int placed;
    private int[] found;
    /** Whether the walk lists every placement of the target instead of stopping at the first. */
    private final boolean enumerating;
    /** Whether it counts them without cases ({@link CubePlanes#count(int)}): every one, none fixed. */
    private final boolean counting;
    /** The placements counted: every one without cases, else the sizes of the orbits counted here. */
    private long count;
    /** The orbits counted here (enumerating in a case). */
    private long orbits;
    /** The first placements counted here, up to {@link Collector#MAX_KEPT}. */
    private final List<int[]> kept = new ArrayList<>();

    /**
     * @param fullPlane the case's plane y, or −1 to count every placement of {@code target}
     *        ({@link CubePlanes#count(int)})
     * @param enumerating whether to list every placement of {@code target} rather than stop at the first
     */
    CubeWalk(CubePlanes cube, int target, int[] caps, int fullPlane, boolean enumerating, Counter counter,
            PlaneMaxima maxima) {
        this.cube = cube;
        this.n = cube.side();
        this.words = cube.words;
        this.room = new int[n];
        this.limit = new int[n];
        this.bounds = new int[(target + 1) * 3 * n];
        this.onX = new int[n];
        this.onY = new int[n];
        this.onZ = new int[n];
        this.target = target;
        this.caps = caps;
        this.fullPlane = fullPlane;
        this.counter = counter;
        this.maxima = maxima;
        this.counting = fullPlane < 0;
        this.enumerating = enumerating;
        int cells = n * n * n;
        this.free = new long[n * words];
        this.axis = new long[n * words];
        this.queens = new int[cells];
        this.saved = new long[cells + 1][];
        this.order = new int[counting ? n : n - 1];
        int i = 0;
        if (counting) {
            order[i++] = (n - 1) / 2;
        }
        int anchor = counting ? (n - 1) / 2 : fullPlane;
        for (int distance = 1; distance < n; distance++) {
            for (int y : new int[] {anchor + distance, anchor - distance}) {
                if (y >= 0 && y < n) {
                    order[i++] = y;
                }
            }
        }
    }

    void start(long[] set) {
        for (int y = 0; y < n; y++) {
            System.arraycopy(cube.full, 0, free, y * words, words);
        }
        if (counting) {
            search(-1);
            return;
        }
        for (int c = 0; c < n * n; c++) {
            if ((set[c >>> 6] & 1L << c) != 0) {
                place(fullPlane, c);
            }
        }
        Arrays.fill(free, fullPlane * words, (fullPlane + 1) * words, 0);
        search(-1);
    }

    private void place(int y, int c) {
        int x = c / n;
        int z = c % n;
        queens[placed++] = x * n * n + y * n + z;
        int at = y * words;
        for (int w = 0; w < words; w++) {
            free[at + w] &= ~cube.closed[c * words + w];
        }
        for (int other = 0; other < n; other++) {
            if (other != y) {
                int from = (c * n + Math.abs(other - y)) * words;
                for (int w = 0; w < words; w++) {
                    free[other * words + w] &= ~cube.cross[from + w];
                }
            }
        }
        if (++onY[y] == caps[y]) {
            Arrays.fill(free, at, at + words, 0);
        }
        if (++onX[x] == caps[x]) {
            for (int other = 0; other < n; other++) {
                for (int w = 0; w < words; w++) {
                    free[other * words + w] &= ~cube.rowMask[x * words + w];
                }
            }
        }
        if (++onZ[z] == caps[z]) {
            for (int other = 0; other < n; other++) {
                for (int w = 0; w < words; w++) {
                    free[other * words + w] &= ~cube.columnMask[z * words + w];
                }
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

    /** The walk below this node; {@code parent} is the number of queens at its parent (whose bounds hold), or −1. */
    private void search(int parent) {
        if (counter.node()) {
            return;
        }
        if (placed >= target) {
            if (counting) {
                count++;
            } else if (enumerating) {
                tally();
            } else {
                found = Arrays.copyOf(queens, placed);
            }
            return;
        }
        if (cut(parent)) {
            return;
        }
        int level = placed;
        // the row or column of any plane y with the fewest free cells is branched on: each of them, then none
        long[] lines = cube.rowMask;
        int line = -1;
        int y = -1;
        int fewest = Integer.MAX_VALUE;
        for (int i = 0; i < order.length && fewest > 1; i++) {
            int plane = order[i];
            int on = plane * words;
            for (int r = 0; r < n; r++) {
                int rowCells = 0;
                int columnCells = 0;
                for (int w = 0; w < words; w++) {
                    rowCells += Long.bitCount(free[on + w] & cube.rowMask[r * words + w]);
                    columnCells += Long.bitCount(free[on + w] & cube.columnMask[r * words + w]);
                }
                if (rowCells > 0 && rowCells < fewest) {
                    fewest = rowCells;
                    lines = cube.rowMask;
                    line = r;
                    y = plane;
                }
                if (columnCells > 0 && columnCells < fewest) {
                    fewest = columnCells;
                    lines = cube.columnMask;
                    line = r;
                    y = plane;
                }
            }
        }
        if (y < 0) {
            return;
        }
        int at = y * words;
        if (saved[placed] == null) {
            saved[placed] = new long[n * words];
        }
        long[] keep = saved[placed];
        for (int w = 0; w < words; w++) {
            for (long b = free[at + w] & lines[line * words + w]; b != 0; b &= b - 1) {
                int c = (w << 6) + Long.numberOfTrailingZeros(b);
                System.arraycopy(free, 0, keep, 0, free.length);
                place(y, c);
                search(level);
                unplace(y, c);
                System.arraycopy(keep, 0, free, 0, free.length);
                if (done()) {
                    return;
                }
            }
        }
        // none of them, the last branch: nothing reads the cells after it (the branch of a queen that called this
        // search copies them back whole, and a walk's first search is its last), so they are not put back
        for (int w = 0; w < words; w++) {
            free[at + w] &= ~lines[line * words + w];
        }
        search(level);
    }

    /**
     * Whether some axis cuts the node: the queens placed plus, for each of its planes, the most queens it can still
     * take (its cap less its queens, and the most two-dimensional queens on its free cells) fall short of the
     * target. The rows and columns of each plane bound it first; the exact maxima are then taken plane by plane
     * until the sum falls short or every plane is exact.
     */
    private boolean cut(int parent) {
        for (int y = 0; y < n; y++) {
            room[y] = caps[y] - onY[y];
        }
        if (cuts(free, 0, parent)) {
            return true;
        }
        for (int x = 0; x < n; x++) {
            cube.gatherX(free, x, axis, x * words);
            room[x] = caps[x] - onX[x];
        }
        if (cuts(axis, n, parent)) {
            return true;
        }
        for (int z = 0; z < n; z++) {
            cube.gatherZ(free, z, axis, z * words);
            room[z] = caps[z] - onZ[z];
        }
        return cuts(axis, 2 * n, parent);
    }

    /**
     * Whether the n planes of one axis, {@code words} longs each in {@code planes}, with {@code room}, cut. Each
     * plane's exact maximum is asked only down to what the slack left allows: below that the node is cut whatever
     * the plane holds. The planes are named {@code first} on (see {@link CubePlanes#planeMaxima()}); their bounds at
     * {@code parent} queens (−1: none) cap them, and theirs here are kept for the children ({@link #bounds}).
     */
    private boolean cuts(long[] planes, int first, int parent) {
        int slack = placed - target;
        int here = placed * 3 * n + first;
        int above = parent * 3 * n + first;
        for (int i = 0; i < n; i++) {
            int on = caps[i] - room[i];
            int most = Math.min(room[i], maxima.rowsAndColumns(planes, i * words));
            if (parent >= 0) {
                most = Math.min(most, bounds[above + i] - on);
            }
            limit[i] = most;
            bounds[here + i] = on + most;
            slack += most;
        }
        for (int i = 0; i < n && slack >= 0; i++) {
            if (limit[i] > 0) {
                int most = maxima.atMost(planes, i * words, limit[i], limit[i] - slack, first + i);
                slack -= limit[i] - most;
                bounds[here + i] = caps[i] - room[i] + most;
            }
        }
        return slack < 0;
    }

    /**
     * Counts the placement just completed if it is the least of its images that a case holds (each orbit is then
     * counted once, in one case, by one path of its walk): its orbit, and the orbit's size.
     */
    private void tally() {
        int[] cells = Arrays.copyOf(queens, placed);
        Arrays.sort(cells);
        int[][] images = new int[cube.symmetries.size()][];
        int[] least = null;
        for (int g = 0; g < images.length; g++) {
            int[] image = new int[placed];
            int[] map = cube.symmetries.get(g);
            for (int i = 0; i < placed; i++) {
                image[i] = map[cells[i]];
            }
            Arrays.sort(image);
            images[g] = image;
            if ((least == null || Arrays.compare(image, least) < 0) && cube.inCase(image)) {
                least = image;
            }
        }
        if (!Arrays.equals(least, cells)) {
            return;
        }
        Arrays.sort(images, Arrays::compare);
        int size = 1;
        for (int g = 1; g < images.length; g++) {
            size += Arrays.equals(images[g], images[g - 1]) ? 0 : 1;
        }
        count += size;
        orbits++;
        if (kept.size() < Collector.MAX_KEPT) {
            kept.add(cells);
        }
    }

    /** Whether the walk found a placement of its target (when it looks for one). */
    boolean found() {
        return found != null;
    }

    /** The placements counted: every one without cases, else the sizes of the orbits counted here. */
    long count() {
        return count;
    }

    /** The orbits counted here (enumerating in a case). */
    long orbits() {
        return orbits;
    }

    /** The first placements counted here. */
    List<int[]> kept() {
        return kept;
    }

    /** The plane maxima the walk used, for the next walk of the same thread. */
    PlaneMaxima maxima() {
        return maxima;
    }

    UnitResult result() {
        long nodes = counter.total();
        if (counter.stopped() && found == null) {
            return UnitResult.stopped(nodes);
        }
        if (enumerating) {
            return new UnitResult(true, count, orbits, nodes, List.copyOf(kept), Map.of());
        }
        if (found == null) {
            return new UnitResult(true, 0, 0, nodes, List.of(), Map.of());
        }
        int[] cells = found.clone();
        Arrays.sort(cells);
        return new UnitResult(true, 1, 0, nodes, List.of(cells), Map.of());
    }
}
