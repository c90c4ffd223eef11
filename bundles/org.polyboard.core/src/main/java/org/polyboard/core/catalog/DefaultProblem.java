package org.polyboard.core.catalog;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.core.model.AttackModels;

/** An instance with its board and piece resolved; the attack model is built on first use. */
public final class DefaultProblem implements Problem {

    private final Instance instance;
    private final Board board;
    private final Piece piece;
    private volatile AttackModel model;
    /** When the attack model began to be built ({@link System#nanoTime()}), and how long it took; -1 until then. */
    private volatile long modelStarted = -1;
    private volatile long modelNanos = -1;
    /** Set when the job of this problem has ended without waiting for its solver: a model not built then never is. */
    private volatile boolean abandoned;
    private volatile List<int[]> invariance;
    private final Map<Object, Object> derived = new ConcurrentHashMap<>();

    public DefaultProblem(Instance instance, Board board, Piece piece) {
        this.instance = instance;
        this.board = board;
        this.piece = piece;
    }

    @Override
    public Instance instance() {
        return instance;
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public Piece piece() {
        return piece;
    }

    @Override
    public AttackModel model() {
        AttackModel result = model;
        if (result == null) {
            synchronized (this) {
                result = model;
                if (result == null) {
                    if (abandoned) {
                        throw new CancellationException("the attack model of " + board.description()
                                + " is no longer wanted: its job has ended");
                    }
                    long start = System.nanoTime();
                    modelStarted = start;
                    result = AttackModels.build(board, piece,
                            () -> abandoned || Thread.currentThread().isInterrupted());
                    modelNanos = System.nanoTime() - start;
                    model = result;
                }
            }
        }
        return result;
    }

    /**
     * What building the attack model has cost so far, for a job's messages: empty if it has not begun, else the
     * milliseconds it took, or has taken until now while it is still being built (then {@link #modelBuilt()} is false).
     */
    public OptionalLong modelMillis() {
        long started = modelStarted;
        if (started < 0) {
            return OptionalLong.empty();
        }
        long took = modelNanos;
        return OptionalLong.of((took >= 0 ? took : System.nanoTime() - started) / 1_000_000);
    }

    /**
     * Gives up the attack model if it is still being built, and any later request of it: for a job that has ended
     * without waiting for its solver, whose threads would otherwise go on building it (seconds on 3^8) for nobody.
     */
    public void abandon() {
        abandoned = true;
    }

    /** Whether the attack model has been built. */
    public boolean modelBuilt() {
        return model != null;
    }

    @Override
    public List<int[]> invariance() {
        List<int[]> result = invariance;
        if (result == null) {
            result = Invariance.of(board, model(), symmetry().orElse(null));
            invariance = result;
        }
        return result;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T derived(Object key, Function<Problem, T> compute) {
        return (T) derived.computeIfAbsent(key, k -> compute.apply(this));
    }
}
