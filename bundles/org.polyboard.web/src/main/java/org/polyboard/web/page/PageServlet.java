package org.polyboard.web.page;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import javax.servlet.Servlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.http.whiteboard.propertytypes.HttpWhiteboardServletName;
import org.osgi.service.http.whiteboard.propertytypes.HttpWhiteboardServletPattern;

/**
 * The page: its static files (plain HTML, CSS and JavaScript in {@code /static} of this bundle) under {@code /ui/};
 * {@code /}, {@code /ui} and {@code /ui/} lead to {@value #PAGE}. Any other path not served elsewhere is a plain 404.
 */
@Component(service = Servlet.class)
@HttpWhiteboardServletPattern({"/", "/ui/*"})
@HttpWhiteboardServletName("polyboard-page")
public final class PageServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    /** Where the page is. */
    public static final String PAGE = "/ui/index.html";

    /** The files of the page, by name, with their media types: nothing else is served. */
    private static final Map<String, String> FILES = Map.of(
            "index.html", "text/html", "app.js", "text/javascript", "app.css", "text/css");

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String path = request.getServletPath() + (request.getPathInfo() == null ? "" : request.getPathInfo());
        if (path.isEmpty() || path.equals("/") || path.equals("/index.html") || path.equals("/ui") || path.equals("/ui/")) {
            response.sendRedirect(request.getContextPath() + PAGE);
            return;
        }
        String name = path.startsWith("/ui/") ? path.substring("/ui/".length()) : null;
        String type = name == null ? null : FILES.get(name);
        if (type == null || !request.getMethod().equals("GET") && !request.getMethod().equals("HEAD")) {
            notFound(response, path);
            return;
        }
        byte[] bytes;
        try (InputStream in = PageServlet.class.getResourceAsStream("/static/" + name)) {
            if (in == null) {
                notFound(response, path);
                return;
            }
            bytes = in.readAllBytes();
        }
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType(type + ";charset=utf-8");
        response.setContentLength(bytes.length);
        response.setHeader("X-Content-Type-Options", "nosniff");
        if (request.getMethod().equals("GET")) {
            response.getOutputStream().write(bytes);
        }
    }

    private static void notFound(HttpServletResponse response, String path) throws IOException {
        byte[] text = ("Not found: " + path + "; the page is at " + PAGE + "\n").getBytes(StandardCharsets.UTF_8);
        response.setStatus(HttpServletResponse.SC_NOT_FOUND);
        response.setContentType("text/plain;charset=utf-8");
        response.setContentLength(text.length);
        response.getOutputStream().write(text);
    }
}
