package org.polyboard.core.select;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Capabilities.Feature;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.Solver;
import org.polyboard.core.exec.Failures;

/**
 * The one place where a solver is chosen. A solver named by the user is checked (it answers the objective
 * and accepts the problem); otherwise the solvers that accept the problem are ranked by their declared
 * {@link Capabilities}, never by anything a solver says of another:
 * <ol>
 * <li>solvers that declare what the request needs first: {@code size=k} placements, {@code --all}
 * enumeration, a {@code symmetry=} restriction;</li>
 * <li>then by tier: a construction that proves its answer; an exact solver at home on the problem (its own
 * proof before a third-party solver's claim); a heuristic at home; a construction without proof; a heuristic
 * elsewhere; an exact solver elsewhere (it would rarely finish);</li>
 * <li>within a tier the wider home ground first (with {@code proof=own} past every home, the wider on the
 * problem's kind of attacks), then the id.</li>
 * </ol>
 * Whether the problem's attacks are dense is computed once, and only when a home ground depends on it.
 * <p>
 * With {@code proof=own} ({@link SolveOptions#ownProofOnly}) no exact solver whose proof would rest on a third
 * party's claim is chosen, named or not, and an exact solver of our own ranks as if at home everywhere: the user asked
 * for a proof of ours however long it takes, and a heuristic then runs beside it as beside any exact lead.
 */
public final class SolverPolicy {

    /** Boards this small count as dense whatever the piece: every search is quick on them. */
    static final int SMALL = 16;
    /** A mean number of attacked cells per piece from which attacks count as dense on large boards. */
    static final double DENSE_DEGREE = 20;

    private SolverPolicy() {
    }

