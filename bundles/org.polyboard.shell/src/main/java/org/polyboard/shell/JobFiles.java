package org.polyboard.shell;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.polyboard.api.solve.Job;

/**
 * The running solves of every process that shares a data folder, so that {@code jobs} and {@code cancel} in one
 * terminal see and stop a {@code solve} started in another. While a command waits for a job it keeps a small file in
 * {@code DATA/jobs/}, {@code PID-JOB.job}: the process id and start, the job's number in that process, what it
 * solves and its latest progress (rewritten every second, replaced atomically), and deletes it when the job ends.
 * Another process asks for a cancel by creating {@code PID-JOB.cancel} beside it; the waiting command sees that within
 * a fifth of a second and cancels the job, as Ctrl-C would. A file whose process is gone (killed) is removed by the
 * next listing. Jobs of other processes are named {@code PID:JOB}.
 */
final class JobFiles {

    /** The folder of the job files under the data folder. */
    static final String FOLDER = "jobs";
    /** Framework or system property: the default data folder (as the core reads it). */
    static final String DATA = "polyboard.data";

    private static final String JOB = ".job";
    private static final String CANCEL = ".cancel";
    private static final ProcessHandle SELF = ProcessHandle.current();

    private JobFiles() {
    }

    /** The job folder of {@code data} (the default data folder when null or blank). */
    static Path folder(String data) {
        String folder = data;
        if (folder == null || folder.isBlank()) {
            Bundle bundle = FrameworkUtil.getBundle(JobFiles.class);
            BundleContext context = bundle == null ? null : bundle.getBundleContext();
            folder = context == null ? null : context.getProperty(DATA);
        }
        if (folder == null || folder.isBlank()) {
            folder = System.getProperty(DATA);
        }
        Path base = folder == null || folder.isBlank() ? Path.of(System.getProperty("user.home"), ".polyboard")
                : Path.of(folder);
        return base.toAbsolutePath().normalize().resolve(FOLDER);
    }

    /** This process's id. */
    static long pid() {
        return SELF.pid();
    }

    /**
     * Publishes {@code job} while this process waits for it; never fails the command (a folder that cannot be written
     * only leaves the job unseen by other processes).
     */
    static Entry publish(String data, Job job, String command) {
        Path folder = folder(data);
        Path file = folder.resolve(SELF.pid() + "-" + job.id() + JOB);
        Properties p = new Properties();
        p.setProperty("pid", Long.toString(SELF.pid()));
        p.setProperty("processStart", start(SELF));
        p.setProperty("job", Integer.toString(job.id()));
        p.setProperty("family", job.request().family());
        p.setProperty("params", Output.params(job.request().params()));
        p.setProperty("solver", job.solver());
        p.setProperty("command", command);
        p.setProperty("progress", "");
        Entry entry = new Entry(file, folder.resolve(SELF.pid() + "-" + job.id() + CANCEL), p);
        try {
            Files.createDirectories(folder);
            Files.deleteIfExists(entry.cancel);
            entry.write();
            return entry;
        } catch (IOException | RuntimeException e) {
            return new Entry(null, null, p);
        }
    }

    /** The job a process published, as another process reads it. */
    record Other(long pid, int job, String family, String params, String solver, String command, String progress,
            Path file) {

        /** How other processes name it: {@code PID:JOB}. */
        String name() {
            return pid + ":" + job;
        }

        /** Asks its process to cancel it. */
        void cancel() throws IOException {
            String name = file.getFileName().toString();
            Files.writeString(file.resolveSibling(name.substring(0, name.length() - JOB.length()) + CANCEL), "cancel\n",
                    StandardCharsets.UTF_8);
        }
    }

    /**
     * The jobs that other processes sharing {@code data} are running, by process and number. Files of processes that
     * are gone are removed on the way.
     */
    static List<Other> others(String data) {
        Path folder = folder(data);
        List<Other> others = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return others;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + JOB)) {
            for (Path file : files) {
                read(file).ifPresent(others::add);
            }
        } catch (IOException | RuntimeException e) {
            return others;
        }
        others.sort(Comparator.comparingLong(Other::pid).thenComparingInt(Other::job));
        return others;
    }

    private static Optional<Other> read(Path file) {
        Properties p = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(reader);
        } catch (IOException e) {
            return Optional.empty();
        }
        long pid;
        int job;
        try {
            pid = Long.parseLong(p.getProperty("pid", ""));
            job = Integer.parseInt(p.getProperty("job", ""));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        if (pid == SELF.pid()) {
            return Optional.empty();
        }
        Optional<ProcessHandle> process = ProcessHandle.of(pid);
        boolean alive = process.isPresent() && process.get().isAlive()
                && (p.getProperty("processStart", "").isEmpty() || start(process.get()).isEmpty()
                        || start(process.get()).equals(p.getProperty("processStart")));
        if (!alive) {
            // its process was killed before it could remove the file
            try {
                Files.deleteIfExists(file);
                String name = file.getFileName().toString();
                Files.deleteIfExists(file.resolveSibling(name.substring(0, name.length() - JOB.length()) + CANCEL));
            } catch (IOException e) {
                // another listing removed it
            }
            return Optional.empty();
        }
        return Optional.of(new Other(pid, job, p.getProperty("family", ""), p.getProperty("params", ""),
                p.getProperty("solver", ""), p.getProperty("command", ""), p.getProperty("progress", ""), file));
    }

    private static String start(ProcessHandle process) {
        return process.info().startInstant().map(Instant::toString).orElse("");
    }

    /** The file of one job this process waits for. */
    static final class Entry implements AutoCloseable {
        private final Path file;
        private final Path cancel;
        private final Properties properties;

        private Entry(Path file, Path cancel, Properties properties) {
            this.file = file;
            this.cancel = cancel;
            this.properties = properties;
        }

        /** Records the job's latest progress and the solver doing its work ({@link Output#solver}). */
        void progress(String solver, String text) {
            if (file == null) {
                return;
            }
            properties.setProperty("solver", solver);
            properties.setProperty("progress", text);
            try {
                write();
            } catch (IOException | RuntimeException e) {
                // the folder went away: the job goes on unseen
            }
        }

        /** Whether another process asked to cancel the job. */
        boolean cancelRequested() {
            return cancel != null && Files.exists(cancel);
        }

        private void write() throws IOException {
            Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
            try (Writer writer = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                properties.store(writer, "a running Polyboard job; removed when it ends");
            }
            try {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        }

        @Override
        public void close() {
            if (file == null) {
                return;
            }
            try {
                Files.deleteIfExists(file);
                Files.deleteIfExists(cancel);
            } catch (IOException e) {
                // the next listing removes it
            }
        }
    }
}
