/*
 * QueenFrames: the second route for queen domination (docs/results.md). One file, past 800 lines on purpose: a
 * second route is read and checked as one program apart from Polyboard, its case split, its model, its runner and
 * the brute force that checks them together.
 */
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import com.google.ortools.Loader;
import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.google.ortools.sat.Literal;
import com.google.ortools.sat.SatParameters;

/**
 * Queen domination of the n x n board (can k queens dominate it: every cell holds a queen or shares a row, column
 * or diagonal with one?), asked of CP-SAT (OR-Tools) frame by frame, on a case split derived here.
 *
 * <p>The split. Let m &lt;= k queens dominate the board, k &lt;= n - 2. They occupy at most m rows, so at least
 * n - m &gt;= 2 rows are empty; likewise columns. Let a &lt; b be the first and last empty rows and c &lt; d the first
 * and last empty columns: the frame (a, b, c, d). Then rows a, b and columns c, d hold no queen, every row outside
 * [a, b] and every column outside [c, d] holds one (a is the first empty row, b the last), and conversely these
 * conditions say that the frame is (a, b, c, d): a placement has exactly one frame. Every empty row lies in
 * [a, b], so h = b - a + 1 &gt;= n - m &gt;= n - k, and w = d - c + 1 &gt;= n - k. The boundary of the rectangle
 * [a, b] x [c, d] has 2h + 2w - 4 cells, all on the frame's lines, so none holds a queen and each must be seen by
 * one. A queen sees at most 8 of them: the four lines through it share no other cell; its row meets the boundary
 * only in columns c and d, and not at all if the row is outside [a, b]; its column only in rows a and b, not at
 * all outside [c, d]; a diagonal meets the rectangle in a run of consecutive cells, and a boundary cell is an end
 * of that run (for the direction (1, 1) a cell on row a or column c has its (-1, -1) neighbour outside the
 * rectangle, so it is the first cell; one on row b or column d is the last; likewise for (1, -1)), so at most two.
 * Each of the R = n - h rows outside [a, b] holds a queen, distinct queens for distinct rows, whose row misses the
 * boundary; the same for the C = n - w columns outside [c, d]; so the queens see at most 8m - 2R - 2C boundary
 * cells counted with multiplicity, and 2h + 2w - 4 &lt;= 8k - 2R - 2C, which reduces to n &lt;= 2k + 1 (no frame
 * at all for larger n: then no k queens dominate). The cases are the frames with h, w &gt;= n - k that pass this
 * count (a set closed under the symmetries below, as the conditions are symmetric in h and w).
 *
 * <p>Symmetry. The 8 symmetries g of the square map rows and columns to rows and columns (i to i or n - 1 - i, a
 * monotone map of the indices) and diagonals to diagonals, so g(P) dominates when P does, with as many queens; the
 * empty lines of g(P) are the images of those of P, and a monotone map sends the first and last empty line to the
 * first and last: the frame rectangle of g(P) is g of the frame rectangle of P. So a solution of case F gives one of
 * case g(F): if g(F) has none, F has none, and the least of each orbit's 8 frames (as (a, b, c, d)) decides its
 * orbit. All representatives infeasible: no placement of at most k queens dominates.
 *
 * <p>A case is a CP-SAT model: a 0-1 variable x per cell off the frame's four lines (cells on them are absent, so
 * 0) and a 0-1 variable o per line (row, column, diagonal, antidiagonal) with such a cell, 1 exactly when the line
 * holds a queen (x implies o; o implies the clause of the line's x). At most k queens; o = 1 for every row outside
 * [a, b] and column outside [c, d]; every cell dominated: one of its four lines holds a queen (the clause of their
 * o; a queen on the cell is on its row). Redundant: in each of the four families of parallel lines at most k hold a
 * queen (they are disjoint, so distinct queens); and, with -Daggregate=true (measured a little slower, so off), the
 * boundary count above as a linear constraint on the o. CP-SAT minimizes the number of queens with its core-based
 * search and the domination clauses in its LP (linearization level 2), stopping at the first solution: both
 * measured far faster than plain search for these proofs of infeasibility. A feasible answer is checked by a
 * separate domination check (walking the lines from each queen), its count and its frame.
 * <pre>
 * confirm/cp-sat.sh QueenFrames N K refute    every case: all infeasible means no K queens (nor fewer) dominate
 * confirm/cp-sat.sh QueenFrames N K find      the cases in order until one is feasible: its placement, checked
 * confirm/cp-sat.sh QueenFrames N K brute     N &lt;= 7: all sets of at most K queens by brute force; checks that
 *                                             every dominating one has a frame among the cases, that CP-SAT finds
 *                                             a case feasible exactly when some brute-force set has that frame
 *                                             (every frame, before symmetry), and that the split's answer is
 *                                             brute force's
 * Options: -Dthreads=N cases or parts solved at once (each with its own one-worker CP-SAT: the way to use N cores);
 * -Dworkers=N CP-SAT workers per case (2 measured far slower than 1: over 300 s against 43 s on one 20 x 20 case);
 * -Dfrom=N skips the first N cases (a stopped run goes on from its last progress line "N cases": it counts the
 * cases before the first one not yet done; the cases come in the same order every time: largest h + w first, then
 * lexicographic); -Devery=N a progress line every N cases (default 10); -Dtrace=true a line per case or part with
 * its time; -Dframe=a,b,c,d that case alone (any frame among the cases before symmetry), -Dpart=D:BITS with it that
 * part alone (as the trace names it); -Dpatience=S and -Ddepth=D the parts (below); -Dplain=true CP-SAT's default
 * search without the objective, on the same model (finds the placements of feasible cases far sooner; either
 * search's INFEASIBLE is a refutation); -Djournal=FILE a line per case or part found infeasible, appended as each
 * ends, so that a stopped run taken up with the same file skips every case and part it holds, whatever order they
 * ended in, and splits again at once the cases and parts it shows split (its header names n, k and the cases; a
 * journal of another question is refused); -Dstabilizer=false leaves each
 * frame's own symmetries in its model (below); -Dparams=TEXT CP-SAT parameters in its text format, merged last
 * (tried on 24 x 24's [0, 23, 0, 23] with 12 queens, 105 s as it stands, one core, 2026-12-07:
 * "symmetry_level:4" 105 s, "cp_model_probing_level:0" 102 s, "add_lp_constraints_lazily:false" 150 s,
 * "linearization_level:1" not done after 9 minutes).
 * </pre>
 * <p>Symmetries of a frame. The symmetries g with g(F) = F map the placements of case F onto themselves. With
 * phi(P) the sum of the cell numbers r * n + c of P's queens, each orbit holds a placement with
 * phi(P) &lt;= phi(g(P)) for every such g (one where phi is least), and phi(g(P)) - phi(P) is a linear form in the x,
 * so each g adds one linear constraint and the case keeps one placement of each orbit at least. Measured on 28 x 28
 * with 14 queens, one core each, the same session: [0, 27, 0, 27] (all 8 symmetries) 243 s against 311 s without,
 * [0, 26, 0, 26] (the transposition) 213 s against 233 s. Tried and dropped: splitting a case that CP-SAT has not
 * decided in a minute into parts by the number of queens in the top half of the rows, then the left half of the
 * columns, then the top left quarter, for the two cores to share it. The parts by the top half took 245 s in all on
 * [0, 27, 0, 27], but top = 7 alone 178 s; its parts by the left half 194 s, left = 7 alone 137 s; and that part's
 * parts by the quarter about 640 s in all, the hardest 213 s: the hard core of a frame stays in one part, and the
 * counts of the last level cost CP-SAT far more than they split.
 *
 * <p>Parts. A case that CP-SAT has not decided in -Dpatience seconds (30) is split into parts by which of its
 * edge lines hold a queen: at depth D the first and last D rows and columns, of which the frame fixes some (a row
 * before a or after b holds a queen, rows a and b hold none) and leaves the rest open; a part gives each open line
 * a value (its o fixed to 1 or 0), so the parts of one depth hold the case's placements between them, each in one.
 * The split goes one depth further (the next that opens a line) each time a part is not decided in time, down to
 * -Ddepth (8), where a part is solved to the end. Every part is a task of the same pool, taken in the order of its
 * case, so both threads share a hard case to its end, and each part is a line of the journal: no stop loses more
 * than the parts running. Brute force checks every part to half the side (n &lt;= 7): CP-SAT finds a part feasible
 * exactly where a placement occurs that the part's model keeps (the least of its orbit under the frame's
 * symmetries). Fixing edge lines helps CP-SAT far more than it splits: on 28 x 28 with 14 queens, one core each,
 * the same hour (2026-12-07), [0, 27, 0, 27] took 124 s in 31 parts against 242 s whole (-Ddepth=0), and
 * [0, 26, 0, 26] 161 s in 19 parts against 213 s, each with 60 s spent before two splits, the longest part 22 s;
 * -Dpatience=5, 10 and 20: 83 s and 186 s, 93 s and 182 s, 104 s and 164 s (the sums within 6 % of each other, so
 * 30 s stays).
 * Frames, symmetries, the model and the checks are computed here; nothing is read from Polyboard.
 */
