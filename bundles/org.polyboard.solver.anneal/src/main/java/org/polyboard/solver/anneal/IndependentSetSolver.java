package org.polyboard.solver.anneal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.support.subcubes.MiddleSets;

/**
 * Large sets of non-attacking pieces on any attack model by iterated local search ({@link IndependentSetChain}),
 * independent chains on the solve's shared executor, as many as the solve's parallelism: the first (and every other)
 * one starts again from an empty board when it stalls, the second searches on from its start. The result is FEASIBLE,
 * or OPTIMAL when it meets the smaller of two partitions of the cells into cliques, each of which holds at most one
 * piece: into lines, found greedily, or into the sub-boxes of side at most 2 that halving the coordinates gives, when
 * each of them is a clique (queens: 81 parts on 6^4, 64 on 4^6, which proves the 64 queens found there); on a box of
 * side 3, the {@linkplain MiddleSets middle sets} bound it more tightly (52 on 3^8, against 256 sub-boxes). Before the
 * chains start, an exhaustive search ({@link Blocks}) looks for a placement with a piece in every sub-box, within
 * {@value #BLOCK_NODES} nodes and a quarter of the time limit: it either finds one, optimal, or lowers that bound by
 * one (6^4: no 81, so the 80 found is optimal). Where the middle sets give the bound, a {@linkplain SubcubeSearch
 * subcube packing search} looks first for a placement meeting it, within three quarters of the time limit: 32
 * queens on 3^7 in about a second, 52 on 3^8 in seconds to minutes by the seed, where the chains stay at 51. Then a
 * search over the orbits of one symmetry of each kind ({@link OrbitSearch}) gives the chains a placement to beat: 145
 * queens on 7^4 in about a second; on a cube n^3, so does a modular placement on a larger cube cut to n^3
 * ({@link ModularCrop}: 133 on 12^3, where the chains stay near 123). Runs until the time limit, or without one
 * until {@value #STALL_MILLIS} ms pass without improvement.
 */
@Component(service = Solver.class, property = Solver.ID + "=ils")
public final class IndependentSetSolver implements Solver {

    /** Set when the bundle stops: running searches end (their job is cancelled by the service). */
    private volatile boolean deactivated;

    @Deactivate
    void deactivate() {
        deactivated = true;
    }

    static final long STALL_MILLIS = 5_000;
    /** Nodes at most of the search for a placement meeting every sub-box ({@link Blocks}). */
    static final long BLOCK_NODES = 30_000_000L;


    @Override
    public String id() {
        return "ils";
    }

