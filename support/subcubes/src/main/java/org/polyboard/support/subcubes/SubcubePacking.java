package org.polyboard.support.subcubes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;


/**
 * A search for non-attacking queens on a box of side 3 (3^d) with a given {@linkplain SubcubeCounts count of subcubes
 * by dimension}: the exact cover of the d-cube {0,1}^d by that many subcubes with distinct directions and holes, by
 * dancing links (Knuth's Algorithm X), taking the vertex or the direction set with the fewest options left first, and
 * pruned by the character sums. For every nonempty set T of directions the sum of (-1)^(x·T) over the d-cube is 0; a
 * subcube with directions S and fixed values f adds (-1)^(f·T) 2^|S| to it when S misses T, a hole (-1)^(h·T). After
 * each choice every sum must still be reachable by what is left: at most as far from 0 as the subcubes still to place
 * that can miss T weigh, and of the right residue modulo twice the smallest weight among them where their number is
 * known (a direction set of a size used in full is placed for sure; of the others, as many as the count still asks
 * for, less those that must meet T). On 3^8 this finds 52 queens in about a million nodes, where the same exact cover
 * without the sums did not in 300 s.
 * <p>
 * The subcube of dimension 0, when the count has one, stands at the origin, and so does a hole when it has none
 * (flipping coordinates is a symmetry); the one hole that {@link SubcubeCounts} fixes is placed before the search.
 * Each {@link #restart} searches with options in a new random order, up to a number of nodes: the placements sought are
 * rare, and some orders reach one far sooner than others. One instance per thread.
 * <p>
 * On 3^8's count (1, 7, 28, 16), restarts of 10^6 nodes with seeds 0 to 39 found a placement 4 times (after 86 000 to
 * 806 000 nodes); columns that do not count the options of a dimension whose count is used up found it with the same
 * 4 seeds at 0.8 times the nodes a second, ties between columns broken at random 5 times, towards direction sets 4.
 */
public final class SubcubePacking {

    private final int d;
    private final int vertices;
    private final SubcubeCounts counts;
    /** The largest dimension counted; holes are class {@code holes = top + 1}. */
    private final int top;
    private final int holeClass;
    /** The options: directions and fixed values (a hole: 0 and its vertex), class, and columns. */
    private final int[] optionS;
    private final int[] optionF;
    private final int[] optionClass;
    private final int[][] optionColumns;
    private final int columns;
    private final int primaryColumns;
    /** The vertices placed before the search, and their contributions to the sums. */
    private final int[] fixedSum;
    private final int[] fixedBudget;
    private final int[] fixedUnused;
    private final int[][] fixedAvailable;
    private final boolean vertexAtOrigin;

    // the state of one restart: the links of its nodes (headers first), the options of the columns chosen at each
    // depth (a stack: each node is in one column, so they fit in one slot a node)
    private final int[] left;
    private final int[] right;
    private final int[] up;
    private final int[] down;
    private final int[] column;
    private final int[] optionOf;
    private final int[] size;
    private final int[] pending;
    private int pendingTop;
    private final int[] sum;
    private final int[] budget;
    private final int[] unused;
    private final int[][] available;
    private final int[] chosen;
    private int depth;
    private long nodes;
    private long limit;
    private boolean found;
    /** Whether the search goes on past a placement, counting it ({@link #count}). */
    private boolean counting;
    private long placements;
    private boolean stopped;
    private BooleanSupplier stop;
    private SplittableRandom random;
    private int[] answer;

