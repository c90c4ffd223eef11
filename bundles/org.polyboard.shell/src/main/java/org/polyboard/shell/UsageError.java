package org.polyboard.shell;

import org.apache.felix.service.command.CommandSession;

/**
 * Bad input, reported to the user as its message alone: Gogo prints a failed command's exception with
 * {@code toString()}, so the interactive shell shows one plain line.
 */
final class UsageError extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    UsageError(String message) {
        // one line: advice on a line of its own ("Maybe ...") joins the first
        super(message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", "; "));
    }

    @Override
    public String toString() {
        return getMessage();
    }

    /** A command body that may throw. */
    interface Body {
        void run() throws Exception;
    }

    /**
     * Runs {@code body}, turning bad input into a {@link UsageError}; a command that fails leaves its exit
     * status at {@link ExitStatus#FAILED}.
     */
    static void guarded(CommandSession session, Body body) throws Exception {
        try {
            body.run();
        } catch (UsageError e) {
            ExitStatus.set(session, ExitStatus.FAILED);
            throw e;
        } catch (IllegalArgumentException e) {
            ExitStatus.set(session, ExitStatus.FAILED);
            throw new UsageError(e.getMessage());
        } catch (Exception | Error e) {
            ExitStatus.set(session, ExitStatus.FAILED);
            throw e;
        }
    }
}
