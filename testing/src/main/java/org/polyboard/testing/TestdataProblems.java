package org.polyboard.testing;

import java.util.LinkedHashMap;
import java.util.Map;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.BoardFactory;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.boards.BoxBoardFactory;
import org.polyboard.boards.FileBoardFactory;
import org.polyboard.boards.RandomBoardFactory;
import org.polyboard.boards.RectBoardFactory;
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

    public record TestProblem(Instance instance, Board board, Piece piece, AttackModel model) implements Problem {
    }

    public static Problem problem(String boardSpec, String pieceId, Objective objective, String... params) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String p : params) {
            map.put(p.substring(0, p.indexOf('=')), p.substring(p.indexOf('=') + 1));
        }
        Board board = board(boardSpec);
        Piece piece = piece(pieceId);
        return new TestProblem(new Instance("test", map, boardSpec, pieceId, objective), board, piece,
                AttackModels.build(board, piece));
    }

    public static Board board(String spec) {
        int colon = spec.indexOf(':');
        String id = spec.substring(0, colon);
        BoardFactory factory = switch (id) {
            case "rect" -> new RectBoardFactory();
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
        long deadline = timeoutMillis == 0 ? Long.MAX_VALUE : System.currentTimeMillis() + timeoutMillis;
        SolveOptions options = new SolveOptions(all, timeoutMillis);
        return new SolveContext() {
            @Override
            public SolveOptions options() {
                return options;
            }

            @Override
            public long remainingMillis() {
                return deadline == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, deadline - System.currentTimeMillis());
            }

            @Override
            public boolean shouldStop() {
                return System.currentTimeMillis() >= deadline;
            }

            @Override
            public void progress(long nodes, String best, String bound, String message) {
            }
        };
    }
}
