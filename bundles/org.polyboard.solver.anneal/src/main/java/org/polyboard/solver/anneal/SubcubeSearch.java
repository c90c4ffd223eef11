package org.polyboard.solver.anneal;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.SolveContext;
import org.polyboard.support.subcubes.SubcubeCounts;
import org.polyboard.support.subcubes.SubcubePacking;

/**
 * Looks for queens on a box of side 3 meeting the middle-set bound with {@link SubcubePacking}, on as many threads as
 * the solve's parallelism: each thread runs restarts of {@value #RESTART_NODES} nodes, going through the
 * {@linkplain SubcubeCounts counts} that reach the bound, four restarts on a count whose hole the character sums fix
 * for one on each other. On 3^8 that is about as good as any weighting: restarts with seeds 0 to 79 (39 for the last)
 * found a placement of (1, 7, 28, 16), whose hole is fixed, 8 times in 80, of (1, 8, 27, 16) 7 times in 80 (at 1.15
 * times the nodes a second), and of (1, 8, 28, 15) 2 times in 40. A count searched to the end without a placement is
 * dropped. Ends at the first placement, at the deadline, when stopped, or after
 * {@value #RESTARTS_PER_SLOT} rounds of the schedule per thread.
 */
final class SubcubeSearch {

    /**
     * Nodes of one restart: on 3^8, restarts of 300 000 and of a million nodes find placements at about the same rate
     * per node (docs/polycube.md), and the longer ones restart less often.
     */
    static final long RESTART_NODES = 1_000_000;
    /** Rounds of the schedule of counts each thread runs at most. */
    static final int RESTARTS_PER_SLOT = 8;
    /** Restarts on a count with a fixed hole for one on each other count. */
    static final int FIXED_HOLE_WEIGHT = 4;

    /** A placement, the count it has, and the search's totals. */
    record Outcome(int[][] cells, SubcubeCounts counts, long nodes, long restarts) {
    }

    /** The first placement a thread finds, and its count. */
    private record Hit(int[][] cells, SubcubeCounts counts) {
    }

    private SubcubeSearch() {
    }

    /**
     * @param deadlineNanos when to give up ({@link System#nanoTime()}), or {@code Long.MAX_VALUE}
     * @return the outcome; its cells are {@code null} when none was found
     */
    static Outcome run(int d, int bound, SolveContext context, long seed, long deadlineNanos, BooleanSupplier stop)
            throws InterruptedException {
        List<SubcubeCounts> plan = SubcubeCounts.of(d, bound);
        List<Integer> schedule = new ArrayList<>();
        for (int i = 0; i < plan.size(); i++) {
            for (int w = plan.get(i).fixedHole() >= 0 ? FIXED_HOLE_WEIGHT : 1; w > 0; w--) {
                schedule.add(i);
            }
        }
        if (schedule.isEmpty()) {
            return new Outcome(null, null, 0, 0);
        }
        AtomicReferenceArray<Boolean> exhausted = new AtomicReferenceArray<>(plan.size());
        AtomicReference<Hit> found = new AtomicReference<>();
        AtomicLong nodes = new AtomicLong();
        AtomicLong restarts = new AtomicLong();
        int threads = Math.max(1, context.parallelism());
        List<ChainRunner.Chain> chains = new ArrayList<>();
        for (int thread = 0; thread < threads; thread++) {
            int first = thread;
            long threadSeed = AnnealingSolver.chainSeed(seed, thread);
            chains.add((halt, improved) -> {
                SubcubePacking[] packings = new SubcubePacking[plan.size()];
                int rounds = RESTARTS_PER_SLOT * schedule.size();
                for (int r = 0; r < rounds && !halt.getAsBoolean() && found.get() == null; r++) {
                    int which = schedule.get((first + r) % schedule.size());
                    if (exhausted.get(which) != null) {
                        if (allExhausted(exhausted)) {
                            return;
                        }
                        continue;
                    }
                    if (packings[which] == null) {
                        packings[which] = new SubcubePacking(d, plan.get(which));
                    }
                    SubcubePacking packing = packings[which];
                    long before = packing.nodes();
                    int[][] cells = packing.restart(threadSeed + r, RESTART_NODES, halt);
                    nodes.addAndGet(packing.nodes() - before);
                    restarts.incrementAndGet();
                    if (cells != null) {
                        found.compareAndSet(null, new Hit(cells, plan.get(which)));
                        improved.accept(cells.length);
                        return;
                    }
                    if (packing.exhausted()) {
                        exhausted.set(which, Boolean.TRUE);
                    }
                }
            });
        }
        ChainRunner.run("subcube packing", context.executor(), threads, chains, false, deadlineNanos, Long.MAX_VALUE, stop,
                best -> best >= bound, nodes::get, (steps, best) -> context.progress(steps,
                        best < 0 ? null : Integer.toString(best), Integer.toString(bound),
                        "subcube packing search, " + threads + (threads == 1 ? " thread" : " threads") + ", counts "
                                + plan));
        Hit hit = found.get();
        return new Outcome(hit == null ? null : hit.cells(), hit == null ? null : hit.counts(), nodes.get(),
                restarts.get());
    }

    private static boolean allExhausted(AtomicReferenceArray<Boolean> exhausted) {
        for (int i = 0; i < exhausted.length(); i++) {
            if (exhausted.get(i) == null) {
                return false;
            }
        }
        return true;
    }
}
