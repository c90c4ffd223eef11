package org.polyboard.api.problem;

import java.util.Locale;

/**
 * A symmetry that a solution may be required to have, asked by the instance parameter
 * {@value #PARAMETER}. Each names a group of maps of a two-dimensional board (rows i, columns j,
 * 0-based, n×n for the groups with a diagonal or a quarter turn).
 */
public enum Symmetry {
    /** Half turn: {id, (i,j)→(r−1−i, c−1−j)}. */
    ROT180,
    /** Quarter turns: the cyclic group of order 4 (square boards). */
    ROT90,
    /** Bilateral: {id, (i,j)→(i, c−1−j)}, the mirror in the vertical axis. */
    MIRROR,
    /** Diagonal: {id, (i,j)→(j,i)} (square boards). */
    DIAGONAL,
    /** Both axis mirrors: {id, left-right, up-down, half turn}. */
    MIRROR2,
    /** Both diagonal mirrors: {id, transpose, anti-transpose, half turn} (square boards). */
    DIAGONAL2;

    /** The instance parameter that asks for a symmetry, e.g. {@code symmetry=rot90}. */
    public static final String PARAMETER = "symmetry";

    /** The kebab-case name used in parameters. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @throws IllegalArgumentException naming the valid values
     */
    public static Symmetry parse(String text) {
        for (Symmetry s : values()) {
            if (s.id().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        throw new IllegalArgumentException("symmetry=" + text + " is not valid; valid: " + valid() + ".");
    }

    /**
     * The ids of every symmetry, as a parameter's range shows them: {@code "rot180, rot90, mirror, ..."}.
     *
     * @since 1.1
     */
    public static String valid() {
        StringBuilder text = new StringBuilder();
        for (Symmetry s : values()) {
            text.append(text.length() == 0 ? "" : ", ").append(s.id());
        }
        return text.toString();
    }

    /** Whether the group contains a map that exchanges rows and columns, which needs a square board. */
    public boolean needsSquare() {
        return this == ROT90 || this == DIAGONAL || this == DIAGONAL2;
    }

    /** The group's maps (identity first) applied to the 0-based cell (i, j) of a rows×cols board. */
    public int[][] images(int i, int j, int rows, int cols) {
        int ri = rows - 1 - i;
        int cj = cols - 1 - j;
        return switch (this) {
            case ROT180 -> new int[][] {{i, j}, {ri, cj}};
            case ROT90 -> new int[][] {{i, j}, {j, rows - 1 - i}, {ri, cj}, {cols - 1 - j, i}};
            case MIRROR -> new int[][] {{i, j}, {i, cj}};
            case DIAGONAL -> new int[][] {{i, j}, {j, i}};
            case MIRROR2 -> new int[][] {{i, j}, {i, cj}, {ri, j}, {ri, cj}};
            case DIAGONAL2 -> new int[][] {{i, j}, {j, i}, {cols - 1 - j, rows - 1 - i}, {ri, cj}};
        };
    }
}
