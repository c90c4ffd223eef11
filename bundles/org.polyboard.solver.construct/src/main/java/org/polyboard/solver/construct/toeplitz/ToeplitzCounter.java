package org.polyboard.solver.construct.toeplitz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import java.util.zip.CRC32;

import org.polyboard.api.work.Plan;
import org.polyboard.api.work.PlanOutcome;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;

/**
 * Exhaustive search for n non-attacking Toeplitz queens: permutations f of 0..n−1 whose displacements
 * |f(i) − i| are all distinct (OEIS A075866). The labels are placed from the longest, n − 1, down to 0,
 * each on a free row and a free column at that distance (bit sets of one {@code long}), pruned by
 * |Σ free columns − Σ free rows| ≤ 0 + 1 + … + k, which the remaining displacements must reach.
 * <p>
 * The label n − 1 lies on (1, n) or (n, 1); the transpose swaps the two, so only the placements with a
 * queen on (n, 1) are searched and each stands for itself and its transpose. The symmetry group of the
 * board is {id, transpose, anti-transpose, half turn} (abelian, so every map commutes with the
 * transpose), and the placements up to symmetry are counted by Burnside's lemma from the fixed points
 * of each map.
 * <p>
 * A count runs as work units: the search is split after its first levels into about {@link #TASKS} partial
 * placements, the same in every run. A first round counts: each unit reports twice its placements (each stands for
 * its transpose too), their fixed points (data {@value #FIXED}) and how many of them and of their transposes start
 * with each pair of columns in rows 1 and 2 (data {@value #STARTS}). From those the solver knows the pair below or at
 * which the {@code keep} lexicographically smallest placements lie; a second round lists them from the units that
 * hold any, cutting the branches whose first rows already lie above. Placements travel as the ascending cell indices
 * r·n + c of the queens (r, c), the attack model's numbering of the n×n board.
 */
public final class ToeplitzCounter {

    /** Largest n: rows, columns and labels are bit sets of one {@code long}. */
    public static final int MAX_N = 63;

    /** About how many units a count is split into (when its tree is that large). */
    static final int TASKS = 128;

    /** The data key of a counting unit's fixed points under the transpose, the anti-transpose and the half turn. */
    static final String FIXED = "fixed";

    /** The data key of a counting unit's placements by their first two columns: {@code "c0.c1.count ..."}. */
    static final String STARTS = "starts";

    private static final int STOP_POLL_MASK = (1 << 16) - 1;
    private static final Comparator<int[]> LEXICOGRAPHIC = Arrays::compare;
    private static final String COUNT = "count";
    private static final String LIST = "list";

    /**
     * The outcome of a count.
     *
     * @param n the side
     * @param solutions all n-queen placements (when complete)
     * @param distinct the placements up to the board's symmetry group (when complete)
     * @param listed the lexicographically smallest placements (at most the number asked), ascending
     * @param nodes search nodes visited
     * @param complete whether the search ran to its end (not stopped)
     */
    public record Count(int n, long solutions, long distinct, List<int[]> listed, long nodes, boolean complete) {
    }

    /** Runs a round of units (the solve's work units) and merges it. */
    @FunctionalInterface
    public interface Rounds {
        PlanOutcome run(Plan plan) throws Exception;
    }

    private ToeplitzCounter() {
    }

