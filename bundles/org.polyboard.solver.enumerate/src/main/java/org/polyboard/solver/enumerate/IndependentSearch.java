package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.polyboard.api.solve.AttackModel;

/**
 * Largest independent sets (no two pieces attacking) as maximum cliques of the non-attack graph, by a bit-parallel
 * branch and bound in the style of San Segundo's BBMC: the candidates of a node are greedily partitioned into
 * classes of pairwise attacking cells, and a class number bounds how many more pieces fit. Cells keep their
 * numbering (row-major), so on boxes the classes are lines of the last axis — the rows that bound n queens by n.
 * Also enumerates every independent set of a given size, each exactly once.
 * <p>
 * The branches of the root are independent tasks, run on as many threads as asked; the best size found so far is
 * shared.
 */
final class IndependentSearch {

    private final int m;
    private final int words;
    private final long[][] attack;
    private final long[][] peace;
    private final Stopper stopper;
    private final List<int[]> symmetries;
    private final int threads;

    private int best;
    private int[] bestSet;
    private int target;
    private Collector collector;

    IndependentSearch(AttackModel model, Stopper stopper, int threads) {
        this.m = model.cellCount();
        this.words = model.words();
        this.stopper = stopper;
        this.threads = threads;
        this.symmetries = model.symmetries();
        attack = new long[m][words];
        peace = new long[m][];
        long[] all = Bits.full(m, words);
        for (int v = 0; v < m; v++) {
            for (int other : model.neighbours(v)) {
                Bits.set(attack[v], other);
            }
            peace[v] = new long[words];
            Bits.andNot(all, attack[v], peace[v]);
            Bits.clear(peace[v], v);
        }
    }

    /**
     * Finds a largest independent set.
     *
     * @param atLeast a size already known to be reachable (the search looks for larger ones only), or 0
     * @return its size, or {@code atLeast} when nothing larger was found; see {@link #best()} for the cells
     */
    int maximum(int atLeast) {
        best = atLeast;
        bestSet = null;
        target = 0;
        collector = null;
        run();
        return best;
    }

    /** Passes every independent set of exactly {@code size} cells to {@code sink}. */
    void enumerate(int size, Collector sink) {
        target = size;
        collector = sink;
        best = 0;
        if (size == 0) {
            sink.add(new int[0], 0);
            return;
        }
        run();
    }

    /** The cells of the largest set found by {@link #maximum(int)}, or {@code null} when none beat the start. */
    synchronized int[] best() {
        return bestSet;
    }

    private synchronized int need() {
        return target > 0 ? target : best + 1;
    }

    private synchronized void improve(int[] clique, int size) {
        if (size > best) {
            best = size;
            bestSet = clique.clone();
            stopper.state(Integer.toString(best), null, "independent set of " + best + " found");
        }
    }

    private void run() {
        List<Task> tasks = new ArrayList<>();
        Walk root = new Walk(tasks);
        root.start();
        if (tasks.isEmpty()) {
            return;
        }
        AtomicInteger next = new AtomicInteger();
        Runnable work = () -> {
            Walk walk = new Walk(null);
            for (int i = next.getAndIncrement(); i < tasks.size(); i = next.getAndIncrement()) {
                if (walk.counter.stopped()) {
                    return;
                }
                walk.resume(tasks.get(i));
            }
            walk.counter.flush();
        };
        if (threads <= 1) {
            work.run();
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "polyboard-enumerate");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                running.add(pool.submit(work));
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
    }

    /** A branch of the root: the first cell, the candidates left with it, their class bound and the symmetries left. */
    private record Task(int cell, long[] candidates, int bound, List<int[]> stabiliser) {
    }

    /** One thread's search, with its own buffers per depth. */
    private final class Walk {
        private final List<Task> tasks;
        private final Stopper.Local counter = stopper.local();
        private final int[] clique = new int[m + 1];
        private final long[][] pool = new long[m + 1][];
        private final long[][] own = new long[m + 1][];
        private final long[][] uncolored = new long[m + 1][];
        private final long[][] klass = new long[m + 1][];
        private final int[][] order = new int[m + 1][];
        private final int[][] bound = new int[m + 1][];
        private final List<int[]>[] stabiliser;

