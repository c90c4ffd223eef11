package org.polyboard.shell;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Parameter;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Description;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;
import org.polyboard.api.solve.Verification;

/**
 * The {@code pb} Gogo commands. Thin: everything goes through the {@link SolveService}. Output goes to
 * the session; the exit status for the command line goes to the session variable {@value #EXIT}.
 * Bad input throws {@link IllegalArgumentException} with one line for the user.
 */
@Component(service = PolyboardCommands.class, property = {
        "osgi.command.scope=pb",
        "osgi.command.function=families", "osgi.command.function=solvers", "osgi.command.function=boards",
        "osgi.command.function=pieces", "osgi.command.function=solve", "osgi.command.function=table",
        "osgi.command.function=verify", "osgi.command.function=jobs", "osgi.command.function=cancel",
        "osgi.command.function=export", "osgi.command.function=results"})
public final class PolyboardCommands {

    /** Session variable (Integer) holding the exit status of the last command, 0 for success. */
    public static final String EXIT = "pb.exit";

    /** Runs longer than this report progress; without a terminal, a line this often. */
    private static final long PROGRESS_AFTER_MILLIS = 2000;
    /** How often the progress line on a terminal is rewritten. */
    private static final long TERMINAL_EVERY_MILLIS = 250;
    /** How often a waiting command looks at its job. */
    private static final long POLL_MILLIS = 20;

    private final SolveService service;

    @org.osgi.service.component.annotations.Activate
    public PolyboardCommands(@Reference SolveService service) {
        this.service = service;
    }

    @Descriptor("list the installed problem families")
    public void families(CommandSession session) {
        list(session, service.families());
    }

    @Descriptor("list the installed solvers")
    public void solvers(CommandSession session) {
        list(session, service.solvers());
    }

    @Descriptor("list the installed board factories")
    public void boards(CommandSession session) {
        list(session, service.boards());
    }

    @Descriptor("list the installed pieces")
    public void pieces(CommandSession session) {
        list(session, service.pieces());
    }

    @Descriptor("solve one instance, e.g. solve knight-cover n=8 --format json")
    public void solve(CommandSession session,
            @Descriptor("solver id (default: the best installed one for the instance)")
            @Parameter(names = {"-s", "--solver"}, absentValue = "") String solver,
            @Descriptor("objective: min-domination, min-independent-domination, max-independent, max-peaceable, fractional-domination")
            @Parameter(names = {"-o", "--objective"}, absentValue = "") String objective,
            @Descriptor("solve the LP relaxation of domination: the maximum fractional packing, as an exact fraction")
            @Parameter(names = {"--fractional"}, presentValue = "true", absentValue = "false") boolean fractional,
            @Descriptor("enumerate every optimal solution, counted in total and up to symmetry")
            @Parameter(names = {"-a", "--all"}, presentValue = "true", absentValue = "false") boolean all,
            @Descriptor("time limit in seconds, 0 for none")
            @Parameter(names = {"-t", "--timeout"}, absentValue = "0") String timeout,
            @Descriptor("output format: text, json or svg (a picture of the board)")
            @Parameter(names = {"-f", "--format"}, absentValue = "text") String format,
            @Descriptor("write the output to this file instead of the terminal")
            @Parameter(names = {"--out"}, absentValue = "") String out,
            @Descriptor("data folder of the results journal and checkpoints (default ~/.polyboard)")
            @Parameter(names = {"--data"}, absentValue = "") String data,
            @Descriptor("skip the subproblems an interrupted earlier run of the same solve finished")
            @Parameter(names = {"--resume"}, presentValue = "true", absentValue = "false") boolean resume,
            @Descriptor("family id and its parameters key=value, e.g. knight-cover n=8 or knight-cover rows=3 cols=8")
            String... words) throws Exception {
        UsageError.guarded(session, () -> {
            String family = Words.family("solve", "knight-cover n=8", words);
            String[] params = Words.rest(words);
            checkFormat(format);
            SolveRequest request = new SolveRequest(family, Words.params(params), solver.isEmpty() ? null : solver,
                    objective.isEmpty() ? null : Objective.parse(objective), fractional,
                    new SolveOptions(all, Words.timeoutMillis(timeout), resume, data.isEmpty() ? null : data), null);
            SolveResult result = await(service.submit(request), System.err);
            String text = service.render(result, format);
            if (out.isEmpty()) {
                System.out.print(text.endsWith("\n") ? text : text + "\n");
            } else {
                write(out, text);
                System.out.println("wrote " + out + " (" + result.status() + ", value " + result.value() + ")");
            }
            session.put(EXIT, exitCode(result.status()));
        });
    }

