package org.polyboard.solver.construct.toeplitz;

import org.polyboard.api.solve.Solver;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.family.toeplitz.ToeplitzQueen;
import org.polyboard.family.toeplitz.ToeplitzQueensFamily;

/** The core assembled with the rect boards, the Toeplitz family and piece, and the given solvers. */
final class ToeplitzTestService {

    private ToeplitzTestService() {
    }

    static Assembly of(Solver... solvers) {
        return Assembly.of(new RectBoardFactory(), new ToeplitzQueensFamily(), new ToeplitzQueen()).add((Object[]) solvers);
    }
}
