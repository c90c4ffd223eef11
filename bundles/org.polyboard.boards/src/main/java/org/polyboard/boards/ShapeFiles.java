package org.polyboard.boards;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

/**
 * Reads shapes from text files. Two formats, told apart by the first line that is neither blank nor a comment
 * ({@code //} to the end of the line):
 * <ul>
 * <li>a grid: rows of {@code #} (a cell) and {@code .} (no cell), all of the same length; a blank line starts the
 * next layer, so several layers make a three-dimensional shape (layer, row, column);</li>
 * <li>coordinate tuples: one cell per line as whole numbers separated by spaces or commas, optionally in
 * parentheses, e.g. {@code 1 2 3} or {@code (1,2,3)}; any dimension, all lines with the same count.</li>
 * </ul>
 * The shape is translated so that its bounding box starts at the first coordinate on every axis; it must be
 * face-connected. Every error is one line naming the file and the line.
 */
final class ShapeFiles {

    /** Largest file read. */
    static final int MAX_BYTES = 32 << 20;

    private ShapeFiles() {
    }

    /**
     * @throws IllegalArgumentException naming the file and line when it is missing, unreadable, binary, too large,
     *     empty, ragged, malformed or not face-connected
     */
    static ShapeBoard read(String pathText) {
        String name = pathText.trim();
        if (name.isEmpty()) {
            throw new IllegalArgumentException("Board file: needs a path, e.g. file:shapes/cavity.txt.");
        }
        Path path;
        try {
            path = Paths.get(name);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("Shape file " + name + " is not a valid path: " + e.getReason() + ".");
        }
        if (!Files.exists(path)) {
            throw new IllegalArgumentException("Shape file " + name + " does not exist (looked for "
                    + path.toAbsolutePath().normalize() + ").");
        }
        if (Files.isDirectory(path)) {
            throw new IllegalArgumentException("Shape file " + name + " is a directory, not a file.");
        }
        byte[] bytes;
        boolean truncated;
        try (InputStream in = Files.newInputStream(path)) {
            bytes = in.readNBytes(MAX_BYTES);
            truncated = in.read() >= 0;
        } catch (IOException e) {
            throw new IllegalArgumentException("Shape file " + name + " cannot be read: " + e + ".");
        }
        if (truncated) {
            throw new IllegalArgumentException("Shape file " + name + ", line " + lineAt(bytes, bytes.length)
                    + ": the file is larger than " + (MAX_BYTES >> 20) + " MiB, the limit for shape files.");
        }
        List<String> lines = lines(name, bytes);
        return parse(name, lines);
    }

