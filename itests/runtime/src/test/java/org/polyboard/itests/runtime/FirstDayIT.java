package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * What a newcomer meets on the command line, through the distribution's {@code bin/polyboard}: the help lists every
 * option of {@code table}; a worker says when its join target never answered and when its address is not this
 * machine's; and {@code jobs} and {@code cancel} in one process see and stop a solve that another process runs in the
 * same data folder. Every wait is for a condition, with a generous deadline.
 */
public class FirstDayIT {

    private static final long DEADLINE_SECONDS = 120;

    private static Path work;

    @BeforeClass
    public static void folder() throws IOException {
        work = Files.createTempDirectory("polyboard-first-day");
    }

    @AfterClass
    public static void deleteFolder() throws IOException {
        try (Stream<Path> paths = Files.walk(work)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }

    @Test
    public void theHelpListsEveryOptionOfTable() throws Exception {
        Run help = run(List.of("--help"), "");
        assertEquals(help.err, 0, help.exit);
        String table = help.out.substring(help.out.indexOf("  table "), help.out.indexOf("  results "));
        for (String option : List.of("--solver", "--objective", "--fractional", "--all", "--timeout", "--format text|bfile",
                "--out", "--plot", "--data", "--fresh", "--cluster")) {
            assertTrue(option + " in:\n" + table, table.contains(option));
        }
        assertTrue(help.out, help.out.contains("jobs [--data DIR] | cancel <id> [--data DIR]"));
    }

    @Test
    public void aWorkerSaysItsAddressIsNotThisMachines() throws Exception {
        int port = freePort();
        Run worker = run(List.of("worker", "--bind", "10.9.9.9", "--port", Integer.toString(port)), "");
        assertEquals(worker.err, 2, worker.exit);
        assertEquals("polyboard: Cannot listen on 10.9.9.9:" + port + ": 10.9.9.9 is not an address of this machine"
                + " (Cannot assign requested address); --bind takes one of its own, e.g. 127.0.0.1.\n", worker.err);
        assertFalse(worker.err.contains("Maybe another worker"));
    }

    @Test
    public void aWorkerSaysItsJoinTargetNeverAnswered() throws Exception {
        int port = freePort();
        int nobody = freePort();
        Process worker = start(List.of("worker", "--port", Integer.toString(port), "--join", "127.0.0.1:" + nobody),
                "-Dpolyboard.cluster.join.seconds=2", null);
        try (BufferedReader out = new BufferedReader(new InputStreamReader(worker.getInputStream(), StandardCharsets.UTF_8))) {
            String ready = out.readLine();
            assertEquals("worker 127.0.0.1:" + port + " ready in cluster 'polyboard', " + threads() + "; members seen: 1"
                    + " (workers 127.0.0.1:" + port + "); 127.0.0.1:" + nobody + " never answered, so this worker started"
                    + " a cluster of its own (the others can join it with --join 127.0.0.1:" + port + "); no cluster"
                    + " secret: only processes of this machine can reach it", ready);
        } finally {
            worker.destroy();
            worker.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS);
        }
    }

    @Test
    public void jobsAndCancelReachASolveOfAnotherProcess() throws Exception {
        Path data = work.resolve("shared-data");
        Path output = work.resolve("long-solve.out");
        // a search that runs for far longer than this test: bnb on 20x20, with no time limit
        Process solve = start(List.of("solve", "knight-cover", "n=20", "--solver", "bnb", "--data", data.toString()), "",
                output);
        try {
            Path folder = data.resolve("jobs");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
            String id = null;
            while (id == null && System.nanoTime() < deadline && solve.isAlive()) {
                if (Files.isDirectory(folder)) {
                    try (Stream<Path> files = Files.list(folder)) {
                        id = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".job")).findFirst()
                                .map(n -> n.substring(0, n.length() - ".job".length()).replace('-', ':')).orElse(null);
                    }
                }
                Thread.sleep(100);
            }
            assertTrue("the solve published no job in " + folder + "; it wrote: " + read(output), id != null);
            assertEquals(solve.pid() + ":1", id);

            Run jobs = run(List.of("jobs", "--data", data.toString()), "");
            assertEquals(jobs.err, 0, jobs.exit);
            assertTrue(jobs.out, jobs.out.lines().anyMatch(l -> l.strip().startsWith(solve.pid() + ":1 ")
                    && l.contains("knight-cover") && l.contains("n=20") && l.contains("bnb")
                    && l.contains("(process " + solve.pid() + ": solve knight-cover n=20)")));

            Run cancel = run(List.of("cancel", solve.pid() + ":1", "--data", data.toString()), "");
            assertEquals(cancel.err, 0, cancel.exit);
            assertEquals("cancelling job " + solve.pid() + ":1 (process " + solve.pid() + ": solve knight-cover n=20)\n",
                    cancel.out);
            assertTrue("the solve did not end", solve.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS));
            assertEquals(read(output), 4, solve.exitValue());
            assertTrue(read(output), read(output).contains("status CANCELLED"));
            try (Stream<Path> left = Files.list(folder)) {
                assertEquals("job files left", 0, left.count());
            }
            Run none = run(List.of("jobs", "--data", data.toString()), "");
            assertEquals("no running jobs\n", none.out);
        } finally {
            solve.destroyForcibly();
            solve.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS);
        }
    }

    private record Run(int exit, String out, String err) {
    }

    private static Run run(List<String> words, String javaOptions) throws Exception {
        Path out = Files.createTempFile(work, "run", ".out");
        Path err = Files.createTempFile(work, "run", ".err");
        ProcessBuilder builder = builder(words, javaOptions).redirectOutput(out.toFile()).redirectError(err.toFile());
        Process process = builder.start();
        if (!process.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(words + " did not end in " + DEADLINE_SECONDS + " s");
        }
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static Process start(List<String> words, String javaOptions, Path output) throws IOException {
        ProcessBuilder builder = builder(words, javaOptions);
        if (output != null) {
            builder.redirectOutput(output.toFile()).redirectErrorStream(true);
        } else {
            builder.redirectError(ProcessBuilder.Redirect.DISCARD);
        }
        return builder.start();
    }

    private static ProcessBuilder builder(List<String> words, String javaOptions) {
        List<String> command = new ArrayList<>();
        command.add(Distribution.script());
        command.addAll(words);
        ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().put("JAVA_OPTS", ("-Dpolyboard.data=" + work.resolve("data") + " " + javaOptions).strip());
        return builder;
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file) : "";
    }

    /** "N threads" of a worker with one thread per processor. */
    private static String threads() {
        int n = Runtime.getRuntime().availableProcessors();
        return n + (n == 1 ? " thread" : " threads");
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
