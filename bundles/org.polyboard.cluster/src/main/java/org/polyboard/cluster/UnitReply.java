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
 * What a member sends back for one {@link UnitTask}: the results of its units in order (fewer when it stopped or
 * failed part-way), the time it spent on each, and one line saying why it could not run them or the rest; with a
 * cluster secret, signed over the nonce of the task it answers.
 */
final class UnitReply extends SignedAnswer<UnitReply> implements IdentifiedDataSerializable {

    private String member = "";
    private String error;
    private boolean refused;
    private List<UnitResult> results = List.of();
    private long[] nanos = new long[0];

    UnitReply() {
    }

    /** The results of a task's units, all of them or up to a stop, and the nanoseconds each took. */
    static UnitReply of(String member, List<UnitResult> results, long[] nanos) {
        if (nanos.length != results.size()) {
            throw new IllegalArgumentException(results.size() + " results and " + nanos.length + " times");
        }
        UnitReply reply = new UnitReply();
        reply.member = member;
        reply.results = List.copyOf(results);
        reply.nanos = nanos.clone();
        return reply;
    }

    /** The results of the units before the one that failed, their times, and why it failed. */
    static UnitReply failed(String member, List<UnitResult> results, long[] nanos, String error) {
        UnitReply reply = of(member, results, nanos);
        reply.error = error;
        return reply;
    }

    /** A task not run at all: why, and whether the member refuses the work (no member of the cluster will take it). */
    static UnitReply failed(String member, String error, boolean refused) {
        UnitReply reply = of(member, List.of(), new long[0]);
        reply.error = error;
        reply.refused = refused;
        return reply;
    }

    String member() {
        return member;
    }

    /** Why the units after {@link #results()} did not run, or {@code null}. */
    String error() {
        return error;
    }

    /** Whether the member refused the work (other versions): no member of the cluster will take it. */
    boolean refused() {
        return refused;
    }

    /** The results of the task's first units, in order. */
    List<UnitResult> results() {
        return results;
    }

    /** The time the member spent on the {@code i}-th result's unit. */
    long nanos(int i) {
        return nanos[i];
    }

    /** The time the member spent on the task's units. */
    long nanos() {
        long sum = 0;
        for (long n : nanos) {
            sum += n;
        }
        return sum;
    }

    /** Every field, in the order written. */
    @Override
    Secret.Signer signer(Secret secret, String nonce) {
        Secret.Signer signer = secret.signer("unit-reply").add(nonce).add(member).add(error).add(refused)
                .add(results.size());
        for (int r = 0; r < results.size(); r++) {
            UnitResult result = results.get(r);
            signer.add(nanos[r]).add(result.complete()).add(result.count()).add(result.distinct()).add(result.nodes())
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
        out.writeInt(results.size());
        for (int r = 0; r < results.size(); r++) {
            UnitResult result = results.get(r);
            out.writeLong(nanos[r]);
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
        int count = in.readInt();
        if (count < 0 || count > 100_000) {
            throw new IOException("a reply of " + count + " unit results");
        }
        List<UnitResult> read = new ArrayList<>(count);
        long[] times = new long[count];
        for (int r = 0; r < count; r++) {
            times[r] = in.readLong();
            boolean complete = in.readBoolean();
            long solutions = in.readLong();
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
            read.add(new UnitResult(complete, solutions, distinct, nodes, kept, data));
        }
        results = read;
        nanos = times;
        signature = in.readByteArray();
    }
}
