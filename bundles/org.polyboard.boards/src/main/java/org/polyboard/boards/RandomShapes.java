package org.polyboard.boards;

import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Random polyominoes and polycubes grown from one cell by a percolation process (Leath growth): a site next to the
 * cluster, picked uniformly at random among those not yet tested, joins it with probability p and is blocked
 * otherwise. Blocked sites stay empty, so holes occur. When no untested site is left before the cluster has k
 * cells (likely for p below the percolation threshold, about 0.593 for the square lattice), every blocked site is
 * tested again. The random source is {@link java.util.Random}, whose sequence the Java specification fixes, so a
 * seed gives the same shape on every Java version.
 * <p>
 * Specification: {@code K[,p=P][,seed=S][,d=D]}, e.g. {@code 20,p=0.6,seed=7}; defaults p = 0.5, seed = 1, d = 2.
 */
final class RandomShapes {

    static final double DEFAULT_P = 0.5;
    static final long DEFAULT_SEED = 1;
    static final int DEFAULT_DIMENSION = 2;

    private static final byte OCCUPIED = 1;
    private static final byte BLOCKED = 2;
    private static final byte WAITING = 3;

    private RandomShapes() {
    }

    /** The parameters of a random shape, read from a specification. */
    record Spec(int cells, double p, long seed, int dimension) {

        /** The canonical specification text, e.g. {@code 20,p=0.6,seed=7,d=2}. */
        String text() {
            return cells + ",p=" + formatP(p) + ",seed=" + seed + ",d=" + dimension;
        }
    }

    /**
     * @throws IllegalArgumentException naming the malformed part
     */
    static Spec parse(String arguments) {
        String[] parts = arguments.trim().split("\\s*,\\s*", -1);
        if (parts[0].isEmpty()) {
            throw new IllegalArgumentException("Board random needs a number of cells, e.g. random:20,p=0.6,seed=7.");
        }
        int cells = wholeNumber(arguments, "number of cells", parts[0], 1, ShapeBuilder.MAX_CELLS);
        double p = DEFAULT_P;
        long seed = DEFAULT_SEED;
        int dimension = DEFAULT_DIMENSION;
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            String key = eq < 0 ? parts[i] : parts[i].substring(0, eq).trim();
            String value = eq < 0 ? "" : parts[i].substring(eq + 1).trim();
            switch (key) {
                case "p" -> {
                    try {
                        p = Double.parseDouble(value);
                    } catch (NumberFormatException e) {
                        p = Double.NaN;
                    }
                    if (!(p > 0 && p <= 1)) {
                        throw new IllegalArgumentException("Board random:" + arguments + ": p=" + value
                                + " is not a probability in (0, 1].");
                    }
                }
                case "seed" -> {
                    try {
                        seed = Long.parseLong(value);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("Board random:" + arguments + ": seed=" + value
                                + " is not a whole number.");
                    }
                }
                case "d" -> dimension = wholeNumber(arguments, "dimension d", value, 1, BoxSpecs.MAX_DIMENSION);
                default -> throw new IllegalArgumentException("Board random:" + arguments + ": unknown setting '"
                        + parts[i] + "'; valid: p=, seed=, d= (e.g. random:20,p=0.6,seed=7).");
            }
        }
        return new Spec(cells, p, seed, dimension);
    }

    /** Grows the shape {@code spec} describes. */
    static ShapeBoard grow(Spec spec) {
        int d = spec.dimension();
        Random random = new Random(spec.seed());
        Map<IntBuffer, Byte> state = new HashMap<>();
        List<int[]> cluster = new ArrayList<>(spec.cells());
        List<int[]> waiting = new ArrayList<>();
        List<int[]> blocked = new ArrayList<>();
        int[] origin = new int[d];
        state.put(IntBuffer.wrap(origin), OCCUPIED);
        cluster.add(origin);
        addNeighbours(origin, state, waiting);
        while (cluster.size() < spec.cells()) {
            if (waiting.isEmpty()) {
                for (int[] site : blocked) {
                    state.put(IntBuffer.wrap(site), WAITING);
                }
                waiting.addAll(blocked);
                blocked.clear();
            }
            int pick = random.nextInt(waiting.size());
            int[] site = waiting.get(pick);
            waiting.set(pick, waiting.get(waiting.size() - 1));
            waiting.remove(waiting.size() - 1);
            if (random.nextDouble() < spec.p()) {
                state.put(IntBuffer.wrap(site), OCCUPIED);
                cluster.add(site);
                addNeighbours(site, state, waiting);
            } else {
                state.put(IntBuffer.wrap(site), BLOCKED);
                blocked.add(site);
            }
        }
        ShapeBuilder builder = new ShapeBuilder(d);
        for (int[] cell : cluster) {
            builder.add(cell, 0);
        }
        String name = (d == 2 ? "random polyomino" : "random " + d + "-polycube") + " k=" + spec.cells() + " p="
                + formatP(spec.p()) + " seed=" + spec.seed();
        return builder.build(extents -> name, line -> "Board random:" + spec.text());
    }

    private static void addNeighbours(int[] cell, Map<IntBuffer, Byte> state, List<int[]> waiting) {
        for (int axis = 0; axis < cell.length; axis++) {
            for (int sign = -1; sign <= 1; sign += 2) {
                int[] next = cell.clone();
                next[axis] += sign;
                IntBuffer key = IntBuffer.wrap(next);
                if (!state.containsKey(key)) {
                    state.put(key, WAITING);
                    waiting.add(next);
                }
            }
        }
    }

    private static int wholeNumber(String arguments, String what, String text, int min, int max) {
        long value;
        try {
            value = Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Board random:" + arguments + ": " + what + " '" + text
                    + "' is not a whole number.");
        }
        if (value < min || value > max) {
            throw new IllegalArgumentException("Board random:" + arguments + ": " + what + " " + value
                    + " is out of range " + min + ".." + max + ".");
        }
        return (int) value;
    }

    static String formatP(double p) {
        String text = String.format(Locale.ROOT, "%.6f", p).replaceAll("0+$", "");
        return text.endsWith(".") ? text + "0" : text;
    }
}
