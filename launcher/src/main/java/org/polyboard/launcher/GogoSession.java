package org.polyboard.launcher;

import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

import org.osgi.framework.Bundle;
import org.osgi.framework.ServiceReference;

/**
 * A Gogo {@code CommandSession} driven from outside the framework. The launcher's class path does not
 * hold Gogo's API (its classes would differ from the bundle's), so the calls go through reflection on
 * the interfaces as the Gogo runtime bundle loads them.
 */
final class GogoSession implements AutoCloseable {

    static final String PROCESSOR = "org.apache.felix.service.command.CommandProcessor";
    private static final String SESSION = "org.apache.felix.service.command.CommandSession";
    /** {@code Converter.INSPECT}: the level the interactive shell formats results with. */
    private static final int INSPECT = 0;

    private final Object session;
    private final Method execute;
    private final Method get;
    private final Method format;
    private final Method close;

    private GogoSession(Object session, Class<?> type) throws NoSuchMethodException {
        this.session = session;
        this.execute = type.getMethod("execute", CharSequence.class);
        this.get = type.getMethod("get", String.class);
        this.format = type.getMethod("format", Object.class, int.class);
        this.close = type.getMethod("close");
    }

    /** Opens a session on the command processor behind {@code reference}. */
    static GogoSession open(ServiceReference<?> reference, InputStream in, OutputStream out, OutputStream err)
            throws Exception {
        Bundle runtime = reference.getBundle();
        Class<?> processorType = runtime.loadClass(PROCESSOR);
        Class<?> sessionType = runtime.loadClass(SESSION);
        Object processor = runtime.getBundleContext().getService(reference);
        if (processor == null) {
            throw new IllegalStateException("the Gogo command processor has gone");
        }
        Method create = processorType.getMethod("createSession", InputStream.class, OutputStream.class,
                OutputStream.class);
        return new GogoSession(invoke(create, processor, in, out, err), sessionType);
    }

    /**
     * Runs one command line and returns its result.
     *
     * @throws Exception what the command (or Gogo, e.g. for a syntax error) threw
     */
    Object execute(String commandLine) throws Exception {
        return invoke(execute, session, commandLine);
    }

    Object get(String variable) throws Exception {
        return invoke(get, session, variable);
    }

    /** The result as the interactive shell would print it. */
    String format(Object result) throws Exception {
        return String.valueOf(invoke(format, session, result, INSPECT));
    }

    @Override
    public void close() throws Exception {
        invoke(close, session);
    }

    private static Object invoke(Method method, Object target, Object... args) throws Exception {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception exception) {
                throw exception;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }
}
