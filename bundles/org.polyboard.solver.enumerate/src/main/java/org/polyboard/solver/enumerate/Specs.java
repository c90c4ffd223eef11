package org.polyboard.solver.enumerate;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Map;
import java.util.zip.CRC32;

/** How the nodes of a split search are written into a work unit's spec and read back: cells, bit sets, checksums. */
final class Specs {

    private Specs() {
    }

    /** Cells as {@code "3.17.42"}; the empty string for none. */
    static String cells(int[] cells) {
        StringBuilder text = new StringBuilder();
        for (int c : cells) {
            text.append(text.length() == 0 ? "" : ".").append(c);
        }
        return text.toString();
    }

    static int[] cells(String text) {
        if (text.isEmpty()) {
            return new int[0];
        }
        String[] parts = text.split("\\.");
        int[] cells = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            cells[i] = Integer.parseInt(parts[i]);
        }
        return cells;
    }

    /** A bit set as hexadecimal words. */
    static String bits(long[] words) {
        ByteBuffer bytes = ByteBuffer.allocate(8 * words.length);
        for (long word : words) {
            bytes.putLong(word);
        }
        return HexFormat.of().formatHex(bytes.array());
    }

    /** @throws IllegalArgumentException when {@code text} is not {@code words} hexadecimal words */
    static long[] bits(String text, int words) {
        byte[] raw = HexFormat.of().parseHex(text);
        if (raw.length != 8 * words) {
            throw new IllegalArgumentException("a bit set of " + raw.length + " bytes where " + 8 * words + " were expected");
        }
        ByteBuffer bytes = ByteBuffer.wrap(raw);
        long[] result = new long[words];
        for (int i = 0; i < words; i++) {
            result[i] = bytes.getLong();
        }
        return result;
    }

    /** A checksum of a spec's keys and values, for the unit's id: a changed node never matches an old checkpoint. */
    static String checksum(Map<String, String> spec) {
        CRC32 crc = new CRC32();
        spec.forEach((key, value) -> {
            crc.update(key.getBytes(StandardCharsets.UTF_8));
            crc.update('=');
            crc.update(value.getBytes(StandardCharsets.UTF_8));
            crc.update(';');
        });
        return Long.toHexString(crc.getValue());
    }
}
