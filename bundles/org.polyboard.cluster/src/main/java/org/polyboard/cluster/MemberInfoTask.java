package org.polyboard.cluster;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.Callable;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/**
 * Asks a member whether it runs units, on how many threads and with which versions. With a cluster secret the
 * question is signed and carries a nonce, and the answer is signed over that nonce: the coordinator's challenge, by
 * which a member proves it holds the secret before it gets any work.
 */
final class MemberInfoTask implements Callable<MemberInfo>, IdentifiedDataSerializable, HazelcastInstanceAware {

    private String from = "";
    private String nonce = "";
    private byte[] signature = new byte[0];
    private transient HazelcastInstance instance;

    MemberInfoTask() {
    }

    /** The question of the coordinator at {@code from}, signed with {@code secret} (unsigned without one). */
    MemberInfoTask(String from, Secret secret) {
        this.from = from;
        this.nonce = Secret.nonce();
        this.signature = signer(secret).sign();
    }

    String nonce() {
        return nonce;
    }

    private Secret.Signer signer(Secret secret) {
        return secret.signer("member-info-task").add(from).add(nonce);
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hazelcastInstance) {
        this.instance = hazelcastInstance;
    }

    @Override
    public MemberInfo call() {
        WorkerRuntime runtime = WorkerRuntime.of(instance);
        String self = ClusterConfig.address(instance.getCluster().getLocalMember());
        if (runtime == null) {
            return new MemberInfo(self, 0, Map.of(), null);
        }
        Secret secret = runtime.secret();
        String refusal = null;
        if (!signer(secret).accepts(signature)) {
            refusal = runtime.refuseUnsigned(from);
        }
        return new MemberInfo(self, refusal == null ? runtime.threads() : 0, runtime.host().versions(), refusal)
                .signed(secret, nonce);
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
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(from);
        out.writeString(nonce);
        out.writeByteArray(signature);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        from = in.readString();
        nonce = in.readString();
        signature = in.readByteArray();
    }
}
