package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * The bad-input suite ({@link BadInputs}) through the distribution's {@code bin/polyboard}: one line on standard
 * error, nothing on standard output, a non-zero exit. A representative subset by default, as each call starts a
 * JVM; {@code -Dpolyboard.it.allBadInputs=true} runs every case.
 */
public class BadInputCommandLineIT {

    private static final Path DIST = Distribution.home();
    private static final long RUN_TIMEOUT_SECONDS = 120;
    /** Two JVMs at a time. */
    private static final int PARALLEL = 2;

    private static Path work;

    @BeforeClass
    public static void writeFixtures() throws IOException {
        work = Files.createTempDirectory("polyboard-bad-cli");
        BadInputs.writeFixtures(work);
    }

    @AfterClass
    public static void deleteFixtures() throws IOException {
        try (Stream<Path> paths = Files.walk(work)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }

    @Test
    public void badInputGivesOneErrorLineAndANonZeroExit() throws Exception {
        boolean all = Boolean.getBoolean("polyboard.it.allBadInputs");
        List<BadInputs.Case> cases = BadInputs.ALL.stream().filter(c -> all || BadInputs.COMMAND_LINE.contains(c.id()))
                .toList();
        assertEquals("every id of the subset names a case", all ? BadInputs.ALL.size() : BadInputs.COMMAND_LINE.size(),
                cases.size());
        ExecutorService pool = Executors.newFixedThreadPool(PARALLEL);
        List<String> failures = new ArrayList<>();
        try {
            List<Future<String>> outcomes = new ArrayList<>();
            for (BadInputs.Case c : cases) {
                outcomes.add(pool.submit(() -> check(c)));
            }
            for (Future<String> outcome : outcomes) {
                String problem = outcome.get();
                if (problem != null) {
                    failures.add(problem);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        assertTrue(failures.size() + " of " + cases.size() + " cases failed:\n" + String.join("\n", failures),
                failures.isEmpty());
    }

    /** Runs one case; returns what is wrong with its outcome, or {@code null}. */
    private static String check(BadInputs.Case c) throws Exception {
        Path out = work.resolve(c.id() + ".out");
        Path err = work.resolve(c.id() + ".err");
        List<String> command = new ArrayList<>();
        command.add(DIST.resolve("bin").resolve("polyboard").toString());
        command.addAll(c.words(work));
        ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        // the results journal of the runs: never the user's own
        builder.environment().put("JAVA_OPTS", "-Dpolyboard.data="
                + Paths.get(System.getProperty("polyboard.data", "target/polyboard-data")).toAbsolutePath());
        Process process = builder.start();
        if (!process.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return c + " -> did not end in " + RUN_TIMEOUT_SECONDS + " s";
        }
        String stdout = Files.readString(out);
        String stderr = Files.readString(err);
        List<String> lines = stderr.lines().toList();
        String problem = null;
        if (process.exitValue() == 0) {
            problem = "exit 0";
        } else if (lines.size() != 1) {
            problem = lines.size() + " lines on standard error";
        } else if (stderr.contains("Exception") || stderr.contains("\tat ")) {
            problem = "a stack trace or an exception name";
        } else if (stderr.contains("; Maybe") || stderr.contains(".;")) {
            problem = "advice joined with a capital or after a full stop";
        } else if (process.exitValue() != 2 && !(c.command().startsWith("verify") && process.exitValue() == 1)) {
            // bad input is 2; a result file that parses but is invalid is 1
            problem = "exit status " + process.exitValue() + ", not 2";
        } else if (!stderr.contains(c.message())) {
            problem = "no '" + c.message() + "' in the message";
        } else if (!stdout.isEmpty()) {
            problem = "output on standard output";
        }
        return problem == null ? null : c + " -> " + problem + " (exit " + process.exitValue() + ")\n    stderr: "
                + stderr.strip() + "\n    stdout: " + stdout.strip();
    }
}
