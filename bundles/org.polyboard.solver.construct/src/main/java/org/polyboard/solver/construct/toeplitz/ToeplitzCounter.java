package org.polyboard.solver.construct.toeplitz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

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
 * of each map. The search is split after its first levels into tasks that run on all threads.
 */
public final class ToeplitzCounter {

    /** Largest n: rows, columns and labels are bit sets of one {@code long}. */
    public static final int MAX_N = 63;

    private static final int STOP_POLL_MASK = (1 << 16) - 1;
    private static final int TASKS_PER_THREAD = 64;
    private static final Comparator<int[]> LEXICOGRAPHIC = Arrays::compare;

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

    /** Observes a running count: nodes so far, tasks finished, tasks in all. */
    @FunctionalInterface
    public interface Listener {
        void progress(long nodes, int tasksDone, int tasks);
    }

    private ToeplitzCounter() {
    }

    /**
     * Counts every placement of n queens, in total and up to symmetry, and keeps the {@code keep}
     * lexicographically smallest (as arrays {@code col[row]}).
     *
     * @param threads worker threads (at least 1)
     * @param stop polled often; the count then ends early with {@code complete = false}
     * @throws IllegalArgumentException when n is outside 1..{@value #MAX_N}
     */
    public static Count count(int n, int keep, int threads, BooleanSupplier stop, Listener listener)
            throws InterruptedException {
        checkSide(n);
        if (n == 1) {
            return new Count(1, 1, 1, keep > 0 ? List.of(new int[] {0}) : List.of(), 1, true);
        }
        List<Task> tasks = split(n, Math.max(1, threads) * TASKS_PER_THREAD);
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicLong nodes = new AtomicLong();
        int workers = Math.max(1, Math.min(threads, tasks.size()));
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "toeplitz-count");
            t.setDaemon(true);
            return t;
        });
        List<Future<Worker>> futures = new ArrayList<>();
        try {
            for (int w = 0; w < workers; w++) {
                futures.add(pool.submit(() -> {
                    Worker worker = new Worker(n, keep, Long.MAX_VALUE, stop);
                    for (int t = next.getAndIncrement(); t < tasks.size() && !worker.stopped; t = next.getAndIncrement()) {
                        long before = worker.nodes;
                        worker.run(tasks.get(t));
                        long total = nodes.addAndGet(worker.nodes - before);
                        listener.progress(total, done.incrementAndGet(), tasks.size());
                    }
                    return worker;
                }));
            }
            long leaves = 0;
            long fixed = 0;
            long visited = 0;
            boolean complete = true;
            PriorityQueue<int[]> kept = new PriorityQueue<>(LEXICOGRAPHIC.reversed());
            for (Future<Worker> future : futures) {
                Worker w = future.get();
                leaves += w.leaves;
                fixed += w.fixed;
                visited += w.nodes;
                complete &= !w.stopped;
                for (int[] s : w.kept) {
                    offer(kept, s, keep);
                }
            }
            complete &= next.get() >= tasks.size();
            if (complete && (leaves + fixed) % 2 != 0) {
                throw new IllegalStateException("Burnside count for n=" + n + " is not whole: (" + leaves + " + " + fixed
                        + ")/2");
            }
            List<int[]> listed = new ArrayList<>(kept);
            listed.sort(LEXICOGRAPHIC);
            return new Count(n, 2 * leaves, (leaves + fixed) / 2, listed, visited, complete);
        } catch (ExecutionException e) {
            throw new IllegalStateException("Toeplitz count for n=" + n + " failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
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
        Worker worker = new Worker(n, 1, 1, stop);
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

    /** A partial placement: labels above {@code k} placed, {@code f} their rows' columns. */
    private record Task(int k, long rows, long cols, int d, int[] f) {
    }

    /** The search below the queen on (n, 1), expanded breadth-first into at least {@code target} tasks. */
    private static List<Task> split(int n, int target) {
        long full = (1L << n) - 1;
        int[] f = new int[n];
        Arrays.fill(f, -1);
        f[n - 1] = 0;
        List<Task> level = List.of(new Task(n - 2, full & ~(1L << (n - 1)), full & ~1L, n - 1, f));
        while (level.size() < target && level.get(0).k > n / 2) {
            List<Task> deeper = new ArrayList<>();
            for (Task t : level) {
                int k = t.k;
                if (Math.abs(t.d) > tri(k)) {
                    continue;
                }
                long down = t.rows & (t.cols >>> k);
                while (down != 0) {
                    int i = Long.numberOfTrailingZeros(down);
                    down &= down - 1;
                    int[] g = t.f.clone();
                    g[i] = i + k;
                    deeper.add(new Task(k - 1, t.rows & ~(1L << i), t.cols & ~(1L << (i + k)), t.d - k, g));
                }
                if (k > 0) {
                    long up = (t.rows >>> k) & t.cols;
                    while (up != 0) {
                        int i = Long.numberOfTrailingZeros(up);
                        up &= up - 1;
                        int[] g = t.f.clone();
                        g[i + k] = i;
                        deeper.add(new Task(k - 1, t.rows & ~(1L << (i + k)), t.cols & ~(1L << i), t.d + k, g));
                    }
                }
            }
            if (deeper.isEmpty()) {
                return deeper;
            }
            level = deeper;
        }
        return level;
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

    /** One thread's search state and tallies over the tasks it takes. */
    private static final class Worker {
        private final int n;
        private final int keep;
        private final long limit;
        private final BooleanSupplier stop;
        private final int[] f;
        private final int[] transposed;
        private final PriorityQueue<int[]> kept = new PriorityQueue<>(LEXICOGRAPHIC.reversed());
        private long leaves;
        private long fixed;
        private long nodes;
        private boolean stopped;

        Worker(int n, int keep, long limit, BooleanSupplier stop) {
            this.n = n;
            this.keep = keep;
            this.limit = limit;
            this.stop = stop;
            this.f = new int[n];
            this.transposed = new int[n];
        }

        void run(Task task) {
            System.arraycopy(task.f, 0, f, 0, n);
            search(task.k, task.rows, task.cols, task.d);
        }

        /** Places the labels k, k − 1, …, 0; {@code d} is Σ free columns − Σ free rows. */
        private void search(int k, long rows, long cols, int d) {
            if ((++nodes & STOP_POLL_MASK) == 0 && stop.getAsBoolean()) {
                stopped = true;
            }
            if (stopped) {
                return;
            }
            if (k < 0) {
                leaf();
                return;
            }
            if (Math.abs(d) > tri(k)) {
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
            if (keep > 0) {
                offer(kept, f, keep);
                // the transpose starts with n - 1, above every kept placement once they all start lower
                if (kept.size() < keep || kept.peek()[0] == n - 1) {
                    for (int i = 0; i < n; i++) {
                        transposed[f[i]] = i;
                    }
                    offer(kept, transposed, keep);
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
