package org.polyboard.solver.anneal;

import org.polyboard.api.problem.Objective;
import org.polyboard.testing.TestProblem;

/**
 * The lattice search of queen domination ({@link LatticeChain}) alone, one board after another on one thread, for
 * {@code bench/queens-lattice.sh}: found (with its nodes and time), none (the lattice searched through), none within
 * the chain's last budget, or stopped at the time given. Not a test.
 */
public final class LatticeSweep {

    private LatticeSweep() {
    }

    /** Arguments: from, to, seconds per board, and {@code independent} for independent domination. */
    public static void main(String[] args) {
        int from = Integer.parseInt(args[0]);
        int to = Integer.parseInt(args[1]);
        long seconds = Long.parseLong(args[2]);
        boolean independent = args.length > 3 && args[3].equals("independent");
        long seed = Long.getLong("seed", 1);
        Objective objective = independent ? Objective.MIN_INDEPENDENT_DOMINATION : Objective.MIN_DOMINATION;
        for (int n = from; n <= to; n++) {
            TestProblem problem = TestProblem.of(n, n, TestProblem.queen(), objective, null);
            LatticeChain chain = new LatticeChain(problem.model(), n, independent, seed);
            long start = System.nanoTime();
            long end = start + seconds * 1_000_000_000L;
            chain.run((n + 1) / 2, () -> System.nanoTime() - end > 0, value -> {
            });
            double took = (System.nanoTime() - start) / 1e9;
            String outcome = chain.best() != null ? "found " + chain.best().length
                    : chain.searchedThrough() ? "none (searched through)" : took >= seconds ? "stopped at the time given"
                    : "none within its last budget";
            System.out.printf("%dx%d, %d queens: %s, %d nodes, %.2f s%n", n, n, (n + 1) / 2, outcome, chain.steps(), took);
        }
    }
}
