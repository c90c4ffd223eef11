package org.polyboard.shell;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Function;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Component;

/**
 * A line the interactive shell cannot parse (a stray {@code }}, an unbalanced bracket) ends Gogo's shell, as if it were
 * the end of the input. The distribution's profile runs {@code pb:syntax} once: it puts a parser before the shell's own
 * that turns such a line into {@code pb:syntax 'what is wrong'}, which fails with that one line, and the shell stays
 * up. Not listed by {@code help}.
 */
@GogoCommand(scope = "pb", function = SyntaxCommand.FUNCTION)
@Component(service = SyntaxCommand.class)
public final class SyntaxCommand implements Function {

    static final String FUNCTION = "syntax";
    private static final String READER = ".reader";

    @Override
    public Object execute(CommandSession session, List<Object> arguments) {
        List<String> words = Invocation.words(arguments);
        if (words.isEmpty()) {
            guard(session);
            return null;
        }
        ExitStatus.set(session, ExitStatus.FAILED);
        throw new UsageError("The shell cannot read that line (" + String.join(" ", words) + "); put quotes around a word"
                + " with { } ( ) [ ] ; | or &.");
    }

    @Descriptor("the shell's guard against lines it cannot parse (run by the profile)")
    public void syntax(CommandSession session, String... words) {
        // the work is in execute; this method carries the description
    }

    /** Puts the lenient parser before the shell's own, once; nothing without an interactive reader. */
    static void guard(CommandSession session) {
        Object reader = session.get(READER);
        if (reader == null) {
            return;
        }
        try {
            ClassLoader loader = reader.getClass().getClassLoader();
            Class<?> parserType = Class.forName("org.jline.reader.Parser", false, loader);
            Class<?> eofType = Class.forName("org.jline.reader.EOFError", false, loader);
            Class<?> contextType = Class.forName("org.jline.reader.Parser$ParseContext", false, loader);
            Object accept = contextType.getMethod("valueOf", String.class).invoke(null, "ACCEPT_LINE");
            Method get = reader.getClass().getMethod("getParser");
            Method set = reader.getClass().getMethod("setParser", parserType);
            Object original = get.invoke(reader);
            if (Proxy.isProxyClass(original.getClass())) {
                return;
            }
            Object lenient = Proxy.newProxyInstance(loader, new Class<?>[] {parserType}, (proxy, method, args) -> {
                switch (method.getName()) {
                    case "equals":
                        return proxy == args[0];
                    case "hashCode":
                        return System.identityHashCode(proxy);
                    case "toString":
                        return "Polyboard's guard of " + original;
                    default:
                        break;
                }
                try {
                    return method.invoke(original, args);
                } catch (InvocationTargetException e) {
                    Throwable cause = e.getCause();
                    boolean accepting = method.getName().equals("parse") && args != null && args.length == 3
                            && accept.equals(args[2]);
                    if (!accepting || eofType.isInstance(cause)) {
                        throw cause;
                    }
                    String why = String.valueOf(cause.getMessage()).replace("'", "");
                    String line = "pb:" + FUNCTION + " '" + why + "'";
                    return method.invoke(original, line, line.length(), args[2]);
                }
            });
            set.invoke(reader, lenient);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            // another shell: its own way with such lines
        }
    }
}
