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
 * shorter orbits among them), make the placement. Best placements of lattice-like boards are often symmetric: the
 * three placements of 145 queens on 7^4 the chains found are each invariant under the central inversion and under a
 * signed 4-cycle of the coordinates (order 8, whose 260 full orbits hold 18 independent ones: 144 queens and the
 * centre); 169 on 13^3 and 67 on 9^3 are invariant under the central inversion. Those take a fraction of a second
 * here, where the chains over the cells take seconds to minutes by the seed. Elsewhere the placement is usually worse
 * than the chains'.
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
            Orbits orbits = Orbits.of(model, p);
            if (orbits != null && kinds.add(orbits.kind())) {
                Outcome outcome = search(model, orbits, seed, steps, stop);
                if (outcome.cells().length > best.cells().length) {
                    best = outcome;
                }
            }
        }
        return best;
    }

    /**
     * The full orbits of a symmetry whose cells do not attack each other, in the order of their least cells: orbit
     * {@code i} is {@code cells[i * order .. (i + 1) * order - 1]}, and {@code orbitOf[c]} is the orbit of cell c, or
     * -1 when c lies in no such orbit; {@code lengths[k]} counts the symmetry's cycles of length k.
     */
    private record Orbits(int order, int count, int[] cells, int[] orbitOf, int[] lengths) {

        /** The orbits of {@code p}, or {@code null} when it is the identity or has no full independent orbit. */
        static Orbits of(AttackModel model, int[] p) {
            int m = p.length;
            int order = OrbitSearch.order(p);
            if (order < 2 || order > m) {
                return null;
            }
            int[] lengths = new int[order + 1];
            int[] orbitOf = new int[m];
            Arrays.fill(orbitOf, -2);
            int[] cells = new int[m];
            int count = 0;
            for (int c = 0; c < m; c++) {
                if (orbitOf[c] != -2) {
                    continue;
                }
                int from = count * order;
                int size = 0;
                for (int x = c; orbitOf[x] == -2; x = p[x]) {
                    orbitOf[x] = -1;
                    cells[from + size++] = x;
                }
                lengths[size]++;
                if (size == order && independent(model, cells, from, order)) {
                    for (int i = from; i < from + order; i++) {
                        orbitOf[cells[i]] = count;
                    }
                    count++;
                }
            }
            return count == 0 ? null : new Orbits(order, count, cells, orbitOf, lengths);
        }

        /** What conjugate symmetries share: the cycle lengths and the number of full independent orbits. */
        String kind() {
            return Arrays.toString(lengths) + count;
        }
    }

    /** The search over the full independent orbits of one symmetry, {@code steps} steps of a chain. */
    private static Outcome search(AttackModel model, Orbits orbits, long seed, int steps, BooleanSupplier stop) {
        int m = model.cellCount();
        int order = orbits.order();
        int count = orbits.count();
        int[] cells = orbits.cells();
        int[] orbitOf = orbits.orbitOf();
        int[][] adjacent = new int[count][];
        long[] seen = new long[(count + 63) >>> 6];
        int[] list = new int[count];
        for (int i = 0; i < count; i++) {
            Arrays.fill(seen, 0);
            int degree = 0;
            for (int j = i * order; j < (i + 1) * order; j++) {
                for (int u : model.neighbours(cells[j])) {
                    int o = orbitOf[u];
                    if (o >= 0 && (seen[o >>> 6] & 1L << o) == 0) { // never i: its cells do not attack each other
                        seen[o >>> 6] |= 1L << o;
                        list[degree++] = o;
                    }
                }
            }
            adjacent[i] = Arrays.copyOf(list, degree);
            Arrays.sort(adjacent[i]);
        }
        int[] identity = new int[count];
        Arrays.setAll(identity, i -> i);
        AttackModel quotient = new AttackModel(new int[] {count}, identity, adjacent, new int[0][], List.of(identity));
        IndependentSetChain chain = new IndependentSetChain(quotient, seed, true);
        chain.run(count, () -> chain.steps() >= steps || stop.getAsBoolean(), value -> { });
        boolean[] blocked = new boolean[m];
        int[] found = new int[m];
        int size = 0;
        for (int o : chain.best()) {
            for (int j = o * order; j < (o + 1) * order; j++) {
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
        return new Outcome(result, order, count);
    }

    private static int take(AttackModel model, int cell, int[] found, int size, boolean[] blocked) {
        found[size] = cell;
        blocked[cell] = true;
        for (int u : model.neighbours(cell)) {
            blocked[u] = true;
        }
        return size + 1;
    }

    /** Whether the cells {@code cells[from .. from + size - 1]} attack no one of each other. */
    private static boolean independent(AttackModel model, int[] cells, int from, int size) {
        for (int i = from; i < from + size; i++) {
            long[] attacked = model.neighbourhood(cells[i]);
            for (int j = i + 1; j < from + size; j++) {
                if ((attacked[cells[j] >>> 6] & 1L << cells[j]) != 0) {
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
            order = order / Arithmetic.gcd(order, length) * length;
            if (order > Integer.MAX_VALUE) {
                return Integer.MAX_VALUE;
            }
        }
        return (int) order;
    }
}
