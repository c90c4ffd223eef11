package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;

/**
 * Independent sets (no two pieces attacking) of a given size, as cliques of the non-attack graph, by a bit-parallel
 * branch and bound in the style of San Segundo's BBMC: the candidates of a node are greedily partitioned into classes
 * of pairwise attacking cells, and a class number bounds how many more pieces fit. Cells keep their numbering
 * (row-major), so on boxes the classes are lines of the last axis — the rows that bound n queens by n. It either
 * looks for one set of at least t cells (a round of the search for the maximum: the symmetries fixing every chosen
 * cell map the candidates onto themselves, so once the sets through a candidate are explored its whole orbit under
 * them is dropped) or enumerates every independent set of exactly t cells, each exactly once.
 * <p>
 * With t fixed, the tree does not depend on what another part of it finds; so it is split into work units: about
 * {@link Frontier#TASKS} nodes above the depth t ({@link Frontier#cut}), in the order a single walk meets them. The
 * units are the same in every run. Immutable tables, shared by all units of a problem; thread-safe.
 */
final class IndependentSearch implements SplitSearch {

    private static final String ONE = "one";
    private static final String ALL = "all";

    private final int m;
    private final int words;
    private final long[][] attack;
    private final long[][] peace;
    private final List<int[]> symmetries;
    private final long[] full;

    IndependentSearch(AttackModel model) {
        this.m = model.cellCount();
        this.words = model.words();
        this.symmetries = model.symmetries();
        this.full = Bits.full(m, words);
        attack = new long[m][words];
        peace = new long[m][];
        for (int v = 0; v < m; v++) {
            for (int other : model.neighbours(v)) {
                Bits.set(attack[v], other);
            }
            peace[v] = new long[words];
            Bits.andNot(full, attack[v], peace[v]);
            Bits.clear(peace[v], v);
        }
    }

    /**
     * The work units that look for one independent set of at least {@code size} cells or, when {@code enumerate},
     * list every independent set of exactly {@code size} cells. Ids are
     * {@code mis/one|all/t<size>/<index>/<checksum of the node>}.
     *
     * @param size at least 1
     * @param stop polled while the top of the tree is walked
     * @param counted told the nodes of that walk
     * @param budget not used: these units search their whole subtree and never split
     * @return the units, or {@code null} when {@code stop} held before the walk was done
     */
    @Override
    public List<WorkUnit> plan(int size, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget) {
        List<Frontier.Node> nodes;
        if (size <= 1) {
            nodes = List.of(new Frontier.Node(new int[0], full.clone()));
        } else {
            nodes = Frontier.cut(depth -> {
                List<Frontier.Node> found = new ArrayList<>();
                Walk walk = new Walk(size, enumerate, new Counter(stop, counted), found, depth);
                walk.root();
                return walk.counter.stopped() ? null : found;
            }, 1, size - 1);
        }
        if (nodes == null) {
            return null;
        }
        String mode = enumerate ? ALL : ONE;
        String prefix = "mis/" + mode + "/t" + size + "/";
        List<WorkUnit> units = new ArrayList<>(nodes.size());
        for (int i = 0; i < nodes.size(); i++) {
            Frontier.Node node = nodes.get(i);
            Map<String, String> spec = new LinkedHashMap<>();
            spec.put("t", Integer.toString(size));
            spec.put("mode", mode);
            spec.put("clique", Specs.cells(node.path()));
            spec.put("candidates", Specs.bits(node.bits()));
            units.add(new WorkUnit(prefix + i + "/" + Specs.checksum(spec), spec));
        }
        return units;
    }

    @Override
    public UnitResult whole(int size, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget) {
        Walk walk = new Walk(size, enumerate, new Counter(stop, counted, budget), null, -1);
        walk.root();
        return walk.counter.spent() ? null : walk.result();
    }

    /**
     * Runs one unit of {@link #plan}: the subtree of its node. Enumerating, the result counts every set of the size
     * there and keeps the first {@link Collector#MAX_KEPT}; otherwise it holds the first set of at least the size
     * found, if any (a maximal one, so possibly larger).
     */
    UnitResult run(WorkUnit unit, BooleanSupplier stop, LongConsumer counted) {
        int size = Integer.parseInt(unit.get("t"));
        boolean enumerate = ALL.equals(unit.get("mode"));
        int[] clique = Specs.cells(unit.get("clique"));
        long[] candidates = Specs.bits(unit.get("candidates"), words);
        if (size < 1 || clique.length >= size) {
            throw new IllegalArgumentException("work unit " + unit.id() + " starts from " + clique.length + " cells of "
                    + size);
        }
        Walk walk = new Walk(size, enumerate, new Counter(stop, counted), null, -1);
        walk.resume(clique, candidates);
        return walk.result();
    }

