package org.polyboard.cluster;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

import org.polyboard.api.work.UnitResult;

/**
 * What a member sends back for one unit: its result, or one line saying why it could not run it; with a cluster
 * secret, signed over the nonce of the task it answers.
 */
final class UnitReply implements IdentifiedDataSerializable {

    private String member = "";
    private String error;
    private boolean refused;
    private UnitResult result;
    private byte[] signature = new byte[0];

    UnitReply() {
    }

    static UnitReply of(String member, UnitResult result) {
        UnitReply reply = new UnitReply();
        reply.member = member;
        reply.result = result;
        return reply;
    }

    static UnitReply failed(String member, String error, boolean refused) {
        UnitReply reply = new UnitReply();
        reply.member = member;
        reply.error = error;
        reply.refused = refused;
        return reply;
    }

    String member() {
        return member;
    }

    /** Why the unit did not run, or {@code null}. */
    String error() {
        return error;
    }

    /** Whether the member refused the work (other versions): no member of the cluster will take it. */
    boolean refused() {
        return refused;
    }

    UnitResult result() {
        return result;
    }

    /** This reply signed with {@code secret} as the answer to the task of {@code nonce} (unsigned without one). */
    UnitReply signed(Secret secret, String nonce) {
        signature = signer(secret, nonce).sign();
        return this;
    }

    /** Whether this reply is signed with {@code secret} as the answer to the task of {@code nonce}. */
    boolean signedBy(Secret secret, String nonce) {
        return signer(secret, nonce).verify(signature);
    }

    /** Every field, in the order written. */
    private Secret.Signer signer(Secret secret, String nonce) {
        Secret.Signer signer = secret.signer("unit-reply").add(nonce).add(member).add(error).add(refused)
                .add(result != null);
        if (result != null) {
            signer.add(result.complete()).add(result.count()).add(result.distinct()).add(result.nodes())
                    .add(result.kept().size());
            for (int[] cells : result.kept()) {
                signer.add(cells);
            }
            signer.add(result.data());
        }
        return signer;
    }

    @Override
    public int getFactoryId() {
        return Messages.FACTORY_ID;
    }

    @Override
    public int getClassId() {
        return Messages.UNIT_REPLY;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(member);
        out.writeString(error);
        out.writeBoolean(refused);
        out.writeBoolean(result != null);
        if (result != null) {
            out.writeBoolean(result.complete());
            out.writeLong(result.count());
            out.writeLong(result.distinct());
            out.writeLong(result.nodes());
            out.writeInt(result.kept().size());
            for (int[] cells : result.kept()) {
                out.writeIntArray(cells);
            }
            Messages.writeMap(out, result.data());
        }
        out.writeByteArray(signature);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        member = in.readString();
        error = in.readString();
        refused = in.readBoolean();
        if (in.readBoolean()) {
            boolean complete = in.readBoolean();
            long count = in.readLong();
            long distinct = in.readLong();
            long nodes = in.readLong();
            int size = in.readInt();
            if (size < 0 || size > 10_000_000) {
                throw new IOException("a unit result keeping " + size + " solutions");
            }
            List<int[]> kept = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                kept.add(in.readIntArray());
            }
            Map<String, String> data = Messages.readMap(in);
            result = new UnitResult(complete, count, distinct, nodes, kept, data);
        }
        signature = in.readByteArray();
    }
}
