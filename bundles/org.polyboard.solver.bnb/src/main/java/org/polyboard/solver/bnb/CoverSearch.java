package org.polyboard.solver.bnb;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.zip.CRC32;

import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.support.split.SplitRounds;

/**
 * Exhaustive searches for covers with at most {@code k} pieces, split into work units. Units are placed to cover
 * the first uncovered cell, trying its coverers in order; a coverer tried is forbidden to its later siblings, so
 * every cover is reached once. A branch is cut when the packing weight still uncovered exceeds what the pieces
 * left can cover, for the whole board's packing or for the packing of a suffix of layers from the first
 * uncovered cell's layer on.
 * <p>
 * The top of the tree is walked to the shallowest depth with at least {@link #TASKS} nodes; each node there is
 * a work unit, and one more unit, the top, holds the covers completed above that depth. The walk is
 * deterministic, so a unit has the same id and spec in every run, on every machine. A unit searches at most
 * {@link #BUDGET} nodes; one that needs more stops and lists the nodes it left open, which {@link #children} turns
 * into the units of a next plan ({@link SplitRounds}). Immutable tables, shared by all units of a problem;
 * thread-safe.
 */
final class CoverSearch {

    /** How many units the top of the tree is split into at least (when it is that large). */
    static final int TASKS = 256;

    /**
     * The nodes a unit searches before it stops and leaves the rest of its part open: about a fifth of a second of a
     * knight search on one core, so that the largest units no longer set the pace of many workers (bench/unit-times.sh).
     */
    static final long BUDGET = 2_000_000;

    private static final String TOP = "top";
    private static final String BUDGET_KEY = "budget";

    final Units units;
    private final long[] weight;
    private final LayerBounds layers;
    final boolean independent;
    private final SymmetryClasses classes;
    private final long totalWeight;

    CoverSearch(Units units, long[] weight, LayerBounds layers, boolean independent, SymmetryClasses classes) {
        this.units = units;
        this.weight = weight;
        this.layers = layers;
        this.independent = independent;
        this.classes = classes;
        this.totalWeight = PackingWeights.total(weight);
    }

    /** The total weight of the packing: a lower bound on the pieces, times {@link PackingWeights#SCALE}. */
    long totalWeight() {
        return totalWeight;
    }

    /** The order of the symmetry group the enumeration counts classes under. */
    int symmetryGroupOrder() {
        return classes.order();
    }

    /** A node of the top of the tree, searched on its own. */
    record Task(int depth, int pieces, int word, int[] placed, long[] forbidden) {
    }

    /**
     * The work units of the search with at most {@code k} pieces: the nodes at the shallowest depth with at least
     * {@link #TASKS} of them, then the top. Ids are {@code [independent-]k<k>/<index>/<checksum of the node>} and
     * {@code [independent-]k<k>/top/<depth>}, so that a changed split never matches an old checkpoint. Each unit
     * searches at most {@code budget} nodes before it leaves the rest of its part open ({@link #children}).
     */
    List<WorkUnit> plan(int k, long budget) {
        List<Task> tasks = new ArrayList<>();
        int depth = 1;
        for (; depth <= k + 1; depth++) {
            tasks.clear();
            new Searcher(k, true, 0, depth, tasks, null, () -> false).root();
            if (tasks.size() >= TASKS) {
                break;
            }
        }
        depth = Math.min(depth, k + 1);
        String prefix = (independent ? "independent-" : "") + "k" + k + "/";
        List<WorkUnit> result = new ArrayList<>(tasks.size() + 1);
        for (int i = 0; i < tasks.size(); i++) {
            Task task = tasks.get(i);
            Map<String, String> spec = spec(k, task, -1);
            spec.put(BUDGET_KEY, Long.toString(budget));
            result.add(new WorkUnit(prefix + i + "/" + checksum(task), spec));
        }
        result.add(new WorkUnit(prefix + TOP + "/" + depth, Map.of("k", Integer.toString(k), TOP, Integer.toString(depth),
                BUDGET_KEY, Long.toString(budget))));
        return result;
    }

    /**
     * The units that search the nodes {@code result} of {@code unit} left open, in walk order, with the unit's budget
     * (and, below the top, the top's depth, where they stop); none when it searched its whole part. Ids are the
     * unit's id, {@code /} and the node's index.
     */
    List<WorkUnit> children(WorkUnit unit, UnitResult result) {
        List<String> open = SplitRounds.open(result);
        List<WorkUnit> children = new ArrayList<>(open.size());
        int k = Integer.parseInt(unit.get("k"));
        String top = unit.spec().get(TOP);
        for (int i = 0; i < open.size(); i++) {
            String[] node = open.get(i).split(":", -1);
            Task task = new Task(Integer.parseInt(node[0]), Integer.parseInt(node[1]), Integer.parseInt(node[2]),
                    cells(node[3]), forbidden(node[4]));
            Map<String, String> spec = spec(k, task, top == null ? -1 : Integer.parseInt(top));
            spec.put(BUDGET_KEY, unit.get(BUDGET_KEY));
            children.add(new WorkUnit(unit.id() + "/" + i, spec));
        }
        return children;
    }

