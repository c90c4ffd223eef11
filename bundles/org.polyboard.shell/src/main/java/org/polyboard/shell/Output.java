package org.polyboard.shell;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;

import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.SolveResult;

/** What the commands write: files, times, parameters and progress as the user reads them. */
final class Output {

    private Output() {
    }

    /**
     * Writes {@code text} to {@code file}.
     *
     * @throws IllegalArgumentException with one line naming the file when it cannot be written
     */
    static void write(String file, String text) {
        if (Files.isDirectory(Path.of(file))) {
            throw new IllegalArgumentException("Cannot write " + file + ": it is a directory.");
        }
        try {
            Files.writeString(Path.of(file), text, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("Cannot write " + file + ": its directory does not exist.");
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("Cannot write " + file + ": " + e.getMessage());
        }
    }

    /** Whether a result's placements were verified: yes, no, or - when it has none to verify (INFEASIBLE). */
    static String verified(SolveResult r) {
        return r.nothingToVerify() ? "-" : r.verified() ? "yes" : "no";
    }

    /** A duration: milliseconds below ten seconds, else seconds with one decimal. */
    static String millis(long ms) {
        return ms < 10_000 ? ms + " ms" : String.format("%.1f s", ms / 1000.0);
    }

    /** Parameters as {@code k=v k=v}. */
    static String params(Map<String, String> params) {
        return String.join(" ", params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList());
    }

    /** The solver a running job names: the one doing its work, with the lead it went on after. */
    static String solver(Job job) {
        String working = job.working();
        return working.equals(job.solver()) ? working : working + " (after " + job.solver() + ")";
    }

    /** The elapsed time and what {@code p} tells: nodes, best value, bound, message. */
    static String progress(long elapsed, Progress p) {
        StringBuilder text = new StringBuilder(millis(elapsed));
        if (p.nodes() >= 0) {
            text.append("  nodes ").append(p.nodes());
        }
        if (p.best() != null) {
            text.append("  best ").append(p.best());
        }
        if (p.bound() != null) {
            text.append("  bound ").append(p.bound());
        }
        if (!p.message().isEmpty()) {
            text.append("  ").append(p.message());
        }
        return text.toString();
    }
}
