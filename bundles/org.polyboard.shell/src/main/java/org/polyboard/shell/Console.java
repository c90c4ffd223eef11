package org.polyboard.shell;

import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

import org.apache.felix.service.command.CommandSession;

/**
 * What a command knows of where it writes: whether a person watches a terminal (then progress is one line rewritten
 * in place), and how wide it is. The interactive shell keeps its JLine terminal in the session ({@value #TERMINAL});
 * a one-command run has only {@link System#console()}.
 */
final class Console {

    /** The session variable of the interactive shell's terminal (Gogo JLine's {@code Shell.VAR_TERMINAL}). */
    static final String TERMINAL = ".terminal";
    /** The width assumed when the terminal does not say. */
    static final int DEFAULT_WIDTH = 120;

    private Console() {
    }

    /** Whether the command's output goes to a terminal a person watches. */
    static boolean interactive(CommandSession session) {
        Object terminal = session == null ? null : session.get(TERMINAL);
        if (terminal != null) {
            Object type = call(terminal, "getType");
            return type != null && !String.valueOf(type).startsWith("dumb");
        }
        return System.console() != null;
    }

    /** The terminal's width in columns. */
    static int width(CommandSession session) {
        Object terminal = session == null ? null : session.get(TERMINAL);
        Object width = terminal == null ? null : call(terminal, "getWidth");
        if (width instanceof Integer columns && columns > 20) {
            return columns;
        }
        String env = System.getenv("COLUMNS");
        try {
            int columns = env == null ? 0 : Integer.parseInt(env.strip());
            return columns > 20 ? columns : DEFAULT_WIDTH;
        } catch (NumberFormatException e) {
            return DEFAULT_WIDTH;
        }
    }

    /**
     * Where progress goes: straight to the interactive shell's terminal (the command's standard error reaches it only
     * when the command ends), else standard error.
     */
    static java.io.PrintWriter progress(CommandSession session) {
        Object terminal = session == null ? null : session.get(TERMINAL);
        Object writer = terminal == null ? null : call(terminal, "writer");
        if (writer instanceof java.io.PrintWriter terminalWriter) {
            return terminalWriter;
        }
        return new java.io.PrintWriter(System.err, false);
    }

    /** Undoes {@link #onCtrlC}. */
    interface Restore extends AutoCloseable {
        @Override
        void close();
    }

    /**
     * Makes Ctrl-C run {@code action} until the returned handle is closed. The interactive shell's own answer to Ctrl-C
     * interrupts the command's threads and, at once, prints {@code java.lang.InterruptedException} and its prompt while
     * the command is still ending; a command that stops its job itself ends normally with the job's result. Where the
     * session has no terminal (a one-command run, whose Ctrl-C stops the process, or another host), nothing changes.
     */
    static Restore onCtrlC(CommandSession session, Runnable action) {
        Object terminal = session == null ? null : session.get(TERMINAL);
        if (terminal == null) {
            return () -> { };
        }
        try {
            ClassLoader loader = terminal.getClass().getClassLoader();
            Class<?> terminalType = Class.forName("org.jline.terminal.Terminal", false, loader);
            Class<?> signalType = Class.forName("org.jline.terminal.Terminal$Signal", false, loader);
            Class<?> handlerType = Class.forName("org.jline.terminal.Terminal$SignalHandler", false, loader);
            Object interrupt = signalType.getMethod("valueOf", String.class).invoke(null, "INT");
            Object ours = Proxy.newProxyInstance(loader, new Class<?>[] {handlerType}, (proxy, method, args) -> {
                switch (method.getName()) {
                    case "handle" -> action.run();
                    case "equals" -> {
                        return proxy == args[0];
                    }
                    case "hashCode" -> {
                        return System.identityHashCode(proxy);
                    }
                    case "toString" -> {
                        return "Polyboard's Ctrl-C";
                    }
                    default -> {
                        return null;
                    }
                }
                return null;
            });
            Method handle = terminalType.getMethod("handle", signalType, handlerType);
            Object previous = handle.invoke(terminal, interrupt, ours);
            return () -> {
                try {
                    handle.invoke(terminal, interrupt, previous);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    // the terminal has gone with its shell
                }
            };
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return () -> { };
        }
    }

    /** A no-argument method of the terminal, through reflection: this bundle does not import JLine. */
    private static Object call(Object target, String name) {
        for (Class<?> type = target.getClass(); type != null; type = type.getSuperclass()) {
            for (Class<?> face : type.getInterfaces()) {
                try {
                    Method method = face.getMethod(name);
                    return method.invoke(target);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    // not this one
                }
            }
        }
        return null;
    }
}
