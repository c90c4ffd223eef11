import java.io.*;
import java.nio.file.*;
import java.util.*;
import java.util.concurrent.atomic.*;

/**
 * CubeRefute: exact decision of "do t mutually non-attacking 3D queens fit on the n x n x n cube?"
 * (OEIS A068940; A375103 counts the maximum placements), written as an independent confirmation of
 * bounds found by another program. Single file, no dependencies, 1 <= n <= 12: past 800 lines on
 * purpose, since a second route is read and compiled alone (javac, no build) with its own checks.
 *
 * MODEL. Cells (x,y,z), 0 <= x,y,z < n. A queen attacks along the 13 lines of directions
 * {-1,0,1}^3 \ {0} up to sign: two cells attack iff their nonzero coordinate differences all have
 * the same absolute value (attacks(); the engine's attack table is checked against it).
 *
 * COUNTING FACTS. The n^2 "axis lines" of each family f (direction along axis f) partition the
 * cube and hold at most one queen each, so a placement of exactly t queens leaves exactly
 * d = n^2 - t axis lines of EACH family empty (t > n^2 is impossible). An axis plane (normal o,
 * coordinate k) is an n x n board on which the 4 directions lying in it act as 2D queen moves; it
 * consists of n lines of each of the two families f != o, so if q_{o,k} queens lie in it,
 * exactly n - q_{o,k} lines of each of those families in it are empty. Summing over the n planes
 * of one orientation: sum_k (n - q_{o,k}) = d, for o = x, y, z.
 *
 * SEARCH. A node is the set of placed queens plus the set of "blocked" cells (attacked, or
 * excluded by an earlier decision or a deduction below); the other cells are "free". An axis line
 * is occupied (has a queen), dead (no queen, no free cell) or live. We take the live axis line with
 * the fewest free cells (first index on ties; a line whose "empty" branch is already known to fail
 * counts as one branch less) and branch on which of its free cells gets the queen, or that it stays
 * empty (its free cells are blocked). The branches are disjoint and exhaustive, a leaf is a node
 * with t queens (all free cells stay empty), so every placement of t queens consistent with the
 * root is reached at exactly one leaf unless a bound below removes it; `count` is exact.
 *
 * BOUND. M_p is an upper bound on the number of queens axis plane p can still hold: the queens
 * already in p plus the exact maximum number of mutually non-attacking 2D queens on its free cells
 * (a small branch and bound, mis()). Queens on free cells of p are never attacked by the queens of
 * p, so this is the exact maximum when computed; it is recomputed lazily, only when a cell of the
 * stored optimal set (witness) is blocked, and in between it stays an upper bound because the set
 * of free or queen cells only shrinks along a path. For a plane still able to hold n queens, M_p = n
 * is certified instead by the list of the 2D n-queens solutions lying on its free or queen cells
 * (filtered when a cell of their union is blocked; empty list -> M_p <= n-1, recomputed by mis()).
 * Since q_{o,k} <= M_{o,k} and sum_k (n - q_{o,k}) = d, a node is pruned when
 *     sum_k (n - M_{o,k}) > d   for some orientation o.
 * This contains the dead-line bound sum_k max_f dead_{o,k,f} > d (a dead line of p is a row or
 * column of p without free cell, so M_p <= n - dead_{p,f}). Deduction (saturation): when
 * sum_k (n - M_{o,k}) = d, every plane of orientation o must end with exactly M queens; a plane with
 * M = n then holds one of its listed n-queens solutions, so free cells in none of them are blocked.
 * All prunings and deductions only remove partial placements with no completion to t queens.
 *
 * SYMMETRY (refute, max, estimate; count uses the plain root unless --sym). The 48 cube symmetries
 * map lines to lines, so they map placements to placements; they permute the 12 edges of the cube
 * (axis lines whose two fixed coordinates are in {0,n-1}) transitively and preserve the corner
 * distance min(c, n-1-c) of a cell along its edge (c = its coordinate along the edge; corners have
 * distance 0). Given a placement P with at least one edge queen, let m be the least corner distance
 * of its edge queens and q an edge queen at distance m. A symmetry maps q's edge to the edge
 * x=y=0 and, composed with z -> n-1-z if needed, q to (0,0,m), m <= (n-1)/2; the image has a queen
 * at (0,0,m) and no edge queen at distance < m. So P has an image in root branch m = "queen at
 * (0,0,m), all edge cells at distance < m blocked", m = 0..(n-1)/2; placements without edge queens
 * form the last root branch "all edge cells blocked". Each branch is mapped onto itself by
 * sigma: (x,y,z) -> (y,x,z) (it fixes (0,0,m), maps edges to edges, keeps distances). So inside a
 * branch only placements P with P >=lex sigma(P) are searched (for the pairs (c, sigma c) with
 * x < y in the fixed order of lexPairs(), the first pair holding exactly one queen has it on c);
 * one member of {P, sigma P} always qualifies. Hence t queens fit iff some root branch has a
 * completion satisfying the lex condition. `check` verifies this by brute force for n <= 5: every
 * placement has an image satisfying the root condition, and the symmetric search finds exactly the
 * placements satisfying it.
 *
 * SPLIT AND JOURNAL. Tasks are the nodes at depth D of the same deterministic tree (root branch,
 * then D-1 line decisions), numbered in DFS order; a task is stored as its list of child indices and
 * is replayed from the root. Each task is searched to the end. With --journal FILE, the header line
 * (n, t, depth, number of tasks, hash of the task list) and one line "task nodes refuted" per
 * finished task are appended; a restarted run with the same arguments skips the journaled tasks.
 *
 * MODES (stdout lines are stable for scripts; progress goes to stderr):
 *   max N                 -> "n=N t=T: possible" + placement, "n=N t=T+1: impossible (K nodes)",
 *                            "max = T proven (...)"
 *   refute N T [--threads K] [--journal FILE] [--depth D]
 *                         -> "n=N t=T: impossible (K nodes, ...)" exit 0, or "n=N t=T: possible" +
 *                            placement, exit 1
 *   count N T [--sym]     -> "C placements of T queens on N^3 (K nodes, S s)" (all placements)
 *   estimate N T [--seconds S] [--probes P] [--seed X]
 *                         -> Knuth's estimate of the node count of `refute N T` and the node rate,
 *                            "about X nodes, Y CPU-hours on one core (estimate, not a proof)"
 *   check [--upto N]      -> AGREE/DISAGREE lines, then "check: all AGREE (...)" (exit 0) or
 *                            "check: DISAGREE in K (...)" (exit 1); a naive brute force for n <= 5,
 *                            the symmetry reduction, A375103, A068940 and refutation of a(n)+1 for
 *                            n <= N (default 5; 6 adds about ten minutes).
 */
public class CubeRefute {

    // ------------------------------------------------------------------ geometry
    static final int OCC = 1 << 16; // added to the free count of an occupied axis line

    static final class Geo {
        final int n, N, nAx, nPl;
        final int[] cx, cy, cz;
        final int[][] attack;  // cells attacked by a queen on c
        final int[] ax;        // ax[3c+f] = axis line of family f through c
        final int[][] axCells; // cells of an axis line, increasing coordinate
        final int[] fam, plA, plB, plOr;
        final int[] co3;         // co3[3c+a] = coordinate a of cell c
        final int[] pl3, loc3;   // plane of c in orientation o, and c's local index i*n+j in it
        final int[][] planeCells; // planeCells[o*n+k][i*n+j]: cell with coord o = k, (o+1)%3 = i, (o+2)%3 = j

