package org.polyboard.boards;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.BoardFactory;

/** {@code box:N^D} (the hypercube) or {@code box:AxBxC...} in any dimension. */
@Component(service = BoardFactory.class, property = BoardFactory.ID + "=box")
public final class BoxBoardFactory implements BoardFactory {

    @Override
    public String id() {
        return "box";
    }

    @Override
    public String description() {
        return "d-dimensional box box:N^D (hypercube) or box:AxBxC...";
    }

    @Override
    public Board create(String arguments) {
        return new BoxBoard(BoxSpecs.parse(id(), arguments, 0), false);
    }
}
