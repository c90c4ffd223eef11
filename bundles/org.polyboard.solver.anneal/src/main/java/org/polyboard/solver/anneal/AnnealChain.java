package org.polyboard.solver.anneal;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * One annealing chain. It keeps a fixed number of units and minimises the number of uncovered cells; a move
 * adds a unit that covers a random uncovered cell and removes a placed unit (mostly one whose neighbourhood
 * meets the added one's), accepted by the Metropolis rule. When every cell is covered the cover is recorded
 * and the unit whose removal uncovers least is taken away. The temperature falls geometrically over a
 * cycle and is raised again from the best state when a cycle brings no improvement. Not thread-safe.
 */
final class AnnealChain implements CoverChain {

    private static final double NEAR = 0.9;

    private final Layout layout;
    private final SplittableRandom random;
    private final double hot;
    private final double cold;
    private final long cycle;

    private final CoverState state;
    /** The state's arrays, read in every move. */
    private final boolean[] chosen;
    private final int[] cover;
    private final int[] stamp;
    private int mark;

    private int[] best;
    private int bestPieces = Integer.MAX_VALUE;
    private long steps;

    AnnealChain(Layout layout, long seed, double hot, double cold, long cycle) {
        this.layout = layout;
        this.random = new SplittableRandom(seed);
        this.hot = hot;
        this.cold = cold;
        this.cycle = cycle;
        state = new CoverState(layout, false);
        chosen = state.chosen;
        cover = state.cover;
        stamp = new int[layout.cells];
    }

    @Override
    public int[] best() {
        return best;
    }

    int bestPieces() {
        return bestPieces;
    }

    @Override
    public long steps() {
        return steps;
    }

    @Override
    public void run(int target, BooleanSupplier stop, IntConsumer improved) {
        state.greedy(random, unit -> true);
        record(improved);
        if (bestPieces <= target || state.placedCount <= 1) {
            return;
        }
        state.dropLeastUseful(random);
        boolean[] bestChosen = chosen.clone();
        int bestUnits = state.placedCount;
        long cycleStart = 0;
        int cycleBest = bestPieces;
        double ratio = Math.pow(cold / hot, 1.0 / cycle);
        double temperature = hot;
        while (true) {
            if ((steps & 4095) == 0 && stop.getAsBoolean()) {
                return;
            }
            steps++;
            if (state.uncoveredCount == 0) {
                record(improved);
                if (bestPieces <= target || state.placedCount <= 1) {
                    return;
                }
                System.arraycopy(chosen, 0, bestChosen, 0, chosen.length);
                bestUnits = state.placedCount;
                state.dropLeastUseful(random);
                cycleStart = steps;
                cycleBest = bestPieces;
                temperature = hot;
                continue;
            }
            step(temperature);
            temperature *= ratio;
            if (steps - cycleStart >= cycle) {
                if (bestPieces == cycleBest && bestUnits > 1) {
                    restore(bestChosen);
                    state.dropLeastUseful(random);
                }
                cycleStart = steps;
                cycleBest = bestPieces;
                temperature = hot;
            }
        }
    }

    private void step(double temperature) {
        int u = state.uncovered[random.nextInt(state.uncoveredCount)];
        int[] candidates = layout.coverers[u];
        int add = candidates[random.nextInt(candidates.length)];
        int remove = -1;
        int[] near = layout.near[add];
        if (near.length > 0 && random.nextDouble() < NEAR) {
            for (int tries = 0; tries < 8 && remove < 0; tries++) {
                int r = near[random.nextInt(near.length)];
                if (chosen[r]) {
                    remove = r;
                }
            }
        }
        if (remove < 0) {
            remove = state.placed[random.nextInt(state.placedCount)];
        }
        mark++;
        int gained = 0;
        for (int v : layout.hood[add]) {
            stamp[v] = mark;
            if (cover[v] == 0) {
                gained++;
            }
        }
        int lost = 0;
        for (int v : layout.hood[remove]) {
            if (cover[v] == 1 && stamp[v] != mark) {
                lost++;
            }
        }
        int delta = lost - gained;
        if (delta <= 0 || random.nextDouble() < Math.exp(-delta / temperature)) {
            state.place(add);
            state.unplace(remove);
        }
    }

    private void restore(boolean[] target) {
        for (int unit = 0; unit < layout.units; unit++) {
            if (chosen[unit] && !target[unit]) {
                state.unplace(unit);
            }
        }
        for (int unit = 0; unit < layout.units; unit++) {
            if (!chosen[unit] && target[unit]) {
                state.place(unit);
            }
        }
    }

    private void record(IntConsumer improved) {
        if (state.uncoveredCount != 0 || state.pieces >= bestPieces) {
            return;
        }
        bestPieces = state.pieces;
        best = state.cells();
        improved.accept(bestPieces);
    }
}
