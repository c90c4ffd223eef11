package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.zip.CRC32;

import org.polyboard.api.solve.Checkpoints;

/**
 * One exhaustive search for covers with at most {@code k} pieces. Units are placed to cover the first
 * uncovered cell, trying its coverers in order; a coverer tried is forbidden to its later siblings, so every
 * cover is reached once. A branch is cut when the packing weight still uncovered exceeds what the pieces
 * left can cover, for the whole board's packing or for the packing of a suffix of layers from the first
 * uncovered cell's layer on. The top of the tree is split into independent tasks that run on the given
 * executor. The split is deterministic, so a task has the same id in every run of the same search: each
 * finished task is saved to the {@link Checkpoints}, and a resumed run takes the tasks found there
 * instead of searching them again.
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

    /**
     * What a run found. {@code complete} says whether the search space was exhausted; {@code tasks} is the
     * number of tasks the search was split into, {@code resumed} how many of them came from checkpoints.
     */
    record Outcome(boolean complete, List<int[]> kept, long count, long representatives, long nodes, int tasks,
            int resumed) {
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
        return run(executor, threads, monitor, periodMillis, null);
    }

    /**
     * As {@link #run(ExecutorService, int, Runnable, long)}, saving each finished task to {@code checkpoints}
     * and taking the tasks it already holds from there (when not {@code null}).
     */
    Outcome run(ExecutorService executor, int threads, Runnable monitor, long periodMillis, Checkpoints checkpoints)
            throws InterruptedException {
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
            return outcome(keptByTask, tasks.size(), 0);
        }
        int n = tasks.size();
        List<List<int[]>> results = new ArrayList<>(n);
        String[] ids = new String[n];
        boolean[] done = new boolean[n];
        int resumed = 0;
        for (int i = 0; i < n; i++) {
            results.add(List.of());
            if (checkpoints != null) {
                ids[i] = id(i, tasks.get(i));
                Optional<Map<String, String>> saved = checkpoints.load(ids[i]);
                if (saved.isPresent() && restore(saved.get(), results, i)) {
                    done[i] = true;
                    resumed++;
                }
            }
        }
        AtomicInteger next = new AtomicInteger();
        int workers = Math.min(n, Math.max(1, threads));
        CountDownLatch finished = new CountDownLatch(workers);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        for (int w = 0; w < workers; w++) {
            executor.execute(() -> {
                try {
                    int i;
                    while (!halt.get() && (i = next.getAndIncrement()) < n) {
                        if (done[i]) {
                            continue;
                        }
                        Searcher s = new Searcher(-1, null);
                        s.resume(tasks.get(i));
                        results.set(i, s.kept);
                        if (checkpoints != null && !s.aborted) {
                            checkpoints.save(ids[i], s.checkpoint());
                        }
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                    halt.set(true);
                    stopped = true;
                } finally {
                    finished.countDown();
                }
            });
        }
        try {
            while (!finished.await(periodMillis, TimeUnit.MILLISECONDS)) {
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
        return outcome(keptByTask, n, resumed);
    }

    /**
     * The id of task {@code index}: the level k, the index in the split and a checksum of the task's node
     * (depth, pieces, placed units, forbidden units), so that a changed split never matches an old save.
     */
    private String id(int index, Task task) {
        CRC32 crc = new CRC32();
        java.nio.ByteBuffer bytes = java.nio.ByteBuffer.allocate(12 + 4 * task.placed.length + 8 * task.forbidden.length);
        bytes.putInt(task.depth).putInt(task.pieces).putInt(task.word);
        for (int unit : task.placed) {
            bytes.putInt(unit);
        }
        for (long word : task.forbidden) {
            bytes.putLong(word);
        }
        crc.update(bytes.array());
        return (independent ? "independent-" : "") + "k" + k + "/" + index + "/" + Long.toHexString(crc.getValue());
    }

    /** Takes a saved task's outcome as if it had just been searched; false if the data is not readable. */
    private boolean restore(Map<String, String> data, List<List<int[]>> results, int index) {
        try {
            long found = Long.parseLong(data.get("count"));
            long reps = Long.parseLong(data.get("representatives"));
            List<int[]> covers = new ArrayList<>();
            String text = data.getOrDefault("covers", "").strip();
            if (!text.isEmpty()) {
                for (String cover : text.split(" ")) {
                    covers.add(Arrays.stream(cover.split("\\.")).mapToInt(Integer::parseInt).toArray());
                }
            }
            if (found < 0 || reps < 0 || reps > found || covers.size() > found) {
                return false;
            }
            if (found > 0 && !all) {
                first.compareAndSet(null, covers.isEmpty() ? null : covers.get(0));
            }
            count.addAndGet(found);
            representatives.addAndGet(reps);
            results.set(index, covers);
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    private Outcome outcome(List<List<int[]>> keptByTask, int tasks, int resumed) {
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
        return new Outcome(!stopped, kept, all ? count.get() : kept.size(), representatives.get(), nodes.get(), tasks,
                resumed);
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
        private long searched;
        private long found;
        private long foundRepresentatives;
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
            searched += local;
            local = 0;
        }

        /** The outcome of the task this searcher finished, as saved to the checkpoints. */
        Map<String, String> checkpoint() {
            Map<String, String> data = new LinkedHashMap<>();
            data.put("count", Long.toString(found));
            data.put("representatives", Long.toString(foundRepresentatives));
            data.put("nodes", Long.toString(searched));
            StringBuilder covers = new StringBuilder();
            for (int[] cover : kept) {
                if (covers.length() > 0) {
                    covers.append(' ');
                }
                for (int j = 0; j < cover.length; j++) {
                    covers.append(j == 0 ? "" : ".").append(cover[j]);
                }
            }
            data.put("covers", covers.toString());
            return data;
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
            found++;
            if (classes.isRepresentative(solution, n, scratch)) {
                representatives.incrementAndGet();
                foundRepresentatives++;
            }
            if (kept.size() < keep) {
                kept.add(solution);
            }
        }
    }
}
