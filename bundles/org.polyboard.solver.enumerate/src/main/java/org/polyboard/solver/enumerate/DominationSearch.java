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
import org.polyboard.support.split.SplitRounds;

/**
 * Depth-first search for dominating sets (optionally independent ones) of exactly k pieces, split into work units.
 * A node picks the uncovered cell with the fewest allowed dominators and branches on them, the i-th branch forbidding
 * the first i−1, so every placement is reached exactly once. A node is cut when even the r cells that cover the most
 * uncovered cells cannot cover them all with the r pieces left. When only existence is asked, the symmetries of the
 * board that fix every chosen cell map the placements left to search onto themselves; so once a branch is done, its
 * whole orbit under them is forbidden, not just its cell.
 * <p>
 * On a whole rectangle of queens the search is split first by the placement's {@linkplain Frames frame}, its first
 * and last empty rows and columns: no queen stands on those four lines, every line outside them takes one, and a node
 * is cut when the boundary cells of the frame's rectangle left to dominate need more lines than the queens left bring
 * (two cells a line at best, and only where two of them share a line: a matching of those cells), and
 * a cell where a queen would waste more of that reach than the node has to spare is taken off the cells allowed below
 * it, so that in the tightest rounds few cells stay allowed and a cell without dominators soon cuts the node. The cut
 * by the r largest gains is left out of those rounds (the frame's count cuts first, and computing every cell's gain
 * cost more than the few nodes it cut): only the cells a node branches on get their gain, to order them.
 * While an outer line is still empty, a node branches on its cells (the line with the fewest left) instead of on the
 * dominators of a cell: a line has at most n cells where a cell of the n×n board has up to 4n − 3 dominators.
 * A frame also uses its linear relaxation ({@link FrameDual}), from its root on boards of
 * {@link FrameBounds#ROOT_DUAL_CELLS} cells or more, on smaller ones once its walk has spent as many nodes as the board
 * has cells squared: weights on the boundary cells and the outer lines, solved once per frame, that cut a node whose
 * cells left weigh more than its queens left can cover and take off the cells where a queen would waste too much of
 * them, as the frame count does. On boards of {@link FrameBounds#NODE_DUAL_CELLS} cells or more, a unit that resumes
 * a node of a frame (split off a unit that spent its budget), where a placement is sought, first solves the
 * relaxation of the node itself, over the cells it still has to dominate, and searches the node with those weights.
 * The frames' tables are {@link FrameBounds}; the pruning of one walk by its frame is {@link FramePruning}.
 * <p>
 * The top of the tree is cut into about {@link Frontier#TASKS} nodes ({@link Frontier#cut}); each is a work unit, and
 * so is each node above them that already covers the board, in the order a single walk meets them. The walk depends
 * on nothing but the problem, k and whether every placement is sought, so the units are the same in every run.
 * A unit searches at most {@link #BUDGET} nodes; one that needs more stops and lists the nodes it left open, which
 * {@link #children} turns into the units of a next plan ({@link SplitRounds}), so that no unit keeps a core busy for
 * long while the others wait. Immutable tables, shared by all units of a problem; thread-safe.
 */
final class DominationSearch implements SplitSearch {

    /**
     * The nodes a unit searches before it stops and leaves the rest of its subtree open: about half a second of a
     * queen search on one core, so that the largest units no longer set the pace of many workers
     * (bench/unit-times.sh); where split units solve their nodes' weights it also sets how often they are solved.
     */
    static final long BUDGET = 250_000;

    /**
     * The spec key of a unit split off one that was asked to split ({@link UnitResult#splitOnDemand}) before it spent
     * its budget in its frame: the nodes it spent there, which its parts count as searched in the frame in place of
     * the budget ({@link FramePruning#resume}); absent in a unit split at its budget.
     */
    static final String SPENT = "spent";
    private static final String ONE = "one";
    private static final String ALL = "all";

