package org.polyboard.launcher;

/** One-line messages for the user, from exceptions. */
final class Messages {

    private Messages() {
    }

    /** The first non-blank line of the exception's message, or its simple class name if it has none. */
    static String firstLine(Throwable e) {
        String message = e.getMessage();
        if (message != null) {
            for (String line : message.split("\\R")) {
                if (!line.isBlank()) {
                    return line.strip();
                }
            }
        }
        return e.getClass().getSimpleName();
    }
}
