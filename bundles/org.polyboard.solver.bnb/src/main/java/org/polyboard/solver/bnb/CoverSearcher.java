package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.polyboard.api.work.UnitContext;

/**
 * The depth-first search for covers with at most {@code k} pieces below one node of the tree: the branching, the cuts
 * and the symmetry breaking that {@link CoverSearch} describes, with one preallocated state per depth and no
 * allocation in the walk. It reads the problem's {@link CoverTables} and the last cells' bounds ({@link
 * LastCellsTable}). Not thread-safe: one per unit, or per part of the last cells' table.
 * <p>
 * Longer than 800 lines: one search whose per-depth state every step shares; split into classes, its innermost loop
 * would pay for calls across objects.
 */
final class CoverSearcher {

    /**
     * How many layers from the first uncovered cell's the dual ascent raises the packing over: the cells whose
     * coverers lost weight to the covered cells above them (bench/knights-refute.sh measures the choice).
     */
    static final int ASCENT_LAYERS = 3;

    private final Units units;
    private final long[] weight;
    private final LayerBounds layers;
    private final boolean independent;
    private final SymmetryClasses classes;
    private final long totalWeight;
    /**
     * The symmetries the search breaks, as permutations of the units: {@link CoverTables#maps}, or on a torus, where a
     * search for one cover places its first piece on the first cell, {@link CoverTables#firstCellMaps}.
     */
    private final int[][] maps;
    /** Per cell, the symmetries of {@link #maps} (as bits) that fix it. */
    private final long[] fixers;
    /** Per unit, the packing weight of its neighbourhood on the empty board. */
    private final long[] baseLoad;
    /** Per unit, the weight it can cover: its size times {@link PackingWeights#SCALE}. */
    private final long[] capacity;
    /**
     * Whether this is a search for one cover on a torus, which places its first piece on the first cell ({@link
     * CoverTables#translated}) and breaks the symmetries that fix that cell.
     */
    private final boolean firstOnFirstCell;
    /** Per unit, the last cell its neighbourhood reaches. */
    private final int[] lastCell;
    /** Per cell, a lower bound on the pieces of any cover that cover it or a later cell ({@link LastCellsTable}). */
    private final int[] suffixMin;
    private final int k;
    private final boolean all;
    private final int keep;
    private final int splitDepth;
    private final List<UnitSpecs.Node> tasks;
    private final UnitContext context;
    private final BooleanSupplier stop;
    private final long[][] covered;
    /** The packing of cells and triples whose bound cuts too ({@link TriplePacking}), or null. */
    private final TriplePacking triples;
    /** Per triple of {@link #triples}, how many of its cells are uncovered at the current node. */
    private final int[] tripleUncovered;
    private final long[][] forbidden;
    private final int[] placed;
    /** Per depth, the symmetries (bits over {@link #maps}) that fix every unit placed above: those it breaks. */
    private final long[] fixing;
    /**
     * Per depth and layer, the weight of the packing of the suffix from the layer on ({@link LayerBounds}) that
     * the node's cover covers; kept from the layer of the node's first uncovered cell on (the layers a node below
     * reads), as each placed unit adds its cells.
     */
    private final long[][] layerCovered;
    /** Per unit, the packing weight still uncovered in its neighbourhood at the current node. */
    private final long[] load;
    /** The cells the current ascent raised, and by how much (it adds to {@link #load} and takes it back). */
    private final int[] raisedCell;
    private final long[] raisedBy;
    /** How many cells the last ascent raised ({@link #raisedCell}), until {@link #lower} takes them back. */
    private int raisedCount;
    /** Per depth, the coverers of the cell branched on whose branch the bound would cut at once. */
    private final long[][] doomed;
    private final int words;
    private final int[] cells;
    private final int[] scratch;
    /** Per coverer of the cell branched on, the uncovered cells it covers, and how many ({@link #branchOrder}). */
    private final long[][] fresh;
    private final int[] freshCount = new int[64];
    /** Per depth, the coverers branched on, in the order tried ({@link #branchOrder}). */
    private final int[][] order;
    private final int[] orderKey = new int[64];
    /** The order tried at a node of {@link #reaches}' path. */
    private final int[] reachOrder;
    /** In a census, the coverers skipped as dominated on the current path ({@link #branchOrder}); else null. */
    private final SkippedCoverers skipped;
    final List<int[]> kept = new ArrayList<>();
    private long local;
    long searched;
    long found;
    long foundRepresentatives;
    private boolean aborted;
    boolean stopped;
    /** Nodes searched before the rest is left open. */
    long budget = Long.MAX_VALUE;
    /**
     * The last cells of the placed units' neighbourhoods ({@link #lastCell}), in order, and the units' pieces, as
     * many as units are placed ({@link #suffixMin}).
     */
    private final int[] endCell;
    private final int[] endPieces;
    /**
     * At the current node, with {@link #endsAt} units placed: per index i of {@link #endCell}, the pieces of the
     * units before i, and the most, over the indices from i on, of the pieces ending up to {@code endCell[i]} and
     * the least cover of the cells after it ({@link #endsBeyond}).
     */
    private final int[] endBefore;
    private final int[] endBound;
    private int endsAt;
    /** The nodes left open once the budget is spent, in walk order (see {@link #leaveOpen}). */
    List<String> open;

