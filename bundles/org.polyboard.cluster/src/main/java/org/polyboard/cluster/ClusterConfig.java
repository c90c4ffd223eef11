package org.polyboard.cluster;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentMap;

import com.hazelcast.cluster.Member;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;

/**
 * The one way Polyboard configures a Hazelcast member, worker or coordinator: an explicit cluster name, TCP/IP
 * join to the listed members only (multicast and auto-detection off), bound to one interface, no phone home,
 * no shutdown hook of its own, serialisers registered in code (and Java deserialisation filtered) and this
 * bundle's class loader for its tasks.
 */
final class ClusterConfig {

    /** The executor service that runs units on the members. */
    static final String EXECUTOR = "polyboard-units";
    /**
     * The executor service of the short messages to the members (their versions and threads, the batches to stop):
     * its own threads, so that a stop does not wait behind the very units it stops.
     */
    static final String CONTROL = "polyboard-control";
    /** The port a worker listens on when none is given. */
    static final int DEFAULT_PORT = 5701;
    /** Framework or system property: seconds to wait for a member when joining (default 10). */
    static final String JOIN_SECONDS = "polyboard.cluster.join.seconds";
    /** Framework or system property: the interface a coordinator binds to (default 127.0.0.1). */
    static final String BIND = "polyboard.cluster.bind";

    private ClusterConfig() {
    }

    /**
     * The configuration of a member.
     *
     * @param bind the IP address it binds to and announces
     * @param port the port it listens on
     * @param autoIncrement whether it may take one of the next ports when {@code port} is taken
     * @param join {@code host:port} addresses of the members to join
     * @param lite a member that holds no data (a coordinator)
     * @param threads the threads that run units here (at least 1)
     */
    static Config member(String name, String bind, int port, boolean autoIncrement, List<String> join, boolean lite,
            int threads, int joinSeconds, ConcurrentMap<String, Object> userContext) {
        Config config = new Config();
        config.setClassLoader(ClusterConfig.class.getClassLoader());
        config.setClusterName(name);
        config.setInstanceName("polyboard-" + (lite ? "coordinator-" : "worker-") + bind + "-" + port + "-"
                + Long.toHexString(System.nanoTime()));
        config.setLiteMember(lite);
        config.setUserContext(userContext);
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.logging.type", System.getProperty("hazelcast.logging.type", "none"));
        config.setProperty("hazelcast.shutdownhook.enabled", "false");
        config.setProperty("hazelcast.socket.bind.any", "false");
        config.setProperty("hazelcast.local.localAddress", bind);
        config.setProperty("hazelcast.jmx", "false");
        config.setProperty("hazelcast.health.monitoring.level", "OFF");
        config.setProperty("hazelcast.wait.seconds.before.join", "0");
        config.setProperty("hazelcast.max.join.seconds", Integer.toString(Math.max(2, joinSeconds)));
        config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        config.setProperty("hazelcast.max.no.heartbeat.seconds", "15");
        // a member paused past the heartbeat (kill -STOP, a long GC) or cut off finds its way back within seconds,
        // not the minutes of Hazelcast's defaults
        config.setProperty("hazelcast.merge.first.run.delay.seconds", "10");
        config.setProperty("hazelcast.merge.next.run.delay.seconds", "10");
        config.setProperty("hazelcast.partition.count", "7");
        config.getJetConfig().setEnabled(false);
        NetworkConfig network = config.getNetworkConfig();
        network.setPort(port).setPortAutoIncrement(autoIncrement).setPortCount(autoIncrement ? 100 : 1);
        network.getInterfaces().setEnabled(true).setInterfaces(List.of(bind));
        JoinConfig joining = network.getJoin();
        joining.getMulticastConfig().setEnabled(false);
        joining.getAutoDetectionConfig().setEnabled(false);
        joining.getTcpIpConfig().setEnabled(true).setConnectionTimeoutSeconds(Math.max(1, Math.min(5, joinSeconds)))
                .setMembers(new ArrayList<>(join));
        config.getExecutorConfig(EXECUTOR).setPoolSize(Math.max(1, threads)).setQueueCapacity(0)
                .setStatisticsEnabled(false);
        config.getExecutorConfig(CONTROL).setPoolSize(2).setQueueCapacity(0).setStatisticsEnabled(false);
        config.getSerializationConfig().addDataSerializableFactory(Messages.FACTORY_ID, new Messages())
                // Java deserialisation (Hazelcast's own exceptions) limited to Hazelcast's default lists
                .setJavaSerializationFilterConfig(new JavaSerializationFilterConfig());
        return config;
    }

    /** A member's address as {@code host:port}. */
    static String address(Member member) {
        return member.getAddress().getHost() + ":" + member.getAddress().getPort();
    }

    /** The address of the member of {@code instance}'s cluster whose id is {@code uuid}, else the id itself. */
    static String addressOf(com.hazelcast.core.HazelcastInstance instance, String uuid) {
        for (Member m : instance.getCluster().getMembers()) {
            if (m.getUuid().toString().equals(uuid)) {
                return address(m);
            }
        }
        return uuid;
    }

    /**
     * The IP address {@code bind} names.
     *
     * @throws IllegalArgumentException with one line when it names none
     */
    static String ip(String bind) {
        try {
            return InetAddress.getByName(bind.strip()).getHostAddress();
        } catch (UnknownHostException | RuntimeException e) {
            throw new IllegalArgumentException("--bind " + bind + " is not an address of this machine.");
        }
    }

    /**
     * Checks that {@code port} on {@code ip} is free, and that {@code ip} is an address of this machine.
     *
     * @throws IllegalArgumentException with one line when it is not
     */
    static void checkFree(String ip, int port) {
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("--port " + port + " is not a port 1..65535.");
        }
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(ip, port));
        } catch (IOException e) {
            String why = String.valueOf(e.getMessage());
            if (why.contains("in use")) {
                throw new IllegalArgumentException("Cannot listen on " + ip + ":" + port + ": the port is in use."
                        + "\nMaybe another worker runs there; give another --port.");
            }
            if (why.contains("assign") || why.contains("not available")) {
                throw new IllegalArgumentException("Cannot listen on " + ip + ":" + port + ": " + ip
                        + " is not an address of this machine (" + why + "); --bind takes one of its own, e.g. 127.0.0.1.");
            }
            throw new IllegalArgumentException("Cannot listen on " + ip + ":" + port + " (" + why + ").");
        }
    }

    /** A port free on {@code ip} now, for a coordinator (which may take one of the next should it be gone). */
    static int freePort(String ip) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(ip, 0));
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot listen on " + ip + " (" + e.getMessage() + ").");
        }
    }

    /** A property of the framework or the system, else {@code fallback}. */
    static String property(Map<String, ?> framework, String key, String fallback) {
        Object value = framework == null ? null : framework.get(key);
        if (value == null) {
            value = System.getProperty(key);
        }
        return value == null || value.toString().isBlank() ? fallback : value.toString().strip();
    }

    /** A whole-number system property, else {@code fallback} (also when it is not a whole number). */
    static int number(String key, int fallback) {
        try {
            return Integer.parseInt(property(null, key, Integer.toString(fallback)));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }
}
