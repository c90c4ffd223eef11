package org.polyboard.core.service;

import java.lang.reflect.Proxy;

import org.osgi.framework.ServiceReference;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Solver;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.family.toeplitz.ToeplitzQueen;
import org.polyboard.family.toeplitz.ToeplitzQueensFamily;

/**
 * A {@link DefaultSolveService} wired without a framework through its package-private bind methods, with
 * the rect boards, the Toeplitz family and piece, and the given solvers. Lives in the core's package for
 * that access only.
 */
public final class ToeplitzTestService implements AutoCloseable {

    private final DefaultSolveService service = new DefaultSolveService();

    public ToeplitzTestService(Solver... solvers) {
        service.activate();
        service.addBoard(new RectBoardFactory(), reference());
        service.addFamily(new ToeplitzQueensFamily(), reference());
        service.addPiece(new ToeplitzQueen(), reference());
        for (Solver solver : solvers) {
            service.addSolver(solver, reference());
        }
    }

    public SolveService service() {
        return service;
    }

    @Override
    public void close() {
        service.deactivate();
    }

    /** A service reference with no properties and no bundle. */
    @SuppressWarnings("unchecked")
    private static <T> ServiceReference<T> reference() {
        return (ServiceReference<T>) Proxy.newProxyInstance(ToeplitzTestService.class.getClassLoader(),
                new Class<?>[] {ServiceReference.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
    }
}
