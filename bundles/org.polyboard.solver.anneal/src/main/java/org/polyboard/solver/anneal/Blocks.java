package org.polyboard.solver.anneal;

import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.AttackModel;

/**
 * The partition of a box's cells by their coordinates halved (rounded down) into sub-boxes of side at most 2, when
 * every two cells of each part attack each other (as queens do). An independent set meets each part at most once, so
 * the number of parts bounds it. Where each part holds at most 64 cells, {@link #search} decides by exhaustive search
 * whether some independent set meets every part: the part with fewest cells left is branched on first, and placing a
 * piece strikes the cells it attacks from the other parts (one bit set per part). When none does, the parts less one
 * bound the answer: queens on 6^4 split into 81 sub-boxes of 16 cells and no 81 queens meet them all (about 19
 * million nodes), so 80 is the most. Not thread-safe: one per solve.
 */
final class Blocks {

    /** The search's outcome: the cells of a placement meeting every part, or none; complete when not stopped. */
    record Outcome(int[] found, boolean complete, long nodes) {
    }

    private final AttackModel model;
    private final int parts;
    private final int[] partOf;
    private final int[] indexInPart;
    /** Per part, its cells in the order of their bits. */
    private final int[][] cells;

    private long[][] domains;
    private int[] order;
    private int[] chosen;
    private long nodes;
    private long maxNodes;
    private BooleanSupplier stop;
    private boolean stopped;

    private Blocks(AttackModel model, int parts, int[] partOf, int[] indexInPart, int[][] cells) {
        this.model = model;
        this.parts = parts;
        this.partOf = partOf;
        this.indexInPart = indexInPart;
        this.cells = cells;
    }

    /** The partition of the model's cells, or {@code null} when some part is not a clique (or the box is sparse). */
    static Blocks of(AttackModel model) {
        int m = model.cellCount();
        int d = model.dimension();
        long keys = 1;
        for (int axis = 0; axis < d; axis++) {
            keys *= (model.extent(axis) + 1) / 2;
        }
        if (m == 0 || keys > 4L * m) {
            return null;
        }
        int[] keyOf = new int[m];
        int[] count = new int[(int) keys];
        for (int c = 0; c < m; c++) {
            long key = 0;
            for (int axis = 0; axis < d; axis++) {
                key = key * ((model.extent(axis) + 1) / 2) + model.coordinate(c, axis) / 2;
            }
            keyOf[c] = (int) key;
            count[keyOf[c]]++;
        }
        int[] part = new int[(int) keys];
        int parts = 0;
        for (int k = 0; k < keys; k++) {
            part[k] = count[k] > 0 ? parts++ : -1;
        }
        int[][] cells = new int[parts][];
        for (int k = 0; k < keys; k++) {
            if (part[k] >= 0) {
                cells[part[k]] = new int[count[k]];
                count[k] = 0;
            }
        }
        int[] partOf = new int[m];
        int[] indexInPart = new int[m];
        for (int c = 0; c < m; c++) {
            int k = keyOf[c];
            partOf[c] = part[k];
            indexInPart[c] = count[k];
            cells[part[k]][count[k]++] = c;
        }
        for (int[] members : cells) {
            for (int i = 0; i < members.length; i++) {
                long[] attacked = model.neighbourhood(members[i]);
                for (int j = i + 1; j < members.length; j++) {
                    if ((attacked[members[j] >>> 6] & 1L << members[j]) == 0) {
                        return null;
                    }
                }
            }
        }
        return new Blocks(model, parts, partOf, indexInPart, cells);
    }

    int parts() {
        return parts;
    }

    /** Whether {@link #search} applies: every part holds at most 64 cells. */
    boolean searchable() {
        for (int[] members : cells) {
            if (members.length > 64) {
                return false;
            }
        }
        return true;
    }

    /**
     * Looks for an independent set with a piece in every part, within {@code maxNodes} nodes and until {@code stop}
     * holds.
     */
    Outcome search(long maxNodes, BooleanSupplier stop) {
        this.maxNodes = maxNodes;
        this.stop = stop;
        this.nodes = 0;
        this.stopped = false;
        domains = new long[parts + 1][parts];
        order = new int[parts];
        chosen = new int[parts];
        for (int p = 0; p < parts; p++) {
            order[p] = p;
            domains[0][p] = cells[p].length == 64 ? -1L : (1L << cells[p].length) - 1;
        }
        boolean found = place(0);
        return new Outcome(found ? chosen.clone() : new int[0], found || !stopped, nodes);
    }

    private boolean place(int depth) {
        if (++nodes > maxNodes || (nodes & 0xFFFF) == 0 && stop.getAsBoolean()) {
            stopped = true;
            return false;
        }
        if (depth == parts) {
            return true;
        }
        long[] domain = domains[depth];
        int at = depth;
        int fewest = Integer.MAX_VALUE;
        for (int i = depth; i < parts && fewest > 1; i++) {
            int left = Long.bitCount(domain[order[i]]);
            if (left < fewest) {
                fewest = left;
                at = i;
            }
        }
        int part = order[at];
        order[at] = order[depth];
        order[depth] = part;
        long[] next = domains[depth + 1];
        for (long left = domain[part]; left != 0; left &= left - 1) {
            int cell = cells[part][Long.numberOfTrailingZeros(left)];
            System.arraycopy(domain, 0, next, 0, parts);
            for (int u : model.neighbours(cell)) {
                next[partOf[u]] &= ~(1L << indexInPart[u]);
            }
            boolean open = true;
            for (int i = depth + 1; i < parts && open; i++) {
                open = next[order[i]] != 0;
            }
            chosen[depth] = cell;
            if (open && place(depth + 1)) {
                return true;
            }
            if (stopped) {
                return false;
            }
        }
        return false;
    }
}
