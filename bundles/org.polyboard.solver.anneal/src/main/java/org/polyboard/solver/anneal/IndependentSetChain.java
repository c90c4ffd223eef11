package org.polyboard.solver.anneal;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import org.polyboard.api.solve.AttackModel;

/**
 * One chain of the iterated local search for a maximum independent set of Andrade, Resende and Werneck (J.
 * Heuristics 18, 2012): (1,2)-swaps (one piece out, two in) until none applies, then a perturbation that forces
 * one or more random cells in (removing the pieces they attack), accepted when not worse, or when worse with a
 * probability that shrinks with the loss. Free cells are added in random order or, half the time, in cell order
 * from a random cell: on boards with a lattice structure (queens on n^d) that greedy order finds the regular
 * placements that random order misses. A restarting chain starts again from an empty board after
 * {@value #RESTART_STEPS} steps without a better state: on such boards the best states are found in the first
 * thousands of steps after a start or not at all (queens on 7^4, two chains: 145 within a minute on seven seeds of
 * eight, up to 41 s, where one long search stays at 142; {@link OrbitSearch} finds it at once), while on irregular
 * boards (random polycubes) a long search does a little better. The state is kept in flat arrays: the pieces with
 * their positions, each cell's tightness (the pieces that attack it), and the free cells (no piece, no attacker); no
 * allocation per step.
 */
final class IndependentSetChain {

    /** Steps without a better state of the current start before the chain starts again. */
    static final int RESTART_STEPS = 2_000;

    private final AttackModel model;
    private final int m;
    private final SplittableRandom random;
    private final boolean restarting;

    private final boolean[] in;
    private final int[] tight;
    /** Pieces in positions 0..size-1; position[c] is c's index there, or -1. */
    private final int[] pieces;
    private final int[] position;
    private int size;
    /** Free cells in positions 0..freeCount-1; freePosition[c] is c's index there, or -1. */
    private final int[] free;
    private final int[] freePosition;
    private int freeCount;

    /** Scratch: the 1-tight neighbours of a piece. */
    private final int[] candidates;
    /** Scratch: the free cells in cell order. */
    private final int[] order;

    private int[] best = new int[0];
    private long steps;
    private long restarts;

    /** @param restarting whether the chain starts again after {@value #RESTART_STEPS} steps without a better state */
    IndependentSetChain(AttackModel model, long seed, boolean restarting) {
        this.model = model;
        this.restarting = restarting;
        this.m = model.cellCount();
        this.random = new SplittableRandom(seed);
        this.in = new boolean[m];
        this.tight = new int[m];
        this.pieces = new int[m];
        this.position = new int[m];
        this.free = new int[m];
        this.freePosition = new int[m];
        this.candidates = new int[m];
        this.order = new int[m];
        java.util.Arrays.fill(position, -1);
        for (int c = 0; c < m; c++) {
            free[c] = c;
            freePosition[c] = c;
        }
        freeCount = m;
    }

    /**
     * Searches until {@code stop} holds; reports each new best size to {@code improved}. The first fill and its local
     * search run even when {@code stop} already holds, so that a chain started late still has a maximal placement.
     */
    void run(int bound, BooleanSupplier stop, IntConsumer improved) {
        int[] current = new int[m];
        int currentSize = 0;
        int startBest = -1;
        long betterAt = 0;
        while (best.length < bound && (startBest < 0 || !stop.getAsBoolean())) {
            if (startBest < 0 || restarting && steps - betterAt > RESTART_STEPS) {
                if (startBest >= 0) {
                    restarts++;
                    clear();
                }
                localSearch();
                record(improved);
                currentSize = size;
                System.arraycopy(pieces, 0, current, 0, size);
                startBest = size;
                betterAt = steps;
            }
            for (int k = 0; k < 256 && best.length < bound; k++) {
                steps++;
                perturb();
                localSearch();
                if (size > best.length) {
                    record(improved);
                }
                if (size > startBest) {
                    startBest = size;
                    betterAt = steps;
                }
                if (size >= currentSize || accept(currentSize - size, best.length - size)) {
                    currentSize = size;
                    System.arraycopy(pieces, 0, current, 0, size);
                } else {
                    restore(current, currentSize);
                }
            }
        }
    }

