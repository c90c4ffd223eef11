package org.polyboard.launcher;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.UndeclaredThrowableException;

/** One-line messages for the user, from exceptions. */
final class Messages {

    private Messages() {
    }

    /**
     * The first non-blank line of the exception's message, or its simple class name if it has none. Wrappers of a
     * reflective call (the shell invokes commands that way) are looked through to their cause, and an exhausted Java
     * heap says how to give the run more.
     */
    static String firstLine(Throwable e) {
        Throwable shown = e;
        while (shown.getCause() != null && (shown instanceof InvocationTargetException
                || shown instanceof UndeclaredThrowableException || shown.getMessage() == null)) {
            shown = shown.getCause();
        }
        String line = messageLine(shown);
        if (shown instanceof OutOfMemoryError) {
            return "out of memory (" + (line == null ? "Java heap space" : line) + ", "
                    + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB at most): give the run more with "
                    + "JAVA_OPTS=-Xmx<size>, e.g. JAVA_OPTS=-Xmx8g";
        }
        return line != null ? line : shown.getClass().getSimpleName();
    }

    private static String messageLine(Throwable e) {
        String message = e.getMessage();
        if (message != null) {
            for (String line : message.split("\\R")) {
                if (!line.isBlank()) {
                    return line.strip();
                }
            }
        }
        return null;
    }
}
