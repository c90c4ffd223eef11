package org.polyboard.cluster;

import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.UnitCluster;
import org.polyboard.api.work.UnitHost;
import org.polyboard.api.work.UnitSession;

/**
 * Runs work units on a Hazelcast cluster: each solve that names one joins it as a coordinator of its own (a lite
 * member bound to {@value ClusterConfig#BIND}, default 127.0.0.1) and leaves when the solve ends. Nothing is
 * started before a solve asks.
 */
@Component(service = UnitCluster.class)
public final class HazelcastUnitCluster implements UnitCluster {

    private final UnitHost host;
    private final String bind;
    private final int joinSeconds;

    @Activate
    public HazelcastUnitCluster(BundleContext context, @Reference UnitHost host) {
        this(host, setting(context, ClusterConfig.BIND, "127.0.0.1"),
                Integer.parseInt(setting(context, ClusterConfig.JOIN_SECONDS, "10")));
    }

    HazelcastUnitCluster(UnitHost host, String bind, int joinSeconds) {
        this.host = host;
        this.bind = bind;
        this.joinSeconds = joinSeconds;
    }

    private static String setting(BundleContext context, String key, String fallback) {
        String value = context.getProperty(key);
        return value == null || value.isBlank() ? fallback : value.strip();
    }

    @Override
    public UnitSession join(ClusterTarget target, Instance instance, String solver, SolveOptions options) {
        return CoordinatorSession.join(target, bind, joinSeconds, instance, solver, options, host.versions());
    }
}
