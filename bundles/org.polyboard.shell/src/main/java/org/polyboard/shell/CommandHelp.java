package org.polyboard.shell;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Parameter;

/** The help of one command, read from its method's annotations: what it does, its options and its words. */
final class CommandHelp {

    /** A command that adds lines to its help which only the running system knows (e.g. the installed formats). */
    interface Notes {
        List<String> notes();
    }

    private CommandHelp() {
    }

    /** The first line of a command's description, for the list of commands. */
    static String summary(Method method) {
        Descriptor d = method.getAnnotation(Descriptor.class);
        return d == null ? "" : d.value();
    }

    /** The full help of {@code function}, ending with a line break. */
    static String text(String function, Method method, Object command) {
        StringBuilder text = new StringBuilder();
        text.append(function).append(" - ").append(summary(method)).append('\n');
        List<String[]> options = new ArrayList<>();
        String words = null;
        Class<?>[] types = method.getParameterTypes();
        Annotation[][] annotations = method.getParameterAnnotations();
        for (int i = 0; i < types.length; i++) {
            if (types[i] == CommandSession.class) {
                continue;
            }
            Parameter p = Invocation.annotation(annotations[i], Parameter.class);
            Descriptor d = Invocation.annotation(annotations[i], Descriptor.class);
            String description = d == null ? "" : d.value();
            if (p == null) {
                words = description;
                continue;
            }
            String names = String.join(", ", p.names());
            boolean flag = !Parameter.UNSPECIFIED.equals(p.presentValue());
            if (!flag) {
                String last = p.names()[p.names().length - 1];
                names += " " + last.replaceFirst("^-+", "").toUpperCase(Locale.ROOT);
            }
            options.add(new String[] {names, description});
        }
        text.append("usage: ").append(function).append(options.isEmpty() ? "" : " [OPTIONS]")
                .append(words == null ? "" : " WORDS...").append('\n');
        if (words != null && !words.isEmpty()) {
            text.append("words: ").append(words).append('\n');
        }
        if (!options.isEmpty()) {
            int width = options.stream().mapToInt(o -> o[0].length()).max().orElse(0);
            text.append("options:\n");
            for (String[] o : options) {
                text.append("  ").append(o[0]).append(" ".repeat(width - o[0].length() + 2)).append(o[1]).append('\n');
            }
        }
        if (command instanceof Notes notes) {
            notes.notes().forEach(line -> text.append(line).append('\n'));
        }
        return text.toString();
    }
}
