package org.polyboard.shell;

/**
 * Bad input, reported to the user as its message alone: Gogo prints a failed command's exception with
 * {@code toString()}, so the interactive shell shows one plain line.
 */
final class UsageError extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    UsageError(String message) {
        super(message);
    }

    @Override
    public String toString() {
        return getMessage();
    }

    /** A command body that may throw. */
    interface Body {
        void run() throws Exception;
    }

    /** Runs {@code body}, turning bad input into a {@link UsageError}. */
    static void guarded(Body body) throws Exception {
        try {
            body.run();
        } catch (UsageError e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
    }
}
