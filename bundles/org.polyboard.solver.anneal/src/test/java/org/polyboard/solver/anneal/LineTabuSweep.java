package org.polyboard.solver.anneal;

import java.util.ArrayList;
import java.util.List;

import org.polyboard.api.problem.Objective;
import org.polyboard.testing.TestProblem;

/**
 * The tabu search over lines ({@link LineTabuChain}) alone on one thread, for {@code bench/queens-lines.sh}: per board
 * and seed, each cover it finds on its way down (queens, seconds, moves), until it reaches {@code target} or the time
 * given runs out, and the cover when it reached the target. Not a test.
 */
public final class LineTabuSweep {

    /** {@code -Dsolver=true}: the chain as the solver's second one runs, with its seed and prelude. */
    private static final boolean SOLVER = Boolean.getBoolean("solver");

    private LineTabuSweep() {
    }

    /**
     * Arguments: seconds per run, the target (a number of queens, or {@code lower} for the bound ⌈(n − 1)/2⌉ of the
     * literature), then the sides n; {@code -Dseeds=1,2,3} the seeds, {@code -Dindependent=true} independent covers.
     */
    public static void main(String[] args) {
        long seconds = Long.parseLong(args[0]);
        boolean independent = Boolean.getBoolean("independent");
        Objective objective = independent ? Objective.MIN_INDEPENDENT_DOMINATION : Objective.MIN_DOMINATION;
        for (int a = 2; a < args.length; a++) {
            int n = Integer.parseInt(args[a]);
            int target = args[1].equals("lower") ? n / 2 : Integer.parseInt(args[1]);
            for (String s : System.getProperty("seeds", "1").split(",")) {
                long seed = Long.parseLong(s);
                TestProblem problem = TestProblem.of(n, n, TestProblem.queen(), objective, null);
                // as the solver's second chain runs it: its seed derived from the run's, after the orbits' prelude
                LineTabuChain chain = SOLVER ? new LineTabuChain(problem.model(),
                        AnnealingSolver.centralOrbits(problem.model()), AnnealingSolver.chainSeed(seed, 1), independent)
                        : new LineTabuChain(problem.model(), null, seed, independent);
                long start = System.nanoTime();
                long end = start + seconds * 1_000_000_000L;
                StringBuilder found = new StringBuilder();
                chain.run(target, () -> System.nanoTime() - end > 0, value -> found.append(String.format(" %d@%.1fs",
                        value, (System.nanoTime() - start) / 1e9)));
                System.out.printf("%dx%d seed %d: best %d (%s) after %d moves, %.1f s;%s%n", n, n, seed,
                        chain.best().length, checked(problem, chain.best(), independent),
                        chain.steps(), (System.nanoTime() - start) / 1e9, found);
                if (chain.best().length <= target) {
                    StringBuilder cells = new StringBuilder();
                    for (int[] at : problem.model().placement(chain.best()).cells()) {
                        cells.append(cells.length() == 0 ? "[" : ",").append('[').append(at[0] + 1).append(',')
                                .append(at[1] + 1).append(']');
                    }
                    System.out.println("  " + cells + "]");
                }
            }
        }
    }

    /** What the cover checker written for the tests says of {@code cells}. */
    private static String checked(TestProblem problem, int[] cells, boolean independent) {
        List<int[]> at = new ArrayList<>();
        for (int c : cells) {
            at.add(new int[] {problem.model().coordinate(c, 0), problem.model().coordinate(c, 1)});
        }
        int n = problem.model().extent(0);
        return (independent ? Covers.isIndependentQueenCover(n, at) : Covers.isQueenCover(n, at)) ? "checked"
                : "NOT A COVER";
    }
}