        Geo(int n) {
            this.n = n; N = n * n * n; nAx = 3 * n * n; nPl = 3 * n;
            cx = new int[N]; cy = new int[N]; cz = new int[N];
            for (int c = 0; c < N; c++) { cx[c] = c / (n * n); cy[c] = c / n % n; cz[c] = c % n; }
            attack = new int[N][];
            int[] buf = new int[N];
            for (int c = 0; c < N; c++) {
                int k = 0;
                for (int dx = -1; dx <= 1; dx++) for (int dy = -1; dy <= 1; dy++) for (int dz = -1; dz <= 1; dz++) {
                    if (dx == 0 && dy == 0 && dz == 0) continue;
                    for (int x = cx[c] + dx, y = cy[c] + dy, z = cz[c] + dz;
                         x >= 0 && y >= 0 && z >= 0 && x < n && y < n && z < n; x += dx, y += dy, z += dz)
                        buf[k++] = cell(x, y, z);
                }
                attack[c] = Arrays.copyOf(buf, k);
                Arrays.sort(attack[c]);
            }
            ax = new int[3 * N]; axCells = new int[nAx][n];
            fam = new int[nAx]; plA = new int[nAx]; plB = new int[nAx]; plOr = new int[nPl];
            for (int p = 0; p < nPl; p++) plOr[p] = p / n;
            co3 = new int[3 * N]; planeCells = new int[nPl][n * n]; pl3 = new int[3 * N]; loc3 = new int[3 * N];
            for (int c = 0; c < N; c++) {
                co3[3 * c] = cx[c]; co3[3 * c + 1] = cy[c]; co3[3 * c + 2] = cz[c];
                for (int o = 0; o < 3; o++) {
                    pl3[3 * c + o] = o * n + co3[3 * c + o];
                    loc3[3 * c + o] = co3[3 * c + (o + 1) % 3] * n + co3[3 * c + (o + 2) % 3];
                    planeCells[pl3[3 * c + o]][loc3[3 * c + o]] = c;
                }
            }
            for (int c = 0; c < N; c++) {
                int[] co = {cx[c], cy[c], cz[c]};
                for (int f = 0; f < 3; f++) {
                    int a = f == 0 ? 1 : 0, b = f == 2 ? 1 : 2;
                    int l = f * n * n + co[a] * n + co[b];
                    ax[3 * c + f] = l; axCells[l][co[f]] = c;
                    fam[l] = f; plA[l] = a * n + co[a]; plB[l] = b * n + co[b];
                }
            }
        }
        int cell(int x, int y, int z) { return (x * n + y) * n + z; }
        String str(int c) { return "(" + cx[c] + "," + cy[c] + "," + cz[c] + ")"; }
    }

    /** Independent attack test from coordinates only. */
    static boolean attacks(int[] a, int[] b) {
        int m = 0;
        for (int i = 0; i < 3; i++) {
            int v = Math.abs(a[i] - b[i]);
            if (v == 0) continue;
            if (m != 0 && v != m) return false;
            m = v;
        }
        return m != 0;
    }

    /** Checks a placement from coordinates; returns null if fine, else a message. */
    static String verify(Geo g, int[] cells, int t) {
        if (cells.length != t) return "size " + cells.length + " != " + t;
        for (int i = 0; i < cells.length; i++)
            for (int j = i + 1; j < cells.length; j++) {
                int[] a = {g.cx[cells[i]], g.cy[cells[i]], g.cz[cells[i]]}, b = {g.cx[cells[j]], g.cy[cells[j]], g.cz[cells[j]]};
                if (!attacks(a, b)) continue;
                return g.str(cells[i]) + " attacks " + g.str(cells[j]);
            }
        return null;
    }

    static final class Abort extends RuntimeException {
        Abort() { super(null, null, false, false); }
    }

    // ------------------------------------------------------------------ search state
    static final class Solver {
        final Geo g; final int n, t, d; final boolean sym;
        final byte[] st;      // 0 free, 1 blocked, 2 queen
        final int[] free;     // per axis line: free cells, +OCC if occupied
        final int[] qp;       // queens per axis plane
        final int[] M;        // M[p]: exact max number of queens plane p can hold (in-plane rules)
        final int[] wit[], wlen; // witness: free cells realising M[p] - qp[p] (untracked planes)
        final byte[] witFlag; // witFlag[3c+o] = 1 iff c is in the witness of its plane of orientation o
        final long[] allowed; // 3 words per plane: local cells i*n+j that are free or queens
        final int[] tStart, tLen; // full plane (M[p] == n): list of its n-queens solutions within the
        long[] tArena; int tap;   // allowed cells, 3 words each (tLen = -1: deficient plane)
        final long[] uni;         // union of the listed solutions of a full plane
        final int[] sumDef = new int[3]; // sum over planes of orientation o of n - M[p]
        final boolean[] dirty, needProp; final int[] dirtyList; int nDirty;
        int[] trail; int tp, placed, base;
        int[] rec; int rp; // plane records: p, oldM, oldStart, oldLen, oldTap, k, k witness cells
        final boolean rootOk; boolean init = true;
        long nodes, nodeLimit = Long.MAX_VALUE, solutions, planeCalls, misNodes;
        boolean countAll; List<int[]> collect; int[] found;
        AtomicBoolean stop = new AtomicBoolean();

        Solver(Geo g, int t, boolean sym) {
            this.g = g; n = g.n; this.t = t; d = n * n - t; this.sym = sym;
            st = new byte[g.N]; free = new int[g.nAx];
            Arrays.fill(free, n);
            int P = g.nPl;
            qp = new int[P]; M = new int[P]; wit = new int[P][n]; wlen = new int[P];
            allowed = new long[3 * P]; uni = new long[3 * P]; tStart = new int[P]; tLen = new int[P]; tArena = new long[3 << 16];
            witFlag = new byte[3 * g.N]; dirty = new boolean[P]; needProp = new boolean[P]; dirtyList = new int[P];
            trail = new int[4 * g.N + 1024]; rec = new int[1 << 16];
            Arrays.fill(tLen, -1);
            for (int k = 0; k < n; k++) rowMask[k] = (1 << n) - 1;
            enumFull(0, 0, 0, 0, 0L, 0L, 0L); // all 2D n-queens solutions, shared by all planes
            int S = tap / 3;
            for (int p = 0; p < P; p++) {
                for (int k = 0; k < n * n; k++) allowed[3 * p + (k >> 6)] |= 1L << k;
                M[p] = n;
                if (S > 0) { tStart[p] = 0; tLen[p] = S; union(p); needProp[p] = true; }
                else { pushRecord(p); solveDeficient(p, Integer.MAX_VALUE / 2, n); }
            }
            rootOk = ok(); init = false;
            base = tp;
        }

        int numRootChildren() { return (n - 1) / 2 + 2; }

