package org.polyboard.testing;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.BoardFactory;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.boards.BoxBoardFactory;
import org.polyboard.boards.FileBoardFactory;
import org.polyboard.boards.RandomBoardFactory;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.boards.TorusBoardFactory;
import org.polyboard.core.model.AttackModels;
import org.polyboard.pieces.Bishop;
import org.polyboard.pieces.King;
import org.polyboard.pieces.Knight;
import org.polyboard.pieces.Queen;
import org.polyboard.pieces.Rook;

/** Problems built as the core builds them, and solve contexts, for tests without a framework. */
public final class TestdataProblems {

    private TestdataProblems() {
    }

    public static TestProblem problem(String boardSpec, String pieceId, Objective objective, String... params) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String p : params) {
            map.put(p.substring(0, p.indexOf('=')), p.substring(p.indexOf('=') + 1));
        }
        Board board = board(boardSpec);
        Piece piece = piece(pieceId);
        return TestProblem.given(new Instance("test", map, boardSpec, pieceId, objective), board, piece,
                AttackModels.build(board, piece));
    }

    /**
     * A problem whose attack model is given (built by the test, independently of the core), with a piece that only
     * has an id: it throws when asked for attacks, so a solver that reads anything but the model fails.
     */
    public static TestProblem givenModel(Instance instance, Board board, AttackModel model) {
        return TestProblem.given(instance, board, new ModelOnlyPiece(instance.piece()), model);
    }

    /** {@link #givenModel} on the n×n {@link Square}: family {@code test}, parameter n=, board {@code rect:NxN}. */
    public static TestProblem givenModel(String pieceId, int n, AttackModel model, Objective objective) {
        return givenModel(new Instance("test", Map.of("n", Integer.toString(n)), "rect:" + n + "x" + n, pieceId,
                objective), new Square(n, false), model);
    }

    /** The n×n board, or the n×n torus, without a factory; n = 0 is the empty board. */
    public record Square(int n, boolean torus) implements Board {

        @Override
        public String description() {
            return (torus ? "torus " : "") + n + "x" + n;
        }

        @Override
        public int dimension() {
            return 2;
        }

        @Override
        public int extent(int axis) {
            return n;
        }

        @Override
        public boolean contains(int[] cell) {
            return cell[0] >= 0 && cell[0] < n && cell[1] >= 0 && cell[1] < n;
        }

        @Override
        public long cellCount() {
            return (long) n * n;
        }

        @Override
        public boolean wraps() {
            return torus;
        }
    }

    /** A piece that only has an id: solvers must read the attack model, never the piece. */
    public record ModelOnlyPiece(String id) implements Piece {

        @Override
        public String description() {
            return id;
        }

        @Override
        public void forEachAttacked(Board board, int[] from, Consumer<int[]> sink) {
            throw new UnsupportedOperationException("the solver must read the attack model, not piece " + id);
        }

        @Override
        public int lineKeys(Board board, int[] cell, long[] keys) {
            throw new UnsupportedOperationException("the solver must read the attack model, not piece " + id);
        }

        @Override
        public int maxLines(Board board) {
            throw new UnsupportedOperationException("the solver must read the attack model, not piece " + id);
        }
    }

    public static Board board(String spec) {
        int colon = spec.indexOf(':');
        String id = spec.substring(0, colon);
        BoardFactory factory = switch (id) {
            case "rect" -> new RectBoardFactory();
            case "torus" -> new TorusBoardFactory();
            case "box" -> new BoxBoardFactory();
            case "random" -> new RandomBoardFactory();
            case "file" -> new FileBoardFactory();
            default -> throw new IllegalArgumentException(spec);
        };
        return factory.create(spec.substring(colon + 1));
    }

    public static Piece piece(String id) {
        return switch (id) {
            case "knight" -> new Knight();
            case "king" -> new King();
            case "rook" -> new Rook();
            case "bishop" -> new Bishop();
            case "queen" -> new Queen();
            default -> throw new IllegalArgumentException(id);
        };
    }

    public static SolveContext context(boolean all, long timeoutMillis) {
        return new TestContext(all, timeoutMillis);
    }
}
