package org.polyboard.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.core.Assembly;
import org.polyboard.core.Testdata;

/** Solvers that throw, run out of memory or stack, or ignore their time limit end their job, not the service. */
@Timeout(30)
class MisbehavingSolverTest {

    private static final long GRACE = 300;

    private Assembly assembly;
    private SolveService service;
    private final List<Runaway> runaways = new ArrayList<>();

    @BeforeEach
    void setUp() {
        assembly = TestServices.knightCover();
        service = assembly.service();
        assembly.runner().graceMillis(GRACE);
    }

    @AfterEach
    void tearDown() {
        runaways.forEach(r -> r.release.countDown());
        assembly.close();
    }

    private SolveResult solve(Solver solver, long timeoutMillis) throws InterruptedException {
        assembly.add(solver);
        return service.solve(request(solver.id(), timeoutMillis));
    }

    private static SolveRequest request(String solver, long timeoutMillis) {
        return new SolveRequest("knight-cover", Map.of("n", "4"), solver, null, false,
                new SolveOptions(false, timeoutMillis), null);
    }

    @Test
    void aThrowingSolverEndsItsJobInErrorNamingTheSolver() throws Exception {
        SolveResult r = solve(new Fake("thrower", () -> {
            throw new IllegalStateException("the table\nis empty");
        }), 0);
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).isEqualTo("solver thrower failed: IllegalStateException: the table is empty");
        assertThat(r.solver()).isEqualTo("thrower");
        assertGreedyStillWorks();
    }

    @Test
    void outOfMemoryIsAnErrorOfThatJobOnly() throws Exception {
        SolveResult r = solve(new Fake("hog", () -> {
            throw new OutOfMemoryError("Java heap space");
        }), 0);
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).isEqualTo("solver hog failed: out of memory (Java heap space)");
        assertGreedyStillWorks();
    }

    @Test
    void aStackOverflowIsAnErrorOfThatJobOnly() throws Exception {
        SolveResult r = solve(new Fake("recursive", () -> {
            recurse(1);
        }), 0);
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).isEqualTo("solver recursive failed: stack overflow (recursion too deep)");
        assertThat(r.message()).doesNotContain("\n");
        assertGreedyStillWorks();
    }

    @Test
    void aSolverFailingToJudgeAnInstanceIsPassedOver() throws Exception {
        assembly.add(new BadJudge());
        SolveResult r = service.solve(SolveRequest.of("knight-cover", Map.of("n", "6")));
        assertThat(r.solver()).isEqualTo("greedy");
        assertThat(r.status()).isEqualTo(Status.FEASIBLE);
        assertThatThrownBy(() -> service.submit(request("judge", 0))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Solver judge cannot take this instance: solver judge failed to judge the instance: "
                        + "NullPointerException: no board\nMaybe use --solver greedy");
    }

    @Test
    void aSolverIgnoringItsTimeLimitIsAbandonedWithItsLastVerifiedSolution() throws Exception {
        Runaway spinner = runaway("spinner", allCells());
        long start = System.nanoTime();
        SolveResult r = solve(spinner, 300);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(millis).isBetween(300L, 300 + GRACE + 1500);
        assertThat(r.message()).isEqualTo("solver spinner ignored the time limit of 0.3 s; its thread was interrupted and abandoned");
        assertThat(r.verified()).isTrue();
        assertThat(r.value().numerator()).isEqualTo(16);
        assertThat(r.solutions()).hasSize(1);
        assertThat(spinner.interrupted.await(5, TimeUnit.SECONDS)).as("the runaway thread is interrupted").isTrue();
        assertGreedyStillWorks();
    }

    @Test
    void anInvalidIncumbentIsNotReported() throws Exception {
        SolveResult r = solve(runaway("liar", Placement.of(List.of(new int[] {0, 0}))), 200);
        assertThat(r.status()).isEqualTo(Status.TIMEOUT);
        assertThat(r.solutions()).isEmpty();
        assertThat(r.verified()).isFalse();
        assertThat(r.message()).contains("abandoned").contains("last reported solution is invalid");
    }

    @Test
    void aSolverIgnoringCancellationIsAbandonedAfterTheGracePeriod() throws Exception {
        Runaway spinner = runaway("deaf", null);
        assembly.add(spinner);
        Job job = service.submit(request("deaf", 0));
        assertThat(spinner.started.await(5, TimeUnit.SECONDS)).isTrue();
        long start = System.nanoTime();
        job.cancel();
        SolveResult r = job.await();
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isBetween(GRACE - 50, GRACE + 1500);
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        assertThat(r.message()).isEqualTo("cancelled; solver deaf did not stop within 0.3 s; its thread was interrupted and abandoned");
        assertThat(service.jobs()).isEmpty();
        assertGreedyStillWorks();
    }

    @Test
    void removingTheSolverOfARunningJobCancelsIt() throws Exception {
        DefaultSolveServiceTest.Sleeper sleeper = new DefaultSolveServiceTest.Sleeper();
        assembly.add(sleeper);
        Job job = service.submit(request("sleeper", 0));
        Thread.sleep(50);
        assembly.removeSolver(sleeper);
        SolveResult r = job.await();
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        assertThat(r.message()).isEqualTo("solver sleeper was stopped or uninstalled while the job ran");
    }

    @Test
    void removingTheSolverOfARunawayJobCancelsItAfterTheGracePeriod() throws Exception {
        Runaway spinner = runaway("stubborn", null);
        assembly.add(spinner);
        Job job = service.submit(request("stubborn", 0));
        assertThat(spinner.started.await(5, TimeUnit.SECONDS)).isTrue();
        assembly.removeSolver(spinner);
        SolveResult r = job.await();
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        assertThat(r.message()).startsWith("solver stubborn was stopped or uninstalled while the job ran; ")
                .endsWith("its thread was interrupted and abandoned");
        assertThat(spinner.interrupted.await(5, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void stoppingTheServiceEndsRunawayJobsAtOnce() throws Exception {
        Runaway spinner = runaway("forever", null);
        assembly.add(spinner);
        Job job = service.submit(request("forever", 0));
        assertThat(spinner.started.await(5, TimeUnit.SECONDS)).isTrue();
        assembly.close();
        assertThat(job.isDone()).isTrue();
        assertThat(job.await().status()).isEqualTo(Status.CANCELLED);
        assembly = TestServices.knightCover();
        service = assembly.service();
        assertGreedyStillWorks();
    }

    /**
     * A solver abandoned past its time limit may end only after the service stopped, when the classes its ending needs
     * can no longer be loaded (its bundles stopped with the framework): its thread says nothing then.
     */
    @Test
    void aJobThreadFailingAfterTheServiceStoppedPrintsNothing() throws Exception {
        Runaway late = new Runaway("late", null) {
            @Override
            public SolveResult solve(Problem problem, SolveContext context) {
                super.solve(problem, context);
                thrown.countDown();
                throw new Vanished();
            }
        };
        runaways.add(late);
        assembly.add(late);
        Job job = service.submit(request("late", 0));
        assertThat(late.started.await(5, TimeUnit.SECONDS)).isTrue();
        assembly.close();
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setErr(new PrintStream(printed, true));
        try {
            late.release.countDown();
            assertThat(late.thrown.await(5, TimeUnit.SECONDS)).isTrue();
            Thread.sleep(300);
        } finally {
            System.setErr(err);
        }
        assertThat(job.isDone()).isTrue();
        assertThat(printed.toString()).isEmpty();
        assembly = TestServices.knightCover();
        service = assembly.service();
    }

    /** A failure whose message needs a class that can no longer be loaded. */
    static final class Vanished extends Error {
        @Override
        public String getMessage() {
            throw new NoClassDefFoundError("org/polyboard/core/exec/Failures");
        }

        @Override
        public String toString() {
            return "Vanished";
        }
    }

    private void assertGreedyStillWorks() throws InterruptedException {
        SolveResult ok = service.solve(SolveRequest.of("knight-cover", Map.of("n", "6")).withSolver("greedy"));
        assertThat(ok.status()).isEqualTo(Status.FEASIBLE);
        assertThat(ok.verified()).isTrue();
    }

    private Runaway runaway(String id, Placement incumbent) {
        Runaway r = new Runaway(id, incumbent);
        runaways.add(r);
        return r;
    }

    private static Placement allCells() {
        List<int[]> cells = new ArrayList<>();
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                cells.add(new int[] {r, c});
            }
        }
        return Placement.of(cells);
    }

    private static int recurse(int depth) {
        return recurse(depth + 1) + 1;
    }

    interface Body {
        void run() throws Exception;
    }

    /** Runs a body, then claims nothing. */
    record Fake(String id, Body body) implements Solver {
        public String description() {
            return "misbehaves";
        }

        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        public SolveResult solve(Problem problem, SolveContext context) throws Exception {
            body.run();
            return SolveResult.builder().status(Status.FEASIBLE).build();
        }
    }

    /** Fails to say whether it takes an instance, and claims to be the best choice. */
    static final class BadJudge implements Solver {
        public String id() {
            return "judge";
        }

        public String description() {
            return "cannot judge";
        }

        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        @Override
        public Optional<String> rejects(Problem problem, SolveOptions options) {
            throw new NullPointerException("no board");
        }

        @Override
        public Capabilities capabilities() {
            return new Capabilities(Capabilities.Strategy.CONSTRUCTION, true, Set.of(Capabilities.Feature.PROVES), List.of());
        }

        public SolveResult solve(Problem problem, SolveContext context) {
            return SolveResult.builder().status(Status.FEASIBLE).build();
        }
    }

    /** Reports an incumbent, then spins without looking at the context until the test releases it. */
    static class Runaway implements Solver {
        private final String id;
        private final Placement incumbent;
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch interrupted = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        final CountDownLatch thrown = new CountDownLatch(1);

        Runaway(String id, Placement incumbent) {
            this.id = id;
            this.incumbent = incumbent;
        }

        public String id() {
            return id;
        }

        public String description() {
            return "ignores its time limit";
        }

        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        public SolveResult solve(Problem problem, SolveContext context) {
            if (incumbent != null) {
                context.incumbent(incumbent);
            }
            started.countDown();
            while (release.getCount() > 0) {
                if (Thread.currentThread().isInterrupted()) {
                    interrupted.countDown();
                }
                Thread.onSpinWait();
            }
            return SolveResult.builder().status(Status.FEASIBLE).build();
        }
    }
}