        /**
         * Brings the dirty planes up to date and checks the budget. When the budget d of an
         * orientation is used up, each of its planes must reach its maximum, so a free cell of a full
         * plane lying in none of its listed solutions cannot hold a queen and is blocked (repeated to
         * a fixpoint). Returns false if the node is infeasible.
         */
        boolean ok() {
            boolean good = true;
            int s0 = init ? -1 : sumDef[0], s1 = init ? -1 : sumDef[1], s2 = init ? -1 : sumDef[2];
            while (true) {
                // short lists first: they are the likeliest to run out, and we stop at the first overflow
                for (int i = 1; i < nDirty; i++) {
                    int p = dirtyList[i], k = key(p), j = i - 1;
                    for (; j >= 0 && key(dirtyList[j]) > k; j--) dirtyList[j + 1] = dirtyList[j];
                    dirtyList[j + 1] = p;
                }
                for (int i = 0; i < nDirty && good; i++) {
                    int p = dirtyList[i]; dirty[p] = false;
                    good = refresh(p) && sumDef[g.plOr[p]] <= d;
                }
                if (!good) break;
                nDirty = 0;
                boolean again = false; // newly saturated orientation: filter its (lazy) lists exactly first
                for (int o = 0; o < 3; o++) {
                    int before = o == 0 ? s0 : o == 1 ? s1 : s2;
                    if (sumDef[o] != d || before == d) continue;
                    for (int p = o * n; p < o * n + n; p++) if (tLen[p] > 0) { markDirty(p); needProp[p] = true; again = true; }
                }
                s0 = sumDef[0]; s1 = sumDef[1]; s2 = sumDef[2];
                if (again) continue;
                boolean blocked = false;
                for (int p = 0; p < g.nPl; p++) {
                    if (needProp[p] && tLen[p] > 0 && sumDef[g.plOr[p]] == d) blocked |= propagate(p);
                    needProp[p] = false;
                }
                if (!blocked && lexA != null) {
                    int r = lexCheck();
                    if (r < 0) { good = false; break; }
                    blocked = r > 0;
                }
                if (!blocked) break;
            }
            for (int i = 0; i < nDirty; i++) dirty[dirtyList[i]] = false;
            nDirty = 0;
            return good;
        }

        private int key(int p) { return tLen[p] > 0 ? tLen[p] : 256; }

        private void union(int p) {
            long u0 = 0, u1 = 0, u2 = 0;
            for (int k = 3 * tStart[p], e = k + 3 * tLen[p]; k < e; k += 3) { u0 |= tArena[k]; u1 |= tArena[k + 1]; u2 |= tArena[k + 2]; }
            uni[3 * p] = u0; uni[3 * p + 1] = u1; uni[3 * p + 2] = u2;
        }

        /** Appends all 2D n-queens solutions inside rowMask to tArena (rows by increasing options). */
        private void enumFull(int r, int cols, int d1, int d2, long m0, long m1, long m2) {
            if (r == n) {
                if (tap + 3 > tArena.length) tArena = Arrays.copyOf(tArena, 2 * tArena.length);
                tArena[tap++] = m0; tArena[tap++] = m1; tArena[tap++] = m2; return;
            }
            int i = r;
            for (int av = rowMask[i] & ~cols & ~(d1 >>> i) & ~(d2 >>> (n - 1 - i)); av != 0; av &= av - 1) {
                int j = Integer.numberOfTrailingZeros(av), k = i * n + j;
                enumFull(r + 1, cols | 1 << j, d1 | 1 << (i + j), d2 | 1 << (j - i + n - 1),
                        k < 64 ? m0 | 1L << k : m0, k >= 64 && k < 128 ? m1 | 1L << k : m1, k >= 128 ? m2 | 1L << k : m2);
            }
        }

        /** Blocks the free cells of full plane p lying in none of its listed solutions. */
        private boolean propagate(int p) {
            boolean any = false;
            for (int w = 0; w < 3; w++)
                for (long m = allowed[3 * p + w] & ~uni[3 * p + w]; m != 0; m &= m - 1) {
                    int c = g.planeCells[p][64 * w + Long.numberOfTrailingZeros(m)];
                    if (st[c] == 0) { block(c); any = true; }
                }
            return any;
        }

        private void pushRecord(int p) {
            if (rp + n + 16 > rec.length) rec = Arrays.copyOf(rec, 2 * rec.length);
            if (tp + 2 * g.N + 16 > trail.length) trail = Arrays.copyOf(trail, 2 * trail.length);
            trail[tp++] = -(g.N + 1) - rp;
            rec[rp++] = p; rec[rp++] = M[p]; rec[rp++] = tStart[p]; rec[rp++] = tLen[p]; rec[rp++] = tap;
            for (int w = 0; w < 3; w++) { long u = uni[3 * p + w]; rec[rp++] = (int) u; rec[rp++] = (int) (u >>> 32); }
            rec[rp++] = wlen[p];
            for (int k = 0; k < wlen[p]; k++) rec[rp++] = wit[p][k];
        }

        /** Updates a plane whose witness or list was hit; false if the node is infeasible. */
        private boolean refresh(int p) {
            planeCalls++;
            int o = g.plOr[p];
            if (tLen[p] < 0) {
                pushRecord(p);
                return solveDeficient(p, d - (sumDef[o] - (n - M[p])), M[p]);
            }
            long a0 = allowed[3 * p], a1 = allowed[3 * p + 1], a2 = allowed[3 * p + 2];
            int start = tap, len = tLen[p];
            if (tap + 3 * len > tArena.length) tArena = Arrays.copyOf(tArena, 2 * (tap + 3 * len));
            long[] ar = tArena; int k2 = start; long u0 = 0, u1 = 0, u2 = 0;
            for (int k = 3 * tStart[p], e = k + 3 * len; k < e; k += 3) {
                long m0 = ar[k], m1 = ar[k + 1], m2 = ar[k + 2];
                if (((m0 & ~a0) | (m1 & ~a1) | (m2 & ~a2)) == 0) { ar[k2++] = m0; ar[k2++] = m1; ar[k2++] = m2; u0 |= m0; u1 |= m1; u2 |= m2; }
            }
            int nl = (k2 - start) / 3;
            if (nl == len) return true;
            pushRecord(p); // (records the old tap)
            tStart[p] = start / 3; tLen[p] = nl; tap = k2; needProp[p] = true;
            uni[3 * p] = u0; uni[3 * p + 1] = u1; uni[3 * p + 2] = u2;
            if (nl > 0) return true;
            tLen[p] = -1; // no full solution left: M[p] <= n-1
            return solveDeficient(p, d - sumDef[o], n - 1);
        }

        // ---- exact 2D maximum of a plane: rows i (coordinate (o+1)%3), columns j (coordinate (o+2)%3)
        private final int[] rowMask = new int[13], stackJ = new int[13], bestJ = new int[13];
        private final int[][] avBuf = new int[30][13];
        private int best, goal, bestLen;