    @Descriptor("solve a range of instances and compare with the published values, e.g. table knight-cover n=1..10")
    public void table(CommandSession session,
            @Descriptor("solver id (default: the best installed one for each instance)")
            @Parameter(names = {"-s", "--solver"}, absentValue = "") String solver,
            @Descriptor("objective, as for solve")
            @Parameter(names = {"-o", "--objective"}, absentValue = "") String objective,
            @Descriptor("tabulate the LP relaxation of domination")
            @Parameter(names = {"--fractional"}, presentValue = "true", absentValue = "false") boolean fractional,
            @Descriptor("time limit in seconds for each row, 0 for none")
            @Parameter(names = {"-t", "--timeout"}, absentValue = "0") String timeout,
            @Descriptor("data folder of the results journal (default ~/.polyboard)")
            @Parameter(names = {"--data"}, absentValue = "") String data,
            @Descriptor("solve every row again instead of taking verified results from the journal")
            @Parameter(names = {"--fresh"}, presentValue = "true", absentValue = "false") boolean fresh,
            @Descriptor("also plot the computed and the published values against the range into this SVG file")
            @Parameter(names = {"--plot"}, absentValue = "") String plot,
            @Descriptor("family id and its parameters; exactly one is a range, e.g. knight-cover n=1..10 or n=4,6,8")
            String... words) throws Exception {
        UsageError.guarded(session, () -> {
            String family = Words.family("table", "knight-cover n=1..10", words);
            String[] params = Words.rest(words);
            if (!plot.isEmpty() && !plot.toLowerCase(java.util.Locale.ROOT).endsWith(".svg")) {
                throw new IllegalArgumentException("--plot writes SVG; name the file *.svg (got " + plot + ").");
            }
            Map<String, String> fixed = Words.params(params);
            String rangeKey = null;
            for (Map.Entry<String, String> e : fixed.entrySet()) {
                if (Words.isRange(e.getValue())) {
                    if (rangeKey != null) {
                        throw new IllegalArgumentException("Only one parameter may be a range; got " + rangeKey + "= and " + e.getKey() + "=.");
                    }
                    rangeKey = e.getKey();
                }
            }
            if (rangeKey == null) {
                throw new IllegalArgumentException("table needs a range, e.g. table " + family + " n=1..10.");
            }
            List<Integer> values = Words.range(rangeKey, fixed.get(rangeKey));
            Objective asked = objective.isEmpty() ? null : Objective.parse(objective);
            long limit = Words.timeoutMillis(timeout);
            List<SolveRequest> requests = new java.util.ArrayList<>();
            for (int v : values) {
                Map<String, String> p = new LinkedHashMap<>(fixed);
                p.put(rangeKey, Integer.toString(v));
                SolveRequest request = new SolveRequest(family, p, solver.isEmpty() ? null : solver, asked, fractional,
                        new SolveOptions(false, limit, false, data.isEmpty() ? null : data), null);
                service.instance(family, p, fractional ? Objective.FRACTIONAL_DOMINATION : asked);
                requests.add(request);
            }
            PrintStream out = System.out;
            out.printf("%-8s %-12s %-12s %-5s %-9s %-8s %-12s %10s%n", rangeKey, "computed", "published", "match",
                    "status", "verified", "solver", "time");
            int failures = 0;
            int reused = 0;
            List<TablePlot.Row> rows = new java.util.ArrayList<>();
            Objective plotted = asked;
            for (SolveRequest request : requests) {
                Optional<Recorded> recorded = fresh ? Optional.empty() : service.recorded(request);
                SolveResult r = recorded.isPresent() ? recorded.get().result() : await(service.submit(request), System.err);
                reused += recorded.isPresent() ? 1 : 0;
                Instance instance = service.instance(family, request.params(), r.objective());
                Optional<KnownValue> known = service.known(instance);
                String computed = r.value() == null ? "-" : r.value().toString();
                String published = known.map(k -> k.value() + (k.proven() ? "" : "?")).orElse("-");
                String match = known.isEmpty() || r.value() == null ? "" : known.get().value().compareTo(r.value()) == 0 ? "=" : "DIFF";
                String status = r.status() == Status.OPTIMAL ? "OPTIMAL" : r.status().name();
                out.printf("%-8s %-12s %-12s %-5s %-9s %-8s %-12s %10s%n", request.params().get(rangeKey), computed,
                        published, match, status, r.verified() ? "yes" : "no", r.solver(),
                        millis(r.millis()) + (recorded.isPresent() ? "*" : ""));
                out.flush();
                if (r.status() == Status.ERROR || "DIFF".equals(match) && r.status() == Status.OPTIMAL) {
                    failures++;
                }
                rows.add(new TablePlot.Row(Integer.parseInt(request.params().get(rangeKey)), r.value(),
                        r.status() == Status.OPTIMAL, known.map(KnownValue::value).orElse(null),
                        known.map(KnownValue::proven).orElse(false)));
                plotted = plotted == null ? r.objective() : plotted;
            }
            if (!plot.isEmpty()) {
                Map<String, String> shown = new LinkedHashMap<>(fixed);
                shown.remove(rangeKey);
                String title = family + (shown.isEmpty() ? "" : " " + String.join(" ",
                        shown.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList()));
                write(plot, TablePlot.svg(title, rangeKey, plotted == null ? "value" : plotted.id(), rows));
                out.println("wrote " + plot);
            }
            if (reused > 0) {
                out.println("* from the results journal, as recorded then; --fresh solves again");
            }
            session.put(EXIT, failures == 0 ? 0 : 1);
        });
    }

