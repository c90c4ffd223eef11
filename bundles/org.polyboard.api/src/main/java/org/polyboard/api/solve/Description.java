package org.polyboard.api.solve;

import java.util.List;

/**
 * A listing entry for a family, solver, board factory or piece.
 *
 * @param id the id
 * @param description one line
 * @param details further words, e.g. the objectives a solver answers or a family's parameters
 * @param bundle the symbolic name of the bundle that provides it
 */
public record Description(String id, String description, List<String> details, String bundle) {

    public Description {
        details = List.copyOf(details);
    }
}
