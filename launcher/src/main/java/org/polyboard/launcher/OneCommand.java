package org.polyboard.launcher;

import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;

/**
 * Runs one command of the {@code pb} scope in a non-interactive Gogo session and turns its outcome
 * into an exit status: the session variable {@code pb.exit} (0 when unset), or {@link #FAILED} with
 * one line on standard error when the command throws.
 */
final class OneCommand {

    static final String SCOPE = "pb";
    /** Session variable (Integer) in which a command reports a non-zero exit status. */
    static final String EXIT_VARIABLE = "pb.exit";
    /** Exit status of a command that threw, of bad arguments and of an unknown command. */
    static final int FAILED = 2;

    private static final String COMMAND_SCOPE = "osgi.command.scope";
    private static final String SOLVE_SERVICE = "org.polyboard.api.solve.SolveService";
    private static final String JOB = "org.polyboard.api.solve.Job";
    private static final String COMMAND_FUNCTION = "osgi.command.function";
    /** How long to wait for the commands after boot; they normally exist as soon as the bundles started. */
    private static final long COMMANDS_TIMEOUT_MILLIS = 10_000;
    /** How long the command set must stay unchanged before a name missing from it counts as unknown. */
    private static final long SETTLE_MILLIS = 250;

    private final BundleContext context;
    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;
    private final boolean stackTrace;

    OneCommand(BundleContext context, InputStream in, PrintStream out, PrintStream err, boolean stackTrace) {
        this.context = context;
        this.in = in;
        this.out = out;
        this.err = err;
        this.stackTrace = stackTrace;
    }

    /** Runs {@code pb:<command> <args>} and returns the exit status. */
    int run(String command, List<String> args) throws InterruptedException {
        ServiceReference<?> processor = awaitCommand(command);
        if (processor == null) {
            return FAILED;
        }
        return execute(processor, GogoQuoting.commandLine(SCOPE, command, args), command);
    }

    /** Runs {@code pb:help <command>}: the command's description and options. */
    int help(String command) throws InterruptedException {
        ServiceReference<?> processor = awaitCommand(command);
        if (processor == null) {
            return FAILED;
        }
        return execute(processor, SCOPE + ":help " + GogoQuoting.quote(command), command);
    }

    private int execute(ServiceReference<?> processor, String commandLine, String command) {
        try (GogoSession session = GogoSession.open(processor, in, out, err)) {
            try {
                Object result = session.execute(commandLine);
                if (result != null) {
                    out.println(session.format(result));
                }
                return exitStatus(session.get(EXIT_VARIABLE));
            } catch (Exception e) {
                report(command, e);
                return FAILED;
            } finally {
                out.flush();
            }
        } catch (Exception e) {
            report(command, e);
            return FAILED;
        }
    }

    /**
     * Cancels the solves running in the framework (the process is being stopped: Ctrl-C, kill), so that a command
     * waiting for one prints its result so far, as {@code cancel} would. Through the solve service's interfaces as
     * the framework loads them, since the launcher's class path does not hold the API. Returns whether one was running.
     */
    boolean cancelJobs() {
        ServiceReference<?> reference;
        Object service;
        try {
            reference = context.getServiceReference(SOLVE_SERVICE);
            service = reference == null ? null : context.getService(reference);
        } catch (IllegalStateException e) {
            // the framework has stopped: nothing runs
            return false;
        }
        if (service == null) {
            return false;
        }
        try {
            Class<?> serviceType = reference.getBundle().loadClass(SOLVE_SERVICE);
            Class<?> jobType = reference.getBundle().loadClass(JOB);
            Method isDone = jobType.getMethod("isDone");
            Method cancel = jobType.getMethod("cancel");
            boolean any = false;
            for (Object job : (List<?>) serviceType.getMethod("jobs").invoke(service)) {
                if (!(Boolean) isDone.invoke(job)) {
                    cancel.invoke(job);
                    any = true;
                }
            }
            return any;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        } finally {
            try {
                context.ungetService(reference);
            } catch (IllegalStateException e) {
                // the framework stopped meanwhile
            }
        }
    }

    private void report(String command, Exception e) {
        String message = Messages.firstLine(e);
        if (message.startsWith("Cannot coerce")) {
            // Gogo found no method of the command that takes these arguments
            message = "wrong arguments for '" + command + "'; see 'polyboard help " + command + "'";
        }
        err.println("polyboard: " + message);
        if (stackTrace) {
            e.printStackTrace(err);
        }
    }

    static int exitStatus(Object value) {
        if (value == null) {
            return 0;
        }
        if (value instanceof Number number) {
            return number.intValue();
        }
        try {
            return Integer.parseInt(value.toString().strip());
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    /**
     * Waits for the command processor and for {@code command} in the {@code pb} scope. Prints one line
     * and returns {@code null} if the command does not exist.
     */
    private ServiceReference<?> awaitCommand(String command) throws InterruptedException {
        long deadline = System.nanoTime() + COMMANDS_TIMEOUT_MILLIS * 1_000_000;
        Set<String> seen = Set.of();
        long seenSince = System.nanoTime();
        while (true) {
            ServiceReference<?> processor = context.getServiceReference(GogoSession.PROCESSOR);
            Set<String> functions = functions();
            if (processor != null && functions.contains(command)) {
                return processor;
            }
            long now = System.nanoTime();
            if (!functions.equals(seen)) {
                seen = functions;
                seenSince = now;
            }
            boolean settled = processor != null && !functions.isEmpty()
                    && now - seenSince > SETTLE_MILLIS * 1_000_000;
            if (settled) {
                // serve runs in the launcher, worker in the cluster bundle that only some runs install
                Set<String> all = new TreeSet<>(functions);
                all.addAll(Set.of("serve", "worker"));
                // the interactive shell's own guard, not a command to run
                all.remove("syntax");
                err.println("polyboard: unknown command '" + command + "'; the commands are: " + String.join(", ", all));
                return null;
            }
            if (now > deadline) {
                err.println("polyboard: the '" + SCOPE + "' commands are not available"
                        + (processor == null ? " (no Gogo runtime)" : " (is org.polyboard.shell in bundle/?)"));
                return null;
            }
            Thread.sleep(10);
        }
    }

    /** The function names registered in the {@code pb} scope. */
    private Set<String> functions() {
        Set<String> names = new TreeSet<>();
        ServiceReference<?>[] references;
        try {
            references = context.getAllServiceReferences(null, "(" + COMMAND_SCOPE + "=" + SCOPE + ")");
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
        if (references == null) {
            return names;
        }
        for (ServiceReference<?> reference : references) {
            Object value = reference.getProperty(COMMAND_FUNCTION);
            if (value instanceof String name) {
                names.add(name);
            } else if (value instanceof Collection<?> collection) {
                collection.forEach(name -> names.add(String.valueOf(name)));
            } else if (value != null && value.getClass().isArray()) {
                for (int i = 0; i < Array.getLength(value); i++) {
                    names.add(String.valueOf(Array.get(value, i)));
                }
            }
        }
        return names;
    }
}