    @Descriptor("list the finished solves recorded in the results journal, e.g. results knight-cover n=13")
    public void results(CommandSession session,
            @Descriptor("data folder of the results journal (default ~/.polyboard)")
            @Parameter(names = {"--data"}, absentValue = "") String data,
            @Descriptor("family id and parameters key=value to match, all optional") String... words) throws Exception {
        UsageError.guarded(session, () -> {
            String family = null;
            String[] params = words == null ? new String[0] : words;
            if (params.length > 0 && !params[0].contains("=") && !params[0].startsWith("-")) {
                family = params[0];
                params = java.util.Arrays.copyOfRange(params, 1, params.length);
            }
            List<Recorded> list = service.results(data.isEmpty() ? null : data, family, Words.params(params));
            PrintStream out = System.out;
            if (list.isEmpty()) {
                out.println("no recorded results" + (family == null ? "" : " for " + family));
            }
            List<String[]> rows = new java.util.ArrayList<>();
            rows.add(new String[] {"when (UTC)", "family", "params", "objective", "solver", "status", "value", "bound",
                    "count", "distinct", "verified", "time"});
            for (Recorded rec : list) {
                SolveResult r = rec.result();
                String when = rec.when().toString().replace('T', ' ');
                rows.add(new String[] {when.substring(0, Math.min(19, when.length())), r.family(),
                        String.join(" ", r.params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList()),
                        r.objective() == null ? "-" : r.objective().id() + (rec.all() ? " --all" : ""),
                        r.solver() + (rec.solverVersion().isEmpty() ? "" : " " + rec.solverVersion()),
                        r.status().name(), r.value() == null ? "-" : r.value().toString(),
                        r.bound() == null ? "-" : r.bound().toString(),
                        r.solutionCount() == null ? "-" : r.solutionCount().toString(),
                        r.distinctUpToSymmetry() == null ? "-" : r.distinctUpToSymmetry().toString(),
                        r.verified() ? "yes" : "no", millis(r.millis())});
            }
            if (!list.isEmpty()) {
                printColumns(out, rows);
            }
            session.put(EXIT, 0);
        });
    }

    @Descriptor("write the 0-1 program of an instance for other solvers, e.g. export knight-cover n=8 --format lp --out k8.lp")
    public void export(CommandSession session,
            @Descriptor("objective, as for solve")
            @Parameter(names = {"-o", "--objective"}, absentValue = "") String objective,
            @Descriptor("write the LP relaxation of domination")
            @Parameter(names = {"--fractional"}, presentValue = "true", absentValue = "false") boolean fractional,
            @Descriptor("file format: lp (CPLEX LP) or mps (free MPS)")
            @Parameter(names = {"-f", "--format"}, absentValue = "lp") String format,
            @Descriptor("output file (default: the terminal)")
            @Parameter(names = {"--out"}, absentValue = "") String out,
            @Descriptor("family id and its parameters key=value, e.g. knight-cover n=8") String... words) throws Exception {
        UsageError.guarded(session, () -> {
            String family = Words.family("export", "knight-cover n=8 --format lp --out k8.lp", words);
            String[] params = Words.rest(words);
            SolveRequest request = new SolveRequest(family, Words.params(params), null,
                    objective.isEmpty() ? null : Objective.parse(objective), fractional, SolveOptions.DEFAULT, null);
            String text = service.export(request, format);
            if (out.isEmpty()) {
                System.out.print(text);
            } else {
                write(out, text);
                System.out.println("wrote " + out);
            }
            session.put(EXIT, 0);
        });
    }

