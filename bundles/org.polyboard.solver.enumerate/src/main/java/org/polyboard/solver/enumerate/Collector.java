package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Receives the placements one work unit finds (as sorted cell numbers): counts them, counts those that are the
 * representatives of their orbit under the symmetry group of the board, and keeps the first {@link #MAX_KEPT}. The
 * set of all placements sought must be closed under the group, as the solutions of a problem on the board are; then
 * the orbits are counted, over all units, as the placements that are the lexicographically smallest of their orbit.
 * Not thread-safe: one per unit.
 */
final class Collector {

    /** Most placements kept for the result; all are counted. */
    static final int MAX_KEPT = 1000;

    private final List<int[]> symmetries;
    private final List<int[]> kept = new ArrayList<>();
    private final int[] image;
    private long count;
    private long distinct;

    /** @param symmetries cell permutations, identity first */
    Collector(List<int[]> symmetries, int cells) {
        this.symmetries = symmetries;
        this.image = new int[cells];
    }

    /** Adds the placement {@code cells[0..length)} (copied; need not be sorted). */
    void add(int[] cells, int length) {
        int[] sorted = Arrays.copyOf(cells, length);
        Arrays.sort(sorted);
        count++;
        if (isSmallestOfOrbit(sorted)) {
            distinct++;
        }
        if (kept.size() < MAX_KEPT) {
            kept.add(sorted);
        }
    }

    long count() {
        return count;
    }

    long distinct() {
        return distinct;
    }

    List<int[]> kept() {
        return kept;
    }

    private boolean isSmallestOfOrbit(int[] sorted) {
        int n = sorted.length;
        for (int g = 1; g < symmetries.size(); g++) {
            int[] map = symmetries.get(g);
            for (int i = 0; i < n; i++) {
                image[i] = map[sorted[i]];
            }
            Arrays.sort(image, 0, n);
            if (Arrays.compare(image, 0, n, sorted, 0, n) < 0) {
                return false;
            }
        }
        return true;
    }
}
