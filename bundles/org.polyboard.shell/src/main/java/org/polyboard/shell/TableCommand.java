package org.polyboard.shell;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Function;
import org.apache.felix.service.command.Parameter;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.table.TableListener;
import org.polyboard.api.table.TableRequest;
import org.polyboard.api.table.TableRow;
import org.polyboard.api.table.TableService;
import org.polyboard.support.plot.TablePlot;
import org.polyboard.support.words.Words;

/**
 * {@code table}: a range of instances through the {@link TableService}, a line per row as it is done, and
 * the plot; or, with {@code --format bfile}, the proven rows as an OEIS b-file. Exit status 1 when a row failed or a
 * proven optimum differs from the published value; 4 when Ctrl-C (or {@code cancel} from another process) stopped it.
 */
@GogoCommand(scope = "pb", function = "table")
@Component(service = TableCommand.class)
public final class TableCommand implements Function {

    /** The formats of a table: its columns, or the OEIS b-file of its proven rows. */
    static final List<String> FORMATS = List.of("text", "bfile");

    private static final String COLUMNS = "%-8s %-12s %-12s %-5s %-9s %-8s %-12s %10s%n";
    /** With {@code --all}: the placements counted (in total and up to symmetry) beside the published counts. */
    private static final String COUNTING = "%-8s %-12s %-12s %-5s %-18s %-18s %-5s %-9s %-8s %-12s %10s%n";

    private final TableService tables;

    @Activate
    public TableCommand(@Reference TableService tables) {
        this.tables = tables;
    }

    @Override
    public Object execute(CommandSession session, List<Object> arguments) throws Exception {
        return Invocation.run(session, this, "table", arguments);
    }

    @Descriptor("solve a range of instances and compare with the published values, e.g. table knight-cover n=1..10")
    public void table(CommandSession session,
            @Descriptor("solver id (default: the best installed one for each instance)")
            @Parameter(names = {"-s", "--solver"}, absentValue = "") String solver,
            @Descriptor("objective, as for solve")
            @Parameter(names = {"-o", "--objective"}, absentValue = "") String objective,
            @Descriptor("tabulate the LP relaxation of domination")
            @Parameter(names = {"--fractional"}, presentValue = "true", absentValue = "false") boolean fractional,
            @Descriptor("count every optimal placement of each row, in total and up to symmetry, beside the published counts")
            @Parameter(names = {"--all"}, presentValue = "true", absentValue = "false") boolean all,
            @Descriptor("time limit in seconds for each row, 0 for none")
            @Parameter(names = {"-t", "--timeout"}, absentValue = "0") String timeout,
            @Descriptor("how many threads of the shared pool each row may use at once, 0 for all")
            @Parameter(names = {"--threads"}, absentValue = "0") String threads,
            @Descriptor("data folder of the results journal (default ~/.polyboard)")
            @Parameter(names = {"--data"}, absentValue = "") String data,
            @Descriptor("solve every row again instead of taking verified results from the journal")
            @Parameter(names = {"--fresh"}, presentValue = "true", absentValue = "false") boolean fresh,
            @Descriptor("also plot the computed and the published values against the range into this SVG file")
            @Parameter(names = {"--plot"}, absentValue = "") String plot,
            @Descriptor("output format: text (the columns) or bfile (the proven rows as 'n a(n)' lines, an OEIS b-file)")
            @Parameter(names = {"-f", "--format"}, absentValue = "text") String format,
            @Descriptor("write the table to this file instead of the terminal")
            @Parameter(names = {"--out"}, absentValue = "") String out,
            @Descriptor("own: only a proof by Polyboard's own search makes an answer OPTIMAL (no third-party solver's claim; our exact search leads, however long it takes); any (default): the proof the policy prefers")
            @Parameter(names = {"--proof"}, absentValue = "") String proof,
            @Descriptor("run the work units on the members of a cluster, e.g. --cluster 127.0.0.1:5701,127.0.0.1:5702")
            @Parameter(names = {"--cluster"}, absentValue = "") String cluster,
            @Descriptor("the name of the cluster (default polyboard)")
            @Parameter(names = {"--name"}, absentValue = "") String name,
            @Descriptor("family id and its parameters; exactly one is a range, e.g. knight-cover n=1..10 or n=4,6,8")
            String... words) throws Exception {
        UsageError.guarded(session, () -> {
            String family = Words.family("table", "knight-cover n=1..10", words);
            String[] params = Words.rest(words);
            if (!plot.isEmpty() && !plot.toLowerCase(Locale.ROOT).endsWith(".svg")) {
                throw new IllegalArgumentException("--plot writes SVG; name the file *.svg (got " + plot + ").");
            }
            if (!FORMATS.contains(format)) {
                throw new IllegalArgumentException("Unknown table format '" + format + "'; valid: "
                        + String.join(", ", FORMATS) + ".");
            }
            boolean bfile = format.equals("bfile");
            Map<String, String> fixed = Words.params(params);
            String rangeKey = Words.rangeKey(family, fixed);
            List<Integer> values = Words.range(rangeKey, fixed.get(rangeKey));
            Objective asked = objective.isEmpty() ? null : Objective.parse(objective);
            SolveRequest template = new SolveRequest(family, fixed, solver.isEmpty() ? null : solver, asked, fractional,
                    new SolveOptions(all, Words.timeoutMillis(timeout), false, data.isEmpty() ? null : data,
                            Words.threads(threads)).withOwnProof(Words.ownProof(proof))
                            .withCluster(Words.cluster(cluster, name)), null);
            PrintStream terminal = System.out;
            ByteArrayOutputStream kept = new ByteArrayOutputStream();
            PrintStream shown = out.isEmpty() && !bfile ? terminal
                    : new PrintStream(kept, true, StandardCharsets.UTF_8);
            Lines lines = new Lines(session, shown, all, data, "table " + String.join(" ", words));
            List<TableRow> rows;
            boolean stopped = false;
            try (Console.Restore restore = Console.onCtrlC(session, lines::stop)) {
                rows = tables.table(new TableRequest(template, rangeKey, values, fresh), lines);
            } catch (InterruptedException e) {
                // Ctrl-C, or cancel from another process: the row it stopped is printed, the rows after it are not run
                rows = lines.rows;
                stopped = true;
            }
            stopped |= lines.stopped;
            if (!bfile && rows.stream().anyMatch(TableRow::reused)) {
                shown.println("* from the results journal, as recorded then; --fresh solves again");
            }
            if (bfile) {
                String text = BFile.text(rows);
                if (out.isEmpty()) {
                    terminal.print(text);
                } else {
                    Output.write(out, text);
                }
                BFile.leftOut(rows).ifPresent(System.err::println);
            } else if (!out.isEmpty()) {
                Output.write(out, kept.toString(StandardCharsets.UTF_8));
            }
            if (!out.isEmpty()) {
                terminal.println("wrote " + out + " (" + rows.size() + (rows.size() == 1 ? " row" : " rows") + ")");
            }
            if (!plot.isEmpty()) {
                Map<String, String> plotted = new LinkedHashMap<>(fixed);
                plotted.remove(rangeKey);
                String title = family + (plotted.isEmpty() ? "" : " " + Output.params(plotted));
                Objective axis = asked != null ? asked : rows.stream().map(r -> r.result().objective())
                        .filter(Objects::nonNull).findFirst().orElse(null);
                Output.write(plot, TablePlot.svg(title, rangeKey, axis == null ? "value" : axis.id(), TablePlot.rows(rows)));
                terminal.println("wrote " + plot);
            }
            if (stopped) {
                int done = rows.size();
                if (done < values.size()) {
                    System.err.println("table stopped after " + done + (done == 1 ? " row" : " rows") + " of "
                            + values.size() + "; the rows from " + rangeKey + "=" + values.get(done) + " on were not run");
                }
                ExitStatus.set(session, ExitStatus.of(Status.CANCELLED));
                return;
            }
            ExitStatus.set(session, rows.stream().anyMatch(TableRow::failed) ? 1 : 0);
        });
    }

