package org.polyboard.core;

import java.lang.reflect.Proxy;

import org.osgi.framework.ServiceReference;
import org.polyboard.api.board.BoardFactory;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.ProblemFamily;
import org.polyboard.api.solve.ModelExporter;
import org.polyboard.api.solve.Renderer;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.work.UnitHost;
import org.polyboard.core.catalog.Catalog;
import org.polyboard.core.exec.units.DefaultUnitHost;
import org.polyboard.core.exec.JobClock;
import org.polyboard.core.exec.JobRunner;
import org.polyboard.core.exec.SharedExecutor;
import org.polyboard.core.journal.ResultsStore;
import org.polyboard.core.render.JsonResultRenderer;
import org.polyboard.core.render.SvgResultRenderer;
import org.polyboard.core.render.TextResultRenderer;
import org.polyboard.core.service.DefaultSolveService;

/**
 * The core's components wired by hand, as the framework wires them: for plain Java use (tests, tools) without
 * an OSGi framework. Families, boards, pieces, solvers, exporters and renderers are added with {@link #add};
 * the three standard renderers are there from the start. {@link #close} stops the jobs and the threads.
 */
public final class Assembly implements AutoCloseable {

    private final Catalog catalog = new Catalog();
    private final SharedExecutor executor;
    private final ResultsStore store = new ResultsStore();
    private final JobRunner runner;
    private final DefaultSolveService service;

    /** An assembly whose shared executor has one thread per available processor. */
    public Assembly() {
        this(0);
    }

    /** An assembly whose shared executor has {@code threads} threads (0: one per available processor). */
    public Assembly(int threads) {
        this(threads, JobClock.SYSTEM);
    }

    /** An assembly with {@code threads} threads (0: one per processor) whose jobs read their time from {@code clock}. */
    public Assembly(int threads, JobClock clock) {
        executor = new SharedExecutor(threads);
        runner = new JobRunner(executor, store, clock);
        service = new DefaultSolveService(catalog, runner, store);
        add(new TextResultRenderer(), new JsonResultRenderer(), new SvgResultRenderer());
    }

    /** An assembly with {@code services} added. */
    public static Assembly of(Object... services) {
        return new Assembly().add(services);
    }

    /**
     * Adds services as the framework would bind them: each may be a family, board factory, piece, solver,
     * exporter or renderer (or several of these).
     *
     * @throws IllegalArgumentException for an object of none of these kinds
     */
    public Assembly add(Object... services) {
        for (Object s : services) {
            boolean bound = false;
            if (s instanceof ProblemFamily f) {
                catalog.addFamily(f, reference());
                bound = true;
            }
            if (s instanceof BoardFactory b) {
                catalog.addBoard(b, reference());
                bound = true;
            }
            if (s instanceof Piece p) {
                catalog.addPiece(p, reference());
                bound = true;
            }
            if (s instanceof Solver v) {
                catalog.addSolver(v, reference());
                runner.addSolver(v);
                bound = true;
            }
            if (s instanceof ModelExporter e) {
                catalog.addExporter(e);
                bound = true;
            }
            if (s instanceof Renderer r) {
                catalog.addRenderer(r, reference());
                bound = true;
            }
            if (!bound) {
                throw new IllegalArgumentException("not a service the solve service binds: " + s);
            }
        }
        return this;
    }

    /** Removes a solver as the framework would unbind it: its running jobs are cancelled. */
    public void removeSolver(Solver solver) {
        catalog.removeSolver(solver);
        runner.removeSolver(solver);
    }

    public SolveService service() {
        return service;
    }

    public JobRunner runner() {
        return runner;
    }

    public SharedExecutor executor() {
        return executor;
    }

    /** A unit host over this assembly's catalog, reporting {@code version} as the core's version. */
    public UnitHost unitHost(String version) {
        return new DefaultUnitHost(catalog, version);
    }

    @Override
    public void close() {
        runner.close();
        store.close();
        executor.close();
    }

    @SuppressWarnings("unchecked")
    private static <T> ServiceReference<T> reference() {
        return (ServiceReference<T>) Proxy.newProxyInstance(Assembly.class.getClassLoader(),
                new Class<?>[] {ServiceReference.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
    }
}
