package org.polyboard.pieces;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Piece;

/** The queen, a rider. */
@Component(service = Piece.class, property = Piece.ID + "=queen")
public final class Queen extends AbstractRider {

    @Override
    public String glyph() {
        return "Q";
    }

    @Override
    public String id() {
        return "queen";
    }

    @Override
    public String description() {
        return "queen: slides along every direction of {-1,0,1}^d, (3^d-1)/2 lines (any dimension)";
    }

    @Override
    boolean isDirection(int[] v) {
        return true;
    }
}
