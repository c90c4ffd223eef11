package org.polyboard.web.page;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import javax.servlet.Servlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.http.whiteboard.propertytypes.HttpWhiteboardServletName;
import org.osgi.service.http.whiteboard.propertytypes.HttpWhiteboardServletPattern;

/** The site's root: {@code /} leads to the page; any other path not served elsewhere is a plain 404. */
@Component(service = Servlet.class)
@HttpWhiteboardServletPattern("/")
@HttpWhiteboardServletName("polyboard-root")
public final class PageServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String path = request.getServletPath() + (request.getPathInfo() == null ? "" : request.getPathInfo());
        if (path.isEmpty() || path.equals("/") || path.equals("/index.html")) {
            response.sendRedirect(request.getContextPath() + WebPage.PAGE);
            return;
        }
        byte[] text = ("Not found: " + path + "; the page is at " + WebPage.PAGE + "\n").getBytes(StandardCharsets.UTF_8);
        response.setStatus(HttpServletResponse.SC_NOT_FOUND);
        response.setContentType("text/plain;charset=utf-8");
        response.setContentLength(text.length);
        response.getOutputStream().write(text);
    }
}