    public SubcubePacking(int d, SubcubeCounts counts) {
        this.d = d;
        this.vertices = 1 << d;
        this.counts = counts;
        int[] byDimension = counts.byDimension();
        this.top = byDimension.length - 1;
        this.holeClass = top + 1;
        int all = vertices - 1;
        vertexAtOrigin = byDimension.length > 0 && byDimension[0] == 1;
        boolean[] fixedVertex = new boolean[vertices];
        fixedSum = new int[vertices];
        fixedBudget = new int[top + 2];
        for (int k = 1; k <= top; k++) {
            fixedBudget[k] = byDimension[k];
        }
        fixedBudget[holeClass] = counts.holes();
        if (vertexAtOrigin) {
            place(fixedVertex, 0);
        }
        if (counts.fixedHole() >= 0) {
            place(fixedVertex, counts.fixedHole());
            fixedBudget[holeClass]--;
        } else if (!vertexAtOrigin && counts.holes() > 0) {
            place(fixedVertex, 0);
            fixedBudget[holeClass]--;
        }
        // columns: the free vertices (primary), then the direction sets of sizes used in full (primary), then the
        // others (at most once)
        int[] vertexColumn = new int[vertices];
        int next = 0;
        for (int v = 0; v < vertices; v++) {
            vertexColumn[v] = fixedVertex[v] ? -1 : ++next;
        }
        int[] directionColumn = new int[vertices];
        int primary = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int s = 1; s < vertices; s++) {
                int k = Integer.bitCount(s);
                if (k <= top && byDimension[k] > 0 && counts.full(k, d) == (pass == 0)) {
                    directionColumn[s] = ++next;
                }
            }
            if (pass == 0) {
                primary = next;
            }
        }
        primaryColumns = primary;
        columns = next;
        fixedUnused = new int[top + 2];
        fixedAvailable = new int[top + 1][vertices];
        for (int s = 1; s < vertices; s++) {
            int k = Integer.bitCount(s);
            if (directionColumn[s] > 0) {
                fixedUnused[k]++;
                int rest = all & ~s;
                for (int t = rest; t != 0; t = (t - 1) & rest) {
                    fixedAvailable[k][t]++;
                }
            }
        }
        List<int[]> options = new ArrayList<>();
        List<int[]> optionCols = new ArrayList<>();
        for (int s = 1; s < vertices; s++) {
            if (directionColumn[s] == 0) {
                continue;
            }
            int rest = all & ~s;
            int k = Integer.bitCount(s);
            for (int f = rest;; f = (f - 1) & rest) {
                int[] cube = SubcubeCounts.vertices(s, f);
                int[] cols = new int[cube.length + 1];
                int n = 0;
                for (int v : cube) {
                    if (fixedVertex[v]) {
                        n = -1;
                        break;
                    }
                    cols[n++] = vertexColumn[v];
                }
                if (n > 0) {
                    cols[n] = directionColumn[s];
                    options.add(new int[] {s, f, k});
                    optionCols.add(cols);
                }
                if (f == 0) {
                    break;
                }
            }
        }
        if (fixedBudget[holeClass] > 0) {
            for (int v = 0; v < vertices; v++) {
                if (!fixedVertex[v]) {
                    options.add(new int[] {0, v, holeClass});
                    optionCols.add(new int[] {vertexColumn[v]});
                }
            }
        }
        int count = options.size();
        optionS = new int[count];
        optionF = new int[count];
        optionClass = new int[count];
        optionColumns = optionCols.toArray(new int[0][]);
        for (int i = 0; i < count; i++) {
            optionS[i] = options.get(i)[0];
            optionF[i] = options.get(i)[1];
            optionClass[i] = options.get(i)[2];
        }
        int nodeCount = columns + 1;
        for (int[] cols : optionColumns) {
            nodeCount += cols.length;
        }
        left = new int[nodeCount];
        right = new int[nodeCount];
        up = new int[nodeCount];
        down = new int[nodeCount];
        column = new int[nodeCount];
        optionOf = new int[nodeCount];
        size = new int[columns + 1];
        pending = new int[nodeCount];
        sum = new int[vertices];
        budget = new int[top + 2];
        unused = new int[top + 2];
        available = new int[top + 1][vertices];
        chosen = new int[vertices];
    }

    /** A vertex taken before the search (the subcube of dimension 0 or a hole): its sums. */
    private void place(boolean[] fixedVertex, int v) {
        fixedVertex[v] = true;
        for (int t = 1; t < vertices; t++) {
            fixedSum[t] += parity(v & t);
        }
    }

    private static int parity(int bits) {
        return (Integer.bitCount(bits) & 1) == 0 ? 1 : -1;
    }

    /** Nodes searched by all restarts so far. */
    public long nodes() {
        return nodes;
    }

    /**
     * One search with the options in an order drawn from {@code seed}, until it finds a placement, has searched
     * {@code nodeLimit} nodes, has searched every option (then no placement has these counts), or {@code stop} says
     * so (asked every 4 096 nodes).
     *
     * @return the cells of the placement (coordinates 0, 1, 2), or {@code null}
     */
    public int[][] restart(long seed, long nodeLimit, BooleanSupplier stop) {
        this.stop = stop;
        random = new SplittableRandom(seed);
        limit = nodes + nodeLimit;
        found = false;
        stopped = false;
        answer = null;
        depth = 0;
        build();
        search();
        if (!found) {
            return null;
        }
        List<int[]> cells = new ArrayList<>();
        if (vertexAtOrigin) {
            cells.add(new int[d]);
        }
        for (int option : answer) {
            if (optionClass[option] == holeClass) {
                continue;
            }
            cells.add(SubcubeCounts.cell(d, optionS[option], optionF[option]));
        }
        return cells.toArray(new int[0][]);
    }

    /**
     * The placements with these counts whose exact cover holds what the search fixes before it starts (the vertex at
     * the origin, or the hole there or where the sums put it), each once, searching every option (in an order drawn
     * from {@code seed}) to the end. Returns −1 when {@code nodeLimit} nodes did not reach the end or {@code stop} said
     * so. The nodes it adds to {@link #nodes} are the size of the tree that {@link #probe} estimates.
     */
    public long count(long seed, long nodeLimit, BooleanSupplier stop) {
        counting = true;
        placements = 0;
        try {
            restart(seed, nodeLimit, stop);
        } finally {
            counting = false;
        }
        return exhausted() ? placements : -1;
    }

    /**
     * Whether the last {@link #restart} searched every option without finding a placement (or the last {@link #count}
     * searched every option).
     */
    public boolean exhausted() {
        return !found && !stopped && nodes <= limit;
    }

    private void build() {
        System.arraycopy(fixedSum, 0, sum, 0, vertices);
        System.arraycopy(fixedBudget, 0, budget, 0, budget.length);
        System.arraycopy(fixedUnused, 0, unused, 0, unused.length);
        for (int k = 0; k <= top; k++) {
            System.arraycopy(fixedAvailable[k], 0, available[k], 0, vertices);
        }
        Arrays.fill(size, 0);
        pendingTop = 0;
        for (int c = 0; c <= columns; c++) {
            up[c] = c;
            down[c] = c;
            column[c] = c;
            if (c == 0 || c > primaryColumns) {
                left[c] = c;
                right[c] = c;
            }
        }
        for (int c = 1; c <= primaryColumns; c++) {
            left[c] = c - 1;
            right[c - 1] = c;
        }
        if (primaryColumns > 0) {
            right[primaryColumns] = 0;
            left[0] = primaryColumns;
        }
        int[] order = new int[optionColumns.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        shuffle(order, 0, order.length);
        int next = columns + 1;
        for (int option : order) {
            int first = -1;
            for (int c : optionColumns[option]) {
                int node = next++;
                column[node] = c;
                optionOf[node] = option;
                size[c]++;
                up[node] = up[c];
                down[node] = c;
                down[up[c]] = node;
                up[c] = node;
                if (first < 0) {
                    first = node;
                    left[node] = node;
                    right[node] = node;
                } else {
                    left[node] = left[first];
                    right[node] = first;
                    right[left[first]] = node;
                    left[first] = node;
                }
            }
        }
    }

    /** Shuffles {@code values[from..to)}. */
    private void shuffle(int[] values, int from, int to) {
        for (int i = to - 1; i > from; i--) {
            int j = from + random.nextInt(i - from + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
    }

    private void search() {
        if (found || stopped) {
            return;
        }
        if (++nodes > limit || ((nodes & 4095) == 0 && stop.getAsBoolean())) {
            stopped = nodes <= limit;
            return;
        }
        if (right[0] == 0) {
            if (counting) {
                placements++;
                return;
            }
            found = true;
            answer = Arrays.copyOf(chosen, depth);
            return;
        }
        int best = chooseColumn();
        if (best < 0) {
            return;
        }
        cover(best);
        int from = pendingTop;
        for (int node = down[best]; node != best; node = down[node]) {
            pending[pendingTop++] = node;
        }
        shuffle(pending, from, pendingTop);
        for (int i = from; i < pendingTop && !found && !stopped; i++) {
            int node = pending[i];
            int option = optionOf[node];
            if (budget[optionClass[option]] == 0) {
                continue;
            }
            if (apply(option, 1)) {
                take(node);
                search();
                for (int j = left[node]; j != node; j = left[j]) {
                    uncover(column[j]);
                }
                depth--;
            }
            if (!found) {
                apply(option, -1);
            }
        }
        pendingTop = from;
        uncover(best);
    }

    /** The column with the fewest options left (the first such), or −1 when one has none: a dead end. */
    private int chooseColumn() {
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        for (int c = right[0]; c != 0; c = right[c]) {
            if (size[c] < fewest) {
                fewest = size[c];
                best = c;
                if (fewest <= 1) {
                    break;
                }
            }
        }
        return fewest == 0 ? -1 : best;
    }

    /**
     * One path of Knuth's estimator of the tree a search of every option walks (a {@link #restart} without a limit
     * that finds nothing): from the root, at each node one of its children drawn at random, a child being an option
     * of the node's column that the search would enter (its class not used up, every sum still reachable after it).
     * With c<sub>i</sub> children at the i-th node of the path, the path estimates the tree at 1 + c<sub>1</sub> +
     * c<sub>1</sub>c<sub>2</sub> + ...; the mean over many paths is an unbiased estimate of its size (D. E. Knuth,
     * Estimating the efficiency of backtrack programs, Math. Comp. 29 (1975) 121-136). The column chosen at a node is
     * the search's own and does not depend on the seed, so every restart walks this same tree, in its own order, to
     * the end when no placement has these counts. A path that ends in a placement says one exists.
     */
    public Probe probe(long seed) {
        random = new SplittableRandom(seed);
        build();
        depth = 0;
        double estimate = 0;
        double paths = 1;
        while (true) {
            estimate += paths;
            if (right[0] == 0) {
                return new Probe(estimate, depth, true);
            }
            int best = chooseColumn();
            if (best < 0) {
                return new Probe(estimate, depth, false);
            }
            cover(best);
            int children = 0;
            for (int node = down[best]; node != best; node = down[node]) {
                int option = optionOf[node];
                if (budget[optionClass[option]] == 0) {
                    continue;
                }
                boolean enters = apply(option, 1);
                apply(option, -1);
                if (enters) {
                    pending[children++] = node;
                }
            }
            if (children == 0) {
                return new Probe(estimate, depth, false);
            }
            int node = pending[random.nextInt(children)];
            paths *= children;
            apply(optionOf[node], 1);
            take(node);
        }
    }

    /** Takes the option of {@code node} (its sums already applied): one depth down, the node's other columns covered. */
    private void take(int node) {
        chosen[depth++] = optionOf[node];
        for (int j = right[node]; j != node; j = right[j]) {
            cover(column[j]);
        }
    }

    /** A path of {@link #probe}: its estimate of the tree's nodes, its length, and whether it ends in a placement. */
    public record Probe(double nodes, int depth, boolean placement) {
    }

    private void cover(int c) {
        left[right[c]] = left[c];
        right[left[c]] = right[c];
        for (int i = down[c]; i != c; i = down[i]) {
            for (int j = right[i]; j != i; j = right[j]) {
                up[down[j]] = up[j];
                down[up[j]] = down[j];
                size[column[j]]--;
            }
        }
    }

    private void uncover(int c) {
        for (int i = up[c]; i != c; i = up[i]) {
            for (int j = left[i]; j != i; j = left[j]) {
                size[column[j]]++;
                up[down[j]] = j;
                down[up[j]] = j;
            }
        }
        left[right[c]] = c;
        right[left[c]] = c;
    }

    /**
     * Places ({@code sign} 1) or takes back (-1) an option's part of the sums and counts; on placing, whether every
     * sum can still come to 0.
     */
    private boolean apply(int option, int sign) {
        int s = optionS[option];
        int f = optionF[option];
        int k = optionClass[option];
        budget[k] -= sign;
        int rest = (vertices - 1) & ~s;
        if (k == holeClass) {
            for (int t = 1; t < vertices; t++) {
                sum[t] += sign * parity(f & t);
            }
        } else {
            unused[k] -= sign;
            int weight = 1 << k;
            int[] here = available[k];
            for (int t = rest; t != 0; t = (t - 1) & rest) {
                sum[t] += sign * weight * parity(f & t);
                here[t] -= sign;
            }
        }
        if (sign < 0) {
            return true;
        }
        // a hole moves every sum; a subcube those that its directions miss (elsewhere only the bounds of its class
        // change, and they are looked at again when a sum there moves)
        if (k == holeClass) {
            rest = vertices - 1;
        }
        for (int t = rest; t != 0; t = (t - 1) & rest) {
            if (!reachable(t)) {
                return false;
            }
        }
        return true;
    }

    /** Whether what is left to place can bring the sum of T to 0. */
    private boolean reachable(int t) {
        int need = -sum[t];
        int holes = budget[holeClass];
        long most = holes;
        int lowest = holes > 0 ? 0 : -1;
        int lowestCount = holes;
        boolean exact = true;
        for (int k = 1; k <= top; k++) {
            int miss = available[k][t];
            int mostHere = Math.min(miss, budget[k]);
            if (mostHere == 0) {
                continue;
            }
            most += (long) mostHere << k;
            if (lowest < 0) {
                lowest = k;
                lowestCount = mostHere;
                // those that must miss T: as many as are still asked for, less those that can meet it
                exact = Math.max(0, budget[k] - (unused[k] - miss)) == mostHere;
            }
        }
        if (Math.abs(need) > most) {
            return false;
        }
        if (lowest < 0) {
            return need == 0;
        }
        int unit = 1 << lowest;
        if (need % unit != 0) {
            return false;
        }
        return !exact || ((need - lowestCount * unit) & (2 * unit - 1)) == 0;
    }

    @Override
    public String toString() {
        return "subcube packing of 3^" + d + " with counts " + counts;
    }
}
