package org.polyboard.solver.anneal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.support.bounds.QueenBound;

/**
 * Simulated annealing for minimum domination on any attack model: independent chains on the solve's shared
 * executor, as many as the solve's parallelism, each with its own seed derived from the run setting
 * {@code seed=}; the best cover of all chains is returned as {@link Status#FEASIBLE}, or {@link Status#OPTIMAL}
 * when it meets the packing lower bound or, on the n×n board of queens, the bound of the literature
 * ({@link QueenBound}). Runs
 * until the time limit, or without one for {@value #DEFAULT_MILLIS} ms at most, stopping early after
 * {@value #STALL_MILLIS} ms without improvement. A symmetry restriction is honoured by moving whole orbits. For
 * long-range pieces (queens) every other chain, the first among them, is a {@link TabuChain} instead; for those
 * pieces it answers minimum independent domination too, with tabu searches only: without a symmetry restriction
 * {@link PenaltyTabuChain}s, which let pieces attack each other at a cost on the way, and on a whole rectangle of
 * queens every other chain, the first among them, a {@link LineTabuChain}, which keeps them in distinct rows and
 * columns; for plain domination of such a rectangle (to 64×64) the second chain, or the only one on at most
 * {@link #LINE_CELLS} cells, is a {@link LineTabuChain} that lets queens share a diagonal. On the plain n×n board of
 * queens a {@link LatticeChain} goes first, beside the chains: ⌈n/2⌉ queens on the odd rows and columns, searched
 * exhaustively within a budget of nodes (else the lattice of a board one to four smaller and a queen on each row and
 * column left), after which a chain queued behind it takes its thread.
 */
@Component(service = Solver.class, property = Solver.ID + "=anneal")
public final class AnnealingSolver implements Solver {

    static final long DEFAULT_SEED = 1;
    static final long DEFAULT_MILLIS = 10_000;
    static final long STALL_MILLIS = 5_000;
    /** Largest board: the core builds explicit attack models up to 40 000 cells. */
    static final long MAX_CELLS = 40_000;

    /**
     * Largest board the tabu search's prelude over half-turn orbits is built for: a second layout as large as the
     * first (queens 100×100 at most; larger boards keep the memory for the search over cells).
     */
    static final int PRELUDE_CELLS = 10_000;

    /**
     * Largest board the search over lines ({@link LineTabuChain}) runs on. Measured one chain against one
     * {@link PenaltyTabuChain}, 60 s each: on 26×26, 28×28 and 29×29 it reaches A075324 (14, 15, 16) where the other
     * stays one above, and it ended one queen worse on 32×32, 35×35 and 38×38, two on 40×40 and seven on 50×50 while it
     * scored cell by cell. Scoring a row at a time (ten times the moves) it ties on 32×32 (18 with seeds 1–3, in
     * 12–19 s against 1.5–44 s), so the cap stays for independent domination; plain domination has none
     * ({@link #linesFit}).
     */
    static final int LINE_CELLS = 1_000;

    static final double HOT = 0.8;
    static final double COLD = 0.15;
    static final long CYCLE = 2_000_000;


    /** Set when the component goes away: running chains halt. */
    private volatile boolean deactivated;

    @Deactivate
    void deactivate() {
        deactivated = true;
    }

    @Override
    public String id() {
        return "anneal";
    }

