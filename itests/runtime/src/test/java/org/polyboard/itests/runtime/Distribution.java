package org.polyboard.itests.runtime;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The distribution as a user gets it: the build's archive ({@code polyboard.archive}, the launcher's
 * {@code polyboard-VERSION.tar.gz}) unpacked once into an empty folder ({@code polyboard.unpacked}) and used from there:
 * its {@code bin/polyboard} by the command-line tests, its bundle files by the framework tests.
 */
final class Distribution {

    /** The folders of the distribution that hold bundles. */
    private static final List<String> BUNDLE_FOLDERS = List.of("bundle", "web", "cluster", "extras");

    private static Path home;

    private Distribution() {
    }

    /** The unpacked distribution's folder ({@code polyboard-VERSION}), unpacking the archive on first use. */
    static synchronized Path home() {
        if (home == null) {
            home = unpack();
        }
        return home;
    }

    /** Its start script. */
    static String script() {
        return home().resolve("bin").resolve("polyboard").toString();
    }

    /** A bundle of the distribution by symbolic name, e.g. {@code org.polyboard.core}. */
    static File bundle(String symbolicName) {
        for (String folder : BUNDLE_FOLDERS) {
            Path dir = home().resolve(folder);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> jars = Files.list(dir)) {
                Path found = jars.filter(p -> p.getFileName().toString().startsWith(symbolicName + "-")
                        && p.getFileName().toString().endsWith(".jar")).findFirst().orElse(null);
                if (found != null) {
                    return found.toFile().getAbsoluteFile();
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        throw new IllegalStateException("no bundle " + symbolicName + " in " + home());
    }

    private static Path unpack() {
        Path archive = Paths.get(System.getProperty("polyboard.archive", "../../launcher/target/polyboard.tar.gz"))
                .toAbsolutePath().normalize();
        Path into = Paths.get(System.getProperty("polyboard.unpacked", "target/unpacked")).toAbsolutePath().normalize();
        String name = archive.getFileName().toString().replaceFirst("\\.tar\\.gz$", "");
        Path unpacked = into.resolve(name);
        Path done = into.resolve(name + ".unpacked");
        try {
            if (Files.exists(done) && Files.getLastModifiedTime(done).compareTo(Files.getLastModifiedTime(archive)) >= 0) {
                return unpacked;
            }
            if (Files.exists(into)) {
                try (Stream<Path> old = Files.walk(into)) {
                    old.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
            Files.createDirectories(into);
            Process tar = new ProcessBuilder("tar", "-xzf", archive.toString(), "-C", into.toString())
                    .redirectErrorStream(true).start();
            String output = new String(tar.getInputStream().readAllBytes());
            if (!tar.waitFor(5, TimeUnit.MINUTES) || tar.exitValue() != 0 || !Files.isExecutable(unpacked.resolve("bin/polyboard"))) {
                throw new IllegalStateException("cannot unpack " + archive + " into " + into + ": " + output);
            }
            Files.writeString(done, archive + "\n");
            return unpacked;
        } catch (IOException e) {
            throw new IllegalStateException("cannot unpack " + archive, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while unpacking " + archive, e);
        }
    }
}
