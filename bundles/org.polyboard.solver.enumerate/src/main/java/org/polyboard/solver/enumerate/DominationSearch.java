package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.polyboard.api.solve.AttackModel;

/**
 * Depth-first search for dominating sets (optionally independent ones) of exactly k pieces. A node picks the
 * uncovered cell with the fewest allowed dominators and branches on them, the i-th branch forbidding the first i−1,
 * so every placement is reached exactly once. A node is cut when even the r cells that cover the most uncovered
 * cells cannot cover them all with the r pieces left. When only existence is asked, the symmetries of the board
 * that fix every chosen cell map the placements left to search onto themselves; so once a branch is done, its
 * whole orbit under them is forbidden, not just its cell.
 * <p>
 * The nodes two levels down are independent tasks, run on as many threads as asked.
 */
final class DominationSearch {

    /** Depth at which the search is cut into tasks for the threads. */
    private static final int SPLIT_DEPTH = 2;

    private final int m;
    private final int words;
    private final long[][] hood;
    private final boolean independent;
    private final Stopper stopper;
    private final List<int[]> symmetries;

    private AtomicReference<int[]> solution;

    DominationSearch(AttackModel model, boolean independent, Stopper stopper) {
        this.m = model.cellCount();
        this.words = model.words();
        this.hood = new long[m][];
        for (int c = 0; c < m; c++) {
            hood[c] = model.neighbourhood(c);
        }
        this.independent = independent;
        this.stopper = stopper;
        this.symmetries = model.symmetries();
    }

