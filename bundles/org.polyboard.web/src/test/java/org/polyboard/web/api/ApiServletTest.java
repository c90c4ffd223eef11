package org.polyboard.web.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.servlet.ReadListener;
import javax.servlet.ServletInputStream;
import javax.servlet.ServletOutputStream;
import javax.servlet.WriteListener;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Description;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.table.TableService;

/**
 * The API servlet with its resources, called as the HTTP service calls it (requests and responses stand in for
 * Jetty's): every answer is JSON with its status, refusals included, and the documents carry their values as numbers.
 */
class ApiServletTest {

    /** A job of the fake service that runs, with progress as solvers report it (text). */
    private final Job running = job(3, new Progress(1500, 420, "12", "160/11", "searching covers with 11 pieces"));

    private final ApiServlet servlet = new ApiServlet(service(), proxy(TableService.class, Map.of()), config(),
            proxy(BundleContext.class, Map.of("getProperty", args -> ApiServlet.HOST.equals(args[0]) ? "127.0.0.1" : null)));

    {
        servlet.renderers("text", "json", "svg");
    }

    @Test
    void aRunningJobGivesItsValuesAsNumbers() throws Exception {
        Answer answer = call("GET", "/jobs/3", Map.of(), null);
        assertThat(answer.status).isEqualTo(200);
        JsonObject job = answer.json();
        assertThat(job.get("status").getAsString()).isEqualTo("RUNNING");
        assertThat(job.get("incumbent").getAsJsonPrimitive().isNumber()).isTrue();
        assertThat(job.get("incumbent").getAsInt()).isEqualTo(12);
        JsonObject progress = job.getAsJsonObject("progress");
        assertThat(progress.get("best").getAsJsonPrimitive().isNumber()).isTrue();
        assertThat(progress.get("best").getAsInt()).isEqualTo(12);
        assertThat(progress.get("bound").getAsString()).isEqualTo("160/11");
        assertThat(progress.get("nodes").getAsLong()).isEqualTo(420);
    }

    @Test
    void refusalsAreJsonWithTheirStatus() throws Exception {
        assertError(call("GET", "/nothing", Map.of(), null), 404, "No such API resource: /api/nothing; GET /api lists them.");
        Answer notAllowed = call("DELETE", "/families", Map.of(), null);
        assertError(notAllowed, 405, "DELETE is not allowed here; use GET.");
        assertThat(notAllowed.headers).containsEntry("Allow", "GET");
        assertError(call("GET", "/jobs/x", Map.of(), null), 400, "Job id 'x' is not a number; GET /api/jobs lists them.");
        assertError(call("GET", "/jobs/9", Map.of(), null), 404, "No job 9; GET /api/jobs lists them.");
        assertError(call("GET", "/jobs/3/result", Map.of("format", "pdf"), null), 400,
                "Unknown format 'pdf'; valid: json, svg, text.");
        assertError(call("GET", "/jobs/3/result", Map.of(), null), 409,
                "Job 3 is still running; its result comes when it ends (GET /api/jobs/3).");
        assertError(call("POST", "/solve", Map.of(), "{\"famly\":\"knight-cover\"}"), 400,
                "Unknown field 'famly' in the solve request; valid: family, params, solver, objective, options.");
        assertError(call("POST", "/solve", Map.of(), "{"), 400, "Malformed JSON at line 1 column 2.");
    }

    @Test
    void resultsRefusesAFilterItsFamilyWouldRefuse() throws Exception {
        assertError(call("GET", "/results", Map.of("family", "nope"), null), 400,
                "Unknown family 'nope'; GET /api/families lists them.");
        assertError(call("GET", "/results", Map.of("family", "knight-cover", "n", "abc"), null), 400,
                "n=abc is not a whole number (1..200).");
        Answer empty = call("GET", "/results", Map.of("family", "knight-cover", "n", "13"), null);
        assertThat(empty.status).isEqualTo(200);
        assertThat(empty.body).isEqualTo("[]");
    }

    @Test
    void theIndexListsEveryRouteAndTheInstalledFormats() throws Exception {
        Answer index = call("GET", "", Map.of(), null);
        assertThat(index.status).isEqualTo(200);
        assertThat(index.json().getAsJsonArray("routes").toString()).contains("GET /api/jobs/{id}/result?format=F");
        assertThat(ApiServlet.index(List.of("json", "svg")).getAsJsonArray("formats").toString()).isEqualTo("[\"json\",\"svg\"]");
    }

    private static void assertError(Answer answer, int status, String message) {
        assertThat(answer.status).as(answer.body).isEqualTo(status);
        assertThat(answer.type).startsWith("application/json");
        assertThat(answer.json().get("error").getAsString()).isEqualTo(message);
    }

    // ---- the fakes

    private record Answer(int status, String type, String body, Map<String, String> headers) {
        JsonObject json() {
            return JsonParser.parseString(body).getAsJsonObject();
        }
    }

