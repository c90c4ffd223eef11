package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.After;
import org.junit.Before;
import org.junit.Test;

/**
 * Runs the built distribution's {@code bin/polyboard} as a user would, from another working directory:
 * one command at a time, and the interactive shell fed through a pipe while a bundle is hot-deployed.
 */
public class CommandLineIT {

    private static final Path DIST = Distribution.home();
    private static final long RUN_TIMEOUT_SECONDS = 120;
    private static final long DEADLINE_MILLIS = 20_000;

    private Path work;

    @Before
    public void createWorkDir() throws IOException {
        work = Files.createTempDirectory("polyboard-cli-it");
    }

    @After
    public void deleteWorkDir() throws IOException {
        try (Stream<Path> paths = Files.walk(work)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }

    @Test
    public void solveKnightCoverPrintsOptimalAndExitsZero() throws Exception {
        Result result = run(List.of(), "solve", "knight-cover", "n=8");
        assertEquals(result.toString(), 0, result.status);
        assertTrue(result.toString(), result.out.contains("OPTIMAL"));
        assertEquals(result.toString(), "", result.err);
    }

    @Test
    public void optionsAfterTheCommandReachIt() throws Exception {
        Result result = run(List.of(), "solve", "knight-cover", "n=4", "--format", "json");
        assertEquals(result.toString(), 0, result.status);
        assertTrue(result.toString(), result.out.strip().startsWith("{"));
        assertTrue(result.toString(), result.out.contains("\"OPTIMAL\""));
    }

    @Test
    public void badInputGivesOneLineOnStandardErrorAndNonZeroExit() throws Exception {
        Result result = run(List.of(), "solve", "knight-cover", "n=0");
        assertNotEquals(result.toString(), 0, result.status);
        assertOneCleanErrorLine(result);
    }

    @Test
    public void unknownCommandGivesOneLineAndNonZeroExit() throws Exception {
        Result result = run(List.of(), "frobnicate");
        assertNotEquals(result.toString(), 0, result.status);
        assertOneCleanErrorLine(result);
        assertTrue(result.toString(), result.err.contains("frobnicate"));
    }

    @Test
    public void versionAndHelpNeedNoFramework() throws Exception {
        Result version = run(List.of(), "--version");
        assertEquals(version.toString(), 0, version.status);
        assertTrue(version.toString(), version.out.startsWith("polyboard "));
        Result help = run(List.of(), "--help");
        assertEquals(help.toString(), 0, help.status);
        assertTrue(help.toString(), help.out.contains("usage: polyboard"));
    }

    @Test
    public void solvesAreRecordedInTheDataFolderListedAndReusedByTable() throws Exception {
        String data = work.resolve("data").toString();
        Result solve = run(List.of(), "solve", "knight-cover", "n=4", "--solver", "bnb", "--data", data);
        assertEquals(solve.toString(), 0, solve.status);
        assertTrue(Files.readString(work.resolve("data").resolve("results.jsonl")).contains("\"crc32\":"));

        Result results = run(List.of(), "results", "knight-cover", "n=4", "--data", data);
        assertEquals(results.toString(), 0, results.status);
        assertTrue(results.toString(), results.out.lines().anyMatch(l -> l.contains("n=4") && l.contains("OPTIMAL")
                && l.contains("bnb")));

        Result table = run(List.of(), "table", "knight-cover", "n=3..4", "--solver", "bnb", "--data", data);
        assertEquals(table.toString(), 0, table.status);
        assertTrue(table.toString(), table.out.lines().anyMatch(l -> l.startsWith("4 ") && l.endsWith("*")));
        assertTrue(table.toString(), table.out.lines().anyMatch(l -> l.startsWith("3 ") && !l.endsWith("*")));
        assertTrue(table.toString(), table.out.contains("from the results journal"));
    }

    @Test
    public void aOneCommandRunSeesWhatIsInDeploy() throws Exception {
        Path deploy = Files.createDirectory(work.resolve("deploy"));
        Files.copy(greedyJar(), deploy.resolve("greedy.jar"));
        Result result = run(List.of("-Dfelix.fileinstall.dir=" + deploy), "solvers");
        assertEquals(result.toString(), 0, result.status);
        assertTrue(result.toString(), result.out.contains("greedy"));
    }

    @Test
    public void aBundleCopiedIntoDeployIsPickedUpAndDroppedWhileTheShellRuns() throws Exception {
        Path deploy = Files.createDirectory(work.resolve("deploy"));
        ProcessBuilder builder = new ProcessBuilder(DIST.resolve("bin").resolve("polyboard").toString())
                .directory(work.toFile())
                .redirectErrorStream(true);
        environment(builder, List.of("-Dfelix.fileinstall.dir=" + deploy));
        Process process = builder.start();
        try (Shell shell = new Shell(process)) {
            assertTrue("ilp never listed: " + shell.transcript(),
                    shell.repeatUntil("solvers", out -> out.contains("ilp")));
            assertFalse(shell.transcript(), shell.command("solvers").contains("greedy"));

            String failed = shell.command("solve knight-cover n=0");
            assertTrue(shell.transcript(), failed.contains("n=0"));
            assertFalse("a stack trace: " + shell.transcript(), failed.contains("\tat "));

            Files.copy(greedyJar(), deploy.resolve("greedy.jar"));
            assertTrue("greedy not listed after copying it to deploy/: " + shell.transcript(),
                    shell.repeatUntil("solvers", out -> out.contains("greedy")));

            Files.delete(deploy.resolve("greedy.jar"));
            assertTrue("greedy still listed after deleting it from deploy/: " + shell.transcript(),
                    shell.repeatUntil("solvers", out -> !out.contains("greedy")));

            shell.endInput();
            assertTrue("the shell did not end with its input", process.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS));
            assertEquals(shell.transcript(), 0, process.exitValue());
        } finally {
            process.destroyForcibly();
        }
    }

