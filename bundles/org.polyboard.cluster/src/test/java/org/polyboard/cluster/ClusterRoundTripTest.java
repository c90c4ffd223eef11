package org.polyboard.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.work.UnitHost;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.Assembly;
import org.polyboard.family.knights.KnightCoverFamily;
import org.polyboard.pieces.Knight;
import org.polyboard.solver.bnb.BranchAndBoundSolver;

/**
 * Two worker members and a coordinator in one JVM, on loopback and free ports: a census runs its units on both
 * workers and gives the local counts; a worker with other versions is refused with one line; a port in use and a
 * malformed address are one line each.
 */
@ExtendWith(TimeoutStacks.class)
@Timeout(120)
class ClusterRoundTripTest {

    @BeforeAll
    static void quiet() {
        System.setProperty("hazelcast.logging.type", "none");
    }

    private final Assembly assembly = Assembly.of(new KnightCoverFamily(), new RectBoardFactory(), new Knight(),
            new BranchAndBoundSolver());
    private final UnitHost host = assembly.unitHost("1.0.0");
    private final HazelcastUnitCluster cluster = new HazelcastUnitCluster(host, "127.0.0.1", 10);
    private final Workers first = new Workers(host, line -> { });
    private final Workers second = new Workers(host, line -> { });

    @AfterEach
    void tearDown() {
        cluster.close();
        first.close();
        second.close();
        assembly.close();
    }

