package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.testing.TestProblem;

/**
 * Every subset of the cells of a small board (at most 22 cells) checked one by one: the minimum (independent,
 * invariant) covers, their number and their number up to the board symmetries that keep the invariance group.
 */
final class BruteForce {

    final int minimum;
    final List<Integer> solutions = new ArrayList<>();
    final long classes;

    BruteForce(TestProblem problem) {
        AttackModel model = problem.model();
        int m = model.cellCount();
        if (m > 22) {
            throw new IllegalArgumentException("brute force on " + m + " cells");
        }
        boolean independent = problem.instance().objective() == Objective.MIN_INDEPENDENT_DOMINATION;
        int[] hood = new int[m];
        for (int c = 0; c < m; c++) {
            hood[c] = 1 << c;
            for (int u : model.neighbours(c)) {
                hood[c] |= 1 << u;
            }
        }
        int full = m == 32 ? -1 : (1 << m) - 1;
        int best = Integer.MAX_VALUE;
        for (int set = 0; set <= full; set++) {
            int size = Integer.bitCount(set);
            if (size > best) {
                continue;
            }
            int covered = 0;
            boolean free = true;
            for (int rest = set; rest != 0; rest &= rest - 1) {
                int c = Integer.numberOfTrailingZeros(rest);
                free &= (hood[c] & set) == 1 << c;
                covered |= hood[c];
            }
            if (covered != full || independent && !free || !invariant(set, problem.invariance())) {
                continue;
            }
            if (size < best) {
                best = size;
                solutions.clear();
            }
            solutions.add(set);
        }
        minimum = best;
        List<int[]> keep = normaliser(model.symmetries(), problem.invariance());
        Set<Integer> canonical = new HashSet<>();
        for (int set : solutions) {
            int least = set;
            for (int[] g : keep) {
                least = Math.min(least, image(set, g));
            }
            canonical.add(least);
        }
        classes = canonical.size();
    }

    /** The solution as sorted cell numbers. */
    static int[] cells(int set) {
        return java.util.stream.IntStream.range(0, 32).filter(c -> (set >>> c & 1) != 0).toArray();
    }

    private static boolean invariant(int set, List<int[]> group) {
        for (int[] g : group) {
            if (image(set, g) != set) {
                return false;
            }
        }
        return true;
    }

    private static int image(int set, int[] g) {
        int result = 0;
        for (int rest = set; rest != 0; rest &= rest - 1) {
            result |= 1 << g[Integer.numberOfTrailingZeros(rest)];
        }
        return result;
    }

    private static List<int[]> normaliser(List<int[]> board, List<int[]> h) {
        List<int[]> result = new ArrayList<>();
        for (int[] g : board) {
            boolean keeps = true;
            for (int[] x : h) {
                int[] conjugate = new int[g.length];
                for (int c = 0; c < g.length; c++) {
                    conjugate[g[c]] = g[x[c]];
                }
                keeps &= h.stream().anyMatch(y -> Arrays.equals(y, conjugate));
            }
            if (keeps) {
                result.add(g);
            }
        }
        return result;
    }
}
