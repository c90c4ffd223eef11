package org.polyboard.shell;

import java.io.PrintStream;

import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveResult;

/**
 * Waiting for a job on the command's thread. A run longer than {@value #PROGRESS_AFTER_MILLIS} ms shows its
 * progress: on a terminal one line rewritten in place and cleared at the end, otherwise a plain line every
 * few seconds. An interrupted wait (Ctrl-C) cancels the job.
 */
final class JobWait {

    /** Runs longer than this report progress; without a terminal, a line this often. */
    private static final long PROGRESS_AFTER_MILLIS = 2000;
    /** How often the progress line on a terminal is rewritten. */
    private static final long TERMINAL_EVERY_MILLIS = 250;
    /** How often a waiting command looks at its job. */
    private static final long POLL_MILLIS = 20;

    private JobWait() {
    }

    /** Waits for {@code job}, showing its progress on {@code err}, and returns its result. */
    static SolveResult await(Job job, PrintStream err) throws InterruptedException {
        watch(job, err);
        return job.await();
    }

    /** Waits until {@code job} is done, showing its progress on {@code err}. */
    static void watch(Job job, PrintStream err) throws InterruptedException {
        ProgressLine line = new ProgressLine(err, System.console() != null);
        long start = System.nanoTime();
        try {
            while (!job.isDone()) {
                Thread.sleep(POLL_MILLIS);
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                if (elapsed >= PROGRESS_AFTER_MILLIS) {
                    line.show(elapsed, "job " + job.id() + "  " + job.solver() + "  "
                            + Output.progress(elapsed, job.progress()));
                }
            }
        } catch (InterruptedException e) {
            job.cancel();
            throw e;
        } finally {
            line.clear();
        }
    }

    /** The progress display of one wait. */
    private static final class ProgressLine {
        private final PrintStream err;
        private final boolean terminal;
        private int shown;
        private long lastMillis = -1;

        ProgressLine(PrintStream err, boolean terminal) {
            this.err = err;
            this.terminal = terminal;
        }

        void show(long elapsed, String text) {
            long every = terminal ? TERMINAL_EVERY_MILLIS : PROGRESS_AFTER_MILLIS;
            if (lastMillis >= 0 && elapsed - lastMillis < every) {
                return;
            }
            lastMillis = elapsed;
            if (terminal) {
                String fitted = text.length() > 118 ? text.substring(0, 117) + "\u2026" : text;
                err.print("\r" + fitted + " ".repeat(Math.max(0, shown - fitted.length())));
                shown = fitted.length();
            } else {
                err.println("... " + text);
            }
            err.flush();
        }

        void clear() {
            if (terminal && shown > 0) {
                err.print("\r" + " ".repeat(shown) + "\r");
                err.flush();
                shown = 0;
            }
        }
    }
}
