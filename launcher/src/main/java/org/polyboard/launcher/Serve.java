package org.polyboard.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.osgi.framework.Bundle;
import org.osgi.framework.ServiceReference;

/**
 * {@code polyboard serve}: the runtime with the web bundles of {@code web/} (the HTTP service and the Polyboard
 * API and page), until Ctrl-C. It listens on loopback unless told otherwise; bound to any other address it
 * requires a token on every API call, which it prints (or takes from {@code -Dpolyboard.web.token=...}).
 */
final class Serve {

    static final String USAGE = "serve [--bind ADDR] [--port P] [--data DIR]";
    static final String DEFAULT_BIND = "127.0.0.1";
    static final int DEFAULT_PORT = 8080;

    /** Framework properties read by the Felix HTTP service and by the Polyboard API. */
    static final String HOST = "org.apache.felix.http.host";
    static final String PORT = "org.osgi.service.http.port";
    static final String TOKEN = "polyboard.web.token";
    static final String DATA = "polyboard.data";

    /** How long the HTTP service may take to listen. */
    private static final long START_MILLIS = 20_000;
    private static final String RUNTIME = "org.osgi.service.http.runtime.HttpServiceRuntime";
    private static final String ENDPOINT = "osgi.http.endpoint";

    private final PrintStream out;
    private final PrintStream err;

