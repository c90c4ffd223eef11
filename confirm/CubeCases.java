/*
 * CubeCases: an independent second route for bounds on OEIS A068940, the most
 * mutually non-attacking queens on the n x n x n cube.  Single file, Java 17,
 * no dependencies: past 800 lines on purpose, since a second route is read and
 * compiled alone (javac, no build) and carries its own brute-force checks.
 *
 * MODEL.  Cells are (x,y,z) in {0..n-1}^3.  A queen moves along the 13 line
 * directions of {-1,0,1}^3 \ {0} up to sign, so two distinct cells attack iff
 * their nonzero coordinate differences all have the same absolute value.
 * An axis plane (x=c, y=c or z=c) is an n x n board; the 3D lines lying inside
 * it are its rows, columns and two diagonals, so on one plane the attack
 * relation is exactly the 2D queen graph.  The depth of plane c is
 * min(c, n-1-c).
 *
 * CASE ARGUMENT.  Let Q be a placement of t queens.  Let k be the most queens
 * on any axis plane (all three axes) and p the greatest depth of an axis plane
 * holding k.  Then no plane deeper than p holds k, so every plane holds <= k
 * and every plane deeper than p holds <= k-1.  The 48 cube symmetries (axis
 * permutations with reflections c -> n-1-c) preserve the attack relation
 * (they permute coordinate differences and change their signs) and map axis
 * planes to axis planes of the same depth, so these plane-count conditions are
 * invariant.  Take a symmetry moving the chosen plane to y = p (permute its
 * axis onto y, then reflect y if it was at n-1-p); then one of the 8 symmetries
 * of the square (x,z) (swap x,z and/or reflect x and/or z; these are cube
 * symmetries fixing every y-plane) makes the plane's queen set the least of
 * its 8 images, least in the lexicographic order of the sorted cell indices
 * x*n+z.  Hence every placement has an image in a CASE (k,p,S): plane y=p
 * holds exactly the canonical k-set S of 2D non-attacking queens, every axis
 * plane holds <= k, every axis plane deeper than p holds <= k-1.  Conversely a
 * placement satisfying these conditions has max plane count k and p as its
 * greatest k-depth, so it lies in exactly one case (S is read off y=p).
 * The caps of the n planes of one axis bound the total, so a case whose cap
 * sum is below t is dropped (this also forces k >= ceil(t/n)).  The program
 * enumerates all k = 1..n, p = 0..floor((n-1)/2), and canonical S; for t >=
 * 134 on 12^3 only k = 12 survives, i.e. the 1787 classes of 12-queens.
 * The mode `check` verifies the argument by brute force for small n.
 *
 * BOUND.  In a search node each axis plane holds c queens already and a set A
 * of still available cells (not attacked, not excluded).  Its final count is
 * at most min(cap, c + MIS(A)), MIS(A) the exact maximum of 2D non-attacking
 * queens on A, computed up to a needed limit by a bitwise branch and bound
 * that only looks for placements larger than a proven incumbent.  Beating the
 * incumbent takes `need` more queens, one per row and per column.  It branches
 * on the open row with the fewest free cells (each cell, then "skip the row"
 * unless every open row is needed), or, when exactly `need` columns still hold
 * a free cell (so every improving completion puts a queen in each of them), on
 * the column with the fewest free cells (each cell, no "empty" branch) if that
 * gives fewer children; the per-column counts come from adding the rows' free
 * masks bit-sliced.  The incumbent comes from KEPT PLACEMENTS: each of the 3n
 * planes keeps in a small ring the last placements the exact search found on
 * it, as cell bit masks.  The cells of a kept placement that are still in A
 * are non-attacking queens on A (a subset of a valid placement is valid), so
 * their number is a proven lower bound on MIS(A): when it reaches the limit
 * no search runs; else the best such subset, extended greedily by free cells
 * of its unused rows, is the incumbent.  Kept placements are tested against
 * the current A at every use, so they stay proofs after backtracking and
 * across cases.  Because cells only disappear (and a queen added to a plane
 * was one of its available cells), c + MIS(A) never grows along a path, so
 * the value is cached per plane and recomputed only for planes whose cells
 * changed, with the old value as limit.  For each of the three axes the sum
 * over its n planes must reach t; an axis is first summed with the cached
 * values (valid upper bounds) and its changed planes are recomputed only while
 * the sum still reaches t, so a node is pruned iff an exact sum is below t.  A
 * direct-mapped memo keyed by the whole plane content keeps, per content, the
 * exact MIS or a proven lower bound on it (a lower bound also serves as the
 * incumbent).  All of this only changes how fast the exact value is found.
 *
 * SEARCH.  State: for every axis plane a row-bitmask board (plane of axis a
 * has rows indexed by coordinate a+1 and bits by coordinate a+2, mod 3, so the
 * rows of the planes of the three axes are exactly all 3n^2 axis lines), the
 * per-plane counts and cached bounds, copied level to level (no allocation
 * in the search; count mode allocates only per placement found); the kept
 * placements and the memo are per worker, outside the levels, since they are
 * re-checked against the current plane content before any use.  A queen
 * clears, in its own planes, its 2D queen moves, and in a plane at distance d
 * along an axis the <= 9 cells at offsets {-d,0,d}^2; a plane reaching its
 * cap is cleared.  Branching: the axis line with the
 * fewest available cells; children are "queen on cell v" for each available v
 * and "line empty" (its cells excluded).  The children partition the
 * completions (a completion has on that line exactly one of the available
 * cells, or none), so every placement of the case is reached exactly once; a
 * node with t queens is a placement (all other lines empty).  Cases run in
 * parallel over --threads workers, each with its own state.
 *
 * MODES.
 *   refute N T [--threads K] [--journal FILE] [--sample M]
 *       searches every case for a completion to T queens.  Prints
 *       "n=N t=T: impossible (C cases, K nodes)" and exits 0, or prints a
 *       placement (verified by coordinates) and exits 1.  The journal records
 *       finished cases under a header with n, t and a hash of the case list;
 *       a resume skips journaled cases and refuses a mismatching header.
 *       --sample M runs every M-th case only (a sample proves nothing; its
 *       journal header carries sample=M, so it never mixes with a full run).
 *   count N T [--threads K]
 *       counts all placements of exactly T queens: each placement Q found in
 *       its case gets weight 48/d, d = number of the 48 symmetries g with g(Q)
 *       in a case; the found members of one orbit then sum to the orbit size.
 *       Compared with the published A375103 when T = A068940(N).
 *   check
 *       naive brute force (line by line, attack counters, no cases) for
 *       n <= 5: maxima and counts vs published values and vs the case search;
 *       symmetry group preserves attacks; exact 2D MIS vs exhaustive search;
 *       every maximum placement (and for n <= 4 every placement of a(n)-1)
 *       has an image in a listed case; 12-queens class count.  Prints
 *       "check: all AGREE" or "check: DISAGREE ..." (exit 1).
 */

