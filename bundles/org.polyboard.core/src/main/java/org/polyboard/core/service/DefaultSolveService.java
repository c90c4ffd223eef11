package org.polyboard.core.service;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.BoardFactory;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.ProblemFamily;
import org.polyboard.api.solve.Description;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.ModelExporter;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.api.solve.Verification;
import org.polyboard.core.journal.Journal;
import org.polyboard.core.journal.Journals;
import org.polyboard.core.render.JsonCodec;
import org.polyboard.core.render.SvgRenderer;
import org.polyboard.core.render.TextRenderer;
import org.polyboard.core.verify.Verifier;

/**
 * The solve service: keeps the registries of families, boards, pieces and solvers as they come and go,
 * builds instances, chooses solvers, runs jobs on its own threads and verifies every solution.
 */
@Component(service = SolveService.class)
public final class DefaultSolveService implements SolveService {

    /**
     * How long a solver may take to return after its time limit or a cancellation before its job ends
     * without it (its thread interrupted and abandoned).
     */
    static final long GRACE_MILLIS = 2_000;

    private final Registry<ProblemFamily> families = new Registry<>(ProblemFamily::id, ProblemFamily::description);
    private final Registry<Solver> solvers = new Registry<>(Solver::id, Solver::description);
    private final Registry<BoardFactory> boards = new Registry<>(BoardFactory::id, BoardFactory::description);
    private final Registry<Piece> pieces = new Registry<>(Piece::id, Piece::description);
    private final List<ModelExporter> exporters = new CopyOnWriteArrayList<>();
    private final Map<Integer, DefaultJob> jobs = new ConcurrentHashMap<>();
    private final AtomicInteger jobIds = new AtomicInteger();
    private volatile ExecutorService executor = newExecutor();
    private volatile ScheduledExecutorService watchdog = newWatchdog();
    private volatile long graceMillis = GRACE_MILLIS;
    private final Journals journals = new Journals(r -> executor.execute(r),
            warning -> System.err.println("polyboard: warning: " + warning));

    @Activate
    void activate() {
        if (executor.isShutdown()) {
            executor = newExecutor();
        }
        if (watchdog.isShutdown()) {
            watchdog = newWatchdog();
        }
    }

    @Deactivate
    void deactivate() {
        for (DefaultJob job : jobs.values()) {
            job.cancel("the solve service stopped");
            abandon(job, Status.CANCELLED, "the solve service stopped while the job ran");
        }
        journals.flush();
        executor.shutdownNow();
        watchdog.shutdownNow();
    }