    private final int m;
    private final int words;
    private final long[][] hood;
    private final boolean independent;
    private final List<int[]> symmetries;
    private final long[] full;
    /** The frames of a whole rectangle of queens and their tables, or {@code null}. */
    private final FrameBounds frameBounds;

    DominationSearch(AttackModel model, boolean independent) {
        this(model, independent, -1);
    }

    /**
     * @param frameSlack on a whole rectangle of queens ({@code QueenBound.rectangle}), the most {@linkplain
     *     Frames#slack slack} of a round that is split and cut by frames ({@link Frames#TIGHT}); −1 for none
     */
    DominationSearch(AttackModel model, boolean independent, int frameSlack) {
        this(model, independent, frameSlack, FrameBounds.dualAfter(model.cellCount()),
                model.cellCount() >= FrameBounds.NODE_DUAL_CELLS);
    }

    /**
     * @param dualAfter the nodes a walk spends in a frame before it uses the frame's {@linkplain FrameDual weights}
     *     ({@link FrameBounds#dualAfter} by default; 0 in tests, to use them everywhere)
     */
    DominationSearch(AttackModel model, boolean independent, int frameSlack, long dualAfter) {
        this(model, independent, frameSlack, dualAfter, true);
    }

    /** @param nodeDuals whether the units that resume a node of a frame may solve its weights */
    private DominationSearch(AttackModel model, boolean independent, int frameSlack, long dualAfter,
            boolean nodeDuals) {
        this.m = model.cellCount();
        this.words = model.words();
        this.hood = new long[m][];
        for (int c = 0; c < m; c++) {
            hood[c] = model.neighbourhood(c);
        }
        this.independent = independent;
        this.symmetries = model.symmetries();
        this.full = Bits.full(m, words);
        this.frameBounds = frameSlack >= 0 ? new FrameBounds(model, hood, full, frameSlack, dualAfter, nodeDuals) : null;
    }

    /** What the cuts of a search by frames rest on, for its proof line ({@link FrameBounds#basis}). */
    String frameBasis(boolean enumerate) {
        return frameBounds.basis(enumerate);
    }

    /** Whether the rounds of {@code pieces} are split by frames. */
    boolean framed(int pieces) {
        return frameBounds != null && frameBounds.framed(pieces);
    }

    /**
     * The work units of the search for placements of exactly {@code pieces} pieces: every one of them when
     * {@code enumerate}, else the first found. Ids are {@code [i]dom/one|all/k<pieces>/<index>/<checksum of the node>}.
     *
     * @param stop polled while the top of the tree is walked
     * @param counted told the nodes of that walk
     * @return the units, or {@code null} when {@code stop} held before the walk was done
     */
    @Override
    public List<WorkUnit> plan(int pieces, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget) {
        if (framed(pieces)) {
            return framedPlan(pieces, enumerate, budget);
        }
        List<Frontier.Node> nodes = Frontier.cut(depth -> {
            List<Frontier.Node> found = new ArrayList<>();
            Walk walk = new Walk(pieces, enumerate, new Counter(stop, counted), found, depth);
            walk.root();
            return walk.counter.stopped() ? null : found;
        }, Math.min(1, pieces), pieces);
        if (nodes == null) {
            return null;
        }
        String prefix = (independent ? "idom/" : "dom/") + (enumerate ? ALL : ONE) + "/k" + pieces + "/";
        List<WorkUnit> units = new ArrayList<>(nodes.size());
        for (int i = 0; i < nodes.size(); i++) {
            Frontier.Node node = nodes.get(i);
            Map<String, String> spec = spec(Integer.toString(pieces), enumerate ? ALL : ONE, null,
                    Specs.cells(node.path()), Specs.bits(node.bits()), Long.toString(budget));
            units.add(new WorkUnit(prefix + i + "/" + Specs.checksum(spec), spec));
        }
        return units;
    }