    /**
     * Counts every placement of n queens, in total and up to symmetry, and keeps the {@code keep}
     * lexicographically smallest (as arrays {@code col[row]}), running the rounds of units through {@code rounds}.
     * A stopped round gives a count with {@code complete = false}.
     *
     * @throws IllegalArgumentException when n is outside 1..{@value #MAX_N}
     * @throws Exception what running a round throws
     */
    public static Count count(int n, int keep, Rounds rounds) throws Exception {
        checkSide(n);
        if (n == 1) {
            return new Count(1, 1, 1, keep > 0 ? List.of(new int[] {0}) : List.of(), 1, true);
        }
        List<Task> tasks = split(n, TASKS);
        List<WorkUnit> units = new ArrayList<>(tasks.size());
        for (int i = 0; i < tasks.size(); i++) {
            units.add(unit(n, COUNT, i, tasks.get(i), 0, -1));
        }
        PlanOutcome counted = rounds.run(Plan.exhaustive("counting placements of " + n + " Toeplitz queens", units, 0));
        long nodes = counted.nodes();
        long leaves = counted.count() / 2;
        if (!counted.complete()) {
            return new Count(n, 2 * leaves, 0, List.of(), nodes, false);
        }
        long fixed = 0;
        long[][] starts = new long[units.size()][];
        long[] total = new long[n * n];
        for (int i = 0; i < units.size(); i++) {
            UnitResult r = counted.results().get(units.get(i).id());
            fixed += Long.parseLong(r.data().getOrDefault(FIXED, "0"));
            starts[i] = starts(n, r.data().getOrDefault(STARTS, ""));
            for (int b = 0; b < total.length; b++) {
                total[b] += starts[i][b];
            }
        }
        if ((leaves + fixed) % 2 != 0) {
            throw new IllegalStateException("Burnside count for n=" + n + " is not whole: (" + leaves + " + " + fixed + ")/2");
        }
        long distinct = (leaves + fixed) / 2;
        if (keep == 0 || leaves == 0) {
            return new Count(n, 2 * leaves, distinct, List.of(), nodes, true);
        }
        // the first pair of columns up to which at least keep placements start, and how many start below it
        int last = 0;
        long below = 0;
        while (last < total.length - 1 && below + total[last] < keep) {
            below += total[last++];
        }
        List<WorkUnit> listing = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            long under = 0;
            for (int b = 0; b < last; b++) {
                under += starts[i][b];
            }
            long at = starts[i][last];
            if (under + at > 0) {
                listing.add(unit(n, LIST, i, tasks.get(i), (int) (under + Math.min(at, keep - below)), last));
            }
        }
        PlanOutcome listed = rounds.run(Plan.exhaustive("listing the " + keep + " smallest placements of " + n
                + " Toeplitz queens", listing, keep));
        nodes += listed.nodes();
        List<int[]> smallest = new ArrayList<>();
        for (UnitResult r : listed.results().values()) {
            for (int[] cells : r.kept()) {
                smallest.add(queens(n, cells));
            }
        }
        smallest.sort(LEXICOGRAPHIC);
        smallest = new ArrayList<>(smallest.subList(0, Math.min(keep, smallest.size())));
        return new Count(n, 2 * leaves, distinct, smallest, nodes, listed.complete());
    }

    /**
     * Runs one unit of {@link #count}: its partial placement's subtree. Counting, the result's count is twice its
     * placements, its data their fixed points ({@value #FIXED}) and their first two columns ({@value #STARTS});
     * listing, it keeps its {@code keep} smallest placements (and transposes) whose first two columns are at most
     * the spec's {@code upto}.
     */
    static UnitResult run(WorkUnit unit, UnitContext context) {
        int n = Integer.parseInt(unit.get("n"));
        checkSide(n);
        int[] f = parse(unit.get("f"));
        if (n < 2 || f.length != n) {
            throw new IllegalArgumentException("work unit " + unit.id() + " does not place queens on " + n + " rows");
        }
        String upto = unit.spec().get("upto");
        int keep = Integer.parseInt(unit.get("keep"));
        int last = upto == null ? -1 : pair(n, upto);
        Task task = new Task(Integer.parseInt(unit.get("k")), Long.parseUnsignedLong(unit.get("rows"), 16),
                Long.parseUnsignedLong(unit.get("cols"), 16), Integer.parseInt(unit.get("d")), f);
        Worker worker = new Worker(n, keep, Long.MAX_VALUE, last, context::shouldStop, context::nodes);
        worker.run(task);
        if (worker.stopped) {
            return UnitResult.stopped(worker.nodes);
        }
        if (upto == null) {
            return new UnitResult(true, 2 * worker.leaves, 0, worker.nodes, List.of(),
                    Map.of(FIXED, Long.toString(worker.fixed), STARTS, starts(n, worker.starts)));
        }
        List<int[]> smallest = new ArrayList<>(worker.kept);
        smallest.sort(LEXICOGRAPHIC);
        List<int[]> kept = new ArrayList<>(smallest.size());
        for (int[] queens : smallest) {
            kept.add(cells(queens));
        }
        return new UnitResult(true, kept.size(), 0, worker.nodes, kept, Map.of());
    }

    /**
     * The first placement of n queens the search meets, or {@code null} when there is none or the search
     * was stopped.
     *
     * @throws IllegalArgumentException when n is outside 1..{@value #MAX_N}
     */
    public static int[] first(int n, BooleanSupplier stop) {
        checkSide(n);
        if (n == 1) {
            return new int[] {0};
        }
        Worker worker = new Worker(n, 1, 1, -1, stop, nodes -> { });
        for (Task task : split(n, 1)) {
            worker.run(task);
            if (worker.leaves > 0) {
                return worker.kept.peek();
            }
            if (worker.stopped) {
                return null;
            }
        }
        return null;
    }

    private static void checkSide(int n) {
        if (n < 1 || n > MAX_N) {
            throw new IllegalArgumentException("n=" + n + " is out of range 1.." + MAX_N + " for the Toeplitz-queens search.");
        }
    }

    /** The counts by first two columns as {@code "c0.c1.count"} words, the nonzero ones in order. */
    private static String starts(int n, long[] counts) {
        StringBuilder text = new StringBuilder();
        for (int b = 0; b < counts.length; b++) {
            if (counts[b] > 0) {
                text.append(text.length() == 0 ? "" : " ").append(b / n).append('.').append(b % n).append('.')
                        .append(counts[b]);
            }
        }
        return text.toString();
    }

    private static long[] starts(int n, String text) {
        long[] counts = new long[n * n];
        if (!text.isEmpty()) {
            for (String word : text.split(" ")) {
                int dot = word.lastIndexOf('.');
                counts[pair(n, word.substring(0, dot))] += Long.parseLong(word.substring(dot + 1));
            }
        }
        return counts;
    }

    /** The index c0·n + c1 of the pair {@code "c0.c1"}. */
    private static int pair(int n, String text) {
        int dot = text.indexOf('.');
        int c0 = Integer.parseInt(text.substring(0, dot));
        int c1 = Integer.parseInt(text.substring(dot + 1));
        if (c0 < 0 || c0 >= n || c1 < 0 || c1 >= n) {
            throw new IllegalArgumentException("columns " + text + " are off the board of side " + n);
        }
        return c0 * n + c1;
    }

    /** A partial placement: labels above {@code k} placed, {@code f} their rows' columns (−1 for a free row). */
    private record Task(int k, long rows, long cols, int d, int[] f) {
    }

    /**
     * A unit of the round {@value #COUNT} or, with {@code last} at least 0, {@value #LIST} (the placements whose
     * first two columns are at most the pair {@code last}, c0·n + c1) for task {@code index}. Its id is
     * {@code n<n>/<round>/<index>/<checksum of the spec>}.
     */
    private static WorkUnit unit(int n, String round, int index, Task task, int keep, int last) {
        Map<String, String> spec = new LinkedHashMap<>();
        spec.put("n", Integer.toString(n));
        spec.put("k", Integer.toString(task.k));
        spec.put("rows", Long.toHexString(task.rows));
        spec.put("cols", Long.toHexString(task.cols));
        spec.put("d", Integer.toString(task.d));
        spec.put("f", text(task.f));
        spec.put("keep", Integer.toString(keep));
        if (last >= 0) {
            spec.put("upto", last / n + "." + last % n);
        }
        CRC32 crc = new CRC32();
        spec.forEach((key, value) -> crc.update((key + "=" + value + ";").getBytes(StandardCharsets.UTF_8)));
        return new WorkUnit("n" + n + "/" + round + "/" + index + "/" + Long.toHexString(crc.getValue()), spec);
    }

    private static String text(int[] values) {
        StringBuilder text = new StringBuilder();
        for (int v : values) {
            text.append(text.length() == 0 ? "" : ".").append(v);
        }
        return text.toString();
    }

    private static int[] parse(String text) {
        return Arrays.stream(text.split("\\.")).mapToInt(Integer::parseInt).toArray();
    }

    /** The ascending cell indices r·n + f[r] of a placement. */
    static int[] cells(int[] f) {
        int n = f.length;
        int[] cells = new int[n];
        for (int r = 0; r < n; r++) {
            cells[r] = r * n + f[r];
        }
        return cells;
    }

    /** The placement {@code col[row]} of n queens on the cells {@code cells}. */
    static int[] queens(int n, int[] cells) {
        int[] f = new int[n];
        Arrays.fill(f, -1);
        for (int c : cells) {
            f[c / n] = c % n;
        }
        return f;
    }

    /**
     * The search below the queen on (n, 1), expanded breadth-first until there are at least {@code target} tasks or
     * half the labels are placed; when a level would give more than {@code target}, only its first tasks are
     * expanded, as far as needed to reach it.
     */
    private static List<Task> split(int n, int target) {
        long full = (1L << n) - 1;
        int[] f = new int[n];
        Arrays.fill(f, -1);
        f[n - 1] = 0;
        List<Task> level = List.of(new Task(n - 2, full & ~(1L << (n - 1)), full & ~1L, n - 1, f));
        while (level.size() < target && level.get(0).k > n / 2) {
            List<Task> deeper = new ArrayList<>();
            for (int t = 0; t < level.size(); t++) {
                if (deeper.size() + level.size() - t >= target) {
                    deeper.addAll(level.subList(t, level.size()));
                    break;
                }
                expand(level.get(t), deeper);
            }
            if (deeper.isEmpty()) {
                return deeper;
            }
            level = deeper;
        }
        return level;
    }

    /** Adds the tasks one label further down from {@code t}, in the order the search meets them. */
    private static void expand(Task t, List<Task> into) {
        int k = t.k;
        if (Math.abs(t.d) > tri(k)) {
            return;
        }
        long down = t.rows & (t.cols >>> k);
        while (down != 0) {
            int i = Long.numberOfTrailingZeros(down);
            down &= down - 1;
            int[] g = t.f.clone();
            g[i] = i + k;
            into.add(new Task(k - 1, t.rows & ~(1L << i), t.cols & ~(1L << (i + k)), t.d - k, g));
        }
        if (k > 0) {
            long up = (t.rows >>> k) & t.cols;
            while (up != 0) {
                int i = Long.numberOfTrailingZeros(up);
                up &= up - 1;
                int[] g = t.f.clone();
                g[i + k] = i;
                into.add(new Task(k - 1, t.rows & ~(1L << (i + k)), t.cols & ~(1L << i), t.d + k, g));
            }
        }
    }

    private static int tri(int k) {
        return k * (k + 1) / 2;
    }

    private static void offer(PriorityQueue<int[]> kept, int[] solution, int keep) {
        if (kept.size() < keep) {
            kept.add(solution.clone());
        } else if (keep > 0 && Arrays.compare(solution, kept.peek()) < 0) {
            kept.poll();
            kept.add(solution.clone());
        }
    }

    /** One unit's search state and tallies. */
    private static final class Worker {
        private final int n;
        private final int keep;
        private final long limit;
        private final int last0;
        private final int last1;
        private final boolean cut;
        private final BooleanSupplier stop;
        private final LongConsumer progress;
        private final int[] f;
        private final int[] transposed;
        private final long[] starts;
        private final PriorityQueue<int[]> kept = new PriorityQueue<>(LEXICOGRAPHIC.reversed());
        private long leaves;
        private long fixed;
        private long nodes;
        private long reported;
        private boolean stopped;

        /**
         * @param keep how many of the smallest placements to keep
         * @param last −1 to count the placements by their first two columns; else the pair c0·n + c1 up to which the
         *     placements are kept (and, when c0 is below n − 1 so that no transpose qualifies, the branches whose
         *     first two columns already lie above it are cut)
         * @param progress told the nodes searched, in batches
         */
        Worker(int n, int keep, long limit, int last, BooleanSupplier stop, LongConsumer progress) {
            this.n = n;
            this.keep = keep;
            this.limit = limit;
            this.last0 = last < 0 ? n : last / n;
            this.last1 = last < 0 ? n : last % n;
            this.cut = last >= 0 && last0 < n - 1;
            this.stop = stop;
            this.progress = progress;
            this.f = new int[n];
            this.transposed = new int[n];
            this.starts = last < 0 && keep == 0 ? new long[n * n] : null;
        }

        void run(Task task) {
            System.arraycopy(task.f, 0, f, 0, n);
            search(task.k, task.rows, task.cols, task.d);
            progress.accept(nodes - reported);
            reported = nodes;
        }

        /** Places the labels k, k − 1, …, 0; {@code d} is Σ free columns − Σ free rows. */
        private void search(int k, long rows, long cols, int d) {
            if ((++nodes & STOP_POLL_MASK) == 0) {
                progress.accept(nodes - reported);
                reported = nodes;
                if (stop.getAsBoolean()) {
                    stopped = true;
                }
            }
            if (stopped) {
                return;
            }
            if (k < 0) {
                leaf();
                return;
            }
            if (Math.abs(d) > tri(k) || cut && above(rows)) {
                return;
            }
            long down = rows & (cols >>> k);
            while (down != 0) {
                int i = Long.numberOfTrailingZeros(down);
                down &= down - 1;
                f[i] = i + k;
                search(k - 1, rows & ~(1L << i), cols & ~(1L << (i + k)), d - k);
            }
            if (k == 0) {
                return;
            }
            long up = (rows >>> k) & cols;
            while (up != 0) {
                int i = Long.numberOfTrailingZeros(up);
                up &= up - 1;
                f[i + k] = i;
                search(k - 1, rows & ~(1L << (i + k)), cols & ~(1L << i), d + k);
            }
        }

        /** Whether the first two rows placed so far ({@code rows} holds the free ones) start above the last pair. */
        private boolean above(long rows) {
            if ((rows & 1) != 0 || f[0] < last0) {
                return false;
            }
            return f[0] > last0 || (rows & 2) == 0 && f[1] > last1;
        }

        private boolean upToLast(int c0, int c1) {
            return c0 < last0 || c0 == last0 && c1 <= last1;
        }

        private void leaf() {
            leaves++;
            if (fixedByTranspose()) {
                fixed++;
            }
            if (fixedByAntiTranspose()) {
                fixed++;
            }
            if (fixedByHalfTurn()) {
                fixed++;
            }
            if (starts != null) {
                starts[f[0] * n + f[1]]++;
                for (int i = 0; i < n; i++) {
                    if (f[i] == 1) {
                        starts[(n - 1) * n + i]++;
                    }
                }
            }
            if (keep > 0) {
                if (upToLast(f[0], f[1])) {
                    offer(kept, f, keep);
                }
                // the transpose starts with n - 1, above every kept placement once they all start lower
                if (kept.size() < keep || kept.peek()[0] == n - 1) {
                    for (int i = 0; i < n; i++) {
                        transposed[f[i]] = i;
                    }
                    if (upToLast(transposed[0], transposed[1])) {
                        offer(kept, transposed, keep);
                    }
                }
            }
            if (leaves >= limit) {
                stopped = true;
            }
        }

        private boolean fixedByTranspose() {
            for (int i = 0; i < n; i++) {
                if (f[f[i]] != i) {
                    return false;
                }
            }
            return true;
        }

        /** (i, j) → (n−1−j, n−1−i). */
        private boolean fixedByAntiTranspose() {
            for (int i = 0; i < n; i++) {
                if (f[n - 1 - f[i]] != n - 1 - i) {
                    return false;
                }
            }
            return true;
        }

        /** (i, j) → (n−1−i, n−1−j). */
        private boolean fixedByHalfTurn() {
            for (int i = 0; i < n; i++) {
                if (f[n - 1 - i] != n - 1 - f[i]) {
                    return false;
                }
            }
            return true;
        }
    }
}
