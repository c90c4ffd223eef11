package org.polyboard.api.work;

import org.osgi.annotation.versioning.ConsumerType;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.SolveOptions;

/**
 * Runs work units on the members of a cluster. Registered as a service by a cluster bundle; the core uses it for
 * solves whose {@link SolveOptions#cluster()} names a cluster, and keeps planning, checkpoints and merging.
 * Thread-safe.
 *
 * @since 1.1
 */
@ConsumerType
public interface UnitCluster {

    /**
     * Joins {@code target} as the coordinator of one solve; blocks until a member that runs units answered.
     *
     * @param instance the instance being solved, from which members build the problem again
     * @param solver the id of the solver whose units run
     * @param options the solve's options
     * @throws IllegalStateException with one line when no member answers in time, or a member refuses the work
     *     (another Polyboard version or other solver bundle versions)
     * @throws Exception when the cluster cannot be joined
     */
    UnitSession join(ClusterTarget target, Instance instance, String solver, SolveOptions options) throws Exception;
}
