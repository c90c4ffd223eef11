package org.polyboard.api.solve;

import java.util.List;

import org.osgi.annotation.versioning.ProviderType;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;

/** An instance with its board and piece resolved, as a solver sees it. Provided by the core. */
@ProviderType
public interface Problem {

    Instance instance();

    Board board();

    Piece piece();

    /**
     * The attack model, built on first use and shared.
     *
     * @throws IllegalArgumentException when the board has too many cells for an explicit model
     */
    AttackModel model();

    /**
     * The group of cell permutations of {@link #model()} under which every solution must be invariant,
     * identity first: only the identity unless the instance asks for a
     * {@link org.polyboard.api.problem.Symmetry}. A solver that honours it may work on its orbits
     * (for instance one variable per orbit); the verifier checks it. A solver that cannot honour it
     * rejects such problems.
     */
    default List<int[]> invariance() {
        int[] identity = new int[model().cellCount()];
        for (int c = 0; c < identity.length; c++) {
            identity[c] = c;
        }
        return List.of(identity);
    }
}