    /**
     * Runs one unit of {@link #plan}: its node's subtree, or the top's covers; tells {@code context} the nodes
     * searched and stops when {@code stop} says so.
     */
    UnitResult run(WorkUnit unit, boolean all, int keep, UnitContext context, BooleanSupplier stop) {
        int k = Integer.parseInt(unit.get("k"));
        String top = unit.spec().get(TOP);
        String budget = unit.spec().get(BUDGET_KEY);
        Searcher s = new Searcher(k, all, keep, top == null ? -1 : Integer.parseInt(top), null, context, stop);
        if (budget != null) {
            s.budget = Long.parseLong(budget);
        }
        if (unit.spec().containsKey("placed")) {
            s.resume(task(unit));
        } else if (top != null) {
            s.root();
        } else {
            throw new IllegalArgumentException("work unit " + unit.id() + " has neither a node nor a top");
        }
        s.flush();
        if (s.stopped) {
            return UnitResult.stopped(s.searched);
        }
        Map<String, String> data = s.open == null || !all && s.found > 0 ? Map.of() : SplitRounds.over(s.open);
        return new UnitResult(true, s.found, s.foundRepresentatives, s.searched, s.kept, data);
    }

    /** The spec of a node's unit; below the top, {@code top} is the depth where the top's part ends, else −1. */
    private static Map<String, String> spec(int k, Task task, int top) {
        Map<String, String> spec = new LinkedHashMap<>();
        spec.put("k", Integer.toString(k));
        spec.put("depth", Integer.toString(task.depth));
        spec.put("pieces", Integer.toString(task.pieces));
        spec.put("word", Integer.toString(task.word));
        spec.put("placed", units(task.placed, task.placed.length));
        spec.put("forbidden", hex(task.forbidden));
        if (top >= 0) {
            spec.put(TOP, Integer.toString(top));
        }
        return spec;
    }

