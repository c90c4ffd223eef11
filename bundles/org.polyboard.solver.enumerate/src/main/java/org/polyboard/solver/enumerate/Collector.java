package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Receives the placements a search finds (as sorted cell numbers): counts them, counts the orbits under the
 * symmetry group of the board, and keeps the first {@link #MAX_KEPT}. The set of placements it is given must be
 * closed under the group, as the solutions of a problem on the board are; then the orbits are counted as the
 * placements that are the lexicographically smallest of their orbit. Thread-safe.
 */
final class Collector {

    /** Most placements kept for the result; all are counted. */
    static final int MAX_KEPT = 1000;

    private final List<int[]> symmetries;
    private final List<int[]> kept = new ArrayList<>();
    private long count;
    private long distinct;
    private int size = -1;

    /** @param symmetries cell permutations, identity first */
    Collector(List<int[]> symmetries) {
        this.symmetries = symmetries;
    }

    /** Adds the placement {@code cells[0..length)} (copied; need not be sorted). */
    synchronized void add(int[] cells, int length) {
        int[] sorted = Arrays.copyOf(cells, length);
        Arrays.sort(sorted);
        count++;
        if (isSmallestOfOrbit(sorted)) {
            distinct++;
        }
        if (kept.size() < MAX_KEPT) {
            kept.add(sorted);
        }
        size = length;
    }

    /** Forgets everything collected, e.g. when a larger placement makes the earlier ones non-optimal. */
    synchronized void reset() {
        kept.clear();
        count = 0;
        distinct = 0;
        size = -1;
    }

    synchronized long count() {
        return count;
    }

    synchronized long distinct() {
        return distinct;
    }

    synchronized List<int[]> kept() {
        return new ArrayList<>(kept);
    }

    /** The size of the placements collected, or −1 when none. */
    synchronized int size() {
        return size;
    }

    private boolean isSmallestOfOrbit(int[] sorted) {
        int[] image = new int[sorted.length];
        for (int g = 1; g < symmetries.size(); g++) {
            int[] map = symmetries.get(g);
            for (int i = 0; i < sorted.length; i++) {
                image[i] = map[sorted[i]];
            }
            Arrays.sort(image);
            if (Arrays.compare(image, sorted) < 0) {
                return false;
            }
        }
        return true;
    }
}
