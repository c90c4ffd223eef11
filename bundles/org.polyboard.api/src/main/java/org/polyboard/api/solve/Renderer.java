package org.polyboard.api.solve;

import java.util.Optional;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * Writes a result in one format for people or scripts ({@code text}, {@code json}, {@code svg}, ...).
 * Registered as a service with the property {@link #FORMAT}; chosen by the {@link SolveService} by format.
 * Implementations are stateless and thread-safe.
 *
 * @since 2.0
 */
@ConsumerType
public interface Renderer {

    /** Service property (String): the format written, e.g. {@code "svg"}. */
    String FORMAT = "polyboard.render.format";

    /** The format written; equal to the {@link #FORMAT} service property. */
    String format();

    /**
     * Renders {@code result}.
     *
     * @param problem the problem the result answers (its board and piece, to draw them), or empty when it
     *     cannot be rebuilt (a family or board no longer installed)
     * @throws IllegalArgumentException with one line for the user when this format needs what is missing
     */
    String render(SolveResult result, Optional<Problem> problem);
}
