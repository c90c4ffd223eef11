package org.polyboard.core.exec.units;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Test;
import org.polyboard.api.work.UnitSession;
import org.polyboard.api.work.WorkUnit;

/** The join begun when a solve starts: handed to the first plan once, left when no plan took it, failures kept. */
class EarlyJoinTest {

    /** A session that counts how often it was left. */
    private static final class Session implements UnitSession {
        final AtomicInteger closed = new AtomicInteger();
        final CountDownLatch left = new CountDownLatch(1);

        @Override
        public void run(List<WorkUnit> units, Sink sink, BooleanSupplier stop) {
        }

        @Override
        public List<String> members() {
            return List.of("a");
        }

        @Override
        public void close() {
            closed.incrementAndGet();
            left.countDown();
        }
    }

    @Test
    void theFirstPlanGetsTheSessionJoinedAtTheStartAndOnlyOnce() throws Exception {
        Session session = new Session();
        AtomicInteger joins = new AtomicInteger();
        EarlyJoin early = EarlyJoin.start(() -> {
            joins.incrementAndGet();
            return session;
        }, "test-join");

        assertThat(early.open()).isSameAs(session);
        assertThatThrownBy(early::open).isInstanceOf(IllegalStateException.class)
                .hasMessage("the solve has ended");
        early.close();
        // the plan that took it leaves it, not the join
        assertThat(session.closed).hasValue(0);
        assertThat(joins).hasValue(1);
    }

    @Test
    void aSessionNoPlanTookIsLeftWhenTheJoinEndsAfterTheSolve() throws Exception {
        Session session = new Session();
        CountDownLatch release = new CountDownLatch(1);
        EarlyJoin early = EarlyJoin.start(() -> {
            release.await();
            return session;
        }, "test-join");

        early.close();
        assertThat(session.closed).hasValue(0);
        release.countDown();
        assertThat(session.left.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(session.closed).hasValue(1);
        assertThatThrownBy(early::open).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aSessionJoinedButNotTakenIsLeftOnceWhenTheSolveEnds() throws Exception {
        Session session = new Session();
        CountDownLatch joined = new CountDownLatch(1);
        EarlyJoin early = EarlyJoin.start(() -> {
            joined.countDown();
            return session;
        }, "test-join");
        joined.await();
        // the join thread may still be finishing: close, then close again, and wait for it to settle
        early.close();
        early.close();
        assertThat(session.left.await(10, TimeUnit.SECONDS)).isTrue();
        Thread.sleep(50);
        assertThat(session.closed).hasValue(1);
    }

    @Test
    void aJoinThatFailsFailsTheFirstPlanWithItsOwnError() {
        EarlyJoin early = EarlyJoin.start(() -> {
            throw new IllegalStateException("Cannot join cluster 'polyboard' at 127.0.0.1:1: no member answered");
        }, "test-join");

        assertThatThrownBy(early::open).isInstanceOf(IllegalStateException.class)
                .hasMessage("Cannot join cluster 'polyboard' at 127.0.0.1:1: no member answered");
        early.close();
    }
}
