package org.polyboard.confirm;

import java.util.HashSet;
import java.util.Set;
import java.util.Arrays;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;

import org.polyboard.api.solve.AttackModel;

/**
 * A deliberately simple exhaustive search for m white and m black pieces, none attacking one of the other colour.
 * The cells are decided in their order, each white, black or empty. A cell is live for white while undecided and
 * attacked by no black piece (and the other way round). A node is cut when the live cells of one colour cannot bring
 * it to m, or when along one partition of the cells into axis lines (rows, columns...) the pieces still to come
 * cannot reach 2m: a line ends with pieces of one colour at most, so it adds at most the larger of its two live
 * counts. Nothing else prunes, so every placement is met exactly once (as a leaf) when counting.
 * Not thread-safe: one search per thread.
 */
final class PeaceableSearch {

    private final int cells;
    private final int[][] neighbours;
    private final int[][] groupOf;
    private final int m;
    private final boolean firstWhite;
    private final BooleanSupplier stop;

    private final byte[] colour;
    private final int[] whiteAttacks;
    private final int[] blackAttacks;
    private final int[][] liveWhite;
    private final int[][] liveBlack;
    private final int[] sumOfMax;
    private int totalLiveWhite;
    private int totalLiveBlack;
    private int whites;
    private int blacks;
    private final int[] whiteCells;
    private final int[] blackCells;

    long nodes;
    long found;
    private boolean stopped;
    private boolean existsOnly;
    private Geometry classesOf;
    private BiConsumer<int[], int[]> sink;
    final Set<String> classes = new HashSet<>();
    int[] firstWhiteCells;
    int[] firstBlackCells;

    /**
     * @param firstWhite whether cell 0 must hold a white piece (sound on a torus when looking for one placement:
     *     every placement has a translate with a white piece there)
     */
    PeaceableSearch(AttackModel model, Geometry geometry, int m, boolean firstWhite, BooleanSupplier stop) {
        this.cells = model.cellCount();
        this.neighbours = new int[cells][];
        for (int c = 0; c < cells; c++) {
            neighbours[c] = model.neighbours(c);
        }
        this.groupOf = geometry.groupOf;
        this.m = m;
        this.firstWhite = firstWhite;
        this.stop = stop;
        this.colour = new byte[cells];
        this.whiteAttacks = new int[cells];
        this.blackAttacks = new int[cells];
        this.liveWhite = new int[groupOf.length][];
        this.liveBlack = new int[groupOf.length][];
        this.sumOfMax = new int[groupOf.length];
        for (int p = 0; p < groupOf.length; p++) {
            liveWhite[p] = new int[geometry.groups[p]];
            liveBlack[p] = new int[geometry.groups[p]];
            for (int c = 0; c < cells; c++) {
                liveWhite[p][groupOf[p][c]]++;
                liveBlack[p][groupOf[p][c]]++;
            }
            for (int g = 0; g < geometry.groups[p]; g++) {
                sumOfMax[p] += liveWhite[p][g];
            }
        }
        this.totalLiveWhite = cells;
        this.totalLiveBlack = cells;
        this.whiteCells = new int[m];
        this.blackCells = new int[m];
    }

    /** Whether a placement of m of each colour exists; the first one found is kept. */
    boolean exists() {
        existsOnly = true;
        search(0);
        return found > 0;
    }

    /** Counts every placement of exactly m of each colour, and files each under its least image. */
    long count(Geometry geometry, BiConsumer<int[], int[]> sink) {
        existsOnly = false;
        classesOf = geometry;
        this.sink = sink;
        search(0);
        return found;
    }

    boolean stopped() {
        return stopped;
    }

    private void search(int cell) {
        nodes++;
        if ((nodes & 0xFFFF) == 0 && stop.getAsBoolean()) {
            stopped = true;
        }
        if (stopped || (existsOnly && found > 0)) {
            return;
        }
        if (whites == m && blacks == m) {
            leaf();
            return;
        }
        if (cell == cells || whites + Math.min(totalLiveWhite, m - whites) < m
                || blacks + Math.min(totalLiveBlack, m - blacks) < m) {
            return;
        }
        for (int p = 0; p < sumOfMax.length; p++) {
            if (whites + blacks + sumOfMax[p] < 2 * m) {
                return;
            }
        }
        boolean canWhite = blackAttacks[cell] == 0 && whites < m;
        boolean canBlack = whiteAttacks[cell] == 0 && blacks < m;
        leave(cell);
        if (canWhite) {
            whiteCells[whites++] = cell;
            place(cell, whiteAttacks, true);
            search(cell + 1);
            place(cell, whiteAttacks, false);
            whites--;
        }
        if (canBlack && !(firstWhite && cell == 0)) {
            blackCells[blacks++] = cell;
            place(cell, blackAttacks, true);
            search(cell + 1);
            place(cell, blackAttacks, false);
            blacks--;
        }
        if (!(firstWhite && cell == 0)) {
            search(cell + 1);
        }
        enter(cell);
    }

    private void leaf() {
        found++;
        if (firstWhiteCells == null) {
            firstWhiteCells = whiteCells.clone();
            firstBlackCells = blackCells.clone();
        }
        if (classesOf != null) {
            int[] white = whiteCells.clone();
            int[] black = blackCells.clone();
            Arrays.sort(white);
            Arrays.sort(black);
            classes.add(classesOf.leastPair(white, black));
            sink.accept(white, black);
        }
    }

    /** The cell is decided: it stops being live for either colour. */
    private void leave(int cell) {
        colour[cell] = 1;
        if (blackAttacks[cell] == 0) {
            adjust(cell, true, -1);
        }
        if (whiteAttacks[cell] == 0) {
            adjust(cell, false, -1);
        }
    }

    private void enter(int cell) {
        colour[cell] = 0;
        if (blackAttacks[cell] == 0) {
            adjust(cell, true, 1);
        }
        if (whiteAttacks[cell] == 0) {
            adjust(cell, false, 1);
        }
    }

    /**
     * Places (or lifts) a piece whose attacks are counted in {@code attacks}: an undecided cell it attacks first
     * stops being live for the other colour.
     */
    private void place(int cell, int[] attacks, boolean put) {
        boolean white = attacks == whiteAttacks;
        for (int other : neighbours[cell]) {
            if (put) {
                if (attacks[other]++ == 0 && colour[other] == 0) {
                    adjust(other, !white, -1);
                }
            } else if (--attacks[other] == 0 && colour[other] == 0) {
                adjust(other, !white, 1);
            }
        }
    }

    private void adjust(int cell, boolean white, int delta) {
        if (white) {
            totalLiveWhite += delta;
        } else {
            totalLiveBlack += delta;
        }
        for (int p = 0; p < groupOf.length; p++) {
            int g = groupOf[p][cell];
            int before = Math.max(liveWhite[p][g], liveBlack[p][g]);
            if (white) {
                liveWhite[p][g] += delta;
            } else {
                liveBlack[p][g] += delta;
            }
            sumOfMax[p] += Math.max(liveWhite[p][g], liveBlack[p][g]) - before;
        }
    }

    int[] whites() {
        return firstWhiteCells;
    }

    int[] blacks() {
        return firstBlackCells;
    }
}
