package org.polyboard.core.model;

import java.util.Arrays;

/** Dense ids 0, 1, 2, ... for longs in the order first seen, by open addressing: no boxing. */
final class LongIds {

    private static final long EMPTY = Long.MIN_VALUE;

    private long[] keys;
    private int[] ids;
    private int size;
    private int emptyKeyId = -1;

    LongIds(int expected) {
        int capacity = Integer.highestOneBit(Math.max(4, expected) * 2 - 1) << 1;
        keys = new long[capacity];
        ids = new int[capacity];
        Arrays.fill(keys, EMPTY);
    }

    /** The id of {@code key}, a new one (the number of keys seen so far) when first seen. */
    int id(long key) {
        if (key == EMPTY) {
            if (emptyKeyId < 0) {
                emptyKeyId = size++;
            }
            return emptyKeyId;
        }
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int i = mix(key) & mask;; i = (i + 1) & mask) {
            if (keys[i] == EMPTY) {
                keys[i] = key;
                ids[i] = size;
                return size++;
            }
            if (keys[i] == key) {
                return ids[i];
            }
        }
    }

    int size() {
        return size;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldIds = ids;
        keys = new long[oldKeys.length * 2];
        ids = new int[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != EMPTY) {
                int i = mix(oldKeys[j]) & mask;
                while (keys[i] != EMPTY) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                ids[i] = oldIds[j];
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
