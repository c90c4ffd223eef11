package org.polyboard.shell;

import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Parameter;

/**
 * Calls a command's method with the words the shell hands over. Options are read by the names of the method's
 * {@link Parameter} annotations, anywhere among the words ({@code --solver bnb} or {@code --solver=bnb}); the other
 * words become its last parameter ({@code String...}). Gogo's own matching gives up on a mistake with "Cannot coerce
 * solve(Token, Token, Token) to any of [...]"; here each mistake is one line in the command's own terms: an option
 * without its value, an option given twice, an unknown option. {@code --help} prints the command's help.
 */
final class Invocation {

    private Invocation() {
    }

    /**
     * Runs {@code function} of {@code command} with {@code arguments} as the shell hands them over.
     *
     * @throws UsageError for malformed options, with the exit status left at {@link ExitStatus#FAILED}
     * @throws Exception what the command throws
     */
    static Object run(CommandSession session, Object command, String function, List<Object> arguments) throws Exception {
        Method method = method(command.getClass(), function);
        List<String> words = words(arguments);
        if (words.contains("--help")) {
            System.out.print(CommandHelp.text(function, method, command));
            ExitStatus.set(session, 0);
            return null;
        }
        Object[] values;
        try {
            values = values(session, function, method, words);
        } catch (UsageError e) {
            ExitStatus.set(session, ExitStatus.FAILED);
            throw e;
        }
        try {
            return method.invoke(command, values);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception exception) {
                throw exception;
            }
            if (cause instanceof OutOfMemoryError) {
                // the shell goes on (what held the memory is gone with the command); say so in one line
                ExitStatus.set(session, 1);
                throw new IllegalStateException(outOfMemory(), cause);
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    /** What a command that ran out of Java heap says, with the way to give the shell more. */
    private static String outOfMemory() {
        // the words the launcher uses when the heap runs out outside a command
        return "out of memory (Java heap space, " + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB at most): give"
                + " the run more with JAVA_OPTS=-Xmx<size>, e.g. JAVA_OPTS=-Xmx8g";
    }

    /** The public method of {@code type} named {@code function} whose first parameter is the session. */
    static Method method(Class<?> type, String function) {
        for (Method m : type.getMethods()) {
            if (m.getName().equalsIgnoreCase(function) && m.getParameterCount() > 0
                    && m.getParameterTypes()[0] == CommandSession.class) {
                return m;
            }
        }
        throw new IllegalStateException(type.getName() + " has no method " + function + "(CommandSession, ...)");
    }

    /** The words of the command line: lists (as a closure's {@code $args}) spread out, other objects as text. */
    static List<String> words(List<Object> arguments) {
        List<String> words = new ArrayList<>();
        for (Object argument : arguments == null ? List.<Object>of() : arguments) {
            add(words, argument);
        }
        return words;
    }

    private static void add(List<String> words, Object argument) {
        if (argument == null) {
            return;
        }
        if (argument instanceof Collection<?> collection) {
            collection.forEach(element -> add(words, element));
        } else if (argument.getClass().isArray()) {
            for (int i = 0; i < Array.getLength(argument); i++) {
                add(words, Array.get(argument, i));
            }
        } else {
            words.add(String.valueOf(argument));
        }
    }

    /** Whether {@code word} reads as an option: {@code --x} or {@code -x}, but not a negative number such as {@code -1}. */
    static boolean isOption(String word) {
        return word.startsWith("--") && word.length() > 2
                || word.length() > 1 && word.charAt(0) == '-' && Character.isLetter(word.charAt(1));
    }

    private static Object[] values(CommandSession session, String function, Method method, List<String> words) {
        Class<?>[] types = method.getParameterTypes();
        java.lang.annotation.Annotation[][] annotations = method.getParameterAnnotations();
        Object[] values = new Object[types.length];
        Parameter[] parameters = new Parameter[types.length];
        Map<String, Integer> byName = new LinkedHashMap<>();
        int rest = -1;
        for (int i = 0; i < types.length; i++) {
            if (types[i] == CommandSession.class) {
                values[i] = session;
                continue;
            }
            parameters[i] = annotation(annotations[i], Parameter.class);
            if (parameters[i] != null) {
                for (String name : parameters[i].names()) {
                    byName.put(name, i);
                }
            } else if (types[i] == String[].class && i == types.length - 1) {
                rest = i;
            } else {
                throw new IllegalStateException(method + ": parameter " + i + " is neither an option nor the words");
            }
        }
        String[] given = new String[types.length];
        List<String> others = new ArrayList<>();
        for (int w = 0; w < words.size(); w++) {
            String word = words.get(w);
            String name = word;
            String inline = null;
            int eq = word.indexOf('=');
            if (word.startsWith("--") && eq > 2) {
                name = word.substring(0, eq);
                inline = word.substring(eq + 1);
            }
            Integer index = byName.get(name);
            if (index == null) {
                if (isOption(word)) {
                    throw new UsageError("Unknown option '" + word + "' for " + function + "; 'help " + function
                            + "' lists its options.");
                }
                others.add(word);
                continue;
            }
            Parameter p = parameters[index];
            if (!Parameter.UNSPECIFIED.equals(p.presentValue())) {
                if (inline != null) {
                    throw new UsageError(name + " takes no value (got '" + word + "'); give " + name + " alone.");
                }
                given[index] = p.presentValue();
                continue;
            }
            String value = inline;
            if (value == null) {
                if (w + 1 >= words.size() || byName.containsKey(words.get(w + 1))) {
                    throw new UsageError(name + " needs a value" + what(annotations[index]) + "; 'help " + function
                            + "' lists the options.");
                }
                value = words.get(++w);
            }
            if (given[index] != null) {
                throw new UsageError(name + " is given twice (" + given[index] + ", then " + value + "); give it once.");
            }
            given[index] = value;
        }
        for (int i = 0; i < types.length; i++) {
            if (parameters[i] != null) {
                String text = given[i] != null ? given[i] : parameters[i].absentValue();
                values[i] = convert(parameters[i].names()[parameters[i].names().length - 1], text, types[i]);
            }
        }
        if (rest >= 0) {
            values[rest] = others.toArray(String[]::new);
        } else if (!others.isEmpty()) {
            throw new UsageError(function + " takes no words but its options, got '" + others.get(0) + "'; 'help "
                    + function + "' lists them.");
        }
        return values;
    }

    /** ": its description" of an option, for a message. */
    private static String what(java.lang.annotation.Annotation[] annotations) {
        Descriptor d = annotation(annotations, Descriptor.class);
        return d == null ? "" : " (" + d.value() + ")";
    }

    private static Object convert(String name, String text, Class<?> type) {
        if (type == String.class) {
            return text;
        }
        if (type == boolean.class || type == Boolean.class) {
            return Boolean.parseBoolean(text.toLowerCase(Locale.ROOT));
        }
        try {
            if (type == int.class || type == Integer.class) {
                return Integer.parseInt(text.strip());
            }
            if (type == long.class || type == Long.class) {
                return Long.parseLong(text.strip());
            }
        } catch (NumberFormatException e) {
            throw new UsageError(name + " " + text + " is not a whole number.");
        }
        throw new IllegalStateException("options of type " + type + " are not read");
    }

    static <A extends java.lang.annotation.Annotation> A annotation(java.lang.annotation.Annotation[] annotations,
            Class<A> type) {
        for (java.lang.annotation.Annotation a : annotations) {
            if (type.isInstance(a)) {
                return type.cast(a);
            }
        }
        return null;
    }
}
