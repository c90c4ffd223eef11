package org.polyboard.solver.anneal;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import org.polyboard.api.solve.AttackModel;

/**
 * A tabu search for small independent covers in which pieces may attack each other at a cost. {@link TabuChain}
 * keeps every state independent instead, so a piece can only move to a cell no other piece attacks; on large queen
 * boards that search is slow to close the last gaps (30×30: 18 queens after a minute, where this finds 17 in
 * seconds). This one keeps at most one piece fewer than the best independent cover found and minimises the cells
 * left uncovered plus {@link #PAIR_WEIGHT} for every pair of pieces that attack each other.
 * <p>
 * A move picks a random violation, an uncovered cell or an attacked piece, and makes the best swap that mends it,
 * scored exactly: for a cell, one of its coverers in and any piece out (or none, while the pieces allow); for an
 * attacked piece, that piece out and a coverer of one of the cells only it covers in (or nothing in, when it covers
 * none alone). {@link TabuChain}'s {@link Tenure} applies, and a swap that completes an independent cover is always
 * allowed. The units are single cells and the attack relation must be symmetric ({@link #applies}). Given a prelude, it
 * first runs {@link TabuChain}'s search over orbits (on odd boards the best covers are often symmetric) and starts
 * from the best cover found there. Not thread-safe.
 */
final class PenaltyTabuChain implements CoverChain {

    /** The cost of a pair of pieces that attack each other, in uncovered cells. */
    static final int PAIR_WEIGHT = 1;

    private final Layout layout;
    private final Layout prelude;
    private final AttackModel model;
    private final long seed;
    private final SplittableRandom random;
    private final Tenure tenure;
    private final BestSwap choice;
    private final CoverState state;
    private final boolean[] chosen;
    private final int[] cover;
    private final int[] placed;
    private final int[] placedAt;
    /** Scratch per move, by index in {@code placed}: cells only that piece covers; those the piece in covers too. */
    private final int[] loss;
    private final int[] shared;
    /** Scratch per move, by index in {@code placed}: 1 when that piece attacks the cell coming in. */
    private final int[] attacks;
    /** Scratch: the placed pieces that another piece attacks. */
    private final int[] attacked;
    private int attackedCount;
    /** Ordered pairs of placed pieces that attack each other (twice the pairs). */
    private int orderedPairs;

    private int[] best;
    private long steps;

    /**
     * @param layout single cells ({@link #applies})
     * @param prelude the orbits of a symmetry to search first, as {@link TabuChain} does, or {@code null}
     * @param model the attack model, for the prelude's independence
     */
    PenaltyTabuChain(Layout layout, Layout prelude, long seed, AttackModel model) {
        this.layout = layout;
        this.prelude = prelude;
        this.model = model;
        this.seed = seed;
        this.random = new SplittableRandom(seed);
        tenure = new Tenure(layout.units, random);
        choice = new BestSwap(random);
        state = new CoverState(layout, true);
        chosen = state.chosen;
        cover = state.cover;
        placed = state.placed;
        placedAt = state.placedAt;
        loss = new int[layout.units];
        shared = new int[layout.units];
        attacks = new int[layout.units];
        attacked = new int[layout.units];
    }