    /**
     * @param suffixMin the last cells' bounds ({@link LastCellsTable#bounds}), read as they are filled
     * @param splitDepth the depth at which nodes are not searched but collected into {@code tasks} (planning)
     *     or skipped (the top unit), or −1 for none
     * @param context whom to tell the nodes searched, or {@code null} (planning)
     * @param stop whether to stop now
     */
    CoverSearcher(CoverTables tables, int[] suffixMin, int k, boolean all, int keep, int splitDepth,
            List<UnitSpecs.Node> tasks, UnitContext context, BooleanSupplier stop) {
        this.units = tables.units;
        this.weight = tables.weight;
        this.layers = tables.layers;
        this.independent = tables.independent;
        this.classes = tables.classes;
        this.totalWeight = tables.totalWeight;
        this.firstOnFirstCell = tables.translated && !all;
        this.maps = firstOnFirstCell ? tables.firstCellMaps : tables.maps;
        this.fixers = firstOnFirstCell ? tables.firstCellFixers : tables.fixers;
        this.baseLoad = tables.baseLoad;
        this.capacity = tables.capacity;
        this.lastCell = tables.lastCell;
        this.triples = tables.triples;
        this.tripleUncovered = triples == null ? null : new int[triples.tripleWeight.length];
        this.suffixMin = suffixMin;
        this.words = units.words;
        this.fresh = new long[64][units.words];
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
        doomed = new long[depths][units.unitWords];
        placed = new int[depths];
        layerCovered = new long[depths][layers.start.length];
        endCell = new int[depths];
        endPieces = new int[depths];
        endBefore = new int[depths + 1];
        endBound = new int[depths + 1];
        int most = 64;
        for (int[] cov : units.coverers) {
            most = Math.max(most, cov.length);
        }
        order = new int[depths][most];
        reachOrder = new int[most];
        skipped = all && !independent ? new SkippedCoverers(units, k, depths, most) : null;
        fixing = new long[depths];
        load = baseLoad.clone();
        raisedCell = new int[units.unitOf.length];
        raisedBy = new long[units.unitOf.length];
        cells = new int[Math.max(1, k)];
        scratch = new int[Math.max(1, k)];
    }

    void root() {
        units.pastTheBoard(covered[0]);
        fixing[0] = (1L << maps.length) - 1;
        dfs(0, 0, totalWeight, tripleBound(covered[0]), 0);
    }

    /**
     * Searches below {@code task}'s node; with {@code from} above 0, of a search of the cells from {@code from}
     * on, the ones before counted as covered ({@link LastCellsTable}), without symmetries.
     */
    void resume(UnitSpecs.Node task, int from) {
        long[] c = covered[task.depth()];
        units.pastTheBoard(c);
        for (int t = 0; t < from; t++) {
            c[t >>> 6] |= 1L << t;
        }
        for (int d = 0; d < task.depth(); d++) {
            ending(d, task.placed()[d]);
            long[] h = units.hood[task.placed()[d]];
            for (int i = 0; i < words; i++) {
                c[i] |= h[i];
            }
        }
        long coveredWeight = 0;
        for (int i = 0; i < words; i++) {
            long bits = CoverTables.within(c[i], i, 0, units.unitOf.length);
            while (bits != 0) {
                int t = (i << 6) + Long.numberOfTrailingZeros(bits);
                coveredWeight += weight[t];
                for (int x : units.coverers[t]) {
                    load[x] -= weight[t];
                }
                bits &= bits - 1;
            }
        }
        for (int layer = 0; layer < layers.start.length; layer++) {
            layerCovered[task.depth()][layer] = layerWeightCovered(layer, c);
        }
        System.arraycopy(task.forbidden(), 0, forbidden[task.depth()], 0, forbidden[task.depth()].length);
        System.arraycopy(task.placed(), 0, placed, 0, task.depth());
        if (skipped != null) {
            skipped.above(task.swaps());
        }
        long fixed = 0;
        for (int g = 0; g < maps.length && from == 0; g++) {
            boolean fixes = true;
            for (int d = 0; d < task.depth() && fixes; d++) {
                fixes = maps[g][task.placed()[d]] == task.placed()[d];
            }
            fixed |= fixes ? 1L << g : 0;
        }
        fixing[task.depth()] = fixed;
        dfs(task.depth(), task.pieces(), totalWeight - coveredWeight, tripleBound(c), task.word());
    }

