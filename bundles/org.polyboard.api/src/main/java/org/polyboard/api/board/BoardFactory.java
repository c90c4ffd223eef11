package org.polyboard.api.board;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * Makes boards from a textual specification {@code id:arguments}, for example {@code rect:3x8},
 * {@code torus:8x8} or {@code box:4^3}. Registered as a service with the property {@link #ID}.
 */
@ConsumerType
public interface BoardFactory {

    /** Service property (String): the prefix of the specifications this factory reads, e.g. {@code "rect"}. */
    String ID = "polyboard.board.id";

    /** The prefix this factory answers to; equal to the {@link #ID} service property. */
    String id();

    /** One line for listings: what the board is and the syntax of its arguments. */
    String description();

    /**
     * Builds the board for {@code arguments} (the part after {@code id:}).
     *
     * @throws IllegalArgumentException with a message fit for the user when the arguments are malformed or
     *     out of range
     */
    Board create(String arguments);
}
