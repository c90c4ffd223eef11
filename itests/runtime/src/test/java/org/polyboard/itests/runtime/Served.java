package org.polyboard.itests.runtime;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code bin/polyboard serve} of the built distribution, run as a process as a user would; stopped like Ctrl-C. */
final class Served implements AutoCloseable {

    static final Path DIST = Distribution.home();
    private static final Pattern ADDRESS = Pattern.compile("Polyboard at (http://\\S+/) ");
    private static final Pattern TOKEN = Pattern.compile("^token (\\S+):");

    private final Process process;
    private final BlockingQueue<String> out = new LinkedBlockingQueue<>();
    private final StringBuffer err = new StringBuffer();
    final URI address;
    final String token;

    private Served(Process process) throws Exception {
        this.process = process;
        drain(new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)), out::add);
        drain(new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8)),
                line -> err.append(line).append('\n'));
        String first = out.poll(60, TimeUnit.SECONDS);
        Matcher m = first == null ? null : ADDRESS.matcher(first);
        if (m == null || !m.find()) {
            close();
            throw new AssertionError("serve did not print its address: " + first + "; stderr: " + err);
        }
        this.address = URI.create(m.group(1));
        String second = out.poll(200, TimeUnit.MILLISECONDS);
        Matcher t = second == null ? null : TOKEN.matcher(second);
        this.token = t != null && t.find() ? t.group(1) : null;
    }

    /** Starts {@code polyboard serve} with {@code args} and waits until it prints its address. */
    static Served start(Path data, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(DIST.resolve("bin").resolve("polyboard").toString(), "serve",
                "--data", data.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().remove("JAVA_OPTS");
        return new Served(builder.start());
    }

    String err() {
        return err.toString();
    }

    private static void drain(BufferedReader reader, java.util.function.Consumer<String> sink) {
        Thread t = new Thread(() -> {
            try (reader) {
                for (String line; (line = reader.readLine()) != null; ) {
                    sink.accept(line);
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "served-output");
        t.setDaemon(true);
        t.start();
    }

    /** Stops the server as Ctrl-C does (SIGTERM) and waits for it to exit. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