import java.io.BufferedReader;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

public final class CubeCases {

    static final int[] A068940 = {0, 1, 1, 4, 7, 13, 21, 32, 48, 67, 91};
    static final long[] A375103 = {0, 1, 8, 16, 1344, 1056, 912, 96};
    static final int MAXN = 13;

    // ------------------------------------------------------------------ geometry

    static boolean attacks(int[] a, int[] b) {
        int m = 0;
        for (int i = 0; i < 3; i++) {
            int d = Math.abs(a[i] - b[i]);
            if (d != 0) {
                if (m == 0) m = d;
                else if (m != d) return false;
            }
        }
        return m != 0;
    }

    static final int[][] PERMS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    /** cube symmetry g in 0..47: out[i] = c[perm[i]], reflected where flip bit i is set. */
    static void applySym(int g, int n, int[] c, int[] out) {
        int[] pm = PERMS[g >> 3];
        int f = g & 7;
        for (int i = 0; i < 3; i++) {
            int v = c[pm[i]];
            out[i] = ((f >> i) & 1) != 0 ? n - 1 - v : v;
        }
    }

    /** square symmetry s in 0..7 on (x,z): bit2 swap, bit0 reflect first, bit1 reflect second. */
    static int d4(int s, int n, int cell) {
        int x = cell / n, z = cell % n;
        if ((s & 4) != 0) { int t = x; x = z; z = t; }
        if ((s & 1) != 0) x = n - 1 - x;
        if ((s & 2) != 0) z = n - 1 - z;
        return x * n + z;
    }

    static int depth(int n, int c) { return Math.min(c, n - 1 - c); }

    static int cmpLex(int[] a, int[] b) {
        for (int i = 0; i < a.length; i++) if (a[i] != b[i]) return Integer.compare(a[i], b[i]);
        return 0;
    }

    /** sorted cell list s (cells x*n+z) is canonical: least of its 8 square images. */
    static boolean isCanonical(int n, int[] s, int[] tmp) {
        for (int g = 1; g < 8; g++) {
            for (int i = 0; i < s.length; i++) tmp[i] = d4(g, n, s[i]);
            Arrays.sort(tmp, 0, s.length);
            for (int i = 0; i < s.length; i++) {
                if (tmp[i] != s[i]) {
                    if (tmp[i] < s[i]) return false;
                    break;
                }
            }
        }
        return true;
    }

    // ------------------------------------------------------------------ cases

    record Case(int k, int p, int[] s) {}

    static int capSum(int n, int k, int p) {
        int s = 0;
        for (int c = 0; c < n; c++) s += depth(n, c) <= p ? k : k - 1;
        return s;
    }

    /** all k-sets of 2D non-attacking queens on n x n (cells x*n+z, sorted); canonical only if asked. */
    static List<int[]> queenSets(int n, int k, boolean canonicalOnly) {
        List<int[]> out = new ArrayList<>();
        int[] cur = new int[k];
        int[] tmp = new int[Math.max(k, 1)];
        if (k == 0) { out.add(new int[0]); return out; }
        qsDfs(n, k, 0, 0, 0, 0L, 0L, cur, tmp, out, canonicalOnly);
        return out;
    }

    private static void qsDfs(int n, int k, int x, int got, int cols, long d1, long d2,
                              int[] cur, int[] tmp, List<int[]> out, boolean canon) {
        if (got == k) {
            if (!canon || isCanonical(n, cur, tmp)) out.add(cur.clone());
            return;
        }
        if (n - x < k - got) return;
        for (int z = 0; z < n; z++) {
            if ((cols >> z & 1) != 0 || (d1 >> (z - x + n - 1) & 1) != 0 || (d2 >> (x + z) & 1) != 0) continue;
            cur[got] = x * n + z;
            qsDfs(n, k, x + 1, got + 1, cols | 1 << z, d1 | 1L << (z - x + n - 1), d2 | 1L << (x + z), cur, tmp, out, canon);
        }
        qsDfs(n, k, x + 1, got, cols, d1, d2, cur, tmp, out, canon);
    }

    static List<Case> buildCases(int n, int t) {
        List<Case> cases = new ArrayList<>();
        for (int k = 1; k <= n; k++) {
            List<int[]> sets = null;
            for (int p = 0; p <= (n - 1) / 2; p++) {
                if (capSum(n, k, p) < t) continue;
                if (sets == null) sets = queenSets(n, k, true);
                for (int[] s : sets) cases.add(new Case(k, p, s));
            }
        }
        return cases;
    }

    static long caseHash(int n, int t, List<Case> cases) {
        long h = 0xcbf29ce484222325L;
        long[] vals = {n, t, cases.size()};
        for (long v : vals) { h ^= v; h *= 0x100000001b3L; }
        for (Case c : cases) {
            h ^= c.k; h *= 0x100000001b3L;
            h ^= c.p; h *= 0x100000001b3L;
            for (int v : c.s) { h ^= v; h *= 0x100000001b3L; }
            h ^= 0xff; h *= 0x100000001b3L;
        }
        return h;
    }

    // ------------------------------------------------------------------ searcher

    static final class Searcher {
        final int n, P, T, full, levels;
        final boolean counting;
        final AtomicBoolean stop;
        final int[] inPlane;   // [(u*n+v)*n + r] 2D queen moves of (u,v) incl. itself, row r
        final int[] mask3;     // [v*n+d] bits v-d, v, v+d inside the board
        final int[][] rows;    // [level][plane*n + r]
        final int[][] cnt;     // [level][plane]
        final int[][] ub;      // [level][plane]
        final long[] dirty;    // [level] planes changed since ub computed
        final int[] placed;    // [level]
        final int[] qs;        // queen stack, cell ids (x*n+y)*n+z
        final int[] cap;
        int caseK, caseP;
        int[] caseS;
        long nodes;
        int[] foundQueens;
        final long[] tally = new long[49];
        // mis scratch
        final int[] mb;
        int misBest, misTarget;
        // path[i]: cell r*n+v of the i-th queen on the current 2D search path; bestPath holds
        // the misLen cells of the best placement found by this search (misLen 0: none found yet)
        final int[] path, bestPath;
        int misLen;
        // kept placements: per plane a ring of KEEP placements of 2D queens found on it, packed
        // like the plane content (bit r*n+v of three words); keepN is the size, 0 for an empty slot
        static final int KEEP = 32;
        final long[] keep0, keep1, keep2;
        final int[] keepN, keepPos;
        static final int MEMO_BITS = 20;
        final long[] memoK0 = new long[1 << MEMO_BITS], memoK1 = new long[1 << MEMO_BITS], memoK2 = new long[1 << MEMO_BITS];
        final byte[] memoV = new byte[1 << MEMO_BITS];
        final int[] tmpA = new int[3], tmpB = new int[3];
        int[] sTmp, sTmp2;