    /**
     * One unit a frame, in the order of {@link Frames#of}. Ids are
     * {@code [i]dom/one|all/k<pieces>/f<a,b,c,d>/<checksum of the spec>}.
     */
    private List<WorkUnit> framedPlan(int pieces, boolean enumerate, long budget) {
        String prefix = (independent ? "idom/" : "dom/") + (enumerate ? ALL : ONE) + "/k" + pieces + "/f";
        List<WorkUnit> units = new ArrayList<>();
        for (Frames.Frame frame : frameBounds.frames.of(pieces, enumerate)) {
            long[] allowed = full.clone();
            Bits.andNot(allowed, frame.lines(), allowed);
            Map<String, String> spec = spec(Integer.toString(pieces), enumerate ? ALL : ONE, frame.spec(), "",
                    Specs.bits(allowed), Long.toString(budget));
            units.add(new WorkUnit(prefix + frame.spec() + "/" + Specs.checksum(spec), spec));
        }
        return units;
    }

    /**
     * The units that search the nodes {@code result} of {@code unit} left open, in walk order, with the unit's
     * budget; none when it searched its whole subtree. Ids are the unit's id, {@code /} and the node's index.
     */
    @Override
    public List<WorkUnit> children(WorkUnit unit, UnitResult result) {
        String frame = unit.spec().get("frame");
        // a unit asked to split before its budget spent only its own nodes in the frame, which its parts count
        String spent = frame != null && result.splitOnDemand() ? Long.toString(result.nodes()) : null;
        return SplitRounds.children(unit, result, open -> {
            String[] node = open.split(":", -1);
            Map<String, String> spec = spec(unit.get("k"), unit.get("mode"), frame, node[0], node[1],
                    unit.get("budget"));
            if (spent != null) {
                spec.put(SPENT, spent);
            }
            return spec;
        });
    }

    /** The spec of a unit, its keys in this order; {@code frame} {@code null} for a unit without one. */
    private static Map<String, String> spec(String k, String mode, String frame, String chosen, String allowed,
            String budget) {
        Map<String, String> spec = new LinkedHashMap<>();
        spec.put("k", k);
        spec.put("mode", mode);
        if (frame != null) {
            spec.put("frame", frame);
        }
        spec.put("chosen", chosen);
        spec.put("allowed", allowed);
        spec.put("budget", budget);
        return spec;
    }

    @Override
    public UnitResult whole(int pieces, boolean enumerate, BooleanSupplier stop, LongConsumer counted, long budget) {
        Walk walk = new Walk(pieces, enumerate, new Counter(stop, counted, budget), null, -1);
        if (framed(pieces)) {
            walk.frames(frameBounds.frames.of(pieces, enumerate));
        } else {
            walk.root();
        }
        return walk.counter.spent() ? null : walk.result();
    }

    /**
     * Runs one unit of {@link #plan}: the subtree of its node. Enumerating, the result counts every placement there
     * and keeps the first {@link Collector#MAX_KEPT}; otherwise it holds the first placement found, if any. With a
     * {@code budget} in its spec, a unit that reaches it without finding one (when only one is sought) stops at the
     * next node and lists what it left open ({@link SplitRounds#over}).
     */
    @Override
    public UnitResult run(WorkUnit unit, BooleanSupplier stop, LongConsumer counted) {
        return run(unit, stop, () -> false, counted);
    }

