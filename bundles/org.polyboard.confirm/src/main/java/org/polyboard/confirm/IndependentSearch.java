package org.polyboard.confirm;

import java.util.HashSet;
import java.util.Set;
import java.util.Arrays;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.polyboard.api.solve.AttackModel;

/**
 * A deliberately simple exhaustive search for t pieces that do not attack each other. It branches on a line: of
 * the partitions of the cells into lines, the one with fewest lines that still hold a live cell, and in it the line
 * with fewest live cells, which holds one piece at most: on its first live cell, or its second, ..., or none of
 * them (so the branches are disjoint and every placement is met once). A cell is live while undecided and attacked by no piece. A node is cut when,
 * along one partition of the cells into lines (rows, columns, diagonals...), the pieces placed and the lines that
 * still hold a live cell (one piece each at most) fall short of t; or when, for one axis, the pieces placed and
 * what each plane across that axis can still take fall short of t, a plane taking at most as many as the lines
 * within it that still hold a live cell, for the partition within the plane that gives fewest. Nothing else prunes, so every placement of t
 * pieces is met exactly once when counting. Not thread-safe: one search per thread.
 */
final class IndependentSearch {

    private final int cells;
    private final int[][] neighbours;
    private final int[][] groupOf;
    private final int[][][] groupCells;
    private final int t;
    private final BooleanSupplier stop;

    private final boolean[] decided;
    private final int[] attacks;
    private final int[][] live;
    private final int[] liveGroups;
    private int totalLive;
    /** For each axis, each plane across it and each partition whose lines lie in such planes: live lines. */
    private final int[][][] planeLive;
    /** Each partition's group's plane on each axis, or -1 where the partition's lines cross that axis. */
    private final int[][][] planeOf;
    private final int axes;
    private int placed;
    private final int[] chosen;

    long nodes;
    long found;
    private boolean stopped;
    private boolean existsOnly;
    private Geometry classesOf;
    private Consumer<int[]> sink;
    final Set<String> classes = new HashSet<>();
    int[] first;

    IndependentSearch(AttackModel model, Geometry geometry, int t, BooleanSupplier stop) {
        this.cells = model.cellCount();
        this.neighbours = new int[cells][];
        for (int c = 0; c < cells; c++) {
            neighbours[c] = model.neighbours(c);
        }
        this.groupOf = geometry.groupOf;
        this.t = t;
        this.stop = stop;
        this.decided = new boolean[cells];
        this.attacks = new int[cells];
        this.live = new int[groupOf.length][];
        this.liveGroups = new int[groupOf.length];
        for (int p = 0; p < groupOf.length; p++) {
            live[p] = new int[geometry.groups[p]];
            for (int c = 0; c < cells; c++) {
                if (live[p][groupOf[p][c]]++ == 0) {
                    liveGroups[p]++;
                }
            }
        }
        this.groupCells = new int[groupOf.length][][];
        for (int p = 0; p < groupOf.length; p++) {
            int[] size = new int[geometry.groups[p]];
            for (int c = 0; c < cells; c++) {
                size[groupOf[p][c]]++;
            }
            groupCells[p] = new int[size.length][];
            for (int g = 0; g < size.length; g++) {
                groupCells[p][g] = new int[size[g]];
                size[g] = 0;
            }
            for (int c = 0; c < cells; c++) {
                int g = groupOf[p][c];
                groupCells[p][g][size[g]++] = c;
            }
        }
        this.totalLive = cells;
        this.axes = model.dimension();
        this.planeOf = new int[groupOf.length][axes][];
        this.planeLive = new int[axes][][];
        for (int a = 0; a < axes; a++) {
            planeLive[a] = new int[model.extent(a)][groupOf.length];
        }
        for (int p = 0; p < groupOf.length; p++) {
            for (int a = 0; a < axes; a++) {
                if (geometry.directions[p][a] != 0) {
                    continue;
                }
                planeOf[p][a] = new int[geometry.groups[p]];
                for (int c = 0; c < cells; c++) {
                    planeOf[p][a][groupOf[p][c]] = model.coordinate(c, a);
                }
                for (int g = 0; g < geometry.groups[p]; g++) {
                    planeLive[a][planeOf[p][a][g]][p]++;
                }
            }
        }
        this.chosen = new int[Math.max(t, 0)];
    }

