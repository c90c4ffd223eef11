package org.polyboard.cluster;

import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.UnitCluster;
import org.polyboard.api.work.UnitHost;
import org.polyboard.api.work.UnitSession;

/**
 * Runs work units on a Hazelcast cluster: a solve that names one joins it as a coordinator (a lite member bound to
 * {@value ClusterConfig#BIND}, default 127.0.0.1), which the solves on that cluster share and which leaves once none
 * has used it for {@link Coordinators#IDLE_MILLIS} (a table's rows join once). Nothing is started before a solve asks.
 */
@Component(service = UnitCluster.class)
public final class HazelcastUnitCluster implements UnitCluster {

    private final UnitHost host;
    private final String bind;
    private final int joinSeconds;
    private final Supplier<Secret> secret;
    private final Consumer<String> warnings;
    private final Coordinators coordinators = new Coordinators();

    @Activate
    public HazelcastUnitCluster(BundleContext context, @Reference UnitHost host) {
        this(host, setting(context, ClusterConfig.BIND, "127.0.0.1"),
                Integer.parseInt(setting(context, ClusterConfig.JOIN_SECONDS, "10")),
                () -> Secret.configured(Map.of(Secret.PROPERTY, setting(context, Secret.PROPERTY, ""))),
                HazelcastUnitCluster::warn);
    }

    /** A cluster without a secret (unless the environment names one), warnings on standard error. */
    HazelcastUnitCluster(UnitHost host, String bind, int joinSeconds) {
        this(host, bind, joinSeconds, () -> Secret.configured(null), HazelcastUnitCluster::warn);
    }

    /**
     * @param secret the cluster secret, read again at each join (a bad file is the solve's one-line error)
     * @param warnings where the lines about members refused go
     */
    HazelcastUnitCluster(UnitHost host, String bind, int joinSeconds, Supplier<Secret> secret,
            Consumer<String> warnings) {
        this.host = host;
        this.bind = bind;
        this.joinSeconds = joinSeconds;
        this.secret = secret;
        this.warnings = warnings;
    }

    private static String setting(BundleContext context, String key, String fallback) {
        String value = context.getProperty(key);
        return value == null || value.isBlank() ? fallback : value.strip();
    }

    private static void warn(String line) {
        System.err.println("polyboard: " + WorkerCommand.OneLine.oneLine(line));
        System.err.flush();
    }

    @Override
    public UnitSession join(ClusterTarget target, Instance instance, String solver, SolveOptions options) {
        return CoordinatorSession.join(coordinators, target, bind, joinSeconds, instance, solver, options,
                host.versions(), secret.get(), warnings);
    }

    /** Shuts down the coordinators' members, held or idle. */
    @Deactivate
    public void close() {
        coordinators.close();
    }
}
