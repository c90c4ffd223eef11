package org.polyboard.solver.enumerate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The top of a search tree cut into about {@link #TASKS} nodes, each the root of a work unit. The walk to a depth
 * lists the nodes there in the order a single walk meets them; the cut takes the shallowest depth with at least
 * {@link #TASKS} nodes, and when the next depth would give far more it splits only the first nodes of the depth above
 * into their children, so that the units stay about {@link #TASKS} and the order is the order of a single walk.
 */
final class Frontier {

    /**
     * How many units a search is split into (when its tree is that large): enough to keep a few dozen threads busy
     * however uneven the subtrees, few enough that the record each finished unit leaves costs little.
     */
    static final int TASKS = 64;

    private Frontier() {
    }

    /**
     * A node of the top of the tree: the cells chosen on the way to it, in order, and a bit set the search needs to
     * go on from it. A node that ends its branch above the depth of the others (for instance one that already covers
     * the board) stands for itself.
     */
    record Node(int[] path, long[] bits) {
    }

    /** The nodes at one depth (and the nodes that end their branch above it), or {@code null} when stopped. */
    @FunctionalInterface
    interface Walk {
        List<Node> at(int depth);
    }

    /**
     * The units' nodes: from the nodes at depth {@code from}, deeper until there are at least {@link #TASKS} of them
     * or the depth {@code deepest} is reached.
     *
     * @return the nodes in the order of a single walk, or {@code null} when a walk was stopped
     */
    static List<Node> cut(Walk walk, int from, int deepest) {
        List<Node> nodes = walk.at(from);
        for (int depth = from; nodes != null && nodes.size() < TASKS && !nodes.isEmpty() && depth < deepest; depth++) {
            List<Node> children = walk.at(depth + 1);
            if (children == null || children.size() <= TASKS) {
                nodes = children;
                continue;
            }
            List<Node> cut = new ArrayList<>(TASKS);
            int next = 0;
            for (int i = 0; i < nodes.size(); i++) {
                if (cut.size() + nodes.size() - i >= TASKS) {
                    cut.addAll(nodes.subList(i, nodes.size()));
                    break;
                }
                int[] parent = nodes.get(i).path();
                while (next < children.size() && startsWith(children.get(next).path(), parent)) {
                    cut.add(children.get(next++));
                }
            }
            return cut;
        }
        return nodes;
    }

    private static boolean startsWith(int[] path, int[] prefix) {
        return path.length >= prefix.length && Arrays.equals(path, 0, prefix.length, prefix, 0, prefix.length);
    }
}
