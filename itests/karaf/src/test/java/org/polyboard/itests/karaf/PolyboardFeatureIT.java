package org.polyboard.itests.karaf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The feature repository as a Karaf user meets it: a stock Apache Karaf, our bundles in its {@code system/}
 * folder and no network; {@code feature:repo-add}, {@code feature:install polyboard}, then the {@code pb}
 * commands in Karaf's own shell, over SSH.
 */
@Timeout(180)
class PolyboardFeatureIT {

    private static final Path HOME = Paths.get(System.getProperty("polyboard.karaf.home", "target/karaf"));
    private static final String VERSION = System.getProperty("polyboard.version");
    private static final long START_MILLIS = 90_000;
    private static final long COMMAND_MILLIS = 60_000;

    /** Board rows of the text rendering: row number, then one '.' or piece letter per column. */
    private static final Pattern BOARD_ROW = Pattern.compile("^\\s*(\\d+)\\s+((?:[.A-Z] ?)+)$");

    private static final String WEB_TOKEN = "karaf-it-token-7d1e";

    private static KarafInstance karaf;
    private static String installed;
    private static int webPort;

    @BeforeAll
    static void installPolyboardFeature() throws Exception {
        // the HTTP service's port and host as system properties, read when its bundle starts: a configuration of the
        // pid org.apache.felix.http that changes them restarts Jetty while its bundle is still starting, and Felix
        // HTTP Jetty 5.1.26 then sometimes loses its whiteboard (NullPointerException in WhiteboardManager.activate,
        // every servlet answered 404)
        webPort = KarafInstance.freePort();
        systemProperties(Map.of("org.osgi.service.http.port", Integer.toString(webPort),
                "org.apache.felix.http.host", "127.0.0.1"));
        karaf = new KarafInstance(HOME);
        karaf.start();
        karaf.awaitSsh(START_MILLIS);
        addFeatureRepository("mvn:org.polyboard/polyboard-features/" + VERSION + "/xml/features");
        installed = karaf.execute("feature:install polyboard", COMMAND_MILLIS);
        installed += karaf.execute("feature:install polyboard-cluster", COMMAND_MILLIS);
        // polyboard-web on the free port of loopback chosen above, with a token (its component's configuration); last,
        // and without refreshing what is installed already: a refresh that restarts the HTTP service while it starts
        // (Felix HTTP Jetty 5.1.26) may lose its whiteboard, and then every servlet answers 404
        karaf.execute("config:property-set -p org.polyboard.web.api.ApiServlet token " + WEB_TOKEN, COMMAND_MILLIS);
        installed += karaf.execute("feature:install --no-auto-refresh polyboard-web", COMMAND_MILLIS);
        awaitService("org.osgi.service.http.runtime.HttpServiceRuntime", "osgi.http.endpoint");
        awaitService("javax.servlet.Servlet", "polyboard-api");
    }

    /**
     * Adds the feature repository once Karaf reads Maven URLs from its {@code system/} folder. Until the Maven URL
     * handler has its configuration (etc/org.ops4j.pax.url.mvn.cfg, applied a moment after the shell answers, later on
     * a busy machine) it looks for the repository in the user's local repository and fails; so the command is repeated
     * while it fails that way, until a deadline.
     */
    private static void addFeatureRepository(String url) throws Exception {
        long deadline = System.nanoTime() + START_MILLIS * 1_000_000;
        while (true) {
            try {
                karaf.execute("feature:repo-add " + url, START_MILLIS);
                return;
            } catch (AssertionError e) {
                if (!String.valueOf(e.getMessage()).contains("Could not find artifact") || System.nanoTime() > deadline) {
                    throw e;
                }
                Thread.sleep(500);
            }
        }
    }

