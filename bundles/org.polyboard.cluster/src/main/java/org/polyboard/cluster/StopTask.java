package org.polyboard.cluster;

import java.io.IOException;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/** Tells a member to stop the units of one batch (the coordinator has what it needs, or was stopped). */
final class StopTask implements Runnable, IdentifiedDataSerializable, HazelcastInstanceAware {

    private String batch = "";
    private transient HazelcastInstance instance;

    StopTask() {
    }

    StopTask(String batch) {
        this.batch = batch;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hazelcastInstance) {
        this.instance = hazelcastInstance;
    }

    @Override
    public void run() {
        WorkerRuntime runtime = WorkerRuntime.of(instance);
        if (runtime != null) {
            runtime.stop(batch);
        }
    }

    @Override
    public int getFactoryId() {
        return Messages.FACTORY_ID;
    }

    @Override
    public int getClassId() {
        return Messages.STOP_TASK;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(batch);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        batch = in.readString();
    }
}