    /** The table as it is computed: the header, then a line per row; progress of long rows on standard error. */
    private static final class Lines implements TableListener {
        private final CommandSession session;
        private final PrintStream out;
        private final boolean counting;
        private final String data;
        private final String command;
        private final List<TableRow> rows = new ArrayList<>();
        private volatile boolean stopped;
        private volatile Job current;

        Lines(CommandSession session, PrintStream out, boolean counting, String data, String command) {
            this.session = session;
            this.out = out;
            this.counting = counting;
            this.data = data.isEmpty() ? null : data;
            this.command = command;
        }

        @Override
        public void started(TableRequest request) {
            if (counting) {
                out.printf(COUNTING, request.key(), "computed", "published", "match", "count (classes)",
                        "published", "match", "status", "verified", "solver", "time");
            } else {
                out.printf(COLUMNS, request.key(), "computed", "published", "match", "status", "verified", "solver", "time");
            }
        }

        @Override
        public void solving(Job job) throws InterruptedException {
            current = job;
            if (stopped) {
                job.cancel();
                throw new InterruptedException("stopped");
            }
            if (JobWait.watch(session, job, data, command)) {
                stopped = true;
            }
        }

        /** Ctrl-C outside a row's wait (between rows, or as a row starts): the row's job, if any, and the rest stop. */
        void stop() {
            stopped = true;
            Job job = current;
            if (job != null) {
                job.cancel();
            }
        }

        @Override
        public void row(TableRow row) {
            rows.add(row);
            SolveResult r = row.result();
            KnownValue known = row.published();
            String computed = row.computed() == null ? "-" : row.computed().toString();
            String published = known(known);
            String time = Output.millis(r.millis()) + (row.reused() ? "*" : "");
            if (counting) {
                String count = r.solutionCount() == null ? "-" : r.solutionCount() + " ("
                        + (r.distinctUpToSymmetry() == null ? "-" : r.distinctUpToSymmetry()) + ")";
                String publishedCount = row.publishedCount() == null && row.publishedDistinct() == null ? "-"
                        : known(row.publishedCount()) + " (" + known(row.publishedDistinct()) + ")";
                out.printf(COUNTING, row.value(), computed, published, valueMatch(row), count, publishedCount,
                        match(row.countMatch()), r.status().name(), Output.verified(r), r.solver(), time);
            } else {
                out.printf(COLUMNS, row.value(), computed, published, valueMatch(row), r.status().name(),
                        Output.verified(r), r.solver(), time);
            }
            out.flush();
        }

        /**
         * The match of the values: {@code short} rather than {@code DIFF} for a row not proven optimal whose value
         * is only worse than the published one (a search that stopped short, not a contradiction).
         */
        private static String valueMatch(TableRow row) {
            SolveResult r = row.result();
            if (row.match() == TableRow.Match.DIFFERENT && r.status() != Status.OPTIMAL && r.objective() != null) {
                int order = r.value().compareTo(row.published().value());
                if (r.objective().minimising() ? order > 0 : order < 0) {
                    return "short";
                }
            }
            return match(row.match());
        }

        private static String match(TableRow.Match match) {
            return switch (match) {
                case EQUAL -> "=";
                case DIFFERENT -> "DIFF";
                case NONE -> "";
            };
        }

        /** A published value, marked {@code ?} when not proven; {@code -} for none. */
        private static String known(KnownValue known) {
            return known == null ? "-" : known.value() + (known.proven() ? "" : "?");
        }
    }
}