    /** Waits until Karaf lists a service of {@code type} whose properties mention {@code mark}. */
    private static void awaitService(String type, String mark) throws Exception {
        long deadline = System.nanoTime() + START_MILLIS * 1_000_000;
        String listed = "";
        while (System.nanoTime() < deadline) {
            listed = karaf.execute("service:list " + type, COMMAND_MILLIS);
            if (listed.contains(mark)) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no service " + type + " with " + mark + " within " + START_MILLIS + " ms:\n" + listed);
    }

    @AfterAll
    static void stopKaraf() throws Exception {
        if (karaf != null) {
            karaf.close();
        }
    }

    @Test
    void everyProjectBundleIsActive() throws Exception {
        String list = karaf.execute("bundle:list -s -t 0", COMMAND_MILLIS);
        Set<String> active = list.lines()
                .map(line -> line.split("\\|"))
                .filter(columns -> columns.length == 5 && columns[1].strip().equals("Active"))
                .map(columns -> columns[4].strip())
                .collect(Collectors.toSet());
        assertThat(projectBundles()).as("bundles of the project in system/").hasSizeGreaterThan(10);
        assertThat(active).as(installed + list).containsAll(projectBundles());
        assertThat(active).contains("org.apache.felix.scr", "com.google.gson");
    }

    @Test
    void knightCoverOfSixIsEightKnightsProvenOptimal() throws Exception {
        String out = karaf.execute("pb:solve knight-cover n=6", COMMAND_MILLIS);
        assertThat(out).contains("status OPTIMAL", "value 8", "verified true");

        List<String> rows = out.lines().filter(line -> BOARD_ROW.matcher(line).matches()).toList();
        assertThat(rows).as(out).hasSize(6);
        long knights = 0;
        for (String row : rows) {
            Matcher matcher = BOARD_ROW.matcher(row);
            assertThat(matcher.matches()).isTrue();
            String cells = matcher.group(2).replace(" ", "");
            assertThat(cells).as(out).hasSize(6).matches("[.N]+");
            knights += cells.chars().filter(c -> c == 'N').count();
        }
        assertThat(knights).as(out).isEqualTo(8);
    }

    @Test
    void familiesAndSolversOfEveryFeatureAreListed() throws Exception {
        String families = karaf.execute("pb:families", COMMAND_MILLIS);
        assertThat(families).contains("knight-cover", "toeplitz-queens", "polycube", "peaceable-queens");
        String solvers = karaf.execute("pb:solvers", COMMAND_MILLIS);
        assertThat(solvers).contains("ilp", "scip", "bnb", "anneal", "construct", "enumerate", "matching", "swap", "greedy");
    }

    @Test
    void theWebFeatureServesTheApiToCallersWithTheToken() throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        URI families = URI.create("http://127.0.0.1:" + webPort + "/api/families");
        HttpResponse<String> answer = null;
        long deadline = System.nanoTime() + COMMAND_MILLIS * 1_000_000;
        while (System.nanoTime() < deadline) {
            try {
                answer = client.send(HttpRequest.newBuilder(families).header("Authorization", "Bearer " + WEB_TOKEN).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() == 200) {
                    break;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        assertThat(answer).as("the API answers on port " + webPort).isNotNull();
        HttpResponse<String> last = answer;
        // should the whiteboard be lost again (404 for the whole wait, see installPolyboardFeature), say what the
        // runtime had
        assertThat(answer.statusCode()).as(() -> last.body() + "\n" + runtimeState()).isEqualTo(200);
        assertThat(answer.body()).contains("\"knight-cover\"", "\"peaceable-queens\"");
        HttpResponse<String> refused = client.send(HttpRequest.newBuilder(families).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(401);
        assertThat(refused.body()).startsWith("{\"error\":").doesNotContain("\n");
    }

    /** Sets {@code properties} in Karaf's etc/system.properties, replacing earlier values of the same keys. */
    private static void systemProperties(Map<String, String> properties) throws IOException {
        Path file = HOME.resolve("etc/system.properties");
        List<String> lines = Files.readAllLines(file).stream()
                .filter(line -> properties.keySet().stream().noneMatch(key -> line.startsWith(key + "=")))
                .collect(Collectors.toCollection(ArrayList::new));
        properties.forEach((key, value) -> lines.add(key + "=" + value));
        Files.write(file, lines);
    }

    /**
     * The servlets registered (the page's servlet at {@code /} answers 404 for paths it does not know, so a 404 here
     * may mean the API servlet was not registered) and the HTTP port, for the message of a failed request.
     */
    private static String runtimeState() {
        try {
            return karaf.execute("service:list javax.servlet.Servlet", COMMAND_MILLIS) + "\n"
                    + karaf.execute("system:property org.osgi.service.http.port", COMMAND_MILLIS);
        } catch (Exception e) {
            return "(runtime state unavailable: " + e + ")";
        }
    }

    @Test
    void aWorkerMemberStartsAndStops() throws Exception {
        int port = KarafInstance.freePort();
        String started = karaf.execute("pb:worker --port " + port + " --threads 1", COMMAND_MILLIS);
        assertThat(started).contains("worker 127.0.0.1:" + port + " ready in cluster 'polyboard', 1 thread");
        assertThat(karaf.execute("pb:worker --stop", COMMAND_MILLIS)).contains("worker 127.0.0.1:" + port + " stopped");
    }

    /** The symbolic names of the bundles the build copied into Karaf's repository (folder = symbolic name). */
    private static Set<String> projectBundles() throws IOException {
        try (Stream<Path> folders = Files.list(HOME.resolve("system/org/polyboard"))) {
            return folders.map(path -> path.getFileName().toString())
                    .filter(name -> name.startsWith("org.polyboard."))
                    .collect(Collectors.toSet());
        }
    }
}