    /** One unit's walk (or the planning walk), with its own buffers per depth. Not thread-safe. */
    private final class Walk {
        private final int target;
        private final Collector collector;
        private final Counter counter;
        private final List<Frontier.Node> frontier;
        private final int splitDepth;
        private final int[] clique = new int[m + 1];
        private final long[][] pool = new long[m + 1][];
        private final long[][] own = new long[m + 1][];
        private final long[][] uncolored = new long[m + 1][];
        private final long[][] klass = new long[m + 1][];
        private final int[][] order = new int[m + 1][];
        private final int[][] bound = new int[m + 1][];
        private final List<int[]>[] stabiliser;
        private int[] found;

        /**
         * @param frontier where the planning walk leaves the nodes at {@code splitDepth} (below the target), or
         *     {@code null} to search
         */
        @SuppressWarnings("unchecked")
        Walk(int target, boolean enumerate, Counter counter, List<Frontier.Node> frontier, int splitDepth) {
            this.target = target;
            this.collector = enumerate ? new Collector(symmetries, target) : null;
            this.counter = counter;
            this.frontier = frontier;
            this.splitDepth = splitDepth;
            this.stabiliser = new List[m + 1];
        }

        void root() {
            pool[0] = full.clone();
            stabiliser[0] = collector == null ? symmetries : List.of(symmetries.get(0));
            expand(0, 0);
            counter.flush();
        }

        /** Searches the subtree of the node with the clique {@code cells} and the candidates {@code candidates}. */
        void resume(int[] cells, long[] candidates) {
            int depth = cells.length;
            List<int[]> group = collector == null ? symmetries : List.of(symmetries.get(0));
            for (int d = 0; d < depth; d++) {
                clique[d] = cells[d];
                group = fixing(group, cells[d]);
            }
            pool[depth] = candidates;
            stabiliser[depth] = group;
            expand(depth, depth);
            counter.flush();
        }

        private boolean done() {
            return found != null || counter.stopped();
        }

        /** What the walk found: every set of the size when enumerating, else the first of at least the size. */
        UnitResult result() {
            long nodes = counter.total();
            if (counter.stopped()) {
                return UnitResult.stopped(nodes);
            }
            if (collector != null) {
                return new UnitResult(true, collector.count(), collector.distinct(), nodes, collector.kept(), Map.of());
            }
            List<int[]> first = found == null ? List.of() : List.of(found);
            return new UnitResult(true, first.size(), 0, nodes, first, Map.of());
        }

        /**
         * Branches on the candidates {@code pool[depth]} of the clique {@code clique[0..size)}. When looking for one
         * set, the symmetries fixing every cell of the clique ({@code stabiliser[depth]}) map the candidates onto
         * themselves, so once the sets through a candidate are explored its whole orbit under them is dropped.
         */
        private void expand(int depth, int size) {
            long[] p = pool[depth];
            if (order[depth] == null) {
                order[depth] = new int[m];
                bound[depth] = new int[m];
                uncolored[depth] = new long[words];
                klass[depth] = new long[words];
            }
            int need = target;
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
                long[] next = buffer(depth + 1);
                Bits.and(p, peace[v], next);
                branch(depth, size, next, fixing(group, v));
                if (done()) {
                    return;
                }
                Bits.clear(p, v);
                for (int g = 1; g < group.size(); g++) {
                    Bits.clear(p, group.get(g)[v]);
                }
            }
        }

        private long[] buffer(int depth) {
            if (own[depth] == null) {
                own[depth] = new long[words];
            }
            return own[depth];
        }

        /** Goes on with {@code clique[size]} added to the clique of {@code size} cells, with candidates {@code next}. */
        private void branch(int depth, int size, long[] next, List<int[]> group) {
            if (frontier != null && size + 1 == splitDepth) {
                if (!Bits.isEmpty(next)) {
                    frontier.add(new Frontier.Node(Arrays.copyOf(clique, size + 1), next.clone()));
                }
            } else if (collector != null && size + 1 == target) {
                collector.add(clique, size + 1);
            } else if (Bits.isEmpty(next)) {
                if (collector == null && size + 1 >= target) {
                    found = Arrays.copyOf(clique, size + 1);
                    Arrays.sort(found);
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
