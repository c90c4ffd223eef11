package org.polyboard.solver.construct.toeplitz;

import java.util.List;
import java.util.Map;

import org.polyboard.core.Assembly;
import org.polyboard.api.board.Board;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Verification;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.core.render.JsonCodec;
import org.polyboard.core.verify.Verifier;
import org.polyboard.family.toeplitz.ToeplitzQueen;
import org.polyboard.solver.construct.ConstructSolver;

/**
 * Measurements for the report, run by hand: where the time of a million queens goes (construction,
 * placement objects, the core's verifier, JSON), and the counts for larger n. Arguments: the sides to count.
 */
public final class ToeplitzTiming {

    private ToeplitzTiming() {
    }

    public static void main(String[] args) throws Exception {
        int n = 1_000_000;
        for (int round = 0; round < 3; round++) {
            long t0 = System.nanoTime();
            int[] queens = ToeplitzPlacements.queens(n);
            long t1 = System.nanoTime();
            String check = ToeplitzPlacements.check(queens);
            long t2 = System.nanoTime();
            Placement placement = ToeplitzConstruction.placement(queens);
            long t3 = System.nanoTime();
            Board board = new RectBoardFactory().create(n + "x" + n);
            Verification v = Verifier.check(board, new ToeplitzQueen(), Objective.MAX_INDEPENDENT, placement, Fraction.of(n));
            long t4 = System.nanoTime();
            SolveResult result = SolveResult.builder().family("toeplitz-queens").params(Map.of("n", "1000000"))
                    .objective(Objective.MAX_INDEPENDENT).solver("construct").status(org.polyboard.api.solve.Status.OPTIMAL)
                    .value(n).solution(placement).verified(true).build();
            String json = JsonCodec.write(result);
            long t5 = System.nanoTime();
            System.out.printf("round %d: construct %d ms, own check %d ms (%s), placement %d ms, core verifier %d ms (%s), "
                    + "json %d ms (%d chars)%n", round, ms(t0, t1), ms(t1, t2), check.isEmpty() ? "ok" : check, ms(t2, t3),
                    ms(t3, t4), v.valid(), ms(t4, t5), json.length());
        }
        breakdown(n);
        try (Assembly wired = ToeplitzTestService.of(new ConstructSolver(), new ToeplitzCountSolver())) {
            for (String side : List.of("1000000", "1000002")) {
                for (String queens : List.of("n", "n-1")) {
                    long t0 = System.nanoTime();
                    SolveResult r = wired.service().solve(SolveRequest.of("toeplitz-queens", Map.of("n", side, "queens", queens)));
                    long t1 = System.nanoTime();
                    String json = wired.service().render(r, "json");
                    long t2 = System.nanoTime();
                    System.out.printf("service n=%s queens=%s: %s value %s verified %s, solve+verify %d ms (job millis %d), "
                            + "json %d ms%n", side, queens, r.status(), r.value(), r.verified(), ms(t0, t1), r.millis(),
                            ms(t1, t2), json.length());
                }
            }
            for (String arg : args) {
                long t0 = System.nanoTime();
                SolveResult r = wired.service().solve(new SolveRequest("toeplitz-queens", Map.of("n", arg), null, null, false,
                        new SolveOptions(true, 0), null));
                long t1 = System.nanoTime();
                System.out.printf("count n=%s: %s solutions %d, distinct %d, listed %d, verified %s, %d ms (search nodes %s, "
                        + "threads %s)%n", arg, r.status(), r.solutionCount(), r.distinctUpToSymmetry(), r.solutions().size(),
                        r.verified(), ms(t0, t1), r.stats().get("nodes"), r.stats().get("threads"));
            }
        }
    }

