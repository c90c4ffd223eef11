package org.polyboard.boards;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.BoardFactory;

/** {@code torus:ROWSxCOLS} (or any number of sides): rays wrap around every axis. */
@Component(service = BoardFactory.class, property = BoardFactory.ID + "=torus")
public final class TorusBoardFactory implements BoardFactory {

    @Override
    public String id() {
        return "torus";
    }

    @Override
    public String description() {
        return "torus torus:ROWSxCOLS or torus:N: the edges are glued, rays wrap around";
    }

    @Override
    public Board create(String arguments) {
        return new BoxBoard(BoxSpecs.parse(id(), arguments, 2), true);
    }
}
