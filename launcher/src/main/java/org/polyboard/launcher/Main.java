package org.polyboard.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.osgi.framework.Bundle;

/**
 * The {@code polyboard} command: with no command, the interactive Gogo shell; otherwise one command of
 * the {@code pb} scope, whose outcome becomes the exit status. The launcher's own options come before
 * the command; every word from the command on is handed to it unchanged.
 */
public final class Main {

    /** The folder of the bundles installed only when the cluster is used: the cluster bundle and Hazelcast. */
    private static final String CLUSTER_DIR = "cluster";
    /** Hazelcast's bundle, resolved for its packages but not started. */
    private static final String HAZELCAST = "com.hazelcast";
    private static final String HAZELCAST_LOGGING = "hazelcast.logging.type";
    /** How long a one-command run waits for the bundles to stop before the JVM exits anyway. */
    private static final long QUICK_STOP_MILLIS = 200;
    /** How long the interactive runtime gets to stop when the JVM is asked to exit (Ctrl-C, kill). */
    static final long STOP_MILLIS = 5_000;
    /** How often a stopping process cancels the solves its command started since. */
    private static final long CANCEL_POLL_MILLIS = 20;

    private static final String SYNTAX = "polyboard [OPTIONS] [COMMAND [ARGS...]]";
    private static final List<String> COMMANDS = List.of(
            "families | solvers | boards | pieces",
            "    list what is installed",
            "solve <family> key=value... [--solver ID] [--objective NAME] [--fractional] [--all] [--timeout S]",
            "      [--threads N] [--proof own|any] [--format text|json|svg] [--out FILE] [--data DIR]",
            "      [--resume [--recheck SHARE]] [--cluster HOST:PORT,... [--name N]]",
            "    solve one instance, e.g. solve knight-cover n=8",
            "table <family> n=1..12 [--solver ID] [--objective NAME] [--fractional] [--all] [--timeout S]",
            "      [--threads N] [--proof own|any] [--format text|bfile] [--out FILE] [--plot FILE.svg]",
            "      [--data DIR] [--fresh] [--cluster ...]",
            "    solve a range of instances and compare with the published values (bfile: an OEIS b-file)",
            "results [family] [key=value...] [--data DIR]",
            "    list the finished solves recorded in the results journal (default ~/.polyboard)",
            "export <family> key=value... --format lp|mps [--objective NAME] [--fractional] [--out FILE]",
            "    write the integer program of an instance",
            "verify <result.json>",
            "    check a saved result from first principles",
            "jobs [--data DIR] | cancel <id> [--data DIR]",
            "    list or cancel running solves, also those of other processes sharing the data folder",
            Serve.USAGE,
            "    the HTTP API and the page in the browser, on 127.0.0.1:8080 unless told otherwise",
            "worker [--bind ADDR] [--port P] [--join HOST:PORT,...] [--name CLUSTER] [--threads N] [--secret-file F]",
            "    run work units for solves with --cluster HOST:PORT[,...] [--name CLUSTER], until stopped");

    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;

    Main(InputStream in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        // the streams as they are before Gogo redirects System.out and System.err per thread
        Main main = new Main(System.in, System.out, System.err);
        int status = main.run(args);
        main.out.flush();
        main.err.flush();
        System.exit(status);
    }