    /** {@inheritDoc} A unit with a budget in its spec leaves the rest open once {@code split} holds, as at its budget. */
    @Override
    public UnitResult run(WorkUnit unit, BooleanSupplier stop, BooleanSupplier split, LongConsumer counted) {
        int pieces = Integer.parseInt(unit.get("k"));
        boolean enumerate = ALL.equals(unit.get("mode"));
        int[] chosen = Specs.cells(unit.get("chosen"));
        long[] allowed = Specs.bits(unit.get("allowed"), words);
        if (chosen.length > pieces) {
            throw new IllegalArgumentException("work unit " + unit.id() + " chooses " + chosen.length + " cells of " + pieces);
        }
        String budget = unit.spec().get("budget");
        // a unit without a budget was planned not to split (the round is small): it ignores the runtime's asking too
        Counter counter = budget == null ? new Counter(stop, counted) : new Counter(stop, split, counted, Long.MAX_VALUE);
        Walk walk = new Walk(pieces, enumerate, counter, null, -1);
        String frame = unit.spec().get("frame");
        if (frame != null) {
            if (frameBounds == null) {
                throw new IllegalArgumentException("work unit " + unit.id() + " has a frame on a board without frames");
            }
            walk.frame(frameBounds.frames.parse(frame, enumerate));
        }
        if (budget != null) {
            walk.budget(Long.parseLong(budget));
        }
        String spent = unit.spec().get(SPENT);
        walk.resume(chosen, allowed, spent == null ? walk.budget : Long.parseLong(spent));
        return walk.result();
    }

    /** One unit's walk (or the planning walk), with its own buffers per depth. Not thread-safe. */
    private final class Walk {
        private final int k;
        private final Collector collector;
        private final Counter counter;
        private final List<Frontier.Node> frontier;
        private final int splitDepth;
        private final int[] chosen;
        private final long[][] uncovered;
        private final long[][] allowed;
        private final long[][] rest;
        private final int[][] gain;
        private final int[][] candidates;
        private final int[][] top;
        private final int[] free;
        private final List<int[]>[] stabiliser;
        /** The pruning of the walk's frame, or {@code null} while it searches none. */
        private FramePruning framing;
        private int[] found;
        /** Nodes the walk searches before it leaves the rest open. */
        private long budget = Long.MAX_VALUE;
        /** The nodes left open once the budget is spent (chosen cells and allowed cells), in walk order. */
        private List<String> open;

        /**
         * @param frontier where the planning walk leaves the nodes at {@code splitDepth} and the covering nodes above
         *     it, or {@code null} to search
         */
        @SuppressWarnings("unchecked")
        Walk(int k, boolean enumerate, Counter counter, List<Frontier.Node> frontier, int splitDepth) {
            this.k = k;
            this.collector = enumerate ? new Collector(symmetries, k) : null;
            this.counter = counter;
            this.frontier = frontier;
            this.splitDepth = splitDepth;
            chosen = new int[Math.max(1, k)];
            uncovered = new long[k + 1][words];
            allowed = new long[k + 1][words];
            rest = new long[k + 1][words];
            gain = new int[k + 1][m];
            candidates = new int[k + 1][m];
            top = new int[k + 1][k + 1];
            free = new int[m];
            stabiliser = new List[k + 1];
        }

        void budget(long nodes) {
            budget = nodes;
        }

        void root() {
            stabiliser[0] = collector == null ? symmetries : List.of(symmetries.get(0));
            System.arraycopy(full, 0, uncovered[0], 0, words);
            System.arraycopy(full, 0, allowed[0], 0, words);
            dfs(0, k);
            counter.flush();
        }

        /** Searches the frames in turn, from their roots, until one holds a placement (unless enumerating). */
        void frames(List<Frames.Frame> list) {
            for (Frames.Frame f : list) {
                frame(f);
                stabiliser[0] = f.group();
                System.arraycopy(full, 0, uncovered[0], 0, words);
                framing.root(uncovered[0]);
                Bits.andNot(full, f.lines(), allowed[0]);
                dfs(0, k);
                if (done()) {
                    break;
                }
            }
            counter.flush();
        }

        /** Restricts the walk to placements of frame {@code f}. */
        void frame(Frames.Frame f) {
            if (framing == null) {
                framing = new FramePruning(frameBounds, k, uncovered);
            }
            framing.frame(f, counter.total());
        }