    /**
     * Looks for placements of exactly {@code pieces} pieces. With a collector every one is passed to it; without,
     * the search ends at the first.
     *
     * @param threads how many threads search
     * @return whether one exists (false also when stopped before finding one)
     */
    boolean search(int pieces, Collector all, int threads) {
        solution = new AtomicReference<>();
        AtomicBoolean found = new AtomicBoolean();
        boolean split = threads > 1 && pieces > SPLIT_DEPTH;
        List<Task> tasks = new ArrayList<>();
        Walk first = new Walk(pieces, all, found, split ? tasks : null);
        first.start();
        if (!split || tasks.isEmpty() || found.get() && all == null) {
            return found.get();
        }
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "polyboard-enumerate");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                running.add(pool.submit(() -> {
                    Walk walk = new Walk(pieces, all, found, null);
                    for (int i = next.getAndIncrement(); i < tasks.size(); i = next.getAndIncrement()) {
                        if (walk.done()) {
                            return;
                        }
                        walk.resume(tasks.get(i));
                    }
                }));
            }
            for (Future<?> f : running) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopper.stop();
        } catch (ExecutionException e) {
            throw new IllegalStateException("search thread failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return found.get();
    }

    /** The first placement found by the last search (cell numbers), or {@code null}. */
    int[] solution() {
        return solution.get();
    }

    /** A node left for a thread: the cells chosen so far and what is left to cover and allowed. */
    private record Task(int[] chosen, long[] uncovered, long[] allowed, List<int[]> stabiliser, int left) {
    }

    /** One thread's search, with its own buffers per depth. */
    private final class Walk {
        private final int k;
        private final Collector collector;
        private final AtomicBoolean found;
        private final List<Task> tasks;
        private final Stopper.Local counter = stopper.local();
        private final int[] chosen;
        private final long[][] uncovered;
        private final long[][] allowed;
        private final long[][] rest;
        private final int[][] gain;
        private final int[][] candidates;
        private final int[][] top;
        private final List<int[]>[] stabiliser;

        /** @param tasks where to leave the nodes at {@link #SPLIT_DEPTH}, or {@code null} to search them */
        @SuppressWarnings("unchecked")
        Walk(int k, Collector collector, AtomicBoolean found, List<Task> tasks) {
            this.k = k;
            this.collector = collector;
            this.found = found;
            this.tasks = tasks;
            chosen = new int[Math.max(1, k)];
            uncovered = new long[k + 1][words];
            allowed = new long[k + 1][words];
            rest = new long[k + 1][words];
            gain = new int[k + 1][m];
            candidates = new int[k + 1][m];
            top = new int[k + 1][k + 1];
            stabiliser = new List[k + 1];
        }

        void start() {
            stabiliser[0] = collector == null ? symmetries : List.of(symmetries.get(0));
            uncovered[0] = Bits.full(m, words);
            allowed[0] = Bits.full(m, words);
            dfs(0, k);
            counter.flush();
        }

        void resume(Task task) {
            int depth = task.chosen().length;
            System.arraycopy(task.chosen(), 0, chosen, 0, depth);
            uncovered[depth] = task.uncovered();
            allowed[depth] = task.allowed();
            stabiliser[depth] = task.stabiliser();
            dfs(depth, task.left());
            counter.flush();
        }

        boolean done() {
            return found.get() && collector == null || counter.stopped();
        }

        private void dfs(int depth, int left) {
            if (counter.node()) {
                return;
            }
            long[] u = uncovered[depth];
            long[] a = allowed[depth];
            if (tasks != null && depth == SPLIT_DEPTH) {
                tasks.add(new Task(Arrays.copyOf(chosen, depth), u.clone(), a.clone(), stabiliser[depth], left));
                return;
            }
            if (Bits.isEmpty(u)) {
                leaf(depth, left, a);
                return;
            }
            if (left == 0) {
                return;
            }
            int need = Bits.count(u);
            int[] g = gain[depth];
            int[] best = top[depth];
            Arrays.fill(best, 0, left, 0);
            for (int c = Bits.next(a, 0); c >= 0; c = Bits.next(a, c + 1)) {
                int value = Bits.countAnd(hood[c], u);
                g[c] = value;
                if (value > best[left - 1]) {
                    int i = left - 1;
                    while (i > 0 && best[i - 1] < value) {
                        best[i] = best[i - 1];
                        i--;
                    }
                    best[i] = value;
                }
            }
            int reach = 0;
            for (int i = 0; i < left; i++) {
                reach += best[i];
            }
            if (reach < need) {
                return;
            }
            int pivot = -1;
            int fewest = Integer.MAX_VALUE;
            for (int v = Bits.next(u, 0); v >= 0; v = Bits.next(u, v + 1)) {
                int count = Bits.countAnd(hood[v], a);
                if (count < fewest) {
                    fewest = count;
                    pivot = v;
                    if (count <= 1) {
                        break;
                    }
                }
            }
            if (fewest == 0) {
                return;
            }
            int[] list = candidates[depth];
            int n = 0;
            long[] h = hood[pivot];
            for (int c = Bits.next(h, 0); c >= 0; c = Bits.next(h, c + 1)) {
                if (Bits.get(a, c)) {
                    int j = n++;
                    while (j > 0 && g[list[j - 1]] < g[c]) {
                        list[j] = list[j - 1];
                        j--;
                    }
                    list[j] = c;
                }
            }
            long[] r = rest[depth];
            System.arraycopy(a, 0, r, 0, words);
            List<int[]> group = stabiliser[depth];
            for (int i = 0; i < n; i++) {
                int c = list[i];
                if (!Bits.get(r, c)) {
                    continue;
                }
                chosen[depth] = c;
                stabiliser[depth + 1] = fixing(group, c);
                long[] nextU = uncovered[depth + 1];
                long[] nextA = allowed[depth + 1];
                Bits.andNot(u, hood[c], nextU);
                if (independent) {
                    Bits.andNot(r, hood[c], nextA);
                } else {
                    System.arraycopy(r, 0, nextA, 0, words);
                    Bits.clear(nextA, c);
                }
                dfs(depth + 1, left - 1);
                if (done()) {
                    return;
                }
                Bits.clear(r, c);
                for (int e = 1; e < group.size(); e++) {
                    Bits.clear(r, group.get(e)[c]);
                }
            }
        }

        /** Everything is covered by {@code chosen[0..depth)}; {@code left} more pieces go on cells of {@code a}. */
        private void leaf(int depth, int left, long[] a) {
            if (left == 0) {
                record(depth);
                return;
            }
            int[] free = new int[Bits.count(a)];
            int n = 0;
            for (int c = Bits.next(a, 0); c >= 0; c = Bits.next(a, c + 1)) {
                free[n++] = c;
            }
            if (n >= left) {
                extend(depth, left, free, 0);
            }
        }

        private void extend(int depth, int left, int[] free, int from) {
            if (left == 0) {
                record(depth);
                return;
            }
            for (int i = from; i <= free.length - left; i++) {
                if (independent && attacksChosen(free[i], depth)) {
                    continue;
                }
                chosen[depth] = free[i];
                extend(depth + 1, left - 1, free, i + 1);
                if (done() || counter.node()) {
                    return;
                }
            }
        }

        private boolean attacksChosen(int c, int depth) {
            for (int i = 0; i < depth; i++) {
                if (Bits.get(hood[chosen[i]], c)) {
                    return true;
                }
            }
            return false;
        }

        private void record(int depth) {
            solution.compareAndSet(null, Arrays.copyOf(chosen, depth));
            found.set(true);
            if (collector != null) {
                collector.add(chosen, depth);
            }
        }
    }

    private static List<int[]> fixing(List<int[]> group, int c) {
        if (group.size() == 1) {
            return group;
        }
        List<int[]> result = new ArrayList<>();
        for (int[] g : group) {
            if (g[c] == c) {
                result.add(g);
            }
        }
        return result;
    }
}
