package org.polyboard.core.service;

import org.polyboard.boards.BoxBoardFactory;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.boards.TorusBoardFactory;
import org.polyboard.core.Testdata;
import org.polyboard.family.knights.KnightCoverFamily;
import org.polyboard.pieces.Knight;
import org.polyboard.pieces.Queen;
import org.polyboard.solver.greedy.GreedySolver;

/** A solve service wired as the framework would wire it, with the knight-cover family and the greedy solver. */
final class TestServices {

    private TestServices() {
    }

    /** Activated, with knight-cover, rect, torus and box boards, knight and queen, and the greedy solver. */
    static DefaultSolveService knightCover() {
        return knightCover(new DefaultSolveService());
    }

    /** {@code service} activated and wired as {@link #knightCover()}. */
    static DefaultSolveService knightCover(DefaultSolveService service) {
        service.activate();
        service.addFamily(new KnightCoverFamily(), Testdata.reference());
        service.addBoard(new RectBoardFactory(), Testdata.reference());
        service.addBoard(new TorusBoardFactory(), Testdata.reference());
        service.addBoard(new BoxBoardFactory(), Testdata.reference());
        service.addPiece(new Knight(), Testdata.reference());
        service.addPiece(new Queen(), Testdata.reference());
        service.addSolver(new GreedySolver(), Testdata.reference());
        return service;
    }
}
