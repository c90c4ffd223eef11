package org.polyboard.pieces;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Piece;

/** The bishop, a rider. */
@Component(service = Piece.class, property = Piece.ID + "=bishop")
public final class Bishop extends AbstractRider {

    @Override
    public String glyph() {
        return "B";
    }

    @Override
    public String id() {
        return "bishop";
    }

    @Override
    public String description() {
        return "bishop: slides along the diagonals of every pair of axes (any dimension)";
    }

    @Override
    boolean isDirection(int[] v) {
        return Vectors.nonZero(v) == 2;
    }
}
