package org.polyboard.cluster;

/**
 * A member's answer to a question of the coordinator ({@link UnitReply}, {@link MemberInfo}), signed with the cluster
 * secret over the question's nonce, so that it answers that question and no other: the subclass names its fields in
 * {@link #signer}, in the order it writes them, and writes {@link #signature} last.
 *
 * @param <T> the answer's own type, which {@link #signed} returns
 */
abstract class SignedAnswer<T extends SignedAnswer<T>> {

    /** The HMAC of the answer's fields and the question's nonce; empty without a secret. */
    byte[] signature = new byte[0];

    /** A signer fed with every field of this answer and {@code nonce}. */
    abstract Secret.Signer signer(Secret secret, String nonce);

    /** This answer signed with {@code secret} as the answer to the question of {@code nonce} (unsigned without one). */
    @SuppressWarnings("unchecked")
    final T signed(Secret secret, String nonce) {
        signature = signer(secret, nonce).sign();
        return (T) this;
    }

    /** Whether this answer is signed with {@code secret} as the answer to the question of {@code nonce}. */
    final boolean signedBy(Secret secret, String nonce) {
        return signer(secret, nonce).verify(signature);
    }
}
