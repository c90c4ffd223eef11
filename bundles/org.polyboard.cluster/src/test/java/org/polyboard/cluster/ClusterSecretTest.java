package org.polyboard.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.UnitHost;
import org.polyboard.api.work.UnitResult;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.family.knights.KnightCoverFamily;
import org.polyboard.pieces.Knight;
import org.polyboard.solver.bnb.BranchAndBoundSolver;

/**
 * The cluster secret: workers and a coordinator that share it run a census as without one; a worker with another
 * secret, or none, is refused with one line on each side; a result changed after it was signed, signed with another
 * secret or for another task is refused; a secret file that is missing, short or readable by others is one line.
 */
@ExtendWith(TimeoutStacks.class)
@Timeout(120)
class ClusterSecretTest {

    @BeforeAll
    static void quiet() {
        System.setProperty("hazelcast.logging.type", "none");
    }

    @TempDir
    Path dir;

    private final Assembly assembly = Assembly.of(new KnightCoverFamily(), new RectBoardFactory(), new Knight(),
            new BranchAndBoundSolver());
    private final UnitHost host = assembly.unitHost("1.0.0");
    private final List<String> workerLog = new CopyOnWriteArrayList<>();
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final Workers worker = new Workers(host, workerLog::add);
    private HazelcastUnitCluster cluster;

    @AfterEach
    void tearDown() {
        if (cluster != null) {
            cluster.close();
        }
        worker.close();
        assembly.close();
    }

    @Test
    void workersAndACoordinatorThatShareTheSecretGiveTheCensus() throws Exception {
        Path secret = secretFile("a", "correct horse battery staple\n");
        int port = freePort();
        assertThat(worker.start(new Workers.Settings("127.0.0.1", port, List.of(), "signed", 1, secret.toString())))
                .endsWith("; units, results and members' answers are signed with the cluster secret of " + secret
                        + " (HMAC-SHA256): members without it get no work and their results are refused");
        SolveResult result = solve(port, "signed", "10", Secret.read(secret));
        assertThat(result.status()).as(result.message()).isEqualTo(Status.OPTIMAL);
        assertThat(result.solutionCount()).isEqualTo(4); // A103315(10)
        assertThat(result.distinctUpToSymmetry()).isEqualTo(2); // A006076(10)
        assertThat(result.stats().get("unitsRemote")).isEqualTo(result.stats().get("units"));
        assertThat(warnings).isEmpty();
        assertThat(workerLog).anyMatch(line -> line.matches("\\d\\d:\\d\\d:\\d\\d worker 127\\.0\\.0\\.1:" + port
                + ": coordinator 127\\.0\\.0\\.1:\\d+ joined; members: 2"));
        assertThat(workerLog).noneMatch(line -> line.contains("refused"));
    }

    @Test
    void aWorkerWithAnotherSecretIsRefusedWithOneLineOnEachSide() throws Exception {
        int port = freePort();
        worker.start(new Workers.Settings("127.0.0.1", port, List.of(), "mixed", 1,
                secretFile("theirs", "0123456789abcdef-theirs").toString()));
        SolveResult result = solve(port, "mixed", "6", Secret.read(secretFile("ours", "0123456789abcdef-ours")));

        assertThat(result.status()).isEqualTo(Status.ERROR);
        assertThat(result.message()).isEqualTo("Member 127.0.0.1:" + port + " refuses this coordinator: it holds"
                + " another cluster secret, or none, and this worker accepts work only from members that hold its"
                + " secret.");
        assertThat(warnings).as("the solve's error says it; once is enough").isEmpty();
        assertThat(workerLog).filteredOn(line -> line.contains("refused")).singleElement().asString()
                .matches("\\d\\d:\\d\\d:\\d\\d worker 127\\.0\\.0\\.1:" + port + ": refused coordinator"
                        + " 127\\.0\\.0\\.1:\\d+: its requests do not carry this cluster's secret");
    }

