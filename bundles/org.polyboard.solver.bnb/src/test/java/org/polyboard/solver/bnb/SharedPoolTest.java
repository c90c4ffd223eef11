package org.polyboard.solver.bnb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.Assembly;
import org.polyboard.testing.TestProblem;

/** A bnb solve, its last cells' table included, runs on the runtime's shared pool and job threads, nowhere else. */
class SharedPoolTest {

    @Test
    @Timeout(120)
    void whileABnbSolveRunsItsCodeRunsOnlyOnTheSharedPoolAndTheJobsThreads() throws Exception {
        Set<Thread> before = Set.copyOf(Thread.getAllStackTraces().keySet());
        Set<String> running = new TreeSet<>();
        SolveResult result;
        try (Assembly assembly = new Assembly(2)) {
            Job job = assembly.runner().submit(new SolveRequest("test", Map.of(), "bnb", null, false,
                    SolveOptions.DEFAULT, null), TestProblem.knights(13, 13), new BranchAndBoundSolver(), "test");
            while (!job.isDone()) {
                Thread.getAllStackTraces().forEach((thread, stack) -> {
                    if (!before.contains(thread) && runsOurs(stack)) {
                        running.add(thread.getName());
                    }
                });
                Thread.sleep(1);
            }
            result = job.await();
        }
        assertThat(result.status()).isEqualTo(Status.OPTIMAL);
        assertThat(result.value().numerator()).as("knights 13x13, OEIS A006075").isEqualTo(28);
        assertThat(running).as("threads that ran Polyboard's code")
                .allMatch(name -> name.startsWith("polyboard-worker-") || name.startsWith("polyboard-job-"))
                .anyMatch(name -> name.startsWith("polyboard-worker-"));
    }

    private static boolean runsOurs(StackTraceElement[] stack) {
        for (StackTraceElement frame : stack) {
            if (frame.getClassName().startsWith("org.polyboard.solver.")) {
                return true;
            }
        }
        return false;
    }
}
