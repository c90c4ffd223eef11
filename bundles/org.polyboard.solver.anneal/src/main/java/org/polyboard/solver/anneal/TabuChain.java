package org.polyboard.solver.anneal;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

import org.polyboard.api.solve.AttackModel;

/**
 * A tabu search for small covers, for pieces whose neighbourhoods are large (queens), where annealing stalls one
 * piece above the optimum (queens 18×18: annealing stays at 10 for a minute, this finds 9 in seconds). It starts
 * from a greedy cover, records it, takes units away until one piece fewer is left and keeps at most that many
 * pieces, minimising the cells left uncovered. A move picks a random uncovered cell and makes the best swap that
 * covers it: one of its coverers in, one placed unit out (or none, while the pieces allow), scored exactly (cells
 * newly covered less cells left with no coverer). A unit taken out may not come back, and one put in may not leave,
 * for a few moves, unless the swap completes a cover. Each cover found is recorded and the search goes on with one piece fewer.
 * <p>
 * Given a layout of orbits under a symmetry of order two (a prelude), it first searches covers made of whole orbits,
 * a far smaller space where the minimum queen covers of odd boards often lie (23×23: 12 queens in a fraction of a
 * second, where the plain search finds 13), until {@link #PRELUDE_STALL} moves bring no better cover; then it goes
 * on over single cells from the best cover found.
 * <p>
 * For independent domination only pieces that attack no placed piece, or only the one they replace, come in: every
 * state is independent, so every cover recorded is an independent dominating set. Over orbits (the prelude's, or those
 * of a symmetry the instance asks for) the greedy start may leave cells uncovered; the search then places pieces
 * without a limit until its first cover. Over single cells the solver uses {@link PenaltyTabuChain} for independent
 * covers, which starts from this search's prelude. Not thread-safe.
 */
final class TabuChain implements CoverChain {

    /** Moves without a better cover after which the prelude over orbits gives way to the search over cells. */
    static final long PRELUDE_STALL = 50_000;

    /** The least mean neighbourhood, in cells, of a model the tabu search is used for. */
    static final int LONG_RANGE = 16;

    private final Layout layout;
    private final Layout prelude;
    /** The model whose attacks placed pieces must avoid (independent domination), or {@code null}. */
    private final AttackModel independent;
    /** Per unit, whether its cells attack none of each other (all, without {@link #independent}). */
    private final boolean[] selfIndependent;
    private final SplittableRandom random;
    private final long seed;
    private final Tenure tenure;
    private final BestSwap choice;
    private final CoverState state;
    /** The state's arrays, read in every move. */
    private final boolean[] chosen;
    private final int[] cover;
    private final int[] sole;
    private final int[] placed;
    private final int[] placedAt;
    /** Per placed unit (by its index in {@code placed}), the cells only it covers; scratch per move. */
    private final int[] loss;
    /** Per placed unit, how many of those the unit coming in covers too; scratch per move. */
    private final int[] shared;

    private int[] best;
    private long steps;

    /**
     * @param layout the units
     * @param prelude the orbits of a symmetry to search first, or {@code null}
     * @param independent the model when covers must be independent (no piece attacks another), else {@code null}
     */
    TabuChain(Layout layout, Layout prelude, long seed, AttackModel independent) {
        this.layout = layout;
        this.prelude = prelude;
        this.independent = independent;
        this.selfIndependent = new boolean[layout.units];
        for (int u = 0; u < layout.units; u++) {
            selfIndependent[u] = independent == null || attacksNone(independent, layout.members[u]);
        }
        this.seed = seed;
        this.random = new SplittableRandom(seed);
        tenure = new Tenure(layout.units, random);
        choice = new BestSwap(random);
        state = new CoverState(layout, true);
        chosen = state.chosen;
        cover = state.cover;
        sole = state.sole;
        placed = state.placed;
        placedAt = state.placedAt;
        loss = new int[layout.units];
        shared = new int[layout.units];
    }

    /**
     * Whether the tabu search applies: closed neighbourhoods of {@link #LONG_RANGE} cells or more on average (queens,
     * rooks; not knights or kings, where annealing's local moves do well). Under a symmetry restriction its units are
     * the orbits.
     */
    static boolean suits(AttackModel model) {
        if (model.cellCount() == 0) {
            return false;
        }
        long total = 0;
        for (int c = 0; c < model.cellCount(); c++) {
            total += model.neighbours(c).length + 1;
        }
        return total >= (long) LONG_RANGE * model.cellCount();
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
        int[] start = prelude == null ? null : searchOrbits(prelude, seed, independent, target, stop, s -> steps = s,
                cover -> {
                    best = cover;
                    improved.accept(cover.length);
                });
        search(target, stop, improved, start, Long.MAX_VALUE);
    }

