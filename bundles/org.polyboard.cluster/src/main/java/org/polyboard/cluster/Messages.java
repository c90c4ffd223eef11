package org.polyboard.cluster;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.DataSerializableFactory;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/**
 * The messages members exchange, serialised by hand (registered in code, no reflection and no class names on
 * the wire) and created by this factory.
 */
final class Messages implements DataSerializableFactory {

    static final int FACTORY_ID = 1307;
    static final int UNIT_TASK = 1;
    static final int UNIT_REPLY = 2;
    static final int MEMBER_INFO_TASK = 3;
    static final int MEMBER_INFO = 4;
    static final int CONTROL_TASK = 5;

    @Override
    public IdentifiedDataSerializable create(int typeId) {
        return switch (typeId) {
            case UNIT_TASK -> new UnitTask();
            case UNIT_REPLY -> new UnitReply();
            case MEMBER_INFO_TASK -> new MemberInfoTask();
            case MEMBER_INFO -> new MemberInfo();
            case CONTROL_TASK -> new ControlTask();
            default -> null;
        };
    }

    static void writeMap(ObjectDataOutput out, Map<String, String> map) throws IOException {
        out.writeInt(map.size());
        for (Map.Entry<String, String> e : map.entrySet()) {
            out.writeString(e.getKey());
            out.writeString(e.getValue());
        }
    }

    static Map<String, String> readMap(ObjectDataInput in) throws IOException {
        int size = in.readInt();
        if (size < 0 || size > 100_000) {
            throw new IOException("a map of " + size + " entries");
        }
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < size; i++) {
            map.put(in.readString(), in.readString());
        }
        return map;
    }
}
