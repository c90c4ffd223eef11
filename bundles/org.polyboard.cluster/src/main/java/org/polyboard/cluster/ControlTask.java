package org.polyboard.cluster;

import java.io.IOException;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/**
 * Tells a member to stop the units of one batch (the coordinator has what it needs, or was stopped); with a cluster
 * secret, signed, so that no member without it can stop the work of others.
 */
final class StopTask implements Runnable, IdentifiedDataSerializable, HazelcastInstanceAware {

    private String batch = "";
    private String nonce = "";
    private byte[] signature = new byte[0];
    private transient HazelcastInstance instance;

    StopTask() {
    }

    StopTask(String batch, Secret secret) {
        this.batch = batch;
        this.nonce = Secret.nonce();
        this.signature = signer(secret).sign();
    }

    private Secret.Signer signer(Secret secret) {
        return secret.signer("stop-task").add(batch).add(nonce);
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hazelcastInstance) {
        this.instance = hazelcastInstance;
    }

    @Override
    public void run() {
        WorkerRuntime runtime = WorkerRuntime.of(instance);
        if (runtime != null && (!runtime.secret().present() || signer(runtime.secret()).verify(signature))) {
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
        out.writeString(nonce);
        out.writeByteArray(signature);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        batch = in.readString();
        nonce = in.readString();
        signature = in.readByteArray();
    }
}