        /**
         * Sets M[p] to the exact maximum (known to be <= upper), unless plane p cannot reach
         * n - allowance queens, in which case it returns false (M[p] is then only an upper bound and
         * the node is undone by the caller). The caller has pushed the undo record.
         */
        private boolean solveDeficient(int p, int allowance, int upper) {
            int[] cells = g.planeCells[p];
            int live = 0, or = 0;
            for (int i = 0; i < n; i++) {
                int m = 0;
                for (int j = 0; j < n; j++) if (st[cells[i * n + j]] == 0) m |= 1 << j;
                rowMask[i] = m; or |= m; if (m != 0) live++;
            }
            int need = n - allowance - qp[p];  // the free part must hold at least `need`
            goal = Math.min(Math.min(live, Integer.bitCount(or)), upper - qp[p]);
            best = Math.max(need, 0) - 1; bestLen = -1;
            if (goal > best) mis((1 << n) - 1, 0, 0, 0, 0, 0);
            setWitness(p, 0);
            int o = g.plOr[p];
            int newM = bestLen >= 0 ? qp[p] + bestLen : qp[p] + Math.max(need, 0) - 1;
            sumDef[o] += M[p] - newM; M[p] = newM;
            if (bestLen < 0) return false;
            for (int k = 0; k < bestLen; k++) wit[p][k] = cells[bestJ[k]];
            setWitness(p, bestLen);
            return true;
        }

        private void setWitness(int p, int len) {
            int o = g.plOr[p];
            for (int k = 0; k < wlen[p]; k++) witFlag[3 * wit[p][k] + o] = 0;
            wlen[p] = len;
            for (int k = 0; k < len; k++) witFlag[3 * wit[p][k] + o] = 1;
        }

        /**
         * Branch and bound for a maximum set of non-attacking 2D queens on the free cells: take the
         * undecided row with the fewest available cells, put the queen on one of them or leave the
         * row empty. Bound: cnt + min(#undecided rows with an available cell, #available columns).
         * `undecided` is a bit set of rows; d1 holds used i+j, d2 used j-i+n-1; stackJ/bestJ hold
         * plane-local cell indices i*n+j.
         */
        private void mis(int undecided, int cnt, int cols, int d1, int d2, int lvl) {
            misNodes++;
            if (cnt > best) { best = cnt; bestLen = cnt; System.arraycopy(stackJ, 0, bestJ, 0, cnt); if (best >= goal) return; }
            int full = (1 << n) - 1, liveRows = 0, union = 0, bi = -1, bc = 99, bav = 0, c0 = 0, c1 = 0, c2 = 0, c3 = 0;
            int[] avs = avBuf[lvl];
            for (int u = undecided; u != 0; u &= u - 1) {
                int i = Integer.numberOfTrailingZeros(u);
                int av = rowMask[i] & ~cols & ~(d1 >>> i) & ~(d2 >>> (n - 1 - i)) & full;
                avs[i] = av;
                if (av == 0) continue;
                liveRows++; union |= av;
                int k = Integer.bitCount(av);
                if (k < bc) { bc = k; bi = i; bav = av; }
                int t1 = c0 & av; c0 ^= av; int t2 = c1 & t1; c1 ^= t1; int t3 = c2 & t2; c2 ^= t2; c3 |= t3; // column counters
            }
            if (cnt + Math.min(liveRows, Integer.bitCount(union)) <= best) return;
            int bj = -1;
            if (bc > 1)
                for (int m = union; m != 0; m &= m - 1) { // a column with fewer available cells than the best row?
                    int j = Integer.numberOfTrailingZeros(m);
                    int k = (c0 >>> j & 1) | (c1 >>> j & 1) << 1 | (c2 >>> j & 1) << 2 | (c3 >>> j & 1) << 3;
                    if (k < bc) { bc = k; bj = j; if (k == 1) break; }
                }
            if (bj < 0) { // branch on row bi: its queen on each available cell, then row bi empty
                int rest = undecided & ~(1 << bi);
                for (int av = bav; av != 0; av &= av - 1) {
                    int j = Integer.numberOfTrailingZeros(av);
                    stackJ[cnt] = bi * n + j;
                    mis(rest, cnt + 1, cols | 1 << j, d1 | 1 << (bi + j), d2 | 1 << (j - bi + n - 1), lvl + 1);
                    if (best >= goal) return;
                }
                if (cnt + Math.min(liveRows - 1, Integer.bitCount(union)) > best) mis(rest, cnt, cols, d1, d2, lvl + 1);
            } else { // branch on column bj: its queen in each available row, then column bj empty
                for (int u = undecided; u != 0; u &= u - 1) {
                    int i = Integer.numberOfTrailingZeros(u);
                    if ((avs[i] >>> bj & 1) == 0) continue;
                    stackJ[cnt] = i * n + bj;
                    mis(undecided & ~(1 << i), cnt + 1, cols | 1 << bj, d1 | 1 << (i + bj), d2 | 1 << (bj - i + n - 1), lvl + 1);
                    if (best >= goal) return;
                }
                if (cnt + Math.min(liveRows, Integer.bitCount(union & ~(1 << bj))) > best) mis(undecided, cnt, cols | 1 << bj, d1, d2, lvl + 1);
            }
        }

        private void markDirty(int p) { if (!dirty[p]) { dirty[p] = true; dirtyList[nDirty++] = p; } }

        private void block(int e) {
            st[e] = 1; trail[tp++] = e;
            for (int f = 0; f < 3; f++) free[g.ax[3 * e + f]]--;
            for (int o = 0; o < 3; o++) {
                int p = g.pl3[3 * e + o], loc = g.loc3[3 * e + o];
                allowed[3 * p + (loc >> 6)] &= ~(1L << loc);
                if (tLen[p] > 0 ? (uni[3 * p + (loc >> 6)] >>> loc & 1) != 0
                        : witFlag[3 * e + o] != 0) markDirty(p);
            }
        }

        void place(int c) {
            trail[tp++] = ~c; st[c] = 2; placed++;
            for (int f = 0; f < 3; f++) free[g.ax[3 * c + f]] += OCC - 1;
            for (int o = 0; o < 3; o++) qp[g.pl3[3 * c + o]]++;
            for (int e : g.attack[c]) if (st[e] == 0) block(e);
        }

        void makeEmpty(int l) { for (int c : g.axCells[l]) if (st[c] == 0) block(c); }

        void undo(int mark) {
            while (tp > mark) {
                int x = trail[--tp];
                if (x >= 0) {
                    st[x] = 0;
                    for (int f = 0; f < 3; f++) free[g.ax[3 * x + f]]++;
                    for (int o = 0; o < 3; o++) { int p = g.pl3[3 * x + o], loc = g.loc3[3 * x + o]; allowed[3 * p + (loc >> 6)] |= 1L << loc; }
                } else if (x >= -g.N) {
                    int c = ~x; st[c] = 0; placed--;
                    for (int f = 0; f < 3; f++) free[g.ax[3 * c + f]] -= OCC - 1;
                    for (int o = 0; o < 3; o++) qp[g.pl3[3 * c + o]]--;
                } else {
                    int r = -(g.N + 1) - x, p = rec[r], o = g.plOr[p], k = rec[r + 11];
                    sumDef[o] += M[p] - rec[r + 1]; M[p] = rec[r + 1];
                    tStart[p] = rec[r + 2]; tLen[p] = rec[r + 3]; tap = rec[r + 4];
                    for (int w = 0; w < 3; w++) uni[3 * p + w] = (rec[r + 5 + 2 * w] & 0xFFFFFFFFL) | (long) rec[r + 6 + 2 * w] << 32;
                    setWitness(p, 0);
                    for (int i = 0; i < k; i++) wit[p][i] = rec[r + 12 + i];
                    setWitness(p, k);
                    rp = r;
                }
            }
        }

