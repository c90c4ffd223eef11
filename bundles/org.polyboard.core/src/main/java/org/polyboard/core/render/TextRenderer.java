package org.polyboard.core.render;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.polyboard.api.board.Board;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveResult;

/**
 * The text form of a result: a summary line, the board (2-D boards, or each layer of a 3-D board) with
 * the pieces drawn, and the coordinates.
 */
public final class TextRenderer {

    /** Boards wider or higher than this are not drawn. */
    private static final int MAX_DRAWN = 80;
    /** Placements with more pieces than this list no coordinates. */
    private static final int MAX_LISTED = 400;

    private TextRenderer() {
    }

    public static String render(SolveResult r, Optional<Board> board, String glyph) {
        StringBuilder out = new StringBuilder();
        out.append(r.family()).append(' ').append(paramText(r.params())).append("  ")
                .append(r.objective() == null ? "" : r.objective().id()).append('\n');
        out.append("status ").append(r.status());
        if (r.value() != null) {
            out.append("  value ").append(r.value());
        }
        if (r.bound() != null) {
            out.append("  bound ").append(r.bound());
        }
        out.append("  verified ").append(r.nothingToVerify() ? "-" : r.verified())
                .append("  solver ").append(r.solver())
                .append("  ").append(r.millis()).append(" ms\n");
        if (r.solutionCount() != null) {
            out.append("solutions ").append(r.solutionCount());
            if (r.distinctUpToSymmetry() != null) {
                out.append("  distinct up to symmetry ").append(r.distinctUpToSymmetry());
            }
            out.append('\n');
        }
        if (!r.proof().isEmpty()) {
            out.append("proof: ").append(r.proof()).append('\n');
        }
        if (!r.message().isEmpty()) {
            out.append(r.message()).append('\n');
        }
        String resumed = r.stats().getOrDefault(Checkpoints.RESUMED, "0");
        if (!resumed.equals("0")) {
            String nodes = r.stats().get("resumedNodes");
            out.append("resumed: ").append(resumed).append(" of ").append(r.stats().getOrDefault(Checkpoints.SUBPROBLEMS, "?"))
                    .append(" subproblems taken from the checkpoints of an earlier run")
                    .append(nodes == null ? "" : " (" + nodes + " nodes when they ran)").append('\n');
        }
        String rechecked = r.stats().getOrDefault(Checkpoints.RECHECKED, "0");
        if (!rechecked.equals("0")) {
            out.append("rechecked: ").append(rechecked).append(" more found in the checkpoints, searched again: the same")
                    .append(" results, the same nodes in ").append(r.stats().getOrDefault("recheckedSameNodes", "?"))
                    .append('\n');
        }
        if (!r.solutions().isEmpty()) {
            Placement first = r.solutions().get(0);
            board.ifPresent(b -> out.append(draw(b, first, glyph)));
            if (first.size() + first.black().size() <= MAX_LISTED) {
                out.append(coordinates(first)).append('\n');
            }
            if (r.solutions().size() > 1) {
                out.append("(").append(r.solutions().size() - 1).append(" more solutions in --format json)\n");
            }
        }
        return out.toString();
    }

    private static String draw(Board b, Placement p, String glyph) {
        int d = b.dimension();
        if (d < 1 || d > 3 || b.extent(0) > MAX_DRAWN || (d >= 2 && b.extent(1) > MAX_DRAWN)
                || (d == 3 && b.extent(2) > MAX_DRAWN) || b.cellCount() > 20_000) {
            return "";
        }
        Map<Long, String> marks = new HashMap<>();
        boolean weighted = p.fractional();
        for (int i = 0; i < p.cells().size(); i++) {
            marks.put(b.boxIndex(p.cells().get(i)), weighted ? "*" : (p.black().isEmpty() ? glyph : "W"));
        }
        for (int[] c : p.black()) {
            marks.put(b.boxIndex(c), "B");
        }
        StringBuilder out = new StringBuilder();
        int layers = d == 3 ? b.extent(0) : 1;
        int rows = d == 1 ? 1 : b.extent(d - 2);
        int cols = b.extent(d - 1);
        int[] cell = new int[d];
        for (int layer = 0; layer < layers; layer++) {
            if (d == 3) {
                out.append("layer ").append(layer + 1).append('\n');
                cell[0] = layer;
            }
            for (int row = 0; row < rows; row++) {
                if (d >= 2) {
                    cell[d - 2] = row;
                }
                out.append(String.format("%3d ", row + 1));
                for (int col = 0; col < cols; col++) {
                    cell[d - 1] = col;
                    String mark = !b.contains(cell) ? " " : marks.getOrDefault(b.boxIndex(cell), ".");
                    out.append(' ').append(mark);
                }
                out.append('\n');
            }
        }
        return out.toString();
    }

    private static String coordinates(Placement p) {
        if (!p.black().isEmpty()) {
            return "white: " + list(p.cells(), null) + "\nblack: " + list(p.black(), null);
        }
        return (p.fractional() ? "weights: " : "pieces: ") + list(p.cells(), p.fractional() ? p : null);
    }

    /** The cells in coordinate order, whatever order the solver found them in (a weight stays with its cell). */
    private static String list(List<int[]> cells, Placement weighted) {
        StringBuilder out = new StringBuilder();
        Integer[] order = new Integer[cells.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> Arrays.compare(cells.get(x), cells.get(y)));
        for (int k = 0; k < order.length; k++) {
            int i = order[k];
            int[] c = cells.get(i);
            out.append(k == 0 ? "" : " ").append('(');
            for (int a = 0; a < c.length; a++) {
                out.append(a == 0 ? "" : ",").append(c[a] + 1);
            }
            out.append(')');
            if (weighted != null) {
                out.append('=').append(weighted.weights().get(i));
            }
        }
        return out.toString();
    }

    static String paramText(Map<String, String> params) {
        StringBuilder text = new StringBuilder();
        params.forEach((k, v) -> text.append(text.length() == 0 ? "" : " ").append(k).append('=').append(v));
        return text.toString();
    }
}