    private Answer call(String method, String path, Map<String, String> query, String body) throws Exception {
        byte[] bytes = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        Map<String, Fake> requestCalls = new HashMap<>();
        requestCalls.put("getMethod", args -> method);
        requestCalls.put("getPathInfo", args -> path.isEmpty() ? null : path);
        requestCalls.put("getContextPath", args -> "");
        requestCalls.put("getHeader", args -> "Host".equals(args[0]) ? "127.0.0.1:8080" : null);
        requestCalls.put("getContentType", args -> body == null ? null : "application/json");
        requestCalls.put("getContentLengthLong", args -> (long) bytes.length);
        requestCalls.put("getParameterNames", args -> Collections.enumeration(new LinkedHashMap<>(query).keySet()));
        requestCalls.put("getParameterValues", args -> new String[] {query.get((String) args[0])});
        requestCalls.put("getInputStream", args -> input(bytes));
        HttpServletRequest request = proxy(HttpServletRequest.class, requestCalls);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int[] status = {0};
        String[] type = {null};
        Map<String, String> headers = new HashMap<>();
        Map<String, Fake> responseCalls = new HashMap<>();
        responseCalls.put("setStatus", args -> status[0] = (Integer) args[0]);
        responseCalls.put("setContentType", args -> type[0] = (String) args[0]);
        responseCalls.put("setHeader", args -> headers.put((String) args[0], (String) args[1]));
        responseCalls.put("setContentLength", args -> null);
        responseCalls.put("getOutputStream", args -> output(out));
        HttpServletResponse response = proxy(HttpServletResponse.class, responseCalls);
        servlet.service(request, response);
        return new Answer(status[0], type[0], out.toString(StandardCharsets.UTF_8), headers);
    }

    /** One method of a fake. */
    private interface Fake {
        Object call(Object[] args) throws Exception;
    }

    @SuppressWarnings("unchecked")
    private static <T> T proxy(Class<T> type, Map<String, Fake> calls) {
        return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (p, method, args) -> {
            Fake fake = calls.get(method.getName());
            if (fake != null) {
                return fake.call(args == null ? new Object[0] : args);
            }
            if (method.isDefault()) {
                return java.lang.reflect.InvocationHandler.invokeDefault(p, method, args);
            }
            return switch (method.getName()) {
                case "hashCode" -> System.identityHashCode(p);
                case "equals" -> p == args[0];
                case "toString" -> type.getSimpleName();
                default -> throw new UnsupportedOperationException(method.getName());
            };
        });
    }

    private SolveService service() {
        Map<String, Fake> calls = new HashMap<>();
        calls.put("families", args -> List.of(new Description("knight-cover", "knights", List.of(), "x")));
        calls.put("jobs", args -> List.of(running));
        calls.put("job", args -> (Integer) args[0] == 3 ? Optional.of(running) : Optional.empty());
        calls.put("results", args -> List.of());
        calls.put("instance", args -> {
            @SuppressWarnings("unchecked")
            Map<String, String> params = (Map<String, String>) args[1];
            if ("abc".equals(params.get("n"))) {
                throw new IllegalArgumentException("n=abc is not a whole number (1..200).");
            }
            return new Instance("knight-cover", params, "rect:8x8", "knight", Objective.MIN_DOMINATION);
        });
        return proxy(SolveService.class, calls);
    }

    private static Job job(int id, Progress progress) {
        Map<String, Fake> calls = new HashMap<>();
        calls.put("id", args -> id);
        calls.put("request", args -> SolveRequest.of("knight-cover", Map.of("n", "16")));
        calls.put("solver", args -> "bnb");
        calls.put("progress", args -> progress);
        calls.put("result", args -> Optional.empty());
        calls.put("isDone", args -> false);
        return proxy(Job.class, calls);
    }

    private ApiServlet.Config config() {
        Map<String, Fake> calls = new HashMap<>();
        calls.put("maxJobs", args -> 4);
        calls.put("maxBodyBytes", args -> 1 << 20);
        calls.put("tableTimeoutSeconds", args -> 60L);
        calls.put("token", args -> "");
        calls.put("annotationType", args -> ApiServlet.Config.class);
        ApiServlet.Config config = proxy(ApiServlet.Config.class, calls);
        assertThat(config).isInstanceOf(Annotation.class);
        return config;
    }

    private static ServletInputStream input(byte[] bytes) {
        ByteArrayInputStream in = new ByteArrayInputStream(bytes);
        return new ServletInputStream() {
            @Override
            public int read() {
                return in.read();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                return in.read(b, off, len);
            }

            @Override
            public boolean isFinished() {
                return in.available() == 0;
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setReadListener(ReadListener listener) {
            }
        };
    }

    private static ServletOutputStream output(ByteArrayOutputStream out) {
        return new ServletOutputStream() {
            @Override
            public void write(int b) {
                out.write(b);
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
            }
        };
    }
}
