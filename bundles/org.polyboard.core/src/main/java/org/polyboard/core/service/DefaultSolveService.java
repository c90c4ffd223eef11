package org.polyboard.core.service;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Description;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.api.solve.Verification;
import org.polyboard.core.catalog.Catalog;
import org.polyboard.core.catalog.DefaultProblem;
import org.polyboard.core.catalog.Invariance;
import org.polyboard.core.exec.JobRunner;
import org.polyboard.core.journal.ResultsStore;
import org.polyboard.core.render.JsonCodec;
import org.polyboard.core.select.SolverPolicy;
import org.polyboard.core.verify.ResultCheck;
import org.polyboard.core.verify.Verifier;

/**
 * The solve service: the one entry point callers use. It checks a request, has the {@link Catalog} build its
 * problem, the {@link SolverPolicy} choose its solver and the {@link JobRunner} run it; it reads the
 * {@link ResultsStore} and renders through the installed renderers. It keeps no state of its own.
 */
@Component(service = SolveService.class)
public final class DefaultSolveService implements SolveService {

    private final Catalog catalog;
    private final JobRunner runner;
    private final ResultsStore store;

    @Activate
    public DefaultSolveService(@Reference Catalog catalog, @Reference JobRunner runner, @Reference ResultsStore store) {
        this.catalog = catalog;
        this.runner = runner;
        this.store = store;
    }

    @Override
    public List<Description> families() {
        return catalog.families();
    }

    @Override
    public List<Description> solvers() {
        return catalog.solvers();
    }

    @Override
    public List<Description> boards() {
        return catalog.boards();
    }

    @Override
    public List<Description> pieces() {
        return catalog.pieces();
    }

    @Override
    public Instance instance(String family, Map<String, String> params, Objective objective) {
        return catalog.instance(family, params, objective);
    }

    @Override
    public Optional<KnownValue> known(Instance instance) {
        return catalog.known(instance);
    }

    @Override
    public Optional<KnownValue> knownCount(Instance instance, boolean upToSymmetry) {
        return catalog.knownCount(instance, upToSymmetry);
    }

    @Override
    public Job submit(SolveRequest request) {
        DefaultProblem problem = problem(request);
        SolveRequest settled = settled(request);
        List<Solver> installed = catalog.allSolvers();
        Solver solver = SolverPolicy.choose(installed, problem, settled.solver(), settled.options());
        Solver partner = SolverPolicy.partner(installed, problem, settled.solver(), settled.options(), solver)
                .orElse(null);
        return runner.submit(settled, problem, solver, catalog.version(solver), partner,
                partner == null ? "" : catalog.version(partner));
    }

    /** The request with the run settings among its words (a seed, a target) in its options, as the family says. */
    private SolveRequest settled(SolveRequest request) {
        Map<String, String> settings = catalog.settings(request.family(), request.params());
        if (settings.isEmpty() && request.options().settings().isEmpty()) {
            return request;
        }
        Map<String, String> merged = new TreeMap<>(request.options().settings());
        merged.putAll(settings);
        return new SolveRequest(request.family(), request.params(), request.solver(), request.objective(),
                request.fractional(), request.options().withSettings(merged), request.listener());
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
    public String export(SolveRequest request, String format) {
        DefaultProblem problem = problem(request);
        return catalog.exporter(format).export(problem, format);
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
        DefaultProblem problem = catalog.problem(request.family(), request.params(), objective);
        problem.symmetry().ifPresent(symmetry -> Invariance.check(problem.board(), symmetry));
        return problem;
    }

    @Override
    public List<Recorded> results(String data, String family, Map<String, String> params) {
        return store.results(data, family, params);
    }

    @Override
    public Optional<Recorded> recorded(SolveRequest request) {
        DefaultProblem problem = problem(request);
        SolveOptions options = settled(request).options();
        Solver solver = SolverPolicy.choose(catalog.allSolvers(), problem, request.solver(), options);
        String version = catalog.version(solver);
        Instance instance = problem.instance();
        List<Recorded> found = store.results(options.data(), instance.family(), instance.params());
        for (int i = found.size() - 1; i >= 0; i--) {
            Recorded r = found.get(i);
            SolveResult result = r.result();
            boolean same = result.params().equals(instance.params()) && result.objective() == instance.objective()
                    && result.solver().equals(solver.id()) && r.solverVersion().equals(version) && r.all() == options.all()
                    && r.settings().equals(ResultsStore.answering(options.settings()));
            boolean reusable = result.status() == Status.OPTIMAL
                    || result.status() == Status.FEASIBLE && r.timeoutMillis() == options.timeoutMillis();
            // checked again: the journal is a file anyone may edit
            if (same && reusable && result.verified() && verify(result).valid()) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    @Override
    public List<Job> jobs() {
        return runner.jobs();
    }

    @Override
    public Optional<Job> job(int id) {
        return runner.job(id);
    }

    @Override
    public Verification verify(SolveResult claimed) {
        if (claimed.objective() == null) {
            return new Verification(false, "the result names no objective");
        }
        DefaultProblem problem = catalog.problem(claimed.family(), claimed.params(), claimed.objective());
        if (claimed.solutions().isEmpty()) {
            return new Verification(false, "the result holds no solution to check");
        }
        ResultCheck.Outcome check = ResultCheck.check(problem, claimed.objective(), claimed);
        if (!check.valid()) {
            return new Verification(false, (check.solution() == 0 ? "certificate" : "solution " + check.solution())
                    + ": " + check.message());
        }
        Verification first = Verifier.check(problem.board(), problem.piece(), claimed.objective(),
                claimed.solutions().get(0), null);
        return new Verification(true, claimed.solutions().size() == 1 ? first.message()
                : claimed.solutions().size() + " solutions checked; " + first.message());
    }

    @Override
    public String render(SolveResult result, String format) {
        return catalog.renderer(format).render(result, problemOf(result));
    }

    @Override
    public SolveResult parse(String json) {
        return JsonCodec.read(json);
    }

    /** The problem a result answers, when its family, board and piece are installed. */
    private Optional<Problem> problemOf(SolveResult result) {
        try {
            return Optional.of(catalog.problem(result.family(), result.params(), result.objective()));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}
