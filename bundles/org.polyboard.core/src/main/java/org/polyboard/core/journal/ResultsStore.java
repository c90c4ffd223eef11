package org.polyboard.core.journal;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;

/**
 * The results store: every finished solve recorded in the journal of its data folder, the checkpoints of the
 * units of split searches, and the records read back. Writes happen on the store's own thread. Thread-safe.
 */
@Component(service = ResultsStore.class)
public final class ResultsStore {

    private final ExecutorService writer;
    private final Journals journals;

    public ResultsStore() {
        AtomicInteger count = new AtomicInteger();
        writer = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "polyboard-journal-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        journals = new Journals(writer, warning -> System.err.println("polyboard: warning: " + warning));
    }

    /** The finished solves in the journal of {@code data} (null: the default folder), oldest first. */
    public List<Recorded> results(String data, String family, Map<String, String> params) {
        return journals.of(data).results(family, params);
    }

    /** The checkpoints of one solve (instance, enumeration, solver and its version), resumable when asked. */
    public Checkpoints checkpoints(Instance instance, SolveOptions options, String solver, String solverVersion) {
        return journals.of(options.data()).checkpoints(instance, options.all(), solver, solverVersion, options.resume());
    }

    /**
     * Records a finished solve; returns once it is on the disk. The settings recorded leave out how much of the
     * checkpoints it searched again ({@link Checkpoints#RECHECK}): that checks the run, it does not change the answer;
     * and whether it asked for our own proof ({@link SolveOptions#PROOF}): the solver recorded says whose it is.
     */
    public void record(SolveResult result, SolveOptions options, String solverVersion) {
        journals.of(options.data()).record(result, solverVersion, options.all(), options.timeoutMillis(), Instant.now(),
                answering(options.settings()));
    }

    /** The run settings that can change a solve's answer: all but {@link Checkpoints#RECHECK} and {@link SolveOptions#PROOF}. */
    public static Map<String, String> answering(Map<String, String> settings) {
        if (!settings.containsKey(Checkpoints.RECHECK) && !settings.containsKey(SolveOptions.PROOF)) {
            return settings;
        }
        Map<String, String> rest = new TreeMap<>(settings);
        rest.remove(Checkpoints.RECHECK);
        rest.remove(SolveOptions.PROOF);
        return rest;
    }

    @Deactivate
    public void close() {
        journals.flush();
        writer.shutdownNow();
    }
}
