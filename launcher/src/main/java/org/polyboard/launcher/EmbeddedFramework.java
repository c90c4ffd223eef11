package org.polyboard.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Stream;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;
import org.osgi.framework.wiring.BundleWiring;

/**
 * Felix embedded in the launcher's JVM, with its cache in a fresh temporary directory so that
 * concurrent runs do not clash. Bundles are installed by reference: nothing is copied into the cache.
 */
final class EmbeddedFramework {

    static final String SCR = "org.apache.felix.scr";
    static final String GOGO_SHELL = "org.apache.felix.gogo.jline";
    static final String JLINE = "org.jline";
    static final String FILE_INSTALL = "org.apache.felix.fileinstall";

    private final Framework framework;
    private final Path cache;
    private final PrintStream err;

    private EmbeddedFramework(Framework framework, Path cache, PrintStream err) {
        this.framework = framework;
        this.cache = cache;
        this.err = err;
    }

    /** Creates and initialises the framework; call {@link #start()} next. */
    static EmbeddedFramework create(Map<String, String> config, PrintStream err) throws IOException, BundleException {
        Path cache = Files.createTempDirectory("polyboard-felix-");
        Map<String, String> properties = new HashMap<>(config);
        properties.put(Constants.FRAMEWORK_STORAGE, cache.toString());
        properties.put(Constants.FRAMEWORK_STORAGE_CLEAN, Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT);
        FrameworkFactory factory = ServiceLoader.load(FrameworkFactory.class, EmbeddedFramework.class.getClassLoader())
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no OSGi framework on the class path"));
        Framework framework = factory.newFramework(properties);
        try {
            framework.init();
        } catch (BundleException | RuntimeException e) {
            deleteTree(cache);
            throw e;
        }
        return new EmbeddedFramework(framework, cache, err);
    }

    BundleContext context() {
        return framework.getBundleContext();
    }

    /** The jars of {@code dir}, by name; none if it does not exist. */
    static List<Path> jars(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jar") && Files.isRegularFile(f))
                    .sorted()
                    .toList();
        }
    }

    /** Installs each jar; a jar that is not a valid bundle is reported on one line and skipped. */
    List<Bundle> install(List<Path> jars) {
        List<Bundle> installed = new ArrayList<>();
        for (Path jar : jars) {
            try {
                installed.add(context().installBundle("reference:" + jar.toUri()));
            } catch (BundleException | RuntimeException e) {
                warn("cannot install " + jar.getFileName(), e);
            }
        }
        return installed;
    }

    void start() throws BundleException {
        framework.start();
    }

    /**
     * Starts the bundles, Declarative Services first (so that it picks up every component as its
     * bundle starts), leaving out fragments and the bundles named in {@code skipped}.
     */
    void startAll(List<Bundle> bundles, Set<String> skipped) {
        List<Bundle> ordered = new ArrayList<>(bundles);
        ordered.sort(Comparator.comparing(b -> !SCR.equals(b.getSymbolicName())));
        for (Bundle bundle : ordered) {
            if (!skipped.contains(bundle.getSymbolicName()) && !isFragment(bundle)) {
                startBundle(bundle);
            }
        }
    }

    /**
     * Starts the Gogo shell bundle with the JLine bundle's class loader as context class loader, so
     * that JLine finds its terminal providers and a real terminal gets a real (not a dumb) console.
     *
     * @return whether the shell bundle is active
     */
    boolean startShell(List<Bundle> bundles) {
        Optional<Bundle> shell = find(bundles, GOGO_SHELL);
        if (shell.isEmpty()) {
            err.println("polyboard: no Gogo shell bundle (" + GOGO_SHELL + ") installed");
            return false;
        }
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        try {
            find(bundles, JLINE)
                    .map(b -> b.adapt(BundleWiring.class))
                    .filter(wiring -> wiring != null)
                    .map(BundleWiring::getClassLoader)
                    .ifPresent(thread::setContextClassLoader);
            startBundle(shell.get());
        } finally {
            thread.setContextClassLoader(previous);
        }
        return shell.get().getState() == Bundle.ACTIVE;
    }

    /** Waits until the framework has stopped, e.g. after Ctrl-D in the shell. */
    void awaitStop() throws InterruptedException {
        FrameworkEvent event;
        do {
            event = framework.waitForStop(0);
        } while (event.getType() == FrameworkEvent.STOPPED_UPDATE);
    }

    /**
     * Stops the framework, waiting at most {@code millis} for the bundles to stop, and removes the
     * cache. A one-command run uses a short wait: its work is done, and the JVM exits next.
     */
    void stop(long millis) {
        try {
            if ((framework.getState() & (Bundle.STARTING | Bundle.ACTIVE)) != 0) {
                framework.stop();
                framework.waitForStop(millis);
            }
        } catch (BundleException | RuntimeException e) {
            warn("cannot stop the framework", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            deleteTree(cache);
        }
    }

    private void startBundle(Bundle bundle) {
        try {
            bundle.start();
        } catch (BundleException | RuntimeException e) {
            warn("cannot start " + bundle.getSymbolicName(), e);
        }
    }

    private void warn(String what, Exception e) {
        err.println("polyboard: " + what + ": " + Messages.firstLine(e));
    }

    private static Optional<Bundle> find(List<Bundle> bundles, String symbolicName) {
        return bundles.stream().filter(b -> symbolicName.equals(b.getSymbolicName())).findFirst();
    }

    private static boolean isFragment(Bundle bundle) {
        return bundle.getHeaders("").get(Constants.FRAGMENT_HOST) != null;
    }

    private static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // a file still held by a bundle that is stopping; the temp directory keeps it
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // as above
        }
    }
}