    void flush() {
        if (context != null) {
            context.nodes(local);
        }
        searched += local;
        local = 0;
    }

    /**
     * The bound of {@link #triples} on covering what {@code c} leaves uncovered, times {@code SCALE}, with {@link
     * #tripleUncovered} set to match; 0 without triples.
     */
    private long tripleBound(long[] c) {
        if (triples == null) {
            return 0;
        }
        long bound = 0;
        for (int t = 0; t < triples.cellWeight.length; t++) {
            if ((c[t >>> 6] & 1L << t) == 0) {
                bound += triples.cellWeight[t];
            }
        }
        for (int q = 0; q < tripleUncovered.length; q++) {
            int left = 0;
            for (int i = 0; i < 3; i++) {
                int t = triples.tripleCells[3 * q + i];
                left += (c[t >>> 6] & 1L << t) == 0 ? 1 : 0;
            }
            tripleUncovered[q] = left;
            bound += triples.tripleWeight[q] * (left == 3 ? 2 : left == 0 ? 0 : 1);
        }
        return bound;
    }

    /**
     * What covering cell {@code t} takes from the bound of {@link #triples}: its weight, and the weight of each triple
     * whose need drops (from 2 to 1 as its first cell is covered, from 1 to 0 as its last), counted in {@link
     * #tripleUncovered}; {@link #uncoverTriples} takes it back.
     */
    private long coverTriples(int t) {
        long gained = triples.cellWeight[t];
        for (int q : triples.triplesOf[t]) {
            int before = tripleUncovered[q]--;
            if (before != 2) {
                gained += triples.tripleWeight[q];
            }
        }
        return gained;
    }

    private void uncoverTriples(int t) {
        for (int q : triples.triplesOf[t]) {
            tripleUncovered[q]++;
        }
    }

