package org.polyboard.api.solve;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.osgi.annotation.versioning.ProviderType;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;

/**
 * The entry point for callers: lists what is installed, builds instances, matches them to solvers, runs
 * jobs and verifies every solution before returning it. Registered by the core; thread-safe.
 */
@ProviderType
public interface SolveService {

    /** The installed families, by id. */
    List<Description> families();

    /** The installed solvers, by id. */
    List<Description> solvers();

    /** The installed board factories, by id. */
    List<Description> boards();

    /** The installed pieces, by id. */
    List<Description> pieces();

    /**
     * Builds the instance a request describes, without solving it.
     *
     * @throws IllegalArgumentException with one line fit for the user: unknown family, bad parameters,
     *     objective not offered
     */
    Instance instance(String family, Map<String, String> params, Objective objective);

    /** The published value for {@code instance}, if its family knows one. */
    Optional<KnownValue> known(Instance instance);

    /**
     * The published number of optimal placements of {@code instance}, in total or up to the board's symmetries, if
     * its family knows it ({@link org.polyboard.api.problem.ProblemFamily#knownCount}).
     *
     * @since 2.1
     */
    default Optional<KnownValue> knownCount(Instance instance, boolean upToSymmetry) {
        return Optional.empty();
    }

    /**
     * Starts a job for {@code request}. Bad input is rejected here, before anything runs.
     *
     * @throws IllegalArgumentException with one line fit for the user: unknown family or solver, bad
     *     parameters, a solver that cannot take the instance, contradictory options
     */
    Job submit(SolveRequest request);

    /** Runs {@code request} to its end; same as {@code submit(request).await()}. */
    SolveResult solve(SolveRequest request) throws InterruptedException;

    /**
     * The finished solves recorded in the results journal, oldest first.
     *
     * @param data the data folder, or {@code null} for the default (see {@link SolveOptions#data()})
     * @param family only this family, or {@code null} for all
     * @param params only results whose parameters include these ({@code key=value}); may be empty
     */
    List<Recorded> results(String data, String family, Map<String, String> params);

    /**
     * The most recent verified result in the journal ({@link SolveOptions#data()}) that answers
     * {@code request} as a new run would: the same instance and objective, the solver it would choose
     * (same id and version) and the same {@link SolveOptions#all()}; {@link Status#OPTIMAL}, or
     * {@link Status#FEASIBLE} under the same time limit.
     *
     * @throws IllegalArgumentException for bad input, as {@link #submit}
     */
    Optional<Recorded> recorded(SolveRequest request);

    /** The jobs still running. */
    List<Job> jobs();

    /** The job with this id, running or recently ended. */
    Optional<Job> job(int id);

    /**
     * Checks a claimed result from first principles: rebuilds the instance from its family and
     * parameters, checks every placement against board and piece, and compares the value.
     */
    Verification verify(SolveResult claimed);

    /**
     * Writes the mathematical program of the instance a request describes (objective and fractional
     * choice as for solving) in {@code format}, by an installed {@link ModelExporter}.
     *
     * @throws IllegalArgumentException for bad input or when no installed exporter writes {@code format}
     */
    String export(SolveRequest request, String format);

    /**
     * Renders a result for people or scripts.
     *
     * @param format {@code text} (board picture and summary), {@code json} (one object, the fields of
     *     {@link SolveResult} with 1-based coordinates) or {@code svg}
     * @throws IllegalArgumentException for an unknown format
     */
    String render(SolveResult result, String format);

    /**
     * Reads a result written by {@code render(result, "json")}.
     *
     * @throws IllegalArgumentException with one line naming what is malformed
     */
    SolveResult parse(String json);
}
