package org.polyboard.shell;

import java.util.List;
import java.util.Map;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.CollectionType;
import org.polyboard.api.solve.Renderer;
import org.polyboard.support.words.Words;

/**
 * The output formats of results: those of the {@link Renderer} services registered now (their {@link Renderer#FORMAT}
 * property), so that a renderer installed at run time is a format of {@code solve --format} at once.
 */
@Component(service = RendererFormats.class)
public final class RendererFormats {

    @Reference(service = Renderer.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            collectionType = CollectionType.PROPERTIES)
    private volatile List<Map<String, Object>> renderers = List.of();

    public RendererFormats() {
    }

    /** Formats fixed once, for tests. */
    static RendererFormats of(String... formats) {
        RendererFormats fixed = new RendererFormats();
        fixed.renderers = java.util.Arrays.stream(formats).map(f -> Map.<String, Object>of(Renderer.FORMAT, f)).toList();
        return fixed;
    }

    /** The formats, by name. */
    List<String> formats() {
        return Words.formats(renderers);
    }

    /**
     * Checks that {@code format} is installed. With no renderer known yet (the runtime still starting) the solve
     * service decides.
     *
     * @throws IllegalArgumentException naming the installed formats
     */
    void check(String format) {
        List<String> formats = formats();
        if (!formats.isEmpty() && !formats.contains(format)) {
            throw new IllegalArgumentException("Unknown format '" + format + "'; valid: " + String.join(", ", formats) + ".");
        }
    }
}
