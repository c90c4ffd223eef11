package org.polyboard.web.api;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.handler.ContextHandler;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.BufferUtil;

/**
 * The answers of Jetty itself in the API's form. Jetty refuses some requests before they reach a servlet (a path that
 * climbs above the root or holds an encoded {@code ..}, a NUL or a bad escape; a URI or headers too long) and answers
 * them with an HTML page of its own; with this error handler on its server they get {@code {"error": "one line"}} and
 * the same status, as every refusal of the API does. Only where the HTTP service is Felix HTTP's Jetty 11 (the
 * distribution's {@code serve}); elsewhere nothing changes.
 */
final class JettyErrors extends ErrorHandler {

    private JettyErrors() {
    }

    /**
     * Puts this error handler on the Jetty server behind {@code servletContext}, found by following the fields of the
     * HTTP service's context objects to Jetty's context handler.
     *
     * @return whether it was installed
     */
    static boolean install(Object servletContext) {
        Server server = server(servletContext);
        if (server == null) {
            return false;
        }
        if (!(server.getErrorHandler() instanceof JettyErrors)) {
            server.setErrorHandler(new JettyErrors());
        }
        return true;
    }

    /** The one line for a status and Jetty's reason. */
    static String message(int status, String reason) {
        String why = reason == null ? "" : reason;
        return switch (status) {
            case 400 -> why.toLowerCase().contains("ambiguous")
                    ? "The path is ambiguous (an encoded '..', '/' or '\\' in it); ask for the resource by its plain path,"
                            + " e.g. /api/families."
                    : "The request is malformed (" + (why.isEmpty() ? "Bad Request" : why) + "): its path must stay below"
                            + " the root and hold no NUL or broken %-escape, e.g. /api/families.";
            case 414 -> "The URI is too long; a table or results query fits in a few hundred characters.";
            case 431 -> "The request's headers are too large.";
            case 404 -> "Not found" + (why.isEmpty() || why.equals("Not Found") ? "" : ": " + why)
                    + "; GET /api lists the API, the page is at /ui/index.html.";
            default -> "HTTP " + status + (why.isEmpty() ? "" : ": " + why) + ".";
        };
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json;charset=utf-8");
        return BufferUtil.toBuffer(json(status, reason), StandardCharsets.UTF_8);
    }

    @Override
    protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request,
            HttpServletResponse response, int code, String message) throws IOException {
        byte[] body = json(code, message).getBytes(StandardCharsets.UTF_8);
        baseRequest.setHandled(true);
        response.setContentType("application/json;charset=utf-8");
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    private static String json(int status, String reason) {
        return Documents.GSON.toJson(Documents.error(message(status, reason)));
    }

    /** The Jetty server reachable from {@code start} through its fields (a few levels deep), or {@code null}. */
    private static Server server(Object start) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<Object[]> queue = new ArrayDeque<>();
        queue.add(new Object[] {start, 0});
        while (!queue.isEmpty()) {
            Object[] next = queue.poll();
            Object object = next[0];
            int depth = (Integer) next[1];
            if (object == null || !seen.add(object)) {
                continue;
            }
            if (object instanceof Server server) {
                return server;
            }
            if (object instanceof ContextHandler handler && handler.getServer() != null) {
                return handler.getServer();
            }
            if (object instanceof ContextHandler.Context context) {
                return context.getContextHandler().getServer();
            }
            if (depth >= 6 || object.getClass().isArray() || object.getClass().getName().startsWith("java.")) {
                continue;
            }
            for (Class<?> type = object.getClass(); type != null && type != Object.class; type = type.getSuperclass()) {
                for (Field field : type.getDeclaredFields()) {
                    if (Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive()) {
                        continue;
                    }
                    try {
                        field.setAccessible(true);
                        queue.add(new Object[] {field.get(object), depth + 1});
                    } catch (RuntimeException | IllegalAccessException e) {
                        // a field of the JDK's: not a way to Jetty
                    }
                }
            }
        }
        return null;
    }
}
