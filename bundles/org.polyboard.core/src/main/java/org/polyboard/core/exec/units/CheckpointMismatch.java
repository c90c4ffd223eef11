package org.polyboard.core.exec.units;

/**
 * A unit taken from the checkpoints and searched again ({@link Recheck}) gave another result than the one saved: the
 * checkpoints cannot be trusted, and the solve ends with an error. Its message is the one line the user sees.
 */
public final class CheckpointMismatch extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    CheckpointMismatch(String message) {
        super(message);
    }
}
