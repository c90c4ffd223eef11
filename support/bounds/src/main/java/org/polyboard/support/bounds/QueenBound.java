package org.polyboard.support.bounds;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.polyboard.api.solve.Problem;

/**
 * A lower bound on the domination number of the n×n queen graph from the literature, which holds for independent
 * domination too (an independent dominating set dominates):
 * <ul>
 * <li>at least ⌈(n−1)/2⌉ queens (P. H. Spencer, in E. J. Cockayne, "Chessboard domination problems", Discrete Math.
 * 86 (1990); also V. Raghavan and S. M. Venketesan, 1987);</li>
 * <li>not exactly (n−1)/2 when n ≡ 1 (mod 4), so at least (n+1)/2 there (W. D. Weakley, "Domination in the queen's
 * graph", Graph Theory, Combinatorics and Algorithms 2 (1995) 1223–1232: a dominating set of (n−1)/2 queens exists
 * only for n ≡ 3 (mod 4));</li>
 * <li>not exactly (n−1)/2 when n ≡ 3 (mod 4) either, except for n = 3 and 11, so at least ⌈n/2⌉ for every n but
 * those two (D. Finozhenok and W. D. Weakley, "An improved lower bound for domination numbers of the queen's graph",
 * Australas. J. Combin. 37 (2007) 295–300; cited so in OEIS A075458).</li>
 * </ul>
 * Tight for n = 1..7, 9..13, 17..19, 21, 23 and 25 (OEIS A075458), so a search that finds a placement of that
 * size has proven it optimal without refuting one less. Used by the exact search ({@code enumerate}) as its first
 * round and by the local searches ({@code anneal}) as the value at which they stop with a proof.
 */
public final class QueenBound {

    private static final Pattern RECTANGLE = Pattern.compile("rect:(\\d+)x(\\d+)");

    /**
     * What a search split by frames rests on, for its proof lines: the first and last empty rows and columns of k
     * queens that dominate a rectangle span a rectangle whose boundary they must dominate, at most 8 of its cells a
     * queen, the counting of Spencer's bound; and the linear relaxation of each frame whose search grows, with weights
     * checked in integers, cuts too.
     */
    public static final String FRAME = frames("each frame whose search grows");

    /** {@link #FRAME} where the node each split unit resumes is cut by its own relaxation too. */
    public static final String FRAME_AND_NODES = frames("each frame whose search grows and of each split unit's node");

    private static String frames(String relaxed) {
        return "the first and last empty rows and columns frame a rectangle whose boundary the queens must dominate, at"
                + " most 8 cells each, as in Spencer's bound; the linear relaxation of " + relaxed + ", its weights"
                + " checked in integers, cuts too";
    }

    private QueenBound() {
    }

    /** The bound for n×n queens. */
    public static int of(int n) {
        return n == 3 || n == 11 ? (n - 1) / 2 : (n + 1) / 2;
    }

    /** The side of the problem's board when it is the plain n×n board of queens, else empty. */
    public static Optional<Integer> side(Problem problem) {
        Matcher m = RECTANGLE.matcher(problem.instance().board());
        if (!"queen".equals(problem.instance().piece()) || !m.matches() || !m.group(1).equals(m.group(2))) {
            return Optional.empty();
        }
        int n = Integer.parseInt(m.group(1));
        return n * n == problem.model().cellCount() ? Optional.of(n) : Optional.empty();
    }

    /**
     * Whether the problem's board is a whole rectangle of queens in two dimensions (every cell of its bounding box
     * present), on which a search can split by frames ({@link #FRAME}).
     */
    public static boolean rectangle(Problem problem) {
        return "queen".equals(problem.instance().piece()) && RECTANGLE.matcher(problem.instance().board()).matches()
                && problem.model().dimension() == 2
                && (long) problem.model().extent(0) * problem.model().extent(1) == problem.model().cellCount();
    }

    /** The proof line of an optimum that meets the bound. */
    public static String proof(int n) {
        String why = n % 2 == 0 ? " rounded up" : n == 3 || n == 11 ? ""
                : n % 4 == 1 ? ", and not (n-1)/2 when n = 1 mod 4 (Weakley 1995)"
                : ", and not (n-1)/2 when n = 3 mod 4 other than 3 and 11 (Finozhenok and Weakley 2007)";
        return "lower bound " + of(n) + " for " + n + "x" + n + " queens: at least (n-1)/2 (Spencer 1990)" + why;
    }
}