        int[] queens() {
            int[] q = new int[placed]; int k = 0;
            for (int i = 0; i < tp; i++) if (trail[i] < 0 && trail[i] >= -g.N) q[k++] = ~trail[i];
            return q;
        }

        /** Live axis line with fewest free cells, or -1. */
        int chooseLine() {
            // fewest branches: free cells, plus 1 unless "empty" would overflow a saturated orientation
            int best = -1, bf = 2 * n + 4;
            for (int l = 0, m = g.nAx; l < m; l++) {
                int v = free[l];
                if (v <= 0 || 2 * v > bf) continue;
                int pa = g.plA[l], pb = g.plB[l];
                boolean noEmpty = (M[pa] == n && sumDef[g.plOr[pa]] == d) || (M[pb] == n && sumDef[g.plOr[pb]] == d);
                int k = 2 * v + (noEmpty ? 0 : 2);
                if (k > bf) continue;
                if (k < bf) { bf = k; best = l; if (k <= 2) break; }
            }
            return best;
        }

        int numChildren(int depth) { return sym && depth == 0 ? numRootChildren() : n + 1; }

        /** Applies child i of the current node (at tree depth `depth`); false if no such child. */
        boolean applyChild(int depth, int i) {
            if (sym && depth == 0) {
                int z0max = (n - 1) / 2;
                int[][] pr = lexPairs(g, i <= z0max ? i : 0); lexA = pr[0]; lexB = pr[1];
                if (i <= z0max) {
                    place(g.cell(0, 0, i));
                    for (int c = 0; c < g.N; c++) if (st[c] == 0 && edgeDist(c) >= 0 && edgeDist(c) < i) block(c);
                } else for (int c = 0; c < g.N; c++) if (st[c] == 0 && edgeDist(c) >= 0) block(c);
                return true;
            }
            int l = chooseLine();
            if (l < 0) return false;
            int k = 0;
            for (int c : g.axCells[l]) if (st[c] == 0) { if (k++ == i) { place(c); return true; } }
            if (i == k) { makeEmpty(l); return true; }
            return false;
        }

        /*
         * Symmetry sigma: (x,y,z) -> (y,x,z) maps every root branch onto itself (it fixes (0,0,z0)
         * and maps edges to edges keeping corner distances). So within a branch it suffices to
         * search the placements P with P >=lex sigma(P), comparing the indicator vectors cell by
         * cell in a fixed order: each sigma-orbit {P, sigma(P)} has such a member. Equivalently, for
         * the pairs (c, sigma c), c with x < y in that order, the first pair holding exactly one
         * queen has it on c.
         */
        int[] lexA, lexB;

        /** -1: every completion violates the condition; 1: blocked a cell it forbids; 0: nothing. */
        private int lexCheck() {
            for (int i = 0; i < lexA.length; i++) {
                int a = st[lexA[i]], b = st[lexB[i]]; // 0 free (undecided), 1 no queen, 2 queen
                if (a != 0 && b != 0) { if (a == b) continue; return a == 2 ? 0 : -1; }
                if (a == 1) { block(lexB[i]); return 1; } // c empty: sigma c must be empty too
                return 0;
            }
            return 0;
        }

        /** The condition on a complete placement (free cells hold no queen). */
        boolean lexLeader(byte[] s) {
            for (int i = 0; i < lexA.length; i++) {
                boolean a = s[lexA[i]] == 2, b = s[lexB[i]] == 2;
                if (a != b) return a;
            }
            return true;
        }

        /** Pairs (c, sigma c) with x < y, ordered by |z - zref|, x + y, x. */
        static int[][] lexPairs(Geo g, int zref) {
            List<int[]> ps = new ArrayList<>();
            for (int c = 0; c < g.N; c++) if (g.cx[c] < g.cy[c]) ps.add(new int[]{Math.abs(g.cz[c] - zref), g.cx[c] + g.cy[c], g.cx[c], c});
            ps.sort((u, v) -> u[0] != v[0] ? u[0] - v[0] : u[1] != v[1] ? u[1] - v[1] : u[2] != v[2] ? u[2] - v[2] : u[3] - v[3]);
            int[][] r = new int[2][ps.size()];
            for (int i = 0; i < ps.size(); i++) { int c = ps.get(i)[3]; r[0][i] = c; r[1][i] = g.cell(g.cy[c], g.cx[c], g.cz[c]); }
            return r;
        }

        /** Corner distance of an edge cell, -1 if c is not on an edge of the cube. */
        int edgeDist(int c) {
            int[] co = {g.cx[c], g.cy[c], g.cz[c]};
            int ext = 0, along = 0;
            for (int v : co) if (v == 0 || v == n - 1) ext++;
            if (ext < 2) return -1;
            if (ext == 3) return 0;
            for (int v : co) if (v != 0 && v != n - 1) along = v;
            return Math.min(along, n - 1 - along);
        }

        /** Exhaustive search below the current node. Returns true if stopped at a placement. */
        boolean dfs() {
            if ((++nodes & 0x3FFF) == 0 && (nodes > nodeLimit || stop.get())) throw new Abort();
            if (placed == t) {
                if (countAll && lexA != null && !lexLeader(st)) return false;
                solutions++;
                if (collect != null) collect.add(queens());
                if (!countAll) { found = queens(); return true; }
                return false;
            }
            int l = chooseLine();
            if (l < 0) return false;
            for (int c : g.axCells[l]) {
                if (st[c] != 0) continue;
                int m = tp; place(c);
                if (ok() && dfs()) return true;
                undo(m);
            }
            int m = tp; makeEmpty(l);
            if (ok() && dfs()) return true;
            undo(m);
            return false;
        }

        /** Search the whole tree from the root (uses the symmetric root if sym). */
        boolean searchAll() {
            if (!rootOk) return false;
            if (!sym || placed == t) return dfs();
            nodes++;
            for (int i = 0; i < numRootChildren(); i++) {
                int m = tp; applyChild(0, i);
                if (ok() && dfs()) return true;
                undo(m);
            }
            return false;
        }

        /** Replays a task path from the root; false if it is infeasible (should not happen). */
        boolean replay(int[] path) {
            undo(base);
            for (int k = 0; k < path.length; k++) if (!applyChild(k, path[k]) || !ok()) return false;
            return true;
        }

        /** DFS to depth D collecting task paths; returns a placement if one is met on the way. */
        int[] gen(int D, int[] path, int k, List<int[]> out) {
            nodes++;
            if (!rootOk) return null;
            if (placed == t) return queens();
            if (k == D) { out.add(Arrays.copyOf(path, k)); return null; }
            for (int i = 0, nc = numChildren(k); i < nc; i++) {
                int m = tp;
                if (applyChild(k, i) && ok()) {
                    path[k] = i;
                    int[] r = gen(D, path, k + 1, out);
                    if (r != null) return r;
                }
                undo(m);
            }
            return null;
        }

        /** One Knuth random descent from the root: returns the estimate 1 + d1 + d1 d2 + ... */
        double probe(Random rnd) {
            undo(base);
            if (!rootOk) return 1;
            double est = 1, prod = 1;
            int[] ch = new int[n + 2];
            for (int k = 0; placed < t; k++) {
                int nc = 0;
                for (int i = 0, m = numChildren(k); i < m; i++) {
                    int mk = tp;
                    if (applyChild(k, i) && ok()) ch[nc++] = i;
                    undo(mk);
                }
                if (nc == 0) break;
                prod *= nc; est += prod;
                applyChild(k, ch[rnd.nextInt(nc)]); ok();
            }
            if (placed == t) found = queens();
            undo(base);
            return est;
        }
    }