    private void dfs(int depth, int pieces, long weightLeft, long tripleLeft, int word) {
        if ((++local & 1023) == 0) {
            flush();
            if (stop.getAsBoolean()) {
                aborted = true;
                stopped = true;
                return;
            }
            if (budget != Long.MAX_VALUE && context != null && context.shouldSplit()) {
                // the runtime asks this unit to split (members wait): its budget is spent here, at this node
                budget = searched;
            }
        }
        if (searched + local >= budget && depth != splitDepth) {
            // this node goes to the unit that searches it, and is counted there: every node once, whatever the split
            local--;
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
        if (weightLeft > room || tripleLeft > room) {
            return;
        }
        // the cover's units that end before the cell after endCell[i] and those that cover a cell from it on
        int ending = 0;
        for (int i = 0; i < depth; i++) {
            endBefore[i] = ending;
            ending += endPieces[i];
            endBound[i] = ending + suffixMin[endCell[i] + 1];
            if (endBound[i] > k) {
                return;
            }
        }
        endBefore[depth] = ending;
        endBound[depth] = 0;
        for (int i = depth - 1; i >= 0; i--) {
            endBound[i] = Math.max(endBound[i], endBound[i + 1]);
        }
        endsAt = depth;
        int u = (w << 6) + Long.numberOfTrailingZeros(~c[w]);
        for (int layer = layers.layerOf[u]; layer < layers.start.length; layer++) {
            long left = layers.total[layer] - layerCovered[depth][layer];
            if (left > room) {
                return;
            }
            if (left == layers.total[layer]) {
                break;
            }
        }
        long spare = room - weightLeft;
        long extra = 0;
        if (spare < PackingWeights.SCALE) {
            extra = ascent(u, c, forbidden[depth], spare);
            if (extra > spare) {
                lower();
                return;
            }
        }
        if (depth == splitDepth) {
            lower();
            if (tasks != null) {
                tasks.add(new UnitSpecs.Node(depth, pieces, w, Arrays.copyOf(placed, depth), forbidden[depth].clone(),
                        skipsAbove(depth)));
            }
            return;
        }
        long[] f = forbidden[depth];
        long symmetries = fixing[depth];
        // a census chooses the cell as reaches() does, which knows no packing
        int b = symmetries != 0 ? branchCell(u, c, f, pieces, symmetries)
                : fewestCoverers(u, c, f, all ? Long.MAX_VALUE : spare - extra);
        if (b < 0) {
            lower();
            return;
        }
        // on a torus, one cover is sought among those with a piece on the first cell (a translate of any); the
        // piece's stabiliser among the symmetries keeps breaking the rest
        int[] coverers = depth == 0 && firstOnFirstCell ? new int[] {u} : units.coverers[b];
        // the coverers whose branch the raised packing would cut at once, read before the raises are taken back
        long[] doomed = this.doomed[depth];
        for (int x : coverers) {
            if (hopeless(x, spare - extra) || endsBeyond(x)) {
                doomed[x >>> 6] |= 1L << x;
            }
        }
        lower();
        int[] tried = coverers;
        int count = branchOrder(coverers, c, f, pieces, order[depth], symmetries == 0 && !independent, depth);
        coverers = order[depth];
        branch(depth, pieces, weightLeft, tripleLeft, w, layers.layerOf[u], c, f, symmetries, coverers, count, doomed);
        for (int x : tried) {
            doomed[x >>> 6] &= ~(1L << x);
        }
    }

    /**
     * Inserts the last cell of {@code unit}'s neighbourhood and its pieces into {@link #endCell}, which holds the
     * {@code placed} units' in order; returns where.
     */
    private int ending(int placed, int unit) {
        int at = endingAt(lastCell[unit], placed);
        System.arraycopy(endCell, at, endCell, at + 1, placed - at);
        System.arraycopy(endPieces, at, endPieces, at + 1, placed - at);
        endCell[at] = lastCell[unit];
        endPieces[at] = units.size[unit];
        return at;
    }

    /** Where a unit whose neighbourhood ends at cell {@code e} goes among the first {@code n} of {@link #endCell}. */
    private int endingAt(int e, int n) {
        int at = n;
        while (at > 0 && endCell[at - 1] > e) {
            at--;
        }
        return at;
    }

    /**
     * Tries the {@code count} coverers of the node at {@code depth} in {@code coverers}, in order, each forbidden
     * to the later ones; those in {@code doomed} only forbidden ({@link #hopeless}). When a unit's budget runs out,
     * lists the untried ones as open nodes.
     */
    private void branch(int depth, int pieces, long weightLeft, long tripleLeft, int w, int layer, long[] c, long[] f,
            long symmetries, int[] coverers, int count, long[] doomed) {
        long[] nc = covered[depth + 1];
        long[] nf = forbidden[depth + 1];
        long[] lc = layerCovered[depth];
        long[] nl = layerCovered[depth + 1];
        int layerCount = lc.length;
        for (int next = 0; next < count; next++) {
            int unit = coverers[next];
            if (!allowed(unit, f, c, pieces)) {
                continue;
            }
            if ((doomed[unit >>> 6] & 1L << unit) != 0) {
                // its child would be cut at once: forbidden as if tried
                forbid(f, unit, symmetries);
                continue;
            }
            int after = pieces + units.size[unit];
            long[] h = units.hood[unit];
            long gained = 0;
            long tripleGained = 0;
            System.arraycopy(lc, layer, nl, layer, layerCount - layer);
            for (int i = 0; i < words; i++) {
                long fresh = h[i] & ~c[i];
                nc[i] = c[i] | h[i];
                while (fresh != 0) {
                    int t = (i << 6) + Long.numberOfTrailingZeros(fresh);
                    gained += weight[t];
                    for (int l = layer, last = layers.layerOf[t]; l <= last; l++) {
                        nl[l] += layers.weight[l][t];
                    }
                    for (int x : units.coverers[t]) {
                        load[x] -= weight[t];
                    }
                    if (triples != null) {
                        tripleGained += coverTriples(t);
                    }
                    fresh &= fresh - 1;
                }
            }
            System.arraycopy(f, 0, nf, 0, f.length);
            placed[depth] = unit;
            fixing[depth + 1] = fixing(symmetries, unit);
            int at = ending(depth, unit);
            dfs(depth + 1, after, weightLeft - gained, tripleLeft - tripleGained, w);
            System.arraycopy(endCell, at + 1, endCell, at, depth - at);
            System.arraycopy(endPieces, at + 1, endPieces, at, depth - at);
            for (int i = 0; i < words; i++) {
                for (long fresh = h[i] & ~c[i]; fresh != 0; fresh &= fresh - 1) {
                    int t = (i << 6) + Long.numberOfTrailingZeros(fresh);
                    for (int x : units.coverers[t]) {
                        load[x] += weight[t];
                    }
                    if (triples != null) {
                        uncoverTriples(t);
                    }
                }
            }
            if (open != null && !stopped) {
                forbid(f, unit, symmetries);
                for (int j = next + 1; j < count; j++) {
                    int later = coverers[j];
                    if (allowed(later, f, c, pieces)) {
                        if ((doomed[later >>> 6] & 1L << later) == 0) {
                            placed[depth] = later;
                            System.arraycopy(f, 0, nf, 0, f.length);
                            leaveOpen(depth + 1, pieces + units.size[later], w);
                        }
                        forbid(f, later, symmetries);
                    }
                }
                return;
            }
            if (aborted) {
                return;
            }
            forbid(f, unit, symmetries);
        }
    }

    /**
     * The coverers of the cell branched on, {@code coverers}, that the node branches on, into {@code into}, in the
     * order tried; returns how many. Fewer than 2 or more than 64 are copied as they are. With {@code skip}, a
     * coverer {@code x} is left out, and forbidden in {@code f}, when another coverer {@code y} allowed here, no
     * larger, covers every uncovered cell {@code x} covers (and more, or the same and comes first): a cover below
     * this node with {@code x} stays one with {@code x} replaced by {@code y}, no larger, and repeating the swap
     * ends (the cover shrinks or its units rise in that strict order) at a cover whose first coverer of the cell,
     * in the order tried, is one branched on. The others are tried in the order of the uncovered cells they cover,
     * most first (ties in the order of {@code coverers}): the later siblings, which have the earlier ones
     * forbidden, are then the weaker coverers. Every search takes this order, and {@link #reaches} walks it too
     * (without skipping: it walks the tree a census counts, see {@link SkippedCoverers}). A search skips where no symmetry
     * is left to break and without independence (a swap could break it); a census (at {@code depth}) records each
     * coverer skipped with the one that stands for it, the first in the order tried of those that dominate it
     * ({@link SkippedCoverers}).
     */
    private int branchOrder(int[] coverers, long[] c, long[] f, int pieces, int[] into, boolean skip, int depth) {
        int n = coverers.length;
        if (depth >= 0 && skipped != null) {
            skipped.clear(depth);
        }
        if (n < 2 || n > 64) {
            // one coverer, or more than the bits of live: tried as they come
            System.arraycopy(coverers, 0, into, 0, n);
            return n;
        }
        long live = 0;
        for (int i = 0; i < n; i++) {
            int x = coverers[i];
            if (!allowed(x, f, c, pieces)) {
                continue;
            }
            live |= 1L << i;
            long[] h = units.hood[x];
            long[] d = fresh[i];
            int count = 0;
            for (int w = 0; w < words; w++) {
                d[w] = h[w] & ~c[w];
                count += Long.bitCount(d[w]);
            }
            freshCount[i] = count;
        }
        int m = 0;
        for (long a = live; a != 0; a &= a - 1) {
            int i = Long.numberOfTrailingZeros(a);
            // the coverer that dominates this one: in a census the first in the order tried, which no other dominates
            int by = -1;
            for (long o = skip ? live & ~(1L << i) : 0; o != 0 && (by < 0 || all); o &= o - 1) {
                int j = Long.numberOfTrailingZeros(o);
                if ((freshCount[j] > freshCount[i] || freshCount[j] == freshCount[i] && j < i)
                        && units.size[coverers[j]] <= units.size[coverers[i]] && subset(fresh[i], fresh[j])
                        && (by < 0 || freshCount[j] > freshCount[by])) {
                    by = j;
                }
            }
            int x = coverers[i];
            if (by >= 0) {
                f[x >>> 6] |= 1L << x;
                if (skipped != null && depth >= 0) {
                    skipped.add(depth, x, coverers[by]);
                }
                continue;
            }
            int key = freshCount[i];
            int j = m++;
            while (j > 0 && orderKey[j - 1] < key) {
                into[j] = into[j - 1];
                orderKey[j] = orderKey[j - 1];
                j--;
            }
            into[j] = x;
            orderKey[j] = key;
        }
        return m;
    }

    /**
     * Whether a cover below the current node with {@code unit} needs more than k pieces, where {@code spare} is
     * the weight the node has to spare (the pieces left times {@link PackingWeights#SCALE}, less the packing weight
     * still uncovered, with the ascent's raises): the unit covers its {@link #load} of the weight left but uses its
     * whole capacity, and every other piece covers at most its own. The search reads it on the raised packing,
     * before the raises are taken back (it cuts more there), and forbids such a coverer as if it had tried it, without
     * its node.
     */
    private boolean hopeless(int unit, long spare) {
        return capacity[unit] - load[unit] > spare;
    }

    /**
     * Whether placing {@code unit} at the current node ({@link #endsAt}) makes, for some cell, the pieces placed
     * whose neighbourhoods end before it and the least cover of the cells from it on ({@link #suffixMin}) exceed k,
     * the cut of {@link #dfs}: the unit's pieces join those ending before every cell after its last one, and that
     * cell becomes one to check. The search forbids such a coverer as if it had tried it, as a {@link #hopeless}
     * one, and a search for one cover does not count it among the coverers left of a cell.
     */
    private boolean endsBeyond(int unit) {
        int e = lastCell[unit];
        int at = endingAt(e, endsAt);
        return units.size[unit] + Math.max(endBefore[at] + suffixMin[e + 1], endBound[at]) > k;
    }

    /** Whether the bit set {@code a} lies within {@code b}. */
    private boolean subset(long[] a, long[] b) {
        for (int w = 0; w < words; w++) {
            if ((a[w] & ~b[w]) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Forbids {@code unit} to the later siblings, and with it its images under the symmetries {@code h} that fix
     * every unit placed above. No class of covers is lost: the node's placed and forbidden units are invariant
     * under {@code h}, so a cover below a later sibling with an image g(unit) is the image under g of a cover
     * below this node with {@code unit}, which was searched. By induction down the tree, every cover below a node
     * has an image under the node's {@code h} that the tree reaches.
     */
    private void forbid(long[] f, int unit, long h) {
        f[unit >>> 6] |= 1L << unit;
        for (long bits = h; bits != 0; bits &= bits - 1) {
            int image = maps[Long.numberOfTrailingZeros(bits)][unit];
            f[image >>> 6] |= 1L << image;
        }
    }

    /**
     * The cell to branch on while the symmetries {@code h} are still unbroken: the uncovered cell, among those
     * some of them fix, whose allowed coverers fall into the fewest orbits for the branches they save (the centre of
     * an odd board: its nine coverers are two orbits), else the first uncovered cell {@code u}.
     */
    private int branchCell(int u, long[] c, long[] f, int pieces, long h) {
        int best = u;
        int saved = 0;
        for (int i = 0; i < words; i++) {
            long bits = CoverTables.within(~c[i], i, 0, units.unitOf.length);
            for (; bits != 0; bits &= bits - 1) {
                int v = (i << 6) + Long.numberOfTrailingZeros(bits);
                long fix = fixers[v] & h;
                if (fix == 0) {
                    continue;
                }
                int allowed = 0;
                int orbits = 0;
                for (int x : units.coverers[v]) {
                    if (!allowed(x, f, c, pieces)) {
                        continue;
                    }
                    allowed++;
                    boolean least = true;
                    for (long g = fix; g != 0 && least; g &= g - 1) {
                        least = maps[Long.numberOfTrailingZeros(g)][x] >= x;
                    }
                    orbits += least ? 1 : 0;
                }
                if (allowed - orbits > saved) {
                    saved = allowed - orbits;
                    best = v;
                }
                if (v == u && saved > 0) {
                    return u;
                }
            }
        }
        return best;
    }

    /**
     * The uncovered cell from {@code u} to the end of its layer with the fewest coverers neither forbidden nor
     * {@link #hopeless} against {@code spare} (the first of them), or −1 when one has none left: no cover lies
     * below this node. A census passes the largest long, so that it chooses as {@link #reaches} does.
     */
    private int fewestCoverers(int u, long[] c, long[] f, long spare) {
        int end = layersEnd(u, 1);
        int best = u;
        int fewest = Integer.MAX_VALUE;
        for (int i = u >>> 6; i <= (end - 1) >>> 6; i++) {
            for (long bits = CoverTables.within(~c[i], i, u, end); bits != 0; bits &= bits - 1) {
                int v = (i << 6) + Long.numberOfTrailingZeros(bits);
                int count = 0;
                for (int x : units.coverers[v]) {
                    if ((f[x >>> 6] & 1L << x) == 0 && !hopeless(x, spare)) {
                        count++;
                    }
                }
                if (count < fewest) {
                    if (count == 0) {
                        return -1;
                    }
                    fewest = count;
                    best = v;
                }
            }
        }
        return best;
    }

    /**
     * How much the board's packing, restricted to the uncovered cells, can be raised on the uncovered cells of the
     * {@link #ASCENT_LAYERS} layers from the first uncovered cell {@code u} on (a greedy dual ascent, cell by cell
     * in order): each cell by the least slack of its coverers not forbidden, where a unit's slack is what it could
     * cover (its size times {@link PackingWeights#SCALE}) less the weight still uncovered in its neighbourhood
     * ({@link #load}, to which the ascent adds what it raised, until {@link #lower} takes it back). A forbidden
     * unit constrains nothing and a unit next to covered cells has slack; the raised packing stays feasible for
     * every unit that may be placed below this node, so its total bounds the pieces they need. Stops once the gain
     * exceeds {@code need}.
     */
    private long ascent(int u, long[] c, long[] f, long need) {
        int end = layersEnd(u, ASCENT_LAYERS);
        long extra = 0;
        int raisedCells = 0;
        for (int i = u >>> 6; i <= (end - 1) >>> 6 && extra <= need; i++) {
            for (long bits = CoverTables.within(~c[i], i, u, end); bits != 0; bits &= bits - 1) {
                int t = (i << 6) + Long.numberOfTrailingZeros(bits);
                int[] cov = units.coverers[t];
                long slack = PackingWeights.SCALE;
                for (int x : cov) {
                    if ((f[x >>> 6] & 1L << x) == 0) {
                        slack = Math.min(slack, capacity[x] - load[x]);
                        if (slack <= 0) {
                            break;
                        }
                    }
                }
                if (slack <= 0) {
                    continue;
                }
                extra += slack;
                if (extra > need) {
                    break;
                }
                raise(cov, slack);
                raisedCell[raisedCells] = t;
                raisedBy[raisedCells++] = slack;
            }
        }
        raisedCount = raisedCells;
        return extra;
    }

    /** Takes back the raises of the last ascent from {@link #load} (none when there was none since). */
    private void lower() {
        while (raisedCount > 0) {
            raisedCount--;
            raise(units.coverers[raisedCell[raisedCount]], -raisedBy[raisedCount]);
        }
    }

    /**
     * Adds {@code amount} to the {@link #load} of the units of {@code cov}, forbidden ones too: the ascent never
     * reads a forbidden unit's load, and {@link #lower} takes back from the same units what was added.
     */
    private void raise(int[] cov, long amount) {
        for (int x : cov) {
            load[x] += amount;
        }
    }

    /** The first cell past the {@code count} layers from {@code u}'s on (the board's end when there are fewer). */
    private int layersEnd(int u, int count) {
        int to = layers.layerOf[u] + count;
        return to >= layers.start.length ? units.unitOf.length : layers.start[to];
    }


    /** The symmetries of {@code h} that fix {@code unit}. */
    private long fixing(long h, int unit) {
        long result = 0;
        for (long bits = h; bits != 0; bits &= bits - 1) {
            int g = Long.numberOfTrailingZeros(bits);
            if (maps[g][unit] == unit) {
                result |= 1L << g;
            }
        }
        return result;
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
        open.add(UnitSpecs.open(depth, pieces, word, placed, forbidden[depth], skipsAbove(depth)));
    }

    /** The census's skips of the nodes above {@code depth} ({@link SkippedCoverers#above(int)}), none elsewhere. */
    private int[] skipsAbove(int depth) {
        return skipped == null ? UnitSpecs.NO_SWAPS : skipped.above(depth);
    }

    /** The weight of the packing of the suffix from {@code layer} on that {@code c} covers. */
    private long layerWeightCovered(int layer, long[] c) {
        long[] lw = layers.weight[layer];
        int from = layers.start[layer];
        long coveredWeight = 0;
        for (int i = from >>> 6; i < words; i++) {
            for (long bits = CoverTables.within(c[i], i, from, units.unitOf.length); bits != 0; bits &= bits - 1) {
                coveredWeight += lw[(i << 6) + Long.numberOfTrailingZeros(bits)];
            }
        }
        return coveredWeight;
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
        if (!all) {
            found++;
            kept.add(solution(placed, depth));
            aborted = true;
            return;
        }
        for (int[] cover : skipped == null ? List.of(Arrays.copyOf(placed, depth)) : skipped.coversAt(placed, depth)) {
            count(solution(cover, cover.length));
        }
    }

    /** The cells of the first {@code n} of {@code units}, sorted. */
    private int[] solution(int[] units, int n) {
        int m = 0;
        for (int d = 0; d < n; d++) {
            for (int cell : this.units.cells[units[d]]) {
                cells[m++] = cell;
            }
        }
        Arrays.sort(cells, 0, m);
        return Arrays.copyOf(cells, m);
    }

    /** Counts the cover {@code solution} of a census, with its class. */
    private void count(int[] solution) {
        int n = solution.length;
        if (maps.length == 0) {
            found++;
            if (classes.isRepresentative(solution, n, scratch)) {
                foundRepresentatives++;
            }
            if (kept.size() < keep) {
                kept.add(solution);
            }
            return;
        }
        List<int[]> orbit = orbitIfFirst(solution);
        if (orbit == null) {
            return;
        }
        found += orbit.size();
        foundRepresentatives++;
        for (int i = 0; i < orbit.size() && kept.size() < keep; i++) {
            kept.add(orbit.get(i));
        }
    }

    /**
     * The distinct images of the cover {@code solution} (sorted cells, which are the units here) under the board's
     * symmetries ({@link #classes}, the group of {@link #maps}), itself first, when it is the least of them that
     * the tree reaches; else {@code null}, and a lesser image that the tree reaches counts the class.
     */
    private List<int[]> orbitIfFirst(int[] solution) {
        List<int[]> orbit = classes.orbit(solution);
        for (int[] image : orbit) {
            if (Arrays.compare(image, solution) < 0 && reaches(image)) {
                return null;
            }
        }
        return orbit;
    }

    /**
     * Whether the tree has a leaf with exactly the units {@code solution}: walks from the root the one path that
     * could hold it, taking at each node the branch of the first coverer (of the cell branched on) in it, the
     * earlier siblings forbidden as {@link #dfs} forbids them. The bounds never cut a node with a cover below, so
     * they are not evaluated; the split into units does not change the tree.
     */
    private boolean reaches(int[] solution) {
        long[] mine = new long[units.unitWords];
        for (int x : solution) {
            mine[x >>> 6] |= 1L << x;
        }
        long[] c = new long[words];
        units.pastTheBoard(c);
        long[] f = new long[units.unitWords];
        long h = (1L << maps.length) - 1;
        int pieces = 0;
        int placedUnits = 0;
        while (true) {
            int w = 0;
            while (w < words && c[w] == -1L) {
                w++;
            }
            if (w == words) {
                return placedUnits == solution.length;
            }
            int u = (w << 6) + Long.numberOfTrailingZeros(~c[w]);
            int b = h != 0 ? branchCell(u, c, f, pieces, h) : fewestCoverers(u, c, f, Long.MAX_VALUE);
            if (b < 0) {
                return false;
            }
            for (int x : units.coverers[b]) {
                if ((mine[x >>> 6] & 1L << x) != 0 && !allowed(x, f, c, pieces)) {
                    return false;
                }
            }
            int count = branchOrder(units.coverers[b], c, f, pieces, reachOrder, false, -1);
            int[] cov = reachOrder;
            int chosen = -1;
            for (int i = 0; i < count; i++) {
                int x = cov[i];
                boolean in = (mine[x >>> 6] & 1L << x) != 0;
                if (!allowed(x, f, c, pieces)) {
                    if (in) {
                        return false;
                    }
                    continue;
                }
                if (in) {
                    chosen = x;
                    break;
                }
                forbid(f, x, h);
            }
            if (chosen < 0) {
                return false;
            }
            long[] hood = units.hood[chosen];
            for (int i = 0; i < words; i++) {
                c[i] |= hood[i];
            }
            pieces += units.size[chosen];
            placedUnits++;
            h = fixing(h, chosen);
        }
    }
}
