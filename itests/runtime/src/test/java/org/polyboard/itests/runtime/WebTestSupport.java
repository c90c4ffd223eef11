package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static org.ops4j.pax.exam.CoreOptions.frameworkProperty;
import static org.ops4j.pax.exam.CoreOptions.mavenBundle;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collection;

import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.OptionUtils;
import org.osgi.framework.ServiceReference;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The runtime of {@link PolyboardTestSupport} with the web bundles of {@code polyboard serve}: the Felix HTTP service
 * on a free port ({@code org.osgi.service.http.port=0}) of the address {@link #host()}, and the Polyboard API and page.
 * Tests talk to it through a real HTTP client.
 */
public abstract class WebTestSupport extends PolyboardTestSupport {

    private static final String RUNTIME = "org.osgi.service.http.runtime.HttpServiceRuntime";

    /** The address the HTTP service listens on. */
    protected String host() {
        return "127.0.0.1";
    }

    /** Further framework properties, e.g. a token. */
    protected Option[] more() {
        return new Option[0];
    }

    @Override
    @Configuration
    public Option[] configuration() {
        return OptionUtils.combine(OptionUtils.combine(super.configuration(),
                mavenBundle("org.apache.felix", "org.apache.felix.http.servlet-api").versionAsInProject(),
                mavenBundle("org.apache.felix", "org.apache.felix.http.jetty").versionAsInProject(),
                projectBundle("org.polyboard.solver.bnb"),
                projectBundle("org.polyboard.web"),
                frameworkProperty("org.apache.felix.http.host").value(host()),
                frameworkProperty("org.osgi.service.http.port").value("0")), more());
    }

    /** A response: status, content type and body. */
    protected record Answer(int status, String type, String body) {
        JsonElement json() {
            return JsonParser.parseString(body);
        }

        JsonObject object() {
            return json().getAsJsonObject();
        }

        @Override
        public String toString() {
            return status + " " + type + " " + (body.length() > 600 ? body.substring(0, 600) + "..." : body);
        }
    }

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private URI base;

    /** The server's address, e.g. {@code http://127.0.0.1:41234/}, once the API answers. */
    protected URI base() throws Exception {
        if (base == null) {
            int port = -1;
            long deadline = System.nanoTime() + 30_000_000_000L;
            while (port < 0 && System.nanoTime() < deadline) {
                ServiceReference<?>[] refs = bundleContext.getServiceReferences(RUNTIME, null);
                if (refs != null) {
                    Object endpoint = refs[0].getProperty("osgi.http.endpoint");
                    String first = endpoint instanceof String[] a ? a[0]
                            : endpoint instanceof Collection<?> c ? String.valueOf(c.iterator().next()) : String.valueOf(endpoint);
                    port = URI.create(first).getPort();
                }
                Thread.sleep(50);
            }
            assertTrue("the HTTP service listens", port > 0);
            base = URI.create("http://127.0.0.1:" + port + "/");
            // the API's servlet is registered a moment after the service starts
            final URI probe = base.resolve("api");
            assertTrue("the API answers", eventually(20_000, () -> {
                try {
                    return send(HttpRequest.newBuilder(probe).header("Authorization", "Bearer " + token()).GET())
                            .status() == 200;
                } catch (Exception e) {
                    return false;
                }
            }));
        }
        return base;
    }

    /** The token the tests present, when the server has one. */
    protected String token() {
        return "";
    }

    protected Answer get(String path) throws Exception {
        return send(request(path).GET());
    }

    protected Answer delete(String path) throws Exception {
        return send(request(path).DELETE());
    }

    protected Answer post(String path, String json) throws Exception {
        return post(path, "application/json", json.getBytes(StandardCharsets.UTF_8));
    }

    protected Answer post(String path, String type, byte[] body) throws Exception {
        return send(request(path).header("Content-Type", type).POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    protected HttpRequest.Builder request(String path) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(base().resolve(path)).timeout(Duration.ofSeconds(120));
        return token().isEmpty() ? b : b.header("Authorization", "Bearer " + token());
    }

    protected Answer send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> r = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body());
    }

    /** A 4xx answer in the API's one shape: a JSON object with one member, {@code error}, one line long. */
    protected static void assertError(Answer a, int status, String fragment) {
        assertEquals(a.toString(), status, a.status());
        assertTrue(a.toString(), a.type().startsWith("application/json"));
        JsonObject o = a.object();
        assertEquals(a.toString(), 1, o.size());
        String message = o.get("error").getAsString();
        assertFalse(a.toString(), message.isBlank() || message.contains("\n") || message.contains("Exception")
                || message.contains("\tat "));
        if (!message.contains(fragment)) {
            fail("expected '" + fragment + "' in " + a);
        }
    }
}
