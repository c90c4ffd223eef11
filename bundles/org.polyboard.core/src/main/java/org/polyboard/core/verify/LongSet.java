package org.polyboard.core.verify;

import java.util.Arrays;

/** An open-addressing set of longs: no boxing, for verifying placements of millions of pieces. */
final class LongSet {

    private static final long EMPTY = Long.MIN_VALUE;

    private long[] slots;
    private int size;
    private boolean hasEmptyKey;

    LongSet(int expected) {
        int capacity = Integer.highestOneBit(Math.max(4, expected) * 2 - 1) << 1;
        slots = new long[capacity];
        Arrays.fill(slots, EMPTY);
    }

    /** Adds {@code key}; returns whether it was absent. */
    boolean add(long key) {
        if (key == EMPTY) {
            boolean added = !hasEmptyKey;
            hasEmptyKey = true;
            return added;
        }
        if (2 * (size + 1) > slots.length) {
            grow();
        }
        int mask = slots.length - 1;
        for (int i = mix(key) & mask;; i = (i + 1) & mask) {
            if (slots[i] == EMPTY) {
                slots[i] = key;
                size++;
                return true;
            }
            if (slots[i] == key) {
                return false;
            }
        }
    }

    boolean contains(long key) {
        if (key == EMPTY) {
            return hasEmptyKey;
        }
        int mask = slots.length - 1;
        for (int i = mix(key) & mask;; i = (i + 1) & mask) {
            if (slots[i] == EMPTY) {
                return false;
            }
            if (slots[i] == key) {
                return true;
            }
        }
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        Arrays.fill(slots, EMPTY);
        size = 0;
        for (long key : old) {
            if (key != EMPTY) {
                add(key);
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
