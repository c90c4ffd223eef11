package org.polyboard.core.render;

import java.util.Optional;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.Renderer;
import org.polyboard.api.solve.SolveResult;

/** The {@code json} format: one object per result, the command line's JSON contract ({@link JsonCodec}). */
@Component(service = Renderer.class, property = Renderer.FORMAT + "=json")
public final class JsonResultRenderer implements Renderer {

    @Override
    public String format() {
        return "json";
    }

    @Override
    public String render(SolveResult result, Optional<Problem> problem) {
        return JsonCodec.write(result);
    }
}
