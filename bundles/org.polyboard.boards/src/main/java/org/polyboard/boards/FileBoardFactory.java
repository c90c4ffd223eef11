package org.polyboard.boards;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.BoardFactory;

/**
 * {@code file:PATH}: a polyomino or polycube read from a text file, as a grid of {@code #} and {@code .} (blank
 * lines between the layers of a three-dimensional shape) or as one coordinate tuple per line. The file is read on
 * every call, so a result is verified against the file as it is then.
 */
@Component(service = BoardFactory.class, property = BoardFactory.ID + "=file")
public final class FileBoardFactory implements BoardFactory {

    @Override
    public String id() {
        return "file";
    }

    @Override
    public String description() {
        return "shape from a file file:PATH: rows of '#' (cell) and '.' (none), blank line between layers;"
                + " or one coordinate tuple per line (any dimension); face-connected, holes allowed";
    }

    @Override
    public Board create(String arguments) {
        return ShapeFiles.read(arguments);
    }
}