        /** @param tasks where to leave the branches of the root, or {@code null} to search them */
        @SuppressWarnings("unchecked")
        Walk(List<Task> tasks) {
            this.tasks = tasks;
            this.stabiliser = new List[m + 1];
        }

        void start() {
            pool[0] = Bits.full(m, words);
            stabiliser[0] = target == 0 ? symmetries : List.of(symmetries.get(0));
            expand(0, 0);
            counter.flush();
        }

        void resume(Task task) {
            if (1 + task.bound() < need()) {
                return;
            }
            clique[0] = task.cell();
            branch(0, 0, task.cell(), task.candidates(), task.stabiliser());
        }

        /**
         * Branches on the candidates {@code pool[depth]} of the clique {@code clique[0..size)}. When looking for the
         * maximum, the symmetries fixing every cell of the clique ({@code stabiliser[depth]}) map the candidates
         * onto themselves, so once the sets through a candidate are explored its whole orbit under them is dropped.
         */
        private void expand(int depth, int size) {
            long[] p = pool[depth];
            if (order[depth] == null) {
                order[depth] = new int[m];
                bound[depth] = new int[m];
                uncolored[depth] = new long[words];
                klass[depth] = new long[words];
            }
            int need = need();
            int[] o = order[depth];
            int[] b = bound[depth];
            List<int[]> group = stabiliser[depth];
            int n = colour(p, need - size, uncolored[depth], klass[depth], o, b);
            for (int i = n - 1; i >= 0; i--) {
                if (counter.node() || size + b[i] < need) {
                    return;
                }
                int v = o[i];
                if (!Bits.get(p, v)) {
                    continue;
                }
                clique[size] = v;
                long[] next = tasks != null && depth == 0 ? new long[words] : buffer(depth + 1);
                Bits.and(p, peace[v], next);
                if (tasks != null && depth == 0) {
                    tasks.add(new Task(v, next, b[i], fixing(group, v)));
                } else {
                    branch(depth, size, v, next, fixing(group, v));
                }
                Bits.clear(p, v);
                for (int g = 1; g < group.size(); g++) {
                    Bits.clear(p, group.get(g)[v]);
                }
                need = need();
            }
        }

        private long[] buffer(int depth) {
            if (own[depth] == null) {
                own[depth] = new long[words];
            }
            return own[depth];
        }

        /** Goes on with {@code v} added to the clique of {@code size} cells, with candidates {@code next}. */
        private void branch(int depth, int size, int v, long[] next, List<int[]> group) {
            if (target > 0 && size + 1 == target) {
                collector.add(clique, size + 1);
            } else if (Bits.isEmpty(next)) {
                if (target == 0) {
                    improve(Arrays.copyOf(clique, size + 1), size + 1);
                }
            } else {
                pool[depth + 1] = next;
                stabiliser[depth + 1] = group;
                expand(depth + 1, size + 1);
            }
        }
    }

    /**
     * Greedy sequential colouring of {@code p} into classes of pairwise attacking cells. Writes the vertices whose
     * class number is at least {@code minClass} to {@code o} with their class numbers in {@code b}, in class order;
     * returns how many.
     */
    private int colour(long[] p, int minClass, long[] u, long[] q, int[] o, int[] b) {
        System.arraycopy(p, 0, u, 0, words);
        int n = 0;
        int k = 0;
        while (!Bits.isEmpty(u)) {
            k++;
            System.arraycopy(u, 0, q, 0, words);
            for (int v = Bits.next(q, 0); v >= 0; v = Bits.next(q, v + 1)) {
                Bits.clear(u, v);
                Bits.and(q, attack[v], q);
                if (k >= minClass) {
                    o[n] = v;
                    b[n] = k;
                    n++;
                }
            }
        }
        return n;
    }

    private static List<int[]> fixing(List<int[]> group, int v) {
        if (group.size() == 1) {
            return group;
        }
        List<int[]> result = new ArrayList<>();
        for (int[] g : group) {
            if (g[v] == v) {
                result.add(g);
            }
        }
        return result;
    }
}
