package org.polyboard.solver.bnb;

import java.util.Arrays;
import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.AttackModel;

/**
 * Packings of the suffixes of the board that start at a layer (the cells with one first coordinate, which
 * are consecutive in cell order). While the first uncovered cell lies in layer L, every uncovered cell lies in
 * the suffix from L's first cell, so that suffix's packing weight still uncovered bounds the pieces needed.
 */
final class LayerBounds {

    final int[] layerOf;
    final int[] start;
    /** Per layer, the weight of each cell, padded with zeros to whole words. */
    final long[][] weight;
    final long[] total;

    /** Largest board whose layers get packings of their own; larger ones use the whole board's, restricted. */
    static final int MAX_CELLS = 256;

    /** @param open whether the packings are of open neighbourhoods (total domination), as {@code whole} is */
    LayerBounds(AttackModel model, long[] whole, boolean open, BooleanSupplier stop) {
        int m = model.cellCount();
        layerOf = new int[m];
        int layers = 0;
        int[] starts = new int[m + 1];
        for (int c = 0; c < m; c++) {
            if (c == 0 || model.dimension() > 0 && model.coordinate(c, 0) != model.coordinate(c - 1, 0)) {
                starts[layers++] = c;
            }
            layerOf[c] = layers - 1;
        }
        start = Arrays.copyOf(starts, layers);
        weight = new long[layers][];
        total = new long[layers];
        int padded = model.words() * 64;
        for (int layer = 0; layer < layers; layer++) {
            long[] w = layer == 0 || m > MAX_CELLS ? whole : PackingWeights.region(model, start[layer], open, stop);
            if (w == null || w == whole && layer > 0) {
                w = new long[m];
                System.arraycopy(whole, start[layer], w, start[layer], m - start[layer]);
            }
            weight[layer] = Arrays.copyOf(w, padded);
            total[layer] = PackingWeights.total(w);
        }
    }
}
