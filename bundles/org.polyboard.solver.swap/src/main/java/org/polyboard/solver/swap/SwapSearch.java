package org.polyboard.solver.swap;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The SWAP local search for two peaceable armies on a hypergraph whose hyperedges are the lines: two cells
 * attack each other exactly when they share a line. For a set X, X̂ is every cell on no line that meets X.
 * A restart takes a few random cells S: every line through S is black and every other line white, so W = Ŝ is
 * the cells whose lines are all white and B, the cells whose lines are all black, holds S. Swapping on a
 * line e of the larger army's colour gives B′ = B∖e and W′ = (B′)^: e changes colour, the larger army loses its
 * cells on e and the smaller gains the cells of e whose other lines are already its colour. Colours are exchanged
 * whenever the smaller army becomes the larger. A step takes the first swap (lines in random order) that raises
 * min(|B|,|W|), or else the first that raises |B|+|W|. When no swap helps, or the climb has not raised its best
 * minimum for {@link #PATIENCE_PER_LINE} steps per line (the sum rule can cycle), the search restarts.
 * <p>
 * The state is the colour of every line and, per cell, how many of its lines are black, so a swap is
 * evaluated and applied in the length of its line, O(n) for queens. Not thread-safe: one instance per run.
 */
final class SwapSearch {

    /** What a run reports to and asks of its caller. */
    interface Monitor {

        /** Whether to stop now. Polled between steps. */
        boolean shouldStop();

        /**
         * A new best value was found: {@code black} and {@code white} hold the cells of the two armies, each at least
         * {@code value} of them (the monitor must not change them).
         */
        void improved(int value, int[] black, int[] white, long steps, long restarts);

        /** Called every few dozen steps, for progress reports; cheap when it reports nothing. */
        void tick(long steps, long restarts, int best);
    }

    /** The best peaceable pair found, as cell numbers; both arrays hold {@link #value()} cells or more. */
    record Best(int[] black, int[] white, long steps, long restarts) {

        int value() {
            return Math.min(black.length, white.length);
        }
    }

    /**
     * Swaps that raise |B|+|W| may lower the minimum, so a climb can cycle: it restarts after this many steps per
     * line without raising its best minimum.
     */
    static final int PATIENCE_PER_LINE = 10;

    private final int cellCount;
    private final int[][] lines;
    private final int[][] through;
    private final SplittableRandom random;
    private final int[] order;
    private final int[] cells;

    private final boolean[] black;
    private final int[] blackLines;
    private int sizeB;
    private int sizeW;
    private int dB;
    private int dW;

    private final long patience;

    private long steps;
    private long restarts;
    private int[] bestBlack = new int[0];
    private int[] bestWhite = new int[0];

    /**
     * @param cellCount the number of cells
     * @param lines each line's cells
     * @param through for each cell the lines through it
     * @param seed the random seed; equal seeds give equal runs
     */
    SwapSearch(int cellCount, int[][] lines, int[][] through, long seed) {
        this.cellCount = cellCount;
        this.lines = lines;
        this.through = through;
        this.random = new SplittableRandom(seed);
        this.order = new int[lines.length];
        for (int l = 0; l < order.length; l++) {
            order[l] = l;
        }
        this.cells = new int[cellCount];
        for (int c = 0; c < cellCount; c++) {
            cells[c] = c;
        }
        this.black = new boolean[lines.length];
        this.blackLines = new int[cellCount];
        this.patience = PATIENCE_PER_LINE * Math.max(1, lines.length);
    }

    /**
     * Runs until the monitor says stop or the best value reaches {@code target}.
     *
     * @param target stop once min(|B|,|W|) reaches it
     * @param startSize the number of random cells a restart begins from
     */
    Best run(int target, int startSize, Monitor monitor) {
        int start = Math.max(1, Math.min(startSize, cellCount));
        while (bestValue() < target && !monitor.shouldStop()) {
            restart(start);
            record(monitor);
            int restartBest = Math.min(sizeB, sizeW);
            long lastGain = steps;
            while (bestValue() < target && steps - lastGain <= patience && !monitor.shouldStop() && step()) {
                steps++;
                record(monitor);
                int low = Math.min(sizeB, sizeW);
                if (low > restartBest) {
                    restartBest = low;
                    lastGain = steps;
                }
                if ((steps & 63) == 0) {
                    monitor.tick(steps, restarts, bestValue());
                }
            }
            restarts++;
            monitor.tick(steps, restarts, bestValue());
        }
        return new Best(bestBlack, bestWhite, steps, restarts);
    }

    private int bestValue() {
        return Math.min(bestBlack.length, bestWhite.length);
    }

    private void record(Monitor monitor) {
        if (Math.min(sizeB, sizeW) > bestValue()) {
            int[] b = new int[sizeB];
            int[] w = new int[sizeW];
            int nb = 0;
            int nw = 0;
            for (int c = 0; c < cellCount; c++) {
                int degree = through[c].length;
                if (degree > 0 && blackLines[c] == degree) {
                    b[nb++] = c;
                } else if (degree > 0 && blackLines[c] == 0) {
                    w[nw++] = c;
                }
            }
            bestBlack = b;
            bestWhite = w;
            monitor.improved(bestValue(), bestBlack, bestWhite, steps, restarts);
        }
    }

    /** S = {@code size} random cells: the lines through S black, all others white; a new random line order. */
    private void restart(int size) {
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        Arrays.fill(black, false);
        Arrays.fill(blackLines, 0);
        for (int i = 0; i < size; i++) {
            int j = i + random.nextInt(cellCount - i);
            int c = cells[j];
            cells[j] = cells[i];
            cells[i] = c;
            for (int l : through[c]) {
                black[l] = true;
            }
        }
        for (int l = 0; l < lines.length; l++) {
            if (black[l]) {
                for (int c : lines[l]) {
                    blackLines[c]++;
                }
            }
        }
        sizeB = 0;
        sizeW = 0;
        for (int c = 0; c < cellCount; c++) {
            int degree = through[c].length;
            if (degree > 0 && blackLines[c] == degree) {
                sizeB++;
            } else if (degree > 0 && blackLines[c] == 0) {
                sizeW++;
            }
        }
    }

    /**
     * One step: scans the lines of the larger army's colour from a random start and applies the first swap that
     * raises min(|B|,|W|); failing that, the first that raises |B|+|W|.
     *
     * @return whether a swap was applied
     */
    private boolean step() {
        boolean big = sizeB >= sizeW;
        int low = Math.min(sizeB, sizeW);
        int fallback = -1;
        int count = order.length;
        int offset = count == 0 ? 0 : random.nextInt(count);
        for (int i = 0; i < count; i++) {
            int index = offset + i;
            if (index >= count) {
                index -= count;
            }
            int e = order[index];
            if (black[e] != big) {
                continue;
            }
            evaluate(e);
            if (Math.min(sizeB + dB, sizeW + dW) > low) {
                flip(e);
                return true;
            }
            if (fallback < 0 && dB + dW > 0) {
                fallback = e;
            }
        }
        if (fallback < 0) {
            return false;
        }
        flip(fallback);
        return true;
    }

    /** Sets {@link #dB} and {@link #dW} to the change of |B| and |W| if line {@code e} changed colour. */
    private void evaluate(int e) {
        int b = 0;
        int w = 0;
        if (black[e]) {
            for (int c : lines[e]) {
                int k = blackLines[c];
                if (k == through[c].length) {
                    b--;
                }
                if (k == 1) {
                    w++;
                }
            }
        } else {
            for (int c : lines[e]) {
                int k = blackLines[c];
                if (k == 0) {
                    w--;
                }
                if (k + 1 == through[c].length) {
                    b++;
                }
            }
        }
        dB = b;
        dW = w;
    }

    private void flip(int e) {
        evaluate(e);
        int step = black[e] ? -1 : 1;
        black[e] = !black[e];
        for (int c : lines[e]) {
            blackLines[c] += step;
        }
        sizeB += dB;
        sizeW += dW;
    }

    int sizeB() {
        return sizeB;
    }

    int sizeW() {
        return sizeW;
    }
}
