package org.polyboard.core.verify;

/**
 * A set of line keys for the independence checks: a bit set over [min, max] when the keys are dense (line keys of
 * boxes usually are), which stays in cache where a hash set of millions of keys does not; a {@link LongSet}
 * otherwise.
 */
final class KeySet {

    /** A bit set is used when it takes at most this many bits per key. */
    private static final long DENSE_BITS_PER_KEY = 256;

    private final long min;
    private final long[] bits;
    private final LongSet hashed;

    private KeySet(long min, long[] bits, LongSet hashed) {
        this.min = min;
        this.bits = bits;
        this.hashed = hashed;
    }

    /** A set for {@code count} keys, all within [min, max]. */
    static KeySet of(long min, long max, long count) {
        long range = max - min + 1;
        if (count > 0 && range > 0 && range / DENSE_BITS_PER_KEY <= count && range <= (long) Integer.MAX_VALUE * 64) {
            return new KeySet(min, new long[(int) ((range + 63) >>> 6)], null);
        }
        return new KeySet(0, null, new LongSet((int) Math.min(count, 1 << 26)));
    }

    /** Adds {@code key}, which must lie in the range the set was made for; returns whether it was absent. */
    boolean add(long key) {
        if (bits == null) {
            return hashed.add(key);
        }
        long offset = key - min;
        if (offset < 0 || (offset >>> 6) >= bits.length) {
            throw new IllegalArgumentException("key " + key + " outside the range of this set");
        }
        int word = (int) (offset >>> 6);
        long bit = 1L << offset;
        if ((bits[word] & bit) != 0) {
            return false;
        }
        bits[word] |= bit;
        return true;
    }

    boolean contains(long key) {
        if (bits == null) {
            return hashed.contains(key);
        }
        long offset = key - min;
        if (offset < 0 || (offset >>> 6) >= bits.length) {
            return false; // outside the range of the keys added (also when key - min overflows)
        }
        return (bits[(int) (offset >>> 6)] & 1L << offset) != 0;
    }
}
