package org.polyboard.api.solve;

import java.util.List;

import org.polyboard.api.problem.Fraction;

/**
 * The pieces of one solution, as 0-based cell coordinates. For
 * {@link org.polyboard.api.problem.Objective#MAX_PEACEABLE} {@code cells} are the white pieces and
 * {@code black} the black ones; otherwise {@code black} is empty. A fractional solution (an LP weighting)
 * gives each cell of {@code cells} the weight at the same index of {@code weights}; integral placements
 * have no weights. The arrays must not be modified after construction.
 */
public record Placement(List<int[]> cells, List<int[]> black, List<Fraction> weights) {

    public Placement {
        cells = List.copyOf(cells);
        black = List.copyOf(black);
        weights = List.copyOf(weights);
        if (!weights.isEmpty() && weights.size() != cells.size()) {
            throw new IllegalArgumentException("Placement with " + cells.size() + " cells and " + weights.size() + " weights");
        }
    }

    /** A one-colour placement. */
    public static Placement of(List<int[]> cells) {
        return new Placement(cells, List.of(), List.of());
    }

    /** A two-colour placement (white, black). */
    public static Placement of(List<int[]> white, List<int[]> black) {
        return new Placement(white, black, List.of());
    }

    /** A fractional placement: {@code weights.get(i)} on {@code cells.get(i)}. */
    public static Placement weighted(List<int[]> cells, List<Fraction> weights) {
        return new Placement(cells, List.of(), weights);
    }

    /** Number of pieces of the first colour. */
    public int size() {
        return cells.size();
    }

    /** Whether this is a fractional weighting. */
    public boolean fractional() {
        return !weights.isEmpty();
    }
}
