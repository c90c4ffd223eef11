package org.polyboard.core.exec;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;

/**
 * The one pool every solve runs its parallel work on, offered to solvers through
 * {@link org.polyboard.api.solve.SolveContext#executor()}: two solves at once share its threads instead of
 * each starting as many as there are cores. Its threads are daemons named {@code polyboard-worker-N}; a task
 * waits in the queue when every thread is busy. Thread-safe.
 */
@Component(service = SharedExecutor.class)
@Designate(ocd = SharedExecutor.Config.class)
public final class SharedExecutor implements Executor {

    /** The prefix of the pool's thread names. */
    public static final String THREAD_PREFIX = "polyboard-worker-";

    @ObjectClassDefinition(name = "Polyboard shared executor", description = "The threads all solves share")
    public @interface Config {
        @AttributeDefinition(description = "Threads in the pool; 0 for one per available processor")
        int threads() default 0;
    }

    private final ExecutorService pool;
    private final int size;

    @Activate
    public SharedExecutor(Config config) {
        this(config.threads());
    }

    /** A pool of {@code threads} threads, or one per available processor when {@code threads} is 0 or less. */
    public SharedExecutor(int threads) {
        this.size = threads > 0 ? threads : Math.max(1, Runtime.getRuntime().availableProcessors());
        AtomicInteger count = new AtomicInteger();
        ThreadPoolExecutor executor = new ThreadPoolExecutor(size, size, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                r -> {
                    Thread t = new Thread(r, THREAD_PREFIX + count.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        executor.allowCoreThreadTimeOut(true);
        this.pool = executor;
    }

    /** How many threads the pool runs at most. */
    public int size() {
        return size;
    }

    @Override
    public void execute(Runnable task) {
        pool.execute(task);
    }

    /** Whether the pool has been shut down (then {@link #execute} throws {@link RejectedExecutionException}). */
    public boolean isShutdown() {
        return pool.isShutdown();
    }

    @Deactivate
    public void close() {
        pool.shutdownNow();
    }
}
