package org.polyboard.api.board;

import java.util.function.Consumer;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A kind of piece: which cells a piece standing on a cell attacks. Attacks are symmetric (a attacks b
 * iff b attacks a). A rider's ray stops at the first cell outside the board; on a board that
 * {@link Board#wraps() wraps} it goes on around. Registered as a service with the property {@link #ID};
 * implementations are immutable and thread-safe.
 */
@ConsumerType
public interface Piece {

    /** Service property (String): unique kebab-case id, e.g. {@code "knight"}. */
    String ID = "polyboard.piece.id";

    /** The id; equal to the {@link #ID} service property. */
    String id();

    /** One line for listings. */
    String description();

    /**
     * Calls {@code sink} once with every cell that a piece on {@code from} attacks, never with
     * {@code from} itself. The array passed may be reused between calls.
     */
    void forEachAttacked(Board board, int[] from, Consumer<int[]> sink);

    /**
     * Writes the keys of the lines through {@code cell} into {@code keys} and returns how many it wrote.
     * A line is a set of cells that attack each other pairwise; two distinct cells attack each other
     * exactly when they share a key. Keys are unique per board (for a leaper a line is a pair of cells).
     * {@code keys} has room for {@link #maxLines(Board)} keys.
     */
    int lineKeys(Board board, int[] cell, long[] keys);

    /** Upper bound on the number of lines through one cell of {@code board}. */
    int maxLines(Board board);

    /**
     * The letter that stands for the piece in text pictures and drawings (e.g. {@code "N"} for a knight,
     * {@code "Q"} for a queen): one or two characters.
     *
     * @since 1.1
     */
    default String glyph() {
        String id = id();
        return id.isEmpty() ? "X" : id.substring(0, 1).toUpperCase(java.util.Locale.ROOT);
    }
}
