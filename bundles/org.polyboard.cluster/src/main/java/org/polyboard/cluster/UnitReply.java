package org.polyboard.cluster;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

import org.polyboard.api.work.UnitResult;

/** What a member sends back for one unit: its result, or one line saying why it could not run it. */
final class UnitReply implements IdentifiedDataSerializable {

    private String member = "";
    private String error;
    private boolean refused;
    private UnitResult result;

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
    }
}
