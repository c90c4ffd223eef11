package org.polyboard.confirm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.polyboard.api.solve.AttackModel;

/**
 * What the confirming searches read of a board besides its attack model: the axis lines that partition the cells,
 * and the board's symmetries, both derived here from the cells' coordinates and kept only where the attack model
 * confirms them (the model's own symmetry list is not read). Immutable.
 */
final class Geometry {

    /** For each partition, each cell's group: cells that agree on every coordinate but one, on one line. */
    final int[][] groupOf;
    /** Number of groups in each partition. */
    final int[] groups;
    /** The direction of each partition's lines. */
    final int[][] directions;
    /** Cell maps that preserve the attack relation: the box's signed axis permutations and, if any, translations. */
    final List<int[]> symmetries;
    /** Whether every cyclic shift of each axis preserves the attack relation (a torus). */
    final boolean translations;

    private Geometry(int[][] groupOf, int[] groups, int[][] directions, List<int[]> symmetries,
            boolean translations) {
        this.groupOf = groupOf;
        this.groups = groups;
        this.directions = directions;
        this.symmetries = symmetries;
        this.translations = translations;
    }

    static Geometry of(AttackModel model) {
        int m = model.cellCount();
        int d = model.dimension();
        Map<String, Integer> index = new HashMap<>();
        for (int c = 0; c < m; c++) {
            index.put(Arrays.toString(model.coordinates(c)), c);
        }
        boolean shifts = d > 0;
        for (int axis = 0; axis < d && shifts; axis++) {
            int[] map = shift(model, index, axis);
            shifts = map != null && preserves(model, map);
        }
        List<int[]> partitions = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        List<int[]> kept = new ArrayList<>();
        for (int[] direction : directions(d)) {
            Map<String, Integer> group = new HashMap<>();
            int[] of = new int[m];
            for (int c = 0; c < m; c++) {
                of[c] = group.computeIfAbsent(lineKey(model, index, c, direction, shifts), k -> group.size());
            }
            if (group.size() < m && groupsAreCliques(model, of, group.size())) {
                partitions.add(of);
                counts.add(group.size());
                kept.add(direction);
            }
        }
        List<int[]> symmetries = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int[] perm : permutations(d)) {
            for (int flips = 0; flips < 1 << d; flips++) {
                int[] map = signedPermutation(model, index, perm, flips);
                if (map == null || !preserves(model, map)) {
                    continue;
                }
                if (!shifts) {
                    if (seen.add(Arrays.toString(map))) {
                        symmetries.add(map);
                    }
                    continue;
                }
                for (int[] offset : offsets(model)) {
                    int[] moved = translate(model, index, map, offset);
                    if (seen.add(Arrays.toString(moved))) {
                        symmetries.add(moved);
                    }
                }
            }
        }
        return new Geometry(partitions.toArray(new int[0][]), counts.stream().mapToInt(Integer::intValue).toArray(),
                kept.toArray(new int[0][]), symmetries, shifts);
    }

    /** One direction of each line through the origin: vectors over {-1, 0, 1} whose first non-zero entry is 1. */
    private static List<int[]> directions(int d) {
        List<int[]> result = new ArrayList<>();
        int total = 1;
        for (int a = 0; a < d; a++) {
            total *= 3;
        }
        for (int code = 0; code < total; code++) {
            int[] v = new int[d];
            int rest = code;
            int first = 0;
            for (int a = 0; a < d; a++) {
                v[a] = rest % 3 - 1;
                rest /= 3;
                if (first == 0) {
                    first = v[a];
                }
            }
            if (first == 1) {
                result.add(v);
            }
        }
        return result;
    }

    /**
     * The key of the line through {@code cell} in {@code direction}: the cells met walking both ways while on the
     * board (around the board where it wraps), as their least index.
     */
    private static String lineKey(AttackModel model, Map<String, Integer> index, int cell, int[] direction,
            boolean wraps) {
        int least = cell;
        for (int sign = -1; sign <= 1; sign += 2) {
            int[] p = model.coordinates(cell);
            for (int step = 0; step < model.cellCount(); step++) {
                for (int a = 0; a < p.length; a++) {
                    p[a] += sign * direction[a];
                    if (wraps) {
                        p[a] = Math.floorMod(p[a], model.extent(a));
                    }
                }
                Integer next = index.get(Arrays.toString(p));
                if (next == null || next == cell) {
                    break;
                }
                least = Math.min(least, next);
            }
        }
        return Integer.toString(least);
    }

    /** Whether the cells of each group attack each other pairwise (so a group holds at most one piece's colour). */
    private static boolean groupsAreCliques(AttackModel model, int[] of, int count) {
        for (int c = 0; c < of.length; c++) {
            Set<Integer> attacked = new HashSet<>();
            for (int other : model.neighbours(c)) {
                attacked.add(other);
            }
            for (int e = 0; e < of.length; e++) {
                if (e != c && of[e] == of[c] && !attacked.contains(e)) {
                    return false;
                }
            }
        }
        return count > 0;
    }

    /** Whether {@code map} is a bijection that maps each cell's attacked cells onto its image's. */
    static boolean preserves(AttackModel model, int[] map) {
        int m = model.cellCount();
        boolean[] hit = new boolean[m];
        for (int c = 0; c < m; c++) {
            if (hit[map[c]]) {
                return false;
            }
            hit[map[c]] = true;
        }
        for (int c = 0; c < m; c++) {
            int[] ours = model.neighbours(c);
            int[] theirs = model.neighbours(map[c]);
            if (ours.length != theirs.length) {
                return false;
            }
            int[] images = new int[ours.length];
            for (int i = 0; i < ours.length; i++) {
                images[i] = map[ours[i]];
            }
            Arrays.sort(images);
            if (!Arrays.equals(images, theirs)) {
                return false;
            }
        }
        return true;
    }

    private static int[] shift(AttackModel model, Map<String, Integer> index, int axis) {
        int m = model.cellCount();
        int[] map = new int[m];
        for (int c = 0; c < m; c++) {
            int[] p = model.coordinates(c);
            p[axis] = (p[axis] + 1) % model.extent(axis);
            Integer image = index.get(Arrays.toString(p));
            if (image == null) {
                return null;
            }
            map[c] = image;
        }
        return map;
    }

    private static int[] signedPermutation(AttackModel model, Map<String, Integer> index, int[] perm, int flips) {
        int m = model.cellCount();
        int d = model.dimension();
        int[] map = new int[m];
        for (int c = 0; c < m; c++) {
            int[] p = model.coordinates(c);
            int[] q = new int[d];
            for (int a = 0; a < d; a++) {
                int v = p[perm[a]];
                q[a] = (flips >> a & 1) == 1 ? model.extent(perm[a]) - 1 - v : v;
            }
            Integer image = index.get(Arrays.toString(q));
            if (image == null) {
                return null;
            }
            map[c] = image;
        }
        return map;
    }

    private static List<int[]> offsets(AttackModel model) {
        List<int[]> result = new ArrayList<>();
        int d = model.dimension();
        int[] offset = new int[d];
        while (true) {
            result.add(offset.clone());
            int a = 0;
            while (a < d && ++offset[a] == model.extent(a)) {
                offset[a++] = 0;
            }
            if (a == d) {
                return result;
            }
        }
    }

    private static int[] translate(AttackModel model, Map<String, Integer> index, int[] map, int[] offset) {
        int m = model.cellCount();
        int[] moved = new int[m];
        for (int c = 0; c < m; c++) {
            int[] p = model.coordinates(map[c]);
            for (int a = 0; a < p.length; a++) {
                p[a] = (p[a] + offset[a]) % model.extent(a);
            }
            moved[c] = index.get(Arrays.toString(p));
        }
        return moved;
    }

    private static List<int[]> permutations(int d) {
        List<int[]> result = new ArrayList<>();
        permute(new int[d], new boolean[d], 0, result);
        return result;
    }

    private static void permute(int[] perm, boolean[] used, int at, List<int[]> result) {
        if (at == perm.length) {
            result.add(perm.clone());
            return;
        }
        for (int v = 0; v < perm.length; v++) {
            if (!used[v]) {
                used[v] = true;
                perm[at] = v;
                permute(perm, used, at + 1, result);
                used[v] = false;
            }
        }
    }

    /** The least image of a sorted cell set under the symmetries, as a string key. */
    String least(int[] cells) {
        String best = null;
        for (int[] map : symmetries) {
            String key = Arrays.toString(image(cells, map));
            if (best == null || key.compareTo(best) < 0) {
                best = key;
            }
        }
        return best;
    }

    /** The least image of a two-colour placement under the symmetries and the colour swap. */
    String leastPair(int[] white, int[] black) {
        String best = null;
        for (int[] map : symmetries) {
            int[] w = image(white, map);
            int[] b = image(black, map);
            String one = Arrays.toString(w) + Arrays.toString(b);
            String two = Arrays.toString(b) + Arrays.toString(w);
            String key = one.compareTo(two) <= 0 ? one : two;
            if (best == null || key.compareTo(best) < 0) {
                best = key;
            }
        }
        return best;
    }

    static int[] image(int[] cells, int[] map) {
        int[] result = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            result[i] = map[cells[i]];
        }
        Arrays.sort(result);
        return result;
    }
}