    /**
     * Whether the layout's units are single cells and each unit's neighbourhood holds a cell only when that cell's
     * holds the unit: the attack relation is symmetric.
     */
    static boolean applies(Layout layout) {
        if (layout.units != layout.cells) {
            return false;
        }
        for (int u = 0; u < layout.units; u++) {
            for (int v : layout.hood[u]) {
                if (Arrays.binarySearch(layout.hood[layout.unitOf[v]], layout.members[u][0]) < 0) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public int[] best() {
        return best;
    }

    @Override
    public long steps() {
        return steps;
    }

    @Override
    public void run(int target, BooleanSupplier stop, IntConsumer improved) {
        int[] start = prelude == null ? null : TabuChain.searchOrbits(prelude, seed, model, target, stop,
                s -> steps = s, cells -> {
                    best = cells;
                    improved.accept(cells.length);
                });
        if (start != null) {
            for (int cell : start) {
                state.place(layout.unitOf[cell]);
            }
        } else {
            // a maximal independent set of a symmetric attack relation dominates: the greedy start is a cover
            state.greedy(random, unit -> cover[layout.members[unit][0]] == 0);
        }
        record(improved);
        while (best == null || best.length > Math.max(1, target)) {
            int budget = best == null ? Integer.MAX_VALUE : best.length - 1;
            while (state.pieces > budget) {
                state.dropLeastUseful(random);
                countPairs();
            }
            countPairs();
            while (state.uncoveredCount > 0 || orderedPairs > 0) {
                if ((steps & 255) == 0 && stop.getAsBoolean()) {
                    return;
                }
                steps++;
                int r = random.nextInt(state.uncoveredCount + attackedCount);
                if (r < state.uncoveredCount) {
                    mendCell(state.uncovered[r], budget);
                } else {
                    mendAttack(attacked[r - state.uncoveredCount]);
                }
                countPairs();
            }
            record(improved);
        }
    }

    /** The best swap that covers cell {@code u}: one of its coverers in, any piece out or none within the budget. */
    private void mendCell(int u, int budget) {
        int placedCount = state.placedCount;
        for (int i = 0; i < placedCount; i++) {
            loss[i] = state.soleCells(placed[i]);
        }
        choice.reset();
        for (int add : layout.coverers[u]) {
            if (chosen[add]) {
                continue;
            }
            int gain = scan(add, placedCount);
            boolean addTabu = tenure.holds(add, steps);
            int from = state.pieces + 1 <= budget ? -1 : 0;
            for (int i = from; i < placedCount; i++) {
                int uncoveredDelta = i < 0 ? -gain : loss[i] - shared[i] - gain;
                int pairDelta = i < 0 ? cover[add] : cover[add] - attacks[i] - (cover[placed[i]] - 1);
                int delta = uncoveredDelta + PAIR_WEIGHT * pairDelta;
                boolean completes = state.uncoveredCount + uncoveredDelta == 0 && orderedPairs + 2 * pairDelta == 0;
                if (!completes && (addTabu || i >= 0 && tenure.holds(placed[i], steps))) {
                    continue;
                }
                choice.offer(delta, add, i);
            }
        }
        if (choice.in >= 0) {
            tenure.swap(state, choice.in, choice.out < 0 ? -1 : placed[choice.out], steps);
        }
    }

    /**
     * The best swap that frees piece {@code q} of its attackers: {@code q} out and a coverer of one of the cells only
     * it covers in; {@code q} out alone when it covers no cell alone.
     */
    private void mendAttack(int q) {
        int at = placedAt[q];
        int placedCount = state.placedCount;
        int lost = state.soleCells(q);
        if (lost == 0) {
            tenure.takeOut(state, q, steps);
            return;
        }
        int pick = random.nextInt(lost);
        int w = -1;
        for (int v : layout.hood[q]) {
            if (cover[v] == 1 && pick-- == 0) {
                w = v;
                break;
            }
        }
        boolean outTabu = tenure.holds(q, steps);
        choice.reset();
        for (int add : layout.coverers[w]) {
            if (chosen[add]) {
                continue;
            }
            int gain = scan(add, placedCount);
            int uncoveredDelta = lost - shared[at] - gain;
            int pairDelta = cover[add] - attacks[at] - (cover[q] - 1);
            int delta = uncoveredDelta + PAIR_WEIGHT * pairDelta;
            boolean completes = state.uncoveredCount + uncoveredDelta == 0 && orderedPairs + 2 * pairDelta == 0;
            if (!completes && (outTabu || tenure.holds(add, steps))) {
                continue;
            }
            choice.offer(delta, add, at);
        }
        if (choice.in >= 0) {
            tenure.swap(state, choice.in, q, steps);
        }
    }

    /**
     * For a cell {@code add} coming in: the uncovered cells it covers (returned), and per placed piece the cells only
     * that piece covers that {@code add} covers too ({@link #shared}) and whether it attacks {@code add}
     * ({@link #attacks}).
     */
    private int scan(int add, int placedCount) {
        Arrays.fill(shared, 0, placedCount, 0);
        Arrays.fill(attacks, 0, placedCount, 0);
        state.attackers(add, attacks);
        return state.gain(add, shared);
    }


    /** Recounts the attacked pieces and the ordered attacking pairs: a pass over the placed pieces. */
    private void countPairs() {
        attackedCount = 0;
        orderedPairs = 0;
        for (int i = 0; i < state.placedCount; i++) {
            int q = placed[i];
            int by = cover[q] - 1;
            if (by > 0) {
                attacked[attackedCount++] = q;
                orderedPairs += by;
            }
        }
    }

    private void record(IntConsumer improved) {
        countPairs();
        if (state.uncoveredCount != 0 || orderedPairs != 0 || best != null && state.pieces >= best.length) {
            return;
        }
        best = state.cells();
        improved.accept(best.length);
    }
}
