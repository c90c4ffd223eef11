package org.polyboard.core.exec;

/** One-line descriptions of failures, for users. */
public final class Failures {

    private Failures() {
    }

    /** The first of {@code e} and its causes that is a {@code type}, or {@code null}. */
    public static <T extends Throwable> T find(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }

    /** The root cause of {@code e} in one line: its class and message, or what an error of the VM means. */
    public static String oneLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        if (root instanceof OutOfMemoryError) {
            return "out of memory" + (message == null || message.isBlank() ? "" : " (" + message + ")");
        }
        if (root instanceof StackOverflowError) {
            return "stack overflow (recursion too deep)";
        }
        String text = message == null || message.isBlank() ? root.getClass().getSimpleName()
                : root.getClass().getSimpleName() + ": " + message;
        return text.replace('\n', ' ');
    }
}
