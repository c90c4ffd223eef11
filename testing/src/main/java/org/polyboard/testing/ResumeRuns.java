package org.polyboard.testing;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

import org.polyboard.api.solve.SolveResult;

/**
 * The three runs of a resume test: a solve run whole with its checkpoints saved; the same solve again with only its
 * first saves kept, as when the process is killed after them; and a third run that resumes from those.
 *
 * @param wholeContext the context of the whole run
 * @param whole the whole run's result
 * @param wholeSaves the whole run's checkpoints
 * @param killed the checkpoints of the run killed after its first saves
 * @param kept the checkpoints that run left (a copy taken before the resumed run adds its own)
 * @param resumed the resumed run's result
 * @param resumedSaves the resumed run's checkpoints: loaded from what was kept, and saved beside it
 */
public record ResumeRuns(TestContext wholeContext, SolveResult whole, MemoryCheckpoints wholeSaves,
        MemoryCheckpoints killed, Map<String, Map<String, String>> kept, SolveResult resumed,
        MemoryCheckpoints resumedSaves) {

    /** A solve with a given context. */
    @FunctionalInterface
    public interface Solve {
        SolveResult solve(TestContext context) throws Exception;
    }

    /**
     * Runs {@code solve} three times, each with a new context of {@code contexts}: whole; killed after {@code keep}
     * of the whole run's number of saves; resumed.
     */
    public static ResumeRuns of(Supplier<TestContext> contexts, Solve solve, IntUnaryOperator keep) throws Exception {
        TestContext plain = contexts.get();
        MemoryCheckpoints all = new MemoryCheckpoints(new ConcurrentHashMap<>(), false);
        plain.checkpoints = all;
        SolveResult whole = solve.solve(plain);

        Map<String, Map<String, String>> journal = new ConcurrentHashMap<>();
        TestContext killed = contexts.get();
        MemoryCheckpoints first = new MemoryCheckpoints(journal, false);
        first.limit = keep.applyAsInt(all.saves.get());
        killed.checkpoints = first;
        solve.solve(killed);
        Map<String, Map<String, String>> kept = Map.copyOf(journal);

        TestContext resuming = contexts.get();
        MemoryCheckpoints second = new MemoryCheckpoints(journal, true);
        resuming.checkpoints = second;
        SolveResult resumed = solve.solve(resuming);
        return new ResumeRuns(plain, whole, all, first, kept, resumed, second);
    }
}
