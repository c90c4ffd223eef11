package org.polyboard.cluster;

import java.io.IOException;
import java.util.Map;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/** A member's answer to {@link MemberInfoTask}: whether it runs units, on how many threads, with which versions. */
final class MemberInfo implements IdentifiedDataSerializable {

    private String member = "";
    private int threads;
    private Map<String, String> versions = Map.of();

    MemberInfo() {
    }

    MemberInfo(String member, int threads, Map<String, String> versions) {
        this.member = member;
        this.threads = threads;
        this.versions = versions;
    }

    String member() {
        return member;
    }

    /** Threads that run units, 0 for a member that runs none. */
    int threads() {
        return threads;
    }

    Map<String, String> versions() {
        return versions;
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
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        member = in.readString();
        threads = in.readInt();
        versions = Messages.readMap(in);
    }
}
