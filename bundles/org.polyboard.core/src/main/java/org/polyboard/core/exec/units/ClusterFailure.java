package org.polyboard.core.exec.units;

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

    /** The message of {@code e} on one line; without one, its root cause's class and message. */
    private static String line(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            Throwable root = e;
            while (root.getCause() != null && root.getCause() != root) {
                root = root.getCause();
            }
            message = root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
        }
        return message.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    /** The cluster failure in the causes of {@code e}, or {@code null}. */
    public static ClusterFailure in(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof ClusterFailure failure) {
                return failure;
            }
        }
        return null;
    }
}
