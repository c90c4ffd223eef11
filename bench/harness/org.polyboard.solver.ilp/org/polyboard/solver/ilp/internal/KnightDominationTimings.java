package org.polyboard.solver.ilp.internal;

import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.testing.TestBoards;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;
import org.polyboard.testing.TestdataProblems;

/**
 * Measures the ILP wall time (and process CPU time) of minimum knight domination for n = 8..14; a measurement,
 * not a test, so it is tagged slow and excluded from the build. Run it with {@code java -cp
 * target/test-classes:target/classes:<dependencies> org.polyboard.solver.ilp.internal.KnightDominationTimings
 * [from] [to]}.
 */
@Tag("slow")
class KnightDominationTimings {

    @Test
    @Timeout(value = 30, unit = TimeUnit.MINUTES)
    void knightDomination8To14() throws Exception {
        measure(8, 14);
    }

    public static void main(String[] args) throws Exception {
        measure(args.length > 0 ? Integer.parseInt(args[0]) : 8, args.length > 1 ? Integer.parseInt(args[1]) : 14);
    }

    private static void measure(int from, int to) throws Exception {
        OjAlgoIlpSolver solver = new OjAlgoIlpSolver();
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        solver.solve(TestdataProblems.givenModel("knight", 6, TestBoards.knight(6), Objective.MIN_DOMINATION),
                TestContext.unlimited());
        System.out.printf("%3s %6s %9s %10s %10s %6s  %s%n", "n", "value", "status", "wall ms", "cpu ms", "load",
                "stats");
        for (int n = from; n <= to; n++) {
            long cpu = os.getProcessCpuTime();
            long start = System.nanoTime();
            TestProblem problem = TestdataProblems.givenModel("knight", n, TestBoards.knight(n), Objective.MIN_DOMINATION);
            SolveResult result = solver.solve(problem, TestContext.unlimited());
            long wall = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            long cpuMillis = TimeUnit.NANOSECONDS.toMillis(os.getProcessCpuTime() - cpu);
            System.out.printf("%3d %6s %9s %10d %10d %6.1f  %s%n", n, result.value(), result.status(), wall, cpuMillis,
                    os.getSystemLoadAverage(), result.stats());
        }
    }
}
