package org.polyboard.solver.anneal;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.AttackModel;

/**
 * Large independent sets invariant under a symmetry of the board, one symmetry of each kind in turn. A symmetry's
 * orbits of full size whose cells do not attack each other become the vertices of a smaller graph, two of them
 * adjacent when a cell of one attacks a cell of the other; an {@link IndependentSetChain} searches that graph for
 * {@value #STEPS} steps, and the orbits it keeps, with the free cells then taken in cell order (fixed points and
 * shorter orbits among them), make the placement. Best placements of lattice-like boards are often symmetric: every
 * 145 queens on 7^4 the chains found is invariant under the central inversion and under a signed 4-cycle of the
 * coordinates (order 8, whose 260 full orbits hold 18 independent ones: 144 queens and the centre); 169 on 13^3 and
 * 67 on 9^3 are invariant under the central inversion. Those take a fraction of a second here, where the chains over
 * the cells take seconds to minutes by the seed. Elsewhere the placement is usually worse than the chains'.
 */
final class OrbitSearch {

    /** Steps of the chain over the orbits of each kind of symmetry. */
    static final int STEPS = 5_000;

    /** The placement found (empty without a symmetry), the order of the symmetry and its full independent orbits. */
    record Outcome(int[] cells, int order, int orbits) {
    }

    private OrbitSearch() {
    }

    /**
     * Searches the orbits of one symmetry of each kind (the cycle lengths of its permutation and how many of its full
     * orbits are independent; conjugate symmetries agree on both), {@code steps} steps each, until one meets
     * {@code bound} or {@code stop} holds; the best placement found.
     */
    static Outcome run(AttackModel model, long seed, int steps, int bound, BooleanSupplier stop) {
        Outcome best = new Outcome(new int[0], 1, 0);
        Set<String> kinds = new HashSet<>();
        for (int[] p : model.symmetries()) {
            if (best.cells().length >= bound || stop.getAsBoolean()) {
                break;
            }
            String kind = kind(model, p);
            if (kind != null && kinds.add(kind)) {
                Outcome outcome = search(model, p, seed, steps, stop);
                if (outcome.cells().length > best.cells().length) {
                    best = outcome;
                }
            }
        }
        return best;
    }

    /** The cycle lengths of {@code p} with the number of its full orbits that are independent, or null if none. */
    private static String kind(AttackModel model, int[] p) {
        int m = p.length;
        int order = order(p);
        if (order < 2 || order > m) {
            return null;
        }
        int[] lengths = new int[order + 1];
        boolean[] seen = new boolean[m];
        int[] orbit = new int[order];
        int independent = 0;
        for (int c = 0; c < m; c++) {
            if (seen[c]) {
                continue;
            }
            int size = 0;
            for (int x = c; !seen[x]; x = p[x]) {
                seen[x] = true;
                orbit[size++] = x;
            }
            lengths[size]++;
            if (size == order && independent(model, orbit, size)) {
                independent++;
            }
        }
        return independent == 0 ? null : Arrays.toString(lengths) + independent;
    }

    /** The search over the full independent orbits of {@code symmetry}, {@code steps} steps of a chain. */
    static Outcome search(AttackModel model, int[] symmetry, long seed, int steps, BooleanSupplier stop) {
        int m = model.cellCount();
        int order = order(symmetry);
        if (order < 2 || order > m) {
            return new Outcome(new int[0], order, 0);
        }
        // orbits of full size whose cells do not attack each other, in the order of their least cells
        int[] orbitOf = new int[m];
        Arrays.fill(orbitOf, -1);
        int[] cells = new int[m];
        int[] start = new int[m / order + 1];
        int orbits = 0;
        int placed = 0;
        int[] orbit = new int[order];
        for (int c = 0; c < m; c++) {
            if (orbitOf[c] != -1) {
                continue;
            }
            int size = 0;
            for (int x = c; orbitOf[x] == -1 && size < order; x = symmetry[x]) {
                orbitOf[x] = -2;
                orbit[size++] = x;
            }
            boolean keep = size == order && independent(model, orbit, size);
            for (int i = 0; i < size; i++) {
                orbitOf[orbit[i]] = keep ? orbits : -2;
            }
            if (keep) {
                start[orbits++] = placed;
                System.arraycopy(orbit, 0, cells, placed, size);
                placed += size;
            }
        }
        if (orbits == 0) {
            return new Outcome(new int[0], order, 0);
        }
        int[][] adjacent = new int[orbits][];
        long[] seen = new long[(orbits + 63) >>> 6];
        int[] list = new int[orbits];
        for (int i = 0; i < orbits; i++) {
            Arrays.fill(seen, 0);
            int count = 0;
            for (int j = start[i]; j < start[i] + order; j++) {
                for (int u : model.neighbours(cells[j])) {
                    int o = orbitOf[u];
                    if (o >= 0 && o != i && (seen[o >>> 6] & 1L << o) == 0) {
                        seen[o >>> 6] |= 1L << o;
                        list[count++] = o;
                    }
                }
            }
            adjacent[i] = Arrays.copyOf(list, count);
            Arrays.sort(adjacent[i]);
        }
        int[] identity = new int[orbits];
        for (int i = 0; i < orbits; i++) {
            identity[i] = i;
        }
        AttackModel quotient = new AttackModel(new int[] {orbits}, identity.clone(), adjacent, new int[0][],
                List.of(identity));
        IndependentSetChain chain = new IndependentSetChain(quotient, seed, true);
        chain.run(orbits, () -> chain.steps() >= steps || stop.getAsBoolean(), value -> { });
        boolean[] blocked = new boolean[m];
        int[] found = new int[m];
        int size = 0;
        for (int o : chain.best()) {
            for (int j = start[o]; j < start[o] + order; j++) {
                size = take(model, cells[j], found, size, blocked);
            }
        }
        for (int c = 0; c < m; c++) {
            if (!blocked[c]) {
                size = take(model, c, found, size, blocked);
            }
        }
        int[] result = Arrays.copyOf(found, size);
        Arrays.sort(result);
        return new Outcome(result, order, orbits);
    }

    private static int take(AttackModel model, int cell, int[] found, int size, boolean[] blocked) {
        found[size] = cell;
        blocked[cell] = true;
        for (int u : model.neighbours(cell)) {
            blocked[u] = true;
        }
        return size + 1;
    }

    private static boolean independent(AttackModel model, int[] orbit, int size) {
        for (int i = 0; i < size; i++) {
            long[] attacked = model.neighbourhood(orbit[i]);
            for (int j = i + 1; j < size; j++) {
                if ((attacked[orbit[j] >>> 6] & 1L << orbit[j]) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The order of a permutation: the least common multiple of its cycles' lengths. */
    static int order(int[] permutation) {
        boolean[] seen = new boolean[permutation.length];
        long order = 1;
        for (int c = 0; c < permutation.length; c++) {
            if (seen[c]) {
                continue;
            }
            int length = 0;
            for (int x = c; !seen[x]; x = permutation[x]) {
                seen[x] = true;
                length++;
            }
            order = order / gcd(order, length) * length;
            if (order > Integer.MAX_VALUE) {
                return Integer.MAX_VALUE;
            }
        }
        return (int) order;
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