        Searcher(int n, int t, boolean counting, AtomicBoolean stop) {
            if (n < 1 || n > MAXN) throw new IllegalArgumentException("n must be 1.." + MAXN);
            this.n = n; this.T = t; this.counting = counting; this.stop = stop;
            P = 3 * n; full = (1 << n) - 1;
            levels = 3 * n * n + 3;
            rows = new int[levels][P * n];
            cnt = new int[levels][P];
            ub = new int[levels][P];
            dirty = new long[levels];
            placed = new int[levels];
            qs = new int[n * n * n + 1];
            cap = new int[P];
            mb = new int[n];
            path = new int[n]; bestPath = new int[n];
            keep0 = new long[P * KEEP]; keep1 = new long[P * KEEP]; keep2 = new long[P * KEEP];
            keepN = new int[P * KEEP]; keepPos = new int[P];
            sTmp = new int[n * n]; sTmp2 = new int[n * n];
            inPlane = new int[n * n * n];
            for (int u = 0; u < n; u++) for (int v = 0; v < n; v++)
                for (int r = 0; r < n; r++) {
                    int m = 0;
                    for (int w = 0; w < n; w++) {
                        int du = Math.abs(r - u), dv = Math.abs(w - v);
                        if (du == 0 || dv == 0 || du == dv) m |= 1 << w;
                    }
                    inPlane[(u * n + v) * n + r] = m;
                }
            mask3 = new int[n * n];
            for (int v = 0; v < n; v++) for (int d = 1; d < n; d++) {
                int m = 1 << v;
                if (v - d >= 0) m |= 1 << (v - d);
                if (v + d < n) m |= 1 << (v + d);
                mask3[v * n + d] = m;
            }
        }

        /** sets up level 0 for a case; false if the case is empty at once. */
        boolean initCase(Case cs) {
            caseK = cs.k; caseP = cs.p; caseS = cs.s;
            int[] R = rows[0], C = cnt[0], U = ub[0];
            Arrays.fill(R, full);
            Arrays.fill(C, 0);
            for (int a = 0; a < 3; a++) for (int w = 0; w < n; w++)
                cap[a * n + w] = depth(n, w) <= cs.p ? cs.k : cs.k - 1;
            System.arraycopy(cap, 0, U, 0, P);
            dirty[0] = P == 64 ? -1L : (1L << P) - 1;
            placed[0] = 0;
            for (int pl = 0; pl < P; pl++) if (cap[pl] <= 0) clearPlane(0, pl);
            for (int cell : cs.s) {
                int x = cell / n, z = cell % n, y = cs.p;
                // y-plane (axis 1): rows = z, bits = x
                if ((R[(n + y) * n + z] >> x & 1) == 0) return false;
                place(0, x, y, z);
            }
            return true;
        }

        void copy(int from, int to) {
            System.arraycopy(rows[from], 0, rows[to], 0, P * n);
            System.arraycopy(cnt[from], 0, cnt[to], 0, P);
            System.arraycopy(ub[from], 0, ub[to], 0, P);
            dirty[to] = dirty[from];
            placed[to] = placed[from];
        }

        void place(int L, int c0, int c1, int c2) {
            int[] R = rows[L];
            long dr = dirty[L];
            for (int a = 0; a < 3; a++) {
                int w0, u, v;
                if (a == 0) { w0 = c0; u = c1; v = c2; }
                else if (a == 1) { w0 = c1; u = c2; v = c0; }
                else { w0 = c2; u = c0; v = c1; }
                for (int w = 0; w < n; w++) {
                    int plane = a * n + w, base = plane * n;
                    boolean ch = false;
                    if (w == w0) {
                        int ip = (u * n + v) * n;
                        for (int r = 0; r < n; r++) {
                            int old = R[base + r], m = inPlane[ip + r];
                            if ((old & m) != 0) { R[base + r] = old & ~m; ch = true; }
                        }
                    } else {
                        int d = w > w0 ? w - w0 : w0 - w;
                        int m = mask3[v * n + d];
                        for (int r = u - d; r <= u + d; r += d) {
                            if (r < 0 || r >= n) continue;
                            int old = R[base + r];
                            if ((old & m) != 0) { R[base + r] = old & ~m; ch = true; }
                        }
                    }
                    if (ch) dr |= 1L << plane;
                }
            }
            dirty[L] = dr;
            qs[placed[L]++] = (c0 * n + c1) * n + c2;
            int[] C = cnt[L];
            int p0 = c0, p1 = n + c1, p2 = 2 * n + c2;
            C[p0]++; C[p1]++; C[p2]++;
            dirty[L] |= (1L << p0) | (1L << p1) | (1L << p2);
            if (C[p0] >= cap[p0]) clearPlane(L, p0);
            if (C[p1] >= cap[p1]) clearPlane(L, p1);
            if (C[p2] >= cap[p2]) clearPlane(L, p2);
        }

        void excludeCell(int L, int c0, int c1, int c2) {
            int[] R = rows[L];
            long dr = dirty[L];
            int i0 = c0 * n + c1, b0 = 1 << c2;          // axis 0: row c1, bit c2
            int i1 = (n + c1) * n + c2, b1 = 1 << c0;    // axis 1: row c2, bit c0
            int i2 = (2 * n + c2) * n + c0, b2 = 1 << c1; // axis 2: row c0, bit c1
            if ((R[i0] & b0) != 0) { R[i0] &= ~b0; dr |= 1L << c0; }
            if ((R[i1] & b1) != 0) { R[i1] &= ~b1; dr |= 1L << (n + c1); }
            if ((R[i2] & b2) != 0) { R[i2] &= ~b2; dr |= 1L << (2 * n + c2); }
            dirty[L] = dr;
        }

        /** excludes every available cell of row r of plane pl (one axis line). */
        void excludeRow(int L, int pl, int r) {
            int a = pl / n, w = pl % n;
            int bits = rows[L][pl * n + r];
            while (bits != 0) {
                int v = Integer.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (a == 0) excludeCell(L, w, r, v);
                else if (a == 1) excludeCell(L, v, w, r);
                else excludeCell(L, r, v, w);
            }
        }

        void clearPlane(int L, int pl) {
            for (int r = 0; r < n; r++) if (rows[L][pl * n + r] != 0) excludeRow(L, pl, r);
        }