    @Test
    void aWorkerWithAnotherSecretInTheClusterGetsNoUnitsAndTheOthersRunTheCensus() throws Exception {
        Path secret = secretFile("a", "0123456789abcdef-ours");
        int good = freePort();
        int bad = freePort();
        List<String> otherLog = new CopyOnWriteArrayList<>();
        Workers other = new Workers(host, otherLog::add);
        try {
            worker.start(new Workers.Settings("127.0.0.1", good, List.of(), "shared", 1, secret.toString()));
            other.start(new Workers.Settings("127.0.0.1", bad, List.of("127.0.0.1:" + good), "shared", 1,
                    secretFile("theirs", "0123456789abcdef-theirs").toString()));
            SolveResult result = solve(good, "shared", "10", Secret.read(secret));

            assertThat(result.status()).as(result.message()).isEqualTo(Status.OPTIMAL);
            assertThat(result.solutionCount()).isEqualTo(4); // A103315(10)
            assertThat(result.stats()).containsEntry("members", "1");
            assertThat(result.stats().get("unitsByMember")).isEqualTo("127.0.0.1:" + good + "="
                    + result.stats().get("units"));
            assertThat(warnings).containsExactly("Member 127.0.0.1:" + bad + " refuses this coordinator: it holds"
                    + " another cluster secret, or none, and this worker accepts work only from members that hold its"
                    + " secret.");
            assertThat(otherLog).filteredOn(line -> line.contains("refused")).hasSize(1);
        } finally {
            other.close();
        }
    }

    @Test
    void aWorkerWithoutTheSecretAndACoordinatorWithoutItAreRefused() throws Exception {
        int port = freePort();
        worker.start(new Workers.Settings("127.0.0.1", port, List.of(), "half", 1));
        SolveResult result = solve(port, "half", "6", Secret.read(secretFile("ours", "0123456789abcdef-ours")));
        assertThat(result.status()).isEqualTo(Status.ERROR);
        assertThat(result.message()).isEqualTo("Member 127.0.0.1:" + port + " refuses this coordinator: it holds no"
                + " cluster secret, and this coordinator signs its work with one (start the worker with"
                + " --secret-file).");
        worker.close();
        cluster.close();

        worker.start(new Workers.Settings("127.0.0.1", port, List.of(), "half", 1,
                secretFile("theirs", "0123456789abcdef-theirs").toString()));
        result = solve(port, "half", "6", Secret.NONE);
        assertThat(result.status()).isEqualTo(Status.ERROR);
        assertThat(result.message()).startsWith("Member 127.0.0.1:" + port + " refuses this coordinator: it holds"
                + " another cluster secret, or none");
    }

    @Test
    void aResultChangedAfterSigningOrSignedForAnotherTaskIsRefused() throws Exception {
        Secret ours = Secret.of("0123456789abcdef-ours".getBytes(StandardCharsets.UTF_8), "ours");
        Secret theirs = Secret.of("0123456789abcdef-theirs".getBytes(StandardCharsets.UTF_8), "theirs");
        UnitResult honest = new UnitResult(true, 4, 1, 1234, List.of(new int[] {1, 2, 3}), Map.of("open", "7"));
        UnitReply reply = reply(honest).signed(ours, "nonce-1");
        assertThat(reply.signedBy(ours, "nonce-1")).isTrue();
        assertThat(reply.signedBy(ours, "nonce-2")).as("another task's nonce").isFalse();
        assertThat(reply.signedBy(theirs, "nonce-1")).as("another secret").isFalse();
        assertThat(reply.signedBy(Secret.NONE, "nonce-1")).as("no secret vouches for anything").isFalse();
        assertThat(reply(honest).signedBy(ours, "nonce-1")).as("unsigned").isFalse();

        // the same signature on a result with one more solution, or another kept placement
        UnitReply forged = reply(new UnitResult(true, 5, 1, 1234,
                List.of(new int[] {1, 2, 3}), Map.of("open", "7")));
        copySignature(reply, forged);
        assertThat(forged.signedBy(ours, "nonce-1")).isFalse();
        forged = reply(new UnitResult(true, 4, 1, 1234, List.of(new int[] {1, 2, 4}),
                Map.of("open", "7")));
        copySignature(reply, forged);
        assertThat(forged.signedBy(ours, "nonce-1")).isFalse();
        UnitReply same = reply(new UnitResult(true, 4, 1, 1234, List.of(new int[] {1, 2, 3}),
                Map.of("open", "7")));
        copySignature(reply, same);
        assertThat(same.signedBy(ours, "nonce-1")).as("the same fields").isTrue();
    }

