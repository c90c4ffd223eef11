package org.polyboard.core.render;

import java.util.Optional;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.Renderer;
import org.polyboard.api.solve.SolveResult;

/** The {@code svg} format: a picture of the board ({@link SvgRenderer}). */
@Component(service = Renderer.class, property = Renderer.FORMAT + "=svg")
public final class SvgResultRenderer implements Renderer {

    @Override
    public String format() {
        return "svg";
    }

    @Override
    public String render(SolveResult result, Optional<Problem> problem) {
        Problem p = problem.orElseThrow(() -> new IllegalArgumentException(
                "Cannot draw the result: its family, board or piece is not installed."));
        return SvgRenderer.render(result, p.board(), p.piece());
    }
}