    /** Whether t pieces fit; the first placement found is kept. */
    boolean exists() {
        existsOnly = true;
        search();
        return found > 0;
    }

    /** Counts every placement of exactly t pieces and files each under its least image. */
    long count(Geometry geometry, Consumer<int[]> sink) {
        existsOnly = false;
        classesOf = geometry;
        this.sink = sink;
        search();
        return found;
    }

    boolean stopped() {
        return stopped;
    }

    private void search() {
        nodes++;
        if ((nodes & 0xFFFF) == 0 && stop.getAsBoolean()) {
            stopped = true;
        }
        if (stopped || (existsOnly && found > 0)) {
            return;
        }
        if (placed == t) {
            found++;
            if (first == null) {
                first = chosen.clone();
            }
            if (classesOf != null) {
                int[] cells = chosen.clone();
                Arrays.sort(cells);
                classes.add(classesOf.least(cells));
                sink.accept(cells);
            }
            return;
        }
        if (placed + totalLive < t) {
            return;
        }
        int tightest = -1;
        for (int p = 0; p < liveGroups.length; p++) {
            if (placed + liveGroups[p] < t) {
                return;
            }
            if (tightest < 0 || liveGroups[p] < liveGroups[tightest]) {
                tightest = p;
            }
        }
        for (int a = 0; a < axes; a++) {
            int room = placed;
            for (int[] plane : planeLive[a]) {
                int least = Integer.MAX_VALUE;
                for (int p = 0; p < plane.length; p++) {
                    if (planeOf[p][a] != null) {
                        least = Math.min(least, plane[p]);
                    }
                }
                if (least == Integer.MAX_VALUE) {
                    room = Integer.MAX_VALUE;
                    break;
                }
                room += least;
            }
            if (room < t) {
                return;
            }
        }
        if (tightest < 0) {
            branchOnCells();
            return;
        }
        int[] line = null;
        int fewest = Integer.MAX_VALUE;
        int[] of = groupOf[tightest];
        for (int g = 0; g < groupCells[tightest].length; g++) {
            int n = live[tightest][g];
            if (n > 0 && n < fewest) {
                fewest = n;
                line = groupCells[tightest][g];
            }
        }
        // a line holds one piece at most: the first of its live cells that holds one, or none
        int[] excluded = new int[line.length];
        int k = 0;
        for (int cell : line) {
            if (decided[cell] || attacks[cell] > 0) {
                continue;
            }
            take(cell);
            search();
            untake(cell);
            decided[cell] = true;
            kill(cell, -1);
            excluded[k++] = cell;
            if (stopped || (existsOnly && found > 0)) {
                break;
            }
        }
        search();
        while (k > 0) {
            int cell = excluded[--k];
            kill(cell, 1);
            decided[cell] = false;
        }
    }

    /** Without a partition into lines: the first live cell is taken or left. */
    private void branchOnCells() {
        int cell = 0;
        while (cell < cells && (decided[cell] || attacks[cell] > 0)) {
            cell++;
        }
        if (cell == cells) {
            return;
        }
        take(cell);
        search();
        untake(cell);
        decided[cell] = true;
        kill(cell, -1);
        search();
        kill(cell, 1);
        decided[cell] = false;
    }

    private void take(int cell) {
        decided[cell] = true;
        kill(cell, -1);
        chosen[placed++] = cell;
        for (int other : neighbours[cell]) {
            if (attacks[other]++ == 0 && !decided[other]) {
                kill(other, -1);
            }
        }
    }

    private void untake(int cell) {
        for (int other : neighbours[cell]) {
            if (--attacks[other] == 0 && !decided[other]) {
                kill(other, 1);
            }
        }
        placed--;
        kill(cell, 1);
        decided[cell] = false;
    }

    private void kill(int cell, int delta) {
        totalLive += delta;
        for (int p = 0; p < groupOf.length; p++) {
            int g = groupOf[p][cell];
            int before = live[p][g];
            live[p][g] += delta;
            int change = before == 0 ? 1 : live[p][g] == 0 ? -1 : 0;
            if (change != 0) {
                liveGroups[p] += change;
                for (int a = 0; a < axes; a++) {
                    if (planeOf[p][a] != null) {
                        planeLive[a][planeOf[p][a][g]][p] += change;
                    }
                }
            }
        }
    }
}