    /** Parses the lines of a shape file named {@code name}. */
    static ShapeBoard parse(String name, List<String> lines) {
        IntFunction<String> where = line -> "Shape file " + name + ", line " + (line == 0 ? Math.max(1, lines.size()) : line);
        String first = null;
        for (String line : lines) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("//")) {
                first = t;
                break;
            }
        }
        if (first == null) {
            throw new IllegalArgumentException(where.apply(0) + ": no cells (the file "
                    + (lines.isEmpty() ? "is empty" : "has only blank and comment lines") + ").");
        }
        ShapeBuilder builder = first.chars().allMatch(c -> c == '#' || c == '.') ? grid(lines, where) : tuples(lines, where);
        return builder.build(extents -> "shape " + name + " (" + builder.size() + " cells in "
                + Arrays.stream(extents).mapToObj(Integer::toString).collect(Collectors.joining("x")) + ")", where);
    }

    private static ShapeBuilder grid(List<String> lines, IntFunction<String> where) {
        List<int[]> cells = new ArrayList<>();
        List<Integer> cellLines = new ArrayList<>();
        int layer = 0;
        int row = 0;
        int width = -1;
        int widthLine = 0;
        int rows = -1;
        int rowsLine = 0;
        int layerLine = 0;
        boolean inLayer = false;
        for (int i = 0; i <= lines.size(); i++) {
            String raw = i < lines.size() ? lines.get(i) : "";
            String t = raw.strip();
            int number = i + 1;
            if (t.startsWith("//")) {
                continue;
            }
            if (t.isEmpty()) {
                if (inLayer) {
                    if (rows < 0) {
                        rows = row;
                        rowsLine = layerLine;
                    } else if (row != rows) {
                        throw new IllegalArgumentException(where.apply(layerLine) + ": the layer starting here has "
                                + row + " rows but the layer starting on line " + rowsLine + " has " + rows
                                + "; every layer must have the same number of rows.");
                    }
                    inLayer = false;
                }
                continue;
            }
            if (!inLayer) {
                inLayer = true;
                layer++;
                row = 0;
                layerLine = number;
            }
            row++;
            int offset = raw.indexOf(t.charAt(0));
            for (int col = 0; col < t.length(); col++) {
                char c = t.charAt(col);
                if (c != '#' && c != '.') {
                    throw new IllegalArgumentException(where.apply(number) + ", column " + (offset + col + 1)
                            + ": unexpected character '" + printable(c) + "'; a grid row has only '#' (a cell) and '.' (no cell).");
                }
            }
            if (width < 0) {
                width = t.length();
                widthLine = number;
            } else if (t.length() != width) {
                throw new IllegalArgumentException(where.apply(number) + ": the row has " + t.length()
                        + " characters but the row on line " + widthLine + " has " + width
                        + "; every row must have the same length.");
            }
            for (int col = 0; col < t.length(); col++) {
                if (t.charAt(col) == '#') {
                    if (cells.size() >= ShapeBuilder.MAX_CELLS) {
                        throw tooMany(where, number);
                    }
                    cells.add(new int[] {layer, row, col + 1});
                    cellLines.add(number);
                }
            }
        }
        boolean flat = layer == 1;
        ShapeBuilder builder = new ShapeBuilder(flat ? 2 : 3);
        for (int k = 0; k < cells.size(); k++) {
            int[] c = cells.get(k);
            builder.add(flat ? new int[] {c[1], c[2]} : c, cellLines.get(k));
        }
        return builder;
    }

    private static ShapeBuilder tuples(List<String> lines, IntFunction<String> where) {
        ShapeBuilder builder = null;
        int countLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            String t = lines.get(i).strip();
            int number = i + 1;
            if (t.isEmpty() || t.startsWith("//")) {
                continue;
            }
            String body = t.startsWith("(") && t.endsWith(")") ? t.substring(1, t.length() - 1).strip() : t;
            String[] tokens = body.isEmpty() ? new String[0] : body.split("[\\s,]+");
            int[] cell = new int[tokens.length];
            for (int k = 0; k < tokens.length; k++) {
                try {
                    cell[k] = Integer.parseInt(tokens[k]);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(where.apply(number) + ": '" + abbreviate(tokens[k])
                            + "' is not a whole number; a line holds either a grid row of '#' and '.' or the coordinates"
                            + " of one cell, e.g. 1 2 3 or (1,2,3).");
                }
            }
            if (builder == null) {
                if (cell.length == 0 || cell.length > BoxSpecs.MAX_DIMENSION) {
                    throw new IllegalArgumentException(where.apply(number) + ": " + cell.length
                            + " coordinates; a cell has 1 to " + BoxSpecs.MAX_DIMENSION + ".");
                }
                builder = new ShapeBuilder(cell.length);
                countLine = number;
            } else if (cell.length != builder.dimension()) {
                throw new IllegalArgumentException(where.apply(number) + ": " + cell.length
                        + " coordinates but line " + countLine + " has " + builder.dimension()
                        + "; every line must give the same number of coordinates.");
            }
            if (!builder.add(cell, number)) {
                throw tooMany(where, number);
            }
        }
        return builder;
    }

    private static IllegalArgumentException tooMany(IntFunction<String> where, int line) {
        return new IllegalArgumentException(where.apply(line) + ": more than " + ShapeBuilder.MAX_CELLS
                + " cells, the limit for a shape.");
    }

    /** The text of the file as lines, after checking that it is text (UTF-8 without control characters). */
    private static List<String> lines(String name, byte[] bytes) {
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xff;
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' || b == 0x7f) {
                throw binary(name, bytes, i, String.format("byte 0x%02x", b));
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw binary(name, bytes, in.position(), String.format("byte 0x%02x is not UTF-8", bytes[in.position()] & 0xff));
        }
        decoder.flush(out);
        out.flip();
        String text = out.toString();
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\r?\n|\r", -1)));
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    private static IllegalArgumentException binary(String name, byte[] bytes, int position, String what) {
        int lineStart = position;
        while (lineStart > 0 && bytes[lineStart - 1] != '\n') {
            lineStart--;
        }
        return new IllegalArgumentException("Shape file " + name + ", line " + lineAt(bytes, position) + ", column "
                + (position - lineStart + 1) + ": binary content (" + what + "); a shape file is text.");
    }

    /** The 1-based line of the byte at {@code position}. */
    private static int lineAt(byte[] bytes, int position) {
        int line = 1;
        for (int i = 0; i < position && i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }

    private static String printable(char c) {
        return Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }

    private static String abbreviate(String text) {
        return text.length() <= 20 ? text : text.substring(0, 17) + "...";
    }
}