    // ------------------------------------------------------------------ tasks
    static final class Tasks {
        List<int[]> list = new ArrayList<>(); int depth; long genNodes, hash; int[] solution;
    }

    /**
     * Deterministic split: the smallest depth D (>= 1) giving at least `target` tasks, or the given
     * depth. The hash of the task list goes into the journal header, so a journal is only reused by
     * a program that builds exactly the same tasks.
     */
    static Tasks makeTasks(Geo g, int t, int depth, int target) {
        Tasks ts = new Tasks();
        int lo = depth > 0 ? depth : 1, hi = depth > 0 ? depth : 60;
        for (int D = lo; D <= hi; D++) {
            Solver s = new Solver(g, t, true);
            List<int[]> out = new ArrayList<>();
            int[] sol = s.gen(D, new int[D + 1], 0, out);
            ts.list = out; ts.depth = D; ts.genNodes = s.nodes; ts.solution = sol;
            if (sol != null || out.size() >= target || out.isEmpty()) break;
        }
        long h = 1469598103934665603L;
        for (int[] p : ts.list) { for (int x : p) h = (h ^ x) * 1099511628211L; h = (h ^ 255) * 1099511628211L; }
        ts.hash = h;
        return ts;
    }

    static void printPlacement(Geo g, int[] q, int t) {
        StringBuilder sb = new StringBuilder("placement of " + q.length + " queens on " + g.n + "^3:");
        int[] s = q.clone(); Arrays.sort(s);
        for (int c : s) sb.append(' ').append(g.str(c));
        System.out.println(sb);
        String v = verify(g, q, t);
        System.out.println(v == null ? "coordinate check: OK, " + q.length + " queens, no two on a common line"
                : "coordinate check FAILED: " + v);
    }

    // ------------------------------------------------------------------ modes
    static long now() { return System.nanoTime(); }
    static double secs(long t0) { return (System.nanoTime() - t0) / 1e9; }

    static final class Result { boolean impossible; long nodes; int tasks, depth; double secs; int[] placement; }

    /**
     * Decides whether t queens fit, through the task split (threads workers, optional journal).
     * Nodes = generation nodes + nodes of all tasks (including those counted in a resumed journal).
     */
    static Result refute(int n, int t, int threads, String journal, int depth, boolean quiet) throws IOException {
        Geo g = new Geo(n);
        long t0 = now();
        Result res = new Result();
        if (t > n * n) { res.impossible = true; res.secs = secs(t0); return res; } // n^2 axis lines of one family
        Tasks ts = makeTasks(g, t, depth, 2000);
        res.depth = ts.depth;
        if (ts.solution != null) { res.placement = ts.solution; res.nodes = ts.genNodes; res.secs = secs(t0); return res; }
        int T = ts.list.size(); res.tasks = T;
        String header = "# CubeRefute n=" + n + " t=" + t + " depth=" + ts.depth + " tasks=" + T + " hash=" + Long.toHexString(ts.hash);
        if (!quiet) System.err.println(header + " (generation nodes " + ts.genNodes + ")");
        boolean[] done = new boolean[T];
        long prevNodes = 0; int prevDone = 0;
        PrintWriter jw = null;
        if (journal != null) {
            Path jp = Paths.get(journal);
            if (Files.exists(jp) && Files.size(jp) > 0) {
                List<String> lines = Files.readAllLines(jp);
                if (!lines.get(0).equals(header))
                    throw new IllegalStateException("journal " + journal + " does not match: expected '" + header + "'");
                for (String ln : lines.subList(1, lines.size())) {
                    String[] p = ln.trim().split("\\s+");
                    if (p.length != 3 || !p[2].equals("refuted")) continue; // torn last line
                    try {
                        int i = Integer.parseInt(p[0]); long nd = Long.parseLong(p[1]);
                        if (i >= 0 && i < T && !done[i]) { done[i] = true; prevDone++; prevNodes += nd; }
                    } catch (NumberFormatException ex) { /* torn line */ }
                }
                if (!quiet) System.err.println("resuming: " + prevDone + " of " + T + " tasks already refuted in the journal, skipped");
                jw = new PrintWriter(new FileWriter(journal, true));
            } else {
                jw = new PrintWriter(new FileWriter(journal));
                jw.println(header); jw.flush();
            }
        }
        final PrintWriter J = jw;
        AtomicInteger next = new AtomicInteger(), finished = new AtomicInteger(prevDone);
        AtomicLong totalNodes = new AtomicLong(prevNodes + ts.genNodes);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<int[]> sol = new AtomicReference<>();
        AtomicReference<Throwable> err = new AtomicReference<>();
        AtomicLong lastReport = new AtomicLong(now());
        Thread[] ws = new Thread[threads];
        for (int w = 0; w < threads; w++) {
            ws[w] = new Thread(() -> {
                try {
                    Solver s = new Solver(g, t, true); s.stop = stop;
                    for (int i; !stop.get() && (i = next.getAndIncrement()) < T; ) {
                        if (done[i]) continue;
                        if (!s.replay(ts.list.get(i))) throw new IllegalStateException("task " + i + " does not replay");
                        long n0 = s.nodes;
                        boolean hit;
                        try { hit = s.dfs(); } catch (Abort a) { return; }
                        long nd = s.nodes - n0;
                        totalNodes.addAndGet(nd);
                        if (hit) { sol.compareAndSet(null, s.found); stop.set(true); return; }
                        int f = finished.incrementAndGet();
                        if (J != null) synchronized (J) { J.println(i + " " + nd + " refuted"); J.flush(); }
                        long lr = lastReport.get();
                        if (!quiet && now() - lr > 30e9 && lastReport.compareAndSet(lr, now()))
                            System.err.printf("progress: %d/%d tasks, %d nodes, %.0f s%n", f, T, totalNodes.get(), secs(t0));
                    }
                } catch (Throwable e) { err.compareAndSet(null, e); stop.set(true); }
            });
            ws[w].start();
        }
        for (Thread w : ws) try { w.join(); } catch (InterruptedException e) { throw new RuntimeException(e); }
        if (J != null) J.close();
        if (err.get() != null) throw new IllegalStateException("worker failed", err.get());
        res.nodes = totalNodes.get(); res.secs = secs(t0);
        if (sol.get() != null) { res.placement = sol.get(); return res; }
        if (finished.get() != T) throw new IllegalStateException("not all tasks finished");
        res.impossible = true;
        return res;
    }

    /** Finds a placement of t queens (symmetric root, no split), or null; nodesOut[0] = nodes. */
    static int[] find(int n, int t, long[] nodesOut) {
        Geo g = new Geo(n); Solver s = new Solver(g, t, true);
        boolean hit = s.searchAll();
        if (nodesOut != null) nodesOut[0] = s.nodes;
        return hit ? s.found : null;
    }

    /** Exact number of placements of t queens; sym: only those in the symmetric root (see header). */
    static long[] count(int n, int t, boolean sym, List<int[]> collect) {
        Geo g = new Geo(n); Solver s = new Solver(g, t, sym);
        s.countAll = true; s.collect = collect;
        s.searchAll();
        return new long[]{s.solutions, s.nodes};
    }

