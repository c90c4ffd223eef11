package org.polyboard.boards;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.BoardFactory;

/**
 * {@code random:K[,p=P][,seed=S][,d=D]}: a random polyomino (or d-polycube) of K cells grown by percolation from one
 * cell, reproducible from its seed.
 */
@Component(service = BoardFactory.class, property = BoardFactory.ID + "=random")
public final class RandomBoardFactory implements BoardFactory {

    @Override
    public String id() {
        return "random";
    }

    @Override
    public String description() {
        return "random polyomino random:K[,p=P][,seed=S][,d=D]: K cells grown by percolation with probability P"
                + " (default 0.5) from seed S (default 1) in D dimensions (default 2); holes allowed";
    }

    @Override
    public Board create(String arguments) {
        return RandomShapes.grow(RandomShapes.parse(arguments));
    }
}