    /** The first {@code n} units as {@code "3.17.42"}, as a spec and an open node write them. */
    private static String units(int[] units, int n) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < n; i++) {
            text.append(i == 0 ? "" : ".").append(units[i]);
        }
        return text.toString();
    }

    /** A bit set as hexadecimal words, as a spec and an open node write it. */
    private static String hex(long[] words) {
        ByteBuffer bytes = ByteBuffer.allocate(8 * words.length);
        for (long word : words) {
            bytes.putLong(word);
        }
        return HexFormat.of().formatHex(bytes.array());
    }

    private static int[] cells(String text) {
        return text.isEmpty() ? new int[0] : Arrays.stream(text.split("\\.")).mapToInt(Integer::parseInt).toArray();
    }

    private long[] forbidden(String text) {
        ByteBuffer bytes = ByteBuffer.wrap(HexFormat.of().parseHex(text));
        long[] forbidden = new long[units.unitWords];
        for (int i = 0; i < forbidden.length; i++) {
            forbidden[i] = bytes.getLong();
        }
        return forbidden;
    }

    private Task task(WorkUnit unit) {
        int depth = Integer.parseInt(unit.get("depth"));
        int[] placed = cells(unit.get("placed"));
        long[] forbidden = forbidden(unit.get("forbidden"));
        if (placed.length != depth) {
            throw new IllegalArgumentException("work unit " + unit.id() + " places " + placed.length + " units at depth " + depth);
        }
        return new Task(depth, Integer.parseInt(unit.get("pieces")), Integer.parseInt(unit.get("word")), placed, forbidden);
    }

    /** A checksum of the task's node (depth, pieces, placed units, forbidden units). */
    private static String checksum(Task task) {
        CRC32 crc = new CRC32();
        ByteBuffer bytes = ByteBuffer.allocate(12 + 4 * task.placed.length + 8 * task.forbidden.length);
        bytes.putInt(task.depth).putInt(task.pieces).putInt(task.word);
        for (int unit : task.placed) {
            bytes.putInt(unit);
        }
        for (long word : task.forbidden) {
            bytes.putLong(word);
        }
        crc.update(bytes.array());
        return Long.toHexString(crc.getValue());
    }

    /** Depth-first search with one preallocated state per depth. Not thread-safe: one per unit. */
    private final class Searcher {
        private final int k;
        private final boolean all;
        private final int keep;
        private final int splitDepth;
        private final List<Task> tasks;
        private final UnitContext context;
        private final BooleanSupplier stop;
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
        private boolean stopped;
        /** Nodes searched before the rest is left open. */
        long budget = Long.MAX_VALUE;
        /** The nodes left open once the budget is spent, in walk order (see {@link #leaveOpen}). */
        List<String> open;

        /**
         * @param splitDepth the depth at which nodes are not searched but collected into {@code tasks} (planning)
         *     or skipped (the top unit), or −1 for none
         * @param context whom to tell the nodes searched, or {@code null} (planning)
         * @param stop whether to stop now
         */
        Searcher(int k, boolean all, int keep, int splitDepth, List<Task> tasks, UnitContext context, BooleanSupplier stop) {
            this.k = k;
            this.all = all;
            this.keep = keep;
            this.splitDepth = splitDepth;
            this.tasks = tasks;
            this.context = context;
            this.stop = stop;
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
        }

        void resume(Task task) {
            long[] c = covered[task.depth];
            int m = units.unitOf.length;
            for (int bit = m; bit < words * 64; bit++) {
                c[bit >>> 6] |= 1L << bit;
            }
            for (int d = 0; d < task.depth; d++) {
                long[] h = units.hood[task.placed[d]];
                for (int i = 0; i < words; i++) {
                    c[i] |= h[i];
                }
            }
            long coveredWeight = 0;
            for (int i = 0; i < words; i++) {
                long bits = i == words - 1 ? c[i] & lastWord : c[i];
                while (bits != 0) {
                    coveredWeight += weight[(i << 6) + Long.numberOfTrailingZeros(bits)];
                    bits &= bits - 1;
                }
            }
            System.arraycopy(task.forbidden, 0, forbidden[task.depth], 0, forbidden[task.depth].length);
            System.arraycopy(task.placed, 0, placed, 0, task.depth);
            dfs(task.depth, task.pieces, totalWeight - coveredWeight, task.word);
        }

        void flush() {
            if (context != null) {
                context.nodes(local);
            }
            searched += local;
            local = 0;
        }

        private void dfs(int depth, int pieces, long weightLeft, int word) {
            if ((++local & 1023) == 0) {
                flush();
                if (stop.getAsBoolean()) {
                    aborted = true;
                    stopped = true;
                    return;
                }
            }
            if (searched + local >= budget && depth != splitDepth) {
                open = new ArrayList<>();
                aborted = true;
                leaveOpen(depth, pieces, word);
                return;
            }
            long[] c = covered[depth];
            int w = word;
            while (w < words && c[w] == -1L) {
                w++;
            }
            if (w == words) {
                found(depth);
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
                if (tasks != null) {
                    tasks.add(new Task(depth, pieces, w, Arrays.copyOf(placed, depth), forbidden[depth].clone()));
                }
                return;
            }
            long[] f = forbidden[depth];
            long[] nc = covered[depth + 1];
            long[] nf = forbidden[depth + 1];
            int[] coverers = units.coverers[u];
            for (int next = 0; next < coverers.length; next++) {
                int unit = coverers[next];
                if (!allowed(unit, f, c, pieces)) {
                    continue;
                }
                int after = pieces + units.size[unit];
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
                if (open != null && !stopped) {
                    f[unit >>> 6] |= 1L << unit;
                    for (int j = next + 1; j < coverers.length; j++) {
                        int later = coverers[j];
                        if (allowed(later, f, c, pieces)) {
                            placed[depth] = later;
                            System.arraycopy(f, 0, nf, 0, f.length);
                            leaveOpen(depth + 1, pieces + units.size[later], w);
                            f[later >>> 6] |= 1L << later;
                        }
                    }
                    return;
                }
                if (aborted) {
                    return;
                }
                f[unit >>> 6] |= 1L << unit;
            }
        }

        /** Whether {@code unit} may be placed below a node with {@code f} forbidden and {@code c} covered. */
        private boolean allowed(int unit, long[] f, long[] c, int pieces) {
            return (f[unit >>> 6] & 1L << unit) == 0 && pieces + units.size[unit] <= k
                    && (!independent || placeable(unit, c));
        }

        /**
         * Lists the node at {@code depth} (placed units {@code placed[0..depth)}, forbidden units
         * {@code forbidden[depth]}) as open: {@code depth:pieces:word:placed:forbidden}.
         */
        private void leaveOpen(int depth, int pieces, int word) {
            open.add(depth + ":" + pieces + ":" + word + ":" + units(placed, depth) + ":" + hex(forbidden[depth]));
        }

        /** The weight of the packing of u's layer suffix that is still uncovered. */
        private long layerWeightLeft(int layer, long[] c) {
            long[] lw = layers.weight[layer];
            int from = layers.start[layer];
            long coveredWeight = 0;
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
                    coveredWeight += lw[(i << 6) + Long.numberOfTrailingZeros(bits)];
                    bits &= bits - 1;
                }
            }
            return layers.total[layer] - coveredWeight;
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

        private void found(int depth) {
            if (tasks != null) {
                return;
            }
            int n = 0;
            for (int d = 0; d < depth; d++) {
                for (int cell : units.cells[placed[d]]) {
                    cells[n++] = cell;
                }
            }
            Arrays.sort(cells, 0, n);
            int[] solution = Arrays.copyOf(cells, n);
            found++;
            if (!all) {
                kept.add(solution);
                aborted = true;
                return;
            }
            if (classes.isRepresentative(solution, n, scratch)) {
                foundRepresentatives++;
            }
            if (kept.size() < keep) {
                kept.add(solution);
            }
        }
    }
}
