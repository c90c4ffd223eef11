package org.polyboard.solver.peaceable;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The census of the peaceable placements of m pieces of each colour: counted in total and by classes under the
 * group of a {@link LineColouringSearch} (the board's symmetries, on a torus with its translations) and the colour
 * swap. On the n×n board with m the optimum the classes are what OEIS A260680 counts (a group of order 16).
 * <p>
 * Fed the colourings of {@link LineColouringSearch#enumerate} with target m, it lists every placement that agrees
 * with each one (m of its white cells, m of its black cells, a loose cell taking at most one piece) and files the
 * placement under the least of its images, white cells then black ones as bit sets. A class met again, from another
 * colouring or through another member, is filed once, so the union of the censuses of a search's parts is the census
 * of the whole search. Not thread-safe.
 */
final class PeaceableCensus implements Consumer<LineColouringSearch.Leaf> {

    private final int m;
    private final int[][] group;
    private final int words;
    /** Per class, its least image, and how many distinct images it has. */
    private final Map<Key, Integer> classes = new HashMap<>();
    private final long[] image;
    private final long[] least;
    private final int[] white;
    private final int[] black;
    private long listed;

    PeaceableCensus(int m, List<int[]> group, int cellCount) {
        this.m = m;
        this.group = group.toArray(int[][]::new);
        this.words = Math.max(1, (cellCount + 63) >>> 6);
        this.image = new long[2 * words];
        this.least = new long[2 * words];
        this.white = new int[m];
        this.black = new int[m];
    }

    /** Lists the placements that agree with {@code leaf} and files each under its class. */
    @Override
    public void accept(LineColouringSearch.Leaf leaf) {
        int[] whites = merged(leaf.white(), leaf.loose(), null, 0);
        subsets(whites, m, white, () -> {
            int[] blacks = merged(leaf.black(), leaf.loose(), white, m);
            subsets(blacks, m, black, () -> file(white, black));
        });
    }

    /** How many placements were listed, with the repeats of placements that agree with several colourings. */
    long listed() {
        return listed;
    }

    /** The classes filed. */
    long distinct() {
        return classes.size();
    }

    /** The placements of all classes filed: the sum of their orbits' sizes. */
    long count() {
        long total = 0;
        for (int size : classes.values()) {
            total += size;
        }
        return total;
    }

    /** The order of the group the classes are counted under: the search's group with the colour swap. */
    int groupOrder() {
        return 2 * group.length;
    }

    /**
     * The members of the classes, class by class in the order of their least images, each class's distinct images in
     * order, at most {@code limit} of them: each as {white cells, black cells}, ascending.
     */
    List<int[][]> members(int limit) {
        List<int[][]> members = new ArrayList<>();
        for (Key key : sortedKeys()) {
            if (members.size() >= limit) {
                break;
            }
            List<long[]> images = orbit(cells(key.words, 0), cells(key.words, words));
            images.sort(Arrays::compare);
            for (int i = 0; i < images.size() && members.size() < limit; i++) {
                long[] bits = images.get(i);
                members.add(new int[][] {cells(bits, 0), cells(bits, words)});
            }
        }
        return members;
    }

    /** The classes as text, for a work unit's outcome: the least images in Base64, separated by spaces. */
    String encode() {
        StringBuilder text = new StringBuilder();
        for (Key key : sortedKeys()) {
            ByteBuffer bytes = ByteBuffer.allocate(8 * key.words.length);
            for (long word : key.words) {
                bytes.putLong(word);
            }
            text.append(text.length() == 0 ? "" : " ").append(Base64.getEncoder().encodeToString(bytes.array()));
        }
        return text.toString();
    }

    /** Files the classes of {@link #encode}'s text. */
    void addAll(String text) {
        if (text.isEmpty()) {
            return;
        }
        for (String item : text.split(" ")) {
            ByteBuffer bytes = ByteBuffer.wrap(Base64.getDecoder().decode(item));
            long[] bits = new long[2 * words];
            if (bytes.remaining() != 8 * bits.length) {
                throw new IllegalArgumentException("a census class of " + bytes.remaining() + " bytes, not "
                        + 8 * bits.length);
            }
            for (int i = 0; i < bits.length; i++) {
                bits[i] = bytes.getLong();
            }
            int[] w = cells(bits, 0);
            int[] b = cells(bits, words);
            if (w.length != m || b.length != m) {
                throw new IllegalArgumentException("a census class with " + w.length + " white and " + b.length
                        + " black pieces, not " + m);
            }
            file(w, b);
        }
    }

    private List<Key> sortedKeys() {
        List<Key> keys = new ArrayList<>(classes.keySet());
        keys.sort((a, b) -> Arrays.compare(a.words, b.words));
        return keys;
    }

    /** Files the placement of the first m cells of {@code w} (white) and {@code b} (black) under its class. */
    private void file(int[] w, int[] b) {
        listed++;
        boolean first = true;
        for (int[] g : group) {
            for (int swap = 0; swap < 2; swap++) {
                map(g, swap == 0 ? w : b, 0);
                map(g, swap == 0 ? b : w, words);
                if (first || Arrays.compare(image, least) < 0) {
                    System.arraycopy(image, 0, least, 0, image.length);
                    first = false;
                }
            }
        }
        Key key = new Key(least.clone());
        if (!classes.containsKey(key)) {
            classes.put(key, orbit(Arrays.copyOf(w, m), Arrays.copyOf(b, m)).size());
        }
    }

    /** The distinct images of a placement under the group and the colour swap, as bit sets. */
    private List<long[]> orbit(int[] w, int[] b) {
        Set<Key> seen = new HashSet<>();
        List<long[]> images = new ArrayList<>();
        for (int[] g : group) {
            for (int swap = 0; swap < 2; swap++) {
                map(g, swap == 0 ? w : b, 0);
                map(g, swap == 0 ? b : w, words);
                Key key = new Key(image.clone());
                if (seen.add(key)) {
                    images.add(key.words);
                }
            }
        }
        return images;
    }

    /** Writes the first m cells of {@code cells} mapped by {@code g} as bits into {@link #image} from word {@code at}. */
    private void map(int[] g, int[] cells, int at) {
        Arrays.fill(image, at, at + words, 0L);
        for (int i = 0; i < m; i++) {
            int c = g[cells[i]];
            image[at + (c >>> 6)] |= 1L << c;
        }
    }

    /** The cells of the bit set {@code bits[from .. from + words)}, ascending. */
    private int[] cells(long[] bits, int from) {
        int count = 0;
        for (int i = 0; i < words; i++) {
            count += Long.bitCount(bits[from + i]);
        }
        int[] cells = new int[count];
        int k = 0;
        for (int i = 0; i < words; i++) {
            for (long word = bits[from + i]; word != 0; word &= word - 1) {
                cells[k++] = (i << 6) + Long.numberOfTrailingZeros(word);
            }
        }
        return cells;
    }

    /** The cells of {@code a} and the loose cells not among the first {@code taken} of {@code used}, ascending. */
    private static int[] merged(int[] a, int[] loose, int[] used, int taken) {
        int[] all = Arrays.copyOf(a, a.length + loose.length);
        int k = a.length;
        for (int c : loose) {
            boolean free = true;
            for (int i = 0; i < taken && free; i++) {
                free = used[i] != c;
            }
            if (free) {
                all[k++] = c;
            }
        }
        all = Arrays.copyOf(all, k);
        Arrays.sort(all);
        return all;
    }

    /** Runs {@code action} once for every {@code size}-subset of {@code from}, written into {@code chosen}. */
    private static void subsets(int[] from, int size, int[] chosen, Runnable action) {
        if (from.length < size) {
            return;
        }
        int[] index = new int[size];
        for (int i = 0; i < size; i++) {
            index[i] = i;
        }
        while (true) {
            for (int i = 0; i < size; i++) {
                chosen[i] = from[index[i]];
            }
            action.run();
            int i = size - 1;
            while (i >= 0 && index[i] == from.length - size + i) {
                i--;
            }
            if (i < 0) {
                return;
            }
            index[i]++;
            for (int j = i + 1; j < size; j++) {
                index[j] = index[j - 1] + 1;
            }
        }
    }

    /** A bit set as a map key. */
    private static final class Key {
        final long[] words;
        private final int hash;

        Key(long[] words) {
            this.words = words;
            this.hash = Arrays.hashCode(words);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Arrays.equals(words, key.words);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
