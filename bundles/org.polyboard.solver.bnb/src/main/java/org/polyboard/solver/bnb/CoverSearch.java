package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One exhaustive search for covers with at most {@code k} pieces. Units are placed to cover the first
 * uncovered cell, trying its coverers in order; a coverer tried is forbidden to its later siblings, so every
 * cover is reached once. A branch is cut when the packing weight still uncovered exceeds what the pieces
 * left can cover, for the whole board's packing or for the packing of a suffix of layers from the first
 * uncovered cell's layer on. The top of the tree is split into independent tasks that run on the given
 * executor.
 */
final class CoverSearch {

    /** How many tasks the top of the tree is split into at least (when it is that large). */
    static final int TASKS = 256;

    private final Units units;
    private final long[] weight;
    private final LayerBounds layers;
    private final boolean independent;
    private final SymmetryClasses classes;
    private final int k;
    private final boolean all;
    private final int keep;
    private final long totalWeight;

    final AtomicBoolean halt = new AtomicBoolean();
    final AtomicLong nodes = new AtomicLong();
    private final AtomicLong count = new AtomicLong();
    private final AtomicLong representatives = new AtomicLong();
    private final AtomicReference<int[]> first = new AtomicReference<>();
    private volatile boolean stopped;

    /**
     * @param k the most pieces a cover may have
     * @param all find every cover with at most k pieces (else stop at the first)
     * @param keep how many covers each task keeps when enumerating
     */
    CoverSearch(Units units, long[] weight, LayerBounds layers, boolean independent, SymmetryClasses classes, int k,
            boolean all, int keep) {
        this.units = units;
        this.weight = weight;
        this.layers = layers;
        this.independent = independent;
        this.classes = classes;
        this.k = k;
        this.all = all;
        this.keep = keep;
        this.totalWeight = PackingWeights.total(weight);
    }

    /** What a run found. {@code complete} says whether the search space was exhausted. */
    record Outcome(boolean complete, List<int[]> kept, long count, long representatives, long nodes) {
        boolean found() {
            return count > 0;
        }
    }

    /** Asks the run to stop as soon as it can; its outcome is then incomplete. */
    void stop() {
        stopped = true;
        halt.set(true);
    }

    /**
     * Runs the search on {@code threads} workers of {@code executor}; {@code monitor} is called on the
     * calling thread about every {@code periodMillis} while the tasks run, and may call {@link #stop()}.
     */
    Outcome run(ExecutorService executor, int threads, Runnable monitor, long periodMillis) throws InterruptedException {
        List<Task> tasks = new ArrayList<>();
        Searcher top = null;
        for (int depth = 1; depth <= k + 1; depth++) {
            tasks.clear();
            count.set(0);
            representatives.set(0);
            first.set(null);
            top = new Searcher(depth, tasks);
            top.root();
            if (tasks.size() >= TASKS || halt.get()) {
                break;
            }
        }
        List<List<int[]>> keptByTask = new ArrayList<>();
        keptByTask.add(top.kept);
        if (halt.get() || tasks.isEmpty()) {
            return outcome(keptByTask);
        }
        int n = tasks.size();
        List<List<int[]>> results = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            results.add(List.of());
        }
        AtomicInteger next = new AtomicInteger();
        int workers = Math.min(n, Math.max(1, threads));
        CountDownLatch done = new CountDownLatch(workers);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        for (int w = 0; w < workers; w++) {
            executor.execute(() -> {
                try {
                    int i;
                    while (!halt.get() && (i = next.getAndIncrement()) < n) {
                        Searcher s = new Searcher(-1, null);
                        s.resume(tasks.get(i));
                        results.set(i, s.kept);
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                    halt.set(true);
                    stopped = true;
                } finally {
                    done.countDown();
                }
            });
        }
        try {
            while (!done.await(periodMillis, TimeUnit.MILLISECONDS)) {
                monitor.run();
            }
        } catch (InterruptedException e) {
            stop();
            throw e;
        }
        if (failure.get() != null) {
            throw new IllegalStateException("search task failed: " + failure.get(), failure.get());
        }
        keptByTask.addAll(results);
        return outcome(keptByTask);
    }

    private Outcome outcome(List<List<int[]>> keptByTask) {
        List<int[]> kept = new ArrayList<>();
        if (all) {
            for (List<int[]> list : keptByTask) {
                for (int[] s : list) {
                    if (kept.size() < keep) {
                        kept.add(s);
                    }
                }
            }
        } else if (first.get() != null) {
            kept.add(first.get());
        }
        kept.sort(Arrays::compare);
        return new Outcome(!stopped, kept, all ? count.get() : kept.size(), representatives.get(), nodes.get());
    }

    /** A node of the top of the tree, searched on its own. */
    private record Task(int depth, int pieces, long weightLeft, int word, int[] placed, long[] covered, long[] forbidden) {
    }

