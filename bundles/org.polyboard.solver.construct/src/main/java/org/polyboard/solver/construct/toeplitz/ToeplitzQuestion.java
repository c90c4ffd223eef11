package org.polyboard.solver.construct.toeplitz;

import java.util.List;
import java.util.Optional;

import org.polyboard.api.board.Board;
import org.polyboard.api.solve.Problem;

/**
 * A {@code toeplitz-queens} instance as the solvers of this package read it: the side n and the
 * {@code queens=} mode ({@code n}, {@code n-1} or {@code max}), checked against the board and piece.
 */
record ToeplitzQuestion(int n, String queens) {

    static final String FAMILY = "toeplitz-queens";
    static final String PIECE = "toeplitz-queen";
    static final String QUEENS_N = "n";
    static final String QUEENS_N_MINUS_1 = "n-1";
    static final String QUEENS_MAX = "max";
    private static final List<String> MODES = List.of(QUEENS_N, QUEENS_N_MINUS_1, QUEENS_MAX);

    /** Why {@code problem} is not a Toeplitz-queens question on the n×n board, or empty. */
    static Optional<String> mismatch(Problem problem) {
        if (!problem.instance().family().equals(FAMILY)) {
            return Optional.of("family " + problem.instance().family() + " is not " + FAMILY);
        }
        if (!problem.instance().piece().equals(PIECE)) {
            return Optional.of("piece " + problem.instance().piece() + " is not " + PIECE);
        }
        String side = problem.instance().params().get("n");
        int n;
        try {
            n = Integer.parseInt(side);
        } catch (NumberFormatException e) {
            return Optional.of("n=" + side + " is not a whole number");
        }
        Board board = problem.board();
        if (board.dimension() != 2 || board.extent(0) != n || board.extent(1) != n || board.cellCount() != (long) n * n) {
            return Optional.of("board " + board.description() + " is not the full " + n + "x" + n + " board");
        }
        String queens = problem.instance().param("queens", QUEENS_N);
        if (!MODES.contains(queens)) {
            return Optional.of("queens=" + queens + " is not one of " + String.join(", ", MODES));
        }
        return Optional.empty();
    }

    /**
     * @throws IllegalArgumentException with the reason of {@link #mismatch(Problem)}
     */
    static ToeplitzQuestion of(Problem problem) {
        Optional<String> why = mismatch(problem);
        if (why.isPresent()) {
            throw new IllegalArgumentException(why.get() + ".");
        }
        return new ToeplitzQuestion(Integer.parseInt(problem.instance().params().get("n")),
                problem.instance().param("queens", QUEENS_N));
    }
}
