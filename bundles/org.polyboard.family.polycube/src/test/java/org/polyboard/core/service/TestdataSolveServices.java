package org.polyboard.core.service;

import java.lang.reflect.Proxy;

import org.osgi.framework.ServiceReference;
import org.polyboard.api.board.BoardFactory;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.ProblemFamily;
import org.polyboard.api.solve.ModelExporter;
import org.polyboard.api.solve.Solver;

/**
 * Wires a {@link DefaultSolveService} by hand, as the framework would, from tests outside the core: its activation
 * and bind methods are package-private, so this fixture sits in the core's package.
 */
public final class TestdataSolveServices {

    private TestdataSolveServices() {
    }

    /** An activated service bound to {@code services} (families, board factories, pieces, solvers, exporters). */
    public static DefaultSolveService create(Object... services) {
        DefaultSolveService service = new DefaultSolveService();
        service.activate();
        for (Object s : services) {
            add(service, s);
        }
        return service;
    }

    /** Binds one more service. */
    public static void add(DefaultSolveService service, Object s) {
        boolean bound = false;
        if (s instanceof ProblemFamily f) {
            service.addFamily(f, reference());
            bound = true;
        }
        if (s instanceof BoardFactory b) {
            service.addBoard(b, reference());
            bound = true;
        }
        if (s instanceof Piece p) {
            service.addPiece(p, reference());
            bound = true;
        }
        if (s instanceof Solver v) {
            service.addSolver(v, reference());
            bound = true;
        }
        if (s instanceof ModelExporter e) {
            service.addExporter(e);
            bound = true;
        }
        if (!bound) {
            throw new IllegalArgumentException("not a service the solve service binds: " + s);
        }
    }

    /** Stops the service's jobs. */
    public static void close(DefaultSolveService service) {
        service.deactivate();
    }

    @SuppressWarnings("unchecked")
    private static <T> ServiceReference<T> reference() {
        return (ServiceReference<T>) Proxy.newProxyInstance(TestdataSolveServices.class.getClassLoader(),
                new Class<?>[] {ServiceReference.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
    }
}