    @Test
    void aCensusOnTwoWorkersGivesTheLocalCounts() throws Exception {
        int p1 = freePort();
        int p2 = freePort();
        assertThat(first.start(new Workers.Settings("127.0.0.1", p1, List.of(), "round-trip", 1)))
                .startsWith("worker 127.0.0.1:" + p1 + " ready in cluster 'round-trip', 1 thread; members seen: 1");
        assertThat(second.start(new Workers.Settings("localhost", p2, List.of("127.0.0.1:" + p1), "round-trip", 1)))
                .contains("members seen: 2 (workers 127.0.0.1:" + p1 + ", 127.0.0.1:" + p2 + ")");
        assembly.runner().cluster(cluster);

        SolveOptions all = new SolveOptions(true, 0);
        SolveResult local = assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "11"), "bnb", null,
                false, all, null));
        SolveResult remote = assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "11"), "bnb", null,
                false, all.withCluster(new ClusterTarget(List.of("127.0.0.1:" + p2), "round-trip")), null));

        assertThat(remote.status()).as(remote.message()).isEqualTo(Status.OPTIMAL);
        assertThat(remote.verified()).isTrue();
        assertThat(remote.value()).isEqualTo(local.value());
        assertThat(remote.solutionCount()).isEqualTo(local.solutionCount());
        assertThat(remote.distinctUpToSymmetry()).isEqualTo(local.distinctUpToSymmetry());
        assertThat(remote.solutionCount()).isEqualTo(800); // A103315(11)
        assertThat(remote.distinctUpToSymmetry()).isEqualTo(100); // A006076(11)
        Map<String, String> stats = remote.stats();
        assertThat(stats.get("unitsRemote")).isEqualTo(stats.get("units"));
        assertThat(stats).containsEntry("members", "2");
        assertThat(stats.get("unitsByMember")).contains("127.0.0.1:" + p1 + "=", "127.0.0.1:" + p2 + "=");
        assertThat(local.stats()).containsEntry("unitsRemote", "0");
        // the time in the units, where they ran: on the members here, on the local executor there
        assertThat(Long.parseLong(stats.get("unitMillis"))).isPositive();
        assertThat(Long.parseLong(local.stats().get("unitMillis"))).isPositive();
    }

    /** Rounds that stop at their first witness leave units running; the next rounds still get every worker. */
    @Test
    @Timeout(60)
    void minimumSearchesThatStopAtTheFirstCoverGoOnRoundAfterRound() throws Exception {
        int port = freePort();
        first.start(new Workers.Settings("127.0.0.1", port, List.of(), "rounds", 1));
        assembly.runner().cluster(cluster);
        SolveOptions cluster = new SolveOptions(false, 0).withCluster(new ClusterTarget(List.of("127.0.0.1:" + port),
                "rounds"));
        for (int n = 9; n <= 12; n++) {
            SolveResult local = assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "" + n), "bnb",
                    null, false, new SolveOptions(false, 0), null));
            SolveResult remote = assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "" + n), "bnb",
                    null, false, cluster, null));
            assertThat(remote.status()).as(remote.message()).isEqualTo(Status.OPTIMAL);
            assertThat(remote.value()).as("n=" + n).isEqualTo(local.value());
            // a round that stops at its first cover leaves some of its units unrun
            assertThat(Integer.parseInt(remote.stats().get("unitsRemote"))).as("n=" + n).isPositive()
                    .isLessThanOrEqualTo(Integer.parseInt(remote.stats().get("units")));
        }
    }

    @Test
    void aWorkerWithOtherVersionsRefusesTheWork() throws Exception {
        int port = freePort();
        Workers other = new Workers(assembly.unitHost("2.0.0"), line -> { });
        try {
            other.start(new Workers.Settings("127.0.0.1", port, List.of(), "versions", 1));
            assembly.runner().cluster(cluster);
            SolveResult result = assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "6"), "bnb",
                    null, false, new SolveOptions(false, 0).withCluster(new ClusterTarget(
                            List.of("127.0.0.1:" + port), "versions")), null));
            assertThat(result.status()).isEqualTo(Status.ERROR);
            assertThat(result.message()).isEqualTo("Member 127.0.0.1:" + port + " refuses the work: Polyboard is"
                    + " version 1.0.0 on the coordinator but version 2.0.0 here. Maybe run the same Polyboard"
                    + " distribution on every machine.");
        } finally {
            other.close();
        }
    }

    @Test
    void aPortInUseAndABadJoinAddressAreOneLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            assertThatThrownBy(() -> first.start(new Workers.Settings("127.0.0.1", taken.getLocalPort(), List.of(),
                    "polyboard", 1))).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("Cannot listen on 127.0.0.1:" + taken.getLocalPort());
        }
        assertThatThrownBy(() -> first.start(new Workers.Settings("127.0.0.1", freePort(), List.of("nohost"),
                "polyboard", 1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'nohost' is not a member address host:port (a host name or IP address, a port 1..65535),"
                        + " e.g. 127.0.0.1:5701.");
        assertThat(first.status()).isNull();
    }

    @Test
    void aJoinTargetThatNeverAnswersIsNamed() throws Exception {
        int port = freePort();
        int nobody = freePort();
        System.setProperty("polyboard.cluster.join.seconds", "2");
        try {
            assertThat(first.start(new Workers.Settings("127.0.0.1", port, List.of("127.0.0.1:" + nobody), "alone", 1)))
                    .isEqualTo("worker 127.0.0.1:" + port + " ready in cluster 'alone', 1 thread; members seen: 1 (workers"
                            + " 127.0.0.1:" + port + "); 127.0.0.1:" + nobody + " never answered, so this worker started"
                            + " a cluster of its own (the others can join it with --join 127.0.0.1:" + port + "); no"
                            + " cluster secret: only processes of this machine can reach it");
        } finally {
            System.clearProperty("polyboard.cluster.join.seconds");
        }
    }

    @Test
    void anAddressOfAnotherMachineIsNotCalledAPortInUse() {
        assertThatThrownBy(() -> ClusterConfig.checkFree("10.9.9.9", 5701)).hasMessage("Cannot listen on 10.9.9.9:5701:"
                + " 10.9.9.9 is not an address of this machine (Cannot assign requested address); --bind takes one of"
                + " its own, e.g. 127.0.0.1.");
        assertThat(WorkerCommand.OneLine.oneLine("Cannot listen on 127.0.0.1:5701: the port is in use.\nMaybe another"
                + " worker runs there; give another --port.")).isEqualTo("Cannot listen on 127.0.0.1:5701: the port is in"
                        + " use; maybe another worker runs there; give another --port.");
    }

    @Test
    void theFirstDifferenceOfTwoVersionSetsIsNamed() {
        assertThat(WorkerRuntime.refusal(Map.of("polyboard", "1", "solver.bnb", "1"),
                Map.of("polyboard", "1", "solver.bnb", "1"))).isNull();
        assertThat(WorkerRuntime.refusal(Map.of("polyboard", "1", "solver.bnb", "1"),
                Map.of("polyboard", "1", "solver.bnb", "2")))
                .isEqualTo("solver bnb is version 2 on the coordinator but version 1 here");
        assertThat(WorkerRuntime.refusal(Map.of("polyboard", "1", "solver.bnb", "1", "solver.greedy", "1"),
                Map.of("polyboard", "1", "solver.bnb", "1")))
                .isEqualTo("solver greedy is not installed on the coordinator but version 1 here");
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
