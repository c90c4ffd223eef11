package org.polyboard.shell;

import java.util.List;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Function;
import org.apache.felix.service.command.Parameter;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveService;
import org.polyboard.support.words.Words;

/** {@code export}: the mathematical program of an instance, for other solvers. */
@GogoCommand(scope = "pb", function = "export")
@Component(service = ExportCommand.class)
public final class ExportCommand implements Function {

    private final SolveService service;

    @Activate
    public ExportCommand(@Reference SolveService service) {
        this.service = service;
    }

    @Override
    public Object execute(CommandSession session, List<Object> arguments) throws Exception {
        return Invocation.run(session, this, "export", arguments);
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
                Output.write(out, text);
                System.out.println("wrote " + out);
            }
            ExitStatus.set(session, 0);
        });
    }
}
