package org.polyboard.solver.bnb;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.support.split.SplitRounds;

/**
 * How the units of a cover search are written: the ids and specs of the nodes a plan and a split unit hand out, and
 * the text of a node left open. Ids are {@code t8/[independent-]k<k>[-table<nodes>]/<index>/<checksum of the node>}
 * for the nodes of a plan, {@code t8/[independent-]k<k>[-table<nodes>]/top/<depth>} for its top, and a unit's id,
 * {@code /} and an index for the nodes it left open; specs carry the node (depth, pieces, first word to look at, placed units, forbidden units), the unit's
 * node budget, the depth where the top's part ends, and the last cells' table ({@link LastCellsTable#text}).
 */
final class UnitSpecs {

    /**
     * The version of the tree, first in every unit id: a unit's result holds for the tree that made it (the top's
     * covers are those completed above its depth, and a census counts a class where the tree first reaches it), and a
     * split unit's children are numbered by the nodes it left open, so units of another tree must not be taken from
     * checkpoints. The history of the versions is in docs/knights.md; t11 (t8 before) cuts by the bound of {@link
     * TriplePacking} too, as do t12 (t9) and t13 (t10) below.
     */
    static final String TREE = TriplePacking.ON ? "t11/" : "t8/";
    /**
     * The version of a census's tree ({@code --all}), which since t9 skips the coverers another dominates, as a search
     * for one cover does, and counts the covers that hold them from those of the coverer that stands for them.
     */
    static final String CENSUS_TREE = TriplePacking.ON ? "t12/" : "t9/";
    /**
     * The version of a search's tree for one cover on a torus, which since t10 breaks the symmetries that fix the first
     * cell after placing a piece there ({@link FirstCellSymmetries}).
     */
    static final String TORUS_TREE = TriplePacking.ON ? "t13/" : "t10/";
    /** The spec key of the last cells' table, which units carry to where it is not built yet. */
    static final String TABLE = "table";
    /** The checkpoint id under which a solve saves the last cells' table, for a resumed run. */
    static final String TABLE_ID = TREE + TABLE;
    static final String TOP = "top";
    static final String BUDGET = "budget";
    static final String SWAPS = "swaps";

    private UnitSpecs() {
    }

    /**
     * A node of the tree, searched on its own: placed units, forbidden units, the first word to look at, and, in a
     * census, the coverers its ancestors skipped as dominated, with the coverer that stands for each ({@code swaps}:
     * triples of depth, skipped unit, dominating unit; see {@link SkippedCoverers}), from which the unit recovers
     * the covers that hold them.
     */
    record Node(int depth, int pieces, int word, int[] placed, long[] forbidden, int[] swaps) {

        /** A node whose ancestors skipped no coverer for a census. */
        Node(int depth, int pieces, int word, int[] placed, long[] forbidden) {
            this(depth, pieces, word, placed, forbidden, NO_SWAPS);
        }
    }

    /** No swaps: a node outside a census, or whose ancestors skipped nothing. */
    static final int[] NO_SWAPS = new int[0];

    /**
     * The id prefix of the units of a search with at most {@code k} pieces, planned with a last cells' table of
     * {@code tableBudget} nodes: the budget is named when it is not the first table's ({@link
     * LastCellsTable#budgetAfter}), as the tree is another, so that a resumed run takes no unit of one for the other.
     */
    static String prefix(int k, boolean independent, long tableBudget, boolean all, boolean translated) {
        String tree = all && !independent ? CENSUS_TREE : !all && translated ? TORUS_TREE : TREE;
        return tree + (independent ? "independent-" : "") + "k" + k
                + (tableBudget == LastCellsTable.TOTAL_BUDGET ? "" : "-table" + tableBudget) + "/";
    }

    /**
     * The checkpoint id under which a solve saves the last cells' table of {@code tableBudget} nodes, for a resumed
     * run: {@link #TABLE_ID}, and the budget after it when it is not the first table's.
     */
    static String tableId(long tableBudget) {
        return TABLE_ID + (tableBudget == LastCellsTable.TOTAL_BUDGET ? "" : "/" + tableBudget);
    }

    /** The id of the {@code index}th node of a plan. */
    static String id(String prefix, int index, Node node) {
        return prefix + index + "/" + checksum(node);
    }

    /** The spec of a node's unit; below the top, {@code top} is the depth where the top's part ends, else −1. */
    static Map<String, String> spec(int k, Node node, int top) {
        Map<String, String> spec = new LinkedHashMap<>();
        spec.put("k", Integer.toString(k));
        spec.put("depth", Integer.toString(node.depth()));
        spec.put("pieces", Integer.toString(node.pieces()));
        spec.put("word", Integer.toString(node.word()));
        spec.put("placed", units(node.placed(), node.placed().length));
        spec.put("forbidden", hex(node.forbidden()));
        if (node.swaps().length > 0) {
            spec.put(SWAPS, units(node.swaps(), node.swaps().length));
        }
        if (top >= 0) {
            spec.put(TOP, Integer.toString(top));
        }
        return spec;
    }

