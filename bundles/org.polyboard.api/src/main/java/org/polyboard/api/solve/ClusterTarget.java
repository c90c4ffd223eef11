package org.polyboard.api.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The cluster a solve runs its work units on: members to join by TCP/IP and the cluster's name. Immutable.
 *
 * @param members {@code host:port} addresses of members to join, at least one; the other members are learnt
 *     from them
 * @param name the cluster name the members were started with
 * @since 2.1
 */
public record ClusterTarget(List<String> members, String name) {

    /** The cluster name members and coordinators use when none is given. */
    public static final String DEFAULT_NAME = "polyboard";

    /** @throws IllegalArgumentException naming the value for an address that is not {@code host:port}, or a bad name */
    public ClusterTarget {
        Objects.requireNonNull(members, "members");
        if (members.isEmpty()) {
            throw new IllegalArgumentException("--cluster needs at least one member address host:port.");
        }
        members = List.copyOf(members);
        for (String member : members) {
            checkAddress(member);
        }
        name = name == null || name.isBlank() ? DEFAULT_NAME : name.strip();
        if (!name.matches("[A-Za-z0-9._-]{1,64}")) {
            throw new IllegalArgumentException("Cluster name '" + name
                    + "' is not 1 to 64 letters, digits, dots, dashes or underscores.");
        }
    }

    /**
     * The target {@code --cluster HOST:PORT[,HOST:PORT...]} and {@code --name} describe.
     *
     * @throws IllegalArgumentException with one line naming the malformed address
     */
    public static ClusterTarget parse(String addresses, String name) {
        List<String> members = new ArrayList<>();
        for (String part : addresses == null ? new String[0] : addresses.split(",")) {
            if (!part.isBlank()) {
                members.add(part.strip());
            }
        }
        return new ClusterTarget(members, name);
    }

    /** Checks {@code host:port}. @throws IllegalArgumentException naming the address */
    public static void checkAddress(String address) {
        int colon = address.lastIndexOf(':');
        String host = colon < 0 ? "" : address.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        int port = -1;
        try {
            port = colon < 0 ? -1 : Integer.parseInt(address.substring(colon + 1));
        } catch (NumberFormatException e) {
            // below
        }
        if (host.isEmpty() || !host.matches("[A-Za-z0-9.:_-]+") || port < 1 || port > 65535) {
            throw new IllegalArgumentException("'" + address + "' is not a member address host:port"
                    + " (a host name or IP address, a port 1..65535), e.g. 127.0.0.1:5701.");
        }
    }

    /** The members as {@code host:port,host:port}. */
    public String text() {
        return String.join(",", members);
    }
}
