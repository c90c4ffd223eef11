package org.polyboard.itests.runtime;

import static org.polyboard.itests.runtime.RunOutput.field;
import static org.polyboard.itests.runtime.RunOutput.lines;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * Work units on a cluster of worker processes started from the built distribution, on loopback addresses and
 * free ports, each JVM with a small heap: the knight census of 14x14 ({@code --all}, bnb: 6635 units) gives the
 * totals of a local run (4 covers, 1 up to symmetry) with units run on both workers, also when a worker is
 * killed with {@code kill -9} part-way, and when the coordinator is killed and run again with {@code --resume}.
 * Bad input (a malformed address, a cluster nobody answers at, a worker with other solver bundles) ends with
 * one line and a non-zero exit status.
 */
public class ClusterIT {

    private static final Path DIST = Distribution.home();
    private static final long RUN_TIMEOUT_SECONDS = 240;
    private static final String HEAP = "-Xmx256m";
    /**
     * Units of the 14x14 census as planned: 1 at k = 29, 1 at k = 30, 757 at k = 31, 5876 at k = 32 (the long round;
     * the 13x13 census, since the bound of triples 768 units of about 1.6 ms, could end before the second worker took
     * one). Through a
     * cluster a few more or fewer: a unit running while a thread waits is split on demand, where the timing has it.
     */
    private static final int UNITS = 6635;
    /** Nodes of the 14x14 census: bnb counts each node once, however its units split. */
    private static final long NODES = 2_198_685;
    /** A kill after this many recorded units falls inside the round k = 32. */
    private static final int KILL_AFTER = 2000;

    private static Path root;
    private static final List<Process> workers = new ArrayList<>();
    private static final List<String> addresses = new ArrayList<>();

    @BeforeClass
    public static void startTwoWorkers() throws Exception {
        root = Files.createTempDirectory("polyboard-cluster-it");
        addresses.add(startWorker("w1", List.of(), List.of()));
        addresses.add(startWorker("w2", List.of("--join", addresses.get(0)), List.of()));
    }

    @AfterClass
    public static void stopWorkers() throws IOException, InterruptedException {
        for (Process p : workers) {
            p.destroy();
        }
        for (Process p : workers) {
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }

    @Test
    public void theKnightCensusOf14x14OnTwoWorkersGivesTheLocalTotals() throws Exception {
        Path data = Files.createTempDirectory(root, "census");
        Run run = run(data, "census", List.of(), "solve", "knight-cover", "n=14", "--all", "--solver", "bnb",
                "--cluster", String.join(",", addresses), "--format", "json", "--data", data.toString());
        assertTrue("the census did not end in time", run.process.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS));
        String json = run.out();
        assertEquals(json + run.err(), 0, run.process.exitValue());
        assertCensus(json);
        int units = units(json);
        assertEquals(json, "" + units, field(json, "unitsRemote"));
        assertEquals(json, "2", field(json, "members"));
        for (String address : addresses) {
            assertTrue("no units on " + address + ": " + json, unitsOn(json, address) > 0);
        }
        assertEquals(json, units, unitsOn(json, addresses.get(0)) + unitsOn(json, addresses.get(1)));
    }

