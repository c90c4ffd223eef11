package org.polyboard.family.polycube;

import java.net.URISyntaxException;
import java.nio.file.Path;

import org.polyboard.boards.BoxBoardFactory;
import org.polyboard.boards.FileBoardFactory;
import org.polyboard.boards.RandomBoardFactory;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.pieces.Queen;
import org.polyboard.pieces.Rook;
import org.polyboard.solver.enumerate.EnumerateSolver;
import org.polyboard.solver.matching.RookMatchingSolver;

/** The solve service with both families, the board factories, rook and queen, and the enumerate and matching solvers. */
final class TestdataService {

    private TestdataService() {
    }

    static Assembly create(Object... more) {
        return Assembly.of(new PolycubeFamily(), new QueensFamily(),
                new RectBoardFactory(), new BoxBoardFactory(), new FileBoardFactory(), new RandomBoardFactory(),
                new Queen(), new Rook(), new EnumerateSolver(), new RookMatchingSolver()).add(more);
    }

    /** The path of a test resource of this package. */
    static String resource(String name) {
        try {
            return Path.of(TestdataService.class.getResource(name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
