package org.polyboard.shell;

import org.apache.felix.service.command.CommandSession;

/**
 * Bad input, reported to the user as its message alone: Gogo prints a failed command's exception with
 * {@code toString()}, so the interactive shell shows one plain line.
 */
final class UsageError extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    UsageError(String message) {
        super(oneLine(message));
    }

    @Override
    public String toString() {
        return getMessage();
    }

    /**
     * A message on one line. Advice on a line of its own ("Maybe ...", the convention of the messages) joins the line
     * before it as a clause: {@code "No solver takes it.\nMaybe use X."} reads {@code "No solver takes it; maybe use X."}.
     */
    static String oneLine(String message) {
        if (message == null || message.isBlank()) {
            return "";
        }
        String[] lines = message.strip().split("\\s*\\R\\s*");
        StringBuilder line = new StringBuilder(lines[0]);
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isEmpty()) {
                continue;
            }
            while (line.length() > 0 && (line.charAt(line.length() - 1) == '.' || line.charAt(line.length() - 1) == ';')) {
                line.setLength(line.length() - 1);
            }
            String next = lines[i];
            if (next.startsWith("Maybe ")) {
                next = "maybe " + next.substring("Maybe ".length());
            }
            line.append("; ").append(next);
        }
        return line.toString().replace(".; ", "; ").replace("; Maybe ", "; maybe ");
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