    /** Puts the last cells' table {@code table} into {@code spec}, when there is one. */
    static void putTable(Map<String, String> spec, String table) {
        if (table != null) {
            spec.put(TABLE, table);
        }
    }

    /**
     * The units that search the nodes {@code result} of {@code unit} left open, in walk order, with the unit's budget
     * (and, below the top, the top's depth, where they stop); none when it searched its whole part.
     */
    static List<WorkUnit> children(WorkUnit unit, UnitResult result, int unitWords) {
        int k = Integer.parseInt(unit.get("k"));
        String top = unit.spec().get(TOP);
        int topDepth = top == null ? -1 : Integer.parseInt(top);
        return SplitRounds.children(unit, result, open -> {
            Map<String, String> spec = spec(k, node(open, unitWords), topDepth);
            spec.put(BUDGET, unit.get(BUDGET));
            putTable(spec, unit.spec().get(TABLE));
            return spec;
        });
    }

    /**
     * A node left open as text: {@code depth:pieces:word:placed:forbidden}, and {@code :swaps} when there are some
     * ({@link Node#swaps}).
     */
    static String open(int depth, int pieces, int word, int[] placed, long[] forbidden, int[] swaps) {
        return depth + ":" + pieces + ":" + word + ":" + units(placed, depth) + ":" + hex(forbidden)
                + (swaps.length > 0 ? ":" + units(swaps, swaps.length) : "");
    }

    /** The node an open node's text ({@link #open}) describes. */
    static Node node(String text, int unitWords) {
        String[] parts = text.split(":", -1);
        return new Node(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]),
                cells(parts[3]), words(parts[4], unitWords), parts.length > 5 ? swaps(parts[5]) : NO_SWAPS);
    }

    /** Swaps as {@link #units} writes them: triples. */
    private static int[] swaps(String text) {
        int[] swaps = cells(text);
        if (swaps.length % 3 != 0) {
            throw new IllegalArgumentException("'" + text + "' is not triples of depth, unit and unit");
        }
        return swaps;
    }

    /** The node of a unit's spec ({@link #spec}). */
    static Node node(WorkUnit unit, int unitWords) {
        int depth = Integer.parseInt(unit.get("depth"));
        int[] placed = cells(unit.get("placed"));
        long[] forbidden = words(unit.get("forbidden"), unitWords);
        if (placed.length != depth) {
            throw new IllegalArgumentException("work unit " + unit.id() + " places " + placed.length + " units at depth "
                    + depth);
        }
        String swaps = unit.spec().get(SWAPS);
        return new Node(depth, Integer.parseInt(unit.get("pieces")), Integer.parseInt(unit.get("word")), placed,
                forbidden, swaps == null ? NO_SWAPS : swaps(swaps));
    }

    /** The first {@code n} units as {@code "3.17.42"}, as a spec and an open node write them. */
    static String units(int[] units, int n) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < n; i++) {
            text.append(i == 0 ? "" : ".").append(units[i]);
        }
        return text.toString();
    }

    /** A bit set as hexadecimal words, as a spec and an open node write it. */
    static String hex(long[] words) {
        ByteBuffer bytes = ByteBuffer.allocate(8 * words.length);
        for (long word : words) {
            bytes.putLong(word);
        }
        return HexFormat.of().formatHex(bytes.array());
    }

    private static int[] cells(String text) {
        return text.isEmpty() ? new int[0] : Arrays.stream(text.split("\\.")).mapToInt(Integer::parseInt).toArray();
    }

    /**
     * {@code count} words written by {@link #hex}.
     *
     * @throws IllegalArgumentException when {@code text} is not that many words in hexadecimal
     */
    static long[] words(String text, int count) {
        if (text.length() != 16 * count) {
            throw new IllegalArgumentException("'" + text + "' is not " + count + " words in hexadecimal");
        }
        ByteBuffer bytes = ByteBuffer.wrap(HexFormat.of().parseHex(text));
        long[] words = new long[count];
        for (int i = 0; i < count; i++) {
            words[i] = bytes.getLong();
        }
        return words;
    }

    /** A checksum of the node (depth, pieces, placed units, forbidden units, swaps). */
    private static String checksum(Node node) {
        CRC32 crc = new CRC32();
        ByteBuffer bytes = ByteBuffer.allocate(12 + 4 * node.placed().length + 8 * node.forbidden().length
                + 4 * node.swaps().length);
        bytes.putInt(node.depth()).putInt(node.pieces()).putInt(node.word());
        for (int unit : node.placed()) {
            bytes.putInt(unit);
        }
        for (long word : node.forbidden()) {
            bytes.putLong(word);
        }
        for (int swap : node.swaps()) {
            bytes.putInt(swap);
        }
        crc.update(bytes.array());
        return Long.toHexString(crc.getValue());
    }
}
