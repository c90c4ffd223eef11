package org.polyboard.shell;

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
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.support.words.Words;

/** {@code solve}: one instance, printed or written to a file; the exit status follows the result's status. */
@GogoCommand(scope = "pb", function = "solve")
@Component(service = SolveCommand.class)
public final class SolveCommand implements Function, CommandHelp.Notes {

    private final SolveService service;
    private final RendererFormats formats;

    @Activate
    public SolveCommand(@Reference SolveService service, @Reference RendererFormats formats) {
        this.service = service;
        this.formats = formats;
    }

    @Override
    public Object execute(CommandSession session, List<Object> arguments) throws Exception {
        return Invocation.run(session, this, "solve", arguments);
    }

    @Override
    public List<String> notes() {
        return List.of("formats installed: " + String.join(", ", formats.formats()),
                "Ctrl-C stops the solve; it prints what it found, CANCELLED. Exit status: 0 OPTIMAL, FEASIBLE or"
                        + " INFEASIBLE; 1 ERROR; 2 bad input; 3 TIMEOUT; 4 CANCELLED.");
    }

    @Descriptor("solve one instance, e.g. solve knight-cover n=8 --format json")
    public void solve(CommandSession session,
            @Descriptor("solver id (default: the best installed one for the instance)")
            @Parameter(names = {"-s", "--solver"}, absentValue = "") String solver,
            @Descriptor("objective: min-domination, min-independent-domination, min-total-domination, max-independent, max-peaceable or fractional-domination; each family asks some of them")
            @Parameter(names = {"-o", "--objective"}, absentValue = "") String objective,
            @Descriptor("solve the LP relaxation of domination: the maximum fractional packing, as an exact fraction")
            @Parameter(names = {"--fractional"}, presentValue = "true", absentValue = "false") boolean fractional,
            @Descriptor("enumerate every optimal solution, counted in total and up to symmetry")
            @Parameter(names = {"-a", "--all"}, presentValue = "true", absentValue = "false") boolean all,
            @Descriptor("time limit in seconds, 0 for none")
            @Parameter(names = {"-t", "--timeout"}, absentValue = "0") String timeout,
            @Descriptor("how many threads of the shared pool the solve may use at once, 0 for all (a portfolio partner runs beside them)")
            @Parameter(names = {"--threads"}, absentValue = "0") String threads,
            @Descriptor("output format: text, json, svg (a picture of the board) or another installed renderer's")
            @Parameter(names = {"-f", "--format"}, absentValue = "text") String format,
            @Descriptor("write the output to this file instead of the terminal")
            @Parameter(names = {"--out"}, absentValue = "") String out,
            @Descriptor("data folder of the results journal and checkpoints (default ~/.polyboard)")
            @Parameter(names = {"--data"}, absentValue = "") String data,
            @Descriptor("skip the subproblems an interrupted earlier run of the same solve finished")
            @Parameter(names = {"--resume"}, presentValue = "true", absentValue = "false") boolean resume,
            @Descriptor("with --resume: search again this share of the subproblems taken from the checkpoints, drawn at random (e.g. 0.01 or 1%), and stop with an error if one differs from what was saved")
            @Parameter(names = {"--recheck"}, absentValue = "") String recheck,
            @Descriptor("own: only a proof by Polyboard's own search makes an answer OPTIMAL (no third-party solver's claim; our exact search leads, however long it takes); any (default): the proof the policy prefers")
            @Parameter(names = {"--proof"}, absentValue = "") String proof,
            @Descriptor("run the work units on the members of a cluster, e.g. --cluster 127.0.0.1:5701,127.0.0.1:5702")
            @Parameter(names = {"--cluster"}, absentValue = "") String cluster,
            @Descriptor("the name of the cluster (default polyboard)")
            @Parameter(names = {"--name"}, absentValue = "") String name,
            @Descriptor("family id and its parameters key=value, e.g. knight-cover n=8 or knight-cover rows=3 cols=8")
            String... words) throws Exception {
        UsageError.guarded(session, () -> {
            String family = Words.family("solve", "knight-cover n=8", words);
            String[] params = Words.rest(words);
            formats.check(format);
            if (!recheck.isEmpty() && !resume) {
                throw new UsageError("--recheck needs --resume: it searches again some of the subproblems an earlier"
                        + " run saved.");
            }
            Map<String, String> settings = recheck.isEmpty() ? Map.of()
                    : Map.of(Checkpoints.RECHECK, Words.recheck(recheck));
            SolveRequest request = new SolveRequest(family, Words.params(params), solver.isEmpty() ? null : solver,
                    objective.isEmpty() ? null : Objective.parse(objective), fractional,
                    new SolveOptions(all, Words.timeoutMillis(timeout), resume, data.isEmpty() ? null : data,
                            Words.threads(threads), settings).withOwnProof(Words.ownProof(proof))
                            .withCluster(Words.cluster(cluster, name)), null);
            SolveResult result = JobWait.await(session, service.submit(request), data, "solve " + String.join(" ", words));
            String text = service.render(result, format);
            if (out.isEmpty()) {
                System.out.print(text.endsWith("\n") ? text : text + "\n");
            } else {
                Output.write(out, text);
                System.out.println("wrote " + out + " (" + result.status() + ", value " + result.value() + ")");
            }
            ExitStatus.set(session, ExitStatus.of(result.status()));
        });
    }
}
