package org.polyboard.cluster;

import java.io.IOException;
import java.util.Map;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/**
 * A member's answer to {@link MemberInfoTask}: whether it runs units, on how many threads, with which versions, or
 * why it refuses this coordinator; with a cluster secret, signed over the question's nonce.
 */
final class MemberInfo extends SignedAnswer<MemberInfo> implements IdentifiedDataSerializable {

    private String member = "";
    private int threads;
    private Map<String, String> versions = Map.of();
    private String refusal;

    MemberInfo() {
    }

    MemberInfo(String member, int threads, Map<String, String> versions, String refusal) {
        this.member = member;
        this.threads = threads;
        this.versions = versions;
        this.refusal = refusal;
    }

    String member() {
        return member;
    }

    /** Threads that run units, 0 for a member that runs none (or refuses this coordinator). */
    int threads() {
        return threads;
    }

    Map<String, String> versions() {
        return versions;
    }

    /** Why the member refuses the coordinator that asked (it holds another cluster secret, or none), or {@code null}. */
    String refusal() {
        return refusal;
    }

    @Override
    Secret.Signer signer(Secret secret, String nonce) {
        return secret.signer("member-info").add(nonce).add(member).add(threads).add(versions).add(refusal);
    }

    @Override
    public int getFactoryId() {
        return Messages.FACTORY_ID;
    }

    @Override
    public int getClassId() {
        return Messages.MEMBER_INFO;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(member);
        out.writeInt(threads);
        Messages.writeMap(out, versions);
        out.writeString(refusal);
        out.writeByteArray(signature);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        member = in.readString();
        threads = in.readInt();
        versions = Messages.readMap(in);
        refusal = in.readString();
        signature = in.readByteArray();
    }
}
