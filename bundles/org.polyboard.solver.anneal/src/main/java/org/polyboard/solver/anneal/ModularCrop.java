package org.polyboard.solver.anneal;

import java.util.Arrays;

import org.polyboard.api.board.Board;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;

/**
 * Non-attacking queens on the cube n^3 cut out of a modular placement on a larger cube m^3: the queen of the line
 * through (x, y) along the third axis at z = (a·x + b·y + c) mod m. Two such queens that attack differ by t·ε with
 * 0 &lt; t &lt; m and ε ∈ {−1, 0, 1}^3, (ε<sub>1</sub>, ε<sub>2</sub>) ≠ 0, so t·(a·ε<sub>1</sub> + b·ε<sub>2</sub>
 * − ε<sub>3</sub>) ≡ 0 mod m; when every such s = a·ε<sub>1</sub> + b·ε<sub>2</sub> − ε<sub>3</sub> is prime to m
 * none do (Klarner's construction: a = 1, b = 2 with m prime to 210), and neither do those inside the corner n^3,
 * since a line of the small cube lies on a line of the large one. The corner holds the queens with z &lt; n among
 * x, y &lt; n; a shift c moves the window along z (a shift of x or y is a shift of c), so for each (a, b) the best c
 * is the best window of n residues on the histogram of a·x + b·y mod m.
 * <p>
 * The least moduli above n that serve are tried (three of them, up to 2n + 1) with every (a, b): on 12^3 the 13^3
 * placement with a = 2, b = 4 keeps 133 queens, the value published for A068940(12), where the chains find about
 * 123. The whole placement of the largest cube m^3 inside n^3 that has one (m² queens) is taken instead when it holds
 * more: 169 on 14^3, 361 on 20^3. Deterministic; a few milliseconds on the cubes the local search takes.
 */
final class ModularCrop {

    /** How many serving moduli above n are tried. */
    static final int MODULI = 3;

    private ModularCrop() {
    }

    /** A placement z = a x + b y + shift mod modulus and the queens it keeps on n^3. */
    private record Window(int count, int modulus, int a, int b, int shift) {
    }

    /** The best crop: its queens' cells, the modulus and multipliers it came from. */
    record Crop(int[] cells, int modulus, int a, int b, int shift) {

        String describe(int n) {
            return modulus <= n
                    ? String.format("the modular placement z = %d x + %d y mod %d on %d^3, inside %d^3", a, b, modulus,
                            modulus, n)
                    : String.format("the modular placement z = %d x + %d y + %d mod %d on %d^3 cut to its corner %d^3",
                            a, b, shift, modulus, modulus, n);
        }
    }

    /**
     * The crop for {@code problem} when it asks for queens on a full cube n^3 (n ≥ 2), with the cells of
     * {@code model}; {@code null} otherwise or when no modulus up to 2n + 1 serves.
     * A crop from a modulus at most n is the whole placement of that cube.
     */
    static Crop of(Problem problem, AttackModel model) {
        Board board = problem.board();
        if (!problem.instance().piece().equals("queen") || board.dimension() != 3 || board.wraps()) {
            return null;
        }
        int n = board.extent(0);
        if (n < 2 || board.extent(1) != n || board.extent(2) != n || board.cellCount() != (long) n * n * n
                || model.cellCount() != n * n * n) {
            return null;
        }
        Window best = null;
        int tried = 0;
        for (int m = n + 1; m <= 2 * n + 1 && tried < MODULI; m++) {
            Window found = bestWindow(n, m);
            if (found != null) {
                tried++;
                if (best == null || found.count() > best.count()) {
                    best = found;
                }
            }
        }
        // the whole placement of the largest cube inside that has one, when it holds more (13^3's 169 in 14^3)
        for (int m = n; m >= 2; m--) {
            int[] inside = anyServing(m);
            if (inside != null) {
                if (best == null || m * m > best.count()) {
                    best = new Window(m * m, m, inside[0], inside[1], 0);
                }
                break;
            }
        }
        if (best == null) {
            return null;
        }
        int[] cellAt = new int[model.cellCount()];
        for (int cell = 0; cell < model.cellCount(); cell++) {
            int[] xyz = model.coordinates(cell);
            cellAt[(xyz[0] * n + xyz[1]) * n + xyz[2]] = cell;
        }
        int m = best.modulus();
        int[] cells = new int[best.count()];
        int k = 0;
        int side = Math.min(n, m);
        for (int x = 0; x < side; x++) {
            for (int y = 0; y < side; y++) {
                int z = (int) (((long) best.a() * x + (long) best.b() * y + best.shift()) % m);
                if (z < n) {
                    cells[k++] = cellAt[(x * n + y) * n + z];
                }
            }
        }
        return new Crop(cells, m, best.a(), best.b(), best.shift());
    }

    /** The best window of n^3 in the modular placements on m^3, or null when none serves. */
    private static Window bestWindow(int n, int m) {
        Window best = null;
        int[] hist = new int[m];
        for (int a = 1; a < m; a++) {
            for (int b = 1; b < m; b++) {
                if (!serves(a, b, m)) {
                    continue;
                }
                Arrays.fill(hist, 0);
                for (int x = 0; x < n; x++) {
                    for (int y = 0; y < n; y++) {
                        hist[(int) (((long) a * x + (long) b * y) % m)]++;
                    }
                }
                // shift c keeps the queens whose residue r has (r + c) mod m < n: r = t - c mod m for t < n
                for (int c = 0; c < m; c++) {
                    int count = 0;
                    for (int t = 0; t < n; t++) {
                        count += hist[Math.floorMod(t - c, m)];
                    }
                    if (best == null || count > best.count()) {
                        best = new Window(count, m, a, b, c);
                    }
                }
            }
        }
        return best;
    }

    /** The least (a, b) that serves modulus m, or null. */
    static int[] anyServing(int m) {
        for (int a = 1; a < m; a++) {
            for (int b = 1; b < m; b++) {
                if (serves(a, b, m)) {
                    return new int[] {a, b};
                }
            }
        }
        return null;
    }

    /** Whether z = a x + b y mod m places m^2 queens on m^3 no two of which attack: every s prime to m. */
    static boolean serves(int a, int b, int m) {
        for (int e1 = -1; e1 <= 1; e1++) {
            for (int e2 = -1; e2 <= 1; e2++) {
                if (e1 == 0 && e2 == 0) {
                    continue;
                }
                for (int e3 = -1; e3 <= 1; e3++) {
                    if (Arithmetic.gcd(Math.abs(a * e1 + b * e2 - e3), m) != 1) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
