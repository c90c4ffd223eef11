package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.polyboard.api.solve.Placement;

/** Independent checks on results, from coordinates alone: knight covers and classes under the square's symmetries. */
final class Check {

    private static final int[][] JUMPS = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};

    private Check() {
    }

    /** Whether the knights on {@code cells} (0-based row, column; no repeats) cover the rows×cols board. */
    static boolean isKnightCover(int rows, int cols, List<int[]> cells) {
        return isKnightCover(rows, cols, cells, false);
    }

    /**
     * Whether the knights on {@code cells} cover the rows×cols board; when {@code total}, whether every square,
     * occupied or not, is attacked by a knight (a knight does not cover its own square).
     */
    static boolean isKnightCover(int rows, int cols, List<int[]> cells, boolean total) {
        Set<Integer> at = new HashSet<>();
        for (int[] c : cells) {
            if (c[0] < 0 || c[0] >= rows || c[1] < 0 || c[1] >= cols || !at.add(c[0] * cols + c[1])) {
                return false;
            }
        }
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                boolean covered = !total && at.contains(i * cols + j);
                for (int[] d : JUMPS) {
                    int a = i + d[0];
                    int b = j + d[1];
                    covered |= a >= 0 && a < rows && b >= 0 && b < cols && at.contains(a * cols + b);
                }
                if (!covered) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A placement as a set of "row,col" words, for comparing solutions. */
    static Set<String> key(List<int[]> cells) {
        Set<String> key = new java.util.TreeSet<>();
        for (int[] c : cells) {
            key.add(c[0] + "," + c[1]);
        }
        return key;
    }

    /** The number of classes of {@code solutions} under the 8 symmetries of the n×n square. */
    static long classesOnSquare(int n, List<Placement> solutions) {
        Set<String> canonical = new HashSet<>();
        for (Placement p : solutions) {
            String least = null;
            for (int map = 0; map < 8; map++) {
                List<int[]> image = new ArrayList<>();
                for (int[] c : p.cells()) {
                    image.add(map(map, c[0], c[1], n));
                }
                String text = key(image).toString();
                if (least == null || text.compareTo(least) < 0) {
                    least = text;
                }
            }
            canonical.add(least);
        }
        return canonical.size();
    }

    private static int[] map(int map, int i, int j, int n) {
        int ri = n - 1 - i;
        int cj = n - 1 - j;
        return switch (map) {
            case 0 -> new int[] {i, j};
            case 1 -> new int[] {i, cj};
            case 2 -> new int[] {ri, j};
            case 3 -> new int[] {ri, cj};
            case 4 -> new int[] {j, i};
            case 5 -> new int[] {cj, ri};
            case 6 -> new int[] {j, ri};
            default -> new int[] {cj, i};
        };
    }
}
