package org.polyboard.core.render;

import java.util.Optional;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.Renderer;
import org.polyboard.api.solve.SolveResult;

/** The {@code text} format: a summary, the proof line and a picture of the board with the piece's glyph. */
@Component(service = Renderer.class, property = Renderer.FORMAT + "=text")
public final class TextResultRenderer implements Renderer {

    @Override
    public String format() {
        return "text";
    }

    @Override
    public String render(SolveResult result, Optional<Problem> problem) {
        return TextRenderer.render(result, problem.map(Problem::board), problem.map(p -> p.piece().glyph()).orElse("X"));
    }
}
