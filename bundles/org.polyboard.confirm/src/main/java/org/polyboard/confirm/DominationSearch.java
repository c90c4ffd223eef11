package org.polyboard.confirm;

import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.AttackModel;

/**
 * A deliberately simple exhaustive search for k pieces that dominate every cell (each cell holds a piece or is
 * attacked by one), optionally with no two pieces attacking each other. It takes the first cell not yet dominated
 * and tries every cell that would dominate it, in order; a node is cut when even k pieces that each dominate as many
 * new cells as the largest closed neighbourhood could not dominate the rest. Not thread-safe.
 */
final class DominationSearch {

    private final int cells;
    private final int[][] closed;
    private final int[][] neighbours;
    private final int largest;
    private final boolean independent;
    private final BooleanSupplier stop;
    private final int[] dominated;
    private final int[] attacked;
    private int undominated;
    private final int[] chosen;
    private int placed;

    long nodes;
    private boolean stopped;
    int[] found;

    DominationSearch(AttackModel model, int k, boolean independent, BooleanSupplier stop) {
        this.cells = model.cellCount();
        this.neighbours = new int[cells][];
        this.closed = new int[cells][];
        int most = 0;
        for (int c = 0; c < cells; c++) {
            neighbours[c] = model.neighbours(c);
            closed[c] = new int[neighbours[c].length + 1];
            closed[c][0] = c;
            System.arraycopy(neighbours[c], 0, closed[c], 1, neighbours[c].length);
            most = Math.max(most, closed[c].length);
        }
        this.largest = most;
        this.independent = independent;
        this.stop = stop;
        this.dominated = new int[cells];
        this.attacked = new int[cells];
        this.undominated = cells;
        this.chosen = new int[k];
    }

    /** Whether k pieces (or fewer) dominate the board; the placement is kept in {@link #found}. */
    boolean exists() {
        search();
        return found != null;
    }

    boolean stopped() {
        return stopped;
    }

    private void search() {
        nodes++;
        if ((nodes & 0xFFFF) == 0 && stop.getAsBoolean()) {
            stopped = true;
        }
        if (stopped || found != null) {
            return;
        }
        if (undominated == 0) {
            found = java.util.Arrays.copyOf(chosen, placed);
            return;
        }
        if ((long) (chosen.length - placed) * largest < undominated) {
            return;
        }
        int target = 0;
        while (dominated[target] > 0) {
            target++;
        }
        // the pieces that dominate the target: the target itself and every cell that attacks it
        for (int piece : closed[target]) {
            if (independent && (attacked[piece] > 0 || isChosen(piece))) {
                continue;
            }
            chosen[placed++] = piece;
            for (int c : closed[piece]) {
                if (dominated[c]++ == 0) {
                    undominated--;
                }
            }
            for (int c : neighbours[piece]) {
                attacked[c]++;
            }
            search();
            for (int c : neighbours[piece]) {
                attacked[c]--;
            }
            for (int c : closed[piece]) {
                if (--dominated[c] == 0) {
                    undominated++;
                }
            }
            placed--;
            if (stopped || found != null) {
                return;
            }
        }
    }

    private boolean isChosen(int cell) {
        for (int i = 0; i < placed; i++) {
            if (chosen[i] == cell) {
                return true;
            }
        }
        return false;
    }
}