public final class QueenFrames {

    /** Cases already decided by an earlier run, skipped; -Dfrom=N. */
    static final long FROM = Long.getLong("from", 0);

    /** Cases solved at once, each by its own CP-SAT; -Dthreads=N. */
    static final int THREADS = Integer.getInteger("threads", 1);

    /** CP-SAT workers per case; -Dworkers=N. */
    static final int WORKERS = Integer.getInteger("workers", 1);

    /** The journal of the cases found infeasible; -Djournal=FILE. */
    static final String JOURNAL = System.getProperty("journal");
    /** A progress line every so many cases; -Devery=N. */
    static final int EVERY = Integer.getInteger("every", 10);

    /** Only this frame "a,b,c,d" (any frame among the cases before symmetry); -Dframe=a,b,c,d. */
    static final String FRAME = System.getProperty("frame");

    /** Seconds CP-SAT is given on a case or part before it is split into parts (0: split at once); -Dpatience=S. */
    static final double PATIENCE = seconds(System.getProperty("patience", "30"));

    /** Parts fix at most this many lines from each side of the board; -Ddepth=D (0: cases are never split). */
    static final int DEPTH = Integer.getInteger("depth", 8);

    /** Only this part ("depth:bits", as in the trace) of the frame of -Dframe; -Dpart=D:BITS. */
    static final String PART = System.getProperty("part");

    /** A line per case with its time; -Dtrace=true. */
    static final boolean TRACE = Boolean.getBoolean("trace");

    /** CP-SAT's default search, without the objective, on the same model (to find placements); -Dplain=true. */
    static final boolean PLAIN = Boolean.getBoolean("plain");

    /** CP-SAT parameters in its text format, merged last ("symmetry_level:4 num_workers:1"); -Dparams=TEXT. */
    static final String PARAMS = System.getProperty("params");
    /** {@link #PARAMS} parsed, once, by {@code main}. */
    static SatParameters params;

    /** Each frame's own symmetries broken in its model; -Dstabilizer=false leaves them. */
    static final boolean STABILIZER = !"false".equals(System.getProperty("stabilizer"));

