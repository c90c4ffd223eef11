package org.polyboard.solver.bnb;

import java.util.List;

/**
 * The tables every search of one problem reads and none changes: the units placed, the packing weights and their
 * suffixes by layer, the symmetries the search breaks, and per unit its load on the empty board, its capacity and the
 * last cell its neighbourhood reaches. Built once per problem and shared by all its units; thread-safe.
 */
final class CoverTables {

    final Units units;
    final long[] weight;
    final LayerBounds layers;
    final boolean independent;
    final SymmetryClasses classes;
    /** The total weight of the packing: a lower bound on the pieces, times {@link PackingWeights#SCALE}. */
    final long totalWeight;
    /**
     * The board's symmetries other than the identity, as permutations of the units, that the search breaks (none when
     * the units are orbits of a symmetry restriction or there are more than 63). When there are some, they are the
     * group {@link #classes} counts under too: the units are the cells and no restriction narrows it.
     */
    final int[][] maps;
    /** Per cell, the symmetries of {@link #maps} (as bits) that fix it. */
    final long[] fixers;
    /** Per unit, the packing weight of its neighbourhood on the empty board. */
    final long[] baseLoad;
    /** Per unit, the weight it can cover: its size times {@link PackingWeights#SCALE}. */
    final long[] capacity;
    /**
     * Whether the attacks are the same from every cell up to translation (a torus, no restriction): a search for one
     * cover then places the first piece on the first cell, since every cover has a translate with a piece there, and
     * breaks the symmetries that fix that cell ({@link #firstCellMaps}) instead of {@link #maps}.
     */
    final boolean translated;
    /**
     * On a translated board, the symmetries other than the identity that fix the first cell ({@link
     * FirstCellSymmetries}), as permutations of the units; none elsewhere.
     */
    final int[][] firstCellMaps;
    /** Per cell, the symmetries of {@link #firstCellMaps} (as bits) that fix it. */
    final long[] firstCellFixers;
    /** Per unit, the last cell its neighbourhood reaches. */
    final int[] lastCell;
    /** The packing of cells and triples ({@link TriplePacking}) whose bound cuts too, or null. */
    final TriplePacking triples;

    /**
     * @param symmetries the board's symmetries as permutations of the cells, identity first
     * @param firstCell null, or when every translation of the board maps covers to covers (a torus without a
     *     symmetry restriction; the units are the cells), its symmetries that fix the first cell, identity first
     * @param triples the packing of cells and triples, or null; kept only where the units are the cells
     */
    CoverTables(Units units, long[] weight, LayerBounds layers, boolean independent, SymmetryClasses classes,
            List<int[]> symmetries, List<int[]> firstCell, TriplePacking triples) {
        this.units = units;
        this.weight = weight;
        this.layers = layers;
        this.independent = independent;
        this.classes = classes;
        this.totalWeight = PackingWeights.total(weight);
        boolean cells = units.count == units.unitOf.length;
        this.translated = firstCell != null && cells;
        this.triples = cells ? triples : null;
        this.maps = breakable(symmetries, cells);
        this.firstCellMaps = breakable(translated ? firstCell : List.of(), cells);
        this.baseLoad = new long[units.count];
        this.capacity = new long[units.count];
        for (int x = 0; x < units.count; x++) {
            capacity[x] = units.size[x] * PackingWeights.SCALE;
        }
        for (int t = 0; t < units.unitOf.length; t++) {
            for (int x : units.coverers[t]) {
                baseLoad[x] += weight[t];
            }
        }
        this.lastCell = new int[units.count];
        for (int x = 0; x < units.count; x++) {
            long[] h = units.hood[x];
            for (int i = h.length - 1; i >= 0; i--) {
                long bits = within(h[i], i, 0, units.unitOf.length);
                if (bits != 0) {
                    lastCell[x] = (i << 6) + 63 - Long.numberOfLeadingZeros(bits);
                    break;
                }
            }
        }
        this.fixers = fixers(maps, units.unitOf.length);
        this.firstCellFixers = fixers(firstCellMaps, units.unitOf.length);
    }

    /** The symmetries but the identity (the first), when the units are the cells and there are at most 64. */
    private static int[][] breakable(List<int[]> symmetries, boolean cells) {
        return cells && !symmetries.isEmpty() && symmetries.size() <= 64
                ? symmetries.subList(1, symmetries.size()).toArray(int[][]::new) : new int[0][];
    }

    /** Per cell, the symmetries of {@code maps} (as bits) that fix it. */
    private static long[] fixers(int[][] maps, int cells) {
        long[] fixers = new long[cells];
        for (int g = 0; g < maps.length; g++) {
            for (int v = 0; v < cells; v++) {
                if (maps[g][v] == v) {
                    fixers[v] |= 1L << g;
                }
            }
        }
        return fixers;
    }

    /** The number of cells. */
    int cells() {
        return units.unitOf.length;
    }

    /** Word {@code i} of a set of cells ({@code bits}) with only the cells in [{@code from}, {@code end}) kept. */
    static long within(long bits, int i, int from, int end) {
        if (i == from >>> 6) {
            bits &= -1L << (from & 63);
        }
        if (i == (end - 1) >>> 6 && (end & 63) != 0) {
            bits &= (1L << (end & 63)) - 1;
        }
        return bits;
    }
}