    @Override
    public String description() {
        return "simulated annealing, and tabu search for long-range pieces: good covers for large boards, independent ones "
                + "for queens (seed=, --timeout), one chain per thread; no proof";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        long cells = problem.board().cellCount();
        if (cells > MAX_CELLS) {
            return Optional.of("board " + problem.board().description() + " has " + cells + " cells; annealing works on "
                    + "explicit attack models of at most " + MAX_CELLS + " cells.");
        }
        if (problem.instance().objective() == Objective.MIN_INDEPENDENT_DOMINATION
                && !TabuChain.suits(problem.model())) {
            return Optional.of("independent covers come from the tabu search, for long-range pieces (queens, rooks)");
        }
        if (options.all()) {
            return Optional.of("annealing finds one good cover; it cannot enumerate all minimum covers (--all)");
        }
        String seed = options.settings().get("seed");
        if (seed != null) {
            try {
                Long.parseLong(seed.trim());
            } catch (NumberFormatException e) {
                return Optional.of("seed=" + seed + " is not a whole number.");
            }
        }
        return Optional.empty();
    }


    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.HEURISTIC, false, Set.of(),
                List.of(new Capabilities.Reach(Set.of(Objective.MIN_DOMINATION), Capabilities.Attacks.ANY, MAX_CELLS),
                        new Capabilities.Reach(Set.of(Objective.MIN_INDEPENDENT_DOMINATION), Capabilities.Attacks.DENSE,
                                MAX_CELLS)));
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) throws Exception {
        long seed = seed(context.options());
        AttackModel model = problem.model();
        Layout layout = new Layout(model, problem.invariance());
        int bound = Layout.packingBound(model);
        String boundProof = "matches the fractional packing bound " + bound;
        Optional<Integer> side = QueenBound.side(problem);
        if (side.isPresent() && QueenBound.of(side.get()) > bound) {
            bound = QueenBound.of(side.get());
            boundProof = QueenBound.proof(side.get());
        }
        int target = bound;
        long start = System.nanoTime();
        long remaining = context.remainingMillis();
        boolean limited = remaining != Long.MAX_VALUE;
        long budget = limited ? Math.max(0, remaining - Math.min(250, remaining / 10)) : DEFAULT_MILLIS;
        long deadline = start + TimeUnit.MILLISECONDS.toNanos(budget);
        int chains = Math.max(1, context.parallelism());
        boolean independent = problem.instance().objective() == Objective.MIN_INDEPENDENT_DOMINATION;
        boolean tabu = TabuChain.suits(model);
        Layout prelude = tabu && problem.invariance().size() == 1 && model.cellCount() <= PRELUDE_CELLS
                ? centralOrbits(model) : null;
        boolean penalty = independent && PenaltyTabuChain.applies(layout);
        boolean lines = searchesLines(problem, layout);
        boolean lineCovers = !independent && linesFit(problem, layout);
        List<CoverChain> running = new ArrayList<>();
        if (side.isPresent() && side.get() >= 4 && problem.invariance().size() == 1) {
            // First in the queue: it ends once its lattice is searched, and a chain queued behind takes its thread.
            running.add(new LatticeChain(model, side.get(), independent, seed));
        }
        for (int i = 0; i < chains; i++) {
            // domination: the search over lines second beside the tabu search over cells, or alone on one place of a
            // board of at most LINE_CELLS (alone on 60x60 it ended at 38 queens where the tabu search reaches 34)
            boolean lineHere = chains == 1 ? model.cellCount() <= LINE_CELLS : i % 2 == 1;
            CoverChain chain = lines && i % 2 == 0 || lineCovers && lineHere
                    ? new LineTabuChain(model, prelude, chainSeed(seed, i), independent)
                    : penalty ? new PenaltyTabuChain(layout, prelude, chainSeed(seed, i), model)
                    : tabu && (independent || i % 2 == 0)
                            ? new TabuChain(layout, prelude, chainSeed(seed, i), independent ? model : null)
                            : new AnnealChain(layout, chainSeed(seed, i), HOT, COLD, CYCLE);
            running.add(chain);
        }
        List<ChainRunner.Chain> tasks = new ArrayList<>();
        for (CoverChain chain : running) {
            tasks.add((stop, improved) -> chain.run(target, stop,
                    value -> improved.accept(value, () -> context.incumbent(model.placement(chain.best())))));
        }
        ChainRunner.Outcome outcome = ChainRunner.run("annealing", context.executor(), chains, tasks, true, deadline,
                limited ? Long.MAX_VALUE : STALL_MILLIS,
                () -> context.shouldStop() || deactivated, best -> best <= target,
                () -> running.stream().mapToLong(CoverChain::steps).sum(),
                (steps, best) -> context.progress(steps, best == Integer.MAX_VALUE ? "-" : Integer.toString(best),
                        Integer.toString(target), describe(running)));
        boolean outOfTime = limited && System.nanoTime() - deadline >= 0;
        return result(context, model, running, bound, boundProof, seed, outOfTime)
                .toBuilder().stat("bestFoundMillis", TimeUnit.NANOSECONDS.toMillis(outcome.improvedAtNanos() - start)).build();
    }

    /**
     * Whether every other chain is a {@link LineTabuChain} for minimum independent domination: a whole rectangle of
     * queens of at most {@link #LINE_CELLS} cells whose diagonals fit one word (to 32×33, where it was measured), over
     * single cells (no symmetry restriction).
     */
    static boolean searchesLines(Problem problem, Layout layout) {
        return problem.instance().objective() == Objective.MIN_INDEPENDENT_DOMINATION
                && problem.model().cellCount() <= LINE_CELLS && linesFit(problem, layout)
                && problem.model().extent(0) + problem.model().extent(1) - 1 <= Long.SIZE;
    }

    /**
     * Whether a {@link LineTabuChain} can search the problem: a whole rectangle of queens that
     * {@link LineTabuChain#fits}, over single cells. For minimum domination it is the second chain (the only one on at
     * most {@link #LINE_CELLS} cells): on 28×28 it finds 15 queens in about two seconds where the other chains stay
     * at 16, and 14 on 27×27 (docs/queens.md).
     */
    static boolean linesFit(Problem problem, Layout layout) {
        return PenaltyTabuChain.applies(layout) && QueenBound.rectangle(problem)
                && LineTabuChain.fits(problem.model().extent(0), problem.model().extent(1));
    }

    /** The best cover of the chains; {@code outOfTime} when they ran until the time limit's budget was spent. */
    private static SolveResult result(SolveContext context, AttackModel model, List<CoverChain> chains, int bound,
            String boundProof, long seed, boolean outOfTime) {
        int[] best = null;
        long steps = 0;
        for (CoverChain chain : chains) {
            steps += chain.steps();
            if (chain.best() != null && (best == null || chain.best().length < best.length)) {
                best = chain.best();
            }
        }
        SolveResult.Builder result = SolveResult.builder().bound(bound).stat("steps", steps).stat("chains", chains.size())
                .stat("seed", seed);
        boolean cancelled = context.shouldStop() && context.remainingMillis() > 0;
        if (best == null) {
            return result.status(cancelled ? Status.CANCELLED : Status.TIMEOUT)
                    .message("stopped before a first cover was complete").build();
        }
        result.value(best.length).solution(model.placement(best));
        if (best.length <= bound) {
            return result.status(Status.OPTIMAL).proof(boundProof).build();
        }
        return result.status(cancelled ? Status.CANCELLED : outOfTime ? Status.TIMEOUT : Status.FEASIBLE)
                .message((outOfTime && !cancelled ? "stopped at the time limit; " : "") + "best of " + describe(chains)
                        + " (seed " + seed + "); not proven optimal").build();
    }

    /**
     * The orbits of the board's symmetry of order two that fixes fewest cells (the half turn of a square board, the
     * central inversion of a box), for the tabu search's prelude; {@code null} when the board has no symmetry.
     */
    static Layout centralOrbits(AttackModel model) {
        int[] central = null;
        int fewest = Integer.MAX_VALUE;
        for (int[] g : model.symmetries()) {
            int fixed = 0;
            boolean involution = true;
            for (int c = 0; c < g.length && involution; c++) {
                involution = g[g[c]] == c;
                fixed += g[c] == c ? 1 : 0;
            }
            if (involution && fixed < g.length && fixed < fewest) {
                central = g;
                fewest = fixed;
            }
        }
        if (central == null) {
            return null;
        }
        return new Layout(model, List.of(model.symmetries().get(0), central));
    }

    /**
     * What the chains are: "2 annealing chains", "1 tabu search and 1 annealing chain", "2 tabu searches", with
     * "a lattice search, " before them when one runs.
     */
    static String describe(List<CoverChain> chains) {
        long lattices = chains.stream().filter(c -> c instanceof LatticeChain).count();
        long anneals = chains.stream().filter(c -> c instanceof AnnealChain).count();
        long tabus = chains.size() - anneals - lattices;
        String annealing = anneals + " annealing chain" + (anneals == 1 ? "" : "s");
        return (lattices == 0 ? "" : "a lattice search, ") + (tabus == 0 ? annealing
                : tabus + " tabu search" + (tabus == 1 ? "" : "es") + (anneals == 0 ? "" : " and " + annealing));
    }

    /** The run setting {@code seed=}, or the default seed. */
    static long seed(SolveOptions options) {
        String text = options.settings().get("seed");
        if (text == null) {
            return DEFAULT_SEED;
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("seed=" + text + " is not a whole number.");
        }
    }

    /** A seed per chain: chain 0 uses the seed itself, the others a mix of it. */
    static long chainSeed(long seed, int chain) {
        if (chain == 0) {
            return seed;
        }
        long z = seed + chain * 0x9E3779B97F4A7C15L;
        z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
        z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
        return z ^ z >>> 31;
    }
}
