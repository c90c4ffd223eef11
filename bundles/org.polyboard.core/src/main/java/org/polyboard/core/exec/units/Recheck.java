package org.polyboard.core.exec.units;

import java.security.SecureRandom;
import java.util.Map;

import org.polyboard.api.solve.Checkpoints;

/**
 * Which units found in the checkpoints a resumed run searches again, to compare with what was saved
 * ({@link Checkpoints#RECHECK}): each with the probability given, drawn from the unit's id and a salt chosen at random
 * for the run, so that nobody who writes the checkpoints knows which units the next run will search again. Immutable.
 */
record Recheck(double share, long salt) {

    /** No unit searched again. */
    static final Recheck NONE = new Recheck(0, 0);

    /**
     * The recheck a solve's run settings ask for ({@link Checkpoints#RECHECK}), with a fresh salt; {@link #NONE} when
     * they ask none.
     *
     * @throws IllegalArgumentException when the setting is not a number from 0 to 1
     */
    static Recheck of(Map<String, String> settings) {
        String text = settings.get(Checkpoints.RECHECK);
        if (text == null) {
            return NONE;
        }
        double share;
        try {
            share = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            share = Double.NaN;
        }
        if (!(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException(Checkpoints.RECHECK + "=" + text + " is not a share from 0 to 1");
        }
        return share == 0 ? NONE : new Recheck(share, new SecureRandom().nextLong());
    }

    /** Whether the unit {@code id}, found in the checkpoints, is searched again. */
    boolean draws(String id) {
        if (share <= 0) {
            return false;
        }
        long h = (id.hashCode() + salt) * 0x9E3779B97F4A7C15L;
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return (h >>> 11) * 0x1.0p-53 < share;
    }
}
