package org.polyboard.cluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The cluster's shared secret, read from a file that only its owner may read. Hazelcast's Community edition has no
 * member authentication, so the messages carry their own: every unit, result, member answer and stop is signed with
 * an HMAC-SHA256 over its fields under this secret, and a member that holds another secret, or none, can neither
 * take work nor return results. {@link #NONE} is the cluster without one (members then bind to loopback unless told
 * otherwise). Immutable and thread-safe.
 */
final class Secret {

    /** Environment variable naming the secret file, for workers and coordinators alike. */
    static final String ENVIRONMENT = "POLYBOARD_CLUSTER_SECRET_FILE";
    /** Framework or system property naming the secret file of a coordinator (before {@link #ENVIRONMENT}). */
    static final String PROPERTY = "polyboard.cluster.secret.file";
    /** Fewer bytes than this are refused: a guessable secret is worse than none, since it looks like one. */
    static final int MIN_BYTES = 16;

    static final Secret NONE = new Secret(null, "");

    private static final String ALGORITHM = "HmacSHA256";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKeySpec key;
    private final String source;

    private Secret(byte[] key, String source) {
        this.key = key == null ? null : new SecretKeySpec(key, ALGORITHM);
        this.source = source;
    }

    /** A secret of these bytes (tests, and {@link #read}). */
    static Secret of(byte[] bytes, String source) {
        if (bytes.length < MIN_BYTES) {
            throw new IllegalArgumentException("The cluster secret in " + source + " has " + bytes.length
                    + " bytes; it needs " + MIN_BYTES + " at least, e.g. 'head -c 32 /dev/urandom | base64 > FILE'.");
        }
        return new Secret(bytes.clone(), source);
    }

    /**
     * The secret in {@code file}: its bytes without the trailing line end.
     *
     * @throws IllegalArgumentException with one line when the file is missing, unreadable, too short or readable by
     *     others than its owner
     */
    static Secret read(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                throw new NoSuchFileException(file.toString());
            }
            try {
                Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(file);
                if (permissions.contains(PosixFilePermission.GROUP_READ)
                        || permissions.contains(PosixFilePermission.OTHERS_READ)) {
                    throw new IllegalArgumentException("The cluster secret " + file + " can be read by others than its"
                            + " owner; 'chmod 600 " + file + "' and try again.");
                }
            } catch (UnsupportedOperationException e) {
                // a file system without POSIX permissions: nothing to check here
            }
            byte[] bytes = Files.readAllBytes(file);
            int end = bytes.length;
            while (end > 0 && (bytes[end - 1] == '\n' || bytes[end - 1] == '\r')) {
                end--;
            }
            return of(Arrays.copyOf(bytes, end), file.toString());
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("The cluster secret " + file + " does not exist.");
        } catch (IOException e) {
            throw new IllegalArgumentException("The cluster secret " + file + " cannot be read (" + e.getMessage()
                    + ").");
        }
    }

    /**
     * The secret a coordinator uses: the file named by {@value #PROPERTY} (framework, then system property), else by
     * {@value #ENVIRONMENT}, else {@link #NONE}.
     */
    static Secret configured(Map<String, ?> framework) {
        String file = ClusterConfig.property(framework, PROPERTY, System.getenv(ENVIRONMENT));
        return file == null || file.isBlank() ? NONE : read(Path.of(file.strip()));
    }

    /** The secret a worker uses: {@code --secret-file} when given, else the file {@value #ENVIRONMENT} names. */
    static Secret forWorker(String option) {
        String file = option != null && !option.isBlank() ? option : System.getenv(ENVIRONMENT);
        return file == null || file.isBlank() ? NONE : read(Path.of(file.strip()));
    }

    boolean present() {
        return key != null;
    }

    /** Where the secret was read from, for the lines that mention it. */
    String source() {
        return source;
    }

    /** A fresh random nonce, so that no two signed messages sign the same fields. */
    static String nonce() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** A signer for one message of kind {@code kind}; its fields are added in a fixed order by the message. */
    Signer signer(String kind) {
        return new Signer(key, kind);
    }

    /** Feeds a message's fields, each with its length, into the MAC, so that no two field lists sign alike. */
    static final class Signer {
        private final Mac mac;

        private Signer(SecretKeySpec key, String kind) {
            if (key == null) {
                mac = null;
                return;
            }
            try {
                mac = Mac.getInstance(ALGORITHM);
                mac.init(key);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("this Java has no " + ALGORITHM, e);
            }
            add(kind);
        }

        Signer add(String text) {
            if (mac != null) {
                if (text == null) {
                    addLength(-1);
                } else {
                    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
                    addLength(bytes.length);
                    mac.update(bytes);
                }
            }
            return this;
        }

        Signer add(long value) {
            if (mac != null) {
                for (int shift = 56; shift >= 0; shift -= 8) {
                    mac.update((byte) (value >>> shift));
                }
            }
            return this;
        }

        Signer add(boolean value) {
            return add(value ? 1 : 0);
        }

        Signer add(int[] values) {
            if (mac != null) {
                addLength(values.length);
                for (int v : values) {
                    addLength(v);
                }
            }
            return this;
        }

        /** The entries in key order: the two sides may hold the same map in different orders. */
        Signer add(Map<String, String> map) {
            if (mac != null) {
                addLength(map.size());
                for (Map.Entry<String, String> e : new TreeMap<>(map).entrySet()) {
                    add(e.getKey()).add(e.getValue());
                }
            }
            return this;
        }

        private void addLength(int length) {
            mac.update((byte) (length >>> 24));
            mac.update((byte) (length >>> 16));
            mac.update((byte) (length >>> 8));
            mac.update((byte) length);
        }

        /** The MAC of what was added, or an empty array without a secret. */
        byte[] sign() {
            return mac == null ? new byte[0] : mac.doFinal();
        }

        /**
         * Whether a member holding this secret takes a message signed {@code signature} over what was added: signed
         * with its secret when it holds one, unsigned when it holds none (a member without a secret cannot tell a
         * signed message from a forged one, so it takes neither).
         */
        boolean accepts(byte[] signature) {
            return mac == null ? signature.length == 0 : verify(signature);
        }

        /** Whether {@code signature} is the MAC of what was added (compared in constant time); false without a secret. */
        boolean verify(byte[] signature) {
            return mac != null && signature != null && signature.length > 0 && MessageDigest.isEqual(sign(), signature);
        }
    }
}