    /** For tests: a shorter grace period than {@link #GRACE_MILLIS}. */
    void graceMillis(long millis) {
        graceMillis = millis;
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addFamily(ProblemFamily family, ServiceReference<ProblemFamily> reference) {
        families.add(family, reference);
    }

    void removeFamily(ProblemFamily family) {
        families.remove(family);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addSolver(Solver solver, ServiceReference<Solver> reference) {
        solvers.add(solver, reference);
    }

    void removeSolver(Solver solver) {
        solvers.remove(solver);
        for (DefaultJob job : jobs.values()) {
            if (job.solver().equals(solver.id()) && !job.isDone()) {
                job.cancel("solver " + solver.id() + " was stopped or uninstalled while the job ran");
            }
        }
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addBoard(BoardFactory board, ServiceReference<BoardFactory> reference) {
        boards.add(board, reference);
    }

    void removeBoard(BoardFactory board) {
        boards.remove(board);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addPiece(Piece piece, ServiceReference<Piece> reference) {
        pieces.add(piece, reference);
    }

    void removePiece(Piece piece) {
        pieces.remove(piece);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addExporter(ModelExporter exporter) {
        exporters.add(exporter);
    }

    void removeExporter(ModelExporter exporter) {
        exporters.remove(exporter);
    }

    @Override
    public List<Description> families() {
        return families.describe(f -> List.of("parameters: " + f.parameters().stream()
                .map(p -> p.name() + " (" + p.range() + ")").collect(Collectors.joining(", ")),
                "objectives: " + f.objectives().stream().map(Objective::id).collect(Collectors.joining(", "))));
    }

    @Override
    public List<Description> solvers() {
        return solvers.describe(s -> List.of("objectives: "
                + s.objectives().stream().sorted().map(Objective::id).collect(Collectors.joining(", "))));
    }

    @Override
    public List<Description> boards() {
        return boards.describe(b -> List.of());
    }

    @Override
    public List<Description> pieces() {
        return pieces.describe(p -> List.of());
    }

    @Override
    public Instance instance(String family, Map<String, String> params, Objective objective) {
        ProblemFamily f = families.get(family).orElseThrow(() -> new IllegalArgumentException(
                "Unknown family '" + family + "'; installed: " + families.ids() + "."));
        if (objective != null && !f.objectives().contains(objective)) {
            throw new IllegalArgumentException("Family " + family + " does not ask " + objective.id() + "; it asks "
                    + f.objectives().stream().map(Objective::id).collect(Collectors.joining(", ")) + ".");
        }
        return f.instance(params, objective);
    }

    @Override
    public Optional<KnownValue> known(Instance instance) {
        return families.get(instance.family()).flatMap(f -> f.known(instance));
    }

    @Override
    public Job submit(SolveRequest request) {
        DefaultProblem problem = problem(request);
        Solver solver = choose(problem, request.solver(), request.options());
        DefaultJob job = new DefaultJob(jobIds.incrementAndGet(), request, solver.id(),
                cancelled -> watch(cancelled, problem, Status.CANCELLED, graceMillis));
        journal(job, problem, solver, request.options());
        jobs.put(job.id(), job);
        long timeout = request.options().timeoutMillis();
        if (timeout > 0) {
            watch(job, problem, Status.TIMEOUT, timeout + graceMillis);
        }
        executor.execute(() -> {
            job.runner(Thread.currentThread());
            try {
                job.complete(run(problem, solver, job));
            } catch (Throwable e) {
                job.complete(base(problem, solver, job).status(Status.ERROR)
                        .message("solver " + solver.id() + " failed: " + oneLine(e)).build());
            } finally {
                job.runner(null);
                Thread.interrupted();
                forgetLater(job);
            }
        });
        return job;
    }

    /** After {@code delayMillis}, ends {@code job} with {@code status} if its solver has not returned by then. */
    private void watch(DefaultJob job, DefaultProblem problem, Status status, long delayMillis) {
        try {
            watchdog.schedule(() -> {
                if (job.isDone()) {
                    return;
                }
                String why = status == Status.TIMEOUT
                        ? "solver " + job.solver() + " ignored the time limit of " + seconds(job.options().timeoutMillis())
                        : (job.cancelReason() == null ? "cancelled" : job.cancelReason()) + "; solver " + job.solver()
                                + " did not stop within " + seconds(graceMillis);
                abandonWithIncumbent(job, problem, status, why + "; its thread was interrupted and abandoned");
            }, delayMillis, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // the service is stopping; deactivate() ends the job
        }
    }

    /** Ends a job whose solver has not returned, with the best verified solution it reported, if any. */
    private void abandonWithIncumbent(DefaultJob job, DefaultProblem problem, Status status, String message) {
        SolveResult.Builder result = SolveResult.builder().family(problem.instance().family())
                .params(problem.instance().params()).objective(problem.instance().objective()).solver(job.solver())
                .status(status);
        Placement best = job.incumbent();
        String note = "";
        if (best != null) {
            try {
                Objective objective = problem.instance().objective();
                Verification v = Verifier.check(problem.board(), problem.piece(), objective, best, null, problem.symmetry(),
                        problem.size());
                if (v.valid()) {
                    result.value(Verifier.value(objective, best)).solution(best).verified(true);
                } else {
                    note = "; its last reported solution is invalid: " + v.message();
                }
            } catch (RuntimeException e) {
                note = "; its last reported solution could not be checked: " + oneLine(e);
            }
        }
        if (job.complete(result.message(message + note).millis(job.elapsedMillis()).build())) {
            interruptRunner(job);
        }
    }

    private void abandon(DefaultJob job, Status status, String message) {
        if (job.complete(SolveResult.builder().family(job.request().family()).params(job.request().params())
                .solver(job.solver()).status(status).message(message).millis(job.elapsedMillis()).build())) {
            interruptRunner(job);
        }
    }

    private static void interruptRunner(DefaultJob job) {
        Thread thread = job.runner();
        if (thread != null) {
            thread.interrupt();
        }
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : String.format(java.util.Locale.ROOT, "%.1f s", millis / 1000.0);
    }

    @Override
    public String export(SolveRequest request, String format) {
        DefaultProblem problem = problem(request);
        List<ModelExporter> local = new ArrayList<>(exporters);
        for (ModelExporter exporter : local) {
            if (exporter.formats().contains(format)) {
                return exporter.export(problem, format);
            }
        }
        throw new IllegalArgumentException("No installed exporter writes format '" + format + "'"
                + (local.isEmpty() ? " (none installed; Maybe install the ilp solver)." : "; formats: "
                        + local.stream().flatMap(e -> e.formats().stream()).sorted().distinct()
                                .collect(Collectors.joining(", ")) + "."));
    }

    /** Checks a request and builds its problem: objective, options, family parameters, board and piece. */
    private DefaultProblem problem(SolveRequest request) {
        Objective objective = request.objective();
        if (request.fractional()) {
            if (objective != null && objective != Objective.MIN_DOMINATION && objective != Objective.FRACTIONAL_DOMINATION) {
                throw new IllegalArgumentException("--fractional is the LP relaxation of min-domination; it does not go with "
                        + objective.id() + ".");
            }
            if (request.options().all()) {
                throw new IllegalArgumentException("--fractional and --all do not go together: an LP optimum is not enumerated.");
            }
            objective = Objective.FRACTIONAL_DOMINATION;
        }
        if (request.options().timeoutMillis() < 0) {
            throw new IllegalArgumentException("The time limit must not be negative (got " + request.options().timeoutMillis() + " ms).");
        }
        Instance instance = instance(request.family(), request.params(), objective);
        DefaultProblem problem = resolve(instance);
        if (problem.symmetry() != null) {
            Invariance.check(problem.board(), problem.symmetry());
        }
        return problem;
    }

    @Override
    public SolveResult solve(SolveRequest request) throws InterruptedException {
        Job job = submit(request);
        try {
            return job.await();
        } catch (InterruptedException e) {
            job.cancel();
            throw e;
        }
    }

    @Override
    public List<Recorded> results(String data, String family, Map<String, String> params) {
        return journals.of(data).results(family, params);
    }

    @Override
    public Optional<Recorded> recorded(SolveRequest request) {
        DefaultProblem problem = problem(request);
        Solver solver = choose(problem, request.solver(), request.options());
        String version = solvers.version(solver);
        Instance instance = problem.instance();
        SolveOptions options = request.options();
        List<Recorded> found = journals.of(options.data()).results(instance.family(), instance.params());
        for (int i = found.size() - 1; i >= 0; i--) {
            Recorded r = found.get(i);
            SolveResult result = r.result();
            boolean same = result.params().equals(instance.params()) && result.objective() == instance.objective()
                    && result.solver().equals(solver.id()) && r.solverVersion().equals(version) && r.all() == options.all();
            boolean reusable = result.status() == Status.OPTIMAL
                    || result.status() == Status.FEASIBLE && r.timeoutMillis() == options.timeoutMillis();
            // checked again: the journal is a file anyone may edit
            if (same && reusable && result.verified() && verify(result).valid()) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** Gives the job the checkpoints of its solve and has its result recorded in the journal. */
    private void journal(DefaultJob job, DefaultProblem problem, Solver solver, SolveOptions options) {
        Journal journal = journals.of(options.data());
        String version = solvers.version(solver);
        job.journal(journal.checkpoints(problem.instance(), options.all(), solver.id(), version, options.resume()),
                result -> journal.record(result, version, options.all(), options.timeoutMillis(), Instant.now()));
    }

    @Override
    public List<Job> jobs() {
        return jobs.values().stream().filter(j -> !j.isDone()).sorted(Comparator.comparingInt(Job::id))
                .collect(Collectors.toList());
    }

    @Override
    public Optional<Job> job(int id) {
        return Optional.ofNullable(jobs.get(id));
    }

    @Override
    public Verification verify(SolveResult claimed) {
        if (claimed.objective() == null) {
            return new Verification(false, "the result names no objective");
        }
        Instance instance = instance(claimed.family(), claimed.params(), claimed.objective());
        DefaultProblem problem = resolve(instance);
        if (claimed.solutions().isEmpty()) {
            return new Verification(false, "the result holds no solution to check");
        }
        int index = 0;
        for (Placement placement : claimed.solutions()) {
            index++;
            Verification v = Verifier.check(problem.board(), problem.piece(), instance.objective(), placement,
                    claimed.solutionCount() == null ? claimed.value() : null, problem.symmetry(), problem.size());
            if (!v.valid()) {
                return new Verification(false, "solution " + index + ": " + v.message());
            }
        }
        if (claimed.certificate() != null) {
            Verification v = Verifier.checkPacking(problem.board(), problem.piece(), claimed.certificate(), claimed.value());
            if (!v.valid()) {
                return new Verification(false, "certificate: " + v.message());
            }
        }
        Verification first = Verifier.check(problem.board(), problem.piece(), instance.objective(),
                claimed.solutions().get(0), null);
        return new Verification(true, claimed.solutions().size() == 1 ? first.message()
                : claimed.solutions().size() + " solutions checked; " + first.message());
    }

    @Override
    public String render(SolveResult result, String format) {
        return switch (format) {
            case "json" -> JsonCodec.write(result);
            case "text" -> TextRenderer.render(result, boardOf(result), glyph(result));
            case "svg" -> svg(result);
            default -> throw new IllegalArgumentException("Unknown format '" + format + "'; valid: text, json, svg.");
        };
    }

    @Override
    public SolveResult parse(String json) {
        return JsonCodec.read(json);
    }

    private Optional<Board> boardOf(SolveResult result) {
        try {
            Instance instance = instance(result.family(), result.params(), result.objective());
            return Optional.of(resolve(instance).board());
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private String svg(SolveResult result) {
        DefaultProblem problem;
        try {
            problem = resolve(instance(result.family(), result.params(), result.objective()));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("Cannot draw the result: " + e.getMessage());
        }
        return SvgRenderer.render(result, problem.board(), problem.piece());
    }

    private String glyph(SolveResult result) {
        try {
            Instance instance = instance(result.family(), result.params(), result.objective());
            return TextRenderer.glyphOf(instance.piece());
        } catch (RuntimeException e) {
            return "X";
        }
    }

    private DefaultProblem resolve(Instance instance) {
        String spec = instance.board();
        int colon = spec.indexOf(':');
        String id = colon < 0 ? spec : spec.substring(0, colon);
        BoardFactory factory = boards.get(id).orElseThrow(() -> new IllegalArgumentException(
                "Unknown board '" + id + "'; installed: " + boards.ids() + "."));
        Board board = factory.create(colon < 0 ? "" : spec.substring(colon + 1));
        Piece piece = pieces.get(instance.piece()).orElseThrow(() -> new IllegalArgumentException(
                "Unknown piece '" + instance.piece() + "'; installed: " + pieces.ids() + "."));
        return new DefaultProblem(instance, board, piece);
    }

    private Solver choose(DefaultProblem problem, String requested, SolveOptions options) {
        Objective objective = problem.instance().objective();
        if (requested != null && !requested.isEmpty() && !requested.equals("auto")) {
            Solver solver = solvers.get(requested).orElseThrow(() -> new IllegalArgumentException(
                    "Unknown solver '" + requested + "'; installed: " + solvers.ids() + "."));
            if (!solver.objectives().contains(objective)) {
                throw new IllegalArgumentException("Solver " + requested + " does not answer " + objective.id()
                        + "; it answers " + solver.objectives().stream().map(Objective::id).sorted()
                                .collect(Collectors.joining(", ")) + ".");
            }
            Optional<String> why = rejects(solver, problem, options);
            if (why.isPresent()) {
                throw new IllegalArgumentException("Solver " + requested + " cannot take this instance: " + why.get());
            }
            return solver;
        }
        Solver best = null;
        int bestPreference = Integer.MIN_VALUE;
        List<String> reasons = new ArrayList<>();
        for (Solver solver : solvers.all()) {
            if (!solver.objectives().contains(objective)) {
                continue;
            }
            Optional<String> why = rejects(solver, problem, options);
            if (why.isPresent()) {
                reasons.add(solver.id() + ": " + why.get());
                continue;
            }
            int preference;
            try {
                preference = solver.preference(problem);
            } catch (RuntimeException | LinkageError e) {
                reasons.add(solver.id() + ": failed to rate the instance: " + oneLine(e));
                continue;
            }
            if (preference > bestPreference) {
                best = solver;
                bestPreference = preference;
            }
        }
        if (best == null) {
            throw new IllegalArgumentException("No installed solver answers " + objective.id() + " for "
                    + problem.instance().family() + " " + problem.instance().paramText()
                    + (reasons.isEmpty() ? "." : " (" + String.join("; ", reasons) + ")."));
        }
        return best;
    }

    /** The solver's reason to refuse the problem; a solver that fails to answer refuses it. */
    private static Optional<String> rejects(Solver solver, DefaultProblem problem, SolveOptions options) {
        try {
            return solver.rejects(problem, options);
        } catch (RuntimeException | LinkageError e) {
            return Optional.of("solver " + solver.id() + " failed to judge the instance: " + oneLine(e));
        }
    }

    private SolveResult run(DefaultProblem problem, Solver solver, DefaultJob job) throws Exception {
        SolveResult raw = solver.solve(problem, job);
        if (raw == null) {
            throw new IllegalStateException("solver " + solver.id() + " returned no result");
        }
        SolveResult.Builder result = raw.toBuilder().family(problem.instance().family())
                .params(problem.instance().params()).objective(problem.instance().objective()).solver(solver.id());
        Status status = raw.status();
        if ((status == Status.FEASIBLE || status == Status.ERROR) && job.cancelled()) {
            status = Status.CANCELLED;
        } else if (status == Status.FEASIBLE && job.timedOut()) {
            status = Status.TIMEOUT;
        }
        if (status == Status.CANCELLED && job.cancelReason() != null) {
            result.message(job.cancelReason() + (raw.message().isEmpty() ? "" : " (" + raw.message() + ")"));
        }
        Objective objective = problem.instance().objective();
        boolean verified = !raw.solutions().isEmpty();
        String failure = "";
        for (Placement placement : raw.solutions()) {
            Verification v = Verifier.check(problem.board(), problem.piece(), objective, placement,
                    raw.solutionCount() == null ? raw.value() : null, problem.symmetry(), problem.size());
            if (!v.valid()) {
                verified = false;
                failure = v.message();
                break;
            }
        }
        if (verified && raw.certificate() != null) {
            Verification v = Verifier.checkPacking(problem.board(), problem.piece(), raw.certificate(), raw.value());
            if (!v.valid()) {
                verified = false;
                failure = "LP certificate: " + v.message();
            }
        }
        if (!failure.isEmpty()) {
            return result.status(Status.ERROR).verified(false).millis(job.elapsedMillis())
                    .message("solver " + solver.id() + " returned an invalid solution: " + failure).build();
        }
        boolean uncertifiedLp = objective == Objective.FRACTIONAL_DOMINATION && raw.certificate() == null;
        if (uncertifiedLp && status == Status.OPTIMAL) {
            status = Status.FEASIBLE;
            result.message("the LP optimum came without an exact packing certificate; not proven");
        }
        if (!uncertifiedLp && status == Status.FEASIBLE && raw.value() != null && raw.bound() != null
                && raw.value().compareTo(raw.bound()) == 0) {
            status = Status.OPTIMAL;
            result.proof(raw.proof().isEmpty() ? "matching lower bound" : raw.proof());
        }
        return result.status(status).verified(verified).millis(job.elapsedMillis()).build();
    }

    private SolveResult.Builder base(DefaultProblem problem, Solver solver, DefaultJob job) {
        return SolveResult.builder().family(problem.instance().family()).params(problem.instance().params())
                .objective(problem.instance().objective()).solver(solver.id()).millis(job.elapsedMillis());
    }

    private void forgetLater(DefaultJob job) {
        // Keep the most recent ended jobs for `job(id)`; drop older ones.
        int keep = 64;
        if (jobs.size() > keep) {
            jobs.values().stream().filter(DefaultJob::isDone).map(DefaultJob::id).sorted()
                    .limit(jobs.size() - keep).forEach(jobs::remove);
        }
    }

    static String oneLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        if (root instanceof OutOfMemoryError) {
            return "out of memory" + (message == null || message.isBlank() ? "" : " (" + message + ")");
        }
        if (root instanceof StackOverflowError) {
            return "stack overflow (recursion too deep)";
        }
        String text = message == null || message.isBlank() ? root.getClass().getSimpleName()
                : root.getClass().getSimpleName() + ": " + message;
        return text.replace('\n', ' ');
    }

    private static ExecutorService newExecutor() {
        AtomicInteger count = new AtomicInteger();
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, "polyboard-job-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        return Executors.newCachedThreadPool(factory);
    }

    private static ScheduledExecutorService newWatchdog() {
        ScheduledThreadPoolExecutor service = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "polyboard-job-watchdog");
            t.setDaemon(true);
            return t;
        });
        service.setRemoveOnCancelPolicy(true);
        return service;
    }

    /** Services of one kind by id, in id order; the highest service ranking wins a duplicate id. */
    private static final class Registry<T> {
        private final List<Entry<T>> entries = new CopyOnWriteArrayList<>();
        private final Function<T, String> id;
        private final Function<T, String> description;

        Registry(Function<T, String> id, Function<T, String> description) {
            this.id = id;
            this.description = description;
        }

        void add(T service, ServiceReference<?> reference) {
            Object ranking = reference.getProperty(Constants.SERVICE_RANKING);
            Bundle bundle = reference.getBundle();
            entries.add(new Entry<>(service, ranking instanceof Integer r ? r : 0,
                    bundle == null ? "" : bundle.getSymbolicName(), bundle == null ? "" : bundle.getVersion().toString()));
        }

        /** The version of the bundle that registered {@code service}, or "" when unknown. */
        String version(T service) {
            return new ArrayList<>(entries).stream().filter(e -> e.service == service).map(e -> e.version)
                    .findFirst().orElse("");
        }

        void remove(T service) {
            entries.removeIf(e -> e.service == service);
        }

        Optional<T> get(String key) {
            List<Entry<T>> local = new ArrayList<>(entries);
            return local.stream().filter(e -> id.apply(e.service).equals(key))
                    .max(Comparator.comparingInt(e -> e.ranking)).map(e -> e.service);
        }

        List<T> all() {
            Map<String, T> byId = new LinkedHashMap<>();
            for (Entry<T> e : new ArrayList<>(entries)) {
                byId.putIfAbsent(id.apply(e.service), get(id.apply(e.service)).orElse(e.service));
            }
            return byId.keySet().stream().sorted().map(byId::get).collect(Collectors.toList());
        }

        String ids() {
            return all().stream().map(id).collect(Collectors.joining(", "));
        }

        List<Description> describe(Function<T, List<String>> details) {
            List<Description> result = new ArrayList<>();
            for (T service : all()) {
                String origin = new ArrayList<>(entries).stream().filter(e -> e.service == service)
                        .map(e -> e.origin).findFirst().orElse("");
                result.add(new Description(id.apply(service), description.apply(service), details.apply(service), origin));
            }
            return result;
        }
    }

    private record Entry<T>(T service, int ranking, String origin, String version) {
    }
}
