package org.polyboard.cluster;

import java.io.IOException;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/**
 * What a coordinator tells a member about work it handed out: stop the units of one batch (the coordinator has what
 * it needs, or was stopped), or have the unit one task runs now leave the rest of its part open, because other
 * members wait with nothing left to take. With a cluster secret, signed, so that no member without it can stop or
 * split the work of others.
 */
final class ControlTask implements Runnable, IdentifiedDataSerializable, HazelcastInstanceAware {

    /** What a control task asks. */
    enum Action {
        /** Stop every unit of the batch named. */
        STOP,
        /** Split the unit the task named (by its nonce) runs now, and return the task's units not begun. */
        SPLIT
    }

    private Action action = Action.STOP;
    /** The batch to stop, or the nonce of the task to split. */
    private String target = "";
    private String nonce = "";
    private byte[] signature = new byte[0];
    private transient HazelcastInstance instance;

    ControlTask() {
    }

    private ControlTask(Action action, String target, Secret secret) {
        this.action = action;
        this.target = target;
        this.nonce = Secret.nonce();
        this.signature = signer(secret).sign();
    }

    /** Stops the units of {@code batch}. */
    static ControlTask stop(String batch, Secret secret) {
        return new ControlTask(Action.STOP, batch, secret);
    }

    /** Splits the unit that the task with nonce {@code task} runs now. */
    static ControlTask split(String task, Secret secret) {
        return new ControlTask(Action.SPLIT, task, secret);
    }

    private Secret.Signer signer(Secret secret) {
        return secret.signer("control-task").add(action.name()).add(target).add(nonce);
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hazelcastInstance) {
        this.instance = hazelcastInstance;
    }

    @Override
    public void run() {
        WorkerRuntime runtime = WorkerRuntime.of(instance);
        if (runtime != null) {
            obey(runtime);
        }
    }

    /** Does what the task asks of {@code runtime}, when the runtime's secret vouches for it (or it holds none). */
    void obey(WorkerRuntime runtime) {
        if (!runtime.secret().present() || signer(runtime.secret()).verify(signature)) {
            switch (action) {
                case STOP -> runtime.stop(target);
                case SPLIT -> runtime.split(target);
            }
        }
    }

    @Override
    public int getFactoryId() {
        return Messages.FACTORY_ID;
    }

    @Override
    public int getClassId() {
        return Messages.CONTROL_TASK;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(action.name());
        out.writeString(target);
        out.writeString(nonce);
        out.writeByteArray(signature);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        try {
            action = Action.valueOf(in.readString());
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IOException("a control task with an action this member does not know", e);
        }
        target = in.readString();
        nonce = in.readString();
        signature = in.readByteArray();
    }
}