    /** The redundant boundary count in each model (measured a little slower, so off); -Daggregate=true. */
    static final boolean AGGREGATE = Boolean.getBoolean("aggregate");

    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: QueenFrames N K refute|find|brute");
            System.exit(2);
        }
        int n;
        int k;
        try {
            n = Integer.parseInt(args[0]);
            k = Integer.parseInt(args[1]);
        } catch (NumberFormatException e) {
            System.err.println("QueenFrames: N and K are whole numbers, not '" + args[0] + "' and '" + args[1] + "'");
            System.exit(2);
            return;
        }
        String mode = args[2];
        String wrong = k < 1 || k > n - 2 ? "the frame split needs 1 <= K <= N - 2"
                : !List.of("refute", "find", "brute").contains(mode) ? "the mode is refute, find or brute, not " + mode
                : mode.equals("brute") && n > 7 ? "brute force is for N <= 7"
                : !(PATIENCE >= 0) ? "-Dpatience takes seconds, a number at least 0, not " + System.getProperty("patience")
                : DEPTH < 0 || DEPTH > 15 ? "-Ddepth takes 0 to 15 lines from each side, not " + DEPTH : null;
        if (wrong == null && PARAMS != null) {
            try {
                SatParameters.Builder parsed = SatParameters.newBuilder();
                com.google.protobuf.TextFormat.merge(PARAMS, parsed);
                params = parsed.build();
            } catch (com.google.protobuf.TextFormat.ParseException e) {
                wrong = "-Dparams is not CP-SAT's parameters: " + e.getMessage().replaceAll("\\s+", " ");
            }
        }
        if (wrong != null) {
            System.err.println("QueenFrames: " + wrong);
            System.exit(2);
        }
        Loader.loadNativeLibraries();
        if (mode.equals("brute")) {
            brute(n, k);
        } else {
            run(n, k, mode.equals("find"));
        }
        System.exit(0); // "find" may leave cases running in the pool
    }

    // ---------------------------------------------------------------- frames and symmetries

    /** Every frame {a, b, c, d} that passes the conditions derived above, in lexicographic order. */
    static List<int[]> frames(int n, int k) {
        List<int[]> result = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                for (int c = 0; c < n; c++) {
                    for (int d = c + 1; d < n; d++) {
                        int h = b - a + 1;
                        int w = d - c + 1;
                        int outerRows = n - h;
                        int outerColumns = n - w;
                        if (h >= n - k && w >= n - k
                                && 2 * h + 2 * w - 4 <= 8 * k - 2 * outerRows - 2 * outerColumns) {
                            result.add(new int[] {a, b, c, d});
                        }
                    }
                }
            }
        }
        return result;
    }

    /** Symmetry s (0..7) of the square on cell (r, col): bit 0 flips rows, bit 1 flips columns, bit 2 transposes. */
    static int[] map(int s, int r, int col, int n) {
        int r2 = (s & 1) == 1 ? n - 1 - r : r;
        int c2 = (s & 2) == 2 ? n - 1 - col : col;
        return (s & 4) == 4 ? new int[] {c2, r2} : new int[] {r2, c2};
    }

    /** The number r * n + c of the image of cell q (numbered so) under symmetry s. */
    static long imageCell(int s, int q, int n) {
        int[] g = map(s, q / n, q % n, n);
        return (long) g[0] * n + g[1];
    }

    /** The image of frame f under symmetry s: the image rectangle of [a, b] x [c, d], from its two corners. */
    static int[] image(int s, int[] f, int n) {
        int[] p = map(s, f[0], f[2], n);
        int[] q = map(s, f[1], f[3], n);
        return new int[] {Math.min(p[0], q[0]), Math.max(p[0], q[0]), Math.min(p[1], q[1]), Math.max(p[1], q[1])};
    }

    static boolean isLeast(int[] f, int n) {
        for (int s = 1; s < 8; s++) {
            if (Arrays.compare(image(s, f, n), f) < 0) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- parts

    /**
     * A part of a case: the placements of frame f in which, of the first {@code depth} rows and columns from each
     * side of the board, exactly those marked in {@code bits} hold a queen, among the lines that the frame leaves
     * open ({@link #edgeLines}: bit j for the j-th of them). Depth 0 is the whole case. The parts of one depth hold
     * the case's placements between them, each placement in exactly one; a part's children (the next depth at which
     * the frame leaves a line open, every value of the new lines) hold its placements between them.
     */
    record Part(int[] f, int depth, long bits) {

        /** The part's name in the trace and the journal: the frame, then "part depth:bits" (bit 0 first). */
        String key(int n) {
            if (depth == 0) {
                return Arrays.toString(f);
            }
            StringBuilder text = new StringBuilder(Arrays.toString(f)).append(" part ").append(depth).append(':');
            for (int j = 0; j < edgeLines(f, n, depth).length; j++) {
                text.append(bits >> j & 1);
            }
            return text.toString();
        }
    }

    /**
     * The lines (indices into the lines of {@link #linesOf}) among the first {@code depth} rows and columns from
     * each side whose occupancy frame f leaves open: a row before a or after b holds a queen, rows a and b hold
     * none, a row strictly between them may or may not, and likewise for the columns. In the order of depth, then
     * top, bottom, left, right, so the lines of one depth begin with those of the depth before.
     */
    static int[] edgeLines(int[] f, int n, int depth) {
        List<Integer> lines = new ArrayList<>();
        for (int d = 0; d < depth; d++) {
            for (int line : new int[] {d, n - 1 - d, n + d, 2 * n - 1 - d}) {
                int axis = line < n ? 0 : 1;
                int i = line - axis * n;
                if (i > f[2 * axis] && i < f[2 * axis + 1] && !lines.contains(line)) {
                    lines.add(line);
                }
            }
        }
        return lines.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The parts a part is split into: at the next depth (up to {@link #DEPTH}) that opens new lines; none at the end. */
    static List<Part> children(Part p, int n) {
        int known = edgeLines(p.f(), n, p.depth()).length;
        for (int depth = p.depth() + 1; depth <= DEPTH; depth++) {
            int lines = edgeLines(p.f(), n, depth).length;
            if (lines > known) {
                List<Part> result = new ArrayList<>();
                for (long value = 0; value < 1L << (lines - known); value++) {
                    result.add(new Part(p.f(), depth, p.bits() | value << known));
                }
                return result;
            }
        }
        return List.of();
    }

    /** The bits of a placement in frame f at a depth: bit j set when the j-th open edge line holds a queen. */
    static long partOf(int[] queens, int[] f, int n, int depth) {
        int[] lines = edgeLines(f, n, depth);
        long bits = 0;
        for (int j = 0; j < lines.length; j++) {
            for (int q : queens) {
                if ((lines[j] < n ? q / n : n + q % n) == lines[j]) {
                    bits |= 1L << j;
                }
            }
        }
        return bits;
    }

    /** The part named "depth:bits" of frame f, or null when the text does not name one. */
    static Part part(int[] f, String text, int n) {
        String[] pieces = text.split(":", -1);
        try {
            int depth = Integer.parseInt(pieces[0]);
            if (pieces.length != 2 || depth < 1 || depth > 15 || !pieces[1].matches("[01]*")
                    || pieces[1].length() != edgeLines(f, n, depth).length) {
                return null;
            }
            long bits = 0;
            for (int j = 0; j < pieces[1].length(); j++) {
                bits |= (long) (pieces[1].charAt(j) - '0') << j;
            }
            return new Part(f, depth, bits);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    // ---------------------------------------------------------------- one case

    /** Do (r1, c1) and (r2, c2) share a row, column or diagonal (or are they the same cell)? */
    static boolean sees(int r1, int c1, int r2, int c2) {
        return r1 == r2 || c1 == c2 || r1 - c1 == r2 - c2 || r1 + c1 == r2 + c2;
    }

    static boolean onBoundary(int r, int col, int[] f) {
        boolean inRows = r >= f[0] && r <= f[1];
        boolean inColumns = col >= f[2] && col <= f[3];
        return (inColumns && (r == f[0] || r == f[1])) || (inRows && (col == f[2] || col == f[3]));
    }

    /** The lines through cell (r, col): row, column, diagonal, antidiagonal, as indices into one list of lines. */
    static int[] linesOf(int r, int col, int n) {
        return new int[] {r, n + col, 2 * n + (r - col + n - 1), 4 * n - 1 + (r + col)};
    }

    /**
     * A placement (cells r * n + c) of at most k queens that dominates with frame f, or null if there is none.
     * Variables: x per cell off the frame's lines (a queen), o per line with such a cell (the line holds a queen:
     * x implies o, o implies some x of the line). A cell is dominated exactly when one of its four lines holds a
     * queen (a queen on the cell is on its row). Redundant: in each of the four families of parallel lines at most
     * k lines hold a queen (they are disjoint), and optionally the boundary count.
     */
    static int[] solveCase(int n, int k, Part part, int workers, double seconds) {
        int[] f = part.f();
        CpModel model = new CpModel();
        int lineCount = 6 * n - 2;
        BoolVar[] x = new BoolVar[n * n];
        List<List<BoolVar>> members = new ArrayList<>();
        for (int l = 0; l < lineCount; l++) {
            members.add(new ArrayList<>());
        }
        List<BoolVar> all = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int col = 0; col < n; col++) {
                if (r != f[0] && r != f[1] && col != f[2] && col != f[3]) {
                    x[r * n + col] = model.newBoolVar("x" + r + "_" + col);
                    all.add(x[r * n + col]);
                    for (int l : linesOf(r, col, n)) {
                        members.get(l).add(x[r * n + col]);
                    }
                }
            }
        }
        // o[l]: line l holds a queen (null: it cannot)
        BoolVar[] o = new BoolVar[lineCount];
        for (int l = 0; l < lineCount; l++) {
            if (members.get(l).isEmpty()) {
                continue;
            }
            o[l] = model.newBoolVar("o" + l);
            List<Literal> clause = new ArrayList<>();
            clause.add(o[l].not());
            for (BoolVar v : members.get(l)) {
                model.addImplication(v, o[l]);
                clause.add(v);
            }
            model.addBoolOr(clause.toArray(new Literal[0]));
        }
        model.addLessOrEqual(LinearExpr.sum(all.toArray(new BoolVar[0])), k);
        int[][] families = {{0, n}, {n, 2 * n}, {2 * n, 4 * n - 1}, {4 * n - 1, 6 * n - 2}};
        for (int[] family : families) {
            List<BoolVar> occupied = new ArrayList<>();
            for (int l = family[0]; l < family[1]; l++) {
                if (o[l] != null) {
                    occupied.add(o[l]);
                }
            }
            model.addLessOrEqual(LinearExpr.sum(occupied.toArray(new BoolVar[0])), k);
        }
        for (int i = 0; i < n; i++) {
            if (i < f[0] || i > f[1]) {
                model.addBoolOr(new Literal[] {o[i]});
            }
            if (i < f[2] || i > f[3]) {
                model.addBoolOr(new Literal[] {o[n + i]});
            }
        }
        long[] weight = new long[lineCount];
        long boundary = 0;
        for (int r = 0; r < n; r++) {
            for (int col = 0; col < n; col++) {
                boolean onBoundary = onBoundary(r, col, f);
                List<Literal> cover = new ArrayList<>();
                for (int l : linesOf(r, col, n)) {
                    if (o[l] != null) {
                        cover.add(o[l]);
                        if (onBoundary) {
                            weight[l]++;
                        }
                    }
                }
                if (cover.isEmpty()) {
                    return null;
                }
                if (onBoundary) {
                    boundary++;
                }
                model.addBoolOr(cover.toArray(new Literal[0]));
            }
        }
        // the part: which of the edge lines that the frame leaves open hold a queen
        int[] open = edgeLines(f, n, part.depth());
        for (int j = 0; j < open.length; j++) {
            BoolVar line = o[open[j]];
            if ((part.bits() >> j & 1) == 1) {
                if (line == null) {
                    return null;
                }
                model.addBoolOr(new Literal[] {line});
            } else if (line != null) {
                model.addBoolOr(new Literal[] {line.not()});
            }
        }
        if (STABILIZER) {
            // the symmetries g with g(f) = f map the frame's placements onto its placements: keep those whose phi
            // (the sum of their cells' numbers) is least in their orbit, one linear condition phi(g(P)) >= phi(P) per g
            for (int s = 1; s < 8; s++) {
                if (!Arrays.equals(image(s, f, n), f)) {
                    continue;
                }
                LinearExprBuilder difference = LinearExpr.newBuilder();
                for (int q = 0; q < n * n; q++) {
                    if (x[q] != null) {
                        difference.addTerm(x[q], imageCell(s, q, n) - q);
                    }
                }
                model.addGreaterOrEqual(difference, 0);
            }
        }
        if (AGGREGATE) {
            LinearExprBuilder seen = LinearExpr.newBuilder();
            for (int l = 0; l < lineCount; l++) {
                if (o[l] != null && weight[l] > 0) {
                    seen.addTerm(o[l], weight[l]);
                }
            }
            model.addGreaterOrEqual(seen, boundary);
        }
        return solve(model, x, n, f, workers, seconds);
    }

    /**
     * Solves one case: minimizes the number of queens with CP-SAT's core-based search (which raises a lower bound
     * on that number and so proves "at most k" infeasible far faster than plain search here), LP linearization
     * level 2 (the domination clauses in the LP), stopping at the first solution. With -Dplain=true CP-SAT's
     * default search for a solution of the same model instead (it finds solutions of feasible cases far sooner).
     */
    static int[] solve(CpModel model, BoolVar[] x, int n, int[] f, int workers, double seconds) {
        List<BoolVar> vars = new ArrayList<>();
        for (BoolVar v : x) {
            if (v != null) {
                vars.add(v);
            }
        }
        CpSolver solver = new CpSolver();
        if (PLAIN) {
            solver.getParameters().setNumWorkers(workers);
        } else {
            model.minimize(LinearExpr.sum(vars.toArray(new BoolVar[0])));
            solver.getParameters().setNumWorkers(workers).setLinearizationLevel(2).setOptimizeWithCore(true)
                    .setStopAfterFirstSolution(true);
        }
        if (seconds > 0) {
            solver.getParameters().setMaxTimeInSeconds(seconds);
        }
        if (params != null) {
            solver.getParameters().mergeFrom(params);
        }
        CpSolverStatus status = solver.solve(model);
        if (status == CpSolverStatus.INFEASIBLE) {
            return null;
        }
        if (status == CpSolverStatus.UNKNOWN && seconds > 0) {
            return UNDECIDED;
        }
        if (status != CpSolverStatus.OPTIMAL && status != CpSolverStatus.FEASIBLE) {
            throw new IllegalStateException("frame " + Arrays.toString(f) + ": " + status);
        }
        List<Integer> queens = new ArrayList<>();
        for (int q = 0; q < n * n; q++) {
            if (x[q] != null && solver.booleanValue(x[q])) {
                queens.add(q);
            }
        }
        return queens.stream().mapToInt(Integer::intValue).toArray();
    }

    // ---------------------------------------------------------------- the independent checks

    /** What {@link #solveCase} answers when CP-SAT ran out of its seconds. */
    static final int[] UNDECIDED = new int[0];

    /** Does the placement dominate the board? Walks the eight directions from each queen, marking cells. */
    static boolean dominates(int[] queens, int n) {
        boolean[] marked = new boolean[n * n];
        int[][] steps = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (int q : queens) {
            marked[q] = true;
            for (int[] step : steps) {
                for (int r = q / n + step[0], col = q % n + step[1]; r >= 0 && r < n && col >= 0 && col < n;
                        r += step[0], col += step[1]) {
                    marked[r * n + col] = true;
                }
            }
        }
        for (boolean m : marked) {
            if (!m) {
                return false;
            }
        }
        return true;
    }

    /** The frame {a, b, c, d} of a placement by its definition, or null with fewer than two empty rows or columns. */
    static int[] frameOf(int[] queens, int n) {
        boolean[] rowUsed = new boolean[n];
        boolean[] columnUsed = new boolean[n];
        for (int q : queens) {
            rowUsed[q / n] = true;
            columnUsed[q % n] = true;
        }
        int[] rows = extremes(rowUsed);
        int[] columns = extremes(columnUsed);
        return rows == null || columns == null ? null : new int[] {rows[0], rows[1], columns[0], columns[1]};
    }

    private static int[] extremes(boolean[] used) {
        int first = -1;
        int last = -1;
        for (int i = 0; i < used.length; i++) {
            if (!used[i]) {
                if (first < 0) {
                    first = i;
                }
                last = i;
            }
        }
        return first < 0 || first == last ? null : new int[] {first, last};
    }

    /** The placement checked: at most k queens, distinct cells, dominating, with the part's frame and in the part. */
    static boolean check(int[] queens, int n, int k, Part part) {
        return queens.length <= k && Arrays.stream(queens).distinct().count() == queens.length
                && dominates(queens, n) && Arrays.equals(frameOf(queens, n), part.f())
                && partOf(queens, part.f(), n, part.depth()) == part.bits();
    }

    /** What the journal's keys hold: whole cases and parts, counted apart. */
    static String journalCount(Set<String> journaled) {
        long parts = journaled.stream().filter(key -> key.contains(" part ")).count();
        long cases = journaled.size() - parts;
        return String.format("%d case%s and %d part%s infeasible", cases, cases == 1 ? "" : "s", parts,
                parts == 1 ? "" : "s");
    }

    static String show(int[] queens, int n) {
        StringBuilder s = new StringBuilder();
        for (int q : queens) {
            s.append(s.length() == 0 ? "" : " ").append('(').append(q / n).append(',').append(q % n).append(')');
        }
        return s.toString();
    }

    // ---------------------------------------------------------------- refute / find

    static void run(int n, int k, boolean find) {
        long start = System.nanoTime();
        List<int[]> every = frames(n, k);
        List<int[]> cases = new ArrayList<>();
        for (int[] f : every) {
            if (isLeast(f, n)) {
                cases.add(f);
            }
        }
        // the largest frames first (the slowest cases, so two threads finish together), then lexicographic
        cases.sort((f, g) -> f[1] - f[0] + f[3] - f[2] != g[1] - g[0] + g[3] - g[2]
                ? (g[1] - g[0] + g[3] - g[2]) - (f[1] - f[0] + f[3] - f[2]) : Arrays.compare(f, g));
        int[] single = FRAME == null ? null : numbers(FRAME, "-Dframe takes four numbers a,b,c,d, not ");
        if (single != null) {
            cases.clear();
            every.stream().filter(f -> Arrays.equals(f, single)).forEach(cases::add);
        }
        Part only = null;
        if (PART != null) {
            only = single == null || cases.isEmpty() ? null : part(cases.get(0), PART, n);
            if (only == null) {
                System.err.println("QueenFrames: -Dpart takes depth:bits of a part of the frame of -Dframe, not " + PART);
                System.exit(2);
            }
        }
        Set<String> journaled = new HashSet<>();
        Set<String> split = new HashSet<>();
        PrintWriter journal = JOURNAL == null || find ? null : journal(n, k, cases, journaled, split);
        System.err.printf("queens %dx%d, %d queens: %d frames (of %d before symmetry), from %d; %d worker(s) per"
                + " case, %d case(s) at once; parts after %s s, to depth %d; OR-Tools %s%s%n", n, n, k, cases.size(),
                every.size(), FROM, WORKERS, THREADS, PATIENCE, DEPTH, ortoolsVersion(),
                journal == null ? "" : "; in the journal: " + journalCount(journaled));
        Parts parts = new Parts(n, k, journal, journaled, split);
        List<CompletableFuture<Found>> results = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            CompletableFuture<Found> result = new CompletableFuture<>();
            results.add(result);
            if (i >= FROM) {
                AtomicInteger pending = new AtomicInteger(1);
                parts.submit(i, only != null ? only : new Part(cases.get(i), 0, 0), pending, result);
            }
        }
        long infeasible = 0;
        long feasible = 0;
        long bad = 0;
        int done = (int) Math.min(FROM, cases.size());
        for (int i = done; i < cases.size(); i++) {
            Found found;
            try {
                found = results.get(i).get(); // null: every part infeasible (by this run or by the journal)
            } catch (Exception e) {
                parts.pool.shutdownNow();
                throw new IllegalStateException("frame " + Arrays.toString(cases.get(i)), e);
            }
            done = i + 1;
            if (found == null) {
                infeasible++;
            } else {
                feasible++;
                boolean ok = check(found.queens(), n, k, found.part());
                if (!ok) {
                    bad++;
                }
                System.out.printf("%s FEASIBLE, %d queens, check %s: %s%n", found.part().key(n),
                        found.queens().length, ok ? "passed" : "FAILED", show(found.queens(), n));
            }
            if (done % EVERY == 0 || done == cases.size() || (find && feasible > 0)) {
                System.err.printf("%d cases of %d done (from %d): %d infeasible, %d feasible; %.0f s%n", done,
                        cases.size(), FROM, infeasible, feasible, (System.nanoTime() - start) / 1e9);
            }
            if (find && feasible > 0) {
                break;
            }
        }
        parts.pool.shutdownNow();
        if (journal != null) {
            journal.close();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        String range = (FROM == 0 ? "" : String.format(" (cases %d to %d of this run)", FROM + 1, done))
                + (journaled.isEmpty() ? "" : String.format(" (by the journal: %s)", journalCount(journaled)));
        String verdict;
        if (bad > 0) {
            verdict = bad + " feasible placement(s) FAILED the check";
        } else if (feasible > 0) {
            verdict = feasible + " feasible (placements checked): " + k + " queens dominate";
        } else if (done < cases.size()) {
            verdict = "stopped";
        } else if (single != null) {
            verdict = cases.isEmpty() ? "frame " + FRAME + " is not a case"
                    : (PART == null ? "" : "part " + PART + " of ") + "frame " + FRAME + " infeasible";
        } else {
            verdict = FROM == 0 ? "all infeasible: no " + k + " queens dominate"
                    : "all infeasible from case " + (FROM + 1) + " on";
        }
        System.out.printf("queens %dx%d, %d queens: %d frames (of %d before symmetry)%s, %s; %.0f s; %d parts"
                + " decided, %d split%n", n, n, k, cases.size(), every.size(), range, verdict, seconds,
                parts.decided.get(), parts.splits.get());
    }

    /** A feasible part's placement. */
    record Found(Part part, int[] queens) {
    }

    /**
     * The parts of a run on one pool: each part is given {@link #PATIENCE} seconds; one still undecided then (or
     * one the journal shows split before) hands its children to the pool and ends, so no task waits on another.
     * A case's result completes with the first placement found in it, or with null when its last part ends.
     * Tasks run in the order of their case, then of submission: the two threads share a split case to its end.
     */
    static final class Parts {
        final int n;
        final int k;
        final PrintWriter journal;
        final Set<String> journaled;
        final Set<String> split;
        final AtomicLong decided = new AtomicLong();
        final AtomicLong splits = new AtomicLong();
        final AtomicLong sequence = new AtomicLong();
        final ThreadPoolExecutor pool = new ThreadPoolExecutor(THREADS, THREADS, 0, TimeUnit.SECONDS,
                new PriorityBlockingQueue<>());

        Parts(int n, int k, PrintWriter journal, Set<String> journaled, Set<String> split) {
            this.n = n;
            this.k = k;
            this.journal = journal;
            this.journaled = journaled;
            this.split = split;
        }

        /** Runs part p of case i; {@code pending} counts the case's parts not yet ended, this one included. */
        void submit(int i, Part p, AtomicInteger pending, CompletableFuture<Found> result) {
            pool.execute(new Task(i, sequence.getAndIncrement(), () -> {
                try {
                    decide(i, p, pending, result);
                } catch (Throwable e) {
                    result.completeExceptionally(e);
                } finally {
                    if (pending.decrementAndGet() == 0) {
                        result.complete(null);
                    }
                }
            }));
        }

        private void decide(int i, Part p, AtomicInteger pending, CompletableFuture<Found> result) {
            String key = p.key(n);
            if (result.isDone() || journaled.contains(key)) {
                return;
            }
            List<Part> children = children(p, n);
            int[] found = UNDECIDED;
            if (children.isEmpty() || (PATIENCE > 0 && !split.contains(key))) {
                long t0 = System.nanoTime();
                found = solveCase(n, k, p, WORKERS, children.isEmpty() ? 0 : PATIENCE);
                double seconds = (System.nanoTime() - t0) / 1e9;
                if (TRACE) {
                    System.err.printf("  %s %s %.2f s%n", key, found == null ? "infeasible"
                            : found == UNDECIDED ? "undecided, split into " + children.size() : "feasible", seconds);
                }
                if (found == null) {
                    decided.incrementAndGet();
                    if (journal != null) {
                        synchronized (journal) {
                            journal.printf("infeasible %s %.2f s%n", key, seconds);
                            journal.flush();
                        }
                    }
                } else if (found != UNDECIDED) {
                    decided.incrementAndGet();
                    result.complete(new Found(p, found));
                }
            }
            if (found == UNDECIDED) {
                splits.incrementAndGet();
                pending.addAndGet(children.size());
                for (Part child : children) {
                    submit(i, child, pending, result);
                }
            }
        }
    }

    /** A task of {@link Parts}, ordered by its case, then by when it was submitted. */
    record Task(int index, long sequence, Runnable body) implements Runnable, Comparable<Task> {
        @Override
        public void run() {
            body.run();
        }

        @Override
        public int compareTo(Task other) {
            return index != other.index ? Integer.compare(index, other.index) : Long.compare(sequence, other.sequence);
        }
    }

    /** The seconds of -Dpatience, or NaN when the text is not a number. */
    static double seconds(String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** The numbers "a,b,c,d" of -Dframe or -Dpart; one line (the message and the text) and status 2 otherwise. */
    static int[] numbers(String text, String message) {
        try {
            int[] values = Arrays.stream(text.split(",")).mapToInt(v -> Integer.parseInt(v.trim())).toArray();
            if (values.length == 4) {
                return values;
            }
        } catch (NumberFormatException e) {
            // the line below
        }
        System.err.println("QueenFrames: " + message + text);
        System.exit(2);
        return null;
    }

    /**
     * Opens the journal {@link #JOURNAL} for appending, first reading into {@code journaled} the cases and parts it
     * holds (by {@link Part#key}) and into {@code split} the keys of the parts above them (split in an earlier run,
     * so split again without waiting); a new file gets the header, and a last line cut short is dropped. Exits with
     * status 2 when the file's header is another question's or a line names no case or part of one.
     */
    static PrintWriter journal(int n, int k, List<int[]> cases, Set<String> journaled, Set<String> split) {
        String header = String.format("# QueenFrames journal n=%d k=%d cases=%d", n, k, cases.size());
        Path path = Path.of(JOURNAL);
        try {
            if (Files.exists(path)) {
                String text = Files.readString(path);
                List<String> lines = new ArrayList<>(text.lines().toList());
                if (!text.isEmpty() && !text.endsWith("\n")) {
                    // a line cut short when a run was killed while writing it: dropped, its case is solved again
                    lines.remove(lines.size() - 1);
                    Files.write(path, lines);
                }
                if (lines.isEmpty() || !lines.get(0).equals(header)) {
                    System.err.println("refusing journal " + JOURNAL + ": its header is not '" + header + "'");
                    System.exit(2);
                }
                Map<String, int[]> known = new HashMap<>();
                cases.forEach(f -> known.put(Arrays.toString(f), f));
                for (String line : lines.subList(1, lines.size())) {
                    // "infeasible [a, b, c, d] 12.34 s" or "infeasible [a, b, c, d] part depth:bits 12.34 s"
                    String key = line.replaceFirst("^infeasible ", "").replaceFirst(" [0-9.]+ s$", "");
                    String[] pieces = key.split(" part ", -1);
                    int[] f = known.get(pieces[0]);
                    Part part = f == null ? null : pieces.length == 1 ? new Part(f, 0, 0)
                            : pieces.length == 2 ? part(f, pieces[1], n) : null;
                    if (!line.startsWith("infeasible ") || part == null) {
                        System.err.println("refusing journal " + JOURNAL + ": not a case of this question: " + line);
                        System.exit(2);
                    }
                    journaled.add(key);
                    for (int depth = 0; depth < part.depth(); depth++) {
                        long mask = (1L << edgeLines(f, n, depth).length) - 1;
                        split.add(new Part(f, depth, part.bits() & mask).key(n));
                    }
                }
                return new PrintWriter(Files.newBufferedWriter(path, StandardOpenOption.APPEND));
            }
            PrintWriter journal = new PrintWriter(Files.newBufferedWriter(path));
            journal.println(header);
            journal.flush();
            return journal;
        } catch (IOException e) {
            System.err.println("journal " + JOURNAL + ": " + e.getMessage());
            System.exit(2);
            return null;
        }
    }

    static String ortoolsVersion() {
        try {
            return com.google.ortools.init.OrToolsVersion.getVersionString();
        } catch (Throwable t) {
            return "?";
        }
    }

    // ---------------------------------------------------------------- brute force, n <= 7

    static void brute(int n, int k) {
        if (n > 7) {
            throw new IllegalArgumentException("brute force for N <= 7");
        }
        long start = System.nanoTime();
        int cells = n * n;
        long[] seen = new long[cells];
        for (int p = 0; p < cells; p++) {
            for (int q = 0; q < cells; q++) {
                if (sees(p / n, p % n, q / n, q % n)) {
                    seen[p] |= 1L << q;
                }
            }
        }
        long full = cells == 64 ? -1L : (1L << cells) - 1;
        List<int[]> every = frames(n, k);
        Set<String> listed = new HashSet<>();
        for (int[] f : every) {
            listed.add(Arrays.toString(f));
        }
        Set<String> occurring = new HashSet<>();
        Set<String> occurringParts = new HashSet<>(); // as their parts' models keep them (the least of an orbit)
        long[] counts = new long[3]; // dominating sets, without a frame, with a frame not among the cases
        int[] set = new int[k];
        for (int size = 1; size <= k; size++) {
            subsets(n, size, set, 0, 0, 0L, seen, full, listed, occurring, occurringParts, counts);
        }
        boolean bruteAnswer = counts[0] > 0;
        // the frames that occur are closed under the symmetries (a check of the image rule)
        boolean closed = true;
        for (String s : occurring) {
            int[] f = Arrays.stream(s.substring(1, s.length() - 1).split(", ")).mapToInt(Integer::parseInt).toArray();
            for (int g = 0; g < 8; g++) {
                closed &= occurring.contains(Arrays.toString(image(g, f, n)));
            }
        }
        // CP-SAT on every part of every frame at every depth to the middle, before symmetry: feasible exactly on the
        // frames that occur, and on the parts where a placement occurs that is the least of its orbit under the frame's symmetries
        int mismatches = 0;
        int feasibleFrames = 0;
        int bad = 0;
        boolean splitAnswer = false;
        int representatives = 0;
        int parts = 0;
        for (int[] f : every) {
            boolean feasible = false;
            for (int depth = 0; depth <= bruteDepth(n); depth++) {
                for (long bits = 0; bits < 1L << edgeLines(f, n, depth).length; bits++) {
                    Part part = new Part(f, depth, bits);
                    parts++;
                    int[] found = solveCase(n, k, part, WORKERS, 0);
                    if (found != null && !check(found, n, k, part)) {
                        bad++;
                    }
                    if ((found != null) != occurringParts.contains(part.key(n))) {
                        mismatches++;
                        System.out.println("MISMATCH " + part.key(n) + ": CP-SAT " + (found != null));
                    }
                    feasible |= depth == 0 && found != null;
                }
            }
            if (feasible) {
                feasibleFrames++;
            }
            if (feasible != occurring.contains(Arrays.toString(f))) {
                mismatches++;
                System.out.println("MISMATCH frame " + Arrays.toString(f) + ": CP-SAT " + feasible);
            }
            if (isLeast(f, n)) {
                representatives++;
                splitAnswer |= feasible;
            }
        }
        boolean agree = mismatches == 0 && bad == 0 && counts[1] == 0 && counts[2] == 0 && closed
                && splitAnswer == bruteAnswer;
        System.out.printf("brute %dx%d, %d queens: %d dominating sets of at most %d (%d without a frame, %d with a"
                + " frame not among the cases), %d frames occur (closed under symmetry: %b); CP-SAT on all %d frames"
                + " (%d parts): %d feasible, %d mismatches, %d failing the check; split over %d representatives says"
                + " %s, brute force says %s: %s; %.1f s%n", n, n, k, counts[0], k, counts[1], counts[2],
                occurring.size(), closed, every.size(), parts, feasibleFrames, mismatches, bad, representatives,
                splitAnswer ? "dominate" : "no", bruteAnswer ? "dominate" : "no", agree ? "AGREE" : "DISAGREE",
                (System.nanoTime() - start) / 1e9);
    }

    /** The depths brute force checks every part of: to half the side, at most {@link #DEPTH}. */
    static int bruteDepth(int n) {
        return Math.min(DEPTH, n / 2);
    }

    /** Is phi(P) (the sum of the cell numbers) at most phi(g(P)) for every symmetry g with g(f) = f? */
    static boolean leastInOrbit(int[] queens, int[] f, int n) {
        long phi = 0;
        for (int q : queens) {
            phi += q;
        }
        for (int s = 1; s < 8; s++) {
            if (Arrays.equals(image(s, f, n), f)) {
                long image = 0;
                for (int q : queens) {
                    image += imageCell(s, q, n);
                }
                if (image < phi) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void subsets(int n, int size, int[] set, int depth, int from, long covered, long[] seen, long full,
            Set<String> listed, Set<String> occurring, Set<String> occurringParts, long[] counts) {
        if (depth == size) {
            if (covered == full) {
                int[] queens = Arrays.copyOf(set, size);
                if (!dominates(queens, n)) {
                    throw new IllegalStateException("the two domination tests differ on " + show(queens, n));
                }
                counts[0]++;
                int[] f = frameOf(queens, n);
                if (f == null) {
                    counts[1]++;
                } else {
                    String key = Arrays.toString(f);
                    if (!listed.contains(key)) {
                        counts[2]++;
                    }
                    occurring.add(key);
                    if (!STABILIZER || leastInOrbit(queens, f, n)) {
                        for (int d = 0; d <= bruteDepth(n); d++) {
                            occurringParts.add(new Part(f, d, partOf(queens, f, n, d)).key(n));
                        }
                    }
                }
            }
            return;
        }
        for (int q = from; q <= n * n - (size - depth); q++) {
            set[depth] = q;
            subsets(n, size, set, depth + 1, q + 1, covered | seen[q], seen, full, listed, occurring, occurringParts,
                    counts);
        }
    }
}