    @Test
    public void aWorkerKilledPartWayLosesOnlyItsRunningUnits() throws Exception {
        // the third worker says every second how many units it has run: it is killed only once it has run units of
        // this census, and a census that ends before (a fresh worker answers the coordinator late on a loaded
        // machine) is run again, so the kill never strikes a member that took no part. Its count is of units run,
        // not of units answered: a member answers a batch of units at once, so the kill may strike before the
        // coordinator has any result from it, and then all its units of this census are run again elsewhere.
        String address = startWorker("w3", List.of("--join", addresses.get(0)),
                List.of("-Dpolyboard.cluster.summary.seconds=1"));
        Process third = workers.get(workers.size() - 1);
        Path thirdOut = root.resolve("w3").resolve("worker.out");
        Run run = null;
        for (int attempt = 1; run == null; attempt++) {
            if (attempt > 1) {
                // the last summary of the census before comes up to a second after it ended: it must not be taken
                // for units of the next
                Thread.sleep(2_500);
            }
            long before = unitsDone(thirdOut);
            Path data = Files.createTempDirectory(root, "killed-worker");
            Run census = run(data, "census", List.of(), "solve", "knight-cover", "n=14", "--all", "--solver", "bnb",
                    "--cluster", address, "--format", "json", "--data", data.toString());
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(RUN_TIMEOUT_SECONDS);
            while (census.process.isAlive() && (lines(data.resolve("checkpoints.jsonl")) < KILL_AFTER
                    || unitsDone(thirdOut) <= before)) {
                assertTrue("the census did not end in time", System.nanoTime() < deadline);
                Thread.sleep(5);
            }
            if (census.process.isAlive()) {
                run = census;
            } else {
                assertEquals(census.out() + census.err(), 0, census.process.exitValue());
                assertCensus(census.out());
                assertTrue("the third worker ran no units of " + attempt + " censuses: " + census.out(), attempt < 4);
            }
        }
        third.destroyForcibly();
        assertTrue(third.waitFor(20, TimeUnit.SECONDS));
        assertTrue("the census did not end in time", run.process.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS));
        String json = run.out();
        assertEquals(json + run.err(), 0, run.process.exitValue());
        assertCensus(json);
        assertEquals(json, "" + units(json), field(json, "unitsRemote"));
        assertTrue("the killed worker ran every unit: " + json, unitsOn(json, address) < units(json));
    }

    /** A worker's summary line: "HH:mm:ss worker ADDRESS: N units done, ...". */
    private static final Pattern UNITS_DONE = Pattern.compile(" (\\d+) units? done, ");

    /** The units a worker has run, from the last of its summary lines, 0 before the first. */
    private static long unitsDone(Path workerOut) throws IOException {
        long done = 0;
        for (String line : Files.readAllLines(workerOut)) {
            Matcher matcher = UNITS_DONE.matcher(line);
            if (matcher.find()) {
                done = Long.parseLong(matcher.group(1));
            }
        }
        return done;
    }

    @Test
    public void aCoordinatorKilledPartWayResumesWithoutRedoingRecordedUnits() throws Exception {
        Path data = Files.createTempDirectory(root, "killed-coordinator");
        String[] args = {"solve", "knight-cover", "n=14", "--all", "--solver", "bnb", "--cluster",
            String.join(",", addresses), "--format", "json", "--data", data.toString()};
        Run first = run(data, "first", List.of(), args);
        awaitCheckpoints(data, KILL_AFTER, first.process);
        first.process.destroyForcibly();
        assertTrue(first.process.waitFor(20, TimeUnit.SECONDS));
        assertTrue("the first run was not killed", first.process.exitValue() != 0);
        long recorded = lines(data.resolve("checkpoints.jsonl"));

        List<String> again = new ArrayList<>(Arrays.asList(args));
        again.add("--resume");
        Run second = run(data, "second", List.of(), again.toArray(new String[0]));
        assertTrue("the resumed run did not end in time", second.process.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS));
        String json = second.out();
        assertEquals(json + second.err(), 0, second.process.exitValue());
        assertCensus(json);
        long resumed = Long.parseLong(field(json, "resumed"));
        // the last record may have been torn by the kill: it is not taken; the first line is the run's header
        assertTrue("resumed " + resumed + " of the " + recorded + " recorded lines: " + json,
                resumed >= KILL_AFTER - 2 && resumed <= recorded - 1);
        assertEquals(json, "" + (units(json) - resumed), field(json, "unitsRemote"));
    }

    /** The units of a census run: those planned, give or take a few split on demand. */
    private static int units(String json) {
        int units = Integer.parseInt(field(json, "units"));
        assertTrue("far from the units planned: " + json, Math.abs(units - UNITS) < UNITS / 10);
        return units;
    }

    /**
     * Queen domination of 16x16 by rounds of work units that stop at their first find (8 queens refuted by frames, 9
     * found) on the workers: the local value and proof.
     */
    @Test
    public void queenDominationOf16x16OnTwoWorkersGivesTheLocalValueAndProof() throws Exception {
        Path data = Files.createTempDirectory(root, "queens");
        Run run = run(data, "queens", List.of(), "solve", "queens", "n=16", "--solver", "enumerate", "--cluster",
                String.join(",", addresses), "--format", "json", "--data", data.toString());
        assertTrue("the solve did not end in time", run.process.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS));
        String json = run.out();
        assertEquals(json + run.err(), 0, run.process.exitValue());
        assertEquals(json, "OPTIMAL", field(json, "status"));
        assertEquals(json, "9", field(json, "value"));
        assertEquals(json, "true", field(json, "verified"));
        assertTrue(json, json.contains("no dominating set of 8 pieces"));
        // every unit of the round of 8 (325) ran on the workers, and at least the one of 9 that found
        assertTrue(json, Integer.parseInt(field(json, "unitsRemote")) >= 326);
    }

    @Test
    public void aMalformedAddressIsOneLine() throws Exception {
        Path data = Files.createTempDirectory(root, "malformed");
        Run run = run(data, "malformed", List.of(), "solve", "knight-cover", "n=8", "--cluster", "127.0.0.1:port",
                "--data", data.toString());
        assertTrue(run.process.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS));
        assertEquals(run.err(), 2, run.process.exitValue());
        assertEquals("polyboard: '127.0.0.1:port' is not a member address host:port (a host name or IP address,"
                + " a port 1..65535), e.g. 127.0.0.1:5701.", run.err().strip());
        assertEquals("", run.out());
    }

    @Test
    public void aClusterNobodyAnswersAtEndsWithOneLine() throws Exception {
        Path data = Files.createTempDirectory(root, "unreachable");
        int port = freePort();
        Run run = run(data, "unreachable", List.of("-Dpolyboard.cluster.join.seconds=3"), "solve", "knight-cover",
                "n=8", "--solver", "bnb", "--cluster", "127.0.0.1:" + port, "--data", data.toString());
        assertTrue(run.process.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS));
        assertEquals(run.out() + run.err(), 1, run.process.exitValue());
        assertTrue(run.out(), run.out().contains("status ERROR"));
        assertTrue(run.out(), run.out().contains("No worker of cluster 'polyboard' answered at 127.0.0.1:" + port
                + " within 3 s. Maybe start one with 'polyboard worker --port " + port + "'"));
        assertNoStackTrace(run);
    }

    @Test
    public void aWorkerWithOtherSolverBundlesRefusesTheWork() throws Exception {
        Path deploy = Files.createDirectories(root.resolve("other-deploy"));
        try (Stream<Path> extras = Files.list(DIST.resolve("extras"))) {
            Path greedy = extras.filter(p -> p.getFileName().toString().startsWith("org.polyboard.solver.greedy"))
                    .findFirst().orElseThrow();
            Files.copy(greedy, deploy.resolve(greedy.getFileName()));
        }
        String other = startWorker("other", List.of("--name", "other"), List.of("-Dfelix.fileinstall.dir=" + deploy));
        Path data = Files.createTempDirectory(root, "mismatch");
        Run run = run(data, "mismatch", List.of(), "solve", "knight-cover", "n=8", "--solver", "bnb", "--cluster",
                other, "--name", "other", "--data", data.toString());
        assertTrue(run.process.waitFor(RUN_TIMEOUT_SECONDS, TimeUnit.SECONDS));
        assertEquals(run.out() + run.err(), 1, run.process.exitValue());
        assertTrue(run.out(), run.out().contains("Member " + other + " refuses the work: solver greedy is not installed"
                + " on the coordinator but version "));
        assertNoStackTrace(run);
    }

    private static void assertCensus(String json) {
        assertEquals(json, "OPTIMAL", field(json, "status"));
        assertEquals(json, "32", field(json, "value"));
        assertEquals(json, "4", field(json, "solutionCount"));
        assertEquals(json, "1", field(json, "distinctUpToSymmetry"));
        assertEquals(json, "true", field(json, "verified"));
        long resumedNodes = json.contains("\"resumedNodes\"") ? Long.parseLong(field(json, "resumedNodes")) : 0;
        assertEquals(json, NODES, Long.parseLong(field(json, "nodes")) + resumedNodes);
    }

    private static void assertNoStackTrace(Run run) throws IOException {
        String all = run.out() + run.err();
        assertFalse(all, all.contains("Exception"));
        assertFalse(all, all.contains("\tat "));
    }

    /** Starts a worker on a free loopback port and returns its address once it said it is ready. */
    private static String startWorker(String name, List<String> args, List<String> javaOptions) throws Exception {
        int port = freePort();
        Path dir = Files.createDirectories(root.resolve(name));
        List<String> command = new ArrayList<>(List.of("worker", "--port", "" + port, "--threads", "1"));
        command.addAll(args);
        Run run = run(dir, "worker", javaOptions, command.toArray(new String[0]));
        workers.add(run.process);
        String address = "127.0.0.1:" + port;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!run.out().startsWith("worker " + address + " ready")) {
            assertTrue("worker " + name + " ended: " + run.out() + run.err(), run.process.isAlive());
            assertTrue("worker " + name + " not ready in time: " + run.out() + run.err(), System.nanoTime() < deadline);
            Thread.sleep(50);
        }
        return address;
    }

    private static void awaitCheckpoints(Path data, int count, Process running) throws Exception {
        Path checkpoints = data.resolve("checkpoints.jsonl");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(RUN_TIMEOUT_SECONDS);
        while (lines(checkpoints) < count) {
            assertTrue("the run ended before " + count + " units were recorded: " + lines(checkpoints),
                    running.isAlive());
            assertTrue("no " + count + " units recorded in time", System.nanoTime() < deadline);
            Thread.sleep(5);
        }
    }

    /** A process of the distribution with its output in {@code dir}/{@code name}.out and .err. */
    private record Run(Process process, Path outFile, Path errFile) {
        String out() throws IOException {
            return Files.exists(outFile) ? Files.readString(outFile) : "";
        }

        String err() throws IOException {
            return Files.exists(errFile) ? Files.readString(errFile) : "";
        }
    }

    private static Run run(Path dir, String name, List<String> javaOptions, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(DIST.resolve("bin").resolve("polyboard").toString());
        command.addAll(List.of(args));
        Path out = dir.resolve(name + ".out");
        Path err = dir.resolve(name + ".err");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(out.toFile())
                .redirectError(err.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().put("JAVA_OPTS", HEAP + " " + String.join(" ", javaOptions));
        return new Run(builder.start(), out, err);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** How many units the JSON's unitsByMember gives {@code address}, 0 when it names it not. */
    private static int unitsOn(String json, String address) {
        for (String entry : field(json, "unitsByMember").split(",")) {
            int eq = entry.lastIndexOf('=');
            if (eq > 0 && entry.substring(0, eq).equals(address)) {
                return Integer.parseInt(entry.substring(eq + 1));
            }
        }
        return 0;
    }
}
