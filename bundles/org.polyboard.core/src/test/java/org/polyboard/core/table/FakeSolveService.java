package org.polyboard.core.table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Description;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;
import org.polyboard.api.solve.Verification;

/**
 * A solve service for the family {@code knight-cover} whose parameter {@code n} runs from 1 to 200: a solve of
 * n ends {@link Status#OPTIMAL} with the value n (or what {@link #values} says), the published value is n
 * (unless {@link #published} says otherwise), and the journal holds {@link #recorded}. Records what it is asked.
 */
final class FakeSolveService implements SolveService {

    /** The requests of the jobs started, in order. */
    final List<SolveRequest> submitted = new ArrayList<>();
    /** The instances built: family, parameters and objective as asked. */
    final List<String> instances = new ArrayList<>();
    /** The jobs started, in order. */
    final List<FakeJob> jobs = new ArrayList<>();
    /** The journal: a verified result for these parameters. */
    final Map<Map<String, String>, Recorded> recorded = new HashMap<>();
    /** Results other than the default optimum n, by n. */
    final Map<Integer, SolveResult> values = new HashMap<>();
    /** Published values other than n (a proven optimum), by n; a {@code null} value for none. */
    final Map<Integer, KnownValue> published = new HashMap<>();
    /** Published counts of optimal placements (total, up to symmetry), by n; none for the others. */
    final Map<Integer, long[]> counts = new HashMap<>();

    @Override
    public Instance instance(String family, Map<String, String> params, Objective objective) {
        if (!family.equals("knight-cover")) {
            throw new IllegalArgumentException("Unknown family '" + family + "'; installed: knight-cover.");
        }
        int n = Integer.parseInt(params.get("n"));
        if (n < 1 || n > 200) {
            throw new IllegalArgumentException("n=" + n + " is out of range 1..200.");
        }
        instances.add(family + " " + params + " " + objective);
        return new Instance(family, params, "rect:" + n, "knight", objective == null ? Objective.MIN_DOMINATION : objective);
    }

    @Override
    public Optional<KnownValue> known(Instance instance) {
        int n = Integer.parseInt(instance.params().get("n"));
        return published.containsKey(n) ? Optional.ofNullable(published.get(n))
                : Optional.of(new KnownValue(Fraction.of(n), true, "test"));
    }

    @Override
    public Optional<KnownValue> knownCount(Instance instance, boolean upToSymmetry) {
        long[] count = counts.get(Integer.parseInt(instance.params().get("n")));
        return count == null ? Optional.empty()
                : Optional.of(new KnownValue(Fraction.of(count[upToSymmetry ? 1 : 0]), true, "test counts"));
    }

    @Override
    public Job submit(SolveRequest request) {
        if ("quantum".equals(request.solver())) {
            throw new IllegalArgumentException("Unknown solver 'quantum'; installed: bnb.");
        }
        submitted.add(request);
        int n = Integer.parseInt(request.params().get("n"));
        SolveResult result = values.getOrDefault(n, SolveResult.builder().family(request.family())
                .params(request.params()).objective(request.fractional() ? Objective.FRACTIONAL_DOMINATION
                        : request.objective() == null ? Objective.MIN_DOMINATION : request.objective())
                .solver("bnb").status(Status.OPTIMAL).value(Fraction.of(n)).bound(Fraction.of(n)).verified(true)
                .millis(5).build());
        FakeJob job = new FakeJob(jobs.size() + 1, request, result);
        jobs.add(job);
        return job;
    }

    @Override
    public Optional<Recorded> recorded(SolveRequest request) {
        if ("quantum".equals(request.solver())) {
            throw new IllegalArgumentException("Unknown solver 'quantum'; installed: bnb.");
        }
        return Optional.ofNullable(recorded.get(request.params()));
    }

    @Override
    public SolveResult solve(SolveRequest request) throws InterruptedException {
        return submit(request).await();
    }

    @Override
    public List<Description> families() {
        throw new UnsupportedOperationException();
    }

    @Override
    public List<Description> solvers() {
        throw new UnsupportedOperationException();
    }

    @Override
    public List<Description> boards() {
        throw new UnsupportedOperationException();
    }

    @Override
    public List<Description> pieces() {
        throw new UnsupportedOperationException();
    }

    @Override
    public List<Recorded> results(String data, String family, Map<String, String> params) {
        throw new UnsupportedOperationException();
    }

    @Override
    public List<Job> jobs() {
        throw new UnsupportedOperationException();
    }

    @Override
    public Optional<Job> job(int id) {
        throw new UnsupportedOperationException();
    }

    @Override
    public Verification verify(SolveResult claimed) {
        throw new UnsupportedOperationException();
    }

    @Override
    public String export(SolveRequest request, String format) {
        throw new UnsupportedOperationException();
    }

    @Override
    public String render(SolveResult result, String format) {
        throw new UnsupportedOperationException();
    }

    @Override
    public SolveResult parse(String json) {
        throw new UnsupportedOperationException();
    }

    /** A job that is done at once with its result; remembers whether it was cancelled. */
    static final class FakeJob implements Job {
        private final int id;
        private final SolveRequest request;
        private final SolveResult result;
        volatile boolean cancelled;

        FakeJob(int id, SolveRequest request, SolveResult result) {
            this.id = id;
            this.request = request;
            this.result = result;
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
            return new Progress(0, -1, null, null, "");
        }

        @Override
        public void cancel() {
            cancelled = true;
        }

        @Override
        public boolean isDone() {
            return true;
        }

        @Override
        public SolveResult await() {
            return result;
        }

        @Override
        public Optional<SolveResult> result() {
            return Optional.of(result);
        }
    }
}
