package org.polyboard.solver.ortools.internal;

/**
 * A daemon thread that runs {@code tick} every {@code millis} while a native solver runs on the caller's thread (the
 * native call cannot look at the job itself); closing it stops and joins the thread.
 */
final class Poller implements AutoCloseable {

    private final Thread thread;

    private Poller(Thread thread) {
        this.thread = thread;
    }

    /** Starts polling, on a thread named after the caller's. */
    static Poller start(long millis, Runnable tick) {
        Thread thread = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                tick.run();
                try {
                    Thread.sleep(millis);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "polyboard-" + Thread.currentThread().getName() + "-stop");
        thread.setDaemon(true);
        thread.start();
        return new Poller(thread);
    }

    @Override
    public void close() {
        thread.interrupt();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
