package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.composite;
import static org.ops4j.pax.exam.CoreOptions.mavenBundle;
import static org.ops4j.pax.exam.CoreOptions.options;
import static org.ops4j.pax.exam.CoreOptions.systemProperty;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import javax.inject.Inject;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.ServiceReference;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.UnitCluster;

/**
 * The cluster bundle with Hazelcast and jsr305 resolves and starts beside the project's bundles (on Felix and
 * again on Equinox); {@code pb:worker} starts a member in this framework, and a solve with a cluster target,
 * coordinated from the same framework, runs its units on that member and gives what the local run gives.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class ClusterBundleIT extends PolyboardTestSupport {

    private static final String PROCESSOR = "org.apache.felix.service.command.CommandProcessor";

    @Inject
    private SolveService solveService;

    @Inject
    private UnitCluster unitCluster;

    @Override
    @Configuration
    public Option[] configuration() {
        return options(composite(super.configuration()),
                systemProperty("hazelcast.logging.type").value("none"),
                mavenBundle("com.google.code.findbugs", "jsr305").versionAsInProject(),
                mavenBundle("com.hazelcast", "hazelcast").versionAsInProject(),
                projectBundle("org.polyboard.solver.bnb"),
                projectBundle("org.polyboard.cluster"));
    }

    @Test(timeout = 180_000)
    public void aWorkerStartsAndRunsTheUnitsOfASolveWithACluster() throws Exception {
        assertTrue("solvers: " + ids(solveService.solvers()),
                eventually(10_000, () -> ids(solveService.solvers()).contains("bnb")));
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Object session = open(out);
        try {
            call(session, "execute", "pb:worker --port " + port + " --threads 2");
            String ready = out.toString(StandardCharsets.UTF_8);
            assertTrue(ready, ready.startsWith("worker 127.0.0.1:" + port + " ready in cluster 'polyboard', 2 threads"));

            SolveOptions local = new SolveOptions(true, 0);
            SolveResult here = solveService.solve(new SolveRequest("knight-cover", Map.of("n", "11"), "bnb", null,
                    false, local, null));
            SolveResult there = solveService.solve(new SolveRequest("knight-cover", Map.of("n", "11"), "bnb", null,
                    false, local.withCluster(new ClusterTarget(List.of("127.0.0.1:" + port), null)), null));
            assertEquals(there.message(), Status.OPTIMAL, there.status());
            assertTrue(there.verified());
            assertEquals(21L, there.value().numerator());
            assertEquals(here.solutionCount(), there.solutionCount());
            assertEquals(here.distinctUpToSymmetry(), there.distinctUpToSymmetry());
            Map<String, String> stats = there.stats();
            assertTrue(stats.toString(), Integer.parseInt(stats.get("units")) > 1);
            assertEquals(stats.toString(), stats.get("units"), stats.get("unitsRemote"));
            assertEquals(stats.toString(), "1", stats.get("members"));
            assertEquals(stats.toString(), "127.0.0.1:" + port + "=" + stats.get("units"), stats.get("unitsByMember"));

            out.reset();
            call(session, "execute", "pb:worker --stop");
            assertEquals("worker 127.0.0.1:" + port + " stopped", out.toString(StandardCharsets.UTF_8).strip());
        } finally {
            call(session, "close");
        }
    }

    private Object open(OutputStream out) throws Exception {
        ServiceReference<?> reference = bundleContext.getServiceReference(PROCESSOR);
        Object processor = bundleContext.getService(reference);
        Class<?> type = reference.getBundle().loadClass(PROCESSOR);
        Method create = type.getMethod("createSession", InputStream.class, OutputStream.class, OutputStream.class);
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        return create.invoke(processor, new ByteArrayInputStream(new byte[0]), print, print);
    }

    private static Object call(Object session, String name, Object... args) throws Exception {
        Class<?> type = session.getClass().getClassLoader()
                .loadClass("org.apache.felix.service.command.CommandSession");
        Method method = args.length == 0 ? type.getMethod(name) : type.getMethod(name, CharSequence.class);
        try {
            return method.invoke(session, args);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }
}