    /**
     * The solver for {@code problem}: {@code requested} when named (not {@code null}, empty or {@code auto}),
     * else the best ranked of {@code installed}.
     *
     * @throws IllegalArgumentException with one line for the user: unknown solver, a solver that does not
     *     answer the objective or refuses the problem, or none installed that can
     */
    public static Solver choose(List<Solver> installed, Problem problem, String requested, SolveOptions options) {
        Objective objective = problem.instance().objective();
        if (requested != null && !requested.isEmpty() && !requested.equals("auto")) {
            Solver solver = installed.stream().filter(s -> s.id().equals(requested)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("Unknown solver '" + requested + "'; installed: "
                            + installed.stream().map(Solver::id).collect(Collectors.joining(", ")) + "."));
            if (!solver.objectives().contains(objective)) {
                throw new IllegalArgumentException("Solver " + requested + " does not answer " + objective.id()
                        + "; it answers " + solver.objectives().stream().map(Objective::id).sorted()
                                .collect(Collectors.joining(", ")) + "." + alternatives(installed, problem, options, solver));
            }
            Optional<String> why = rejects(solver, problem, options);
            if (why.isPresent()) {
                throw new IllegalArgumentException("Solver " + requested + " cannot take this instance: " + why.get()
                        + alternatives(installed, problem, options, solver));
            }
            if (options.ownProofOnly() && !ownProofs(solver, objective)) {
                throw new IllegalArgumentException("Solver " + requested + " proves by a third-party solver's claim;"
                        + " --proof own asks for a proof by Polyboard's own search."
                        + alternatives(installed, problem, options, solver));
            }
            return solver;
        }
        List<String> reasons = new ArrayList<>();
        List<Candidate> candidates = candidates(installed, problem, options, reasons);
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("No installed solver answers " + objective.id() + " for "
                    + problem.instance().family() + " " + problem.instance().paramText()
                    + (reasons.isEmpty() ? "." : " (" + String.join("; ", reasons) + ")."));
        }
        return rank(candidates, problem, options).get(0).solver();
    }

    /**
     * The partner to run beside {@code chosen} in a portfolio when the user named no solver, for one optimum (not {@code --all},
     * {@code size=} or an LP value): beside an exact solver, the best ranked heuristic that accepts the problem (its
     * solutions may meet the exact solver's bound sooner than the exact search finds one; it stops by itself once it
     * stops improving, so also without a time limit); beside a heuristic, the best ranked exact solver whose proofs
     * are our own and that is at home on the problem's kind of attacks at some size (its bound may prove the
     * heuristic's solution optimal) — without a time limit (and not resuming) only one at home on boards of
     * 1/{@link #NEAR_HOME} of the problem's cells, whose proof may well come while the heuristic runs: the job gives
     * it the heuristic's run again (a minute at least) and no more, and elsewhere it would only take a place from the
     * heuristic. Empty
     * otherwise, and beside a construction.
     */
    public static Optional<Solver> partner(List<Solver> installed, Problem problem, String requested,
            SolveOptions options, Solver chosen) {
        Objective objective = problem.instance().objective();
        boolean named = requested != null && !requested.isEmpty() && !requested.equals("auto");
        if (named || options.all() || problem.size().isPresent()
                || objective == Objective.FRACTIONAL_DOMINATION) {
            return Optional.empty();
        }
        Capabilities.Strategy strategy;
        try {
            strategy = chosen.capabilities().strategy();
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
        // an exact partner beside a heuristic runs until the time limit; without one, the job waits for it as long
        // as the heuristic ran (a minute at least), so it comes only where its proof may: near its home (a resumed
        // run asks for it anywhere, since only the exact search has checkpoints to go on from)
        boolean unlimited = options.timeoutMillis() <= 0 && !options.resume();
        List<Candidate> partners = candidates(installed, problem, options, new ArrayList<>()).stream()
                .filter(c -> c.solver() != chosen)
                .filter(c -> strategy == Capabilities.Strategy.EXACT
                        ? c.capabilities().strategy() == Capabilities.Strategy.HEURISTIC
                        : strategy == Capabilities.Strategy.HEURISTIC
                                && c.capabilities().strategy() == Capabilities.Strategy.EXACT
                                && c.capabilities().proofOwn(objective))
                .toList();
        if (unlimited && strategy == Capabilities.Strategy.HEURISTIC && !partners.isEmpty()) {
            // the density needs the attack model: asked only when an exact partner is in view
            long near = (long) Math.ceil(problem.board().cellCount() / NEAR_HOME);
            boolean denseAttacks = dense(problem);
            partners = partners.stream().filter(c -> c.capabilities().reaches(objective, denseAttacks, near)).toList();
        }
        if (partners.isEmpty()) {
            return Optional.empty();
        }
        List<Candidate> ranked = rank(partners, problem, options);
        if (strategy == Capabilities.Strategy.HEURISTIC && ranked.size() > 1) {
            // an exact solver beside a heuristic is there for its bound: first one at home on these attacks at some size
            boolean dense = dense(problem);
            ranked = new ArrayList<>(ranked);
            ranked.sort(Comparator.comparing((Candidate c) -> !c.capabilities().reaches(objective, dense, 0)));
        }
        return Optional.of(ranked.get(0).solver());
    }

    /**
     * Without a time limit an exact solver runs beside a heuristic only on problems of at most this many times the
     * cells of its home ground: queen domination to 24×24 beside {@code enumerate}'s 16×16 (by frames, 20×20 is
     * proven in 6 s, 24×24 in 43 s of two cores, about what `anneal` runs before it stops by itself), not 26×26
     * (141 s) nor knights on 31×31 beside its 16 cells of sparse attacks.
     */
    static final double NEAR_HOME = 2.25;

    /** How many installed solvers a refusal names at most, best ranked first. */
    static final int ALTERNATIVES = 2;

    /**
     * The advice after a named solver's refusal: the best ranked of the other installed solvers that answer the
     * objective and accept the problem (a new line, "Maybe use --solver ..."), or nothing when none does. Only the
     * policy names solvers: a solver says why it refuses, never which other would not.
     */
    static String alternatives(List<Solver> installed, Problem problem, SolveOptions options, Solver refused) {
        List<Candidate> others = candidates(installed, problem, options, new ArrayList<>()).stream()
                .filter(c -> c.solver() != refused).toList();
        if (others.isEmpty()) {
            return "";
        }
        return rank(others, problem, options).stream().limit(ALTERNATIVES).map(c -> "--solver " + c.solver().id())
                .collect(Collectors.joining(" or ", "\nMaybe use ", ""));
    }

    /** The solvers that answer the problem's objective and accept it; the reasons of those that refuse. */
    private static List<Candidate> candidates(List<Solver> installed, Problem problem, SolveOptions options,
            List<String> reasons) {
        Objective objective = problem.instance().objective();
        List<Candidate> candidates = new ArrayList<>();
        for (Solver solver : installed) {
            if (!solver.objectives().contains(objective)) {
                continue;
            }
            Optional<String> why = rejects(solver, problem, options);
            if (why.isPresent()) {
                reasons.add(solver.id() + ": " + why.get());
                continue;
            }
            Capabilities capabilities;
            try {
                capabilities = solver.capabilities();
            } catch (RuntimeException | LinkageError e) {
                reasons.add(solver.id() + ": failed to state its capabilities: " + Failures.oneLine(e));
                continue;
            }
            if (options.ownProofOnly() && !ownProofs(capabilities, objective)) {
                reasons.add(solver.id() + ": its proof would rest on a third-party solver (--proof own)");
                continue;
            }
            candidates.add(new Candidate(solver, capabilities));
        }
        return candidates;
    }

    /** Whether {@code solver}'s answers rest on our own code ({@link #ownProofs(Capabilities, Objective)}). */
    private static boolean ownProofs(Solver solver, Objective objective) {
        try {
            return ownProofs(solver.capabilities(), objective);
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    /** Whether answers under {@code c} rest on our own code: anything but an exact solver proving by a third party's claim. */
    private static boolean ownProofs(Capabilities c, Objective objective) {
        return c.strategy() != Capabilities.Strategy.EXACT || c.proofOwn(objective);
    }

    /** The candidates in the policy's order, best first. */
    static List<Candidate> rank(List<Candidate> candidates, Problem problem, SolveOptions options) {
        Objective objective = problem.instance().objective();
        long cells = problem.board().cellCount();
        boolean own = options.ownProofOnly();
        boolean dense = (needsDensity(candidates, objective, cells) || own && needsDensity(candidates, objective, 0))
                && dense(problem);
        boolean size = problem.size().isPresent();
        boolean symmetric = problem.symmetry().isPresent();
        Comparator<Candidate> order = Comparator
                .comparingInt((Candidate c) -> missing(c.capabilities(), size, options.all(), symmetric))
                .thenComparingInt(c -> tier(c.capabilities(), objective, dense, cells, own))
                .thenComparingLong(c -> -c.capabilities().reachCells(objective, dense, cells))
                // an own proof asked for past every home ground: the solver at home on these attacks at some size
                .thenComparingLong(c -> own ? -c.capabilities().reachCells(objective, dense, 0) : 0)
                .thenComparing(c -> c.solver().id());
        List<Candidate> ranked = new ArrayList<>(candidates);
        ranked.sort(order);
        return ranked;
    }

    /** How many of the request's needs the solver does not declare. */
    private static int missing(Capabilities c, boolean size, boolean all, boolean symmetric) {
        return (size && !c.has(Feature.SIZES) ? 1 : 0) + (all && !c.has(Feature.ENUMERATES) ? 1 : 0)
                + (symmetric && !c.has(Feature.SYMMETRY) ? 1 : 0);
    }

    /** @param ownProof whether the user asked for our own proof: an exact solver of ours then ranks as if at home */
    static int tier(Capabilities c, Objective objective, boolean dense, long cells, boolean ownProof) {
        boolean home = c.reaches(objective, dense, cells);
        return switch (c.strategy()) {
            case CONSTRUCTION -> c.has(Feature.PROVES) ? 0 : 4;
            case EXACT -> ownProof && c.proofOwn(objective) ? 1 : home ? (c.proofOwn(objective) ? 1 : 2) : 6;
            case HEURISTIC -> home ? 3 : 5;
        };
    }

    private static boolean needsDensity(List<Candidate> candidates, Objective objective, long cells) {
        for (Candidate c : candidates) {
            for (Capabilities.Reach reach : c.capabilities().reaches()) {
                if (reach.attacks() != Capabilities.Attacks.ANY && reach.objectives().contains(objective)
                        && cells <= reach.cells()) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether the piece's attacks are dense on the board: at most {@value #SMALL} cells, or a mean of at least
     * min({@value #DENSE_DEGREE}, √m) attacked cells per piece on m cells (riders, not leapers).
     */
    public static boolean dense(Problem problem) {
        AttackModel model = problem.model();
        int m = model.cellCount();
        if (m <= SMALL) {
            return true;
        }
        long attacks = 0;
        for (int c = 0; c < m; c++) {
            attacks += model.neighbours(c).length;
        }
        return attacks >= Math.min(DENSE_DEGREE, Math.sqrt(m)) * m;
    }

    /** The solver's reason to refuse the problem; a solver that fails to answer refuses it. */
    private static Optional<String> rejects(Solver solver, Problem problem, SolveOptions options) {
        try {
            return solver.rejects(problem, options);
        } catch (RuntimeException | LinkageError e) {
            return Optional.of("solver " + solver.id() + " failed to judge the instance: " + Failures.oneLine(e));
        }
    }

    record Candidate(Solver solver, Capabilities capabilities) {
    }
}
