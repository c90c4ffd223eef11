package org.polyboard.itests.runtime;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Headless Chromium driven over the DevTools protocol: a WebSocket from the JDK's HTTP client, no other tool.
 * One page; JavaScript evaluated in it, and screenshots.
 */
final class DevTools implements AutoCloseable {

    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://\\S+)");

    private final Process browser;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonObject>> pending = new ConcurrentHashMap<>();

    private DevTools(Process browser, WebSocket socket) {
        this.browser = browser;
        this.socket = socket;
    }

    /** Starts {@code chromium} headless with a profile of its own in {@code profile}, on a blank page. */
    static DevTools launch(Path chromium, Path profile) throws Exception {
        Process browser = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--no-default-browser-check", "--hide-scrollbars", "--window-size=1280,1000",
                "--user-data-dir=" + profile, "--remote-debugging-port=0", "about:blank")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        CompletableFuture<String> endpoint = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader err = new BufferedReader(new InputStreamReader(browser.getErrorStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = err.readLine()) != null; ) {
                    Matcher m = LISTENING.matcher(line);
                    if (m.find()) {
                        endpoint.complete(m.group(1));
                    }
                }
            } catch (IOException e) {
                // the browser ended
            }
            endpoint.completeExceptionally(new IllegalStateException("chromium ended without a DevTools endpoint"));
        }, "chromium-stderr");
        reader.setDaemon(true);
        reader.start();
        try {
            URI browserSocket = URI.create(endpoint.get(60, TimeUnit.SECONDS));
            HttpClient http = HttpClient.newHttpClient();
            URI list = URI.create("http://" + browserSocket.getHost() + ":" + browserSocket.getPort() + "/json/list");
            String page = null;
            for (JsonElement target : JsonParser.parseString(http.send(HttpRequest.newBuilder(list).build(),
                    HttpResponse.BodyHandlers.ofString()).body()).getAsJsonArray()) {
                if (target.getAsJsonObject().get("type").getAsString().equals("page")) {
                    page = target.getAsJsonObject().get("webSocketDebuggerUrl").getAsString();
                    break;
                }
            }
            if (page == null) {
                throw new IllegalStateException("chromium shows no page");
            }
            DevTools[] self = new DevTools[1];
            WebSocket socket = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10))
                    .buildAsync(URI.create(page), new WebSocket.Listener() {
                        private final StringBuilder text = new StringBuilder();

                        @Override
                        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                            text.append(data);
                            if (last) {
                                JsonObject message = JsonParser.parseString(text.toString()).getAsJsonObject();
                                text.setLength(0);
                                if (message.has("id") && self[0] != null) {
                                    CompletableFuture<JsonObject> f = self[0].pending.remove(message.get("id").getAsInt());
                                    if (f != null) {
                                        f.complete(message);
                                    }
                                }
                            }
                            ws.request(1);
                            return null;
                        }
                    }).get(10, TimeUnit.SECONDS);
            self[0] = new DevTools(browser, socket);
            return self[0];
        } catch (Exception e) {
            browser.destroyForcibly();
            throw e;
        }
    }

    JsonObject call(String method, JsonObject params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonObject> answer = new CompletableFuture<>();
        pending.put(id, answer);
        JsonObject message = new JsonObject();
        message.addProperty("id", id);
        message.addProperty("method", method);
        message.add("params", params);
        socket.sendText(message.toString(), true).get(10, TimeUnit.SECONDS);
        JsonObject reply = answer.get(60, TimeUnit.SECONDS);
        if (reply.has("error")) {
            throw new IllegalStateException(method + ": " + reply.get("error"));
        }
        return reply.getAsJsonObject("result");
    }

    void navigate(URI url) throws Exception {
        JsonObject params = new JsonObject();
        params.addProperty("url", url.toString());
        call("Page.navigate", params);
    }

    /** The value of {@code expression} in the page (a promise is awaited); {@code null} for undefined. */
    JsonElement eval(String expression) throws Exception {
        JsonObject params = new JsonObject();
        params.addProperty("expression", expression);
        params.addProperty("returnByValue", true);
        params.addProperty("awaitPromise", true);
        JsonObject result = call("Runtime.evaluate", params);
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException(expression + ": " + result.get("exceptionDetails"));
        }
        return result.getAsJsonObject("result").get("value");
    }

    /** Evaluates {@code expression} until {@code done} holds for its value; fails after {@code millis}. */
    JsonElement await(String expression, Predicate<JsonElement> done, long millis) throws Exception {
        long deadline = System.nanoTime() + millis * 1_000_000;
        JsonElement value = null;
        while (System.nanoTime() < deadline) {
            try {
                value = eval(expression);
                if (value != null && !value.isJsonNull() && done.test(value)) {
                    return value;
                }
            } catch (IllegalStateException e) {
                // the page is loading
            }
            Thread.sleep(100);
        }
        throw new AssertionError("waited " + millis + " ms for " + expression + "; last " + value);
    }

    void screenshot(Path file) throws Exception {
        JsonObject params = new JsonObject();
        params.addProperty("format", "png");
        String data = call("Page.captureScreenshot", params).get("data").getAsString();
        Files.createDirectories(file.getParent());
        Files.write(file, Base64.getDecoder().decode(data));
    }

    @Override
    public void close() throws InterruptedException {
        try {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "").get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            // closing anyway
        }
        browser.destroy();
        if (!browser.waitFor(10, TimeUnit.SECONDS)) {
            browser.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
