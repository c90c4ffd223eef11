package org.polyboard.core.render;

import java.util.BitSet;
import java.util.List;
import java.util.Locale;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveResult;

/**
 * The picture of a result as a standalone SVG document: the board with its holes left out, the first solution's
 * pieces as drawn glyphs (white and black for two colours), the cells they cover shaded, 1-based coordinates on
 * the edges. A board of three or more dimensions is drawn as one grid per 2-D layer (the last two axes), layers
 * side by side, labelled by their leading coordinates. Toeplitz boards show each cell's label |i−j|.
 */
public final class SvgRenderer {

    /** Bounding boxes with more cells than this are not drawn. */
    public static final long MAX_CELLS = 160_000;

    private static final int TARGET = 760;
    private static final int MARGIN = 16;
    private static final String FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

    private final SolveResult result;
    private final Board board;
    private final Piece piece;
    private final int d;
    private final int rows;
    private final int cols;
    private final int panels;
    private final int perRow;
    private final int cell;
    private final int font;
    private final int labelWidth;
    private final int labelStep;
    private final boolean toeplitz;
    private final StringBuilder out = new StringBuilder();

    private SvgRenderer(SolveResult result, Board board, Piece piece) {
        this.result = result;
        this.board = board;
        this.piece = piece;
        this.d = board.dimension();
        this.rows = d >= 2 ? board.extent(d - 2) : 1;
        this.cols = d >= 1 ? board.extent(d - 1) : 1;
        int count = 1;
        for (int axis = 0; axis < d - 2; axis++) {
            count *= board.extent(axis);
        }
        this.panels = count;
        this.perRow = d >= 4 ? board.extent(d - 3) : count <= 8 ? count : (int) Math.ceil(Math.sqrt(count));
        int panelRows = (panels + perRow - 1) / perRow;
        int across = perRow * (cols + 2);
        int down = panelRows * (rows + 2);
        this.cell = Math.max(6, Math.min(56, TARGET / Math.max(across, down)));
        this.font = Math.max(8, Math.min(13, cell * 2 / 3));
        this.labelStep = cell >= 16 ? 1 : cell >= 9 ? 5 : 10;
        this.labelWidth = (int) Math.ceil(String.valueOf(Math.max(rows, 1)).length() * font * 0.62) + 6;
        this.toeplitz = piece != null && piece.id().startsWith("toeplitz") && d == 2;
    }

    /**
     * Draws {@code result} on {@code board}. {@code piece} computes the covered cells and chooses the glyph; without
     * it the pieces are drawn as generic discs and nothing is shaded.
     *
     * @throws IllegalArgumentException with one line when the board is too large to draw
     */
    public static String render(SolveResult result, Board board, Piece piece) {
        long box = 1;
        StringBuilder sides = new StringBuilder();
        for (int axis = 0; axis < board.dimension(); axis++) {
            box *= board.extent(axis);
            sides.append(axis == 0 ? "" : "x").append(board.extent(axis));
            if (box > MAX_CELLS) {
                break;
            }
        }
        if (box > MAX_CELLS) {
            throw new IllegalArgumentException("The board (" + board.description() + ") is too large to draw as SVG: its"
                    + " bounding box has more than " + MAX_CELLS + " cells.");
        }
        return new SvgRenderer(result, board, piece).draw();
    }

    /** The drawing for a piece's {@link Piece#glyph() glyph}: knight (N), rook, bishop, king, queen, else a disc. */
    public static String drawingOf(Piece piece) {
        return switch (piece == null ? "" : piece.glyph()) {
            case "N" -> "knight";
            case "R" -> "rook";
            case "B" -> "bishop";
            case "K" -> "king";
            case "Q" -> "queen";
            default -> "disc";
        };
    }