    /**
     * The core verifier's two passes for MAX_INDEPENDENT redone outside it (a HashSet of boxed cell indices, a
     * HashMap of boxed line keys), the JSON tree that JsonCodec builds and its serialisation, each timed alone
     * in CPU time of this thread (plus the collectors' time), beside the same output written to a StringBuilder.
     */
    private static void breakdown(int n) {
        int[] queens = ToeplitzPlacements.queens(n);
        Placement placement = ToeplitzConstruction.placement(queens);
        Board board = new RectBoardFactory().create(n + "x" + n);
        ToeplitzQueen piece = new ToeplitzQueen();
        for (int round = 0; round < 5; round++) {
            Clock clock = new Clock();
            int[] built = ToeplitzPlacements.queens(n);
            String construct = clock.lap();
            ToeplitzConstruction.placement(built);
            String objects = clock.lap();
            java.util.Set<Long> seen = new java.util.HashSet<>();
            for (int[] cell : placement.cells()) {
                seen.add(board.boxIndex(cell));
            }
            String onBoard = clock.lap();
            java.util.Map<Long, int[]> owner = new java.util.HashMap<>();
            long[] keys = new long[3];
            for (int[] cell : placement.cells()) {
                int k = piece.lineKeys(board, cell, keys);
                for (int i = 0; i < k; i++) {
                    owner.putIfAbsent(keys[i], cell);
                }
            }
            String independent = clock.lap();
            Verifier.check(board, piece, Objective.MAX_INDEPENDENT, placement, Fraction.of(n));
            String verifier = clock.lap();
            boolean primitiveOk = primitiveCheck(board, piece, placement);
            String primitive = clock.lap();
            com.google.gson.JsonArray cells = new com.google.gson.JsonArray();
            for (int[] cell : placement.cells()) {
                com.google.gson.JsonArray c = new com.google.gson.JsonArray();
                c.add(cell[0] + 1);
                c.add(cell[1] + 1);
                cells.add(c);
            }
            String tree = clock.lap();
            String text = new com.google.gson.GsonBuilder().disableHtmlEscaping().create().toJson(cells);
            String toJson = clock.lap();
            StringBuilder direct = new StringBuilder(16 * n).append('[');
            for (int[] cell : placement.cells()) {
                direct.append(direct.length() == 1 ? "[" : ",[").append(cell[0] + 1).append(',').append(cell[1] + 1).append(']');
            }
            String streamed = direct.append(']').toString();
            String builder = clock.lap();
            SolveResult result = SolveResult.builder().family("toeplitz-queens").params(Map.of("n", Integer.toString(n)))
                    .objective(Objective.MAX_INDEPENDENT).solver("construct").status(org.polyboard.api.solve.Status.OPTIMAL)
                    .value(n).solution(placement).verified(true).build();
            JsonCodec.write(result);
            String codec = clock.lap();
            System.out.printf("breakdown %d (cpu ms + gc ms): construct %s, Placement objects %s, onBoard HashSet<Long> %s, "
                    + "independent HashMap<Long,int[]> %s, whole Verifier.check %s, same checks on a primitive long table %s (%s), Gson tree %s, Gson toJson %s (%d chars), "
                    + "StringBuilder %s (%d chars), whole JsonCodec.write %s%n", round, construct, objects, onBoard,
                    independent, verifier, primitive, primitiveOk, tree, toJson, text.length(), builder, streamed.length(), codec);
        }
    }

    /** The verifier's cell and line checks with one open-addressing table of longs instead of boxed hash maps. */
    private static boolean primitiveCheck(Board board, ToeplitzQueen piece, Placement placement) {
        int size = Integer.highestOneBit(Math.max(4, placement.size() * 8)) * 2;
        long[] table = new long[size];
        java.util.Arrays.fill(table, -1L);
        long[] keys = new long[piece.maxLines(board)];
        for (int[] cell : placement.cells()) {
            if (!board.contains(cell) || !insert(table, board.boxIndex(cell) * 4)) {
                return false;
            }
            int k = piece.lineKeys(board, cell, keys);
            for (int i = 0; i < k; i++) {
                if (!insert(table, keys[i] * 4 + 1)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean insert(long[] table, long key) {
        int mask = table.length - 1;
        int slot = (int) (key * 0x9E3779B97F4A7C15L >>> 40) & mask;
        while (table[slot] != -1L) {
            if (table[slot] == key) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
        table[slot] = key;
        return true;
    }

    /** CPU time of this thread and the collectors' time between laps. */
    private static final class Clock {
        private final java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        private long cpu = threads.getCurrentThreadCpuTime();
        private long gc = gcMillis();

        String lap() {
            long nowCpu = threads.getCurrentThreadCpuTime();
            long nowGc = gcMillis();
            String text = (nowCpu - cpu) / 1_000_000 + "+" + (nowGc - gc);
            cpu = nowCpu;
            gc = nowGc;
            return text;
        }

        private static long gcMillis() {
            long total = 0;
            for (java.lang.management.GarbageCollectorMXBean bean : java.lang.management.ManagementFactory.getGarbageCollectorMXBeans()) {
                total += Math.max(0, bean.getCollectionTime());
            }
            return total;
        }
    }

    private static long ms(long from, long to) {
        return (to - from) / 1_000_000;
    }
}
