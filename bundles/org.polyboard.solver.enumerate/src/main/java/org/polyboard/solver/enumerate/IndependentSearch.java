package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.List;

import org.polyboard.api.solve.AttackModel;

/**
 * Largest independent sets (no two pieces attacking) as maximum cliques of the non-attack graph, by a bit-parallel
 * branch and bound in the style of San Segundo's BBMC: the candidates of a node are greedily partitioned into
 * classes of pairwise attacking cells, and a class number bounds how many more pieces fit. Also enumerates every
 * independent set of a given size, each exactly once.
 */
final class IndependentSearch {

    private final int m;
    private final int words;
    private final List<int[]> symmetries;
    private final long[][] attack;
    private final long[][] peace;
    private final Stopper stopper;
    private final Stopper.Local counter;

    private int best;
    private int[] bestSet;
    private int target;
    private Collector collector;
    private int[] clique;
    private long[][] pool;
    private long[][] uncolored;
    private long[][] klass;
    private int[][] order;
    private int[][] bound;
    private List<int[]>[] stabiliser;

    IndependentSearch(AttackModel model, Stopper stopper) {
        this.m = model.cellCount();
        this.words = model.words();
        this.stopper = stopper;
        this.counter = stopper.local();
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
    int[] best() {
        return bestSet;
    }

    @SuppressWarnings("unchecked")
    private void run() {
        clique = new int[m + 1];
        int depth = m + 1;
        pool = new long[depth][];
        uncolored = new long[depth][];
        klass = new long[depth][];
        order = new int[depth][];
        bound = new int[depth][];
        stabiliser = new List[depth];
        pool[0] = Bits.full(m, words);
        stabiliser[0] = target == 0 ? symmetries : List.of(symmetries.get(0));
        expand(0, 0);
        counter.flush();
    }

    /**
     * Branches on the candidates {@code pool[depth]} of the clique {@code clique[0..size)}. When looking for the
     * maximum, the symmetries fixing every cell of the clique ({@code stabiliser[depth]}) map the candidates onto
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
        int need = target > 0 ? target : best + 1;
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
            if (target > 0 && size + 1 == target) {
                collector.add(cells(size + 1), size + 1);
            } else {
                if (pool[depth + 1] == null) {
                    pool[depth + 1] = new long[words];
                }
                long[] next = pool[depth + 1];
                Bits.and(p, peace[v], next);
                if (Bits.isEmpty(next)) {
                    if (target == 0 && size + 1 > best) {
                        best = size + 1;
                        bestSet = cells(size + 1);
                        stopper.state(Integer.toString(best), null, "independent set of " + best + " found");
                    }
                } else {
                    stabiliser[depth + 1] = fixing(group, v);
                    expand(depth + 1, size + 1);
                }
            }
            Bits.clear(p, v);
            for (int g = 1; g < group.size(); g++) {
                Bits.clear(p, group.get(g)[v]);
            }
            need = target > 0 ? target : best + 1;
        }
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

    private int[] cells(int size) {
        int[] result = new int[size];
        for (int i = 0; i < size; i++) {
            result[i] = clique[i];
        }
        return result;
    }
}
