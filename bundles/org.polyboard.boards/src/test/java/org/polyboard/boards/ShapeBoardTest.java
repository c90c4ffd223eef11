package org.polyboard.boards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.polyboard.api.board.Board;
import org.polyboard.pieces.Queen;
import org.polyboard.pieces.Rook;

@Timeout(30)
class ShapeBoardTest {

    @TempDir
    Path dir;

    static String resource(String name) {
        try {
            return Path.of(ShapeBoardTest.class.getResource(name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private String file(String name, String text) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return path.toString();
    }

    private static List<String> cells(Board board) {
        List<String> result = new ArrayList<>();
        board.forEachCell(c -> result.add(ShapeBuilder.show(c)));
        return result;
    }

    @Test
    void aGridWithAHoleIsATwoDimensionalShape() {
        Board ring = new FileBoardFactory().create(resource("TestdataRing.txt"));
        assertThat(ring.dimension()).isEqualTo(2);
        assertThat(ring.extent(0)).isEqualTo(4);
        assertThat(ring.extent(1)).isEqualTo(4);
        assertThat(ring.cellCount()).isEqualTo(12);
        assertThat(ring.contains(new int[] {0, 0})).isTrue();
        assertThat(ring.contains(new int[] {1, 1})).isFalse();
        assertThat(ring.contains(new int[] {4, 0})).isFalse();
        assertThat(ring.description()).endsWith("TestdataRing.txt (12 cells in 4x4)");
    }

    @Test
    void layersSeparatedByBlankLinesMakeAThreeDimensionalShapeWithACavity() {
        Board cube = new FileBoardFactory().create(resource("TestdataCavity.txt"));
        assertThat(cube.dimension()).isEqualTo(3);
        assertThat(cube.cellCount()).isEqualTo(26);
        assertThat(cube.contains(new int[] {1, 1, 1})).isFalse();
        assertThat(cube.contains(new int[] {0, 1, 1})).isTrue();
        assertThat(cells(cube)).hasSize(26).startsWith("(0,0,0)", "(0,0,1)").endsWith("(2,2,2)");
    }

    @Test
    void coordinateTuplesGiveAnyDimensionTranslatedToTheOrigin() {
        Board shape = new FileBoardFactory().create(resource("TestdataTesseractCorner.txt"));
        assertThat(shape.dimension()).isEqualTo(4);
        assertThat(shape.cellCount()).isEqualTo(4);
        assertThat(cells(shape)).containsExactly("(0,0,0,0)", "(0,0,0,1)", "(0,0,1,1)", "(1,0,0,0)");
    }

    @Test
    void holesAndCavitiesBlockRays() {
        Board ring = new FileBoardFactory().create(resource("TestdataRing.txt"));
        Set<String> attacked = new HashSet<>();
        new Queen().forEachAttacked(ring, new int[] {0, 0}, c -> attacked.add(ShapeBuilder.show(c)));
        assertThat(attacked).containsExactlyInAnyOrder("(0,1)", "(0,2)", "(0,3)", "(1,0)", "(2,0)", "(3,0)");
        Board cube = new FileBoardFactory().create(resource("TestdataCavity.txt"));
        Set<String> rook = new HashSet<>();
        new Rook().forEachAttacked(cube, new int[] {0, 1, 1}, c -> rook.add(ShapeBuilder.show(c)));
        assertThat(rook).containsExactlyInAnyOrder("(0,0,1)", "(0,2,1)", "(0,1,0)", "(0,1,2)");
    }

    @Test
    void malformedFilesGiveOneLineNamingFileAndLine() throws IOException {
        String empty = file("empty.txt", "");
        assertThatThrownBy(() -> ShapeFiles.read(empty)).hasMessage("Shape file " + empty + ", line 1: no cells (the file is empty).");
        String dots = file("dots.txt", "// nothing\n...\n...\n");
        assertThatThrownBy(() -> ShapeFiles.read(dots)).hasMessage("Shape file " + dots + ", line 3: no cells.");
        String ragged = file("ragged.txt", "###\n##\n");
        assertThatThrownBy(() -> ShapeFiles.read(ragged)).hasMessage("Shape file " + ragged
                + ", line 2: the row has 2 characters but the row on line 1 has 3; every row must have the same length.");
        String layers = file("layers.txt", "##\n##\n\n##\n");
        assertThatThrownBy(() -> ShapeFiles.read(layers)).hasMessageStartingWith("Shape file " + layers
                + ", line 4: the layer starting here has 1 rows but the layer starting on line 1 has 2");
        String apart = file("apart.txt", "##.\n..#\n");
        assertThatThrownBy(() -> ShapeFiles.read(apart)).hasMessage("Shape file " + apart
                + ", line 2: the cell (2,3) is not face-connected to the cell (1,1) on line 1;"
                + " a shape must be face-connected (1 of 3 cells are cut off).");
        String diagonal = file("diagonal.txt", "1 1\n2 2\n");
        assertThatThrownBy(() -> ShapeFiles.read(diagonal)).hasMessageStartingWith("Shape file " + diagonal
                + ", line 2: the cell (2,2) is not face-connected");
        Path binaryPath = dir.resolve("binary.png");
        Files.write(binaryPath, new byte[] {'#', '#', '\n', (byte) 0x89, 'P', 'N', 'G', 0, 0});
        assertThatThrownBy(() -> ShapeFiles.read(binaryPath.toString())).hasMessage("Shape file " + binaryPath
                + ", line 2, column 5: binary content (byte 0x00); a shape file is text.");
        Path latin = dir.resolve("latin1.txt");
        Files.write(latin, new byte[] {'#', '\n', (byte) 0xe9, '\n'});
        assertThatThrownBy(() -> ShapeFiles.read(latin.toString())).hasMessage("Shape file " + latin
                + ", line 2, column 1: binary content (byte 0xe9 is not UTF-8); a shape file is text.");
        String letters = file("letters.txt", "#.#\n#X#\n");
        assertThatThrownBy(() -> ShapeFiles.read(letters)).hasMessage("Shape file " + letters
                + ", line 2, column 2: unexpected character 'X'; a grid row has only '#' (a cell) and '.' (no cell).");
        String counts = file("counts.txt", "1 1 1\n1 2\n");
        assertThatThrownBy(() -> ShapeFiles.read(counts)).hasMessage("Shape file " + counts
                + ", line 2: 2 coordinates but line 1 has 3; every line must give the same number of coordinates.");
        String twice = file("twice.txt", "1 1\n1 2\n(1,1)\n");
        assertThatThrownBy(() -> ShapeFiles.read(twice)).hasMessage("Shape file " + twice
                + ", line 3: the cell (1,1) is given twice (also on line 1).");
        String words = file("words.txt", "1 2\nthree 4\n");
        assertThatThrownBy(() -> ShapeFiles.read(words)).hasMessageStartingWith("Shape file " + words
                + ", line 2: 'three' is not a whole number");
        String far = file("far.txt", "0 0\n0 1\n0 20000000\n");
        assertThatThrownBy(() -> ShapeFiles.read(far)).hasMessageStartingWith("Shape file " + far
                + ", line 3: the cell (0,20000000) makes the bounding box too large");
        String missing = dir.resolve("missing.txt").toString();
        assertThatThrownBy(() -> ShapeFiles.read(missing)).hasMessageStartingWith("Shape file " + missing + " does not exist");
        assertThatThrownBy(() -> ShapeFiles.read(dir.toString())).hasMessage("Shape file " + dir + " is a directory, not a file.");
    }

    @Test
    void aFileWithTooManyCellsIsRejectedAtTheLineThatExceedsTheLimit() throws IOException {
        String row = "#".repeat(1000) + "\n";
        String huge = file("huge.txt", row.repeat(1001));
        assertThatThrownBy(() -> ShapeFiles.read(huge)).hasMessage("Shape file " + huge
                + ", line 1001: more than 1000000 cells, the limit for a shape.");
    }

    @Test
    void errorMessagesAreOneLine() throws IOException {
        String apart = file("apart.txt", "#.#\n");
        assertThatThrownBy(() -> ShapeFiles.read(apart)).satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void randomShapesAreReproducibleConnectedAndOfTheRequestedSize() {
        RandomBoardFactory factory = new RandomBoardFactory();
        Board a = factory.create("40,p=0.6,seed=7");
        Board b = factory.create("40, p=0.6, seed=7");
        Board c = factory.create("40,p=0.6,seed=8");
        assertThat(a.cellCount()).isEqualTo(40);
        assertThat(cells(a)).isEqualTo(cells(b)).isNotEqualTo(cells(c));
        assertThat(a.description()).isEqualTo("random polyomino k=40 p=0.6 seed=7");
        for (int seed = 1; seed <= 30; seed++) {
            Board shape = factory.create("60,p=0.3,seed=" + seed);
            assertThat(shape.cellCount()).isEqualTo(60);
            assertThat(connected(shape)).isTrue();
        }
        Board cube = factory.create("30,d=3,p=1");
        assertThat(cube.dimension()).isEqualTo(3);
        assertThat(cube.cellCount()).isEqualTo(30);
        assertThat(factory.create("1").cellCount()).isEqualTo(1);
    }

    @Test
    void lowPercolationLeavesHoles() {
        boolean holes = false;
        for (int seed = 1; seed <= 20 && !holes; seed++) {
            Board shape = new RandomBoardFactory().create("200,p=0.55,seed=" + seed);
            holes = hasHole(shape);
        }
        assertThat(holes).isTrue();
    }

    @Test
    void badRandomSpecificationsAreRejected() {
        RandomBoardFactory factory = new RandomBoardFactory();
        assertThatThrownBy(() -> factory.create("")).hasMessageStartingWith("Board random needs a number of cells");
        assertThatThrownBy(() -> factory.create("0")).hasMessage("Board random:0: number of cells 0 is out of range 1..1000000.");
        assertThatThrownBy(() -> factory.create("10,p=0")).hasMessage("Board random:10,p=0: p=0 is not a probability in (0, 1].");
        assertThatThrownBy(() -> factory.create("10,p=x")).hasMessageContaining("p=x is not a probability");
        assertThatThrownBy(() -> factory.create("10,q=1")).hasMessageContaining("unknown setting 'q=1'");
        assertThatThrownBy(() -> factory.create("10,seed=1.5")).hasMessageContaining("seed=1.5 is not a whole number");
    }

    private static boolean connected(Board board) {
        List<int[]> all = new ArrayList<>();
        board.forEachCell(c -> all.add(c.clone()));
        Set<Long> seen = new HashSet<>();
        List<int[]> stack = new ArrayList<>(List.of(all.get(0)));
        seen.add(board.boxIndex(all.get(0)));
        while (!stack.isEmpty()) {
            int[] cell = stack.remove(stack.size() - 1);
            for (int axis = 0; axis < cell.length; axis++) {
                for (int sign = -1; sign <= 1; sign += 2) {
                    int[] next = cell.clone();
                    next[axis] += sign;
                    if (board.contains(next) && seen.add(board.boxIndex(next))) {
                        stack.add(next);
                    }
                }
            }
        }
        return seen.size() == all.size();
    }

    /** Whether some empty position inside the box cannot reach the outside of the box through empty positions. */
    private static boolean hasHole(Board board) {
        int rows = board.extent(0) + 2;
        int cols = board.extent(1) + 2;
        boolean[][] outside = new boolean[rows][cols];
        List<int[]> stack = new ArrayList<>(List.of(new int[] {0, 0}));
        outside[0][0] = true;
        while (!stack.isEmpty()) {
            int[] p = stack.remove(stack.size() - 1);
            int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            for (int[] s : steps) {
                int r = p[0] + s[0];
                int c = p[1] + s[1];
                if (r >= 0 && r < rows && c >= 0 && c < cols && !outside[r][c] && !board.contains(new int[] {r - 1, c - 1})) {
                    outside[r][c] = true;
                    stack.add(new int[] {r, c});
                }
            }
        }
        for (int r = 1; r < rows - 1; r++) {
            for (int c = 1; c < cols - 1; c++) {
                if (!outside[r][c] && !board.contains(new int[] {r - 1, c - 1})) {
                    return true;
                }
            }
        }
        return false;
    }
}