        /** min(lim, exact max of 2D non-attacking queens on plane pl). */
        int mis(int[] R, int pl, int lim) {
            if (lim <= 0) return 0;
            int base = pl * n, k = 0, or = 0, mask = 0;
            long h0 = 0, h1 = 0, h2 = 0;
            for (int r = 0, bit = 0; r < n; r++, bit += n) {
                int b = R[base + r];
                mb[r] = b;
                if (b != 0) {
                    k++; or |= b; mask |= 1 << r;
                    long lb = b;
                    int word = bit >>> 6, off = bit & 63;
                    if (word == 0) { h0 |= lb << off; if (off + n > 64) h1 |= lb >>> (64 - off); }
                    else if (word == 1) { h1 |= lb << off; if (off + n > 64) h2 |= lb >>> (64 - off); }
                    else h2 |= lb << off;
                }
            }
            int m = Math.min(lim, Math.min(k, Integer.bitCount(or)));
            if (m <= 1) return m;
            // kept placements: the cells of one still available are 2D non-attacking queens on the
            // plane (a subset of a valid placement is valid), so their number is a proven lower
            // bound inc on MIS; scanned newest first, since recent ones fit best
            int inc = 0, incSlot = -1;
            for (int j = 0, b = pl * KEEP, i = keepPos[pl]; j < KEEP; j++) {
                i = i == 0 ? KEEP - 1 : i - 1;
                if (keepN[b + i] <= inc) continue;
                int on = Long.bitCount(keep0[b + i] & h0) + Long.bitCount(keep1[b + i] & h1) + Long.bitCount(keep2[b + i] & h2);
                if (on > inc) {
                    if (on >= m) return m;
                    inc = on; incSlot = b + i;
                }
            }
            misLen = 0;
            if (incSlot >= 0) {
                int g = extend(keep0[incSlot] & h0, keep1[incSlot] & h1, keep2[incSlot] & h2);
                if (g > inc) {
                    inc = g;
                    if (g >= m) { keepPlacement(pl); return m; }
                }
            }
            // memo: exact value, or a proven lower bound, per plane content
            long hh = (h0 * 0x9E3779B97F4A7C15L) ^ (h1 * 0xC2B2AE3D27D4EB4FL) ^ (h2 * 0x165667B19E3779F9L);
            int slot = (int) (hh >>> (64 - MEMO_BITS));
            boolean hit = memoK0[slot] == h0 && memoK1[slot] == h1 && memoK2[slot] == h2 && memoV[slot] != 0;
            if (hit) {
                int v = memoV[slot];
                if ((v & 0x80) != 0) return Math.min(m, v & 0x7f);
                if (v >= m) return m;
                if (v > inc) inc = v;
            }
            // the search only looks for placements larger than the proven incumbent inc,
            // so its end value max(inc, best found) is min(m, MIS) exactly
            misBest = inc; misTarget = m;
            misDfs(mask, 0, 0, 0L, 0L);
            memoK0[slot] = h0; memoK1[slot] = h1; memoK2[slot] = h2;
            memoV[slot] = (byte) (misBest < m ? 0x80 | misBest : m);
            if (misLen >= 2) keepPlacement(pl);
            return misBest;
        }

        /** the queens of the packed set (on mb) extended greedily row by row; when that adds a
         *  queen, bestPath/misLen hold the result, which is returned; else returns 0. */
        private int extend(long p0, long p1, long p2) {
            int g = 0, cols = 0, used = 0;
            long d1 = 0, d2 = 0;
            for (int w = 0; w < 3; w++) {
                long p = w == 0 ? p0 : w == 1 ? p1 : p2;
                while (p != 0) {
                    int c = (w << 6) + Long.numberOfTrailingZeros(p);
                    p &= p - 1;
                    int r = c / n, v = c - r * n;
                    bestPath[g++] = c;
                    used |= 1 << r; cols |= 1 << v;
                    d1 |= 1L << (v - r + n - 1); d2 |= 1L << (r + v);
                }
            }
            int g0 = g;
            for (int r = 0; r < n; r++) {
                if ((used >> r & 1) != 0) continue;
                int av = mb[r] & ~(cols | (int) (d1 >>> (n - 1 - r)) | (int) (d2 >>> r));
                if (av == 0) continue;
                int v = Integer.numberOfTrailingZeros(av);
                bestPath[g++] = r * n + v;
                cols |= 1 << v; d1 |= 1L << (v - r + n - 1); d2 |= 1L << (r + v);
            }
            if (g == g0) return 0;
            misLen = g;
            return g;
        }

        /** stores bestPath (misLen cells) in the ring of plane pl, over its oldest entry. */
        private void keepPlacement(int pl) {
            long p0 = 0, p1 = 0, p2 = 0;
            for (int i = 0; i < misLen; i++) {
                int c = bestPath[i];
                if (c < 64) p0 |= 1L << c;
                else if (c < 128) p1 |= 1L << (c - 64);
                else p2 |= 1L << (c - 128);
            }
            int i = pl * KEEP + keepPos[pl];
            keepPos[pl] = keepPos[pl] + 1 == KEEP ? 0 : keepPos[pl] + 1;
            keep0[i] = p0; keep1[i] = p1; keep2[i] = p2; keepN[i] = misLen;
        }

        /** rows still open in mask.  A completion beats misBest only with need = misBest+1-got more
         *  queens, one per row and per column; when exactly need columns still hold a free cell,
         *  every such completion uses each of them, so the column with the fewest free cells is
         *  branched on (each of its cells, no "empty" branch) if that gives fewer children than
         *  the open row with the fewest free cells (whose children add "skip row" unless every
         *  open row is needed too).  Column counts are the rows' free-cell masks added bit-sliced. */
        private void misDfs(int mask, int got, int cols, long d1, long d2) {
            if (got > misBest) {
                misBest = got; misLen = got;
                System.arraycopy(path, 0, bestPath, 0, got);
            }
            if (misBest >= misTarget) return;
            int rem = 0, orAv = 0, bestR = -1, bestC = Integer.MAX_VALUE, bestAv = 0;
            int ones = 0, twos = 0, fours = 0, eights = 0;
            for (int mm = mask; mm != 0; mm &= mm - 1) {
                int r = Integer.numberOfTrailingZeros(mm);
                int av = mb[r] & ~(cols | (int) (d1 >>> (n - 1 - r)) | (int) (d2 >>> r));
                if (av != 0) {
                    rem++; orAv |= av;
                    int c1 = ones & av; ones ^= av;
                    int c2 = twos & c1; twos ^= c1;
                    eights |= fours & c2; fours ^= c2;   // counts <= n <= 13 < 16
                    int pc = Integer.bitCount(av);
                    if (pc < bestC) { bestC = pc; bestR = r; bestAv = av; }
                } else {
                    mask &= ~(1 << r);
                }
            }
            int need = misBest + 1 - got, colsAv = Integer.bitCount(orAv);
            if (rem < need || colsAv < need) return;
            if (colsAv == need) {
                // least column count: keep the candidates with a 0 at each slice, high to low
                int cand = orAv, cc = 0;
                if ((cand & ~eights) != 0) cand &= ~eights; else cc += 8;
                if ((cand & ~fours) != 0) cand &= ~fours; else cc += 4;
                if ((cand & ~twos) != 0) cand &= ~twos; else cc += 2;
                if ((cand & ~ones) != 0) cand &= ~ones; else cc += 1;
                if (cc < (rem == need ? bestC : bestC + 1)) {
                    int v = Integer.numberOfTrailingZeros(cand), vb = 1 << v, ncols = cols | vb;
                    for (int mm = mask; mm != 0; mm &= mm - 1) {
                        int r = Integer.numberOfTrailingZeros(mm);
                        if ((mb[r] & vb) == 0 || (((int) (d1 >>> (n - 1 - r)) | (int) (d2 >>> r)) & vb) != 0) continue;
                        path[got] = r * n + v;
                        misDfs(mask & ~(1 << r), got + 1, ncols, d1 | 1L << (v - r + n - 1), d2 | 1L << (r + v));
                        if (misBest >= misTarget) return;
                    }
                    return;
                }
            }
            int r = bestR, next = mask & ~(1 << r), av = bestAv;
            while (av != 0) {
                int v = Integer.numberOfTrailingZeros(av);
                av &= av - 1;
                path[got] = r * n + v;
                misDfs(next, got + 1, cols | 1 << v, d1 | 1L << (v - r + n - 1), d2 | 1L << (r + v));
                if (misBest >= misTarget) return;
            }
            if (got + rem - 1 > misBest) misDfs(next, got, cols, d1, d2);
        }

