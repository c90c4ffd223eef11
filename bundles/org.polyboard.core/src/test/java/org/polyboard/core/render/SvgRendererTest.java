package org.polyboard.core.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.boards.FileBoardFactory;
import org.polyboard.core.Testdata;
import org.polyboard.pieces.Bishop;
import org.polyboard.pieces.King;
import org.polyboard.pieces.Knight;
import org.polyboard.pieces.Queen;
import org.polyboard.pieces.Rook;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class SvgRendererTest {

    /** The twelve knights of a minimum cover of the 8x8 board. */
    private static final int[][] KNIGHTS_8 = {{1, 2}, {2, 2}, {2, 3}, {2, 5}, {2, 6}, {3, 5}, {4, 2}, {5, 1}, {5, 2},
            {5, 4}, {5, 5}, {6, 5}};

    @Test
    void aKnightCoverIsWellFormedWithOneCellPerSquareAndOneGlyphPerKnight() throws Exception {
        SolveResult result = result("knight-cover", Objective.MIN_DOMINATION, Placement.of(List.of(KNIGHTS_8)), 12);
        Document svg = parse(SvgRenderer.render(result, Testdata.rect(8, 8), Testdata.piece("knight")));

        assertThat(svg.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(byClass(svg, "rect", "cell")).hasSize(64);
        assertThat(byClass(svg, "rect", "cell covered")).hasSize(64);
        List<Element> pieces = pieces(svg);
        assertThat(pieces).hasSize(12).allSatisfy(p -> assertThat(p.getAttribute("href")).isEqualTo("#knight"));
        assertThat(symbol(svg, "knight")).isTrue();
        // the knight on (2,3), 1-based, sits in the cell at row 2, column 3
        Element cell = cellAt(svg, 1, 2, 8);
        Element knight = pieces.get(0);
        assertThat(Integer.parseInt(knight.getAttribute("x"))).isBetween(x(cell), x(cell) + size(cell) / 4);
        assertThat(Integer.parseInt(knight.getAttribute("y"))).isBetween(y(cell), y(cell) + size(cell) / 4);
        assertThat(texts(svg, "coord col")).containsExactly("1", "2", "3", "4", "5", "6", "7", "8");
        assertThat(texts(svg, "coord row")).containsExactly("1", "2", "3", "4", "5", "6", "7", "8");
        assertThat(texts(svg, "legend")).contains("12 knights");
    }

    @Test
    void aPartialCoverShadesOnlyTheCoveredCells() throws Exception {
        int[][] one = {{0, 0}};
        SolveResult result = result("knight-cover", Objective.MIN_DOMINATION, Placement.of(List.of(one)), 1);
        Document svg = parse(SvgRenderer.render(result, Testdata.rect(4, 4), Testdata.piece("knight")));
        // a knight in the corner covers its own cell and (2,3), (3,2)
        assertThat(byClass(svg, "rect", "cell covered")).hasSize(3);
        assertThat(texts(svg, "legend")).anySatisfy(t -> assertThat(t).isEqualTo("13 not covered")).contains("1 knight");
    }

    @Test
    void holesAreNotDrawnAsCells(@TempDir Path dir) throws Exception {
        Path ring = dir.resolve("ring.txt");
        Files.writeString(ring, "#####\n#..##\n#####\n");
        Board board = new FileBoardFactory().create(ring.toString());
        int[][] rooks = {{0, 1}, {1, 0}, {2, 2}};
        SolveResult result = result("polycube", Objective.MIN_DOMINATION, Placement.of(List.of(rooks)), 3);
        Document svg = parse(SvgRenderer.render(result, board, Testdata.piece("rook")));

        List<Element> cells = byClass(svg, "rect", "cell");
        assertThat(cells).hasSize(13);
        Element corner = cells.get(0);
        int cell = size(corner);
        for (int[] hole : new int[][] {{1, 1}, {1, 2}}) {
            int hx = x(corner) + hole[1] * cell;
            int hy = y(corner) + hole[0] * cell;
            assertThat(cells).noneSatisfy(c -> assertThat(x(c) == hx && y(c) == hy).isTrue());
        }
        assertThat(pieces(svg)).hasSize(3).allSatisfy(p -> assertThat(p.getAttribute("href")).isEqualTo("#rook"));
        // the rooks' rays stop at the hole, so (2,4) and (2,5) are not covered
        assertThat(byClass(svg, "rect", "cell covered")).hasSize(11);
        assertThat(texts(svg, "legend")).contains("2 not covered");
        assertThat(byClass(svg, "path", "edge")).hasSize(1);
    }

    @Test
    void peaceableQueensAreWhiteAndBlack() throws Exception {
        Placement p = Placement.of(List.of(new int[][] {{0, 0}, {0, 1}}), List.of(new int[][] {{3, 3}, {4, 4}, {2, 4}}));
        SolveResult result = result("peaceable-queens", Objective.MAX_PEACEABLE, p, 2);
        Document svg = parse(SvgRenderer.render(result, Testdata.rect(5, 5), Testdata.piece("queen")));

        assertThat(pieces(svg)).extracting(e -> e.getAttribute("class")).containsExactly("piece white", "piece white",
                "piece black", "piece black", "piece black");
        assertThat(pieces(svg)).allSatisfy(e -> assertThat(e.getAttribute("href")).isEqualTo("#queen"));
        assertThat(byClass(svg, "rect", "cell")).hasSize(25);
        assertThat(byClass(svg, "rect", "cell by-white")).isNotEmpty();
        assertThat(byClass(svg, "rect", "cell by-black")).isNotEmpty();
    }

    @Test
    void aBoxIsDrawnAsOneGridPerLayer() throws Exception {
        int[][] rooks = {{0, 0, 0}, {1, 2, 3}};
        SolveResult result = result("polycube", Objective.MIN_DOMINATION, Placement.of(List.of(rooks)), 2);
        Document svg = parse(SvgRenderer.render(result, Testdata.box("2x3x4"), Testdata.piece("rook")));

        assertThat(byClass(svg, "g", "layer")).hasSize(2);
        assertThat(byClass(svg, "rect", "cell")).hasSize(24);
        assertThat(texts(svg, "caption")).containsExactly("layer 1   (1,\u00b7,\u00b7)", "layer 2   (2,\u00b7,\u00b7)");
        assertThat(pieces(svg)).hasSize(2);
        Document hyper = parse(SvgRenderer.render(result(rooks.length), Testdata.box("3^4"), Testdata.piece("rook")));
        assertThat(byClass(hyper, "g", "layer")).hasSize(9);
        assertThat(byClass(hyper, "rect", "cell")).hasSize(81);
    }

    @Test
    void fractionalWeightsAreWrittenInTheirCells() throws Exception {
        Placement p = Placement.weighted(List.of(new int[][] {{0, 0}, {1, 1}}), List.of(Fraction.parse("1/2"), Fraction.of(1)));
        SolveResult result = result("knight-cover", Objective.FRACTIONAL_DOMINATION, p, 1);
        Document svg = parse(SvgRenderer.render(result, Testdata.rect(3, 3), Testdata.piece("knight")));
        assertThat(texts(svg, "weight")).containsExactly("1/2", "1");
        assertThat(pieces(svg)).isEmpty();
    }

    @Test
    void parametersAreEscapedAndHugeBoardsAreRejectedInOneLine() throws Exception {
        SolveResult result = SolveResult.builder().family("polycube").params(Map.of("shape", "file:a<b>&\"c\""))
                .objective(Objective.MIN_DOMINATION).status(Status.ERROR).message("bad & worse").build();
        Document svg = parse(SvgRenderer.render(result, Testdata.rect(2, 2), Testdata.piece("queen")));
        assertThat(texts(svg, "title").get(0)).contains("file:a<b>&\"c\"");
        assertThat(pieces(svg)).isEmpty();
        assertThatThrownBy(() -> SvgRenderer.render(result, Testdata.rect(500, 500), Testdata.piece("queen")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageNotContaining("\n").hasMessageContaining("too large");
    }

    @Test
    void toeplitzBoardsShowTheirLabels() throws Exception {
        Piece queen = Testdata.piece("queen");
        Piece toeplitz = new Piece() {
            public String id() {
                return "toeplitz-queen";
            }

            public String glyph() {
                return "Q";
            }

            public String description() {
                return "";
            }

            public void forEachAttacked(Board board, int[] from, java.util.function.Consumer<int[]> sink) {
                queen.forEachAttacked(board, from, sink);
            }

            public int lineKeys(Board board, int[] cell, long[] keys) {
                return queen.lineKeys(board, cell, keys);
            }

            public int maxLines(Board board) {
                return queen.maxLines(board);
            }
        };
        int[][] queens = {{0, 3}, {2, 0}};
        SolveResult result = result("toeplitz-queens", Objective.MAX_INDEPENDENT, Placement.of(List.of(queens)), 2);
        Document svg = parse(SvgRenderer.render(result, Testdata.rect(4, 5), toeplitz));
        List<String> labels = texts(svg, "label");
        assertThat(labels).hasSize(20);
        // row by row, |i-j|
        assertThat(labels.subList(0, 5)).containsExactly("0", "1", "2", "3", "4");
        assertThat(labels.subList(15, 20)).containsExactly("3", "2", "1", "0", "1");
        assertThat(pieces(svg)).allSatisfy(p -> assertThat(p.getAttribute("href")).isEqualTo("#queen")).hasSize(2);
        assertThat(texts(parse(SvgRenderer.render(result, Testdata.rect(4, 5), queen)), "label")).isEmpty();
    }

    @Test
    void glyphsForEveryPiece() {
        assertThat(SvgRenderer.drawingOf(named("toeplitz-queen", "Q"))).isEqualTo("queen");
        assertThat(SvgRenderer.drawingOf(new Knight())).isEqualTo("knight");
        assertThat(SvgRenderer.drawingOf(new King())).isEqualTo("king");
        assertThat(SvgRenderer.drawingOf(new Bishop())).isEqualTo("bishop");
        assertThat(SvgRenderer.drawingOf(new Rook())).isEqualTo("rook");
        assertThat(SvgRenderer.drawingOf(new Queen())).isEqualTo("queen");
        assertThat(SvgRenderer.drawingOf(named("camel", null))).isEqualTo("disc");
    }

    /** A piece that attacks nothing, with an id and, unless {@code null}, a glyph of its own. */
    private static Piece named(String id, String glyph) {
        return new Piece() {
            @Override
            public String id() {
                return id;
            }

            @Override
            public String description() {
                return id;
            }

            @Override
            public String glyph() {
                return glyph == null ? Piece.super.glyph() : glyph;
            }

            @Override
            public void forEachAttacked(Board board, int[] from, java.util.function.Consumer<int[]> sink) {
            }

            @Override
            public int lineKeys(Board board, int[] cell, long[] keys) {
                return 0;
            }

            @Override
            public int maxLines(Board board) {
                return 0;
            }
        };
    }

    private static SolveResult result(int value) {
        return result("polycube", Objective.MIN_DOMINATION, Placement.of(List.of(new int[] {0, 0, 0, 0})), value);
    }

    private static SolveResult result(String family, Objective objective, Placement p, long value) {
        return SolveResult.builder().family(family).params(Map.of("n", "8")).objective(objective).status(Status.OPTIMAL)
                .value(Fraction.of(value)).solution(p).verified(true).solver("test").build();
    }

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    static List<Element> byClass(Document doc, String tag, String cls) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = doc.getElementsByTagName(tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            if (List.of(e.getAttribute("class").split(" ")).containsAll(List.of(cls.split(" ")))) {
                found.add(e);
            }
        }
        return found;
    }

    /** The piece glyphs on the board (the legend's sample glyphs left out). */
    private static List<Element> pieces(Document doc) {
        return byClass(doc, "use", "piece").stream()
                .filter(e -> ((Element) e.getParentNode()).getAttribute("class").equals("layer")).toList();
    }

    private static List<String> texts(Document doc, String cls) {
        return byClass(doc, "text", cls).stream().map(Element::getTextContent).toList();
    }

    private static boolean symbol(Document doc, String id) {
        NodeList symbols = doc.getElementsByTagName("symbol");
        for (int i = 0; i < symbols.getLength(); i++) {
            if (((Element) symbols.item(i)).getAttribute("id").equals(id)) {
                return true;
            }
        }
        return false;
    }

    private static Element cellAt(Document doc, int row, int col, int cols) {
        return byClass(doc, "rect", "cell").get(row * cols + col);
    }

    private static int x(Element e) {
        return Integer.parseInt(e.getAttribute("x"));
    }

    private static int y(Element e) {
        return Integer.parseInt(e.getAttribute("y"));
    }

    private static int size(Element e) {
        return Integer.parseInt(e.getAttribute("width"));
    }
}
