package org.polyboard.core.exec.units;

import org.polyboard.core.exec.Failures;

/**
 * The cluster a solve's units run on failed it: no member answered, a member refused the work, every member
 * left, a unit failed on a member, or two members gave different results for one unit. Its message is the one
 * line the user sees.
 */
public final class ClusterFailure extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    ClusterFailure(Throwable cause) {
        super(line(cause), cause);
    }

    ClusterFailure(String message) {
        super(message);
    }

    /** The message of {@code e} on one line; without one, its root cause's, as {@link Failures#oneLine} gives it. */
    private static String line(Throwable e) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? Failures.oneLine(e)
                : message.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    /** The cluster failure in the causes of {@code e}, or {@code null}. */
    public static ClusterFailure in(Throwable e) {
        return Failures.find(e, ClusterFailure.class);
    }
}
