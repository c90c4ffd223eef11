package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.composite;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import javax.inject.Inject;

import org.apache.felix.service.command.CommandProcessor;
import org.apache.felix.service.command.CommandSession;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;

/**
 * Uninstalling a solver bundle while its job runs ends the job CANCELLED, leaves none of the solver's threads
 * behind, and the shell answers the next command.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class SolverUninstallIT extends PolyboardTestSupport {

    private static final String BNB = "org.polyboard.solver.bnb";
    /** A thread runs bnb's search while a frame of its stack is in this package. */
    private static final String BNB_CODE = "org.polyboard.solver.bnb.";
    private static final long DEADLINE_MILLIS = 10_000;
    /** How soon after the uninstall the job must have ended. */
    private static final long CANCEL_MILLIS = 5_000;

    @Inject
    private SolveService solveService;

    @Inject
    private CommandProcessor commandProcessor;

    @Override
    @Configuration
    public Option[] configuration() {
        return new Option[] {composite(super.configuration()), projectBundle(BNB)};
    }

    @Test
    public void uninstallingBnbDuringALongEnumerationCancelsItAndFreesItsThreads() throws Exception {
        assertTrue("bnb not registered: " + ids(solveService.solvers()),
                eventually(DEADLINE_MILLIS, () -> ids(solveService.solvers()).contains("bnb")));
        Bundle bnb = bundle(BNB);

        Job job = solveService.submit(new SolveRequest("knight-cover", Map.of("n", "15"), "bnb", null, false,
                new SolveOptions(true, 0), null));
        assertTrue("bnb search threads never started: " + threads(),
                eventually(DEADLINE_MILLIS, () -> !bnbThreads().isEmpty()));
        Thread.sleep(500);
        assertFalse("knight-cover n=15 --all ended before the uninstall: " + job.result(), job.isDone());

        long start = System.nanoTime();
        bnb.uninstall();
        assertTrue("job still running " + CANCEL_MILLIS + " ms after the uninstall: " + job.progress(),
                eventually(CANCEL_MILLIS, job::isDone));
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        SolveResult result = job.await();
        String context = result.status() + " after " + millis + " ms: " + result.message();
        assertEquals(context, Status.CANCELLED, result.status());
        assertTrue(context, result.message().startsWith("solver bnb was stopped or uninstalled while the job ran"));
        assertFalse(context, result.message().contains("\n"));

        assertTrue("bnb threads left behind: " + bnbThreads(), eventually(DEADLINE_MILLIS, () -> bnbThreads().isEmpty()));
        assertFalse("bnb still listed: " + ids(solveService.solvers()), ids(solveService.solvers()).contains("bnb"));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        CommandSession session = commandProcessor.createSession(new ByteArrayInputStream(new byte[0]), print, print);
        try {
            session.execute("pb:solve --solver ilp knight-cover n=4");
            String text = out.toString(StandardCharsets.UTF_8);
            assertTrue(text, text.contains("OPTIMAL"));
            assertEquals(text, 0, session.get("pb.exit"));
        } finally {
            session.close();
        }
    }

    private Bundle bundle(String symbolicName) {
        for (Bundle b : bundleContext.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                return b;
            }
        }
        throw new AssertionError("no bundle " + symbolicName);
    }

    /** The shared executor's threads that run bnb's code now (its work units). */
    private static List<String> bnbThreads() {
        return Thread.getAllStackTraces().entrySet().stream().filter(e -> e.getKey().isAlive())
                .filter(e -> e.getKey().getName().startsWith("polyboard-worker-"))
                .filter(e -> Arrays.stream(e.getValue()).anyMatch(f -> f.getClassName().startsWith(BNB_CODE)))
                .map(e -> e.getKey().getName()).sorted().collect(Collectors.toList());
    }

    private static List<String> threads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName).sorted()
                .collect(Collectors.toList());
    }
}
