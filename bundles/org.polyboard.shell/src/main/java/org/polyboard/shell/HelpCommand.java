package org.polyboard.shell;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Parameter;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

/**
 * {@code help}: Polyboard's commands first, each with one line, and then (with {@code --all}) the shell's own; or one
 * command's options. The Polyboard shell's profile also sends it every name the shell does not know, so that a
 * mistyped command reads "Unknown command 'solv'; did you mean 'solve'?" rather than Gogo's exception.
 */
@GogoCommand(scope = "pb", function = "help")
@Component(service = HelpCommand.class)
public final class HelpCommand implements org.apache.felix.service.command.Function {

    /** The order of the list; commands not named here follow by name. */
    static final List<String> ORDER = List.of("families", "solvers", "boards", "pieces", "solve", "table", "results",
            "export", "verify", "jobs", "cancel", "worker", "serve", "help");
    /** The session variable of Gogo's set of every command ({@code scope:function}). */
    private static final String COMMANDS = ".commands";
    private static final String SCOPE = "pb";

    /** The commands of the {@code pb} scope: each function with the object that serves it. */
    private final Function<String, Map<String, Object>> commands;

    @Activate
    public HelpCommand(BundleContext context) {
        this(ignored -> registered(context));
    }

    /** With the commands given, for tests. */
    HelpCommand(Function<String, Map<String, Object>> commands) {
        this.commands = commands;
    }

    @Override
    public Object execute(CommandSession session, List<Object> arguments) throws Exception {
        return Invocation.run(session, this, "help", arguments);
    }

    @Descriptor("list Polyboard's commands, or describe one, e.g. help solve")
    public void help(CommandSession session,
            @Descriptor("also list the shell's own commands (Gogo's: lb, ls, cat, grep, ...)")
            @Parameter(names = {"--all"}, presentValue = "true", absentValue = "false") boolean all,
            @Descriptor("a command") String... words) throws Exception {
        UsageError.guarded(session, () -> {
            Map<String, Object> ours = commands.apply(SCOPE);
            if (words.length == 0) {
                list(session, ours, all);
            } else if (words.length == 1) {
                describe(session, ours, words[0]);
            } else {
                throw new IllegalArgumentException("help takes one command name, e.g. help solve.");
            }
            ExitStatus.set(session, 0);
        });
    }

    private static void list(CommandSession session, Map<String, Object> ours, boolean all) {
        List<String> names = new ArrayList<>(ours.keySet());
        names.remove(SyntaxCommand.FUNCTION);
        names.sort(Comparator.comparingInt((String n) -> ORDER.contains(n) ? ORDER.indexOf(n) : ORDER.size())
                .thenComparing(Comparator.naturalOrder()));
        int width = names.stream().mapToInt(String::length).max().orElse(0);
        System.out.println("Polyboard commands ('help COMMAND' describes one, e.g. help solve):");
        for (String name : names) {
            Method method = Invocation.method(ours.get(name).getClass(), name);
            System.out.println("  " + name + " ".repeat(width - name.length() + 2) + firstSentence(CommandHelp.summary(method)));
        }
        System.out.println("Ctrl-C stops a solve (it prints what it found, CANCELLED); 'e' shows the last error in full;"
                + " 'exit' leaves.");
        Set<String> others = others(session);
        if (!all) {
            if (!others.isEmpty()) {
                System.out.println("'help --all' also lists the shell's own " + others.size() + " commands (lb, ls, cat, grep, ...).");
            }
            return;
        }
        Map<String, List<String>> byScope = new TreeMap<>();
        for (String command : others) {
            int colon = command.indexOf(':');
            byScope.computeIfAbsent(command.substring(0, colon), s -> new ArrayList<>()).add(command.substring(colon + 1));
        }
        byScope.forEach((scope, functions) -> System.out.println(scope + ": " + String.join(" ", functions)));
    }

    private static void describe(CommandSession session, Map<String, Object> ours, String name) throws Exception {
        String bare = name.startsWith(SCOPE + ":") ? name.substring(SCOPE.length() + 1) : name;
        Object command = ours.get(bare);
        if (command != null) {
            System.out.print(CommandHelp.text(bare, Invocation.method(command.getClass(), bare), command));
            return;
        }
        Set<String> others = others(session);
        boolean known = others.contains(name) || others.stream().anyMatch(c -> c.endsWith(":" + name));
        if (known && others.contains("gogo:help")) {
            session.execute("gogo:help " + name);
            return;
        }
        if (known) {
            System.out.println(name + " is a command of the shell, not of Polyboard; see the shell's own help.");
            return;
        }
        Set<String> candidates = new TreeSet<>(ours.keySet());
        others.forEach(c -> candidates.add(c.substring(c.indexOf(':') + 1)));
        String closest = closest(bare, candidates);
        throw new IllegalArgumentException("Unknown command '" + name + "'"
                + (closest == null ? ";" : "; did you mean '" + closest + "'?") + " 'help' lists the commands.");
    }

    /** The shell's commands outside the {@code pb} scope, as {@code scope:function}. */
    private static Set<String> others(CommandSession session) {
        Set<String> names = new TreeSet<>();
        Object all = session.get(COMMANDS);
        if (all instanceof Collection<?> collection) {
            for (Object command : collection) {
                String text = String.valueOf(command);
                if (text.contains(":") && !text.startsWith(SCOPE + ":")) {
                    names.add(text);
                }
            }
        }
        return names;
    }

    /** The candidate nearest to {@code name} by edits (at most two, or a prefix), or {@code null}. */
    static String closest(String name, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String lower = name.toLowerCase(Locale.ROOT);
        for (String candidate : candidates) {
            int d = candidate.startsWith(lower) && lower.length() >= 3 ? 1 : distance(lower, candidate);
            if (d < bestDistance || d == bestDistance && best != null && candidate.compareTo(best) < 0) {
                best = candidate;
                bestDistance = d;
            }
        }
        return bestDistance <= Math.min(2, Math.max(1, name.length() / 2)) ? best : null;
    }

    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }

    private static String firstSentence(String text) {
        int comma = text.indexOf(", e.g.");
        return comma > 0 ? text.substring(0, comma) : text;
    }

    /** The commands registered in {@code pb}: each function name with its service object. */
    private static Map<String, Object> registered(BundleContext context) {
        Map<String, Object> found = new LinkedHashMap<>();
        ServiceReference<?>[] references;
        try {
            references = context.getServiceReferences((String) null, "(osgi.command.scope=" + SCOPE + ")");
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
        for (ServiceReference<?> reference : references == null ? new ServiceReference<?>[0] : references) {
            Object service = context.getService(reference);
            if (service == null) {
                continue;
            }
            try {
                for (String function : functions(reference.getProperty("osgi.command.function"))) {
                    found.put(function, service);
                }
            } finally {
                context.ungetService(reference);
            }
        }
        return found;
    }

    private static List<String> functions(Object property) {
        List<String> names = new ArrayList<>();
        if (property instanceof String name) {
            names.add(name);
        } else if (property instanceof Collection<?> collection) {
            collection.forEach(name -> names.add(String.valueOf(name)));
        } else if (property != null && property.getClass().isArray()) {
            for (int i = 0; i < Array.getLength(property); i++) {
                names.add(String.valueOf(Array.get(property, i)));
            }
        }
        return names;
    }
}
