package org.polyboard.web.api;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.servlet.Servlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.CollectionType;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.http.whiteboard.propertytypes.HttpWhiteboardServletName;
import org.osgi.service.http.whiteboard.propertytypes.HttpWhiteboardServletPattern;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.polyboard.api.solve.Renderer;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.table.TableService;
import org.polyboard.support.words.Words;

/**
 * The JSON API under {@code /api}: as thin as the shell commands. It checks access, routes each call to its resource
 * (one class each: catalog, solve, jobs, results, verify, table) and turns refusals into a 4xx answer with
 * {@code {"error": "one line"}}, never a stack trace.
 */
@Component(service = Servlet.class)
@HttpWhiteboardServletPattern("/api/*")
@HttpWhiteboardServletName("polyboard-api")
@Designate(ocd = ApiServlet.Config.class)
public final class ApiServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    /** Framework property (String): the token every API call must present; none when unset. */
    public static final String TOKEN = "polyboard.web.token";
    /** Framework property (String): the address the Felix HTTP service listens on; unset means every interface. */
    public static final String HOST = "org.apache.felix.http.host";

    @ObjectClassDefinition(name = "Polyboard HTTP API", description = "Limits and access of the JSON API under /api")
    public @interface Config {
        @AttributeDefinition(description = "Jobs (solves and tables) that may run at once, started over HTTP")
        int maxJobs() default 4;

        @AttributeDefinition(description = "Largest request body in bytes")
        int maxBodyBytes() default 1 << 20;

        @AttributeDefinition(description = "Time limit in seconds of each row of a table that names none, 0 for none")
        long tableTimeoutSeconds() default 60;

        @AttributeDefinition(description = "Token every call must present (Authorization: Bearer TOKEN); "
                + "empty: the framework property polyboard.web.token, else none (then only a loopback server answers)")
        String token() default "";
    }

    /** The renderers installed, by their properties: the formats of {@code /api/jobs/{id}/result}. */
    @Reference(service = Renderer.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            collectionType = CollectionType.PROPERTIES)
    private transient volatile List<Map<String, Object>> renderers = List.of();

    private final transient Access access;
    private final transient Map<String, Resource> resources = new LinkedHashMap<>();
    private final int maxBodyBytes;

    @Activate
    public ApiServlet(@Reference SolveService service, @Reference TableService tables, Config config,
            BundleContext context) {
        WebJobs jobs = new WebJobs(Math.max(1, config.maxJobs()));
        this.maxBodyBytes = Math.max(1024, config.maxBodyBytes());
        String token = config.token().isBlank() ? context.getProperty(TOKEN) : config.token();
        this.access = new Access(token, context.getProperty(HOST));
        resources.put("families", new CatalogResource(service::families));
        resources.put("solvers", new CatalogResource(service::solvers));
        resources.put("boards", new CatalogResource(service::boards));
        resources.put("pieces", new CatalogResource(service::pieces));
        resources.put("solve", new SolveResource(service, jobs));
        resources.put("jobs", new JobsResource(service, jobs, this::formats));
        resources.put("results", new ResultsResource(service));
        resources.put("verify", new VerifyResource(service));
        TableResource table = new TableResource(service, tables, jobs, Math.max(0, config.tableTimeoutSeconds()));
        resources.put("table", table);
        resources.put("table.svg", table);
    }

    /** Where the HTTP service is Felix HTTP's Jetty, Jetty's own refusals answer in JSON too ({@link JettyErrors}). */
    @Override
    public void init() {
        try {
            Class.forName("org.eclipse.jetty.server.Server", false, ApiServlet.class.getClassLoader());
            JettyErrors.install(getServletContext());
        } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
            // another HTTP service: its refusals stay its own
        }
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setHeader("Cache-Control", "no-store");
        response.setHeader("X-Content-Type-Options", "nosniff");
        Exchange call = new Exchange(request, response, maxBodyBytes);
        try {
            access.check(request);
            route(call);
        } catch (HttpError e) {
            call.json(e.status(), Documents.error(e.getMessage()));
        } catch (IllegalArgumentException e) {
            call.json(HttpError.BAD_REQUEST, Documents.error(HttpError.oneLine(e.getMessage())));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            call.json(503, Documents.error("The server is stopping."));
        } catch (RuntimeException e) {
            call.json(500, Documents.error("Internal error: " + HttpError.oneLine(String.valueOf(e))));
        }
    }

    private void route(Exchange call) throws IOException, InterruptedException {
        List<String> path = call.path();
        if (path.isEmpty()) {
            call.allow("GET");
            call.json(200, index(formats()));
            return;
        }
        Resource resource = resources.get(path.get(0));
        if (resource == null) {
            throw call.notFound();
        }
        resource.answer(call);
    }

    /** Fixes the renderers' formats, for tests. */
    void renderers(String... formats) {
        renderers = java.util.Arrays.stream(formats).map(f -> Map.<String, Object>of(Renderer.FORMAT, f)).toList();
    }

    /** The formats of the installed renderers, by name. */
    List<String> formats() {
        return Words.formats(renderers);
    }

    /** {@code GET /api}: every route, and the result formats installed. */
    static JsonObject index(List<String> formats) {
        JsonObject o = new JsonObject();
        JsonArray routes = new JsonArray();
        for (String route : List.of("GET /api/families", "GET /api/solvers", "GET /api/boards", "GET /api/pieces",
                "POST /api/solve {family, params, solver, objective, options: {all, fractional, timeout, resume}}",
                "GET /api/jobs", "GET /api/jobs/{id}", "DELETE /api/jobs/{id}", "GET /api/jobs/{id}/board.svg",
                "GET /api/jobs/{id}/result?format=F", "GET /api/results?family=F&key=value",
                "POST /api/verify (a result document)", "GET /api/table?family=F&n=1..12",
                "GET /api/table.svg?family=F&n=1..12")) {
            routes.add(route);
        }
        o.add("routes", routes);
        JsonArray list = new JsonArray();
        formats.forEach(list::add);
        o.add("formats", list);
        return o;
    }
}
