package org.polyboard.shell;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.felix.service.command.CommandSession;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveResult;

/**
 * Waiting for a job on the command's thread. A run longer than {@value #PROGRESS_AFTER_MILLIS} ms shows its progress:
 * on a terminal one line rewritten in place, fitted to its width and cleared before anything else is printed;
 * otherwise a plain line every few seconds. While it waits, the job is published to other processes of the same
 * data folder ({@link JobFiles}). Ctrl-C ({@link Console#onCtrlC}) or a cancel from another process cancels the job; the wait then goes on until the job has ended, so that the command prints its result
 * ({@code CANCELLED}, with what it found) rather than an exception.
 */
final class JobWait {

    /** Runs longer than this report progress; without a terminal, a line this often. */
    private static final long PROGRESS_AFTER_MILLIS = 2000;
    /** How often the progress line on a terminal is rewritten. */
    private static final long TERMINAL_EVERY_MILLIS = 250;
    /** How often the job's file is rewritten with its progress, and a cancel from elsewhere looked for. */
    private static final long PUBLISH_EVERY_MILLIS = 1000;
    private static final long CANCEL_EVERY_MILLIS = 200;
    /** How often a waiting command looks at its job. */
    private static final long POLL_MILLIS = 20;

    private JobWait() {
    }

    /**
     * Waits for {@code job}, showing its progress on standard error, and returns its result.
     *
     * @param data the data folder of the request (null: the default), where the job is published
     * @param command the command line, as other processes list it
     */
    static SolveResult await(CommandSession session, Job job, String data, String command) {
        watch(session, job, data, command);
        return result(job);
    }

    /**
     * Waits until {@code job} is done, showing its progress on standard error.
     *
     * @return whether the user stopped it (Ctrl-C, or {@code cancel} from another process)
     */
    static boolean watch(CommandSession session, Job job, String data, String command) {
        ProgressLine line = new ProgressLine(Console.progress(session), Console.interactive(session), Console.width(session));
        boolean stopped = false;
        long start = System.nanoTime();
        long published = 0;
        long checked = 0;
        AtomicBoolean ctrlC = new AtomicBoolean();
        // Ctrl-C is taken over before the job is published, so that it stops every job another process can see
        try (Console.Restore restore = Console.onCtrlC(session, () -> {
                    ctrlC.set(true);
                    job.cancel();
                });
                JobFiles.Entry entry = JobFiles.publish(data, job, command)) {
            while (!job.isDone()) {
                if (ctrlC.get()) {
                    stopped = true;
                    break;
                }
                try {
                    Thread.sleep(POLL_MILLIS);
                } catch (InterruptedException e) {
                    // Ctrl-C in a shell that interrupts its commands
                    stopped = true;
                    job.cancel();
                    break;
                }
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                if (elapsed - checked >= CANCEL_EVERY_MILLIS) {
                    checked = elapsed;
                    if (entry.cancelRequested()) {
                        stopped = true;
                        job.cancel();
                        break;
                    }
                }
                String solver = Output.solver(job);
                String progress = Output.progress(elapsed, job.progress());
                String text = "job " + job.id() + "  " + solver + "  " + progress;
                if (elapsed - published >= PUBLISH_EVERY_MILLIS) {
                    published = elapsed;
                    entry.progress(solver, progress);
                }
                if (elapsed >= PROGRESS_AFTER_MILLIS) {
                    line.show(elapsed, text);
                }
            }
            if (stopped) {
                line.show(Long.MAX_VALUE, "job " + job.id() + "  stopping...");
                untilDone(job);
            }
        } finally {
            line.clear();
        }
        return stopped || ctrlC.get();
    }

    /** The result of an ended job, without blocking. */
    private static SolveResult result(Job job) {
        untilDone(job);
        Optional<SolveResult> result = job.result();
        if (result.isPresent()) {
            return result.get();
        }
        try {
            return job.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException("interrupted while job " + job.id() + " ended", e);
        }
    }

    /** Waits for the end of a job that was asked to stop; a second Ctrl-C does not cut it short. */
    private static void untilDone(Job job) {
        while (!job.isDone()) {
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException again) {
                job.cancel();
            }
        }
    }

    /** The progress display of one wait. */
    private static final class ProgressLine {
        private final PrintWriter err;
        private final boolean terminal;
        private final int width;
        private int shown;
        /** The longest line shown: a "^C" the terminal echoed after it is cleared too. */
        private int widest;
        private long lastMillis = -1;

        ProgressLine(PrintWriter err, boolean terminal, int width) {
            this.err = err;
            this.terminal = terminal;
            this.width = width;
        }

        void show(long elapsed, String text) {
            long every = terminal ? TERMINAL_EVERY_MILLIS : PROGRESS_AFTER_MILLIS;
            if (lastMillis >= 0 && elapsed != Long.MAX_VALUE && elapsed - lastMillis < every) {
                return;
            }
            lastMillis = elapsed;
            if (terminal) {
                int room = Math.max(10, width - 1);
                String fitted = text.length() > room ? text.substring(0, room - 1) + "\u2026" : text;
                err.print("\r" + fitted + " ".repeat(Math.max(0, shown - fitted.length())));
                shown = fitted.length();
                widest = Math.max(widest, shown);
            } else if (elapsed != Long.MAX_VALUE) {
                err.println("... " + text);
            }
            err.flush();
        }

        void clear() {
            if (terminal && shown > 0) {
                // two more columns: the terminal echoes Ctrl-C as "^C" after the line
                err.print("\r" + " ".repeat(Math.min(widest + 2, Math.max(widest, width - 1))) + "\r");
                err.flush();
                shown = 0;
            }
        }
    }
}
