package org.polyboard.itests.runtime;

import static org.polyboard.itests.runtime.RunOutput.field;
import static org.polyboard.itests.runtime.RunOutput.lines;

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
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.After;
import org.junit.Before;
import org.junit.Test;

/**
 * A split search killed with {@code kill -9} part-way and run again with {@code --resume} gives the counts an
 * uninterrupted run gives, and takes the units recorded before the kill from the checkpoints instead of
 * searching them again. Runs the built distribution as a process, as a user would.
 */
public class ResumeAfterKillIT {

    private static final Path DIST = Distribution.home();
    private static final long RUN_TIMEOUT_SECONDS = 300;

    private Path data;

    @Before
    public void createDataDir() throws IOException {
        data = Files.createTempDirectory("polyboard-resume-it");
    }

    @After
    public void deleteDataDir() throws IOException {
        try (Stream<Path> paths = Files.walk(data)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }

    /** 14x14: 903 units over k = 29..32 (344 at k = 32); the kill falls inside the enumeration at 32. */
    @Test
    public void theKnightCensusOf14x14ResumesToItsFourCovers() throws Exception {
        String json = killThenResume(700, "solve", "knight-cover", "n=14", "--all", "--solver", "bnb");
        assertEquals(json, "OPTIMAL", field(json, "status"));
        assertEquals(json, "32", field(json, "value"));
        assertEquals(json, "4", field(json, "solutionCount"));
        assertEquals(json, "1", field(json, "distinctUpToSymmetry"));
        assertEquals(json, "true", field(json, "verified"));
    }

    /**
     * Queen domination of 16x16 (A075458: 9): about a hundred units over the rounds k = 8 (Spencer's bound; refuted)
     * and 9, the last stopped at its witness.
     */
    @Test
    public void queenDominationOf16x16ResumesToNine() throws Exception {
        String json = killThenResume(40, "solve", "queens", "n=16", "objective=min-domination", "--solver", "enumerate");
        assertEquals(json, "OPTIMAL", field(json, "status"));
        assertEquals(json, "9", field(json, "value"));
        assertEquals(json, "true", field(json, "verified"));
    }

    /** Toeplitz queens n=20, every placement (A075866: 3717888), 129 units of about 8 ms each. */
    @Test
    public void theToeplitzCountOf20ResumesToItsTotals() throws Exception {
        String json = killThenResume(20, "solve", "toeplitz-queens", "n=20", "--all");
        assertEquals(json, "OPTIMAL", field(json, "status"));
        assertEquals(json, "3717888", field(json, "solutionCount"));
        assertEquals(json, "929472", field(json, "distinctUpToSymmetry"));
        assertEquals(json, "true", field(json, "verified"));
    }

    /**
     * Stopped with SIGTERM (as {@code kill} or Ctrl-C stop it), a solve cancels its job and prints what it found so
     * far, verified, with the bound it proved, and no stack trace; the exit status is the signal's (128 + 15).
     */
    @Test
    public void aSolveStoppedWithSigtermPrintsItsResultSoFar() throws Exception {
        Path checkpoints = data.resolve("checkpoints.jsonl");
        Process run = start(new String[] {"solve", "knight-cover", "n=16", "--solver", "bnb"}, false);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(RUN_TIMEOUT_SECONDS);
        while (lines(checkpoints) < 20) {
            assertTrue("the run ended before it was stopped", run.isAlive());
            assertTrue("no 20 units recorded in time", System.nanoTime() < deadline);
            Thread.sleep(5);
        }
        run.destroy();
        assertTrue("the stopped run did not end", run.waitFor(30, TimeUnit.SECONDS));
        String json = Files.readString(data.resolve("out.json"));
        String err = Files.readString(data.resolve("err.txt"));
        assertEquals(json + err, 143, run.exitValue());
        assertEquals(json + err, "CANCELLED", field(json, "status"));
        assertEquals(json, "true", field(json, "verified"));
        // bnb's greedy cover (48) or better; every count below the bound is refuted, and the optimum is 40 (A006075)
        int value = Integer.parseInt(field(json, "value"));
        int bound = Integer.parseInt(field(json, "bound"));
        assertTrue(json, value >= 40 && value <= 48 && bound >= 29 && bound <= 40);
        assertTrue("no stack trace: " + err, !err.contains("Exception") && !err.contains("\tat "));
    }

    /**
     * Runs {@code args} until its checkpoints file holds {@code killAfter} records, kills it with SIGKILL, runs
     * it again with {@code --resume} and returns the JSON of that run, after checking that it took at least the
     * recorded units from the checkpoints.
     */
    private String killThenResume(int killAfter, String... args) throws Exception {
        Path checkpoints = data.resolve("checkpoints.jsonl");
        Process first = start(args, false);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(RUN_TIMEOUT_SECONDS);
        try {
            while (lines(checkpoints) < killAfter) {
                assertTrue("the first run ended before " + killAfter + " units were recorded: " + lines(checkpoints),
                        first.isAlive());
                assertTrue("no " + killAfter + " units recorded in time", System.nanoTime() < deadline);
                Thread.sleep(5);
            }
        } finally {
            first.destroyForcibly();
            first.waitFor(30, TimeUnit.SECONDS);
        }
        assertTrue("the first run was not killed", first.exitValue() != 0);
        long recorded = lines(checkpoints);
        // a run writes its solve's key once, in a header line before its units
        long headers;
        try (var all = Files.lines(checkpoints)) {
            headers = all.filter(line -> line.startsWith("{\"solve\":")).count();
        }

        Process second = start(args, true);
        assertTrue("the resumed run did not end in " + RUN_TIMEOUT_SECONDS + " s",
                second.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS));
        String json = Files.readString(data.resolve("out.json"));
        assertEquals(json + Files.readString(data.resolve("err.txt")), 0, second.exitValue());
        long resumed = Long.parseLong(field(json, "resumed"));
        // the last record may have been torn by the kill: it is not taken
        assertTrue("resumed " + resumed + " of the " + recorded + " recorded units: " + json,
                resumed >= killAfter - headers - 1 && resumed <= recorded - headers);
        return json;
    }

    private Process start(String[] args, boolean resume) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(DIST.resolve("bin").resolve("polyboard").toString());
        command.addAll(List.of(args));
        command.addAll(List.of("--format", "json", "--data", data.toString()));
        if (resume) {
            command.add("--resume");
        }
        ProcessBuilder builder = new ProcessBuilder(command).directory(data.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(data.resolve("out.json").toFile())
                .redirectError(data.resolve("err.txt").toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        return builder.start();
    }
}
