package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.After;
import org.junit.Before;
import org.junit.Test;

/** {@code polyboard serve} as a user runs it: the address it prints, its token beyond loopback, bad options. */
public class ServeIT {

    private final HttpClient client = HttpClient.newHttpClient();
    private Path data;

    @Before
    public void createDataDir() throws Exception {
        data = Files.createTempDirectory("polyboard-serve-it");
    }

    @After
    public void deleteDataDir() throws Exception {
        try (Stream<Path> paths = Files.walk(data)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }

    @Test
    public void onLoopbackTheApiAnswersWithoutToken() throws Exception {
        try (Served served = Served.start(data, "--port", "0")) {
            assertEquals("127.0.0.1", served.address.getHost());
            assertNull("no token on loopback", served.token);
            HttpResponse<String> families = client.send(HttpRequest.newBuilder(served.address.resolve("api/families")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, families.statusCode());
            assertTrue(families.body().contains("\"knight-cover\""));
            assertEquals(served.err(), "", served.err());
        }
    }

    @Test
    public void beyondLoopbackEveryCallNeedsThePrintedToken() throws Exception {
        try (Served served = Served.start(data, "--bind", "0.0.0.0", "--port", "0")) {
            assertNotNull("a token is printed", served.token);
            assertTrue(served.token.length() >= 32);
            java.net.URI families = java.net.URI.create("http://127.0.0.1:" + served.address.getPort() + "/api/families");
            HttpResponse<String> refused = client.send(HttpRequest.newBuilder(families).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(401, refused.statusCode());
            assertTrue(refused.body(), refused.body().startsWith("{\"error\":") && !refused.body().contains("\n"));
            HttpResponse<String> allowed = client.send(HttpRequest.newBuilder(families)
                    .header("Authorization", "Bearer " + served.token).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, allowed.statusCode());
        }
    }

    @Test
    public void badOptionsGiveOneLineAndExitStatusTwo() throws Exception {
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            badOptions(List.of(List.of("--port", "99999"), List.of("--port", "eighty"), List.of("--bind", "a b"),
                    List.of("--frobnicate"), List.of("extra"), List.of("--port", "" + taken.getLocalPort())));
        }
    }

    @Test
    public void helpDescribesTheOptions() throws Exception {
        Process p = new ProcessBuilder(Served.DIST.resolve("bin").resolve("polyboard").toString(), "help", "serve")
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(out, 0, p.exitValue());
        assertTrue(out, out.startsWith("usage: polyboard serve [--bind ADDR] [--port P] [--data DIR]"));
        assertTrue(out, out.contains("--bind ADDR") && out.contains("--port P") && out.contains("--data DIR"));
    }

    private static void badOptions(List<List<String>> runs) throws Exception {
        for (List<String> args : runs) {
            ProcessBuilder builder = new ProcessBuilder(Stream.concat(Stream.of(
                    Served.DIST.resolve("bin").resolve("polyboard").toString(), "serve"), args.stream()).toList())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
            Process p = builder.start();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(args + ": " + err, 2, p.exitValue());
            assertEquals(args + ": " + err, 1, err.strip().lines().count());
            assertTrue(args + ": " + err, err.startsWith("polyboard: "));
        }
    }
}
