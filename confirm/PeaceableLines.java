import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Peaceable queens (m white and m black queens, no queen attacking one of the other colour) on the n x n board or
 * torus, by branch and bound over LINE COLOURS. An independent second implementation: it shares no code with
 * Polyboard (cells, lines, bounds, symmetries, canonical forms, brute force and checks are all written here).
 *
 * <h2>Reduction</h2>
 * Two queens of different colours on a common line (row, column, diagonal, anti-diagonal; on the torus diagonals
 * wrap) always leave an adjacent different-coloured pair on that line, which attack each other. So a placement is
 * peaceable iff no line holds queens of both colours. Give every line with at least 2 cells a colour W or B. The
 * cells all of whose (>= 2 cell) lines are W ("allW") and those all of whose lines are B ("allB") are disjoint for
 * n >= 2 (every cell lies on its row, which has n >= 2 cells), and any white subset of allW with any black subset of
 * allB is peaceable (a line holding a white queen is W, so it holds no allB cell). Conversely a peaceable placement
 * (Wq, Bq) gives the colouring "a line is W iff it meets Wq" (its CANONICAL colouring), with Wq in allW and Bq in
 * allB. Hence max m = max over colourings of min(|allW|, |allB|). Lines of 1 cell (two board corners per diagonal
 * direction) constrain nothing and are not coloured. n = 1 is answered directly (one cell: m = 0, one placement).
 *
 * <h2>Search</h2>
 * A node is a pair of cell sets: Wh (cells with no B line yet: may still be white) and Bl (cells with no W line yet).
 * Colouring line L W removes L from Bl, colouring it B removes L from Wh. A line is LIVE when it meets both Wh and
 * Bl; an assigned line is never live (a W line has no Bl cell, a B line no Wh cell). We branch only on live lines
 * (the one with the most cells in L & Wh & Bl, ties: larger |L & Wh| + |L & Bl|, then lower index; -Dorder
 * selects other rules, used only to compare).
 * <ul>
 * <li>max mode (is there a colouring with min(|allW|,|allB|) >= T?): a non-live unassigned line meets at most one
 *   of Wh, Bl; colouring it with that side's colour (W if it has no Bl cell, else B) removes no cell from Wh or Bl,
 *   and any completion that colours it the other way has allW, allB no larger. So when no line is live, the
 *   best completion has allW = Wh and allB = Bl exactly: a leaf with value min(|Wh|, |Bl|).</li>
 * <li>count mode (every placement with exactly m of each colour): placements are counted through their canonical
 *   colouring only, so each is counted once. Along the path of the canonical colouring of a placement (Wq, Bq),
 *   Wq stays inside Wh and Bq inside Bl, and every assigned W line meets Wq, hence meets Wh (a node where an
 *   assigned W line has no Wh cell is pruned). At a node without live lines, the unassigned lines with no Wh cell
 *   are B in every canonical colouring below; those with Wh cells but no Bl cell are W or B according to whether
 *   Wq meets them, which changes neither Wh nor Bl. So the placements whose canonical colouring extends the node are
 *   exactly: Wq = m cells of Wh meeting every assigned W line, Bq = any m cells of Bl. They are listed explicitly.
 *   A node with min(|Wh|,|Bl|) > m would show a placement of m + 1 (reported as an error).</li>
 * <li>max mode prunes in the same way (--canon 1, the default): if a placement of T exists, take one, oriented by
 *   the symmetries below; the path of its canonical colouring is cut by no bound (Wq stays in Wh, Bq in Bl), by no
 *   "assigned W line without Wh cell" test and by no flip test (the known colours are its canonical colours), so it
 *   ends at a leaf with min(|Wh|, |Bl|) >= T, and that leaf's dominance colouring (above) is a real colouring of
 *   that value. So a run that reaches no leaf refutes T.</li>
 * </ul>
 *
 * <h2>Bounds (a node is pruned when a bound is below the target T)</h2>
 * Every completion has allW inside Wh and allB inside Bl, so (1) min(|Wh|, |Bl|) >= T is needed. (2) For each of
 * the four partitions of the cells into lines (rows; columns; diagonals; anti-diagonals, including 1-cell lines):
 * in a completion each line L has allW-cells or allB-cells but not both (a >= 2 cell line has one colour, a 1-cell
 * line one cell), at most a_L = |L & Wh| resp. b_L = |L & Bl|. So there is a choice, per line, of a side such that
 * |allW| <= sum of a_L over the white side and |allB| <= sum of b_L over the black side; both must reach T.
 * Checked first in the weak form sum_L max(a_L, b_L) >= 2T, then exactly as a small knapsack (dp over the white sum
 * capped at T of the largest black sum; lines with a_L = 0 or b_L = 0 go to their only side), which runs only when
 * its linear relaxation reaches T and the relaxation's order, lines taken whole, does not (two shortcuts that leave
 * every decision, and so every node count, as it was: 12x12, 13x13, the 11-torus and the counts of 9 and 10 gave the
 * same nodes before and after, in about half the time).
 *
 * <h2>Symmetry (each argument below; validated against the brute force for n <= 8, board and torus, and against
 * the published terms)</h2>
 * <ul>
 * <li>Colour swap (board and torus, max and count): fix the middle row R0 to be B. In max mode: if (Wq, Bq) is a
 *   placement of T then so is (Bq, Wq); the canonical colouring of (Wq,Bq) has R0 = B unless R0 meets Wq, and then
 *   R0 meets no queen of Bq, so the canonical colouring of (Bq, Wq) has R0 = B. Pre-assigning R0 = B before the
 *   dominance argument above keeps that argument valid (it recolours only unassigned non-live lines).
 *   In count mode the search lists exactly S = {placements with no white queen on R0}. The placements not in S
 *   (white queen on R0) are, by the swap, in bijection with {P in S : P has a black queen on R0}; they are added
 *   explicitly as the swapped images, so the full list is produced (and checked for duplicates). This is the
 *   method with --flips 0.</li>
 * <li>Flips (count mode, and max mode with --canon 1; --flips 0 turns them off): the left-right flip F (column c to n-1-c) maps every row to itself, so
 *   it keeps R0 and the colour of every row in the canonical colouring (canonical colourings are equivariant:
 *   the lines meeting F(Wq) are the images of those meeting Wq); for odd n the top-bottom flip G (row r to n-1-r)
 *   keeps R0 = the middle row and every column. Condition C_F: in the canonical colouring, at the first column pair
 *   (c, n-1-c), c = 0, 1, .., with different colours, column c is W (or no such pair). C_G (odd n only): the same
 *   for the row pairs (r, n-1-r). Every class under the 16 maps has a member with R0 = B (swap), then C_F (apply F
 *   if needed: rows keep their colours), then C_G (apply G if needed: columns keep their colours, so C_F still
 *   holds, and R0 keeps its colour). The search prunes a node when its known colours (assigned W; no Wh cell, so B
 *   in every canonical colouring below) already violate C_F or C_G, and drops listed placements that violate them.
 *   The max placements form a set closed under the 16 maps, so the full set is the union of the orbits of the
 *   placements listed; it is built that way (and each placement is checked again).</li>
 * <li>Translations (torus, max mode only, T >= 1, used instead of the swap): a placement of T has a white queen;
 *   translate it to cell (0,0), which maps lines to lines. Its canonical colouring has the 4 lines of (0,0) W, so
 *   they are pre-assigned W. The flips used with it are the torus maps c -> -c and r -> -r (mod n), which fix
 *   (0,0): C_F on the column pairs (c, n-c), C_G on the row pairs (r, n-r), c, r = 1, 2, .. < n/2, for every n; the
 *   argument is the one of the flips above (c -> -c keeps every row, r -> -r every column, both keep (0,0)).</li>
 * <li>Nothing else is used in the search. Classes (A260680) are counted afterwards by canonical forms (least image)
 *   under four candidate groups: identity, colour swap, the 8 symmetries of the square, and those 8 times the colour
 *   swap (16). The brute force and the published terms decide which group A260680 uses.</li>
 * </ul>
 *
 * <h2>Parallelism</h2>
 * The tree is cut at a fixed depth (--split, default 14); the nodes at that depth are independent tasks run by a
 * fixed thread pool (--threads, default 2). The target is fixed during a run, so node counts and results do not
 * depend on the number of threads (merged in task order).
 *
 * <pre>
 * javac -d out confirm/PeaceableLines.java
 * java -cp out PeaceableLines brute N [torus]          brute force, n <= 8 (all 2^(n^2) white sets, cut only where
 *                                                      the unattacked cells are already too few; black = any m of
 *                                                      the unattacked cells), compared with the count mode
 * java -cp out PeaceableLines max N [torus] [--lb L]   with L: find a placement of L, then refute L + 1;
 *                                                      without: branch and bound with an incumbent (1 thread)
 * java -cp out PeaceableLines count N [torus] --m M    every placement of M of each colour (none of M + 1), classes
 * java -cp out PeaceableLines published                the cheap published terms
 * java -cp out PeaceableLines estimate N [torus] --t T [--split D] [--sample K]   time K of the split's subtrees
 * java -cp out PeaceableLines checkfile RESULT.json    check a placement file of the project with the checker here
 * options: --threads K (default 2), --split D (default 14), --flips 0|1 (default 1), --canon 0|1 (max mode: prune by
 * the canonical colouring and the flips, default 1), --witness 0|1 (max --lb: search a placement of L first, default 1)
 * </pre>
 */