        /** exact plane bound on all three axes, evaluated lazily: cached values are valid upper
         *  bounds, so an axis already short with them fails at once; otherwise its changed planes
         *  are recomputed one by one until it fails or is exact.  Prunes iff the exact sum < T. */
        boolean bound(int L) {
            int[] R = rows[L], C = cnt[L], U = ub[L];
            long dr = dirty[L];
            for (int a = 0; a < 3; a++) {
                int sum = 0;
                for (int w = 0; w < n; w++) sum += U[a * n + w];
                if (sum < T) { dirty[L] = dr; return false; }
                for (int w = 0; w < n; w++) {
                    int pl = a * n + w;
                    if ((dr >> pl & 1) == 0) continue;
                    int c = C[pl], old = U[pl];
                    U[pl] = c + mis(R, pl, Math.min(cap[pl] - c, old - c));
                    dr &= ~(1L << pl);
                    sum -= old - U[pl];
                    if (sum < T) { dirty[L] = dr; return false; }
                }
            }
            dirty[L] = dr;
            return true;
        }

        void dfs(int L) {
            nodes++;
            if (stop.get()) return;
            if (placed[L] == T) { found(L); return; }
            if (!bound(L)) return;
            int[] R = rows[L];
            int best = Integer.MAX_VALUE, bi = -1;
            for (int i = 0; i < P * n; i++) {
                int b = R[i];
                if (b != 0) {
                    int pc = Integer.bitCount(b);
                    if (pc < best) { best = pc; bi = i; if (pc == 1) break; }
                }
            }
            if (bi < 0) return;
            int pl = bi / n, r = bi % n, a = pl / n, w = pl % n;
            int bits = R[bi];
            while (bits != 0) {
                int v = Integer.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                copy(L, L + 1);
                if (a == 0) place(L + 1, w, r, v);
                else if (a == 1) place(L + 1, v, w, r);
                else place(L + 1, r, v, w);
                dfs(L + 1);
                if (foundQueens != null && !counting) return;
            }
            copy(L, L + 1);
            excludeRow(L + 1, pl, r);
            dfs(L + 1);
        }

        void found(int L) {
            if (!counting) {
                foundQueens = Arrays.copyOf(qs, T);
                stop.set(true);
                return;
            }
            // weight 48/d, d = symmetries mapping the placement into a case (same k, p)
            int d = 0;
            int nn = n * n;
            for (int g = 0; g < 48; g++) {
                int m = 0;
                for (int i = 0; i < T; i++) {
                    int q = qs[i];
                    tmpA[0] = q / nn; tmpA[1] = q / n % n; tmpA[2] = q % n;
                    applySym(g, n, tmpA, tmpB);
                    if (tmpB[1] == caseP) sTmp[m++] = tmpB[0] * n + tmpB[2];
                }
                if (m != caseK) continue;
                int[] s = Arrays.copyOf(sTmp, m); // counting mode only: small allocation acceptable
                Arrays.sort(s);
                if (isCanonical(n, s, sTmp2)) d++;
            }
            tally[d]++;
        }

        /** runs one case; returns nodes used. */
        long runCase(Case cs) {
            long before = nodes;
            if (initCase(cs)) dfs(0);
            return nodes - before;
        }
    }

    static String fmtQueens(int n, int[] q) {
        StringBuilder sb = new StringBuilder();
        for (int c : q) {
            if (sb.length() > 0) sb.append(' ');
            sb.append('(').append(c / (n * n)).append(',').append(c / n % n).append(',').append(c % n).append(')');
        }
        return sb.toString();
    }

    static boolean verifyPlacement(int n, int[] q, int t) {
        if (q.length != t) return false;
        int[] a = new int[3], b = new int[3];
        Set<Integer> seen = new HashSet<>();
        for (int c : q) if (c < 0 || c >= n * n * n || !seen.add(c)) return false;
        for (int i = 0; i < q.length; i++) for (int j = i + 1; j < q.length; j++) {
            a[0] = q[i] / (n * n); a[1] = q[i] / n % n; a[2] = q[i] % n;
            b[0] = q[j] / (n * n); b[1] = q[j] / n % n; b[2] = q[j] % n;
            if (attacks(a, b)) return false;
        }
        return true;
    }

    // ------------------------------------------------------------------ drivers

    static final class RunResult {
        long nodes;
        int[] found;
        long[] tally = new long[49];
        int casesRun;
    }