    private String draw() {
        Placement first = result.solutions().isEmpty() ? null : result.solutions().get(0);
        boolean twoColours = first != null && !first.black().isEmpty();
        BitSet white = new BitSet();
        BitSet black = new BitSet();
        BitSet whiteCover = new BitSet();
        BitSet blackCover = new BitSet();
        if (first != null) {
            mark(first.cells(), white, first.fractional() ? null : whiteCover);
            mark(first.black(), black, blackCover);
        }
        String glyph = drawingOf(piece);

        int panelWidth = labelWidth + cols * cell;
        int panelHeight = (panels > 1 ? font + 8 : 0) + font + 6 + rows * cell;
        int gapX = cell + 10;
        int gapY = cell / 2 + 12;
        int panelRows = (panels + perRow - 1) / perRow;
        int titleHeight = 2 * (font + 8) + 6;
        int legendHeight = font + 24;
        int width = Math.max(2 * MARGIN + perRow * panelWidth + (perRow - 1) * gapX, 480);
        int height = 2 * MARGIN + titleHeight + panelRows * panelHeight + (panelRows - 1) * gapY + legendHeight;

        int textEnd = title(font + MARGIN);

        int top = MARGIN + titleHeight;
        int[] c = new int[d];
        for (int p = 0; p < panels; p++) {
            int x0 = MARGIN + (p % perRow) * (panelWidth + gapX);
            int y0 = top + (p / perRow) * (panelHeight + gapY);
            int rest = p;
            for (int axis = d - 3; axis >= 0; axis--) {
                c[axis] = rest % board.extent(axis);
                rest /= board.extent(axis);
            }
            out.append("<g class=\"layer\">\n");
            if (panels > 1) {
                text(x0 + labelWidth, y0 + font, "caption", layerName(c));
                y0 += font + 8;
            }
            int gx = x0 + labelWidth;
            int gy = y0 + font + 6;
            for (int col = 0; col < cols; col++) {
                if (label(col, cols)) {
                    text(gx + col * cell + cell / 2, gy - 5, "coord col", String.valueOf(col + 1));
                }
            }
            for (int row = 0; row < rows; row++) {
                if (d >= 2 && label(row, rows)) {
                    text(gx - 5, gy + row * cell + cell / 2 + font / 3, "coord row", String.valueOf(row + 1));
                }
            }
            panel(c, gx, gy, white, black, whiteCover, blackCover, twoColours, glyph, first);
            out.append("</g>\n");
        }
        textEnd = Math.max(textEnd, legend(MARGIN, height - MARGIN - font / 2, first, twoColours, glyph, whiteCover, blackCover));
        width = Math.max(width, textEnd + MARGIN);
        String body = out.toString();
        out.setLength(0);
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"%s\">%n", width, height, width, height, FONT));
        style();
        symbols(glyph);
        out.append(String.format(Locale.ROOT, "<rect class=\"page\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\"/>%n", width, height));
        return out.append(body).append("</svg>\n").toString();
    }

    private void panel(int[] c, int gx, int gy, BitSet white, BitSet black, BitSet whiteCover, BitSet blackCover,
            boolean twoColours, String glyph, Placement first) {
        StringBuilder edges = new StringBuilder();
        StringBuilder pieces = new StringBuilder();
        for (int row = 0; row < rows; row++) {
            for (int col = 0; col < cols; col++) {
                place(c, row, col);
                if (!board.contains(c)) {
                    continue;
                }
                int index = (int) board.boxIndex(c);
                int x = gx + col * cell;
                int y = gy + row * cell;
                String shade = (row + col) % 2 == 0 ? "l" : "d";
                String cover;
                if (twoColours) {
                    boolean w = whiteCover.get(index);
                    boolean b = blackCover.get(index);
                    cover = w && b ? " both" : w ? " by-white" : b ? " by-black" : "";
                } else {
                    cover = whiteCover.get(index) ? " covered" : "";
                }
                out.append(String.format(Locale.ROOT, "<rect class=\"cell %s%s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>%n",
                        shade, cover, x, y, cell, cell));
                if (toeplitz && cell >= 22) {
                    text(x + cell - 2, y + cell - 3, "label", String.valueOf(Math.abs(row - col)));
                }
                if (white.get(index)) {
                    if (first.fractional()) {
                        pieces.append(weight(x, y, weightAt(first, c)));
                    } else {
                        pieces.append(use(glyph, twoColours ? "white" : "solo", x, y));
                    }
                }
                if (black.get(index)) {
                    pieces.append(use(glyph, "black", x, y));
                }
                edge(edges, c, row, col, x, y);
            }
        }
        out.append(pieces);
        if (edges.length() > 0) {
            out.append("<path class=\"edge\" d=\"").append(edges.toString().trim()).append("\"/>\n");
        }
    }

    /** Appends the sides of a cell that border a cell outside the board: the outline of the shape and its holes. */
    private void edge(StringBuilder edges, int[] c, int row, int col, int x, int y) {
        if (!inside(c, row - 1, col)) {
            edges.append(String.format(Locale.ROOT, "M%d %dh%d ", x, y, cell));
        }
        if (!inside(c, row + 1, col)) {
            edges.append(String.format(Locale.ROOT, "M%d %dh%d ", x, y + cell, cell));
        }
        if (!inside(c, row, col - 1)) {
            edges.append(String.format(Locale.ROOT, "M%d %dv%d ", x, y, cell));
        }
        if (!inside(c, row, col + 1)) {
            edges.append(String.format(Locale.ROOT, "M%d %dv%d ", x + cell, y, cell));
        }
        place(c, row, col);
    }

    private boolean inside(int[] c, int row, int col) {
        if (row < 0 || row >= rows || col < 0 || col >= cols) {
            return false;
        }
        place(c, row, col);
        return board.contains(c);
    }

    private void place(int[] c, int row, int col) {
        if (d >= 2) {
            c[d - 2] = row;
        }
        if (d >= 1) {
            c[d - 1] = col;
        }
    }

    private boolean label(int index, int count) {
        return labelStep == 1 || index == 0 || (index + 1) % labelStep == 0 || index == count - 1 && (index + 1) % labelStep > labelStep / 2;
    }

    private void mark(List<int[]> cells, BitSet occupied, BitSet covered) {
        for (int[] c : cells) {
            if (c.length != d || !board.contains(c)) {
                continue;
            }
            int index = (int) board.boxIndex(c);
            occupied.set(index);
            if (covered != null && piece != null) {
                covered.set(index);
                piece.forEachAttacked(board, c, a -> covered.set((int) board.boxIndex(a)));
            }
        }
    }

    private static Fraction weightAt(Placement p, int[] c) {
        for (int i = 0; i < p.cells().size(); i++) {
            if (java.util.Arrays.equals(p.cells().get(i), c)) {
                return p.weights().get(i);
            }
        }
        return Fraction.of(0);
    }

    private String layerName(int[] c) {
        StringBuilder name = new StringBuilder(d == 3 ? "layer " + (c[0] + 1) + "   (" : "(");
        for (int axis = 0; axis < d; axis++) {
            name.append(axis == 0 ? "" : ",").append(axis < d - 2 ? String.valueOf(c[axis] + 1) : "\u00b7");
        }
        return name.append(')').toString();
    }

    private String use(String glyph, String colour, int x, int y) {
        int inset = Math.max(1, cell / 12);
        return String.format(Locale.ROOT, "<use class=\"piece %s\" href=\"#%s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>%n",
                colour, glyph, x + inset, y + inset, cell - 2 * inset, cell - 2 * inset);
    }

    private String weight(int x, int y, Fraction w) {
        int size = Math.max(7, Math.min(font, cell / Math.max(2, w.toString().length() / 2 + 1)));
        return String.format(Locale.ROOT, "<text class=\"weight\" x=\"%d\" y=\"%d\" font-size=\"%d\">%s</text>%n",
                x + cell / 2, y + cell / 2 + size / 3, size, escape(w.toString()));
    }

    /** Draws the two title lines; returns where the longer one ends. */
    private int title(int y) {
        StringBuilder head = new StringBuilder(result.family() == null ? "" : result.family());
        result.params().forEach((k, v) -> head.append(' ').append(k).append('=').append(v));
        if (result.objective() != null) {
            head.append("  \u00b7  ").append(result.objective().id());
        }
        StringBuilder status = new StringBuilder(String.valueOf(result.status()));
        if (result.value() != null) {
            status.append("  \u00b7  value ").append(result.value());
        }
        if (result.bound() != null) {
            status.append("  \u00b7  bound ").append(result.bound());
        }
        if (!result.nothingToVerify()) {
            status.append("  \u00b7  ").append(result.verified() ? "verified" : "not verified");
        }
        if (result.solver() != null) {
            status.append("  \u00b7  ").append(result.solver());
        }
        status.append("  \u00b7  ").append(board.description());
        if (result.solutions().size() > 1) {
            status.append("  \u00b7  solution 1 of ").append(result.solutions().size());
        }
        text(MARGIN, y, "title", head.toString());
        text(MARGIN, y + font + 8, "subtitle", status.toString());
        return MARGIN + Math.max(textWidth(head.toString(), font + 3), textWidth(status.toString(), font));
    }

    /** A generous estimate of the width of {@code text} at {@code size} px in a sans-serif font. */
    private static int textWidth(String text, int size) {
        return (int) Math.ceil(text.length() * size * 0.62);
    }

    /** Draws the legend line; returns where it ends. */
    private int legend(int x, int y, Placement first, boolean twoColours, String glyph, BitSet whiteCover,
            BitSet blackCover) {
        if (first == null) {
            String message = result.message().isEmpty() ? "no solution" : result.message();
            text(x, y, "legend", message);
            return x + textWidth(message, font);
        }
        int box = font + 4;
        int at = x;
        out.append("<g class=\"legend\">\n");
        if (first.fractional()) {
            String caption = "fractional weights, total " + result.value();
            text(at, y, "legend", caption);
            out.append("</g>\n");
            return at + textWidth(caption, font);
        }
        if (twoColours) {
            at = legendPiece(at, y, box, glyph, "white", first.cells().size() + " white");
            at = legendPiece(at, y, box, glyph, "black", first.black().size() + " black");
            at = legendSwatch(at, y, box, "l by-white", "attacked by white");
            at = legendSwatch(at, y, box, "l by-black", "by black");
            at = legendSwatch(at, y, box, "l both", "by both");
            if (board.cellCount() > whiteCover.cardinality() + blackCover.cardinality() - both(whiteCover, blackCover)) {
                at = legendSwatch(at, y, box, "l", "by neither");
            }
        } else {
            int count = first.cells().size();
            at = legendPiece(at, y, box, glyph, "solo", count + " " + (piece == null ? "pieces" : count == 1 ? piece.id()
                    : piece.id() + "s"));
            at = legendSwatch(at, y, box, "l covered", "covered");
            long free = board.cellCount() - whiteCover.cardinality();
            if (free > 0 && piece != null) {
                at = legendSwatch(at, y, box, "l", free + " not covered");
            }
        }
        out.append("</g>\n");
        return at;
    }

    private static int both(BitSet a, BitSet b) {
        BitSet and = (BitSet) a.clone();
        and.and(b);
        return and.cardinality();
    }

    private int legendPiece(int x, int y, int box, String glyph, String colour, String caption) {
        out.append(String.format(Locale.ROOT, "<use class=\"piece %s\" href=\"#%s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>%n",
                colour, glyph, x, y - box + 3, box, box));
        text(x + box + 4, y, "legend", caption);
        return x + box + 14 + textWidth(caption, font);
    }

    private int legendSwatch(int x, int y, int box, String cls, String caption) {
        out.append(String.format(Locale.ROOT, "<rect class=\"swatch %s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>%n",
                cls, x, y - box + 3, box, box));
        text(x + box + 4, y, "legend", caption);
        return x + box + 14 + textWidth(caption, font);
    }

    private void text(int x, int y, String cls, String content) {
        out.append(String.format(Locale.ROOT, "<text class=\"%s\" x=\"%d\" y=\"%d\">%s</text>%n", cls, x, y, escape(content)));
    }

    private void style() {
        out.append("<style>\n")
                .append(".page{fill:#fff}\n")
                .append(".title{font-size:").append(font + 3).append("px;font-weight:bold;fill:#222}\n")
                .append(".subtitle,.legend,.caption{font-size:").append(font).append("px;fill:#333}\n")
                .append(".caption{font-weight:bold}\n")
                .append(".coord{font-size:").append(font).append("px;fill:#555}\n")
                .append(".coord.col{text-anchor:middle}\n.coord.row{text-anchor:end}\n")
                .append(".label{font-size:").append(Math.max(7, cell / 4)).append("px;fill:#a0a0a0;text-anchor:end}\n")
                .append(".weight{text-anchor:middle;fill:#123;font-weight:bold}\n")
                .append(".cell{stroke:#b9b2a5;stroke-width:0.5}\n")
                .append(".l{fill:#f4efe6}\n.d{fill:#e4dccd}\n")
                .append(".l.covered{fill:#cfe1f3}\n.d.covered{fill:#b5cfe8}\n")
                .append(".l.by-white{fill:#f8e7bb}\n.d.by-white{fill:#efd9a0}\n")
                .append(".l.by-black{fill:#c8d0dc}\n.d.by-black{fill:#b3bdcc}\n")
                .append(".l.both{fill:#dcdcdc}\n.d.both{fill:#c9c9c9}\n")
                .append(".swatch{stroke:#777}\n")
                .append(".edge{fill:none;stroke:#333;stroke-width:1.5;stroke-linecap:square}\n")
                .append(".piece.solo{fill:#1d2733;stroke:#1d2733;--detail:#f0f0f0}\n")
                .append(".piece.white{fill:#fffdf8;stroke:#1a1a1a;--detail:#1a1a1a}\n")
                .append(".piece.black{fill:#1a1a1a;stroke:#1a1a1a;--detail:#f0f0f0}\n")
                .append("</style>\n");
    }

    /** The glyph, 100 units square: the piece's silhouette (fill and stroke of the use) and its detail lines. */
    private void symbols(String glyph) {
        String body = switch (glyph) {
            case "knight" -> "<path d=\"M22 92H80V84Q80 78 74 78H28Q22 78 22 84Z\"/>"
                    + "<path d=\"M32 78C30 64 38 56 48 48C42 50 34 54 28 58L22 60Q14 58 14 50L16 44L34 22L36 10"
                    + "L44 18L48 14L52 20C70 24 82 40 80 78Z\"/>"
                    + "<path style=\"fill:none;stroke:var(--detail);stroke-width:3\" d=\"M54 26C66 32 74 46 74 72\"/>"
                    + "<circle style=\"fill:var(--detail);stroke:none\" cx=\"34\" cy=\"32\" r=\"4\"/>"
                    + "<circle style=\"fill:var(--detail);stroke:none\" cx=\"20\" cy=\"50\" r=\"2.5\"/>";
            case "rook" -> "<path d=\"M20 92H80V84H72L67 46H75V20H64V28H56V20H44V28H36V20H25V46H33L28 84H20Z\"/>"
                    + "<path style=\"fill:none;stroke:var(--detail);stroke-width:3\" d=\"M31 52H69M30 76H70\"/>";
            case "bishop" -> "<circle cx=\"50\" cy=\"12\" r=\"7\"/>"
                    + "<path d=\"M50 20C30 36 28 58 36 68L34 80H66L64 68C72 58 70 36 50 20Z\"/>"
                    + "<path d=\"M20 93H80Q78 82 66 82H34Q22 82 20 93Z\"/>"
                    + "<path style=\"fill:none;stroke:var(--detail);stroke-width:3.5\" d=\"M58 34L46 50M38 68H62\"/>";
            case "king" -> "<path d=\"M46 4H54V12H62V20H54V40H46V20H38V12H46Z\"/>"
                    + "<path d=\"M22 90H78L76 76Q96 56 82 44Q68 34 50 48Q32 34 18 44Q4 56 24 76Z\"/>"
                    + "<path style=\"fill:none;stroke:var(--detail);stroke-width:3\" d=\"M26 72H74M50 48V70\"/>";
            case "queen" -> "<path d=\"M22 90H78L76 78L88 34L68 60L69 22L58 58L50 16L42 58L31 22L32 60L12 34L24 78Z\"/>"
                    + "<circle cx=\"12\" cy=\"31\" r=\"6\"/><circle cx=\"31\" cy=\"19\" r=\"6\"/>"
                    + "<circle cx=\"50\" cy=\"13\" r=\"6\"/><circle cx=\"69\" cy=\"19\" r=\"6\"/>"
                    + "<circle cx=\"88\" cy=\"31\" r=\"6\"/>"
                    + "<path style=\"fill:none;stroke:var(--detail);stroke-width:3\" d=\"M27 72H73\"/>";
            default -> "<circle cx=\"50\" cy=\"50\" r=\"34\"/>";
        };
        out.append("<defs>\n<symbol id=\"").append(glyph).append("\" viewBox=\"0 0 100 100\">")
                .append("<g stroke-width=\"4\" stroke-linejoin=\"round\">").append(body).append("</g></symbol>\n</defs>\n");
    }

    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            switch (ch) {
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '&' -> escaped.append("&amp;");
                case '"' -> escaped.append("&quot;");
                default -> {
                    if (ch >= 0x20 || ch == '\t' || ch == '\n') {
                        escaped.append(ch);
                    }
                }
            }
        }
        return escaped.toString();
    }
}
