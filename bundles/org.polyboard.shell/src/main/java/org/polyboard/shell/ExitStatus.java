package org.polyboard.shell;

import org.apache.felix.service.command.CommandSession;
import org.polyboard.api.solve.Status;

/**
 * The exit status of a command for the command line, which runs one command and reads the session
 * variable {@value #VARIABLE} afterwards.
 */
final class ExitStatus {

    /** Session variable (Integer) holding the exit status of the last command, 0 for success. */
    static final String VARIABLE = "pb.exit";
    /** A command that failed on bad input. */
    static final int FAILED = 2;

    private ExitStatus() {
    }

    static void set(CommandSession session, int status) {
        session.put(VARIABLE, status);
    }

    /** The exit status of a solve that ended in {@code status}. */
    static int of(Status status) {
        return switch (status) {
            case OPTIMAL, FEASIBLE, INFEASIBLE -> 0;
            case ERROR -> 1;
            case TIMEOUT -> 3;
            case CANCELLED -> 4;
        };
    }
}
