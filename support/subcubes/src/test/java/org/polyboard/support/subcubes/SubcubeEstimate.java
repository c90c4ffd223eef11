package org.polyboard.support.subcubes;

import java.util.List;
import java.util.Locale;

/**
 * What refuting k queens on 3^d by the subcube packing ({@link SubcubePacking}) would cost, for
 * {@code bench/subcube-estimate.sh}: for each count of subcubes k queens can have ({@link SubcubeCounts#of}), Knuth's
 * estimate of the tree a search of every option walks, from random paths ({@link SubcubePacking#probe}), with its
 * standard error, the longest path and how many paths ended in a placement; with {@code -Dsearch=N}, the search itself
 * run to N nodes (seed 0) beside it, to the end when the tree is smaller. Not a test.
 * <p>
 * Arguments: d, k, the paths per count, and optionally the first seed (default 1); {@code -Dcount=I} only the I-th
 * count of the list.
 */
public final class SubcubeEstimate {

    private SubcubeEstimate() {
    }

    public static void main(String[] args) {
        int d = Integer.parseInt(args[0]);
        int k = Integer.parseInt(args[1]);
        int paths = Integer.parseInt(args[2]);
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
        long search = Long.getLong("search", 0);
        int only = Integer.getInteger("count", -1);
        List<SubcubeCounts> plan = SubcubeCounts.of(d, k);
        System.out.printf(Locale.ROOT, "3^%d, %d queens (the middle-set bound: %d): %d counts%n", d, k,
                MiddleSets.bound(d), plan.size());
        double total = 0;
        double totalVariance = 0;
        for (int i = 0; i < plan.size(); i++) {
            if (only >= 0 && i != only) {
                continue;
            }
            SubcubeCounts counts = plan.get(i);
            SubcubePacking packing = new SubcubePacking(d, counts);
            long start = System.nanoTime();
            double sum = 0;
            double squares = 0;
            int longest = 0;
            int placements = 0;
            for (int p = 0; p < paths; p++) {
                SubcubePacking.Probe probe = packing.probe(seed + p);
                sum += probe.nodes();
                squares += probe.nodes() * probe.nodes();
                longest = Math.max(longest, probe.depth());
                placements += probe.placement() ? 1 : 0;
            }
            double mean = sum / paths;
            double variance = paths > 1 ? Math.max(0, (squares - paths * mean * mean) / (paths - 1)) / paths : 0;
            total += mean;
            totalVariance += variance;
            System.out.printf(Locale.ROOT, "%-24s %s nodes (standard error %s), longest path %d, %d of %d paths"
                    + " to a placement, %.1f s%n", counts, sci(mean), sci(Math.sqrt(variance)), longest, placements,
                    paths, (System.nanoTime() - start) / 1e9);
            if (search > 0) {
                start = System.nanoTime();
                int[][] cells = packing.restart(0, search, () -> false);
                System.out.printf(Locale.ROOT, "%-24s search: %s after %d nodes, %.1f s%n", "",
                        cells != null ? "a placement" : packing.exhausted() ? "searched through, none"
                                : "no placement yet", packing.nodes(), (System.nanoTime() - start) / 1e9);
            }
        }
        System.out.printf(Locale.ROOT, "in all: %s nodes (standard error %s)%n", sci(total), sci(Math.sqrt(totalVariance)));
    }

    private static String sci(double x) {
        return x < 1e6 ? String.format(Locale.ROOT, "%.0f", x) : String.format(Locale.ROOT, "%.2e", x);
    }
}
