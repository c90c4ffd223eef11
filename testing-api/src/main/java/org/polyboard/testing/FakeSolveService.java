package org.polyboard.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Description;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;
import org.polyboard.api.solve.Verification;

/**
 * A solve service for the tests of what sits on top of one (the table service, the shell): the families
 * {@code knight-cover} and {@code toeplitz-queens}, whose parameter {@code n} runs from 1 to 200, and the one solver
 * {@code bnb}. A solve of n ends with the value n, proven ({@link #status}, or what {@link #values} says for that
 * n), at once or after {@link #runMillis}, or not before it is cancelled ({@link #untilCancelled}); the published
 * value is n (unless {@link #published} says otherwise) and the journal holds {@link #recorded}. Records what it is
 * asked. Not thread-safe except for {@link #jobs}.
 */
public final class FakeSolveService implements SolveService {

    /** The requests of the jobs started and of the exports, in order. */
    public final List<SolveRequest> submitted = new ArrayList<>();
    /** The instances built: family, parameters and objective as asked. */
    public final List<String> instances = new ArrayList<>();
    /** The jobs started, in order. */
    public final List<FakeJob> jobs = new CopyOnWriteArrayList<>();
    /** The journal, oldest first; {@link #recorded(SolveRequest)} finds an entry by its parameters. */
    public final List<Recorded> recorded = new ArrayList<>();
    /** Results other than the default value n, by n. */
    public final Map<Integer, SolveResult> values = new HashMap<>();
    /** Published values other than n (a proven optimum), by n; a {@code null} value for none. */
    public final Map<Integer, KnownValue> published = new HashMap<>();
    /** Published counts of optimal placements (total, up to symmetry), by n; none for the others. */
    public final Map<Integer, long[]> counts = new HashMap<>();
    /** The status of a default result. */
    public Status status = Status.OPTIMAL;
    /** How long a job runs before it is done (0: done at once). */
    public long runMillis;
    /** Jobs run until they are cancelled, then end {@link Status#CANCELLED}. */
    public boolean untilCancelled;
    /** What {@link #submit} throws when set, as a JVM out of memory would. */
    public Error error;

    private static final List<String> FAMILIES = List.of("knight-cover", "toeplitz-queens");

    @Override
    public List<Description> families() {
        return List.of(new Description("knight-cover", "knights", List.of(), "x"),
                new Description("toeplitz-queens", "queens on a Toeplitz board", List.of(), "x"));
    }

    @Override
    public List<Description> solvers() {
        return List.of();
    }

    @Override
    public List<Description> boards() {
        return List.of();
    }

    @Override
    public List<Description> pieces() {
        return List.of();
    }

    @Override
    public Instance instance(String family, Map<String, String> params, Objective objective) {
        if (!FAMILIES.contains(family)) {
            throw new IllegalArgumentException(
                    "Unknown family '" + family + "'; installed: " + String.join(", ", FAMILIES) + ".");
        }
        int n = n(params);
        instances.add(family + " " + params + " " + objective);
        return new Instance(family, params, "rect:" + n, "knight", objective == null ? Objective.MIN_DOMINATION : objective);
    }

    @Override
    public Optional<KnownValue> known(Instance instance) {
        int n = n(instance.params());
        return published.containsKey(n) ? Optional.ofNullable(published.get(n))
                : Optional.of(new KnownValue(Fraction.of(n), true, "test"));
    }

    @Override
    public Optional<KnownValue> knownCount(Instance instance, boolean upToSymmetry) {
        long[] count = counts.get(n(instance.params()));
        return count == null ? Optional.empty()
                : Optional.of(new KnownValue(Fraction.of(count[upToSymmetry ? 1 : 0]), true, "test counts"));
    }

    @Override
    public Job submit(SolveRequest request) {
        checkSolver(request);
        if (error != null) {
            throw error;
        }
        submitted.add(request);
        int n = n(request.params());
        SolveResult result = values.getOrDefault(n, SolveResult.builder().family(request.family())
                .params(request.params()).objective(request.fractional() ? Objective.FRACTIONAL_DOMINATION
                        : request.objective() == null ? Objective.MIN_DOMINATION : request.objective())
                .solver("bnb").status(status).value(Fraction.of(n)).bound(Fraction.of(n))
                .solution(Placement.of(List.of(new int[] {0, 0}))).verified(true).millis(5).build());
        FakeJob job = new FakeJob(jobs.size() + 1, request, result,
                untilCancelled ? Long.MAX_VALUE : System.nanoTime() + runMillis * 1_000_000);
        jobs.add(job);
        return job;
    }

    @Override
    public SolveResult solve(SolveRequest request) throws InterruptedException {
        return submit(request).await();
    }

    @Override
    public Optional<Recorded> recorded(SolveRequest request) {
        checkSolver(request);
        return recorded.stream().filter(r -> r.result().params().equals(request.params())).findFirst();
    }

    @Override
    public List<Recorded> results(String data, String family, Map<String, String> params) {
        return recorded.stream().filter(r -> family == null || family.equals(r.result().family())).toList();
    }

    @Override
    public List<Job> jobs() {
        return List.of();
    }

    @Override
    public Optional<Job> job(int id) {
        return Optional.empty();
    }

    @Override
    public Verification verify(SolveResult claimed) {
        return new Verification(true, "fine");
    }

    @Override
    public String export(SolveRequest request, String format) {
        submitted.add(request);
        return "\\ " + format + "\n";
    }

    @Override
    public String render(SolveResult result, String format) {
        return format + ":" + result.status();
    }

    @Override
    public SolveResult parse(String json) {
        return SolveResult.builder().objective(Objective.MIN_DOMINATION).build();
    }

    /** The parameter n, 1 when it is not given. */
    private static int n(Map<String, String> params) {
        int n = Integer.parseInt(params.getOrDefault("n", "1"));
        if (n < 1 || n > 200) {
            throw new IllegalArgumentException("n=" + n + " is out of range 1..200.");
        }
        return n;
    }

    private static void checkSolver(SolveRequest request) {
        if (request.solver() != null && !request.solver().equals("bnb")) {
            throw new IllegalArgumentException("Unknown solver '" + request.solver() + "'; installed: bnb.");
        }
    }

    /** A job done with its result at a set time (or when cancelled, then {@link Status#CANCELLED}). */
    public static final class FakeJob implements Job {
        private final int id;
        private final SolveRequest request;
        private final SolveResult result;
        private final long doneNanos;
        private volatile boolean cancelled;

        FakeJob(int id, SolveRequest request, SolveResult result, long doneNanos) {
            this.id = id;
            this.request = request;
            this.result = result;
            this.doneNanos = doneNanos;
        }

        /** Whether the job was asked to stop. */
        public boolean cancelled() {
            return cancelled;
        }

        @Override
        public int id() {
            return id;
        }

        @Override
        public SolveRequest request() {
            return request;
        }

        @Override
        public String solver() {
            return result.solver();
        }

        @Override
        public Progress progress() {
            return new Progress(0, 42, null, null, "");
        }

        @Override
        public void cancel() {
            cancelled = true;
        }

        @Override
        public boolean isDone() {
            return doneNanos == Long.MAX_VALUE ? cancelled : System.nanoTime() >= doneNanos;
        }

        /** The result, at once: the wait is the caller's, through {@link #isDone()}. */
        @Override
        public SolveResult await() {
            return doneNanos == Long.MAX_VALUE ? result.toBuilder().status(Status.CANCELLED).build() : result;
        }

        @Override
        public Optional<SolveResult> result() {
            return isDone() ? Optional.of(await()) : Optional.empty();
        }
    }
}
