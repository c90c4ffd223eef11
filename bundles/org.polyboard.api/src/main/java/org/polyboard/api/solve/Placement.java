package org.polyboard.api.solve;

import java.util.List;

/**
 * The pieces of one solution, as 0-based cell coordinates. For {@link org.polyboard.api.problem.Objective#MAX_PEACEABLE}
 * {@code cells} are the white pieces and {@code black} the black ones; otherwise {@code black} is empty.
 * The arrays must not be modified after construction.
 */
public record Placement(List<int[]> cells, List<int[]> black) {

    public Placement {
        cells = List.copyOf(cells);
        black = List.copyOf(black);
    }

    /** A one-colour placement. */
    public static Placement of(List<int[]> cells) {
        return new Placement(cells, List.of());
    }

    /** A two-colour placement (white, black). */
    public static Placement of(List<int[]> white, List<int[]> black) {
        return new Placement(white, black);
    }

    /** Number of pieces of the first colour. */
    public int size() {
        return cells.size();
    }
}
