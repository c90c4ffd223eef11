package org.polyboard.pieces;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Piece;

/** The king: one step in any direction of {−1,0,1}^d. */
@Component(service = Piece.class, property = Piece.ID + "=king")
public final class King extends AbstractLeaper {

    @Override
    public String glyph() {
        return "K";
    }

    @Override
    public String id() {
        return "king";
    }

    @Override
    public String description() {
        return "king: one step to any adjacent cell, diagonals included (any dimension)";
    }

    @Override
    int[][] offsets(int d) {
        return Vectors.unitVectors(d, v -> true);
    }
}
