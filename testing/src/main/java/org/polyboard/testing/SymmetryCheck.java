package org.polyboard.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.polyboard.api.problem.Symmetry;

/** The check that a placement has the symmetry asked for, from the group's maps alone. */
public final class SymmetryCheck {

    private SymmetryCheck() {
    }

    /** Asserts that every image of every cell of {@code cells} (0-based, on a rows×cols board) is one of them. */
    public static void assertInvariant(List<int[]> cells, Symmetry symmetry, int rows, int cols) {
        Set<String> placed = new HashSet<>();
        for (int[] cell : cells) {
            placed.add(cell[0] + "," + cell[1]);
        }
        for (int[] cell : cells) {
            for (int[] image : symmetry.images(cell[0], cell[1], rows, cols)) {
                assertThat(placed).as("symmetry=%s, image of (%d,%d)", symmetry.id(), cell[0], cell[1])
                        .contains(image[0] + "," + image[1]);
            }
        }
    }
}