        /**
         * Searches the subtree of the node with {@code cells} chosen and {@code allowedCells} allowed, split off a unit
         * that searched {@code spent} nodes in its frame (with a frame and below its root).
         */
        void resume(int[] cells, long[] allowedCells, long spent) {
            int depth = cells.length;
            List<int[]> group = framing != null ? framing.frame().group()
                    : collector == null ? symmetries : List.of(symmetries.get(0));
            long[] u = uncovered[depth];
            System.arraycopy(full, 0, u, 0, words);
            for (int d = 0; d < depth; d++) {
                chosen[d] = cells[d];
                if (framing != null) {
                    framing.occupy(cells[d]);
                }
                Bits.andNot(u, hood[cells[d]], u);
                group = fixing(group, cells[d]);
            }
            System.arraycopy(allowedCells, 0, allowed[depth], 0, words);
            stabiliser[depth] = group;
            if (framing != null) {
                framing.resume(u, depth, allowed[depth], k - depth, counter.total(), spent, collector == null);
            }
            dfs(depth, k - depth);
            counter.flush();
        }

        private boolean done() {
            return found != null && collector == null || counter.stopped() || open != null;
        }

        /** What the walk found: every placement when enumerating, else the first. */
        UnitResult result() {
            long nodes = counter.total();
            if (counter.stopped()) {
                return UnitResult.stopped(nodes);
            }
            Map<String, String> data = open == null ? Map.of() : SplitRounds.over(open);
            if (collector != null) {
                return new UnitResult(true, collector.count(), collector.distinct(), nodes, collector.kept(), data);
            }
            List<int[]> first = found == null ? List.of() : List.of(found);
            return new UnitResult(true, first.size(), 0, nodes, first, first.isEmpty() ? data : Map.of());
        }