    int run(String[] args) {
        Options options = options();
        CommandLine line;
        try {
            line = new DefaultParser().parse(options, args, true);
        } catch (ParseException e) {
            return usageError(Messages.firstLine(e));
        }
        if (line.hasOption("help")) {
            printHelp(options);
            return 0;
        }
        if (line.hasOption("version")) {
            out.println("polyboard " + version());
            return 0;
        }
        List<String> words = line.getArgList();
        if (!words.isEmpty() && words.get(0).startsWith("-")) {
            return usageError("unknown option '" + words.get(0) + "'");
        }
        boolean stackTrace = line.hasOption("stacktrace");
        try {
            Path home = home();
            Map<String, String> config = FrameworkConfig.load(home, version(), System.getProperties());
            if (words.isEmpty()) {
                return interactive(home, config);
            }
            if (words.equals(List.of("help", "serve")) || words.get(0).equals("serve")
                    && (words.contains("--help") || words.contains("-h"))) {
                Serve.help(out);
                return 0;
            }
            if (words.get(0).equals("serve")) {
                Serve.Settings settings;
                try {
                    settings = Serve.settings(words.subList(1, words.size()));
                } catch (IllegalArgumentException e) {
                    err.println("polyboard: " + e.getMessage());
                    return OneCommand.FAILED;
                }
                return new Serve(out, err).run(home, config, settings);
            }
            if (words.get(0).equals("help") && words.size() == 1) {
                printHelp(options);
                return 0;
            }
            return oneCommand(home, config, words, stackTrace);
        } catch (Exception e) {
            err.println("polyboard: " + Messages.firstLine(e));
            if (stackTrace) {
                e.printStackTrace(err);
            }
            return OneCommand.FAILED;
        }
    }

    private int oneCommand(Path home, Map<String, String> config, List<String> words, boolean stackTrace)
            throws Exception {
        EmbeddedFramework framework = EmbeddedFramework.create(config, err);
        AtomicReference<OneCommand> running = new AtomicReference<>();
        CountDownLatch finished = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            // stopped while a command runs (Ctrl-C, kill): its solves are cancelled, each as it starts (a table's next
            // rows), and it prints what they found; then the framework stops. A worker waiting for the stop just stops
            OneCommand command = running.get();
            if (command != null && command.cancelJobs()) {
                long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(STOP_MILLIS);
                try {
                    while (!finished.await(CANCEL_POLL_MILLIS, TimeUnit.MILLISECONDS) && System.nanoTime() < end) {
                        command.cancelJobs();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            framework.stop(STOP_MILLIS);
        }));
        try {
            framework.start();
            // deploy/ is read once; FileInstall watches it only in a long-running (interactive) runtime
            List<Bundle> bundles = new ArrayList<>(framework.install(EmbeddedFramework.jars(home.resolve("bundle"))));
            if (usesCluster(words)) {
                bundles.addAll(installCluster(framework, home));
            }
            bundles.addAll(framework.install(EmbeddedFramework.jars(deployDir(home, config))));
            framework.startAll(bundles, Set.of(EmbeddedFramework.GOGO_SHELL, EmbeddedFramework.FILE_INSTALL,
                    HAZELCAST));

            OneCommand command = new OneCommand(framework.context(), in, out, err, stackTrace);
            if (words.get(0).equals("help")) {
                return command.help(words.get(1));
            }
            running.set(command);
            int status = command.run(words.get(0), words.subList(1, words.size()));
            running.set(null);
            if (status == 0 && startsWorker(words)) {
                // the worker runs until the process is stopped (Ctrl-C, kill)
                framework.awaitStop();
            }
            return status;
        } finally {
            out.flush();
            framework.stop(QUICK_STOP_MILLIS);
            finished.countDown();
        }
    }

