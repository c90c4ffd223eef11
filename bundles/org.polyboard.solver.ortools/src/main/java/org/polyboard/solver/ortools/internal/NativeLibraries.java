package org.polyboard.solver.ortools.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * OR-Tools' native libraries, carried by this bundle as resources under {@code ortools-<platform>/} (the layout of
 * OR-Tools' own platform jars; the build takes the build machine's platform, or the one given with
 * {@code -Dortools.platform=}), loaded once per class loader at the first solve. OR-Tools' {@code Loader} cannot
 * read them from a bundle (it walks its resources as a file system, which {@code bundle:} addresses are not), so
 * they are copied here: from a folder as they are, from a jar or a bundle into a private temporary folder that is
 * deleted when the JVM exits (or, when it was killed, by the next copy made on the machine). The JNI library finds
 * the others beside it, as when OR-Tools' own loader copies them. Thread-safe.
 */
final class NativeLibraries {

    /** The JNI library, which finds the others beside it. */
    private static final String JNI = System.mapLibraryName("jniortools");

    /** The start of the copies' folder names: {@code polyboard-ortools-<pid>-<random>}. */
    private static final String PREFIX = "polyboard-ortools-";
    private static final Pattern FOLDER = Pattern.compile(Pattern.quote(PREFIX) + "(\\d+)-\\d+");

    private static final Object LOCK = new Object();
    private static volatile String loaded;

    private NativeLibraries() {
    }

    /** The platforms OR-Tools publishes native libraries for, one jar each ({@code ortools-<platform>}). */
    static final List<String> PLATFORMS = List.of("linux-x86-64", "linux-aarch64", "darwin-x86-64", "darwin-aarch64",
            "win32-x86-64");

