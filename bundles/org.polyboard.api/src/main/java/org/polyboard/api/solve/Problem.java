package org.polyboard.api.solve;

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

}