    private int interactive(Path home, Map<String, String> config) throws Exception {
        if (System.console() == null) {
            // input or output is not a terminal (a pipe, a file): a plain console, without JLine's warning
            System.setProperty("org.jline.terminal.dumb", "true");
        }
        Files.createDirectories(deployDir(home, config));
        EmbeddedFramework framework = EmbeddedFramework.create(config, err);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> framework.stop(STOP_MILLIS)));
        try {
            framework.start();
            List<Bundle> bundles = new ArrayList<>(framework.install(EmbeddedFramework.jars(home.resolve("bundle"))));
            bundles.addAll(installCluster(framework, home));
            framework.startAll(bundles, Set.of(EmbeddedFramework.GOGO_SHELL, HAZELCAST));
            if (!framework.startShell(bundles)) {
                return 1;
            }
            // the shell stops the framework at the end of its input (Ctrl-D) or on "exit"
            framework.awaitStop();
            return 0;
        } finally {
            framework.stop(STOP_MILLIS);
        }
    }

    /**
     * Installs the cluster bundle and Hazelcast. Hazelcast's own bundle is resolved but not started: its activator
     * offers an OSGi service of its own that Polyboard does not use. Hazelcast logs nothing unless
     * {@code -Dhazelcast.logging.type} asks for it.
     */
    private static List<Bundle> installCluster(EmbeddedFramework framework, Path home) throws IOException {
        if (System.getProperty(HAZELCAST_LOGGING) == null) {
            System.setProperty(HAZELCAST_LOGGING, "none");
        }
        return framework.install(EmbeddedFramework.jars(home.resolve(CLUSTER_DIR)));
    }

    /** Whether a one-command run needs the cluster bundles: a worker, or a command with {@code --cluster}. */
    static boolean usesCluster(List<String> words) {
        return words.get(0).equals("worker") || words.contains("--cluster")
                || words.size() > 1 && words.get(0).equals("help") && words.get(1).equals("worker");
    }

    /** Whether the command starts a worker that should run until the process is stopped. */
    static boolean startsWorker(List<String> words) {
        return words.get(0).equals("worker") && !words.contains("--stop") && !words.contains("--status");
    }

    private static Path deployDir(Path home, Map<String, String> config) {
        String dir = config.get("felix.fileinstall.dir");
        return dir == null || dir.isBlank() ? home.resolve("deploy") : home.resolve(dir);
    }

    /**
     * The distribution directory: the system property {@code polyboard.home} set by the start script,
     * else the parent of the {@code lib/} directory holding the launcher jar.
     */
    static Path home() {
        String property = System.getProperty(FrameworkConfig.HOME);
        if (property != null && !property.isBlank()) {
            return Paths.get(property).toAbsolutePath().normalize();
        }
        try {
            Path jar = Paths.get(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path lib = jar.getParent();
            if (lib != null && lib.getParent() != null && Files.isDirectory(lib.getParent().resolve("bundle"))) {
                return lib.getParent();
            }
        } catch (URISyntaxException | RuntimeException e) {
            // fall through to the working directory
        }
        return Paths.get("").toAbsolutePath();
    }

    static String version() {
        Properties properties = new Properties();
        try (InputStream stream = Main.class.getResourceAsStream("version.properties")) {
            if (stream != null) {
                properties.load(stream);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties.getProperty("version", "unknown");
    }

    private int usageError(String message) {
        err.println("polyboard: " + message + "; see 'polyboard --help'");
        return OneCommand.FAILED;
    }

    private static Options options() {
        return new Options()
                .addOption(Option.builder("h").longOpt("help").desc("print this help and exit").get())
                .addOption(Option.builder("V").longOpt("version").desc("print the version and exit").get())
                .addOption(Option.builder().longOpt("stacktrace")
                        .desc("print the full stack trace when the command fails").get());
    }

    private void printHelp(Options options) {
        out.println("usage: " + SYNTAX);
        out.println("Runs one Polyboard command, or the interactive Gogo shell when no command is given.");
        out.println();
        out.println("Options:");
        out.print(optionTable(options));
        out.println();
        out.println("Commands:");
        COMMANDS.forEach(c -> out.println("  " + c));
        out.println();
        out.println("'polyboard help COMMAND' describes one command.");
        out.println("Exit status: 0 on success; non-zero when the command fails or its solve ends in ERROR,");
        out.println("TIMEOUT or CANCELLED.");
        out.println("Example: polyboard solve knight-cover n=8 --format json");
    }

    private static String optionTable(Options options) {
        StringBuilder table = new StringBuilder();
        for (Option option : options.getOptions()) {
            String names = (option.getOpt() == null ? "    " : "-" + option.getOpt() + ", ") + "--" + option.getLongOpt();
            table.append(String.format("  %-18s %s%n", names, option.getDescription()));
        }
        return table.toString();
    }
}
