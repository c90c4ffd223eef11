package org.polyboard.web.api;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import com.google.gson.JsonElement;

/**
 * One call of the API as a resource sees it: its method, its path below {@code /api} split at slashes, its query, its
 * body (read within the limits of {@link Bodies}), and the answer, JSON or text.
 */
final class Exchange {

    private final HttpServletRequest request;
    private final HttpServletResponse response;
    private final List<String> path;
    private final int maxBodyBytes;

    Exchange(HttpServletRequest request, HttpServletResponse response, int maxBodyBytes) {
        this.request = request;
        this.response = response;
        this.path = split(request.getPathInfo());
        this.maxBodyBytes = maxBodyBytes;
    }

    String method() {
        return request.getMethod();
    }

    /** The path below {@code /api}, e.g. {@code [jobs, 3, board.svg]}. */
    List<String> path() {
        return path;
    }

    /** {@code /api/...} of this call, for messages. */
    String where() {
        return "/api/" + String.join("/", path);
    }

    /** @throws HttpError 405 unless the method is one of {@code allowed} */
    void allow(String... allowed) {
        for (String a : allowed) {
            if (a.equals(method())) {
                return;
            }
        }
        response.setHeader("Allow", String.join(", ", allowed));
        throw new HttpError(HttpError.METHOD_NOT_ALLOWED, method() + " is not allowed here; use " + String.join(" or ",
                allowed) + ".");
    }

    /** @throws HttpError 404 unless the path has {@code size} parts */
    void exact(int size) {
        if (path.size() != size) {
            throw notFound();
        }
    }

    HttpError notFound() {
        return new HttpError(HttpError.NOT_FOUND, "No such API resource: " + where() + "; GET /api lists them.");
    }

    /** The query parameters, each given once, in their order. */
    Map<String, String> query() {
        Map<String, String> query = new LinkedHashMap<>();
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] values = request.getParameterValues(name);
            if (values.length != 1) {
                throw new HttpError(HttpError.BAD_REQUEST, "Parameter " + name + "= is given twice.");
            }
            query.put(name, values[0]);
        }
        return query;
    }

    /** The body as UTF-8 text, which must be JSON; see {@link Bodies#read}. */
    String body() throws IOException {
        String expect = request.getHeader("Expect");
        return Bodies.read(request.getContentType(), request.getContentLengthLong(),
                expect != null && expect.toLowerCase(Locale.ROOT).contains("100-continue"), request::getInputStream,
                maxBodyBytes);
    }

    void header(String name, String value) {
        response.setHeader(name, value);
    }

    String contextPath() {
        return request.getContextPath();
    }

    void json(int status, JsonElement document) throws IOException {
        text(status, "application/json", Documents.GSON.toJson(document));
    }

    void text(int status, String type, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.setContentType(type + ";charset=utf-8");
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }

    static List<String> split(String info) {
        List<String> parts = new ArrayList<>();
        if (info != null) {
            for (String part : info.split("/")) {
                if (!part.isEmpty()) {
                    parts.add(part);
                }
            }
        }
        return parts;
    }
}
