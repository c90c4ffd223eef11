package org.polyboard.solver.anneal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What the chains' reports become: only a value better than every chain's so far reaches the job, so a chain that
 * matches another's best later neither replaces the job's placement nor restarts the portfolio's patience. The chains
 * take turns through a latch, so the order of their reports is fixed, not left to the clock.
 */
@Timeout(30)
class ChainRunnerTest {

    /**
     * With one place, the second chain starts when the first ends, and the executor's other thread stays free for
     * other work (a portfolio's exact partner) meanwhile: the first chain waits for a task it hands the executor.
     */
    @Test
    void chainsBeyondTheSolvesPlacesWaitTheirTurnNotTheExecutors() throws Exception {
        List<String> events = Collections.synchronizedList(new ArrayList<>());
        ExecutorService executor = Executors.newFixedThreadPool(2);
        try {
            ChainRunner.Chain first = (stop, improved) -> {
                CountDownLatch other = new CountDownLatch(1);
                executor.execute(() -> {
                    events.add("other work");
                    other.countDown();
                });
                try {
                    assertThat(other.await(20, TimeUnit.SECONDS)).isTrue();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                improved.accept(14);
                events.add("first ends");
            };
            ChainRunner.Chain second = (stop, improved) -> {
                events.add("second starts");
                improved.accept(13);
            };
            ChainRunner.Outcome outcome = ChainRunner.run("test", executor, 1, List.of(first, second), true,
                    Long.MAX_VALUE, Long.MAX_VALUE, () -> false, best -> false, () -> 0, (steps, best) -> { });
            assertThat(events).containsExactly("other work", "first ends", "second starts");
            assertThat(outcome.best()).isEqualTo(13);
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void onlyABetterValueIsNews() throws Exception {
        List<String> reported = Collections.synchronizedList(new ArrayList<>());
        long[] dated = new long[1];
        ChainRunner.Outcome outcome = inTurn(true, (stop, improved) -> {
            improved.accept(14, () -> reported.add("first 14"));
            improved.accept(13, () -> {
                reported.add("first 13");
                dated[0] = System.nanoTime();
            });
        }, (stop, improved) -> {
            // the same value again and a worse one: neither is news
            improved.accept(13, () -> reported.add("second 13"));
            improved.accept(15, () -> reported.add("second 15"));
        });
        assertThat(reported).containsExactly("first 14", "first 13");
        assertThat(outcome.best()).isEqualTo(13);
        assertThat(outcome.improvedAtNanos()).isLessThanOrEqualTo(dated[0]);
    }

    @Test
    void aBetterValueFromAnotherChainIsReported() throws Exception {
        List<String> reported = Collections.synchronizedList(new ArrayList<>());
        // maximising: 6 betters 5, a second 5 does not
        ChainRunner.Outcome outcome = inTurn(false,
                (stop, improved) -> improved.accept(5, () -> reported.add("first 5")), (stop, improved) -> {
                    improved.accept(5, () -> reported.add("second 5"));
                    improved.accept(6, () -> reported.add("second 6"));
                });
        assertThat(reported).containsExactly("first 5", "second 6");
        assertThat(outcome.best()).isEqualTo(6);
    }

    /** Runs two chains on two threads, the second starting its reports once the first has ended. */
    private static ChainRunner.Outcome inTurn(boolean minimising, ChainRunner.Chain first, ChainRunner.Chain second)
            throws Exception {
        CountDownLatch firstDone = new CountDownLatch(1);
        ChainRunner.Chain one = (stop, improved) -> {
            first.run(stop, improved);
            firstDone.countDown();
        };
        ChainRunner.Chain two = (stop, improved) -> {
            try {
                firstDone.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            second.run(stop, improved);
        };
        ExecutorService executor = Executors.newFixedThreadPool(2);
        try {
            return ChainRunner.run("test", executor, 2, List.of(one, two), minimising, Long.MAX_VALUE, Long.MAX_VALUE,
                    () -> false, best -> false, () -> 0, (steps, best) -> { });
        } finally {
            executor.shutdownNow();
        }
    }
}