    Serve(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** What {@code polyboard help serve} and {@code polyboard serve --help} print. */
    static void help(PrintStream out) {
        out.println("usage: polyboard " + USAGE);
        out.println("Runs the HTTP API (under /api) and the page (at /) until Ctrl-C.");
        out.println("  --bind ADDR   the address to listen on (default " + DEFAULT_BIND + "); on any other than loopback every");
        out.println("                API call needs the token printed at start (or JAVA_OPTS=-D" + TOKEN + "=TOKEN)");
        out.println("  --port P      the port (default " + DEFAULT_PORT + "; 0 for any free one)");
        out.println("  --data DIR    data folder of the results journal and checkpoints (default ~/.polyboard)");
    }

    /** The settings of a run, read from its words. */
    record Settings(String bind, int port, String data) {
    }

    /**
     * Reads {@code --bind}, {@code --port} and {@code --data}.
     *
     * @throws IllegalArgumentException with one line for the user
     */
    static Settings settings(List<String> words) {
        Options options = new Options()
                .addOption(Option.builder().longOpt("bind").hasArg().argName("ADDR").get())
                .addOption(Option.builder().longOpt("port").hasArg().argName("P").get())
                .addOption(Option.builder().longOpt("data").hasArg().argName("DIR").get());
        CommandLine line;
        try {
            line = new DefaultParser().parse(options, words.toArray(String[]::new), false);
        } catch (ParseException e) {
            throw new IllegalArgumentException(Messages.firstLine(e) + "; usage: polyboard " + USAGE);
        }
        if (!line.getArgList().isEmpty()) {
            throw new IllegalArgumentException("serve takes no words but its options, got '" + line.getArgList().get(0)
                    + "'; usage: polyboard " + USAGE);
        }
        String bind = line.getOptionValue("bind", DEFAULT_BIND).strip();
        if (bind.isEmpty() || !bind.matches("[0-9A-Za-z.:\\[\\]-]+")) {
            throw new IllegalArgumentException("--bind " + bind + " is not an address such as 127.0.0.1 or 0.0.0.0.");
        }
        String portText = line.getOptionValue("port", Integer.toString(DEFAULT_PORT)).strip();
        int port;
        try {
            port = Integer.parseInt(portText);
        } catch (NumberFormatException e) {
            port = -1;
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port " + portText + " is not a port number 0..65535 (0: any free port).");
        }
        String data = line.getOptionValue("data");
        return new Settings(bind, port, data == null || data.isBlank() ? null : Path.of(data).toAbsolutePath().toString());
    }

    /** Whether {@code bind} is loopback alone (as the API decides, from the same address). */
    static boolean loopback(String bind) {
        String h = bind.toLowerCase(Locale.ROOT).replace("[", "").replace("]", "");
        return h.equals("localhost") || h.equals("::1") || h.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    }

    int run(Path home, Map<String, String> baseConfig, Settings settings) throws Exception {
        // the HTTP service would report a port in use with stack traces, and go on without listening: ask first
        String refused = cannotListen(settings);
        if (refused != null) {
            err.println("polyboard: cannot listen on " + settings.bind() + ":" + settings.port() + ": " + refused);
            return OneCommand.FAILED;
        }
        Map<String, String> config = new HashMap<>(baseConfig);
        config.put(HOST, settings.bind());
        config.put(PORT, Integer.toString(settings.port()));
        if (settings.data() != null) {
            config.put(DATA, settings.data());
        }
        String token = System.getProperty(TOKEN);
        boolean generated = false;
        if ((token == null || token.isBlank()) && !loopback(settings.bind())) {
            byte[] random = new byte[24];
            new SecureRandom().nextBytes(random);
            token = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
            generated = true;
        }
        if (token != null && !token.isBlank()) {
            config.put(TOKEN, token.strip());
        }
        // the HTTP service logs through SLF4J: warnings and errors only, unless asked otherwise
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }

        EmbeddedFramework framework = EmbeddedFramework.create(config, err);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> framework.stop(Main.STOP_MILLIS)));
        try {
            framework.start();
            List<Bundle> bundles = new ArrayList<>(framework.install(EmbeddedFramework.jars(home.resolve("bundle"))));
            bundles.addAll(framework.install(EmbeddedFramework.jars(home.resolve("web"))));
            framework.startAll(bundles, Set.of(EmbeddedFramework.GOGO_SHELL));
            String address = address(framework, settings);
            if (address == null) {
                err.println("polyboard: the HTTP server did not start on " + settings.bind() + ":" + settings.port()
                        + " (is the port in use, or the address not this machine's?)");
                return OneCommand.FAILED;
            }
            out.println("Polyboard at " + address + "  (API under " + address + "api; Ctrl-C stops it)");
            if (token != null && !token.isBlank()) {
                out.println("token " + (generated ? "" : "(from " + TOKEN + ") ") + token
                        + ": every API call needs 'Authorization: Bearer TOKEN'; the page: " + address + "#token=" + token);
            }
            out.flush();
            framework.awaitStop();
            return 0;
        } finally {
            framework.stop(Main.STOP_MILLIS);
        }
    }

    /** Why nothing can listen on the address and port of {@code settings}, or {@code null} when something can. */
    static String cannotListen(Settings settings) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(InetAddress.getByName(settings.bind()), settings.port()));
            return null;
        } catch (IOException | SecurityException e) {
            String why = Messages.firstLine(e);
            return why.contains("already in use") ? "the port is in use (maybe another polyboard serve; --port P chooses another)"
                    : why;
        }
    }

    /** The address the HTTP service listens on, once it does; {@code null} if it does not within the time allowed. */
    private static String address(EmbeddedFramework framework, Settings settings) throws InterruptedException {
        long deadline = System.nanoTime() + START_MILLIS * 1_000_000;
        while (System.nanoTime() < deadline) {
            try {
                ServiceReference<?>[] refs = framework.context().getServiceReferences(RUNTIME, null);
                if (refs != null) {
                    for (ServiceReference<?> ref : refs) {
                        String endpoint = endpoint(ref.getProperty(ENDPOINT));
                        if (endpoint != null) {
                            int port = URI.create(endpoint).getPort();
                            if (port > 0) {
                                String host = settings.bind().contains(":") && !settings.bind().startsWith("[")
                                        ? "[" + settings.bind() + "]" : settings.bind();
                                return "http://" + host + ":" + port + "/";
                            }
                        }
                    }
                }
            } catch (org.osgi.framework.InvalidSyntaxException | IllegalArgumentException e) {
                return null;
            }
            Thread.sleep(50);
        }
        return null;
    }

    private static String endpoint(Object property) {
        if (property instanceof String s) {
            return s;
        }
        if (property instanceof String[] a && a.length > 0) {
            return a[0];
        }
        if (property instanceof java.util.Collection<?> c && !c.isEmpty()) {
            return String.valueOf(c.iterator().next());
        }
        return null;
    }
}
