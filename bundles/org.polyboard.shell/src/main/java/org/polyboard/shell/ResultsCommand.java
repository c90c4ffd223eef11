package org.polyboard.shell;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Function;
import org.apache.felix.service.command.Parameter;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.support.words.Words;

/** {@code results}: the finished solves of the results journal, in columns. */
@GogoCommand(scope = "pb", function = "results")
@Component(service = ResultsCommand.class)
public final class ResultsCommand implements Function {

    private final SolveService service;

    @Activate
    public ResultsCommand(@Reference SolveService service) {
        this.service = service;
    }

    @Override
    public Object execute(CommandSession session, List<Object> arguments) throws Exception {
        return Invocation.run(session, this, "results", arguments);
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
                params = Arrays.copyOfRange(params, 1, params.length);
            }
            Map<String, String> filter = Words.params(params);
            ResultsFilter.check(service, family, filter);
            List<Recorded> list = service.results(data.isEmpty() ? null : data, family, filter);
            PrintStream out = System.out;
            if (list.isEmpty()) {
                out.println("no recorded results" + (family == null ? "" : " for " + family)
                        + (filter.isEmpty() ? "" : (family == null ? " with " : " ") + Output.params(filter)));
            }
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"when (UTC)", "family", "params", "objective", "solver", "status", "value", "bound",
                    "count", "distinct", "verified", "time"});
            for (Recorded rec : list) {
                SolveResult r = rec.result();
                String when = rec.when().toString().replace('T', ' ');
                rows.add(new String[] {when.substring(0, Math.min(19, when.length())), r.family(),
                        Output.params(r.params()),
                        r.objective() == null ? "-" : r.objective().id() + (rec.all() ? " --all" : ""),
                        r.solver() + (rec.solverVersion().isEmpty() ? "" : " " + rec.solverVersion()),
                        r.status().name(), r.value() == null ? "-" : r.value().toString(),
                        r.bound() == null ? "-" : r.bound().toString(),
                        r.solutionCount() == null ? "-" : r.solutionCount().toString(),
                        r.distinctUpToSymmetry() == null ? "-" : r.distinctUpToSymmetry().toString(),
                        Output.verified(r), Output.millis(r.millis())});
            }
            if (!list.isEmpty()) {
                printColumns(out, rows);
            }
            ExitStatus.set(session, 0);
        });
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
}
