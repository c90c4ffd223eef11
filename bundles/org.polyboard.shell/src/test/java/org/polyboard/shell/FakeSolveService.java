package org.polyboard.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

/** Records requests and answers with a fixed result. */
final class FakeSolveService implements SolveService {
    final List<SolveRequest> requests = new ArrayList<>();
    final List<Recorded> recorded = new ArrayList<>();
    Status status = Status.OPTIMAL;
    long runMillis;
    /** Jobs run until they are cancelled, then end CANCELLED. */
    boolean untilCancelled;
    /** The jobs submitted, newest last. */
    final List<Job> jobs = new java.util.concurrent.CopyOnWriteArrayList<>();

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
        return new Instance(family, params, "rect:1x1", "knight", objective == null ? Objective.MIN_DOMINATION : objective);
    }

    @Override
    public Optional<KnownValue> known(Instance instance) {
        return Optional.of(new KnownValue(Fraction.parse(instance.params().get("n")), true, "test"));
    }

    @Override
    public Job submit(SolveRequest request) {
        requests.add(request);
        SolveResult.Builder builder = SolveResult.builder().family(request.family()).params(request.params())
                .objective(Objective.MIN_DOMINATION).value(Fraction.parse(request.params().getOrDefault("n", "1")))
                .solution(Placement.of(List.of(new int[] {0, 0}))).verified(true);
        SolveResult result = builder.status(status).build();
        SolveResult cancelledResult = builder.status(Status.CANCELLED).build();
        long done = System.nanoTime() + runMillis * 1_000_000;
        boolean runs = untilCancelled;
        java.util.concurrent.atomic.AtomicBoolean cancelled = new java.util.concurrent.atomic.AtomicBoolean();
        Job job = new Job() {
            public int id() {
                return 1;
            }

            public SolveRequest request() {
                return request;
            }

            public String solver() {
                return "fake";
            }

            public Progress progress() {
                return new Progress(0, 42, null, null, "");
            }

            public void cancel() {
                cancelled.set(true);
            }

            public boolean isDone() {
                return runs ? cancelled.get() : System.nanoTime() >= done;
            }

            public SolveResult await() {
                // never blocks: the wait is the command's
                return runs ? cancelledResult : result;
            }

            public Optional<SolveResult> result() {
                return !isDone() ? Optional.empty() : Optional.of(runs ? cancelledResult : result);
            }
        };
        jobs.add(job);
        return job;
    }

    @Override
    public SolveResult solve(SolveRequest request) throws InterruptedException {
        return submit(request).await();
    }

    @Override
    public List<Recorded> results(String data, String family, Map<String, String> params) {
        return recorded.stream().filter(r -> family == null || family.equals(r.result().family())).toList();
    }

    @Override
    public Optional<Recorded> recorded(SolveRequest request) {
        return recorded.stream().filter(r -> r.result().params().equals(request.params())).findFirst();
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
        requests.add(request);
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
}
