package org.polyboard.solver.greedy;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;

/**
 * Greedy covers: repeatedly place the piece that covers the most uncovered cells (for independent
 * domination only on cells no piece attacks), then drop pieces the others make redundant. A fast upper
 * bound on any attack model; never a proof.
 */
@Component(service = Solver.class, property = Solver.ID + "=greedy")
public final class GreedySolver implements Solver {

    @Override
    public String id() {
        return "greedy";
    }

    @Override
    public String description() {
        return "greedy cover heuristic: fast upper bound for (independent) domination on any board";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MIN_DOMINATION, Objective.MIN_INDEPENDENT_DOMINATION);
    }


    @Override
    public Capabilities capabilities() {
        return Capabilities.heuristic();
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        AttackModel model = problem.model();
        boolean independent = problem.instance().objective() == Objective.MIN_INDEPENDENT_DOMINATION;
        List<int[]> group = problem.invariance();
        int m = model.cellCount();
        int words = model.words();
        long[] uncovered = new long[words];
        for (int c = 0; c < m; c++) {
            uncovered[c >>> 6] |= 1L << c;
        }
        long[] blocked = new long[words];
        long[] orbitHood = new long[words];
        boolean[] placed = new boolean[m];
        int[] chosen = new int[m];
        int size = 0;
        int left = m;
        while (left > 0) {
            if (context.shouldStop()) {
                return SolveResult.builder().status(Status.CANCELLED).message("stopped before a cover was complete").build();
            }
            int best = -1;
            int bestGain = 0;
            for (int c = 0; c < m; c++) {
                if (placed[c] || independent && !orbitFree(group, c, blocked, model)) {
                    continue;
                }
                int gain = group.size() == 1 ? overlap(model.neighbourhood(c), uncovered)
                        : overlap(orbitHood(group, c, model, orbitHood), uncovered);
                if (gain > bestGain) {
                    best = c;
                    bestGain = gain;
                }
            }
            if (best < 0) {
                return SolveResult.builder().status(Status.FEASIBLE).message("no symmetric independent cover found greedily").build();
            }
            for (int[] g : group) {
                int cell = g[best];
                if (!placed[cell]) {
                    placed[cell] = true;
                    chosen[size++] = cell;
                    long[] hood = model.neighbourhood(cell);
                    for (int w = 0; w < words; w++) {
                        uncovered[w] &= ~hood[w];
                        blocked[w] |= hood[w];
                    }
                }
            }
            left -= bestGain;
        }
        if (!independent && group.size() == 1) {
            size = dropRedundant(model, chosen, size);
        }
        return SolveResult.builder().status(Status.FEASIBLE).value(size)
                .solution(model.placement(Arrays.copyOf(chosen, size)))
                .message("greedy upper bound").build();
    }

    /** The union of the closed neighbourhoods of the orbit of {@code c}, written into {@code into}. */
    private static long[] orbitHood(List<int[]> group, int c, AttackModel model, long[] into) {
        Arrays.fill(into, 0L);
        for (int[] g : group) {
            long[] hood = model.neighbourhood(g[c]);
            for (int w = 0; w < into.length; w++) {
                into[w] |= hood[w];
            }
        }
        return into;
    }

    /** Whether no cell of the orbit of {@code c} is attacked and no two of them attack each other. */
    private static boolean orbitFree(List<int[]> group, int c, long[] blocked, AttackModel model) {
        for (int[] g : group) {
            int cell = g[c];
            if ((blocked[cell >>> 6] & 1L << cell) != 0) {
                return false;
            }
            for (int[] h : group) {
                int other = h[c];
                if (other != cell && (model.neighbourhood(cell)[other >>> 6] & 1L << other) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Removes pieces whose closed neighbourhood the others cover, keeping a cover. Returns the new size. */
    private static int dropRedundant(AttackModel model, int[] chosen, int size) {
        int m = model.cellCount();
        int[] coverage = new int[m];
        for (int i = 0; i < size; i++) {
            coverage[chosen[i]]++;
            for (int u : model.neighbours(chosen[i])) {
                coverage[u]++;
            }
        }
        int kept = 0;
        for (int i = 0; i < size; i++) {
            int c = chosen[i];
            boolean redundant = coverage[c] > 1;
            for (int u : model.neighbours(c)) {
                redundant &= coverage[u] > 1;
            }
            if (redundant) {
                coverage[c]--;
                for (int u : model.neighbours(c)) {
                    coverage[u]--;
                }
            } else {
                chosen[kept++] = c;
            }
        }
        return kept;
    }

    private static int overlap(long[] a, long[] b) {
        int count = 0;
        for (int w = 0; w < a.length; w++) {
            count += Long.bitCount(a[w] & b[w]);
        }
        return count;
    }
}