    /**
     * The prelude: a tabu search over the orbits of {@code prelude} until {@code stop}, a cover of {@code target}
     * pieces, or {@link #PRELUDE_STALL} moves without a better cover. Its steps so far go to {@code steps} as it runs,
     * each better cover (cells, ascending) to {@code better}.
     *
     * @return the best cover found, or {@code null}
     */
    static int[] searchOrbits(Layout prelude, long seed, AttackModel independent, int target, BooleanSupplier stop,
            LongConsumer steps, Consumer<int[]> better) {
        TabuChain orbits = new TabuChain(prelude, null, seed, independent);
        orbits.search(target, () -> {
            steps.accept(orbits.steps);
            return stop.getAsBoolean();
        }, value -> better.accept(orbits.best), null, PRELUDE_STALL);
        steps.accept(orbits.steps);
        return orbits.best;
    }

    /**
     * Searches from a greedy cover, or from the units of {@code start} (cells of a cover) when given, until
     * {@code stop}, a cover of {@code target} pieces, or {@code stall} moves without a better cover.
     */
    private void search(int target, BooleanSupplier stop, IntConsumer improved, int[] start, long stall) {
        if (start == null) {
            state.greedy(random, unit -> conflict(unit) == FREE);
        } else {
            for (int cell : start) {
                int unit = layout.unitOf[cell];
                if (!chosen[unit]) {
                    state.place(unit);
                }
            }
        }
        record(improved);
        long lastBetter = steps;
        while (best == null || best.length > Math.max(1, target)) {
            // until a first cover (the greedy start over orbits may not cover), pieces are not limited
            int budget = best == null ? Integer.MAX_VALUE : best.length - 1;
            while (state.pieces > budget) {
                state.dropLeastUseful(random);
            }
            while (state.uncoveredCount > 0) {
                if ((steps & 255) == 0 && stop.getAsBoolean() || steps - lastBetter >= stall) {
                    return;
                }
                steps++;
                move(budget);
            }
            record(improved);
            lastBetter = steps;
        }
    }

    /** One swap that covers a random uncovered cell and keeps at most {@code budget} pieces. */
    private void move(int budget) {
        int u = state.uncovered[random.nextInt(state.uncoveredCount)];
        int placedCount = state.placedCount;
        for (int i = 0; i < placedCount; i++) {
            loss[i] = state.soleCells(placed[i]);
        }
        choice.reset();
        for (int add : layout.coverers[u]) {
            if (chosen[add]) {
                continue;
            }
            int forced = conflict(add);
            if (forced == BLOCKED) {
                continue;
            }
            boolean addTabu = tenure.holds(add, steps);
            Arrays.fill(shared, 0, placedCount, 0);
            int gain = state.gain(add, shared);
            int from = forced == FREE ? -1 : placedAt[forced];
            int to = forced == FREE ? placedCount : from + 1;
            for (int i = from; i < to; i++) {
                int size = state.pieces + layout.size[add] - (i < 0 ? 0 : layout.size[placed[i]]);
                if (size > budget) {
                    continue;
                }
                int delta = i < 0 ? -gain : loss[i] - shared[i] - gain;
                boolean completes = state.uncoveredCount + delta == 0;
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

    private static final int FREE = -1;
    private static final int BLOCKED = -2;

    /**
     * Whether {@code unit} may be placed in an independent cover: {@link #FREE} when no placed piece attacks its
     * cells (always so for plain covers), the one placed unit that does (it must go out), or {@link #BLOCKED}.
     */
    private int conflict(int unit) {
        if (independent == null) {
            return FREE;
        }
        if (!selfIndependent[unit]) {
            return BLOCKED;
        }
        int forced = FREE;
        for (int m : layout.members[unit]) {
            if (cover[m] == 0) {
                continue;
            }
            if (cover[m] > 1 || forced != FREE && forced != sole[m]) {
                return BLOCKED;
            }
            forced = sole[m];
        }
        return forced;
    }

    private static boolean attacksNone(AttackModel model, int[] cells) {
        for (int a : cells) {
            for (int b : model.neighbours(a)) {
                if (b != a && Arrays.binarySearch(cells, b) >= 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private void record(IntConsumer improved) {
        if (state.uncoveredCount != 0 || best != null && state.pieces >= best.length) {
            return;
        }
        best = state.cells();
        improved.accept(best.length);
    }
}
