package org.polyboard.cluster;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;

/**
 * Work units handed to a member at once (a few, so that one round trip serves several when units are short): the
 * solve they belong to (instance, solver, the options that matter to a unit), the versions of the coordinator, and
 * the batch they are part of, so that they can be stopped. The member runs them one after another on one thread and
 * answers with their results in order, at once after a unit that found something. With a cluster
 * secret it is signed by the coordinator, and the member runs it only when the signature holds; the reply is signed
 * over the task's nonce, so it answers this task and no other.
 */
final class UnitTask implements Callable<UnitReply>, IdentifiedDataSerializable, HazelcastInstanceAware {

    private String coordinator = "";
    private String batch = "";
    private Map<String, String> versions = Map.of();
    private Instance instance;
    private String solver = "";
    private SolveOptions options = SolveOptions.DEFAULT;
    private List<WorkUnit> units = List.of();
    private String nonce = "";
    private byte[] signature = new byte[0];
    private transient HazelcastInstance member;

    UnitTask() {
    }

    UnitTask(String coordinator, String batch, Map<String, String> versions, Instance instance, String solver,
            SolveOptions options, List<WorkUnit> units, Secret secret) {
        this.coordinator = coordinator;
        this.batch = batch;
        this.versions = versions;
        this.instance = instance;
        this.solver = solver;
        this.options = new SolveOptions(options.all(), 0, false, null, 0, options.settings());
        this.units = List.copyOf(units);
        this.nonce = Secret.nonce();
        this.signature = signed(secret).sign();
    }

    List<WorkUnit> units() {
        return units;
    }

    /** The task's own random id, over which its reply is signed. */
    String nonce() {
        return nonce;
    }

    /** Every field, in the order written. */
    private Secret.Signer signed(Secret secret) {
        Secret.Signer signer = secret.signer("unit-task").add(coordinator).add(batch).add(nonce).add(versions).add(instance.family())
                .add(instance.params()).add(instance.board()).add(instance.piece()).add(instance.objective().name())
                .add(solver).add(options.all()).add(options.settings());
        signer.add(units.size());
        for (WorkUnit unit : units) {
            signer.add(unit.id()).add(unit.spec());
        }
        return signer;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hazelcastInstance) {
        this.member = hazelcastInstance;
    }

    @Override
    public UnitReply call() {
        String self = ClusterConfig.address(member.getCluster().getLocalMember());
        WorkerRuntime runtime = WorkerRuntime.of(member);
        if (runtime == null) {
            return UnitReply.failed(self, "member " + self + " runs no work units", false);
        }
        Secret secret = runtime.secret();
        if (!signed(secret).accepts(signature)) {
            String why = runtime.refuseUnsigned(ClusterConfig.addressOf(member, coordinator));
            return UnitReply.failed(self, why, true).signed(secret, nonce);
        }
        String refusal = runtime.refusal(versions);
        if (refusal != null) {
            return UnitReply.failed(self, refusal, true).signed(secret, nonce);
        }
        // whether the coordinator asked to split the unit running now, and the unit read it (so its result says so)
        boolean[] splitRead = {false};
        UnitContext context = new UnitContext() {
            @Override
            public boolean shouldStop() {
                return runtime.stopped(batch, coordinator);
            }

            @Override
            public void nodes(long delta) {
                // progress is counted by the coordinator from the results
            }

            @Override
            public boolean shouldSplit() {
                if (runtime.splitAsked(nonce)) {
                    splitRead[0] = true;
                    return true;
                }
                return false;
            }
        };
        try {
            return run(self, runtime, secret, context, splitRead);
        } finally {
            runtime.taskEnded(nonce);
        }
    }

    /**
     * Runs the units one after another. A unit asked to split while it ran (and that read the question) is marked
     * so ({@link UnitResult#markSplitOnDemand}); after a unit that ran while a split was asked, the task answers at
     * once and the units not begun go out again, to the members that wait.
     */
    private UnitReply run(String self, WorkerRuntime runtime, Secret secret, UnitContext context, boolean[] splitRead) {
        List<UnitResult> results = new ArrayList<>(units.size());
        long[] nanos = new long[units.size()];
        for (WorkUnit unit : units) {
            // the results so far go back with a stop or a failure; the units after them go out again
            if (context.shouldStop()) {
                results.add(UnitResult.stopped(0));
                break;
            }
            try {
                long start = System.nanoTime();
                UnitResult result = runtime.run(() -> runtime.host().run(instance, solver, options, unit, context));
                if (result == null) {
                    return UnitReply.failed(self, results, Arrays.copyOf(nanos, results.size()), "work unit "
                            + unit.id() + " returned no result on member " + self).signed(secret, nonce);
                }
                nanos[results.size()] = System.nanoTime() - start;
                results.add(splitRead[0] ? result.markSplitOnDemand() : result);
                if (result.found() && results.size() < units.size()) {
                    // a find may end the search (a round that stops at its first): say it now, not after the
                    // task's other units; they go out again should the search need them
                    break;
                }
                if (runtime.splitAsked(nonce)) {
                    break;
                }
            } catch (Exception | Error e) {
                String message = e.getMessage() == null ? e.toString() : e.getMessage().strip().split("\\R", 2)[0];
                return UnitReply.failed(self, results, Arrays.copyOf(nanos, results.size()), "work unit " + unit.id()
                        + " failed on member " + self + ": " + message).signed(secret, nonce);
            }
        }
        return UnitReply.of(self, results, Arrays.copyOf(nanos, results.size())).signed(secret, nonce);
    }

    @Override
    public int getFactoryId() {
        return Messages.FACTORY_ID;
    }

    @Override
    public int getClassId() {
        return Messages.UNIT_TASK;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(coordinator);
        out.writeString(batch);
        Messages.writeMap(out, versions);
        out.writeString(instance.family());
        Messages.writeMap(out, instance.params());
        out.writeString(instance.board());
        out.writeString(instance.piece());
        out.writeString(instance.objective().name());
        out.writeString(solver);
        out.writeBoolean(options.all());
        Messages.writeMap(out, options.settings());
        out.writeInt(units.size());
        for (WorkUnit unit : units) {
            out.writeString(unit.id());
            Messages.writeMap(out, unit.spec());
        }
        out.writeString(nonce);
        out.writeByteArray(signature);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        coordinator = in.readString();
        batch = in.readString();
        versions = Messages.readMap(in);
        String family = in.readString();
        Map<String, String> params = Messages.readMap(in);
        String board = in.readString();
        String piece = in.readString();
        Objective objective;
        try {
            objective = Objective.valueOf(in.readString());
        } catch (IllegalArgumentException e) {
            throw new IOException("an objective this member does not know", e);
        }
        instance = new Instance(family, params, board, piece, objective);
        solver = in.readString();
        boolean all = in.readBoolean();
        options = new SolveOptions(all, 0, false, null, 0, Messages.readMap(in));
        int size = in.readInt();
        if (size < 0 || size > 100_000) {
            throw new IOException("a task of " + size + " work units");
        }
        List<WorkUnit> read = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            String id = in.readString();
            read.add(new WorkUnit(id, Messages.readMap(in)));
        }
        units = read;
        nonce = in.readString();
        signature = in.readByteArray();
    }
}
