package org.polyboard.core.service;

import org.polyboard.boards.BoxBoardFactory;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.boards.TorusBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.family.knights.KnightCoverFamily;
import org.polyboard.pieces.Knight;
import org.polyboard.pieces.Queen;
import org.polyboard.solver.greedy.GreedySolver;

/** The core assembled as the framework would wire it, with the knight-cover family and the greedy solver. */
final class TestServices {

    private TestServices() {
    }

    /** With knight-cover, rect, torus and box boards, knight and queen, and the greedy solver. */
    static Assembly knightCover() {
        return Assembly.of(new KnightCoverFamily(), new RectBoardFactory(), new TorusBoardFactory(), new BoxBoardFactory(),
                new Knight(), new Queen(), new GreedySolver());
    }
}
