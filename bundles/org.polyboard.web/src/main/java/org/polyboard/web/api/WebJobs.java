package org.polyboard.web.api;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import org.polyboard.api.solve.Job;

/**
 * The jobs started over HTTP, and the limit on how many of them (tables included) run at once. The jobs run on the
 * core's threads, not on the request's: a client that goes away loses nothing, and the job stays here to be read
 * later (the most recent {@value #KEEP}). Thread-safe.
 */
final class WebJobs {

    /** How many jobs are kept after they end. */
    static final int KEEP = 256;

    private final int max;
    private final Map<Integer, Job> jobs = new LinkedHashMap<>();
    private int tables;

    WebJobs(int max) {
        this.max = max;
    }

    /**
     * Starts a job unless the limit is reached.
     *
     * @throws HttpError 429 with one line when as many jobs as allowed are running
     */
    synchronized Job start(Supplier<Job> submit) {
        checkRoom();
        Job job = submit.get();
        jobs.put(job.id(), job);
        forgetEnded();
        return job;
    }

    /** Takes a place for a table, which runs on the request's thread; give it back with {@link #tableEnded()}. */
    synchronized void tableStarted() {
        checkRoom();
        tables++;
    }

    synchronized void tableEnded() {
        tables--;
    }

    /** Keeps a job a table started (its place was taken by {@link #tableStarted}), so that it is listed with the rest. */
    synchronized void track(Job job) {
        jobs.put(job.id(), job);
        forgetEnded();
    }

    synchronized Optional<Job> job(int id) {
        return Optional.ofNullable(jobs.get(id));
    }

    synchronized List<Job> all() {
        return new ArrayList<>(jobs.values());
    }

    private void checkRoom() {
        long running = tables + jobs.values().stream().filter(j -> !j.isDone()).count();
        if (running >= max) {
            throw new HttpError(HttpError.TOO_MANY, "Too many jobs: " + running + " running, at most " + max
                    + " at once on this server. Maybe wait for one to end, or cancel one (DELETE /api/jobs/ID).");
        }
    }

    private void forgetEnded() {
        Iterator<Job> oldest = jobs.values().iterator();
        while (jobs.size() > KEEP && oldest.hasNext()) {
            if (oldest.next().isDone()) {
                oldest.remove();
            }
        }
    }
}
