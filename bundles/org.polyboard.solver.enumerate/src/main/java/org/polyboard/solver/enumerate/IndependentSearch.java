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
 * of pairwise attacking cells, and a class number bounds how many more pieces fit. The partition follows the order
 * of the cells, so the search numbers them in whichever of two orders colours the whole board with fewer classes:
 * the board's own (row-major; on boxes the classes are then lines of the last axis, the rows that bound n queens by
 * n) or cliques first ({@link #cliquesFirst}; on 4^4, 20 classes instead of 64 and the proof of 16 queens 9× faster).
 * Units and results speak of the board's cells; only the nodes inside a unit's spec are in positions. It either
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
    /** The board's cell at each position of the search's order; the search works on positions throughout. */
    private final int[] cellAt;
    private final long[][] attack;
    private final long[][] peace;
    /** The board's symmetries as permutations of positions, identity first. */
    private final List<int[]> symmetries;
    private final long[] full;

    IndependentSearch(AttackModel model) {
        this.m = model.cellCount();
        this.words = model.words();
        this.full = Bits.full(m, words);
        int[] rowMajor = new int[m];
        Arrays.setAll(rowMajor, i -> i);
        long[][] byCell = attacks(model, rowMajor);
        int[] partition = cliquesFirst(byCell);
        long[][] byPartition = attacks(model, partition);
        boolean cliques = classes(byPartition) < classes(byCell);
        this.cellAt = cliques ? partition : rowMajor;
        this.attack = cliques ? byPartition : byCell;
        int[] positionOf = inverse(cellAt);
        peace = new long[m][];
        for (int i = 0; i < m; i++) {
            peace[i] = new long[words];
            Bits.andNot(full, attack[i], peace[i]);
            Bits.clear(peace[i], i);
        }
        List<int[]> permuted = new ArrayList<>();
        for (int[] g : model.symmetries()) {
            int[] p = new int[m];
            for (int i = 0; i < m; i++) {
                p[i] = positionOf[g[cellAt[i]]];
            }
            permuted.add(p);
        }
        this.symmetries = List.copyOf(permuted);
    }

    /**
     * The cells in an order where the sequential colouring of the search finds large classes: a greedy partition
     * into classes of pairwise attacking cells, each grown from what is left by adding the cell that attacks most of
     * the cells that could still join it, and listed class after class. On the boxes 3^d the classes so found are
     * the 2^d-cell sub-boxes of side 2 (any two of whose cells share a line), where the rows the board's numbering
     * gives hold three cells: on 3^6 the root's bound drops from 74 to 26.
     */
    private int[] cliquesFirst(long[][] byCell) {
        int[] order = new int[m];
        int placed = 0;
        long[] left = full.clone();
        long[] open = new long[words];
        while (placed < m) {
            System.arraycopy(left, 0, open, 0, words);
            while (!Bits.isEmpty(open)) {
                int best = -1;
                int most = -1;
                for (int v = Bits.next(open, 0); v >= 0; v = Bits.next(open, v + 1)) {
                    int joined = Bits.countAnd(open, byCell[v]);
                    if (joined > most) {
                        most = joined;
                        best = v;
                    }
                }
                order[placed++] = best;
                Bits.clear(left, best);
                Bits.and(open, byCell[best], open);
            }
        }
        return order;
    }

    /** The cells each position attacks, as positions, when position i holds the cell {@code cellAt[i]}. */
    private long[][] attacks(AttackModel model, int[] cellAt) {
        int[] positionOf = inverse(cellAt);
        long[][] attacks = new long[m][words];
        for (int i = 0; i < m; i++) {
            for (int other : model.neighbours(cellAt[i])) {
                Bits.set(attacks[i], positionOf[other]);
            }
        }
        return attacks;
    }

    /** The position of each cell in the order {@code cellAt}. */
    private static int[] inverse(int[] cellAt) {
        int[] positionOf = new int[cellAt.length];
        for (int i = 0; i < cellAt.length; i++) {
            positionOf[cellAt[i]] = i;
        }
        return positionOf;
    }

    /** The classes of the search's sequential colouring of the whole board with the attack sets {@code attacks}. */
    private int classes(long[][] attacks) {
        if (m == 0) {
            return 0;
        }
        int[] order = new int[m];
        int[] classOf = new int[m];
        colour(attacks, full, 1, new long[words], new long[words], order, classOf);
        return classOf[m - 1];
    }

    /**
     * The work units that look for one independent set of at least {@code size} cells or, when {@code enumerate},
     * list every independent set of exactly {@code size} cells. Ids are
     * {@code mis2/one|all/t<size>/<index>/<checksum of the node>} (the node in positions of the search's order).
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
        String prefix = "mis2/" + mode + "/t" + size + "/";
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
    public String basis() {
        return "exhaustive search with clique-cover bounds";
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
    @Override
    public UnitResult run(WorkUnit unit, BooleanSupplier stop, LongConsumer counted) {
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
                List<int[]> kept = new ArrayList<>(collector.kept().size());
                for (int[] set : collector.kept()) {
                    kept.add(cells(set));
                }
                return new UnitResult(true, collector.count(), collector.distinct(), nodes, kept, Map.of());
            }
            List<int[]> first = found == null ? List.of() : List.of(cells(found));
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
            int n = colour(attack, p, need - size, uncolored[depth], klass[depth], o, b);
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
                }
            } else {
                pool[depth + 1] = next;
                stabiliser[depth + 1] = group;
                expand(depth + 1, size + 1);
            }
        }
    }

    /**
     * Greedy sequential colouring of {@code p} into classes of pairwise attacking cells ({@code attack}: the cells
     * each position attacks). Writes the vertices whose
     * class number is at least {@code minClass} to {@code o} with their class numbers in {@code b}, in class order;
     * returns how many.
     */
    private static int colour(long[][] attack, long[] p, int minClass, long[] u, long[] q, int[] o, int[] b) {
        int words = p.length;
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

    /** The board's cells at the positions {@code positions}, sorted. */
    private int[] cells(int[] positions) {
        int[] cells = new int[positions.length];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = cellAt[positions[i]];
        }
        Arrays.sort(cells);
        return cells;
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
