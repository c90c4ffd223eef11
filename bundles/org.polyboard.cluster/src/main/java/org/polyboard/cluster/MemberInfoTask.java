package org.polyboard.cluster;

import java.util.Map;
import java.util.concurrent.Callable;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/** Asks a member whether it runs units, on how many threads and with which versions. */
final class MemberInfoTask implements Callable<MemberInfo>, IdentifiedDataSerializable, HazelcastInstanceAware {

    private transient HazelcastInstance instance;

    @Override
    public void setHazelcastInstance(HazelcastInstance hazelcastInstance) {
        this.instance = hazelcastInstance;
    }

    @Override
    public MemberInfo call() {
        WorkerRuntime runtime = WorkerRuntime.of(instance);
        String self = ClusterConfig.address(instance.getCluster().getLocalMember());
        return runtime == null ? new MemberInfo(self, 0, Map.of())
                : new MemberInfo(self, runtime.threads(), runtime.host().versions());
    }

    @Override
    public int getFactoryId() {
        return Messages.FACTORY_ID;
    }

    @Override
    public int getClassId() {
        return Messages.MEMBER_INFO_TASK;
    }

    @Override
    public void writeData(ObjectDataOutput out) {
        // no fields
    }

    @Override
    public void readData(ObjectDataInput in) {
        // no fields
    }
}
