package org.polyboard.cluster;

import java.util.ArrayList;
import java.util.List;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Parameter;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.ClusterTarget;

/**
 * {@code worker}: starts this runtime's worker member, which runs the work units coordinators hand it until it
 * is stopped ({@code worker --stop}) or the runtime ends. The command line keeps the process running after the
 * ready line.
 */
@GogoCommand(scope = "pb", function = "worker")
@Component(service = WorkerCommand.class)
public final class WorkerCommand {

    /** Session variable (Integer) in which a command reports a non-zero exit status. */
    private static final String EXIT = "pb.exit";

    private final Workers workers;

    @Activate
    public WorkerCommand(@Reference Workers workers) {
        this.workers = workers;
    }

    @Descriptor("start a worker that runs work units for solves with --cluster, e.g. worker --port 5701")
    public void worker(CommandSession session,
            @Descriptor("the address to bind to and announce (default 127.0.0.1: this machine only)")
            @Parameter(names = {"--bind"}, absentValue = "127.0.0.1") String bind,
            @Descriptor("the port to listen on")
            @Parameter(names = {"--port"}, absentValue = "5701") String port,
            @Descriptor("members to join, host:port[,host:port...] (default: none, others join this one)")
            @Parameter(names = {"--join"}, absentValue = "") String join,
            @Descriptor("the cluster name (default polyboard)")
            @Parameter(names = {"--name"}, absentValue = ClusterTarget.DEFAULT_NAME) String name,
            @Descriptor("threads that run units (default 0: one per processor)")
            @Parameter(names = {"--threads"}, absentValue = "0") String threads,
            @Descriptor("stop the worker of this runtime")
            @Parameter(names = {"--stop"}, presentValue = "true", absentValue = "false") boolean stop,
            @Descriptor("show the worker of this runtime")
            @Parameter(names = {"--status"}, presentValue = "true", absentValue = "false") boolean status) {
        try {
            if (stop) {
                System.out.println(workers.stop());
                return;
            }
            if (status) {
                String line = workers.status();
                System.out.println(line == null ? "no worker runs" : line);
                return;
            }
            List<String> members = new ArrayList<>();
            for (String part : join.split(",")) {
                if (!part.isBlank()) {
                    members.add(part.strip());
                }
            }
            System.out.println(workers.start(new Workers.Settings(bind, number("--port", port), members, name,
                    number("--threads", threads))));
            System.out.flush();
        } catch (RuntimeException e) {
            session.put(EXIT, 2);
            throw new OneLine(e.getMessage());
        }
    }

    private static int number(String option, String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " " + text + " is not a whole number.");
        }
    }

    /** A failure shown as its message alone, as one line (Gogo prints a failed command's exception). */
    static final class OneLine extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        OneLine(String message) {
            super(message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", "; "));
        }

        @Override
        public String toString() {
            return getMessage();
        }
    }
}