    /** OR-Tools' name of this machine's platform, e.g. {@code linux-x86-64}, {@code darwin-aarch64}. */
    static String platform() {
        return platform(System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
    }

    /** OR-Tools' name of the platform with these {@code os.name} and {@code os.arch}. */
    static String platform(String osName, String osArch) {
        String os = osName.toLowerCase(Locale.ROOT);
        String arch = osArch.toLowerCase(Locale.ROOT);
        String system = os.startsWith("linux") ? "linux" : os.startsWith("mac") || os.contains("darwin") ? "darwin"
                : os.startsWith("windows") ? "win32" : os.replace(' ', '-');
        String cpu = arch.equals("amd64") || arch.equals("x86_64") ? "x86-64"
                : arch.equals("arm64") || arch.equals("aarch64") ? "aarch64" : arch;
        return system + "-" + cpu;
    }

    /** The JNI library's file name on a platform: {@code libjniortools.so}, {@code .dylib}, {@code jniortools.dll}. */
    static String jni(String platform) {
        return platform.startsWith("win32") ? "jniortools.dll"
                : platform.startsWith("darwin") ? "libjniortools.dylib" : "libjniortools.so";
    }

    /** The platforms whose libraries this bundle carries (the build chose them: {@code -Dortools.platform=}). */
    static List<String> carried() {
        List<String> carried = new ArrayList<>();
        for (String platform : PLATFORMS) {
            String resource = "ortools-" + platform + "/" + jni(platform);
            if (NativeLibraries.class.getClassLoader().getResource(resource) != null) {
                carried.add(platform);
            }
        }
        return carried;
    }

    private static String resourceFolder() {
        return "ortools-" + platform();
    }

    /**
     * Why the native solvers cannot run here, or empty when this bundle carries OR-Tools' libraries for this
     * platform (their loading may still fail; {@link #load} then says why).
     */
    static Optional<String> missing() {
        return missing(platform(), carried());
    }

    static Optional<String> missing(String platform, List<String> carried) {
        if (carried.contains(platform)) {
            return Optional.empty();
        }
        String advice = PLATFORMS.contains(platform)
                ? "; maybe build Polyboard on this machine, or with -Dortools.platform=" + platform
                : "; OR-Tools publishes them for " + String.join(", ", PLATFORMS) + " only";
        return Optional.of((carried.isEmpty() ? "this build carries no OR-Tools native libraries"
                : "this build carries OR-Tools' native libraries for " + String.join(", ", carried) + " only")
                + ", and this machine is " + platform + advice);
    }

    /**
     * Loads the libraries unless they are; returns the milliseconds it took (0 when they were loaded before).
     *
     * @throws IllegalStateException with one line when they cannot be found, copied or loaded
     */
    static long load() {
        if (loaded != null) {
            return 0;
        }
        synchronized (LOCK) {
            if (loaded != null) {
                return 0;
            }
            long start = System.nanoTime();
            Optional<String> missing = missing();
            if (missing.isPresent()) {
                throw new IllegalStateException("OR-Tools cannot run here: " + missing.get());
            }
            Path folder;
            try {
                folder = folder(NativeLibraries.class.getClassLoader().getResource(resourceFolder() + "/" + JNI));
            } catch (IOException e) {
                throw new UncheckedIOException("Could not copy OR-Tools' native libraries: " + e.getMessage(), e);
            }
            try {
                System.load(folder.resolve(JNI).toAbsolutePath().toString());
            } catch (UnsatisfiedLinkError e) {
                throw new IllegalStateException("Could not load OR-Tools' native libraries from " + folder + ": "
                        + e.getMessage(), e);
            }
            loaded = folder.toString();
            return (System.nanoTime() - start) / 1_000_000;
        }
    }

    /** The folder that holds the libraries as files: theirs when they are files already, else a copy. */
    private static Path folder(URL jni) throws IOException {
        switch (jni.getProtocol()) {
            case "file":
                try {
                    return Path.of(jni.toURI()).getParent();
                } catch (URISyntaxException e) {
                    throw new IOException(e);
                }
            case "jar":
                return copyFromJar(jni);
            default:
                Bundle bundle = FrameworkUtil.getBundle(NativeLibraries.class);
                if (bundle == null) {
                    throw new IOException("cannot list the resources at " + jni);
                }
                return copyFromBundle(bundle);
        }
    }

    private static Path copyFromJar(URL jni) throws IOException {
        JarURLConnection connection = (JarURLConnection) jni.openConnection();
        connection.setUseCaches(false);
        Path target = temporaryFolder();
        try (JarFile jar = connection.getJarFile()) {
            Enumeration<JarEntry> entries = jar.entries();
            String prefix = resourceFolder() + "/";
            while (entries.hasMoreElements()) {
                JarEntry entry = entries.nextElement();
                if (!entry.isDirectory() && entry.getName().startsWith(prefix)) {
                    try (InputStream in = jar.getInputStream(entry)) {
                        copy(in, target, entry.getName().substring(prefix.length()));
                    }
                }
            }
        }
        return target;
    }

    private static Path copyFromBundle(Bundle bundle) throws IOException {
        Path target = temporaryFolder();
        Enumeration<URL> entries = bundle.findEntries(resourceFolder(), "*", false);
        List<URL> files = new ArrayList<>();
        while (entries != null && entries.hasMoreElements()) {
            URL entry = entries.nextElement();
            if (!entry.getPath().endsWith("/")) {
                files.add(entry);
            }
        }
        for (URL file : files) {
            String path = file.getPath();
            try (InputStream in = file.openStream()) {
                copy(in, target, path.substring(path.lastIndexOf('/') + 1));
            }
        }
        return target;
    }

    /**
     * A new private folder (owner only, where the file system has permissions) named after this process, deleted when
     * the JVM exits; the folders of processes that ended without deleting theirs (killed) are deleted first.
     */
    private static Path temporaryFolder() throws IOException {
        long pid = ProcessHandle.current().pid();
        Path target = Files.createTempDirectory(PREFIX + pid + "-");
        deleteFoldersOfEndedProcesses(target.getParent());
        // deleted in the reverse order of registration: the folder after its files
        target.toFile().deleteOnExit();
        return target;
    }

    /** Deletes this user's folders of {@link #PREFIX} in {@code parent} whose process has ended; best effort. */
    private static void deleteFoldersOfEndedProcesses(Path parent) {
        try (DirectoryStream<Path> folders = Files.newDirectoryStream(parent, PREFIX + "*")) {
            for (Path folder : folders) {
                Matcher name = FOLDER.matcher(folder.getFileName().toString());
                if (!name.matches() || !Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)
                        || !Files.isWritable(folder)
                        || ProcessHandle.of(Long.parseLong(name.group(1))).map(ProcessHandle::isAlive).orElse(false)) {
                    continue;
                }
                try (DirectoryStream<Path> files = Files.newDirectoryStream(folder)) {
                    for (Path file : files) {
                        Files.deleteIfExists(file);
                    }
                }
                Files.deleteIfExists(folder);
            }
        } catch (IOException | RuntimeException e) {
            // another process may be deleting the same folder, or it is not ours: leave it
        }
    }

    private static void copy(InputStream in, Path folder, String name) throws IOException {
        Path file = folder.resolve(name);
        if (!file.normalize().startsWith(folder)) {
            throw new IOException("refusing the resource name " + name);
        }
        file.toFile().deleteOnExit();
        Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
    }
}
