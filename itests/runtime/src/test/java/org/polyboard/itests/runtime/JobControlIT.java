package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.composite;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import javax.inject.Inject;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.ServiceReference;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;

/**
 * A time limit ends a run with status TIMEOUT and its best verified solution, soon after the limit. And
 * {@code pb:jobs} and {@code pb:cancel} in one Gogo session stop a solve that another session is running: for each
 * solver of long runs, the job ends CANCELLED soon after the cancel (its latency printed), the first session's
 * command returns with exit status 4, and the second session answers its next command.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class JobControlIT extends PolyboardTestSupport {

    /**
     * How soon a cancelled job must have ended: a solver is given 2 s to stop before the job is abandoned, and a machine
     * busy with other builds may add seconds more; the latencies themselves (well under a second) are printed.
     */
    private static final long CANCEL_MILLIS = 10_000;
    /** How far past its limit a run may end, on a machine busy with other builds. */
    private static final long LATE_MILLIS = 10_000;
    private static final long TIME_LIMIT_MILLIS = 1_500;
    private static final long RUN_BEFORE_CANCEL_MILLIS = 700;
    private static final String PROCESSOR = "org.apache.felix.service.command.CommandProcessor";

    @Inject
    private SolveService solveService;

    @Override
    @Configuration
    public Option[] configuration() {
        return options(composite(super.configuration()), projectBundle("org.polyboard.solver.bnb"),
                projectBundle("org.polyboard.solver.anneal"), projectBundle("org.polyboard.solver.enumerate"));
    }

    @Test(timeout = 120_000)
    public void aSolveRunningInOneSessionIsCancelledFromAnother() throws Exception {
        assertTrue("solvers: " + ids(solveService.solvers()), eventually(10_000,
                () -> ids(solveService.solvers()).containsAll(List.of("bnb", "anneal", "ilp", "enumerate"))));
        StringBuilder latencies = new StringBuilder();
        for (String solver : List.of("bnb", "anneal", "ilp", "enumerate")) {
            latencies.append(solver).append(' ').append(cancelWhileRunning(solver)).append(" ms; ");
        }
        System.out.println("cancel latency (pb:cancel to job ended), knight-cover n=18: " + latencies);
    }

    @Test(timeout = 120_000)
    public void aTimeLimitEndsTheRunWithItsBestVerifiedCover() throws Exception {
        assertTrue("solvers: " + ids(solveService.solvers()), eventually(10_000,
                () -> ids(solveService.solvers()).containsAll(List.of("bnb", "anneal", "ilp"))));
        for (String solver : List.of("bnb", "anneal", "ilp")) {
            SolveRequest request = new SolveRequest("knight-cover", Map.of("n", "15"), solver, null, false,
                    new SolveOptions(false, TIME_LIMIT_MILLIS), null);
            long start = System.nanoTime();
            SolveResult result = solveService.solve(request);
            long millis = (System.nanoTime() - start) / 1_000_000;
            String context = solver + ": " + result.status() + " " + result.value() + " " + result.message();
            assertEquals(context, Status.TIMEOUT, result.status());
            assertTrue(context, result.hasSolution());
            assertTrue(context, result.verified());
            // the published minimum for 15x15 is 36
            assertTrue(context, result.value().numerator() >= 36);
            assertTrue(context + " took " + millis + " ms", millis >= TIME_LIMIT_MILLIS - 400 && millis <= TIME_LIMIT_MILLIS + LATE_MILLIS);
        }
    }

    /**
     * Two censuses started at once from two sessions run their work units on the one shared executor: never more
     * threads run units than the executor has, none outside it, both overlap, and both give the counts of
     * A103315/A006076 for 13x13. (Each job's own thread plans the rounds and waits.)
     */
    @Test(timeout = 240_000)
    public void twoSolvesFromTwoSessionsShareTheExecutor() throws Exception {
        assertTrue("solvers: " + ids(solveService.solvers()),
                eventually(10_000, () -> ids(solveService.solvers()).contains("bnb")));
        int pool = Runtime.getRuntime().availableProcessors();
        ByteArrayOutputStream[] outs = {new ByteArrayOutputStream(), new ByteArrayOutputStream()};
        AtomicInteger mostSearching = new AtomicInteger();
        AtomicInteger mostWorkers = new AtomicInteger();
        AtomicInteger mostJobs = new AtomicInteger();
        AtomicBoolean sampling = new AtomicBoolean(true);
        Set<String> outside = ConcurrentHashMap.newKeySet();
        Thread sampler = new Thread(() -> {
            while (sampling.get()) {
                int searching = 0;
                int workers = 0;
                for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet()) {
                    if (e.getKey().getName().startsWith("polyboard-worker-")) {
                        workers++;
                    }
                    boolean unit = Arrays.stream(e.getValue()).anyMatch(
                            f -> f.getClassName().equals("org.polyboard.solver.bnb.CoverSearch") && f.getMethodName().equals("run"));
                    if (unit) {
                        searching++;
                        if (!e.getKey().getName().startsWith("polyboard-worker-")) {
                            outside.add(e.getKey().getName());
                        }
                    }
                }
                mostSearching.accumulateAndGet(searching, Math::max);
                mostWorkers.accumulateAndGet(workers, Math::max);
                mostJobs.accumulateAndGet(solveService.jobs().size(), Math::max);
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        sampler.start();
        List<Thread> runs = new ArrayList<>();
        List<Session> sessions = new ArrayList<>();
        try {
            for (ByteArrayOutputStream out : outs) {
                Session session = Session.open(bundleContext, out);
                sessions.add(session);
                Thread run = new Thread(() -> {
                    try {
                        session.execute("pb:solve knight-cover n=13 --all --solver bnb --format json");
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                });
                runs.add(run);
                run.start();
            }
            for (Thread run : runs) {
                run.join(200_000);
            }
        } finally {
            sampling.set(false);
            sampler.join();
            for (Session session : sessions) {
                session.close();
            }
        }
        for (ByteArrayOutputStream out : outs) {
            String json = out.toString(StandardCharsets.UTF_8);
            assertTrue(json, json.contains("\"solutionCount\":152") && json.contains("\"distinctUpToSymmetry\":20"));
        }
        String seen = "at most " + mostSearching + " threads running work units, " + mostWorkers + " worker threads, "
                + mostJobs + " jobs at once; pool " + pool + "; units run outside the pool by " + outside;
        System.out.println("two censuses at once: " + seen);
        assertEquals(seen, 2, mostJobs.get());
        assertTrue(seen, mostSearching.get() >= 1 && mostSearching.get() <= pool);
        assertTrue(seen, mostWorkers.get() <= pool);
        assertTrue(seen, outside.isEmpty());
    }

    private long cancelWhileRunning(String solver) throws Exception {
        ByteArrayOutputStream firstOut = new ByteArrayOutputStream();
        ByteArrayOutputStream secondOut = new ByteArrayOutputStream();
        try (Session first = Session.open(bundleContext, firstOut); Session second = Session.open(bundleContext, secondOut)) {
            AtomicReference<Object> firstExit = new AtomicReference<>();
            AtomicReference<Exception> firstFailure = new AtomicReference<>();
            Thread running = new Thread(() -> {
                try {
                    first.execute("pb:solve knight-cover n=18 --solver " + solver);
                    firstExit.set(first.get("pb.exit"));
                } catch (Exception e) {
                    firstFailure.set(e);
                }
            });
            running.start();
            AtomicReference<Job> found = new AtomicReference<>();
            assertTrue(solver + ": no running job", eventually(10_000, () -> {
                Optional<Job> job = solveService.jobs().stream().filter(j -> j.solver().equals(solver)).findFirst();
                job.ifPresent(found::set);
                return job.isPresent();
            }));
            Job job = found.get();
            Thread.sleep(RUN_BEFORE_CANCEL_MILLIS);
            assertFalse(solver + " ended before it could be cancelled", job.isDone());

            String listing = second.run(secondOut, "pb:jobs");
            assertTrue(solver + ": " + listing, listing.lines().anyMatch(
                    l -> l.trim().startsWith(job.id() + " ") && l.contains("knight-cover") && l.contains(solver)));

            long start = System.nanoTime();
            String answer = second.run(secondOut, "pb:cancel " + job.id());
            assertTrue(answer, eventually(5_000, job::isDone));
            long latency = (System.nanoTime() - start) / 1_000_000;
            assertTrue(answer, answer.contains("cancelling job " + job.id()));
            SolveResult result = job.await();
            assertEquals(solver + ": " + result.message(), Status.CANCELLED, result.status());
            assertTrue(solver + " took " + latency + " ms to stop", latency <= CANCEL_MILLIS);
            if (result.hasSolution()) {
                assertTrue(solver + ": a cancelled run's solution is verified", result.verified());
            }

            running.join(5_000);
            assertFalse(solver + ": the first session's solve did not return", running.isAlive());
            assertEquals(null, firstFailure.get());
            assertEquals(4, ((Number) firstExit.get()).intValue());
            assertTrue(firstOut.toString(StandardCharsets.UTF_8), firstOut.toString(StandardCharsets.UTF_8).contains("status CANCELLED"));
            assertTrue(second.run(secondOut, "pb:families").contains("knight-cover"));
            assertTrue(second.run(secondOut, "pb:jobs").contains("no running jobs"));
            return latency;
        }
    }

    /** A Gogo session, reached by reflection: the test bundle does not import the Gogo API. */
    private static final class Session implements AutoCloseable {
        private final Object session;
        private final Class<?> type;

        private Session(Object session, Class<?> type) {
            this.session = session;
            this.type = type;
        }

        static Session open(org.osgi.framework.BundleContext context, OutputStream out) throws Exception {
            ServiceReference<?> reference = context.getServiceReference(PROCESSOR);
            Object processor = context.getService(reference);
            Class<?> type = reference.getBundle().loadClass(PROCESSOR);
            Method create = type.getMethod("createSession", InputStream.class, OutputStream.class, OutputStream.class);
            PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
            return new Session(create.invoke(processor, new ByteArrayInputStream(new byte[0]), print, print),
                    reference.getBundle().loadClass("org.apache.felix.service.command.CommandSession"));
        }

        Object execute(String line) throws Exception {
            return call("execute", new Class<?>[] {CharSequence.class}, line);
        }

        Object get(String name) throws Exception {
            return call("get", new Class<?>[] {String.class}, name);
        }

        /** Runs {@code line} and returns what it printed. */
        String run(ByteArrayOutputStream out, String line) throws Exception {
            out.reset();
            execute(line);
            return out.toString(StandardCharsets.UTF_8);
        }

        private Object call(String name, Class<?>[] types, Object... args) throws Exception {
            Method method = type.getMethod(name, types);
            try {
                return method.invoke(session, args);
            } catch (InvocationTargetException e) {
                throw e.getCause() instanceof Exception cause ? cause : e;
            }
        }

        @Override
        public void close() throws Exception {
            call("close", new Class<?>[0]);
        }
    }
}
