package org.polyboard.pieces;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Piece;

/** The rook, a rider. */
@Component(service = Piece.class, property = Piece.ID + "=rook")
public final class Rook extends AbstractRider {

    @Override
    public String glyph() {
        return "R";
    }

    @Override
    public String id() {
        return "rook";
    }

    @Override
    public String description() {
        return "rook: slides along the axes (any dimension)";
    }

    @Override
    boolean isDirection(int[] v) {
        return Vectors.nonZero(v) == 1;
    }
}