    static RunResult runCases(int n, int t, List<Case> cases, List<Integer> todo, int threads,
                              boolean counting, PrintWriter journal, String label) {
        AtomicBoolean stop = new AtomicBoolean(false);
        AtomicInteger next = new AtomicInteger(0);
        AtomicInteger done = new AtomicInteger(0);
        AtomicLong doneNodes = new AtomicLong(0);
        RunResult res = new RunResult();
        Searcher[] ss = new Searcher[threads];
        for (int i = 0; i < threads; i++) ss[i] = new Searcher(n, t, counting, stop);
        long t0 = System.nanoTime();
        Thread[] th = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            final Searcher s = ss[i];
            th[i] = new Thread(() -> {
                while (!stop.get()) {
                    int j = next.getAndIncrement();
                    if (j >= todo.size()) break;
                    int ci = todo.get(j);
                    long nd = s.runCase(cases.get(ci));
                    if (s.foundQueens != null) break;
                    if (stop.get() && !counting) break;
                    doneNodes.addAndGet(nd);
                    done.incrementAndGet();
                    if (journal != null) synchronized (journal) {
                        journal.println("done " + ci + " nodes " + nd);
                        journal.flush();
                    }
                }
            });
            th[i].start();
        }
        Thread prog = new Thread(() -> {
            try {
                while (true) {
                    Thread.sleep(30000);
                    double el = (System.nanoTime() - t0) / 1e9;
                    int dn = done.get();
                    double eta = dn > 0 ? el / dn * (todo.size() - dn) : -1;
                    System.err.printf("[%s] %d/%d cases, %d nodes in finished cases, %.0f s, eta %.0f s%n",
                            label, dn, todo.size(), doneNodes.get(), el, eta);
                }
            } catch (InterruptedException e) { /* done */ }
        });
        prog.setDaemon(true);
        prog.start();
        for (Thread x : th) {
            try { x.join(); } catch (InterruptedException e) { throw new RuntimeException(e); }
        }
        prog.interrupt();
        for (Searcher s : ss) {
            res.nodes += s.nodes;
            if (s.foundQueens != null && res.found == null) res.found = s.foundQueens;
            for (int d = 0; d < 49; d++) res.tally[d] += s.tally[d];
        }
        res.casesRun = done.get();
        return res;
    }

    static long tallyTotal(long[] tally) {
        long total = 0;
        for (int d = 1; d <= 48; d++) {
            if (tally[d] == 0) continue;
            if (tally[d] * 48 % d != 0) throw new IllegalStateException("orbit weights not integral at d=" + d);
            total += tally[d] * 48 / d;
        }
        if (tally[0] != 0) throw new IllegalStateException("placement without a case image");
        return total;
    }

    static int refuteMode(int n, int t, int threads, String journalPath, int sample) throws IOException {
        long t0 = System.nanoTime();
        List<Case> cases = buildCases(n, t);
        long hash = caseHash(n, t, cases);
        String header = String.format("# CubeCases journal n=%d t=%d cases=%d hash=%016x", n, t, cases.size(), hash)
                + (sample > 0 ? " sample=" + sample : "");
        Set<Integer> skip = new HashSet<>();
        long journalNodes = 0;
        PrintWriter journal = null;
        if (journalPath != null) {
            File f = new File(journalPath);
            if (f.exists() && f.length() > 0) {
                try (BufferedReader br = new BufferedReader(new FileReader(f))) {
                    String h = br.readLine();
                    if (!header.equals(h)) {
                        System.out.println("refusing journal " + journalPath + ": header mismatch (have '" + h + "', expected '" + header + "')");
                        return 2;
                    }
                    String line;
                    while ((line = br.readLine()) != null) {
                        String[] parts = line.trim().split(" ");
                        if (parts.length == 4 && parts[0].equals("done") && parts[2].equals("nodes")) {
                            int ci = Integer.parseInt(parts[1]);
                            if (ci < 0 || ci >= cases.size()) { System.out.println("refusing journal: bad case index " + ci); return 2; }
                            if (skip.add(ci)) journalNodes += Long.parseLong(parts[3]);
                        }
                    }
                }
                journal = new PrintWriter(new FileWriter(f, true));
            } else {
                journal = new PrintWriter(new FileWriter(f, false));
                journal.println(header);
                journal.flush();
            }
        }
        List<Integer> todo = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            if (sample > 0 && i % sample != 0) continue;
            if (skip.contains(i)) continue;
            todo.add(i);
        }
        System.err.printf("n=%d t=%d: %d cases (hash %016x), %d journaled, %d to run, %d thread(s)%n",
                n, t, cases.size(), hash, skip.size(), todo.size(), threads);
        RunResult res = runCases(n, t, cases, todo, threads, false, journal, "refute " + n + " " + t);
        if (journal != null) journal.close();
        double el = (System.nanoTime() - t0) / 1e9;
        if (res.found != null) {
            int[] q = res.found.clone();
            Arrays.sort(q);
            boolean ok = verifyPlacement(n, q, t);
            System.out.println("n=" + n + " t=" + t + ": FOUND " + t + " queens, verified by coordinates: "
                    + (ok ? "yes" : "NO (bug)") + ": " + fmtQueens(n, q));
            System.err.printf("time %.1f s, %d nodes%n", el, res.nodes);
            return 1;
        }
        long total = res.nodes + journalNodes;
        if (sample > 0) {
            System.out.println("n=" + n + " t=" + t + ": sample (every " + sample + "-th case) of " + todo.size()
                    + " of " + cases.size() + " cases: none completes (" + res.nodes
                    + " nodes); a sample proves nothing");
        } else {
            System.out.println("n=" + n + " t=" + t + ": impossible (" + cases.size() + " cases, " + total + " nodes)");
        }
        System.err.printf("time %.1f s, %d nodes this run%n", el, res.nodes);
        return 0;
    }

    static int countMode(int n, int t, int threads) {
        long t0 = System.nanoTime();
        List<Case> cases = buildCases(n, t);
        RunResult res = runCases(n, t, cases, every(cases), threads, true, null, "count " + n + " " + t);
        long total = tallyTotal(res.tally);
        System.out.println("n=" + n + " t=" + t + ": count " + total + " (" + cases.size() + " cases, " + res.nodes + " nodes)");
        System.err.printf("time %.1f s%n", (System.nanoTime() - t0) / 1e9);
        if (n < A068940.length) {
            int a = A068940[n];
            if (t > a) {
                boolean ok = total == 0;
                System.out.println("published A068940(" + n + ")=" + a + " < t, expect 0: " + (ok ? "AGREE" : "DISAGREE"));
                return ok ? 0 : 1;
            }
            if (t == a && n < A375103.length) {
                boolean ok = total == A375103[n];
                System.out.println("published A375103(" + n + ")=" + A375103[n] + ": " + (ok ? "AGREE" : "DISAGREE"));
                return ok ? 0 : 1;
            }
        }
        System.out.println("no published value to compare");
        return 0;
    }

    // ------------------------------------------------------------------ naive brute force (check)

    static final class Naive {
        final int n, N, T;
        final int[][] att;
        final int[] blocked, q;
        long count;
        final boolean first;
        final List<int[]> out;

        Naive(int n, int t, boolean first, List<int[]> out) {
            this.n = n; this.T = t; this.first = first; this.out = out;
            N = n * n * n;
            att = new int[N][];
            int[] a = new int[3], b = new int[3];
            for (int i = 0; i < N; i++) {
                a[0] = i / (n * n); a[1] = i / n % n; a[2] = i % n;
                List<Integer> l = new ArrayList<>();
                for (int j = 0; j < N; j++) {
                    b[0] = j / (n * n); b[1] = j / n % n; b[2] = j % n;
                    if (attacks(a, b)) l.add(j);
                }
                att[i] = l.stream().mapToInt(Integer::intValue).toArray();
            }
            blocked = new int[N];
            q = new int[Math.max(t, 1)];
        }

        long run() { dfs(0, 0); return count; }

        void dfs(int line, int placedN) {
            if (placedN == T) {
                count++;
                if (out != null) out.add(Arrays.copyOf(q, T));
                return;
            }
            if (first && count > 0) return;
            int lines = n * n, avl = 0;
            for (int l = line; l < lines; l++) {
                for (int z = 0; z < n; z++) if (blocked[l * n + z] == 0) { avl++; break; }
            }
            if (placedN + avl < T) return;
            for (int z = 0; z < n; z++) {
                int c = line * n + z;
                if (blocked[c] != 0) continue;
                q[placedN] = c;
                blocked[c]++;
                for (int x : att[c]) blocked[x]++;
                dfs(line + 1, placedN + 1);
                blocked[c]--;
                for (int x : att[c]) blocked[x]--;
                if (first && count > 0) return;
            }
            dfs(line + 1, placedN);
        }
    }

    static int naiveMis2D(int n, boolean[] avail) {
        int[] cells = new int[n * n];
        int m = 0;
        for (int i = 0; i < n * n; i++) if (avail[i]) cells[m++] = i;
        return naiveMisRec(n, cells, m, 0, new int[n * n], 0);
    }

    private static int naiveMisRec(int n, int[] cells, int m, int i, int[] chosen, int k) {
        if (i == m) return k;
        int best = naiveMisRec(n, cells, m, i + 1, chosen, k);
        if (k + (m - i) <= best) return best;
        int c = cells[i];
        boolean ok = true;
        for (int j = 0; j < k && ok; j++) {
            int du = Math.abs(c / n - chosen[j] / n), dv = Math.abs(c % n - chosen[j] % n);
            if (du == 0 || dv == 0 || du == dv) ok = false;
        }
        if (ok) {
            chosen[k] = c;
            best = Math.max(best, naiveMisRec(n, cells, m, i + 1, chosen, k + 1));
        }
        return best;
    }

    /** The indices of every case, for a run of them all. */
    static List<Integer> every(List<Case> cases) {
        List<Integer> todo = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) todo.add(i);
        return todo;
    }

    /** How many of the placements have no image in a listed case (the case argument holds when none). */
    static int withoutCaseImage(int n, List<int[]> placements, List<Case> cases) {
        Set<String> keys = new HashSet<>();
        for (Case c : cases) {
            List<Integer> s = new ArrayList<>();
            for (int v : c.s) s.add(v);
            keys.add(c.k + "," + c.p + "," + s);
        }
        int miss = 0;
        for (int[] q : placements) if (!hasCaseImage(n, q, keys)) miss++;
        return miss;
    }

    /** does placement q (cells) have an image in a listed case?  caseKeys: "k,p,cells". */
    static boolean hasCaseImage(int n, int[] q, Set<String> caseKeys) {
        int[] a = new int[3], b = new int[3];
        int[][] imgs = new int[q.length][3];
        for (int g = 0; g < 48; g++) {
            int[][] cntA = new int[3][n];
            for (int i = 0; i < q.length; i++) {
                a[0] = q[i] / (n * n); a[1] = q[i] / n % n; a[2] = q[i] % n;
                applySym(g, n, a, b);
                imgs[i][0] = b[0]; imgs[i][1] = b[1]; imgs[i][2] = b[2];
                for (int ax = 0; ax < 3; ax++) cntA[ax][b[ax]]++;
            }
            for (int p = 0; p <= (n - 1) / 2; p++) {
                int k = cntA[1][p];
                boolean ok = true;
                for (int ax = 0; ax < 3 && ok; ax++) for (int c = 0; c < n && ok; c++) {
                    int capc = depth(n, c) <= p ? k : k - 1;
                    if (cntA[ax][c] > capc) ok = false;
                }
                if (!ok) continue;
                List<Integer> s = new ArrayList<>();
                for (int[] im : imgs) if (im[1] == p) s.add(im[0] * n + im[2]);
                s.sort(null);
                if (caseKeys.contains(k + "," + p + "," + s)) return true;
            }
        }
        return false;
    }

    static int checkMode() {
        List<String> bad = new ArrayList<>();
        long t0 = System.nanoTime();
        // 1. symmetries preserve attacks and are 48 distinct maps
        for (int n = 2; n <= 5; n++) {
            int N = n * n * n;
            int[] a = new int[3], b = new int[3], ga = new int[3], gb = new int[3];
            Set<String> maps = new HashSet<>();
            boolean ok = true;
            for (int g = 0; g < 48; g++) {
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < N; i++) {
                    a[0] = i / (n * n); a[1] = i / n % n; a[2] = i % n;
                    applySym(g, n, a, ga);
                    sb.append(Arrays.toString(ga));
                    for (int j = 0; j < N; j++) {
                        b[0] = j / (n * n); b[1] = j / n % n; b[2] = j % n;
                        applySym(g, n, b, gb);
                        if (attacks(a, b) != attacks(ga, gb)) ok = false;
                    }
                }
                maps.add(sb.toString());
            }
            boolean ok2 = maps.size() == 48;
            System.out.println("symmetries n=" + n + ": preserve attacks " + ok + ", distinct " + maps.size() + ": " + (ok && ok2 ? "AGREE" : "DISAGREE"));
            if (!(ok && ok2)) bad.add("symmetries n=" + n);
            // the 8 square maps are cube maps fixing y
            boolean ok3 = true;
            for (int s = 0; s < 8; s++) {
                boolean any = false;
                for (int g = 0; g < 48 && !any; g++) {
                    boolean same = true;
                    for (int i = 0; i < N && same; i++) {
                        a[0] = i / (n * n); a[1] = i / n % n; a[2] = i % n;
                        applySym(g, n, a, ga);
                        int img = d4(s, n, a[0] * n + a[2]);
                        if (ga[1] != a[1] || ga[0] != img / n || ga[2] != img % n) same = false;
                    }
                    any = same;
                }
                if (!any) ok3 = false;
            }
            System.out.println("square maps are cube maps fixing y, n=" + n + ": " + (ok3 ? "AGREE" : "DISAGREE"));
            if (!ok3) bad.add("square maps n=" + n);
        }
        // 2. exact 2D MIS vs exhaustive
        {
            Random rnd = new Random(12345);
            int trials = 0, mism = 0;
            for (int n = 1; n <= 7; n++) {
                Searcher s = new Searcher(n, 1, false, new AtomicBoolean());
                for (int tr = 0; tr < 300; tr++) {
                    double dens = n <= 5 ? rnd.nextDouble() : 0.2 + 0.5 * rnd.nextDouble();
                    boolean[] av = new boolean[n * n];
                    int[] R = new int[3 * n * n];
                    for (int u = 0; u < n; u++) for (int v = 0; v < n; v++)
                        if (rnd.nextDouble() < dens) { av[u * n + v] = true; R[u] |= 1 << v; }
                    int want = naiveMis2D(n, av);
                    int lim = rnd.nextInt(n + 2);
                    int got = s.mis(R, 0, n + 1);
                    int gotL = s.mis(R, 0, lim);
                    trials++;
                    if (got != want || gotL != Math.min(lim, want)) mism++;
                }
            }
            System.out.println("2D MIS vs exhaustive, " + trials + " random boards n=1..7: " + mism + " mismatches: " + (mism == 0 ? "AGREE" : "DISAGREE"));
            if (mism != 0) bad.add("mis");
            // boards losing one cell at a time, as planes do along a search path, so that kept
            // placements keep (partly) fitting and are reused, extended and replaced
            int steps = 0, mism2 = 0;
            for (int n = 3; n <= 7; n++) {
                Searcher s = new Searcher(n, 1, false, new AtomicBoolean());
                for (int tr = 0; tr < 20; tr++) {
                    boolean[] av = new boolean[n * n];
                    int[] R = new int[3 * n * n];
                    List<Integer> on = new ArrayList<>();
                    for (int c = 0; c < n * n; c++)
                        if (rnd.nextDouble() < 0.7) { av[c] = true; R[c / n] |= 1 << (c % n); on.add(c); }
                    Collections.shuffle(on, rnd);
                    for (int c : on) {
                        int want = naiveMis2D(n, av);
                        int lim = 1 + rnd.nextInt(n + 1);
                        int gotL = s.mis(R, 0, lim), got = s.mis(R, 0, n + 1);
                        steps++;
                        if (got != want || gotL != Math.min(lim, want)) mism2++;
                        av[c] = false; R[c / n] &= ~(1 << (c % n));
                    }
                }
            }
            System.out.println("2D MIS vs exhaustive, " + steps + " boards losing cells one by one, n=3..7: " + mism2 + " mismatches: " + (mism2 == 0 ? "AGREE" : "DISAGREE"));
            if (mism2 != 0) bad.add("mis shrinking");
        }
        // 3. naive maxima and counts, case search refute/count, case argument
        for (int n = 1; n <= 5; n++) {
            int max = 0;
            for (int t = 1; ; t++) {
                if (new Naive(n, t, true, null).run() == 0) break;
                max = t;
            }
            List<int[]> all = new ArrayList<>();
            long cnt = new Naive(n, max, false, all).run();
            boolean okMax = max == A068940[n], okCnt = cnt == A375103[n];
            System.out.println("naive n=" + n + ": max " + max + " (published " + A068940[n] + ") " + (okMax ? "AGREE" : "DISAGREE")
                    + ", count " + cnt + " (published " + A375103[n] + ") " + (okCnt ? "AGREE" : "DISAGREE"));
            if (!okMax || !okCnt) bad.add("naive n=" + n);
            // case search
            List<Case> casesUp = buildCases(n, max + 1);
            List<Integer> todoUp = new ArrayList<>();
            for (int i = 0; i < casesUp.size(); i++) todoUp.add(i);
            RunResult up = runCases(n, max + 1, casesUp, todoUp, 1, false, null, "check");
            List<Case> cases = buildCases(n, max);
            RunResult rc = runCases(n, max, cases, every(cases), 1, true, null, "check");
            long ccount = tallyTotal(rc.tally);
            boolean okUp = up.found == null, okC = ccount == cnt;
            System.out.println("cases n=" + n + ": t=" + (max + 1) + " " + (okUp ? "impossible" : "FOUND")
                    + " (" + casesUp.size() + " cases, " + up.nodes + " nodes), t=" + max + " count " + ccount
                    + " (" + cases.size() + " cases, " + rc.nodes + " nodes): " + (okUp && okC ? "AGREE" : "DISAGREE"));
            if (!okUp || !okC) bad.add("cases n=" + n);
            // case argument on every maximum placement
            int miss = withoutCaseImage(n, all, cases);
            System.out.println("case argument n=" + n + " t=" + max + ": " + (all.size() - miss) + "/" + all.size()
                    + " placements have an image in a listed case: " + (miss == 0 ? "AGREE" : "DISAGREE"));
            if (miss != 0) bad.add("case argument n=" + n);
            if (n <= 4 && max > 1) {
                int t = max - 1;
                List<int[]> all2 = new ArrayList<>();
                long cnt2 = new Naive(n, t, false, all2).run();
                List<Case> cases2 = buildCases(n, t);
                long cc2 = tallyTotal(runCases(n, t, cases2, every(cases2), 1, true, null, "check").tally);
                int miss2 = withoutCaseImage(n, all2, cases2);
                boolean ok = cc2 == cnt2 && miss2 == 0;
                System.out.println("n=" + n + " t=" + t + ": naive count " + cnt2 + ", case count " + cc2 + ", "
                        + (all2.size() - miss2) + "/" + all2.size() + " with a case image: " + (ok ? "AGREE" : "DISAGREE"));
                if (!ok) bad.add("n=" + n + " t=" + t);
            }
        }
        // 4. queen sets: 12-queens 14200 solutions in 1787 classes; 8-queens 92 in 12
        {
            int[][] exp = {{8, 92, 12}, {12, 14200, 1787}};
            for (int[] e : exp) {
                int all = queenSets(e[0], e[0], false).size(), can = queenSets(e[0], e[0], true).size();
                boolean ok = all == e[1] && can == e[2];
                System.out.println(e[0] + "-queens: " + all + " solutions, " + can + " classes (expected " + e[1] + ", " + e[2] + "): " + (ok ? "AGREE" : "DISAGREE"));
                if (!ok) bad.add(e[0] + "-queens");
            }
            List<Case> c141 = buildCases(12, 141);
            boolean ok = c141.size() == 2 * 1787;
            System.out.println("cases n=12 t=141: " + c141.size() + " (expected 2*1787 = 3574, p = 4,5): " + (ok ? "AGREE" : "DISAGREE"));
            if (!ok) bad.add("cases 141");
        }
        System.err.printf("check time %.1f s%n", (System.nanoTime() - t0) / 1e9);
        if (bad.isEmpty()) { System.out.println("check: all AGREE"); return 0; }
        System.out.println("check: DISAGREE " + bad);
        return 1;
    }

    // ------------------------------------------------------------------ main

    static void usage() {
        System.out.println("usage: refute N T [--threads K] [--journal FILE] [--sample M] | count N T [--threads K] | check");
        System.exit(2);
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) usage();
        String mode = args[0];
        if (mode.equals("check")) System.exit(checkMode());
        if (args.length < 3) usage();
        int n = Integer.parseInt(args[1]), t = Integer.parseInt(args[2]);
        if (n < 1 || n > MAXN || t < 1) { System.out.println("need 1 <= N <= " + MAXN + ", T >= 1"); System.exit(2); }
        int threads = 1, sample = 0;
        String journal = null;
        for (int i = 3; i < args.length; i++) {
            switch (args[i]) {
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--journal" -> journal = args[++i];
                case "--sample" -> sample = Integer.parseInt(args[++i]);
                default -> usage();
            }
        }
        if (threads < 1) usage();
        if (mode.equals("refute")) System.exit(refuteMode(n, t, threads, journal, sample));
        if (mode.equals("count")) System.exit(countMode(n, t, threads));
        usage();
    }
}