    @Override
    public String description() {
        return "iterated local search for non-attacking pieces (max-independent) on any board (seed=, --timeout); "
                + "on boxes of side 3 first a subcube packing search for the middle-set bound; no proof beyond the"
                + " line, block and middle-set bounds";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_INDEPENDENT);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        long cells = problem.board().cellCount();
        if (cells > AnnealingSolver.MAX_CELLS) {
            return Optional.of("board " + problem.board().description() + " has " + cells + " cells; the local search "
                    + "works on explicit attack models of at most " + AnnealingSolver.MAX_CELLS + " cells.");
        }
        if (options.all()) {
            return Optional.of("the local search finds one large placement; it cannot enumerate them all (--all).");
        }
        if (problem.symmetry().isPresent()) {
            return Optional.of("the ils solver does not restrict placements to a symmetry.");
        }
        if (problem.size().isPresent()) {
            return Optional.of("the ils solver does not list placements of a given size (size=).");
        }
        return Optional.empty();
    }


    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.HEURISTIC, false, Set.of(),
                List.of(new Capabilities.Reach(objectives(), Capabilities.Attacks.ANY, AnnealingSolver.MAX_CELLS)));
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) throws Exception {
        long seed = AnnealingSolver.seed(context.options());
        AttackModel model = problem.model();
        long start = System.nanoTime();
        long remaining = context.remainingMillis();
        boolean limited = remaining != Long.MAX_VALUE;
        long deadline = limited ? start + TimeUnit.MILLISECONDS.toNanos(Math.max(0, remaining - Math.min(250, remaining / 10)))
                : Long.MAX_VALUE;
        int lines = lineBound(model);
        int bound = lines;
        String proof = "meets the line bound: the cells split into " + lines + " lines, each holding at most one piece";
        int middle = MiddleSets.of(model);
        if (middle >= 0 && middle < bound) {
            bound = middle;
            proof = MiddleSets.proof(model.dimension());
        }
        long packingNodes = 0;
        if (middle >= 0 && middle == bound) {
            // three quarters of the time limit at most: where the middle sets give the bound the chains rarely meet it
            long until = limited ? start + (deadline - start) / 4 * 3 : Long.MAX_VALUE;
            SubcubeSearch.Outcome packed = SubcubeSearch.run(model.dimension(), middle, context, seed, until,
                    () -> context.shouldStop() || deactivated);
            packingNodes = packed.nodes();
            if (packed.cells() != null) {
                return SolveResult.builder().status(Status.OPTIMAL).value(packed.cells().length).bound(bound)
                        .solution(Placement.of(Arrays.asList(packed.cells()))).stat("packingNodes", packingNodes)
                        .stat("packingRestarts", packed.restarts()).stat("seed", seed)
                        .proof(proof + String.format(Locale.ROOT, "; the placement: found by the subcube"
                                + " packing search (an exact cover with the character sums), subcubes of dimension 0,"
                                + " 1, ... counted %s, %d %s", packed.counts(), packed.counts().holes(),
                                packed.counts().holes() == 1 ? "hole" : "holes")).build();
            }
        }
        Blocks blocks = middle >= 0 ? null : Blocks.of(model);
        long blockNodes = 0;
        if (blocks != null && blocks.parts() < bound) {
            bound = blocks.parts();
            String split = "the cells split into " + bound + " sub-boxes of side at most 2 (the coordinates halved), in"
                    + " each of which every two cells attack each other";
            proof = "meets the block bound: " + split;
            if (blocks.searchable()) {
                // a quarter of the time limit at most
                long until = limited ? start + (deadline - start) / 4 : Long.MAX_VALUE;
                Blocks.Outcome met = blocks.search(BLOCK_NODES,
                        () -> context.shouldStop() || deactivated || System.nanoTime() - until > 0);
                blockNodes = met.nodes();
                if (met.found().length > 0) {
                    return SolveResult.builder().status(Status.OPTIMAL).value(bound).bound(bound)
                            .solution(model.placement(met.found())).stat("blockNodes", blockNodes)
                            .proof(proof + "; found by exhaustive search over the sub-boxes").build();
                }
                if (met.complete()) {
                    bound--;
                    proof = String.format(java.util.Locale.ROOT, "meets the block bound less one: %s, and an"
                            + " exhaustive search (%,d nodes) found no placement with a piece in every one of them",
                            split, blockNodes);
                }
            }
        }
        // a tenth of the time limit at most
        long orbitsUntil = limited ? System.nanoTime() + (deadline - System.nanoTime()) / 10 : Long.MAX_VALUE;
        OrbitSearch.Outcome symmetric = OrbitSearch.run(model, seed, OrbitSearch.STEPS, bound,
                () -> context.shouldStop() || deactivated || System.nanoTime() - orbitsUntil > 0);
        long symmetricAt = System.nanoTime();
        if (symmetric.cells().length > 0) {
            if (symmetric.cells().length >= bound) {
                return SolveResult.builder().status(Status.OPTIMAL).value(symmetric.cells().length).bound(bound)
                        .solution(model.placement(symmetric.cells())).stat("blockNodes", blockNodes)
                        .stat("orbits", symmetric.orbits()).stat("seed", seed)
                        .proof(proof + "; found by the search over the orbits of a symmetry of order "
                                + symmetric.order()).build();
            }
            context.incumbent(model.placement(symmetric.cells()));
        }
        // queens on a cube: a modular placement on a larger cube, cut to this one, for the chains to beat
        ModularCrop.Crop crop = ModularCrop.of(problem, model);
        int cropValue = crop == null ? 0 : crop.cells().length;
        if (cropValue > symmetric.cells().length) {
            if (cropValue >= bound) {
                return SolveResult.builder().status(Status.OPTIMAL).value(cropValue).bound(bound)
                        .solution(model.placement(crop.cells())).stat("seed", seed)
                        .proof(proof + "; the placement: " + crop.describe(model.extent(0))).build();
            }
            context.incumbent(model.placement(crop.cells()));
        }
        int target = bound;
        int chains = Math.max(1, context.parallelism());
        List<IndependentSetChain> running = new ArrayList<>();
        List<ChainRunner.Chain> tasks = new ArrayList<>();
        for (int i = 0; i < chains; i++) {
            IndependentSetChain chain = new IndependentSetChain(model, AnnealingSolver.chainSeed(seed, i), i % 2 == 0);
            running.add(chain);
            // a chain's value that does not better the orbits' or the crop's placement is no news to the job
            tasks.add((stop, improved) -> chain.run(target, stop, value -> improved.accept(value, () -> {
                if (value > Math.max(symmetric.cells().length, cropValue)) {
                    context.incumbent(model.placement(chain.best()));
                }
            })));
        }
        ChainRunner.Outcome outcome = ChainRunner.run("local search", context.executor(), chains, tasks, false, deadline,
                limited ? Long.MAX_VALUE : STALL_MILLIS, () -> context.shouldStop() || deactivated,
                best -> best >= target, () -> running.stream().mapToLong(IndependentSetChain::steps).sum(),
                (steps, best) -> context.progress(steps, Integer.toString(Math.max(0, best)), Integer.toString(target),
                        "local search, " + chains + (chains == 1 ? " chain" : " chains")));
        int[] found = symmetric.cells();
        long foundAt = symmetricAt;
        if (cropValue > found.length) {
            found = crop.cells();
        }
        long steps = 0;
        long restarts = 0;
        for (IndependentSetChain chain : running) {
            steps += chain.steps();
            restarts += chain.restarts();
            if (chain.best().length > found.length) {
                found = chain.best();
                foundAt = outcome.improvedAtNanos();
            }
        }
        SolveResult.Builder result = SolveResult.builder().value(found.length).bound(bound)
                .solution(model.placement(found)).stat("steps", steps).stat("restarts", restarts)
                .stat("blockNodes", blockNodes).stat("packingNodes", packingNodes).stat("chains", chains)
                .stat("orbits", symmetric.orbits()).stat("orbitValue", symmetric.cells().length)
                .stat("cropValue", cropValue).stat("seed", seed)
                .stat("bestFoundMillis", TimeUnit.NANOSECONDS.toMillis(foundAt - start));
        if (found.length >= bound) {
            return result.status(Status.OPTIMAL).proof(proof).build();
        }
        boolean cancelled = context.shouldStop() && context.remainingMillis() > 0;
        boolean outOfTime = limited && System.nanoTime() - deadline >= 0;
        String chainsSaid = chains + (chains == 1 ? " local search chain" : " local search chains") + " (seed " + seed
                + ")";
        return result.status(cancelled ? Status.CANCELLED : outOfTime ? Status.TIMEOUT : Status.FEASIBLE)
                .message((crop != null && found == crop.cells() ? crop.describe(model.extent(0)) + "; " + chainsSaid + " found no more"
                        : "best of " + chainsSaid) + "; not proven optimal").build();
    }

    /**
     * An upper bound on any independent set: the number of parts of a partition of the cells into lines (and single
     * cells), found greedily by taking the line with the most cells not yet taken.
     */
    static int lineBound(AttackModel model) {
        int m = model.cellCount();
        int lines = model.lineCount();
        boolean[] taken = new boolean[m];
        int[] remaining = new int[lines];
        int longest = 0;
        for (int l = 0; l < lines; l++) {
            remaining[l] = model.line(l).length;
            longest = Math.max(longest, remaining[l]);
        }
        // buckets of lines by their count of cells not yet taken; counts only fall, so a line found in a bucket
        // above its count is moved down when met (lazy deletion)
        int[] head = new int[longest + 1];
        java.util.Arrays.fill(head, -1);
        int[] next = new int[lines];
        for (int l = lines - 1; l >= 0; l--) { // ties go to the first line
            next[l] = head[remaining[l]];
            head[remaining[l]] = l;
        }
        int parts = 0;
        int left = m;
        for (int b = longest; b > 1; b--) {
            while (head[b] >= 0) {
                int l = head[b];
                head[b] = next[l];
                if (remaining[l] != b) {
                    if (remaining[l] > 1) {
                        next[l] = head[remaining[l]];
                        head[remaining[l]] = l;
                    }
                    continue;
                }
                parts++;
                for (int c : model.line(l)) {
                    if (!taken[c]) {
                        taken[c] = true;
                        left--;
                        for (int k : model.linesThrough(c)) {
                            remaining[k]--;
                        }
                    }
                }
            }
        }
        return parts + left;
    }
}