        private void dfs(int depth, int left) {
            if (counter.node()) {
                return;
            }
            long[] u = uncovered[depth];
            long[] a = allowed[depth];
            // past the budget (or asked to split) the walk stops descending: each node it reaches is still cut as
            // any node is, and only one that survives is left open, so that no unit is made of a node its parent cuts
            boolean pause = open != null || counter.total() >= budget || counter.demanded();
            FramePruning f = framing;
            int spare = Integer.MAX_VALUE;
            long need = 0;
            if (f != null) {
                f.enter(depth, counter.total());
                spare = f.spare(depth, left);
                if (spare < 0) {
                    return;
                }
                need = f.weightNeed(depth);
                if (need > (long) left * FrameDual.SCALE) {
                    return;
                }
            }
            if (frontier != null && (depth == splitDepth || Bits.isEmpty(u))) {
                frontier.add(new Frontier.Node(Arrays.copyOf(chosen, depth), a.clone()));
                return;
            }
            if (Bits.isEmpty(u)) {
                if (pause) {
                    leaveOpen(depth, a);
                } else {
                    leaf(depth, left, a);
                }
                return;
            }
            if (left == 0) {
                return;
            }
            int[] g = gain[depth];
            long[] h = null;
            // a paused node is listed with its cells as they are: narrowed, its unit's own weights came out weaker
            long[] narrowed = a;
            if (pause && f != null) {
                narrowed = rest[depth];
                System.arraycopy(a, 0, narrowed, 0, words);
            }
            if (f != null) {
                if (!f.narrow(depth, narrowed, u, left, spare, need)) {
                    return;
                }
                // a queen must stand on each outer line still empty: branch on the one with fewest cells left
                h = f.emptiestOuterLine(narrowed);
                if (h == FramePruning.EMPTY) {
                    return;
                }
            } else if (!reaches(u, a, left, g, top[depth])) {
                return;
            }
            if (pause) {
                leaveOpen(depth, a);
                return;
            }
            if (h == null) {
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
                h = hood[pivot];
            }
            int[] list = candidates[depth];
            int n = 0;
            for (int c = Bits.next(h, 0); c >= 0; c = Bits.next(h, c + 1)) {
                if (Bits.get(a, c)) {
                    if (f != null) {
                        g[c] = Bits.countAnd(hood[c], u);
                    }
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
                if (f != null) {
                    f.below(depth, c);
                }
                next(r, c, nextA);
                if (f != null) {
                    f.occupy(c);
                }
                dfs(depth + 1, left - 1);
                if (f != null) {
                    f.vacate(c);
                }
                // once a node below was left open, the later branches are only reached, to be cut or left open
                if (counter.stopped() || found != null && collector == null) {
                    return;
                }
                forbid(r, group, c);
            }
        }

        /**
         * Computes the gain of each cell of {@code a} (the cells of {@code u} it dominates) into {@code g}; false when
         * even the {@code left} largest cannot dominate all of {@code u}.
         */
        private boolean reaches(long[] u, long[] a, int left, int[] g, int[] best) {
            Arrays.fill(best, 0, left, 0);
            for (int c = Bits.next(a, 0); c >= 0; c = Bits.next(a, c + 1)) {
                int value = Bits.countAnd(hood[c], u);
                g[c] = value;
                insert(best, left, value);
            }
            int reach = 0;
            for (int i = 0; i < left; i++) {
                reach += best[i];
            }
            return reach >= Bits.count(u);
        }

        /** Keeps {@code value} among the {@code length} largest in {@code top}, descending. */
        private static void insert(int[] top, int length, int value) {
            if (value > top[length - 1]) {
                int i = length - 1;
                while (i > 0 && top[i - 1] < value) {
                    top[i] = top[i - 1];
                    i--;
                }
                top[i] = value;
            }
        }

        /** The allowed cells below a branch on {@code c}, from the cells {@code r} still allowed beside it. */
        private long[] next(long[] r, int c, long[] into) {
            if (independent) {
                Bits.andNot(r, hood[c], into);
            } else {
                System.arraycopy(r, 0, into, 0, words);
                Bits.clear(into, c);
            }
            return into;
        }

        /** Forbids {@code c}, and its orbit under the symmetries that fix the cells chosen, to the later branches. */
        private void forbid(long[] r, List<int[]> group, int c) {
            Bits.clear(r, c);
            for (int e = 1; e < group.size(); e++) {
                Bits.clear(r, group.get(e)[c]);
            }
        }

        /**
         * Lists the node with {@code chosen[0..depth)} chosen and {@code a} allowed as open; from the first on, the walk
         * only reaches the nodes left, to cut them or list them.
         */
        private void leaveOpen(int depth, long[] a) {
            if (open == null) {
                open = new ArrayList<>();
            }
            open.add(Specs.cells(Arrays.copyOf(chosen, depth)) + ":" + Specs.bits(a));
        }

        /** Everything is covered by {@code chosen[0..depth)}; {@code left} more pieces go on cells of {@code a}. */
        private void leaf(int depth, int left, long[] a) {
            if (left == 0) {
                record(depth);
                return;
            }
            int n = 0;
            for (int c = Bits.next(a, 0); c >= 0; c = Bits.next(a, c + 1)) {
                free[n++] = c;
            }
            if (n >= left) {
                extend(depth, left, n, 0);
            }
        }

        private void extend(int depth, int left, int n, int from) {
            if (left == 0) {
                record(depth);
                return;
            }
            for (int i = from; i <= n - left; i++) {
                if (independent && attacksChosen(free[i], depth)) {
                    continue;
                }
                chosen[depth] = free[i];
                if (framing != null) {
                    framing.occupy(free[i]);
                }
                extend(depth + 1, left - 1, n, i + 1);
                if (framing != null) {
                    framing.vacate(free[i]);
                }
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
            if (framing != null && collector != null && !framing.ownFrame()) {
                return;
            }
            if (collector != null) {
                collector.add(chosen, depth);
            } else if (found == null) {
                found = Arrays.copyOf(chosen, depth);
                Arrays.sort(found);
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
