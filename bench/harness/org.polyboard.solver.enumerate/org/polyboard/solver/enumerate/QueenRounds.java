package org.polyboard.solver.enumerate;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.work.UnitResult;
import org.polyboard.testing.TestdataProblems;

/**
 * Rounds of the queen-domination search timed on one thread, plain and split by frames: for each argument
 * {@code n:k} (or {@code n:k:independent}), a dominating set of k queens on the n×n board is searched for, whole.
 * Prints whether one was found, the nodes searched and the time of each. With {@code -DdualAfter=N} the frames use
 * their {@linkplain FrameDual weights} after N nodes each (0: from their roots, as the units of a split frame do) and
 * the round is run a second time on the same search, whose weights are then solved already, to time the search
 * alone. Run by bench/queens-frames.sh; a benchmark, not a test.
 */
public final class QueenRounds {

    private QueenRounds() {
    }

    public static void main(String[] args) {
        boolean framesOnly = Boolean.getBoolean("framesOnly");
        for (String arg : args) {
            String[] nk = arg.split(":");
            int n = Integer.parseInt(nk[0]);
            int k = Integer.parseInt(nk[1]);
            boolean independent = nk.length > 2 && nk[2].startsWith("i");
            Problem problem = TestdataProblems.problem("rect:" + n + "x" + n, "queen",
                    independent ? Objective.MIN_INDEPENDENT_DOMINATION : Objective.MIN_DOMINATION);
            for (boolean frames : framesOnly ? new boolean[] {true} : new boolean[] {false, true}) {
                int slack = frames ? Integer.MAX_VALUE : -1;
                String after = System.getProperty("dualAfter");
                DominationSearch search = after == null ? new DominationSearch(problem.model(), independent, slack)
                        : new DominationSearch(problem.model(), independent, slack, Long.parseLong(after));
                for (int run = 0; run < (after != null && frames ? 2 : 1); run++) {
                    long[] nodes = {0};
                    long start = System.nanoTime();
                    UnitResult r = search.whole(k, false, () -> false, count -> nodes[0] += count, Long.MAX_VALUE);
                    System.out.printf("queens %dx%d, %d%s, %s%s: %s, %d nodes, %.2f s%n", n, n, k,
                            independent ? " independent" : "", frames ? "by frames" : "plain",
                            run > 0 ? " (weights solved already)" : "", r.count() > 0 ? "found" : "none (refuted)",
                            nodes[0], (System.nanoTime() - start) / 1e9);
                }
            }
        }
    }
}