    /** Depth-first search with one preallocated state per depth. Not thread-safe: one per task. */
    private final class Searcher {
        private final int splitDepth;
        private final List<Task> tasks;
        private final long[][] covered;
        private final long[][] forbidden;
        private final int[] placed;
        private final int words = units.words;
        private final long lastWord = units.unitOf.length % 64 == 0 ? -1L : (1L << units.unitOf.length % 64) - 1;
        private final int[] cells;
        private final int[] scratch;
        private final List<int[]> kept = new ArrayList<>();
        private long local;
        private boolean aborted;

        Searcher(int splitDepth, List<Task> tasks) {
            this.splitDepth = splitDepth;
            this.tasks = tasks;
            int depths = k + 2;
            covered = new long[depths][words];
            forbidden = new long[depths][units.unitWords];
            placed = new int[depths];
            cells = new int[Math.max(1, k)];
            scratch = new int[Math.max(1, k)];
        }

        void root() {
            long[] c = covered[0];
            int m = units.unitOf.length;
            for (int bit = m; bit < words * 64; bit++) {
                c[bit >>> 6] |= 1L << bit;
            }
            dfs(0, 0, totalWeight, 0);
            flush();
        }

        void resume(Task task) {
            System.arraycopy(task.covered, 0, covered[task.depth], 0, words);
            System.arraycopy(task.forbidden, 0, forbidden[task.depth], 0, forbidden[task.depth].length);
            System.arraycopy(task.placed, 0, placed, 0, task.depth);
            dfs(task.depth, task.pieces, task.weightLeft, task.word);
            flush();
        }

        private void flush() {
            nodes.addAndGet(local);
            local = 0;
        }

        private void dfs(int depth, int pieces, long weightLeft, int word) {
            if ((++local & 1023) == 0) {
                flush();
                if (halt.get()) {
                    aborted = true;
                    return;
                }
            }
            long[] c = covered[depth];
            int w = word;
            while (w < words && c[w] == -1L) {
                w++;
            }
            if (w == words) {
                found(depth, pieces);
                return;
            }
            long room = (k - pieces) * PackingWeights.SCALE;
            if (weightLeft > room) {
                return;
            }
            int u = (w << 6) + Long.numberOfTrailingZeros(~c[w]);
            for (int layer = layers.layerOf[u]; layer < layers.start.length; layer++) {
                long left = layerWeightLeft(layer, c);
                if (left > room) {
                    return;
                }
                if (left == layers.total[layer]) {
                    break;
                }
            }
            if (depth == splitDepth) {
                tasks.add(new Task(depth, pieces, weightLeft, w, Arrays.copyOf(placed, depth), c.clone(),
                        forbidden[depth].clone()));
                return;
            }
            long[] f = forbidden[depth];
            long[] nc = covered[depth + 1];
            long[] nf = forbidden[depth + 1];
            for (int unit : units.coverers[u]) {
                if ((f[unit >>> 6] & 1L << unit) != 0) {
                    continue;
                }
                int after = pieces + units.size[unit];
                if (after > k || independent && !placeable(unit, c)) {
                    continue;
                }
                long[] h = units.hood[unit];
                long gained = 0;
                for (int i = 0; i < words; i++) {
                    long fresh = h[i] & ~c[i];
                    nc[i] = c[i] | h[i];
                    while (fresh != 0) {
                        gained += weight[(i << 6) + Long.numberOfTrailingZeros(fresh)];
                        fresh &= fresh - 1;
                    }
                }
                System.arraycopy(f, 0, nf, 0, f.length);
                placed[depth] = unit;
                dfs(depth + 1, after, weightLeft - gained, w);
                if (aborted) {
                    return;
                }
                f[unit >>> 6] |= 1L << unit;
            }
        }

        /** The weight of the packing of u's layer suffix that is still uncovered. */
        private long layerWeightLeft(int layer, long[] c) {
            long[] lw = layers.weight[layer];
            int from = layers.start[layer];
            long covered = 0;
            int first = from >>> 6;
            for (int i = first; i < words; i++) {
                long bits = c[i];
                if (i == first) {
                    bits &= -1L << (from & 63);
                }
                if (i == words - 1) {
                    bits &= lastWord;
                }
                while (bits != 0) {
                    covered += lw[(i << 6) + Long.numberOfTrailingZeros(bits)];
                    bits &= bits - 1;
                }
            }
            return layers.total[layer] - covered;
        }

        private boolean placeable(int unit, long[] c) {
            if (!units.selfIndependent[unit]) {
                return false;
            }
            long[] mask = units.mask[unit];
            for (int i = 0; i < words; i++) {
                if ((mask[i] & c[i]) != 0) {
                    return false;
                }
            }
            return true;
        }

        private void found(int depth, int pieces) {
            int n = 0;
            for (int d = 0; d < depth; d++) {
                for (int cell : units.cells[placed[d]]) {
                    cells[n++] = cell;
                }
            }
            Arrays.sort(cells, 0, n);
            int[] solution = Arrays.copyOf(cells, n);
            if (!all) {
                first.compareAndSet(null, solution);
                count.incrementAndGet();
                halt.set(true);
                aborted = true;
                return;
            }
            count.incrementAndGet();
            if (classes.isRepresentative(solution, n, scratch)) {
                representatives.incrementAndGet();
            }
            if (kept.size() < keep) {
                kept.add(solution);
            }
        }
    }
}