    @Descriptor("check a result file written by solve --format json from first principles")
    public void verify(CommandSession session, @Descriptor("result file (JSON)") String... files) throws Exception {
        UsageError.guarded(session, () -> {
            if (files == null || files.length != 1) {
                throw new IllegalArgumentException("verify takes one result file, e.g. verify result.json.");
            }
            String file = files[0];
            String json;
            try {
                json = Files.readString(Path.of(file), StandardCharsets.UTF_8);
            } catch (NoSuchFileException e) {
                throw new IllegalArgumentException("No such file: " + file);
            } catch (java.nio.charset.MalformedInputException e) {
                throw new IllegalArgumentException(file + " is not a text file.");
            } catch (IOException e) {
                throw new IllegalArgumentException("Cannot read " + file
                        + (Files.isDirectory(Path.of(file)) ? ": it is a directory." : ": " + e.getMessage()));
            }
            SolveResult claimed = service.parse(json);
            Verification v = service.verify(claimed);
            (v.valid() ? System.out : System.err).println((v.valid() ? "valid: " : "INVALID: ") + v.message());
            session.put(EXIT, v.valid() ? 0 : 1);
        });
    }

    @Descriptor("list the running jobs with their progress")
    public void jobs(CommandSession session) {
        List<Job> jobs = service.jobs();
        if (jobs.isEmpty()) {
            System.out.println("no running jobs");
        }
        for (Job job : jobs) {
            Progress p = job.progress();
            System.out.printf("%4d  %-14s %-24s %-10s %s%n", job.id(), job.request().family(),
                    String.join(" ", job.request().params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList()),
                    job.solver(), describe(p.millis(), p));
        }
        session.put(EXIT, 0);
    }

    @Descriptor("cancel a running job")
    public void cancel(CommandSession session, @Descriptor("job id, as listed by jobs") String... ids) throws Exception {
        UsageError.guarded(session, () -> {
            int id = Words.jobId(ids);
            Job job = service.job(id).orElseThrow(() -> new IllegalArgumentException("No job " + id + "; see 'jobs'."));
            job.cancel();
            System.out.println("cancelling job " + id);
            session.put(EXIT, 0);
        });
    }

    /**
     * Waits for {@code job}. A run longer than {@value #PROGRESS_AFTER_MILLIS} ms shows its progress on {@code err}:
     * on a terminal one line rewritten in place and cleared at the end, otherwise a plain line every few seconds.
     * An interrupted wait (Ctrl-C) cancels the job.
     */
    private static SolveResult await(Job job, PrintStream err) throws InterruptedException {
        ProgressLine line = new ProgressLine(err, System.console() != null);
        long start = System.nanoTime();
        try {
            while (!job.isDone()) {
                Thread.sleep(POLL_MILLIS);
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                if (elapsed >= PROGRESS_AFTER_MILLIS) {
                    line.show(elapsed, "job " + job.id() + "  " + job.solver() + "  " + describe(elapsed, job.progress()));
                }
            }
            return job.await();
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

    private static String describe(long elapsed, Progress p) {
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

    private static String millis(long ms) {
        return ms < 10_000 ? ms + " ms" : String.format("%.1f s", ms / 1000.0);
    }

    private static void list(CommandSession session, List<Description> entries) {
        for (Description d : entries) {
            System.out.printf("%-16s %s%n", d.id(), d.description());
            for (String detail : d.details()) {
                System.out.printf("%-16s   %s%n", "", detail);
            }
        }
        session.put(EXIT, 0);
    }

    /** Prints rows in columns as wide as their widest cell, the last one (times) aligned right. */
    private static void printColumns(PrintStream out, List<String[]> rows) {
        int[] width = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                width[i] = Math.max(width[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                String cell = row[i];
                String pad = " ".repeat(width[i] - cell.length());
                line.append(i == row.length - 1 ? pad + cell : cell + pad + "  ");
            }
            out.println(line.toString().stripTrailing());
        }
    }

    private static void checkFormat(String format) {
        if (!List.of("text", "json", "svg").contains(format)) {
            throw new IllegalArgumentException("Unknown format '" + format + "'; valid: text, json, svg.");
        }
    }

    private static void write(String file, String text) {
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

    static int exitCode(Status status) {
        return switch (status) {
            case OPTIMAL, FEASIBLE, INFEASIBLE -> 0;
            case ERROR -> 1;
            case TIMEOUT -> 3;
            case CANCELLED -> 4;
        };
    }
}
