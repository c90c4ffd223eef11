package org.polyboard.itests.karaf;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * An unpacked Apache Karaf distribution run as a separate process: configured to resolve {@code mvn:} URLs
 * from its {@code system/} folder only (never from a remote repository), with free ports for SSH and JMX
 * so that several runs on one machine do not clash, and driven through {@code bin/client}.
 */
final class KarafInstance implements AutoCloseable {

    private static final String USER = "karaf";
    private static final long STOP_SECONDS = 20;
    private static final String SHELL_CFG = "etc/org.apache.karaf.shell.cfg";

    private final Path home;
    private final Path clientHome;
    private final int sshPort;
    private Process process;
    /** The shell's configuration file as {@link #configure} wrote it: its SSH port and host. */
    private String shellConfiguration;

    KarafInstance(Path home) throws IOException {
        this.home = home.toAbsolutePath();
        this.clientHome = this.home.resolveSibling("karaf-client-home");
        this.sshPort = freePort();
    }

    Path log() {
        return home.resolve("data/log/karaf.log");
    }

    /** Writes the configuration and starts Karaf in the background, with a fresh data folder. */
    void start() throws IOException {
        deleteTree(home.resolve("data"));
        deleteTree(home.resolve("instances"));
        Files.createDirectories(clientHome);
        configure();
        ProcessBuilder builder = new ProcessBuilder(home.resolve("bin/karaf").toString(), "daemon")
                .directory(home.toFile())
                .redirectErrorStream(true)
                .redirectOutput(home.resolveSibling("karaf-console.log").toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        environment(builder.environment());
        process = builder.start();
        System.out.println("Karaf " + home + " started, SSH port " + sshPort);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> process.destroyForcibly()));
    }

    /**
     * Waits until Karaf's SSH server accepts a connection on its port, so that a Karaf that never listens fails here,
     * with the ends of its logs, and not as a client that cannot connect.
     */
    void awaitSsh(long timeoutMillis) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000;
        Path shell = home.resolve(SHELL_CFG);
        int rewritten = 0;
        while (true) {
            if (!process.isAlive()) {
                throw new AssertionError("Karaf ended with " + process.exitValue() + " before its SSH server listened"
                        + diagnostics());
            }
            if (listens(sshPort)) {
                return;
            }
            // seen three times, on loaded machines: the file left with no setting and the server on 8101. Most likely
            // the shell feature's own configuration (SSH on 8101) reached the configuration admin before Felix
            // FileInstall read etc/, and FileInstall wrote it back over the file. Written again, FileInstall applies
            // it within its poll.
            if (!Files.readString(shell).equals(shellConfiguration) && rewritten < 3) {
                rewritten++;
                Files.writeString(shell, shellConfiguration);
                System.out.println("Karaf's shell configuration was overwritten at boot; written again (" + rewritten
                        + ")");
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Karaf's SSH server did not listen on port " + sshPort + " within "
                        + timeoutMillis + " ms" + diagnostics());
            }
            Thread.sleep(250);
        }
    }

    /**
     * The last lines of Karaf's console and log, the shell's configuration as Karaf was left with it, and whether the
     * SSH port and Karaf's default SSH port (8101: the configuration not applied) accept connections.
     */
    String diagnostics() {
        StringBuilder text = new StringBuilder();
        text.append("\nport ").append(sshPort).append(listens(sshPort) ? " listens" : " does not listen")
                .append("; Karaf's default SSH port 8101").append(listens(8101) ? " listens" : " does not listen");
        for (Path file : List.of(home.resolveSibling("karaf-console.log"), log(),
                home.resolve(SHELL_CFG))) {
            text.append("\n--- ").append(file.getFileName()).append(" (last 40 lines) ---\n");
            try {
                List<String> lines = Files.exists(file) ? Files.readAllLines(file) : List.of("(absent)");
                if (file.toString().endsWith(".cfg")) {
                    // its settings only, not the comments around them
                    lines = lines.stream().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
                }
                lines.subList(Math.max(0, lines.size() - 40), lines.size()).forEach(l -> text.append(l).append('\n'));
            } catch (IOException e) {
                text.append("(unreadable: ").append(e.getMessage()).append(")\n");
            }
        }
        return text.toString();
    }

    private static boolean listens(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 1_000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Runs {@code command} through {@code bin/client} and returns what it printed. Repeats while Karaf does not
     * yet accept the connection or does not know the command (its commands arrive with their bundles), until
     * {@code timeoutMillis} have passed. The client gives up by itself after its own 30 tries ("Failed to get the
     * session", seen once when Karaf's SSH server took longer than that to start); that is retried too.
     */
    String execute(String command, long timeoutMillis) throws IOException, InterruptedException {
        long started = System.nanoTime();
        long deadline = started + timeoutMillis * 1_000_000;
        while (true) {
            if (!process.isAlive()) {
                throw new AssertionError("Karaf ended with " + process.exitValue() + "; see " + log());
            }
            ClientRun run = client(command, Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
            boolean retry = run.status != 0
                    && (run.output.contains("Command not found") || run.output.contains("Connection refused")
                            || run.output.contains("Failed to get the session")
                            || run.output.strip().equals("Closed") || run.output.isBlank());
            if (!retry) {
                if (run.status != 0) {
                    throw new AssertionError("'" + command + "' failed with " + run.status + ":\n" + run.output);
                }
                System.out.printf("karaf> %s  (%d ms)%n%s", command, (System.nanoTime() - started) / 1_000_000,
                        run.output);
                return run.output;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("'" + command + "' did not run within " + timeoutMillis + " ms:\n"
                        + run.output + diagnostics());
            }
            Thread.sleep(500);
        }
    }

    private ClientRun client(String command, long timeoutMillis) throws IOException, InterruptedException {
        Path out = Files.createTempFile(clientHome, "client", ".txt");
        ProcessBuilder builder = new ProcessBuilder(home.resolve("bin/client").toString(),
                "-a", "" + sshPort, "-h", "127.0.0.1", "-u", USER, "-p", USER, "-r", "30", "-d", "1", command)
                .directory(home.toFile())
                .redirectErrorStream(true)
                .redirectOutput(out.toFile());
        environment(builder.environment());
        // the client's known_hosts goes to user.home: keep it out of the real home
        builder.environment().put("JAVA_OPTS", "-Duser.home=" + clientHome);
        Process client = builder.start();
        try {
            // standard input stays open while the command runs: bin/client closes the session at its end
            if (!client.waitFor(timeoutMillis, TimeUnit.MILLISECONDS)) {
                throw new AssertionError("bin/client '" + command + "' did not end within " + timeoutMillis
                        + " ms:\n" + Files.readString(out));
            }
            String output = Files.readString(out, StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.startsWith("SLF4J"))
                    .map(KarafInstance::withoutAnsi)
                    .reduce("", (a, b) -> a + b + "\n");
            return new ClientRun(client.exitValue(), output);
        } finally {
            client.getOutputStream().close();
            client.destroyForcibly();
            Files.deleteIfExists(out);
        }
    }

    /** Stops Karaf through its shutdown port, or kills it if it does not end in time. */
    @Override
    public void close() throws IOException, InterruptedException {
        if (process == null || !process.isAlive()) {
            return;
        }
        try {
            ProcessBuilder stop = new ProcessBuilder(home.resolve("bin/stop").toString())
                    .directory(home.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD);
            environment(stop.environment());
            stop.start().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
            process.waitFor(STOP_SECONDS, TimeUnit.SECONDS);
        } finally {
            if (process.isAlive()) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
            }
        }
    }

    private void configure() throws IOException {
        int rmiRegistryPort = freePort();
        int rmiServerPort = freePort();
        setProperties(SHELL_CFG, Map.of("sshPort", "" + sshPort, "sshHost", "127.0.0.1"));
        shellConfiguration = Files.readString(home.resolve(SHELL_CFG));
        // the features service must not write the configurations of its boot features back to etc/: at boot it races
        // Felix FileInstall for org.apache.karaf.shell, and once (a loaded machine) that file was left with no
        // properties, so the SSH server listened on its default port and every command of the run failed; this did
        // not end it (the file was emptied twice more), so awaitSsh writes the file again when it finds it changed
        setProperties("etc/org.apache.karaf.features.cfg", Map.of("configCfgStore", "false"));
        setProperties("etc/org.apache.karaf.management.cfg",
                Map.of("rmiRegistryPort", "" + rmiRegistryPort, "rmiServerPort", "" + rmiServerPort));
        // offline: system/ (the default repository) and nothing else; no remote repository, no ~/.m2
        setProperties("etc/org.ops4j.pax.url.mvn.cfg", Map.of(
                "org.ops4j.pax.url.mvn.repositories", "",
                "org.ops4j.pax.url.mvn.offline", "true",
                "org.ops4j.pax.url.mvn.localRepository", "${karaf.data}/repository"));
        // the distribution ships its user commented out
        setProperties("etc/users.properties", Map.of(
                USER, USER + ",_g_:admingroup",
                "_g_\\:admingroup", "group,admin,manager,viewer,systembundles,ssh"));
    }

    /** Sets {@code values} in a properties file, replacing an entry with its continuation lines. */
    private void setProperties(String file, Map<String, String> values) throws IOException {
        Path path = home.resolve(file);
        List<String> lines = new ArrayList<>(Files.readAllLines(path));
        for (Map.Entry<String, String> entry : values.entrySet()) {
            Pattern key = Pattern.compile("^#?\\s*" + Pattern.quote(entry.getKey()) + "\\s*=.*$");
            int at = -1;
            for (int i = 0; i < lines.size() && at < 0; i++) {
                if (key.matcher(lines.get(i)).matches()) {
                    at = i;
                }
            }
            String line = entry.getKey() + " = " + entry.getValue();
            if (at < 0) {
                lines.add(line);
                continue;
            }
            while (lines.get(at).endsWith("\\") && at + 1 < lines.size()) {
                lines.remove(at + 1);
                lines.set(at, lines.get(at).substring(0, lines.get(at).length() - 1));
            }
            lines.set(at, line);
        }
        Files.write(path, lines);
    }

    private static void environment(Map<String, String> environment) {
        environment.put("JAVA_HOME", System.getProperty("java.home"));
        environment.put("CHECK_ROOT_INSTANCE_RUNNING", "false");
        environment.remove("JAVA_OPTS");
        environment.remove("KARAF_OPTS");
        // the results journal of the solves run in the server: never the user's own
        environment.put("EXTRA_JAVA_OPTS", "-Dpolyboard.data="
                + Paths.get(System.getProperty("polyboard.data", "target/polyboard-data")).toAbsolutePath());
    }

    /** The ports {@link #freePort} handed out in this run. */
    private static final Set<Integer> HANDED_OUT = ConcurrentHashMap.newKeySet();

    /**
     * A port free now and not handed out before in this run, below the system's ephemeral range (32768 and up on
     * Linux): the ports Karaf takes are bound seconds after they are chosen, and in the meantime the system hands out
     * ephemeral ports to other sockets (Karaf's own shutdown socket, clients); once, Karaf's SSH server never listened
     * on a port chosen by the system, and every command of the run failed.
     */
    static int freePort() throws IOException {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int tries = 0; tries < 1_000; tries++) {
            int port = 20_000 + random.nextInt(12_000);
            if (!HANDED_OUT.add(port)) {
                continue;
            }
            try (ServerSocket socket = new ServerSocket(port)) {
                return port;
            } catch (IOException e) {
                // in use: another
            }
        }
        throw new IOException("no free port between 20000 and 31999");
    }

    private static final Pattern ANSI = Pattern.compile("\u001B\\[[0-9;]*[A-Za-z]");

    private static String withoutAnsi(String line) {
        Matcher matcher = ANSI.matcher(line);
        return matcher.replaceAll("");
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.delete(path);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    private record ClientRun(int status, String output) {
    }
}
