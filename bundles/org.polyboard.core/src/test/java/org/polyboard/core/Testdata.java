package org.polyboard.core;

import java.lang.reflect.Proxy;

import org.osgi.framework.ServiceReference;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.boards.TorusBoardFactory;
import org.polyboard.boards.BoxBoardFactory;
import org.polyboard.pieces.Bishop;
import org.polyboard.pieces.King;
import org.polyboard.pieces.Knight;
import org.polyboard.pieces.Queen;
import org.polyboard.pieces.Rook;

/** Boards, pieces and service references for tests. */
public final class Testdata {

    private Testdata() {
    }

    public static Board rect(int rows, int cols) {
        return new RectBoardFactory().create(rows + "x" + cols);
    }

    public static Board torus(int n) {
        return new TorusBoardFactory().create(n + "x" + n);
    }

    public static Board box(String spec) {
        return new BoxBoardFactory().create(spec);
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

    /** A service reference with no properties and no bundle. */
    @SuppressWarnings("unchecked")
    public static <T> ServiceReference<T> reference() {
        return (ServiceReference<T>) Proxy.newProxyInstance(Testdata.class.getClassLoader(),
                new Class<?>[] {ServiceReference.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
    }
}