    int[] best() {
        return best;
    }

    long steps() {
        return steps;
    }

    long restarts() {
        return restarts;
    }

    private boolean accept(int loss, int gapToBest) {
        return random.nextDouble() < 1.0 / (1 + (double) loss * gapToBest);
    }

    /** Forces one random cell in (two with probability 1/2, three with 1/4, ...), dropping the pieces it attacks. */
    private void perturb() {
        int k = 1;
        while (k < 4 && random.nextBoolean()) {
            k++;
        }
        for (int i = 0; i < k; i++) {
            int c = random.nextInt(m);
            if (in[c]) {
                continue;
            }
            for (int u : model.neighbours(c)) {
                if (in[u]) {
                    remove(u);
                }
            }
            add(c);
        }
    }

    /** Adds free cells in random order, then (1,2)-swaps until none applies. */
    private void localSearch() {
        fillFree();
        boolean improved = true;
        while (improved) {
            improved = false;
            int start = size == 0 ? 0 : random.nextInt(size);
            for (int i = 0; i < size; i++) {
                int x = pieces[(start + i) % size];
                if (swapOneForTwo(x)) {
                    improved = true;
                    fillFree();
                    break;
                }
            }
        }
    }

    /** Replaces piece x by two non-attacking cells attacked by x alone, if there are such. */
    private boolean swapOneForTwo(int x) {
        int count = 0;
        for (int u : model.neighbours(x)) {
            if (!in[u] && tight[u] == 1) {
                candidates[count++] = u;
            }
        }
        if (count < 2) {
            return false;
        }
        int offset = random.nextInt(count);
        for (int i = 0; i < count; i++) {
            int u = candidates[(offset + i) % count];
            long[] attacked = model.neighbourhood(u);
            for (int j = i + 1; j < count; j++) {
                int w = candidates[(offset + j) % count];
                if ((attacked[w >>> 6] & 1L << w) == 0) {
                    remove(x);
                    add(u);
                    add(w);
                    return true;
                }
            }
        }
        return false;
    }

    private void fillFree() {
        if (freeCount == 0) {
            return;
        }
        if (random.nextBoolean()) {
            while (freeCount > 0) {
                add(free[random.nextInt(freeCount)]);
            }
            return;
        }
        int k = freeCount;
        System.arraycopy(free, 0, order, 0, k);
        java.util.Arrays.sort(order, 0, k);
        int from = random.nextInt(k);
        for (int i = 0; i < k; i++) {
            int c = order[(from + i) % k];
            if (freePosition[c] >= 0) {
                add(c);
            }
        }
    }

    private void add(int c) {
        in[c] = true;
        position[c] = size;
        pieces[size++] = c;
        if (freePosition[c] >= 0) {
            unfree(c);
        }
        for (int u : model.neighbours(c)) {
            if (tight[u]++ == 0 && freePosition[u] >= 0) {
                unfree(u);
            }
        }
    }

    private void remove(int c) {
        in[c] = false;
        int p = position[c];
        int last = pieces[--size];
        pieces[p] = last;
        position[last] = p;
        position[c] = -1;
        if (tight[c] == 0) {
            makeFree(c);
        }
        for (int u : model.neighbours(c)) {
            if (--tight[u] == 0 && !in[u]) {
                makeFree(u);
            }
        }
    }

    private void unfree(int c) {
        int p = freePosition[c];
        int last = free[--freeCount];
        free[p] = last;
        freePosition[last] = p;
        freePosition[c] = -1;
    }

    private void makeFree(int c) {
        if (freePosition[c] < 0) {
            freePosition[c] = freeCount;
            free[freeCount++] = c;
        }
    }

    private int[] pieces() {
        return java.util.Arrays.copyOf(pieces, size);
    }

    private void restore(int[] solution, int count) {
        clear();
        for (int i = 0; i < count; i++) {
            add(solution[i]);
        }
    }

    /** Takes every piece off the board. */
    private void clear() {
        while (size > 0) {
            remove(pieces[size - 1]);
        }
    }

    private void record(IntConsumer improved) {
        if (size > best.length) {
            best = pieces();
            java.util.Arrays.sort(best);
            improved.accept(size);
        }
    }
}
