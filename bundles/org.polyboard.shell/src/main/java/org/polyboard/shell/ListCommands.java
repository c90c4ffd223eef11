package org.polyboard.shell;

import java.util.List;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.Description;
import org.polyboard.api.solve.SolveService;

/** {@code families}, {@code solvers}, {@code boards}, {@code pieces}: what is installed, one id a line. */
@GogoCommand(scope = "pb", function = {"families", "solvers", "boards", "pieces"})
@Component(service = ListCommands.class)
public final class ListCommands {

    private final SolveService service;

    @Activate
    public ListCommands(@Reference SolveService service) {
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

    private static void list(CommandSession session, List<Description> entries) {
        for (Description d : entries) {
            System.out.printf("%-16s %s%n", d.id(), d.description());
            for (String detail : d.details()) {
                System.out.printf("%-16s   %s%n", "", detail);
            }
        }
        ExitStatus.set(session, 0);
    }
}