public final class PeaceableLines {

    // ------------------------------------------------------------------ bit sets of cells (long words)

    static int pop(long[] a) {
        int s = 0;
        for (long x : a) s += Long.bitCount(x);
        return s;
    }

    static int popAnd(long[] a, long[] b) {
        int s = 0;
        for (int i = 0; i < a.length; i++) s += Long.bitCount(a[i] & b[i]);
        return s;
    }

    static boolean FLIPS = true, CANON = true, WITNESS = true;
    static final boolean KNAPSACK = !"0".equals(System.getProperty("knap"));
    static final int ORDER = Integer.getInteger("order", 2);

    static int popAnd3(long[] a, long[] b, long[] c) {
        int s = 0;
        for (int i = 0; i < a.length; i++) s += Long.bitCount(a[i] & b[i] & c[i]);
        return s;
    }

    static boolean meets(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) if ((a[i] & b[i]) != 0) return true;
        return false;
    }

    static long[] andNot(long[] a, long[] b) {
        long[] r = new long[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i] & ~b[i];
        return r;
    }

    static void set(long[] a, int i) { a[i >> 6] |= 1L << (i & 63); }

    static boolean get(long[] a, int i) { return (a[i >> 6] >>> (i & 63) & 1) != 0; }

    static int[] members(long[] a) {
        int[] r = new int[pop(a)];
        int k = 0;
        for (int w = 0; w < a.length; w++) for (long x = a[w]; x != 0; x &= x - 1) r[k++] = w * 64 + Long.numberOfTrailingZeros(x);
        return r;
    }

    // ------------------------------------------------------------------ the board

    static final class Board {
        final int n, cells, words;
        final boolean torus;
        final long[] full;
        final long[][] lines;      // colourable lines (>= 2 cells), distinct as cell sets; lines[0] = middle row
        final long[][][] parts;    // rows, columns, diagonals, anti-diagonals: each a partition of the cells
        final int[][] cellLines;   // colourable lines through each cell
        final int[] linePart, lineIdx;   // each colourable line is parts[linePart[i]][lineIdx[i]]
        final int[][][] condsMiddle, condsZero;   // flip conditions: lists of pairs of line indices (see the header)

        Board(int n, boolean torus) {
            this.n = n;
            this.torus = torus;
            cells = n * n;
            words = (cells + 63) / 64;
            full = new long[words];
            for (int i = 0; i < cells; i++) set(full, i);
            parts = new long[4][][];
            for (int k = 0; k < 4; k++) {
                Map<Integer, long[]> byKey = new TreeMap<>();
                for (int r = 0; r < n; r++)
                    for (int c = 0; c < n; c++) {
                        int key = k == 0 ? r : k == 1 ? c : k == 2 ? (torus ? Math.floorMod(r - c, n) : r - c)
                                : (torus ? (r + c) % n : r + c);
                        set(byKey.computeIfAbsent(key, x -> new long[words]), r * n + c);
                    }
                parts[k] = byKey.values().toArray(new long[0][]);
            }
            LinkedHashMap<String, long[]> distinct = new LinkedHashMap<>();
            distinct.put(Arrays.toString(parts[0][n / 2]), parts[0][n / 2]);
            for (long[][] part : parts)
                for (long[] line : part)
                    if (pop(line) >= 2) distinct.putIfAbsent(Arrays.toString(line), line);
            lines = distinct.values().toArray(new long[0][]);
            linePart = new int[lines.length];
            lineIdx = new int[lines.length];
            for (int i = 0; i < lines.length; i++) {
                found:
                for (int k = 0; k < 4; k++)
                    for (int j = 0; j < parts[k].length; j++)
                        if (Arrays.equals(parts[k][j], lines[i])) { linePart[i] = k; lineIdx[i] = j; break found; }
            }
            // flips about the middle: columns c, n-1-c (and for odd n rows r, n-1-r); on the torus about cell (0,0):
            // columns c, n-c and rows r, n-r, c, r = 1, 2, .. (each list one lexicographic condition)
            int[][] midCols = new int[n / 2][], midRows = new int[n / 2][];
            for (int c = 0; c < n / 2; c++) {
                midCols[c] = new int[] {indexOf(parts[1][c]), indexOf(parts[1][n - 1 - c])};
                midRows[c] = new int[] {indexOf(parts[0][c]), indexOf(parts[0][n - 1 - c])};
            }
            condsMiddle = n % 2 == 1 ? new int[][][] {midCols, midRows} : new int[][][] {midCols};
            int[][] zCols = new int[(n - 1) / 2][], zRows = new int[(n - 1) / 2][];
            for (int c = 1; c <= (n - 1) / 2; c++) {
                zCols[c - 1] = new int[] {indexOf(parts[1][c]), indexOf(parts[1][n - c])};
                zRows[c - 1] = new int[] {indexOf(parts[0][c]), indexOf(parts[0][n - c])};
            }
            condsZero = new int[][][] {zCols, zRows};
            cellLines = new int[cells][];
            for (int x = 0; x < cells; x++) {
                List<Integer> l = new ArrayList<>();
                for (int i = 0; i < lines.length; i++) if (get(lines[i], x)) l.add(i);
                cellLines[x] = l.stream().mapToInt(Integer::intValue).toArray();
            }
        }

        int indexOf(long[] line) {
            for (int i = 0; i < lines.length; i++) if (Arrays.equals(lines[i], line)) return i;
            throw new IllegalStateException();
        }

        /** The flip conditions on known line colours (1 = W, 2 = B, 0 = unknown): false only if violated. */
        static boolean flipsOk(int[][][] conds, int[] colour) {
            for (int[][] cond : conds)
                for (int[] pair : cond) {
                    int x = colour[pair[0]], y = colour[pair[1]];
                    if (x == 0 || y == 0) break;          // undecided
                    if (x == y) continue;
                    if (x == 2) return false;             // first difference: B at the left (top), W at the right (bottom)
                    break;                                // first difference W, B: satisfied
                }
            return true;
        }

        String name() { return (torus ? "torus " : "board ") + n + "x" + n; }
    }

    // ------------------------------------------------------------------ the search

    /** A search node: Wh, Bl and (count mode) the set of line indices assigned W. */
    record Node(long[] wh, long[] bl, long[] wLines) {}

    static final class Search {
        final Board bd;
        final long[][] lines;
        final boolean counting;
        final boolean canon;          // prune by the canonical colouring (R2 and the flips): always when counting
        final int[][][] conds;
        final boolean improve;        // max without a lower bound: branch and bound with an incumbent
        int target;                   // prune when a bound is below it
        final AtomicBoolean stop;     // max mode: set at the first leaf reaching the target
        int splitDepth = -1;
        List<Node> tasks;
        long nodes;
        long[][] leafWhBl;            // max mode: the Wh, Bl of the leaf found
        int best = -1;
        boolean exceeded;             // count mode: a leaf with more than m of each colour
        final List<long[][]> placements = new ArrayList<>();
        private final int[] as, bs, dp, nd;
        private final int[][] pa, pb;

        Search(Board bd, int target, boolean counting, boolean improve, AtomicBoolean stop) {
            this.bd = bd;
            this.lines = bd.lines;
            this.target = target;
            this.counting = counting;
            this.improve = improve;
            this.stop = stop;
            canon = counting || CANON;
            conds = bd.torus && !counting ? bd.condsZero : bd.condsMiddle;
            as = new int[2 * bd.n];
            bs = new int[2 * bd.n];
            dp = new int[bd.cells + 2];
            nd = new int[bd.cells + 2];
            pa = new int[4][2 * bd.n];
            pb = new int[4][2 * bd.n];
        }

        boolean bound(long[] wh, long[] bl) {
            int t = target;
            if (pop(wh) < t || pop(bl) < t) return false;
            for (int p = 0; p < 4; p++) {               // |L & Wh|, |L & Bl| of every line, kept for the node
                long[][] part = bd.parts[p];
                int s = 0;
                for (int i = 0; i < part.length; i++) {
                    int a = popAnd(wh, part[i]), b = popAnd(bl, part[i]);
                    pa[p][i] = a;
                    pb[p][i] = b;
                    s += Math.max(a, b);
                }
                if (s < 2 * t) return false;
            }
            if (!KNAPSACK) return true;
            for (int p = 0; p < 4; p++) {
                int wOff = 0, bOff = 0, k = 0;
                for (int i = 0; i < bd.parts[p].length; i++) {
                    int a = pa[p][i], b = pb[p][i];
                    if (a == 0) bOff += b;
                    else if (b == 0) wOff += a;
                    else { as[k] = a; bs[k] = b; k++; }
                }
                // Two shortcuts, neither changing the decision (so the tree and its node count stay the same): the
                // knapsack's linear relaxation (shared lines to white in the order of most white per black, the
                // last one split) bounds its answer from above, so when the relaxation misses T the knapsack does;
                // and the same order taken whole is one choice of sides, so when it gives both sides T the
                // knapsack passes. The knapsack runs only between the two.
                int verdict = greedy(k, wOff, bOff, t);
                if (verdict < 0) return false;
                if (verdict > 0) continue;
                Arrays.fill(dp, 0, t + 1, -1);
                dp[Math.min(wOff, t)] = bOff;
                for (int i = 0; i < k; i++) {            // in place, w descending: dp[w - a] is still the old value
                    int a = as[i], b = bs[i];
                    int top = dp[t] < 0 ? -1 : dp[t] + b;  // the line to black
                    for (int w = Math.max(0, t - a); w <= t; w++) top = Math.max(top, dp[w]);   // to white, capped
                    dp[t] = top;
                    for (int w = t - 1; w >= 0; w--) {
                        int v = dp[w] < 0 ? -1 : dp[w] + b;
                        if (w >= a && dp[w - a] > v) v = dp[w - a];
                        dp[w] = v;
                    }
                }
                if (dp[t] < t) return false;
            }
            return true;
        }

        /**
         * The shared lines as[0..k), bs[0..k) sorted by as/bs descending (insertion sort, in place), then: -1 if the
         * linear relaxation of the knapsack (white sum at least t, black sum as large as possible) has a black sum
         * below t; 1 if taking lines whole in that order until white reaches t leaves black at least t; else 0.
         */
        int greedy(int k, int wOff, int bOff, int t) {
            for (int i = 1; i < k; i++) {
                int a = as[i], b = bs[i], j = i - 1;
                while (j >= 0 && (long) as[j] * b < (long) a * bs[j]) { as[j + 1] = as[j]; bs[j + 1] = bs[j]; j--; }
                as[j + 1] = a;
                bs[j + 1] = b;
            }
            int rest = bOff;
            for (int i = 0; i < k; i++) rest += bs[i];
            int w = wOff;
            if (w >= t) return rest >= t ? 1 : -1;
            for (int j = 0; j < k; j++) {
                rest -= bs[j];
                if (w + as[j] >= t) {
                    if (rest >= t) return 1;                     // line j whole to white
                    long need = t - w;                           // relaxation: line j's white share need / as[j]
                    long lp = (long) (rest + bs[j]) * as[j] - (long) bs[j] * need;   // its black sum times as[j]
                    return lp < (long) t * as[j] ? -1 : 0;
                }
                w += as[j];
            }
            return -1;                                           // every shared line white: white below t
        }

        void node(long[] wh, long[] bl, long[] wLines, int depth) {
            if (stop != null && stop.get()) return;
            if (depth == splitDepth) { tasks.add(new Node(wh, bl, wLines)); return; }
            nodes++;
            if (!bound(wh, bl)) return;
            if (canon) {
                for (int i : members(wLines)) if (!meets(wh, lines[i])) return;
                if (FLIPS) {       // a line's canonical colour is known: W if assigned W, B if it has no Wh cell
                    int[] colour = new int[lines.length];
                    for (int[][] cond : conds)
                        for (int[] pr : cond)
                            for (int i : pr) colour[i] = get(wLines, i) ? 1 : meets(wh, lines[i]) ? 0 : 2;
                    if (!Board.flipsOk(conds, colour)) return;
                }
            }
            int choice = -1, bestMin = Integer.MIN_VALUE, bestSum = -1;
            for (int i = 0; i < lines.length; i++) {
                int a = pa[bd.linePart[i]][bd.lineIdx[i]];
                if (a == 0) continue;
                int b = pb[bd.linePart[i]][bd.lineIdx[i]];
                if (b == 0) continue;
                int mn, sm;
                switch (ORDER) {
                    case 1: mn = a + b; sm = 0; break;
                    case 2: mn = popAnd3(wh, bl, lines[i]); sm = a + b; break;
                    case 3: mn = -Math.min(a, b); sm = a + b; break;
                    case 4: mn = a * b; sm = a + b; break;
                    default: mn = Math.min(a, b); sm = a + b;
                }
                if (mn > bestMin || (mn == bestMin && sm > bestSum)) { choice = i; bestMin = mn; bestSum = sm; }
            }
            if (choice < 0) { leaf(wh, bl, wLines); return; }
            long[] line = lines[choice];
            long[] wl2 = wLines;
            if (canon) { wl2 = wLines.clone(); set(wl2, choice); }
            node(wh, andNot(bl, line), wl2, depth + 1);           // line W
            node(andNot(wh, line), bl, wLines, depth + 1);        // line B
        }

        void leaf(long[] wh, long[] bl, long[] wLines) {
            int v = Math.min(pop(wh), pop(bl));
            if (!counting) {
                if (v > best) { best = v; leafWhBl = new long[][] {wh, bl}; }
                if (improve) target = v + 1;
                else if (stop != null) stop.set(true);
                return;
            }
            int m = target;
            if (v > m) exceeded = true;
            int[] wc = members(wh), bc = members(bl);
            int[] wl = members(wLines);
            List<long[]> whites = new ArrayList<>(), blacks = new ArrayList<>();
            subsets(wc, 0, m, new long[bd.words], whites, wl);
            subsets(bc, 0, m, new long[bd.words], blacks, new int[0]);
            for (long[] w : whites) {
                if (FLIPS) {       // the canonical colouring of this placement: W exactly on the lines meeting w
                    int[] colour = new int[lines.length];
                    for (int[][] cond : conds) for (int[] pr : cond) for (int i : pr) colour[i] = meets(w, lines[i]) ? 1 : 2;
                    if (!Board.flipsOk(conds, colour)) continue;
                }
                for (long[] b : blacks) placements.add(new long[][] {w, b});
            }
        }

        /** every subset of size need of c[from..] added to cur, meeting every line of mustMeet */
        void subsets(int[] c, int from, int need, long[] cur, List<long[]> out, int[] mustMeet) {
            if (need == 0) {
                for (int i : mustMeet) if (!meets(cur, lines[i])) return;
                out.add(cur.clone());
                return;
            }
            if (c.length - from < need) return;
            set(cur, c[from]);
            subsets(c, from + 1, need - 1, cur, out, mustMeet);
            cur[c[from] >> 6] &= ~(1L << (c[from] & 63));
            subsets(c, from + 1, need, cur, out, mustMeet);
        }
    }

    /** The root node of a search: colour swap (middle row B) or, on the torus in max mode, (0,0) white. */
    static Node root(Board bd, boolean counting) {
        long[] wh = bd.full.clone(), bl = bd.full.clone(), wl = new long[(bd.lines.length + 63) / 64];
        if (bd.torus && !counting) {
            for (int i : bd.cellLines[0]) { bl = andNot(bl, bd.lines[i]); set(wl, i); }
        } else {
            wh = andNot(wh, bd.lines[0]);
        }
        return new Node(wh, bl, wl);
    }

    /** Results of a (possibly parallel) run. */
    static final class Result {
        long nodes, splitNodes;
        int tasks;
        boolean exceeded;
        int best = -1;
        long[][] leaf;
        List<long[][]> placements = new ArrayList<>();
        double seconds;
    }

    static int threads = 2, split = 14;

    /** Runs a search with a fixed target from the root, split at depth `split` into tasks for the thread pool. */
    static Result run(Board bd, int target, boolean counting) throws Exception {
        long t0 = System.nanoTime();
        Result res = new Result();
        AtomicBoolean stop = counting ? null : new AtomicBoolean();
        Search top = new Search(bd, target, counting, false, stop);
        top.splitDepth = split;
        top.tasks = new ArrayList<>();
        Node r = root(bd, counting);
        top.node(r.wh(), r.bl(), r.wLines(), 0);
        res.splitNodes = top.nodes;
        res.nodes = top.nodes;
        res.tasks = top.tasks.size();
        collect(res, top);
        // A journal (--journal FILE, max mode) records each task refuted, so a long refutation can stop and go on:
        // the tasks come in the same order every run, and a task already in the journal is not searched again.
        Journal journal = JOURNAL == null || counting ? null : new Journal(JOURNAL, bd.name(), target, split, top.tasks.size());
        if (journal != null) {
            res.nodes += journal.loadedNodes;
            System.out.printf("%s target %d: %d tasks, %d already refuted in %s (%d nodes)%n", bd.name(), target,
                    top.tasks.size(), journal.done.size(), JOURNAL, journal.loadedNodes);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Search>> futures = new ArrayList<>();
            for (int i = 0; i < top.tasks.size(); i++) {
                if (journal != null && journal.done.contains(i)) continue;
                Node task = top.tasks.get(i);
                int index = i;
                futures.add(pool.submit(() -> {
                    Search s = new Search(bd, target, counting, false, stop);
                    s.node(task.wh(), task.bl(), task.wLines(), 0);
                    if (journal != null && s.best < 0 && !stop.get()) journal.refuted(index, s.nodes, t0);
                    return s;
                }));
            }
            for (Future<Search> f : futures) {
                Search s = f.get();
                res.nodes += s.nodes;
                collect(res, s);
            }
        } finally {
            pool.shutdown();
        }
        res.seconds = (System.nanoTime() - t0) / 1e9;
        return res;
    }

    static String JOURNAL;

    /** The refuted tasks of a max run, one line each: "task I nodes N"; the first line names the question. */
    static final class Journal {
        final java.nio.file.Path path;
        /** The tasks the file held when the run started (read only afterwards: the tasks are submitted against it). */
        final Set<Integer> done = new HashSet<>();
        /** The nodes of those tasks. */
        final long loadedNodes;
        // refuted so far, the file's tasks included: the progress lines only (guarded by this)
        int refuted;
        long nodes;
        long lastReport = System.nanoTime();
        final int total;

        Journal(String file, String board, int target, int split, int total) throws java.io.IOException {
            this.path = java.nio.file.Paths.get(file);
            this.total = total;
            String head = "# " + board + " target " + target + " split " + split + " tasks " + total;
            if (java.nio.file.Files.exists(path)) {
                List<String> lines = java.nio.file.Files.readAllLines(path);
                if (lines.isEmpty() || !lines.get(0).equals(head))
                    throw new IllegalStateException(file + " is the journal of another question: " + (lines.isEmpty() ? "empty" : lines.get(0)));
                for (String l : lines.subList(1, lines.size())) {
                    String[] f = l.split(" ");
                    if (f.length != 4 || !f[0].equals("task") || !f[2].equals("nodes")) continue;   // a line cut by a kill
                    if (done.add(Integer.parseInt(f[1]))) nodes += Long.parseLong(f[3]);
                }
            } else {
                java.nio.file.Files.write(path, List.of(head));
            }
            loadedNodes = nodes;
            refuted = done.size();
        }

        synchronized void refuted(int task, long taskNodes, long t0) {
            try {
                java.nio.file.Files.write(path, List.of("task " + task + " nodes " + taskNodes),
                        java.nio.file.StandardOpenOption.APPEND);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            refuted++;
            nodes += taskNodes;
            if (System.nanoTime() - lastReport > 600e9 || refuted == total) {
                lastReport = System.nanoTime();
                System.out.printf("  %d of %d tasks refuted, %d nodes, %.0f s this run%n", refuted, total, nodes,
                        (System.nanoTime() - t0) / 1e9);
            }
        }
    }

    static void collect(Result res, Search s) {
        res.exceeded |= s.exceeded;
        res.placements.addAll(s.placements);
        if (s.best > res.best) { res.best = s.best; res.leaf = s.leafWhBl; }
    }

    // ------------------------------------------------------------------ independent checks and symmetry classes

    /** Checks a placement from coordinates only: sizes, disjointness, and no white queen attacking a black one. */
    static String check(int n, boolean torus, long[] white, long[] black, int m) {
        int[] w = members(white), b = members(black);
        if (w.length != m || b.length != m) return "sizes " + w.length + "/" + b.length + " != " + m;
        for (int x : w) {
            if (x >= n * n) return "off board";
            for (int y : b) {
                if (x == y) return "cell used twice";
                int r1 = x / n, c1 = x % n, r2 = y / n, c2 = y % n;
                boolean diag = torus ? Math.floorMod(r1 - c1 - r2 + c2, n) == 0 : r1 - c1 == r2 - c2;
                boolean anti = torus ? Math.floorMod(r1 + c1 - r2 - c2, n) == 0 : r1 + c1 == r2 + c2;
                if (r1 == r2 || c1 == c2 || diag || anti)
                    return "white (" + r1 + "," + c1 + ") attacks black (" + r2 + "," + c2 + ")";
            }
        }
        return null;
    }

    static final String[] GROUPS = {"identity", "colour swap", "8 square symmetries", "16 = 8 square symmetries x colour swap"};

    static int mapCell(int n, int t, int x) {
        int r = x / n, c = x % n, rr, cc;
        switch (t) {
            case 0: rr = r; cc = c; break;
            case 1: rr = c; cc = n - 1 - r; break;
            case 2: rr = n - 1 - r; cc = n - 1 - c; break;
            case 3: rr = n - 1 - c; cc = r; break;
            case 4: rr = r; cc = n - 1 - c; break;
            case 5: rr = n - 1 - r; cc = c; break;
            case 6: rr = c; cc = r; break;
            default: rr = n - 1 - c; cc = n - 1 - r; break;
        }
        return rr * n + cc;
    }

    static long[] image(int n, int words, long[] a, int t) {
        long[] r = new long[words];
        for (int x : members(a)) set(r, mapCell(n, t, x));
        return r;
    }

    /** Key of a placement: a string of n^2 characters '.', 'w', 'b'. */
    static String key(int n, long[] w, long[] b, int t, boolean swap) {
        char[] g = new char[n * n];
        Arrays.fill(g, '.');
        for (int x : members(w)) g[mapCell(n, t, x)] = swap ? 'b' : 'w';
        for (int x : members(b)) g[mapCell(n, t, x)] = swap ? 'w' : 'b';
        return new String(g);
    }

    /** Number of classes under group g (index into GROUPS): distinct least images. */
    static int classes(int n, List<long[][]> ps, int g) {
        Set<String> canon = new HashSet<>();
        for (long[][] p : ps) {
            String least = null;
            for (int t = 0; t < (g >= 2 ? 8 : 1); t++)
                for (int s = 0; s < (g % 2 == 1 ? 2 : 1); s++) {
                    String k = key(n, p[0], p[1], t, s == 1);
                    if (least == null || k.compareTo(least) < 0) least = k;
                }
            canon.add(least);
        }
        return canon.size();
    }

    // ------------------------------------------------------------------ modes

    static final class CountOut {
        int m;
        long count, found;
        boolean brute;
        int[] classes = new int[4];
        long nodes;
        double seconds;
        String error;
    }

    /** count mode: every placement of m of each colour (none of m + 1 by the search), and classes. */
    static CountOut count(int n, boolean torus, int m) throws Exception {
        CountOut out = new CountOut();
        out.m = m;
        List<long[][]> all = new ArrayList<>();
        Board bd = new Board(Math.max(n, 1), torus);
        if (n == 1) {
            if (m != 0) out.error = "n = 1 has only m = 0";
            all.add(new long[][] {new long[1], new long[1]});
        } else {
            Result r = run(bd, m, true);
            out.nodes = r.nodes;
            out.seconds = r.seconds;
            if (r.exceeded) out.error = "a colouring with more than " + m + " of each colour exists";
            out.found = r.placements.size();
            if (!FLIPS)
                for (long[][] p : r.placements) {
                    all.add(p);
                    if (meets(p[1], bd.lines[0])) all.add(new long[][] {p[1], p[0]});   // swapped: white queen on R0
                }
            else {   // every class under the 16 maps has a representative found: the set is the union of their orbits
                Map<String, long[][]> orbit = new LinkedHashMap<>();
                for (long[][] p : r.placements)
                    for (int t = 0; t < 8; t++)
                        for (int sw = 0; sw < 2; sw++) {
                            long[][] q = {image(n, bd.words, p[sw], t), image(n, bd.words, p[1 - sw], t)};
                            orbit.putIfAbsent(key(n, q[0], q[1], 0, false), q);
                        }
                all.addAll(orbit.values());
            }
        }
        Set<String> distinct = new HashSet<>();
        for (long[][] p : all) {
            String c = check(n, torus, p[0], p[1], m);
            if (c != null) { out.error = "bad placement: " + c; break; }
            distinct.add(key(n, p[0], p[1], 0, false));
        }
        if (distinct.size() != all.size()) out.error = "duplicate placements";
        if (all.isEmpty()) out.error = "no placement of " + m;
        out.count = all.size();
        for (int g = 0; g < 4; g++) out.classes[g] = classes(n, all, g);
        return out;
    }

    /** Brute force for n <= 8 (n^2 <= 64 bits in one long): every white set; black = m of the unattacked cells. */
    static CountOut brute(int n, boolean torus) {
        long t0 = System.nanoTime();
        int cells = n * n;
        long[] attack = new long[cells];     // cells sharing a row, column, diagonal or anti-diagonal (incl. itself)
        for (int x = 0; x < cells; x++)
            for (int y = 0; y < cells; y++) {
                int r1 = x / n, c1 = x % n, r2 = y / n, c2 = y % n;
                boolean same = r1 == r2 || c1 == c2
                        || (torus ? (r1 - c1 - r2 + c2 + 4 * n) % n == 0 : r1 - c1 == r2 - c2)
                        || (torus ? (r1 + c1 - r2 - c2 + 4 * n) % n == 0 : r1 + c1 == r2 + c2);
                if (same) attack[x] |= 1L << y;
            }
        long all = cells == 64 ? -1L : (1L << cells) - 1;
        int[] best = {0};
        bruteMax(attack, cells, all, 0, 0L, 0L, best);
        int m = best[0];
        List<long[][]> ps = new ArrayList<>();
        bruteList(attack, cells, all, 0, 0L, 0L, m, ps);
        CountOut out = new CountOut();
        out.brute = true;
        out.m = m;
        out.count = ps.size();
        for (int g = 0; g < 4; g++) out.classes[g] = classes(n, ps, g);
        out.seconds = (System.nanoTime() - t0) / 1e9;
        return out;
    }

    static void bruteMax(long[] attack, int cells, long all, int x, long w, long att, int[] best) {
        if (Long.bitCount(all & ~att) <= best[0]) return;     // the unattacked cells only shrink: no improvement
        if (x == cells) {
            int v = Math.min(Long.bitCount(w), Long.bitCount(all & ~att));
            if (v > best[0]) best[0] = v;
            return;
        }
        bruteMax(attack, cells, all, x + 1, w, att, best);
        bruteMax(attack, cells, all, x + 1, w | 1L << x, att | attack[x], best);
    }

    static void bruteList(long[] attack, int cells, long all, int x, long w, long att, int m, List<long[][]> ps) {
        if (Long.bitCount(w) > m || Long.bitCount(all & ~att) < m) return;   // both only get worse
        if (x == cells) {
            if (Long.bitCount(w) != m) return;
            long free = all & ~att;
            List<Long> blacks = new ArrayList<>();
            chooseBits(free, m, 0L, blacks);
            for (long b : blacks) ps.add(new long[][] {{w}, {b}});
            return;
        }
        bruteList(attack, cells, all, x + 1, w, att, m, ps);
        bruteList(attack, cells, all, x + 1, w | 1L << x, att | attack[x], m, ps);
    }

    static void chooseBits(long free, int need, long cur, List<Long> out) {
        if (need == 0) { out.add(cur); return; }
        if (Long.bitCount(free) < need) return;
        long low = free & -free;
        chooseBits(free & ~low, need - 1, cur | low, out);
        chooseBits(free & ~low, need, cur, out);
    }

    /** max with a lower bound: find a placement of lb (checked), then refute lb + 1. */
    static boolean maxLb(int n, boolean torus, int lb, boolean quiet) throws Exception {
        String name = (torus ? "torus " : "board ") + n + "x" + n;
        if (n == 1) {
            System.out.println(name + ": one cell holds one queen, so m = 0" + (lb == 0 ? " AGREE" : " DISAGREE"));
            return lb == 0;
        }
        Board bd = new Board(n, torus);
        boolean ok = true;
        if (lb > 0 && WITNESS) {
            Result w = run(bd, lb, false);
            long[] white = new long[bd.words], black = new long[bd.words];
            String c;
            if (w.best < lb) c = "no placement of " + lb + " found";
            else {
                int[] wc = members(w.leaf[0]), bc = members(w.leaf[1]);
                for (int i = 0; i < lb; i++) { set(white, wc[i]); set(black, bc[i]); }
                c = check(n, torus, white, black, lb);
            }
            System.out.printf("%s: placement of %d: %s (nodes %d, %.1f s)%n", name, lb, c == null ? "found, checked" : "FAILED " + c,
                    w.nodes, w.seconds);
            if (c == null && !quiet) System.out.println("  " + show(n, white, black));
            ok = c == null;
        }
        Result r = run(bd, lb + 1, false);
        boolean refuted = r.best < 0;
        System.out.printf("%s: %d of each colour: %s (nodes %d = %d above the split + %d tasks below, %.1f s, %d threads)%n",
                name, lb + 1, refuted ? "impossible" : "POSSIBLE", r.nodes, r.splitNodes, r.tasks, r.seconds, threads);
        return ok && refuted;
    }

    static String show(int n, long[] w, long[] b) {
        StringBuilder sb = new StringBuilder("white");
        for (int x : members(w)) sb.append(" (").append(x / n + 1).append(',').append(x % n + 1).append(')');
        sb.append("  black");
        for (int x : members(b)) sb.append(" (").append(x / n + 1).append(',').append(x % n + 1).append(')');
        return sb.toString();
    }

    /** max without a bound: branch and bound with an incumbent, one thread, exhaustive (so it proves the max). */
    static int maxBB(int n, boolean torus) {
        if (n == 1) return 0;
        Board bd = new Board(n, torus);
        long t0 = System.nanoTime();
        Search s = new Search(bd, 1, false, true, null);
        Node r = root(bd, false);
        s.node(r.wh(), r.bl(), r.wLines(), 0);
        int m = Math.max(0, s.best);
        String c = "";
        if (m > 0) {
            long[] white = new long[bd.words], black = new long[bd.words];
            int[] wc = members(s.leafWhBl[0]), bc = members(s.leafWhBl[1]);
            for (int i = 0; i < m; i++) { set(white, wc[i]); set(black, bc[i]); }
            String e = check(n, torus, white, black, m);
            c = e == null ? "placement checked: " + show(n, white, black) : "PLACEMENT FAILED: " + e;
        }
        System.out.printf("%s: max %d (branch and bound, nodes %d, %.1f s) %s%n", bd.name(), m, s.nodes,
                (System.nanoTime() - t0) / 1e9, c);
        return m;
    }

    static void printCount(String name, CountOut c) {
        System.out.printf("%s: m = %d: %d placements; classes: identity %d, colour swap %d, 8 symmetries %d, 16 (8 x swap) %d"
                        + " (%s)%s%n", name, c.m, c.count, c.classes[0], c.classes[1], c.classes[2], c.classes[3],
                c.brute ? String.format("%.1f s", c.seconds) : String.format("nodes %d, %.1f s, %d listed by the search%s", c.nodes,
                        c.seconds, c.found, FLIPS ? ", closed under the 16 maps" : ""),
                c.error == null ? "" : "  ERROR: " + c.error);
    }

    static final int[] A250000 = {0, 0, 1, 2, 4, 5, 7, 9, 12, 14, 17, 21, 24, 28, 32};
    static final int[] A279405 = {0, 0, 0, 2, 2, 4, 4, 8, 7, 12, 10, 18};
    static final int[] A260680 = {1, 1, 1, 10, 3, 35, 19, 71, 18, 380};

    public static void main(String[] args) throws Exception {
        List<String> a = new ArrayList<>(Arrays.asList(args));
        Integer lb = null, m = null, t = null, sample = null;
        int upto = Integer.MAX_VALUE;      // published: the largest n asked of each sequence
        for (int i = 0; i < a.size(); i++) {
            String o = a.get(i);
            if (o.startsWith("--")) {
                if (o.equals("--journal")) { JOURNAL = a.get(i + 1); a.remove(i + 1); a.remove(i); i--; continue; }
                int v = Integer.parseInt(a.get(i + 1));
                switch (o) {
                    case "--lb": lb = v; break;
                    case "--m": m = v; break;
                    case "--t": t = v; break;
                    case "--threads": threads = v; break;
                    case "--split": split = v; break;
                    case "--sample": sample = v; break;
                    case "--flips": FLIPS = v != 0; break;
                    case "--canon": CANON = v != 0; break;
                    case "--witness": WITNESS = v != 0; break;
                    case "--upto": upto = v; break;
                    default: throw new IllegalArgumentException(o);
                }
                a.remove(i + 1);
                a.remove(i);
                i--;
            }
        }
        boolean torus = a.contains("torus");
        String mode = a.get(0);
        long t0 = System.nanoTime();
        switch (mode) {
            case "brute": {
                int n = Integer.parseInt(a.get(1));
                CountOut b = brute(n, torus);
                String name = (torus ? "torus " : "board ") + n + "x" + n;
                printCount(name + " brute force", b);
                CountOut s = count(n, torus, b.m);
                printCount(name + " search     ", s);
                boolean same = s.error == null && s.m == b.m && s.count == b.count && Arrays.equals(s.classes, b.classes);
                System.out.println(name + ": " + (same ? "AGREE" : "DISAGREE"));
                break;
            }
            case "max": {
                int n = Integer.parseInt(a.get(1));
                if (lb == null) maxBB(n, torus);
                else System.out.println(maxLb(n, torus, lb, false) ? "max = " + lb + " proven" : "NOT PROVEN");
                break;
            }
            case "count": {
                int n = Integer.parseInt(a.get(1));
                CountOut c = count(n, torus, m);
                printCount((torus ? "torus " : "board ") + n + "x" + n, c);
                break;
            }
            case "estimate": {
                int n = Integer.parseInt(a.get(1));
                estimate(new Board(n, torus), t, sample);
                break;
            }
            case "checkfile": {      // a Polyboard result file: {"params":{"n":N,"torus":..}, "solutions":[{"white":[[r,c],..],"black":..}]}
                String text = new String(java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(a.get(1))));
                java.util.regex.Matcher mn = java.util.regex.Pattern.compile("\"n\"\\s*:\\s*(\\d+)").matcher(text);
                mn.find();
                int n = Integer.parseInt(mn.group(1));
                boolean tor = text.matches("(?s).*\"torus\"\\s*:\\s*true.*");
                long[][] wb = new long[2][(n * n + 63) / 64];
                int[] sizes = new int[2];
                for (int k = 0; k < 2; k++) {
                    java.util.regex.Matcher ml = java.util.regex.Pattern.compile("\"" + (k == 0 ? "white" : "black")
                            + "\"\\s*:\\s*\\[(.*?)\\]\\]").matcher(text);
                    ml.find();
                    java.util.regex.Matcher mc = java.util.regex.Pattern.compile("(\\d+)\\s*,\\s*(\\d+)").matcher(ml.group(1));
                    while (mc.find()) {
                        int x = (Integer.parseInt(mc.group(1)) - 1) * n + Integer.parseInt(mc.group(2)) - 1;
                        if (get(wb[k], x)) throw new IllegalStateException("cell listed twice");
                        set(wb[k], x);
                        sizes[k]++;
                    }
                }
                String c = check(n, tor, wb[0], wb[1], sizes[0]);
                System.out.println(a.get(1) + ": " + (tor ? "torus " : "board ") + n + "x" + n + ", " + sizes[0] + " white, "
                        + sizes[1] + " black: " + (c == null ? "valid" : "INVALID: " + c));
                break;
            }
            case "published": {
                int bad = 0;
                for (int n = 1; n <= Math.min(upto, A279405.length); n++) {
                    boolean ok = maxLb(n, true, A279405[n - 1], true);
                    System.out.println("A279405(" + n + ") = " + A279405[n - 1] + ": " + (ok ? "AGREE" : "DISAGREE"));
                    if (!ok) bad++;
                }
                for (int n = 1; n <= Math.min(upto, A260680.length); n++) {
                    CountOut c = count(n, false, A250000[n - 1]);
                    printCount("board " + n + "x" + n, c);
                    boolean ok = c.error == null && c.classes[3] == A260680[n - 1];
                    System.out.println("A260680(" + n + ") = " + A260680[n - 1] + " (and A250000(" + n + ") = " + A250000[n - 1]
                            + "): " + (ok ? "AGREE" : "DISAGREE"));
                    if (!ok) bad++;
                }
                for (int n = 1; n <= Math.min(upto, A250000.length); n++) {
                    long s0 = System.nanoTime();
                    boolean ok = maxLb(n, false, A250000[n - 1], true);
                    System.out.println("A250000(" + n + ") = " + A250000[n - 1] + ": " + (ok ? "AGREE" : "DISAGREE"));
                    if (!ok) bad++;
                    if ((System.nanoTime() - s0) / 1e9 > 60) { System.out.println("(stopping A250000 here: the last term took over 60 s)"); break; }
                }
                System.out.println(bad == 0 ? "published: all AGREE" : "published: " + bad + " DISAGREE");
                break;
            }
            default:
                throw new IllegalArgumentException(mode);
        }
        System.out.printf("total %.1f s%n", (System.nanoTime() - t0) / 1e9);
    }

    /** Times `sample` tasks of the split, spread evenly over the task list, and extrapolates. */
    static void estimate(Board bd, int target, int sample) throws Exception {
        Search top = new Search(bd, target, false, false, null);
        top.splitDepth = split;
        top.tasks = new ArrayList<>();
        Node r = root(bd, false);
        top.node(r.wh(), r.bl(), r.wLines(), 0);
        int nt = top.tasks.size();
        System.out.printf("%s target %d: split at depth %d: %d tasks, %d nodes above%n", bd.name(), target, split, nt, top.nodes);
        long nodes = 0;
        double secs = 0;
        int done = 0;
        for (int i = 0; i < sample && nt > 0; i++) {
            int idx = (int) ((long) i * nt / sample);
            Node task = top.tasks.get(idx);
            Search s = new Search(bd, target, false, false, null);
            long s0 = System.nanoTime();
            s.node(task.wh(), task.bl(), task.wLines(), 0);
            double sec = (System.nanoTime() - s0) / 1e9;
            nodes += s.nodes;
            secs += sec;
            done++;
            System.out.printf("  task %d: nodes %d, %.2f s, %s%n", idx, s.nodes, sec, s.best >= 0 ? "REACHED TARGET" : "refuted");
        }
        System.out.printf("sampled %d tasks: mean %.0f nodes, %.2f s per task; estimate %.3g nodes, %.3g s on one core%n", done,
                (double) nodes / done, secs / done, (double) nodes / done * nt, secs / done * nt);
    }
}
