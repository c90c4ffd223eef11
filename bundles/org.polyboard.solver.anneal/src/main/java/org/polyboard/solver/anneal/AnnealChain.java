package org.polyboard.solver.anneal;

import java.util.Arrays;
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

    private final boolean[] chosen;
    private final int[] placed;
    private final int[] placedAt;
    private int placedCount;
    private final int[] cover;
    private final int[] uncovered;
    private final int[] uncoveredAt;
    private int uncoveredCount;
    private final int[] stamp;
    private int mark;
    private int pieces;

    private int[] best;
    private int bestPieces = Integer.MAX_VALUE;
    private long steps;

    AnnealChain(Layout layout, long seed, double hot, double cold, long cycle) {
        this.layout = layout;
        this.random = new SplittableRandom(seed);
        this.hot = hot;
        this.cold = cold;
        this.cycle = cycle;
        chosen = new boolean[layout.units];
        placed = new int[layout.units];
        placedAt = new int[layout.units];
        cover = new int[layout.cells];
        uncovered = new int[layout.cells];
        uncoveredAt = new int[layout.cells];
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
        for (int v = 0; v < layout.cells; v++) {
            uncoveredAt[v] = v;
            uncovered[v] = v;
        }
        uncoveredCount = layout.cells;
        greedy();
        record(improved);
        if (bestPieces <= target || placedCount <= 1) {
            return;
        }
        shrink();
        boolean[] bestChosen = chosen.clone();
        int bestUnits = placedCount;
        long cycleStart = 0;
        int cycleBest = bestPieces;
        double ratio = Math.pow(cold / hot, 1.0 / cycle);
        double temperature = hot;
        while (true) {
            if ((steps & 4095) == 0 && stop.getAsBoolean()) {
                return;
            }
            steps++;
            if (uncoveredCount == 0) {
                record(improved);
                if (bestPieces <= target || placedCount <= 1) {
                    return;
                }
                System.arraycopy(chosen, 0, bestChosen, 0, chosen.length);
                bestUnits = placedCount;
                shrink();
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
                    shrink();
                }
                cycleStart = steps;
                cycleBest = bestPieces;
                temperature = hot;
            }
        }
    }

    private void step(double temperature) {
        int u = uncovered[random.nextInt(uncoveredCount)];
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
            remove = placed[random.nextInt(placedCount)];
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
            place(add);
            unplace(remove);
        }
    }

    private void greedy() {
        while (uncoveredCount > 0) {
            int u = uncovered[random.nextInt(uncoveredCount)];
            int best = -1;
            int bestGain = -1;
            int ties = 0;
            for (int unit : layout.coverers[u]) {
                int gain = 0;
                for (int v : layout.hood[unit]) {
                    if (cover[v] == 0) {
                        gain++;
                    }
                }
                if (gain > bestGain) {
                    best = unit;
                    bestGain = gain;
                    ties = 1;
                } else if (gain == bestGain && random.nextInt(++ties) == 0) {
                    best = unit;
                }
            }
            place(best);
        }
        for (int i = placedCount - 1; i >= 0; i--) {
            int unit = placed[i];
            if (loss(unit) == 0) {
                unplace(unit);
            }
        }
    }

    /** Removes the placed unit whose removal uncovers fewest cells (ties at random). */
    private void shrink() {
        int best = -1;
        int bestLoss = Integer.MAX_VALUE;
        int ties = 0;
        for (int i = 0; i < placedCount; i++) {
            int unit = placed[i];
            int loss = loss(unit);
            if (loss < bestLoss) {
                best = unit;
                bestLoss = loss;
                ties = 1;
            } else if (loss == bestLoss && random.nextInt(++ties) == 0) {
                best = unit;
            }
        }
        if (best >= 0) {
            unplace(best);
        }
    }

    private int loss(int unit) {
        int loss = 0;
        for (int v : layout.hood[unit]) {
            if (cover[v] == 1) {
                loss++;
            }
        }
        return loss;
    }

    private void restore(boolean[] target) {
        for (int unit = 0; unit < layout.units; unit++) {
            if (chosen[unit] && !target[unit]) {
                unplace(unit);
            }
        }
        for (int unit = 0; unit < layout.units; unit++) {
            if (!chosen[unit] && target[unit]) {
                place(unit);
            }
        }
    }

    private void record(IntConsumer improved) {
        if (uncoveredCount != 0 || pieces >= bestPieces) {
            return;
        }
        bestPieces = pieces;
        int[] cells = new int[pieces];
        int n = 0;
        for (int i = 0; i < placedCount; i++) {
            for (int c : layout.members[placed[i]]) {
                cells[n++] = c;
            }
        }
        Arrays.sort(cells);
        best = cells;
        improved.accept(pieces);
    }

    private void place(int unit) {
        chosen[unit] = true;
        placedAt[unit] = placedCount;
        placed[placedCount++] = unit;
        pieces += layout.size[unit];
        for (int v : layout.hood[unit]) {
            if (cover[v]++ == 0) {
                int at = uncoveredAt[v];
                int last = uncovered[--uncoveredCount];
                uncovered[at] = last;
                uncoveredAt[last] = at;
            }
        }
    }

    private void unplace(int unit) {
        chosen[unit] = false;
        int at = placedAt[unit];
        int last = placed[--placedCount];
        placed[at] = last;
        placedAt[last] = at;
        pieces -= layout.size[unit];
        for (int v : layout.hood[unit]) {
            if (--cover[v] == 0) {
                uncoveredAt[v] = uncoveredCount;
                uncovered[uncoveredCount++] = v;
            }
        }
    }
}