    /**
     * A worker with a secret splits or stops its units only when asked by a coordinator with the same secret: a
     * question signed with another secret, or unsigned, changes nothing.
     */
    @Test
    void aSplitOrStopNotSignedWithTheWorkersSecretIsIgnored() {
        Secret ours = Secret.of("0123456789abcdef-ours".getBytes(StandardCharsets.UTF_8), "ours");
        Secret theirs = Secret.of("0123456789abcdef-theirs".getBytes(StandardCharsets.UTF_8), "theirs");
        WorkerRuntime worker = new WorkerRuntime(null, 1, ours, line -> { });

        ControlTask.split("task-1", theirs).obey(worker);
        ControlTask.split("task-1", Secret.NONE).obey(worker);
        ControlTask.stop("batch-1", theirs).obey(worker);
        assertThat(worker.splitAsked("task-1")).isFalse();
        assertThat(worker.stopped("batch-1", "coordinator")).isFalse();

        ControlTask.split("task-1", ours).obey(worker);
        ControlTask.stop("batch-1", ours).obey(worker);
        assertThat(worker.splitAsked("task-1")).isTrue();
        assertThat(worker.splitAsked("task-2")).as("another task").isFalse();
        assertThat(worker.stopped("batch-1", "coordinator")).isTrue();
        worker.taskEnded("task-1");
        assertThat(worker.splitAsked("task-1")).isFalse();
    }

    @Test
    void aSecretFileThatIsMissingShortOrReadableByOthersIsOneLine() throws Exception {
        Path missing = dir.resolve("missing");
        assertThatThrownBy(() -> Secret.read(missing)).hasMessage("The cluster secret " + missing
                + " does not exist.");
        Path shortOne = secretFile("short", "tiny\n");
        assertThatThrownBy(() -> Secret.read(shortOne)).hasMessage("The cluster secret in " + shortOne + " has 4 bytes;"
                + " it needs 16 at least, e.g. 'head -c 32 /dev/urandom | base64 > FILE'.");
        Path open = secretFile("open", "0123456789abcdef0123");
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rw-r--r--"));
        assertThatThrownBy(() -> Secret.read(open)).hasMessage("The cluster secret " + open + " can be read by others"
                + " than its owner; 'chmod 600 " + open + "' and try again.");
        assertThatThrownBy(() -> worker.start(new Workers.Settings("127.0.0.1", freePort(), List.of(), "bad", 1,
                open.toString()))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chmod 600");
        assertThat(worker.status()).isNull();
    }

    @Test
    void theReadyLineSaysWhoCanReachAWorkerWithoutASecret() {
        assertThat(Workers.security("127.0.0.1", Secret.NONE))
                .isEqualTo("no cluster secret: only processes of this machine can reach it");
        assertThat(Workers.security("10.0.0.5", Secret.NONE)).isEqualTo("no cluster secret: any process that reaches"
                + " 10.0.0.5 and knows the cluster name can join, take units and return results (give --secret-file)");
        assertThat(Workers.summary(1234, 120, 60, 2, 0))
                .isEqualTo("1234 units done, 120 in the last 60 s (2.0 a second), 2 running");
        assertThat(Workers.summary(1, 0, 60, 0, 3)).isEqualTo("1 unit done, 0 in the last 60 s (0.0 a second), 0"
                + " running, 3 requests refused");
    }

    private SolveResult solve(int port, String name, String n, Secret secret) throws InterruptedException {
        cluster = new HazelcastUnitCluster(host, "127.0.0.1", 10, () -> secret, warnings::add);
        assembly.runner().cluster(cluster);
        return assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", n), "bnb", null, false,
                new SolveOptions(true, 0).withCluster(new ClusterTarget(List.of("127.0.0.1:" + port), name)), null));
    }

    private Path secretFile(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file;
    }

    /** A reply with one result, as a member sends it. */
    private static UnitReply reply(UnitResult result) {
        return UnitReply.of("10.0.0.5:5701", List.of(result), new long[] {1_000_000});
    }

    private static void copySignature(UnitReply from, UnitReply to) {
        to.signature = from.signature.clone();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