    /** a(n): finds placements for t = 1, 2, ... and proves the first failure impossible. */
    static int max(int n, boolean print) {
        Geo g = new Geo(n);
        int t = 1; int[] best = null; long total = 0, lastNodes = 0;
        long t0 = now();
        while (true) {
            long[] nd = new long[1];
            int[] q = find(n, t, nd);
            total += nd[0]; lastNodes = nd[0];
            if (print) System.err.printf("t=%d: %s (%d nodes, %.1f s)%n", t, q != null ? "found" : "impossible", nd[0], secs(t0));
            if (q == null) break;
            if (verify(g, q, t) != null) throw new IllegalStateException("invalid placement " + verify(g, q, t));
            best = q; t++;
        }
        if (print) {
            if (best != null) { System.out.printf("n=%d t=%d: possible%n", n, t - 1); printPlacement(g, best, t - 1); }
            System.out.printf("n=%d t=%d: impossible (%d nodes)%n", n, t, lastNodes);
            System.out.printf("max = %d proven (n=%d, %d nodes in all, %.1f s)%n", t - 1, n, total, secs(t0));
        }
        return t - 1;
    }

    /**
     * Estimate (not a proof) of the size of the search tree of `refute n t` and of its run time:
     * Knuth's estimator (random root-to-leaf paths; at each node all children are generated and
     * one is taken uniformly; the path yields 1 + c1 + c1 c2 + ..., an unbiased estimate of the
     * node count, with a heavy right tail, so the sample mean tends to be low for small samples)
     * and the node rate of a plain run of the same tree for the rest of the time.
     */
    static void estimate(int n, int t, int probes, double seconds, long seed) {
        Geo g = new Geo(n);
        Random rnd = new Random(seed);
        Solver s = new Solver(g, t, true);
        long t0 = now();
        double sm = 0, sq = 0, mx = 0; int k = 0;
        for (; k < probes && (k < 10 || secs(t0) < seconds / 2); k++) {
            double e = s.probe(rnd); sm += e; sq += e * e; mx = Math.max(mx, e);
            if (s.placed == t) { System.out.println("probe found a placement"); printPlacement(g, s.found, t); return; }
        }
        double tp = secs(t0);
        double mean = sm / k, se = k > 1 ? Math.sqrt(Math.max(0, (sq - k * mean * mean) / (k - 1)) / k) : Double.NaN;
        // node rate: a plain search from the root for the remaining time
        Solver r = new Solver(g, t, true);
        AtomicBoolean stop = new AtomicBoolean(); r.stop = stop;
        Timer tm = new Timer(true);
        double rest = Math.max(5, seconds - tp);
        tm.schedule(new TimerTask() { public void run() { stop.set(true); } }, (long) (rest * 1000));
        long t1 = now(); boolean finished = true, hit = false;
        try { hit = r.searchAll(); } catch (Abort a) { finished = false; }
        tm.cancel();
        double el = secs(t1), rate = r.nodes / Math.max(1e-9, el);
        System.out.printf("estimate n=%d t=%d: Knuth estimator, %d probes (%.1f s): mean %.3e nodes, std.err %.2e, largest probe %.3e%n",
                n, t, k, tp, mean, se, mx);
        if (finished) {
            System.out.printf("estimate n=%d t=%d: the plain search finished within the budget: %d nodes, %s (%.1f s)%n",
                    n, t, r.nodes, hit ? "possible" : "impossible", el);
        }
        System.out.printf("estimate n=%d t=%d: rate %.3g nodes/s (%d nodes in %.1f s, one thread)%n", n, t, rate, r.nodes, el);
        System.out.printf("estimate n=%d t=%d: about %.3e nodes, %.3g CPU-hours on one core (estimate, not a proof)%n",
                n, t, mean, mean / rate / 3600);
    }

    // ------------------------------------------------------------------ self check
    static final long[] A068940 = {0, 1, 1, 4, 7, 13, 21, 32, 48, 67, 91, 121};
    static final long[] A375103 = {0, 1, 8, 16, 1344, 1056, 912, 96};

    /**
     * Naive brute force, independent of the engine: visit the n^2 z-lines (x,y) in order and put a
     * queen on one of the n cells of the line that no earlier queen attacks (coordinate test
     * attacks()), or leave the line empty; stop when t queens are placed. The only pruning is
     * "t - placed <= lines left" (each z-line holds at most one queen). Counts placements of exactly t.
     */
    static final class Brute {
        final int n, t; final int[][] q; long count, nodes; final List<int[]> out;
        Brute(int n, int t, List<int[]> out) { this.n = n; this.t = t; this.out = out; q = new int[Math.max(t, 1)][]; }
        void rec(int i, int k) {
            nodes++;
            if (k == t) {
                count++;
                if (out != null) { int[] c = new int[t]; for (int j = 0; j < t; j++) c[j] = (q[j][0] * n + q[j][1]) * n + q[j][2]; out.add(c); }
                return;
            }
            if (n * n - i < t - k) return;
            int x = i / n, y = i % n;
            for (int z = 0; z < n; z++) {
                int[] c = {x, y, z}; boolean free = true;
                for (int j = 0; j < k && free; j++) if (attacks(q[j], c)) free = false;
                if (!free) continue;
                q[k] = c; rec(i + 1, k + 1);
            }
            rec(i + 1, k);
        }
    }

    static long brute(int n, int t, List<int[]> out) { Brute b = new Brute(n, t, out); b.rec(0, 0); return b.count; }

    /** The 48 symmetries of the cube as cell maps: coordinate permutation, then reflections. */
    static int[][] symmetries(int n) {
        int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        int N = n * n * n; int[][] out = new int[48][N]; int k = 0;
        for (int[] p : perms) for (int r = 0; r < 8; r++, k++)
            for (int c = 0; c < N; c++) {
                int[] co = {c / (n * n), c / n % n, c % n}, im = new int[3];
                for (int i = 0; i < 3; i++) { int v = co[p[i]]; im[i] = (r >> i & 1) == 1 ? n - 1 - v : v; }
                out[k][c] = (im[0] * n + im[1]) * n + im[2];
            }
        return out;
    }

    /**
     * The root condition of the symmetric search, evaluated from coordinates on a complete
     * placement: with edge queens, m = least corner distance of an edge queen and (0,0,m) must be
     * a queen; and the placement must be the lex-leader of {P, sigma P} in the pair order of its
     * branch (Solver.lexPairs, zref = m, or 0 without edge queens).
     */
    static boolean rootCondition(Geo g, int[] q) {
        int n = g.n, m = Integer.MAX_VALUE;
        boolean[] has = new boolean[g.N];
        for (int c : q) {
            has[c] = true;
            int[] co = {g.cx[c], g.cy[c], g.cz[c]}; int ext = 0, dist = 0;
            for (int v : co) if (v == 0 || v == n - 1) ext++;
            if (ext < 2) continue;
            for (int v : co) if (v != 0 && v != n - 1) dist = Math.min(v, n - 1 - v);
            m = Math.min(m, dist); // corners (ext == 3) have distance 0
        }
        int zref = 0;
        if (m != Integer.MAX_VALUE) { if (!has[g.cell(0, 0, m)]) return false; zref = m; }
        int[][] pr = Solver.lexPairs(g, zref);
        for (int i = 0; i < pr[0].length; i++) if (has[pr[0][i]] != has[pr[1][i]]) return has[pr[0][i]];
        return true;
    }

