package org.polyboard.shell;

import java.util.List;
import java.util.function.Supplier;

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
    public void families(CommandSession session, String... words) {
        list(session, "families", words, service::families);
    }

    @Descriptor("list the installed solvers")
    public void solvers(CommandSession session, String... words) {
        list(session, "solvers", words, service::solvers);
    }

    @Descriptor("list the installed board factories")
    public void boards(CommandSession session, String... words) {
        list(session, "boards", words, service::boards);
    }

    @Descriptor("list the installed pieces")
    public void pieces(CommandSession session, String... words) {
        list(session, "pieces", words, service::pieces);
    }

    /**
     * Lists what {@code entries} gives. The words are taken (and refused) here rather than left to Gogo, whose refusal
     * of them would read "Cannot coerce ...".
     */
    private static void list(CommandSession session, String function, String[] words,
            Supplier<List<Description>> entries) {
        if (words != null && words.length > 0) {
            ExitStatus.set(session, ExitStatus.FAILED);
            throw new UsageError(function + " takes no words, got '" + words[0] + "'; it lists every installed one.");
        }
        for (Description d : entries.get()) {
            System.out.printf("%-16s %s%n", d.id(), d.description());
            for (String detail : d.details()) {
                System.out.printf("%-16s   %s%n", "", detail);
            }
        }
        ExitStatus.set(session, 0);
    }
}