    /** The start script runs the JVM running the tests, with {@code javaOptions}. */
    private static void environment(ProcessBuilder builder, List<String> javaOptions) {
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        List<String> options = new ArrayList<>(javaOptions);
        // the results journal of the runs: never the user's own
        options.add("-Dpolyboard.data=" + Paths.get(System.getProperty("polyboard.data", "target/polyboard-data")).toAbsolutePath());
        builder.environment().put("JAVA_OPTS", String.join(" ", options));
    }

    private static Path greedyJar() throws IOException {
        try (Stream<Path> jars = Files.list(DIST.resolve("extras"))) {
            return jars.filter(p -> p.getFileName().toString().startsWith(PolyboardTestSupport.GREEDY))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no greedy solver in " + DIST.resolve("extras")));
        }
    }

    private static void assertOneCleanErrorLine(Result result) {
        List<String> lines = result.err.lines().toList();
        assertEquals(result.toString(), 1, lines.size());
        String line = lines.get(0);
        assertTrue(result.toString(), line.startsWith("polyboard: "));
        assertFalse(result.toString(), line.contains("Exception"));
        assertFalse(result.toString(), line.contains("at org."));
    }

    private Result run(List<String> javaOptions, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(DIST.resolve("bin").resolve("polyboard").toString());
        command.addAll(List.of(args));
        Path out = work.resolve("out.txt");
        Path err = work.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(work.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(out.toFile())
                .redirectError(err.toFile());
        environment(builder, javaOptions);
        Process process = builder.start();
        if (!process.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("polyboard " + String.join(" ", args) + " did not end in " + RUN_TIMEOUT_SECONDS + " s");
        }
        return new Result(String.join(" ", args), process.exitValue(), Files.readString(out), Files.readString(err));
    }

    private record Result(String args, int status, String out, String err) {
        @Override
        public String toString() {
            return "polyboard " + args + " -> exit " + status + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    /** The interactive shell behind a pipe: each command is followed by an echo that marks its end. */
    private static final class Shell implements AutoCloseable {

        private final Writer input;
        private final StringBuffer output = new StringBuffer();
        private final Thread reader;
        private int marks;
        private int consumed;

        Shell(Process process) {
            this.input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            InputStream stream = process.getInputStream();
            this.reader = new Thread(() -> {
                byte[] buffer = new byte[4096];
                try {
                    for (int n; (n = stream.read(buffer)) >= 0; ) {
                        output.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                    }
                } catch (IOException e) {
                    // the process has gone
                }
            }, "polyboard output");
            reader.setDaemon(true);
            reader.start();
        }

        /** Runs {@code line} and returns what it printed. */
        String command(String line) throws IOException, InterruptedException {
            int mark = ++marks;
            // the echoed words are quoted so that the typed line itself never contains the mark
            input.write(line + "\necho '@@' " + mark + "\n");
            input.flush();
            String expected = "@@ " + mark;
            long deadline = System.nanoTime() + DEADLINE_MILLIS * 1_000_000;
            int at;
            while ((at = output.indexOf(expected, consumed)) < 0) {
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("no answer to '" + line + "' within " + DEADLINE_MILLIS + " ms: "
                            + transcript());
                }
                Thread.sleep(20);
            }
            String printed = output.substring(consumed, at);
            consumed = at + expected.length();
            return printed;
        }

        /** Runs {@code line} until its output satisfies {@code condition}, for at most the deadline. */
        boolean repeatUntil(String line, java.util.function.Predicate<String> condition)
                throws IOException, InterruptedException {
            long deadline = System.nanoTime() + DEADLINE_MILLIS * 1_000_000;
            while (!condition.test(command(line))) {
                if (System.nanoTime() > deadline) {
                    return false;
                }
                Thread.sleep(100);
            }
            return true;
        }

        void endInput() throws IOException {
            input.close();
        }

        String transcript() {
            return "\n--- transcript\n" + output;
        }

        @Override
        public void close() throws IOException {
            try {
                input.close();
            } catch (IOException e) {
                // already closed
            }
        }
    }
}
