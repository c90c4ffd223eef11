package org.polyboard.boards;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.BoardFactory;

/** {@code rect:ROWSxCOLS}, or {@code rect:N} for the square. */
@Component(service = BoardFactory.class, property = BoardFactory.ID + "=rect")
public final class RectBoardFactory implements BoardFactory {

    @Override
    public String id() {
        return "rect";
    }

    @Override
    public String description() {
        return "rectangle rect:ROWSxCOLS, or rect:N for the N x N square";
    }

    @Override
    public Board create(String arguments) {
        int[] extents = BoxSpecs.parse(id(), arguments, 2);
        if (extents.length != 2) {
            throw new IllegalArgumentException("Board rect:" + arguments + " must have two sides; Maybe use box:" + arguments + ".");
        }
        return new BoxBoard(extents, false);
    }
}
