package org.polyboard.cluster;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;

/**
 * Says where a test that timed out was waiting, and what every thread in Polyboard's code was doing then, in the
 * failure's message: a hang seen once on a build machine is then described where the build's summary shows it.
 */
final class TimeoutStacks implements TestExecutionExceptionHandler {

    private static final int FRAMES = 8;

    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable thrown) throws Throwable {
        if (!(thrown instanceof TimeoutException)) {
            throw thrown;
        }
        StringBuilder where = new StringBuilder(String.valueOf(thrown.getMessage()));
        for (Throwable waited : thrown.getSuppressed()) {
            where.append("\n  the test waited at: ").append(frames(waited.getStackTrace()));
        }
        Thread self = Thread.currentThread();
        for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet()) {
            StackTraceElement[] stack = e.getValue();
            boolean ours = Arrays.stream(stack).anyMatch(f -> f.getClassName().startsWith("org.polyboard."));
            if (e.getKey() != self && ours) {
                where.append("\n  thread ").append(e.getKey().getName()).append(": ").append(frames(stack));
            }
        }
        throw new AssertionError(where.toString(), thrown);
    }

    private static String frames(StackTraceElement[] stack) {
        return Arrays.stream(stack).limit(FRAMES).map(StackTraceElement::toString).collect(Collectors.joining(" < "));
    }
}
