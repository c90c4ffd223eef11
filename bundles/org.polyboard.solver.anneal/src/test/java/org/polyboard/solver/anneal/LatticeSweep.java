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

    /**
     * Arguments: from, to, seconds per board, and {@code independent} for independent domination, or {@code diagonal}
     * for only the lattice of side 4k + 1 just above a board of side 4k or 4k − 1 with a queen on its corner and another
     * on the main diagonal, which without the corner and the rows and columns past n would dominate n×n with
     * ⌈n/2⌉ queens; or {@code inside:B:E}, only the lattice of side n − B at each of its first cells (or at (R, C) only
     * with {@code inside:B:E:R:C}) with E queens more ({@link LatticeChain#inside}). A placement found is checked here.
     */
    public static void main(String[] args) {
        int from = Integer.parseInt(args[0]);
        int to = Integer.parseInt(args[1]);
        long seconds = Long.parseLong(args[2]);
        boolean independent = args.length > 3 && args[3].equals("independent");
        boolean diagonal = args.length > 3 && args[3].equals("diagonal");
        boolean centred = args.length > 3 && args[3].equals("centred");
        String[] inside = args.length > 3 && args[3].startsWith("inside:") ? args[3].split(":") : null;
        long seed = Long.getLong("seed", 1);
        Objective objective = independent ? Objective.MIN_INDEPENDENT_DOMINATION : Objective.MIN_DOMINATION;
        for (int n = from; n <= to; n++) {
            TestProblem problem = TestProblem.of(n, n, TestProblem.queen(), objective, null);
            if (diagonal && n % 4 != 0 && n % 4 != 3 || centred && n % 4 != 3) {
                continue;
            }
            LatticeChain chain = diagonal ? LatticeChain.larger(problem.model(), n, n + (n % 4 == 0 ? 1 : 2), true, seed)
                    : centred ? LatticeChain.centred(problem.model(), n, seed)
                    : inside != null ? LatticeChain.inside(problem.model(), n, n - Integer.parseInt(inside[1]),
                            Integer.parseInt(inside[2]), inside.length > 4
                                    ? new int[] {Integer.parseInt(inside[3]), Integer.parseInt(inside[4])}
                                    : OutsideCover.firstCells(Integer.parseInt(inside[1])), seed)
                    : new LatticeChain(problem.model(), n, independent, seed);
            long start = System.nanoTime();
            long end = start + seconds * 1_000_000_000L;
            long last = Long.getLong("last", 0);
            if (last > 0) {
                // -Dlast=N: the budgets doubled from 1 000 to N, in place of the chain's own; -Dcycles=K: K times over
                int cycles = Integer.getInteger("cycles", 1);
                for (int k = 0; k < cycles && chain.best() == null && !chain.searchedThrough()
                        && System.nanoTime() - end < 0; k++) {
                    chain.searchModes(() -> System.nanoTime() - end > 0, LatticeChain.FIRST_BUDGET, last);
                }
            } else {
                int side = n;
                chain.run((n + 1) / 2, () -> System.nanoTime() - end > 0, value -> System.out.printf(
                        "%dx%d: %d queens at %.2f s%n", side, side, value, (System.nanoTime() - start) / 1e9));
            }
            double took = (System.nanoTime() - start) / 1e9;
            String outcome = chain.best() != null ? "found " + chain.best().length + (Covers.isQueenCover(n,
                    problem.model().placement(chain.best()).cells()) ? " (checked)" : " (NOT A COVER)")
                    : chain.searchedThrough() ? "none (searched through)" : took >= seconds ? "stopped at the time given"
                    : "none within its last budget";
            System.out.printf("%dx%d, %d queens: %s, %d nodes, %.2f s%n", n, n, (n + 1) / 2, outcome, chain.steps(), took);
        }
    }
}