    static String key(int[] q) { int[] s = q.clone(); Arrays.sort(s); return Arrays.toString(s); }

    static int checks, disagreements;
    static void report(boolean agree, String what) {
        checks++; if (!agree) disagreements++;
        System.out.println((agree ? "AGREE    " : "DISAGREE ") + what);
        System.out.flush();
    }

    /** Brute-force check of the root symmetry reduction on all placements of t queens. */
    static void checkSym(int n, int t, List<int[]> all) {
        Geo g = new Geo(n); int[][] sy = symmetries(n);
        Set<String> keys = new HashSet<>(); for (int[] q : all) keys.add(key(q));
        boolean closed = true; long orbitsMissed = 0, meet = 0;
        for (int[] q : all) {
            boolean any = false;
            for (int[] m : sy) {
                int[] im = new int[q.length]; for (int i = 0; i < q.length; i++) im[i] = m[q[i]];
                if (!keys.contains(key(im))) closed = false;
                if (rootCondition(g, im)) any = true;
            }
            if (!any) orbitsMissed++;
            if (rootCondition(g, q)) meet++;
        }
        long eng = count(n, t, true, null)[0];
        report(closed && orbitsMissed == 0 && eng == meet, String.format(
                "n=%d t=%d symmetry: %d brute placements, closed under the 48 symmetries: %b, placements with no image in a root branch: %d; "
                + "meeting the root condition: %d, engine symmetric count: %d", n, t, all.size(), closed, orbitsMissed, meet, eng));
    }

    static boolean check(int upto) throws IOException {
        long t0 = now();
        checks = 0; disagreements = 0;
        // attack table of the engine against the coordinate test
        for (int n = 1; n <= 6; n++) {
            Geo g = new Geo(n); boolean same = true;
            for (int a = 0; a < g.N; a++) {
                Set<Integer> s = new HashSet<>(); for (int b : g.attack[a]) s.add(b);
                for (int b = 0; b < g.N; b++)
                    if (s.contains(b) != attacks(new int[]{g.cx[a], g.cy[a], g.cz[a]}, new int[]{g.cx[b], g.cy[b], g.cz[b]})) same = false;
            }
            report(same, "n=" + n + " attack table equals the coordinate test");
        }
        // counts: engine (plain root) against the naive brute force; maximum and refutation of max+1
        int[][] ts = {{}, {1, 2}, {1, 2}, {2, 3, 4, 5}, {3, 5, 6, 7, 8}, {12, 13, 14}};
        for (int n = 1; n <= 5; n++) {
            long t1 = now(); int bmax = 0;
            for (int t : ts[n]) {
                List<int[]> all = new ArrayList<>();
                long b = brute(n, t, all), e = count(n, t, false, null)[0];
                if (b > 0) bmax = Math.max(bmax, t);
                report(b == e, String.format("n=%d t=%d: brute force %d placements, engine %d", n, t, b, e));
                if (n >= 3) checkSym(n, t, all);
            }
            int last = ts[n][ts[n].length - 1];
            report(bmax == A068940[n] && bmax == last - 1 && brute(n, last, null) == 0, String.format(
                    "n=%d: brute force max %d (A068940: %d), %d impossible (%.1f s)", n, bmax, A068940[n], last, secs(t1)));
        }
        // published counts, engine plain root
        for (int n = 1; n <= Math.min(upto, 6); n++) {
            long c = count(n, (int) A068940[n], false, null)[0];
            report(c == A375103[n], String.format("n=%d: %d placements of %d (A375103: %d)", n, c, A068940[n], A375103[n]));
        }
        // max, and refutation of a(n)+1 through the task split (1 and 2 threads)
        for (int n = 1; n <= upto; n++) {
            long t1 = now();
            int m = max(n, false);
            Result r1 = refute(n, m + 1, 1, null, 2, true), r2 = refute(n, m + 1, 2, null, 3, true);
            report(m == A068940[n] && r1.impossible && r2.impossible, String.format(
                    "n=%d: engine max %d (A068940: %d); %d impossible through %d and %d tasks (%.1f s)",
                    n, m, A068940[n], m + 1, r1.tasks, r2.tasks, secs(t1)));
        }
        System.out.printf("check: %s (%d comparisons, %.1f s)%n",
                disagreements == 0 ? "all AGREE" : "DISAGREE in " + disagreements, checks, secs(t0));
        return disagreements == 0;
    }

    // ------------------------------------------------------------------ main
    public static void main(String[] a) throws Exception {
        if (a.length == 0) {
            System.err.println("usage: max N | refute N T [--threads K] [--journal FILE] [--depth D] | count N T [--sym]\n"
                    + "       | estimate N T [--probes P] [--seconds S] [--seed X] | check [--upto N]");
            System.exit(2);
        }
        Map<String, String> opt = new HashMap<>(); List<String> pos = new ArrayList<>();
        for (int i = 0; i < a.length; i++) {
            if (a[i].startsWith("--")) { if (a[i].equals("--sym")) opt.put("sym", "1"); else opt.put(a[i].substring(2), a[++i]); }
            else pos.add(a[i]);
        }
        if (!pos.get(0).equals("check")) {
            int n = Integer.parseInt(pos.get(1));
            if (n < 1 || n > 12) throw new IllegalArgumentException("1 <= n <= 12");
        }
        switch (pos.get(0)) {
            case "max" -> max(Integer.parseInt(pos.get(1)), true);
            case "refute" -> {
                int n = Integer.parseInt(pos.get(1)), t = Integer.parseInt(pos.get(2));
                Result r = refute(n, t, Integer.parseInt(opt.getOrDefault("threads", "1")), opt.get("journal"),
                        Integer.parseInt(opt.getOrDefault("depth", "0")), false);
                if (r.impossible) System.out.printf("n=%d t=%d: impossible (%d nodes, %d tasks at depth %d, %.1f s)%n",
                        n, t, r.nodes, r.tasks, r.depth, r.secs);
                else { System.out.printf("n=%d t=%d: possible (%.1f s)%n", n, t, r.secs); printPlacement(new Geo(n), r.placement, t); }
                System.exit(r.impossible ? 0 : 1);
            }
            case "count" -> {
                int n = Integer.parseInt(pos.get(1)), t = Integer.parseInt(pos.get(2));
                long t0 = now(); boolean sym = opt.containsKey("sym");
                long[] c = count(n, t, sym, null);
                System.out.printf("%d placements of %d queens on %d^3%s (%d nodes, %.1f s)%n", c[0], t, n,
                        sym ? " in the symmetric root (not orbits)" : "", c[1], secs(t0));
            }
            case "estimate" -> estimate(Integer.parseInt(pos.get(1)), Integer.parseInt(pos.get(2)),
                    Integer.parseInt(opt.getOrDefault("probes", "1000000")), Double.parseDouble(opt.getOrDefault("seconds", "120")),
                    Long.parseLong(opt.getOrDefault("seed", "1")));
            case "check" -> System.exit(check(Integer.parseInt(opt.getOrDefault("upto", "5"))) ? 0 : 1);
            default -> { System.err.println("unknown mode " + pos.get(0)); System.exit(2); }
        }
    }
}
