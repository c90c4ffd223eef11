package org.polyboard.cluster;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Function;
import org.apache.felix.service.command.Parameter;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.ClusterTarget;

/**
 * {@code worker}: starts this runtime's worker member, which runs the work units coordinators hand it until it
 * is stopped ({@code worker --stop}) or the runtime ends. The command line keeps the process running after the
 * ready line.
 */
@GogoCommand(scope = "pb", function = "worker")
@Component(service = WorkerCommand.class)
public final class WorkerCommand implements Function {

    /** Session variable (Integer) in which a command reports a non-zero exit status. */
    private static final String EXIT = "pb.exit";

    private final Workers workers;

    @Activate
    public WorkerCommand(@Reference Workers workers) {
        this.workers = workers;
    }

    /**
     * Reads the options by the names of {@link #worker}'s annotations and calls it: a mistake (an option without its
     * value, given twice, unknown) is one line, where Gogo's own matching would answer "Cannot coerce worker(...)".
     */
    @Override
    public Object execute(CommandSession session, List<Object> arguments) throws Exception {
        Method method = null;
        for (Method m : getClass().getMethods()) {
            if (m.getName().equals("worker")) {
                method = m;
            }
        }
        Class<?>[] types = method.getParameterTypes();
        Annotation[][] annotations = method.getParameterAnnotations();
        Object[] values = new Object[types.length];
        Parameter[] parameters = new Parameter[types.length];
        Map<String, Integer> byName = new LinkedHashMap<>();
        for (int i = 0; i < types.length; i++) {
            for (Annotation a : annotations[i]) {
                if (a instanceof Parameter p) {
                    parameters[i] = p;
                    for (String name : p.names()) {
                        byName.put(name, i);
                    }
                }
            }
        }
        List<String> words = new ArrayList<>();
        for (Object argument : arguments) {
            if (argument instanceof Collection<?> collection) {
                collection.forEach(element -> words.add(String.valueOf(element)));
            } else if (argument != null) {
                words.add(String.valueOf(argument));
            }
        }
        String[] given = new String[types.length];
        try {
            for (int w = 0; w < words.size(); w++) {
                String word = words.get(w);
                int eq = word.indexOf('=');
                String name = word.startsWith("--") && eq > 2 ? word.substring(0, eq) : word;
                Integer index = byName.get(name);
                if (index == null) {
                    throw new IllegalArgumentException(word.startsWith("-") ? "Unknown option '" + word
                            + "' for worker; 'help worker' lists its options." : "worker takes only options, got '"
                            + word + "'; 'help worker' lists them.");
                }
                Parameter p = parameters[index];
                String value;
                if (!Parameter.UNSPECIFIED.equals(p.presentValue())) {
                    value = p.presentValue();
                } else if (!name.equals(word)) {
                    value = word.substring(eq + 1);
                } else if (w + 1 < words.size() && !byName.containsKey(words.get(w + 1))) {
                    value = words.get(++w);
                } else {
                    throw new IllegalArgumentException(name + " needs a value; 'help worker' lists the options.");
                }
                if (given[index] != null && !given[index].equals(value)) {
                    throw new IllegalArgumentException(name + " is given twice (" + given[index] + ", then " + value
                            + "); give it once.");
                }
                given[index] = value;
            }
        } catch (IllegalArgumentException e) {
            session.put(EXIT, 2);
            throw new OneLine(e.getMessage());
        }
        for (int i = 0; i < types.length; i++) {
            if (types[i] == CommandSession.class) {
                values[i] = session;
            } else {
                String text = given[i] != null ? given[i] : parameters[i].absentValue();
                values[i] = types[i] == boolean.class ? Boolean.parseBoolean(text) : text;
            }
        }
        try {
            method.invoke(this, values);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
        return null;
    }

    @Descriptor("start a worker that runs work units for solves with --cluster, e.g. worker --port 5701")
    public void worker(CommandSession session,
            @Descriptor("the address to bind to and announce (default 127.0.0.1: this machine only)")
            @Parameter(names = {"--bind"}, absentValue = "127.0.0.1") String bind,
            @Descriptor("the port to listen on")
            @Parameter(names = {"--port"}, absentValue = "5701") String port,
            @Descriptor("members to join, host:port[,host:port...] (default: none, others join this one)")
            @Parameter(names = {"--join"}, absentValue = "") String join,
            @Descriptor("the cluster name (default polyboard)")
            @Parameter(names = {"--name"}, absentValue = ClusterTarget.DEFAULT_NAME) String name,
            @Descriptor("threads that run units (default 0: one per processor)")
            @Parameter(names = {"--threads"}, absentValue = "0") String threads,
            @Descriptor("a file holding the cluster secret (only its owner may read it; default: the file "
                    + Secret.ENVIRONMENT + " names, else none)")
            @Parameter(names = {"--secret-file"}, absentValue = "") String secretFile,
            @Descriptor("stop the worker of this runtime")
            @Parameter(names = {"--stop"}, presentValue = "true", absentValue = "false") boolean stop,
            @Descriptor("show the worker of this runtime")
            @Parameter(names = {"--status"}, presentValue = "true", absentValue = "false") boolean status) {
        try {
            if (stop) {
                System.out.println(workers.stop());
                return;
            }
            if (status) {
                String line = workers.status();
                System.out.println(line == null ? "no worker runs" : line);
                return;
            }
            List<String> members = new ArrayList<>();
            for (String part : join.split(",")) {
                if (!part.isBlank()) {
                    members.add(part.strip());
                }
            }
            System.out.println(workers.start(new Workers.Settings(bind, number("--port", port), members, name,
                    number("--threads", threads), secretFile)));
            System.out.flush();
        } catch (RuntimeException e) {
            session.put(EXIT, 2);
            throw new OneLine(e.getMessage());
        }
    }

    private static int number(String option, String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " " + text + " is not a whole number.");
        }
    }

    /** A failure shown as its message alone, as one line (Gogo prints a failed command's exception). */
    static final class OneLine extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        OneLine(String message) {
            super(oneLine(message));
        }

        /** The lines of {@code message} as one: advice on a line of its own ("Maybe ...") becomes a clause. */
        static String oneLine(String message) {
            if (message == null) {
                return "";
            }
            return message.strip().replaceAll("[.;]?\\s*\\R\\s*Maybe ", "; maybe ").replaceAll("\\s*\\R\\s*", "; ");
        }

        @Override
        public String toString() {
            return getMessage();
        }
    }
}
