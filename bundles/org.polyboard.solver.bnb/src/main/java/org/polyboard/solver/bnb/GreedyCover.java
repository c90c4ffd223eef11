package org.polyboard.solver.bnb;

import java.util.Arrays;

/** A first cover to report when the exact search is stopped early: greedy on units, then pruned. */
final class GreedyCover {

    private GreedyCover() {
    }

    /** The cells of a greedy cover, ascending, or null when none was found (independent covers may fail). */
    static int[] of(Units units, boolean independent) {
        int m = units.unitOf.length;
        int words = units.words;
        long[] covered = new long[words];
        units.pastTheBoard(covered);
        boolean[] chosen = new boolean[units.count];
        int left = m;
        while (left > 0) {
            int best = -1;
            int bestGain = 0;
            for (int unit = 0; unit < units.count; unit++) {
                if (chosen[unit] || independent && !placeable(units, unit, covered)) {
                    continue;
                }
                int gain = 0;
                long[] h = units.hood[unit];
                for (int i = 0; i < words; i++) {
                    gain += Long.bitCount(h[i] & ~covered[i]);
                }
                if (gain > bestGain) {
                    best = unit;
                    bestGain = gain;
                }
            }
            if (best < 0) {
                return null;
            }
            chosen[best] = true;
            long[] h = units.hood[best];
            for (int i = 0; i < words; i++) {
                covered[i] |= h[i];
            }
            left -= bestGain;
        }
        if (!independent) {
            dropRedundant(units, chosen);
        }
        int size = 0;
        for (int unit = 0; unit < units.count; unit++) {
            size += chosen[unit] ? units.size[unit] : 0;
        }
        int[] cells = new int[size];
        int n = 0;
        for (int unit = 0; unit < units.count; unit++) {
            if (chosen[unit]) {
                for (int c : units.cells[unit]) {
                    cells[n++] = c;
                }
            }
        }
        Arrays.sort(cells);
        return cells;
    }

    private static void dropRedundant(Units units, boolean[] chosen) {
        int m = units.unitOf.length;
        int[] coverage = new int[m];
        for (int unit = 0; unit < units.count; unit++) {
            if (chosen[unit]) {
                add(units, unit, coverage, 1);
            }
        }
        for (int unit = units.count - 1; unit >= 0; unit--) {
            if (!chosen[unit]) {
                continue;
            }
            add(units, unit, coverage, -1);
            boolean needed = false;
            long[] h = units.hood[unit];
            for (int i = 0; i < h.length && !needed; i++) {
                long bits = h[i];
                while (bits != 0) {
                    if (coverage[(i << 6) + Long.numberOfTrailingZeros(bits)] == 0) {
                        needed = true;
                        break;
                    }
                    bits &= bits - 1;
                }
            }
            if (needed) {
                add(units, unit, coverage, 1);
            } else {
                chosen[unit] = false;
            }
        }
    }

    private static void add(Units units, int unit, int[] coverage, int delta) {
        long[] h = units.hood[unit];
        for (int i = 0; i < h.length; i++) {
            long bits = h[i];
            while (bits != 0) {
                coverage[(i << 6) + Long.numberOfTrailingZeros(bits)] += delta;
                bits &= bits - 1;
            }
        }
    }

    private static boolean placeable(Units units, int unit, long[] covered) {
        if (!units.selfIndependent[unit]) {
            return false;
        }
        long[] mask = units.mask[unit];
        for (int i = 0; i < mask.length; i++) {
            if ((mask[i] & covered[i]) != 0) {
                return false;
            }
        }
        return true;
    }
}
