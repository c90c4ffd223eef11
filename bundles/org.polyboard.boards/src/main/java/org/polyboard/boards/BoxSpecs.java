package org.polyboard.boards;

import java.math.BigInteger;
import java.util.Arrays;

/** Reads box sizes: {@code 8}, {@code 3x8}, {@code 4x4x4}, {@code 4^3}. */
final class BoxSpecs {

    /** Largest side accepted. */
    static final int MAX_SIDE = 10_000_000;
    /** Largest number of axes accepted. */
    static final int MAX_DIMENSION = 12;

    private BoxSpecs() {
    }

    /**
     * @param minAxes the fewest axes the board needs (a single number is a square when 2)
     * @throws IllegalArgumentException naming the malformed part
     */
    static int[] parse(String kind, String text, int minAxes) {
        String spec = text.trim();
        if (spec.isEmpty()) {
            throw new IllegalArgumentException("Board " + kind + " needs a size, e.g. " + kind + ":8x8.");
        }
        int[] extents;
        int caret = spec.indexOf('^');
        if (caret >= 0) {
            int side = number(kind, spec.substring(0, caret), 1, MAX_SIDE, "side");
            int d = number(kind, spec.substring(caret + 1), 0, MAX_DIMENSION, "dimension");
            extents = new int[d];
            Arrays.fill(extents, side);
        } else {
            String[] parts = spec.split("[xX×]", -1);
            extents = new int[parts.length];
            for (int i = 0; i < parts.length; i++) {
                extents[i] = number(kind, parts[i], 1, MAX_SIDE, "side");
            }
            if (parts.length == 1 && minAxes == 2) {
                extents = new int[] {extents[0], extents[0]};
            }
        }
        if (extents.length < minAxes) {
            throw new IllegalArgumentException("Board " + kind + ":" + text + " needs at least " + minAxes + " sides.");
        }
        if (extents.length > MAX_DIMENSION) {
            throw new IllegalArgumentException("Board " + kind + ":" + text + " has " + extents.length
                    + " axes; at most " + MAX_DIMENSION + " are supported.");
        }
        checkCells(kind, text, extents);
        return extents;
    }

    /**
     * A board counts its cells in a {@code long}: at most {@value Long#MAX_VALUE} (2^63 - 1, about 9.2e18).
     *
     * @throws IllegalArgumentException naming the size and the limit when the box holds more
     */
    static void checkCells(String kind, String text, int[] extents) {
        BigInteger cells = BigInteger.ONE;
        for (int e : extents) {
            cells = cells.multiply(BigInteger.valueOf(e));
        }
        if (cells.bitLength() > 63) {
            throw new IllegalArgumentException("Board " + kind + ":" + text + " has " + scientific(cells)
                    + " cells; a board holds at most 2^63 - 1 (about 9.2e18).");
        }
    }

    /** A large count as {@code 1.0e24}. */
    private static String scientific(BigInteger n) {
        String digits = n.toString();
        return digits.charAt(0) + "." + digits.charAt(1) + "e" + (digits.length() - 1);
    }

    private static int number(String kind, String text, int min, int max, String what) {
        String t = text.trim();
        int value;
        try {
            value = Integer.parseInt(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Board " + kind + ": '" + text + "' is not a whole number (" + what + ").");
        }
        if (value < min || value > max) {
            throw new IllegalArgumentException("Board " + kind + ": " + what + " " + value + " is out of range "
                    + min + ".." + max + ".");
        }
        return value;
    }
}
