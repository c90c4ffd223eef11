package org.polyboard.solver.anneal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What the chains' reports become: only a value better than every chain's so far reaches the job, so a chain that
 * matches another's best later neither replaces the job's placement nor restarts the portfolio's patience. The chains
 * take turns through latches, so the order of their reports is fixed, not left to the clock.
 */
@Timeout(30)
class ChainRunnerTest {

    @Test
    void onlyABetterValueIsNews() throws Exception {
        List<String> reported = Collections.synchronizedList(new ArrayList<>());
        long[] dated = new long[1];
        CountDownLatch firstDone = new CountDownLatch(1);
        ChainRunner.Chain first = (stop, improved) -> {
            improved.accept(14, () -> reported.add("first 14"));
            improved.accept(13, () -> {
                reported.add("first 13");
                dated[0] = System.nanoTime();
            });
            firstDone.countDown();
        };
        ChainRunner.Chain second = (stop, improved) -> {
            try {
                firstDone.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            // the same value again and a worse one: neither is news; then a better one is
            improved.accept(13, () -> reported.add("second 13"));
            improved.accept(15, () -> reported.add("second 15"));
        };
        ExecutorService executor = Executors.newFixedThreadPool(2);
        try {
            ChainRunner.Outcome outcome = ChainRunner.run("test", executor, List.of(first, second), true,
                    Long.MAX_VALUE, Long.MAX_VALUE, () -> false, best -> false, () -> 0, (steps, best) -> { });
            assertThat(reported).containsExactly("first 14", "first 13");
            assertThat(outcome.best()).isEqualTo(13);
            assertThat(outcome.improvedAtNanos()).isLessThanOrEqualTo(dated[0]);
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void aBetterValueFromAnotherChainIsReported() throws Exception {
        List<String> reported = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch firstDone = new CountDownLatch(1);
        ChainRunner.Chain first = (stop, improved) -> {
            improved.accept(5, () -> reported.add("first 5"));
            firstDone.countDown();
        };
        ChainRunner.Chain second = (stop, improved) -> {
            try {
                firstDone.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            improved.accept(5, () -> reported.add("second 5"));
            improved.accept(6, () -> reported.add("second 6"));
        };
        ExecutorService executor = Executors.newFixedThreadPool(2);
        try {
            // maximising: 6 betters 5, a second 5 does not
            ChainRunner.Outcome outcome = ChainRunner.run("test", executor, List.of(first, second), false,
                    Long.MAX_VALUE, Long.MAX_VALUE, () -> false, best -> false, () -> 0, (steps, best) -> { });
            assertThat(reported).containsExactly("first 5", "second 6");
            assertThat(outcome.best()).isEqualTo(6);
        } finally {
            executor.shutdownNow();
        }
    }
}
