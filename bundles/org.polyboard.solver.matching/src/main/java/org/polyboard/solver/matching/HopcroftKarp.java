package org.polyboard.solver.matching;

import java.util.Arrays;

/**
 * Maximum matching in a bipartite graph by Hopcroft and Karp (O(E √V)), and the minimum vertex cover that König's
 * theorem derives from it. Edges are given as pairs (left, right); parallel edges are allowed.
 */
final class HopcroftKarp {

    private static final int FREE = -1;

    private final int left;
    private final int right;
    private final int[] start;
    private final int[] target;
    private final int[] edgeOf;
    private final int[] matchLeft;
    private final int[] matchRight;
    private final int[] distance;
    private final int[] cursor;

    /** @param edgeLeft and {@code edgeRight}: the ends of edge e */
    HopcroftKarp(int left, int right, int[] edgeLeft, int[] edgeRight) {
        this.left = left;
        this.right = right;
        start = new int[left + 1];
        for (int l : edgeLeft) {
            start[l + 1]++;
        }
        for (int i = 0; i < left; i++) {
            start[i + 1] += start[i];
        }
        target = new int[edgeLeft.length];
        edgeOf = new int[edgeLeft.length];
        int[] fill = Arrays.copyOf(start, left);
        for (int e = 0; e < edgeLeft.length; e++) {
            int slot = fill[edgeLeft[e]]++;
            target[slot] = edgeRight[e];
            edgeOf[slot] = e;
        }
        matchLeft = new int[left];
        matchRight = new int[right];
        distance = new int[left];
        cursor = new int[left];
    }

    /** Computes a maximum matching and returns its size. */
    int solve() {
        Arrays.fill(matchLeft, FREE);
        Arrays.fill(matchRight, FREE);
        int size = 0;
        while (layer()) {
            System.arraycopy(start, 0, cursor, 0, left);
            for (int l = 0; l < left; l++) {
                if (matchLeft[l] == FREE && augment(l)) {
                    size++;
                }
            }
        }
        return size;
    }

    /** The edge that matches {@code l}, or −1. */
    int matchedEdge(int l) {
        if (matchLeft[l] == FREE) {
            return -1;
        }
        for (int slot = start[l]; slot < start[l + 1]; slot++) {
            if (target[slot] == matchLeft[l]) {
                return edgeOf[slot];
            }
        }
        throw new IllegalStateException("matched vertex " + l + " has no matching edge");
    }

    /**
     * A minimum vertex cover (König): the left vertices not reached and the right vertices reached by alternating
     * paths from the unmatched left vertices. Returns {coverLeft, coverRight} as flags.
     */
    boolean[][] cover() {
        boolean[] seenLeft = new boolean[left];
        boolean[] seenRight = new boolean[right];
        int[] queue = new int[left];
        int head = 0;
        int tail = 0;
        for (int l = 0; l < left; l++) {
            if (matchLeft[l] == FREE) {
                seenLeft[l] = true;
                queue[tail++] = l;
            }
        }
        while (head < tail) {
            int l = queue[head++];
            for (int slot = start[l]; slot < start[l + 1]; slot++) {
                int r = target[slot];
                if (r != matchLeft[l] && !seenRight[r]) {
                    seenRight[r] = true;
                    int next = matchRight[r];
                    if (next != FREE && !seenLeft[next]) {
                        seenLeft[next] = true;
                        queue[tail++] = next;
                    }
                }
            }
        }
        boolean[] coverLeft = new boolean[left];
        for (int l = 0; l < left; l++) {
            coverLeft[l] = !seenLeft[l];
        }
        return new boolean[][] {coverLeft, seenRight};
    }

    /** Breadth-first layering from the free left vertices; whether a free right vertex is reachable. */
    private boolean layer() {
        int[] queue = new int[left];
        int head = 0;
        int tail = 0;
        for (int l = 0; l < left; l++) {
            if (matchLeft[l] == FREE) {
                distance[l] = 0;
                queue[tail++] = l;
            } else {
                distance[l] = Integer.MAX_VALUE;
            }
        }
        boolean found = false;
        while (head < tail) {
            int l = queue[head++];
            for (int slot = start[l]; slot < start[l + 1]; slot++) {
                int next = matchRight[target[slot]];
                if (next == FREE) {
                    found = true;
                } else if (distance[next] == Integer.MAX_VALUE) {
                    distance[next] = distance[l] + 1;
                    queue[tail++] = next;
                }
            }
        }
        return found;
    }

    /** Depth-first augmentation along the layers, iteratively to keep the stack shallow on long paths. */
    private boolean augment(int root) {
        int[] path = new int[left];
        int depth = 0;
        path[0] = root;
        while (depth >= 0) {
            int l = path[depth];
            boolean advanced = false;
            while (cursor[l] < start[l + 1]) {
                int r = target[cursor[l]];
                int next = matchRight[r];
                if (next == FREE) {
                    for (int i = depth; i >= 0; i--) {
                        int u = path[i];
                        int v = target[cursor[u]];
                        matchRight[v] = u;
                        matchLeft[u] = v;
                    }
                    return true;
                }
                if (distance[next] == distance[l] + 1) {
                    path[++depth] = next;
                    advanced = true;
                    break;
                }
                cursor[l]++;
            }
            if (!advanced) {
                distance[l] = Integer.MAX_VALUE;
                depth--;
                if (depth >= 0) {
                    cursor[path[depth]]++;
                }
            }
        }
        return false;
    }
}
