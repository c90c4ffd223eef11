package org.polyboard.support.program;

import java.util.Arrays;
import java.util.List;

/**
 * The orbits of the cells under a group of cell permutations, numbered by their smallest cell in ascending order.
 * Without a group (or with the identity alone) every cell is its own orbit and orbit v is cell v.
 */
public final class Orbits {

    private final int[] orbitOf;
    private final int[][] cells;

    private Orbits(int[] orbitOf, int[][] cells) {
        this.orbitOf = orbitOf;
        this.cells = cells;
    }

    /**
     * @param cellCount the number of cells
     * @param group every element of the group (not only generators), identity first; empty for none
     */
    public static Orbits of(int cellCount, List<int[]> group) {
        int[] orbitOf = new int[cellCount];
        Arrays.fill(orbitOf, -1);
        int[] size = new int[cellCount];
        int count = 0;
        for (int c = 0; c < cellCount; c++) {
            if (orbitOf[c] >= 0) {
                continue;
            }
            orbitOf[c] = count;
            size[count] = 1;
            for (int[] g : group) {
                if (orbitOf[g[c]] < 0) {
                    orbitOf[g[c]] = count;
                    size[count]++;
                }
            }
            count++;
        }
        int[][] cells = new int[count][];
        for (int v = 0; v < count; v++) {
            cells[v] = new int[size[v]];
        }
        int[] filled = new int[count];
        for (int c = 0; c < cellCount; c++) {
            int v = orbitOf[c];
            cells[v][filled[v]++] = c;
        }
        return new Orbits(orbitOf, cells);
    }

    /** Whether every orbit is a single cell. */
    public boolean trivial() {
        return cells.length == orbitOf.length;
    }

    public int count() {
        return cells.length;
    }

    /** The cells of orbit {@code v}, ascending. */
    public int[] cells(int v) {
        return cells[v];
    }

    /** The distinct orbits of {@code someCells}, ascending. */
    public int[] project(int[] someCells) {
        int[] orbits = new int[someCells.length];
        for (int k = 0; k < someCells.length; k++) {
            orbits[k] = orbitOf[someCells[k]];
        }
        Arrays.sort(orbits);
        int distinct = 0;
        for (int k = 0; k < orbits.length; k++) {
            if (k == 0 || orbits[k] != orbits[k - 1]) {
                orbits[distinct++] = orbits[k];
            }
        }
        return distinct == orbits.length ? orbits : Arrays.copyOf(orbits, distinct);
    }

    /** The orbits that hold two or more of {@code someCells}. */
    public int[] repeated(int[] someCells) {
        int[] orbits = new int[someCells.length];
        for (int k = 0; k < someCells.length; k++) {
            orbits[k] = orbitOf[someCells[k]];
        }
        Arrays.sort(orbits);
        int[] repeated = new int[orbits.length / 2];
        int found = 0;
        for (int k = 1; k < orbits.length; k++) {
            if (orbits[k] == orbits[k - 1] && (found == 0 || repeated[found - 1] != orbits[k])) {
                repeated[found++] = orbits[k];
            }
        }
        return Arrays.copyOf(repeated, found);
    }
}
