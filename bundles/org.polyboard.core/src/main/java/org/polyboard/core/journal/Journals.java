package org.polyboard.core.journal;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

/**
 * The journals of the data folders in use, one {@link Journal} per folder. The default folder is the
 * framework (or system) property {@value #DATA}, else {@code .polyboard} in the user's home. Thread-safe.
 */
public final class Journals {

    /** Framework or system property: the default data folder. */
    public static final String DATA = "polyboard.data";

    private final Map<Path, Journal> open = new ConcurrentHashMap<>();
    private final Executor executor;
    private final Consumer<String> warnings;

    public Journals(Executor executor, Consumer<String> warnings) {
        this.executor = executor;
        this.warnings = warnings;
    }

    /** The journal of {@code folder}, or of the default folder when it is {@code null} or blank. */
    public Journal of(String folder) {
        Path path = (folder == null || folder.isBlank() ? defaultFolder() : Path.of(folder)).toAbsolutePath().normalize();
        return open.computeIfAbsent(path, p -> new Journal(p, executor, warnings));
    }

    /** Waits until every journal has written what was queued. */
    public void flush() {
        open.values().forEach(Journal::flush);
    }

    static Path defaultFolder() {
        String folder = null;
        Bundle bundle = FrameworkUtil.getBundle(Journals.class);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        if (context != null) {
            folder = context.getProperty(DATA);
        }
        if (folder == null || folder.isBlank()) {
            folder = System.getProperty(DATA);
        }
        if (folder == null || folder.isBlank()) {
            return Path.of(System.getProperty("user.home"), ".polyboard");
        }
        return Path.of(folder);
    }
}
