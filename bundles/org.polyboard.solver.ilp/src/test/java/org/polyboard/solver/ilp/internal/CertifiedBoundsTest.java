package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.testing.TestBoards;
import org.polyboard.testing.TestContext;

class CertifiedBoundsTest {

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void boundsDominationByTheFractionalPacking() {
        assertThat(CertifiedBounds.domination(TestBoards.knight(5), TestContext.unlimited())).hasValue(4);
        assertThat(CertifiedBounds.domination(TestBoards.knight(8), TestContext.unlimited())).hasValue(12);
        assertThat(CertifiedBounds.domination(TestBoards.queen(8), TestContext.unlimited())).hasValue(3);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void boundsIndependenceByAFractionalLineCover() {
        assertThat(CertifiedBounds.independence(TestBoards.queen(8), TestContext.unlimited())).hasValue(8);
        assertThat(CertifiedBounds.independence(TestBoards.queen(3), TestContext.unlimited())).hasValue(3);
        assertThat(CertifiedBounds.independence(TestBoards.knight(8), TestContext.unlimited())).hasValue(32);
        assertThat(CertifiedBounds.independence(TestBoards.knight(3), TestContext.unlimited())).hasValue(5);
    }

    private static TestContext cancelled() {
        TestContext context = TestContext.unlimited();
        context.cancel();
        return context;
    }

    @Test
    void isEmptyWhenStoppedBeforeTheLp() {
        assertThat(CertifiedBounds.domination(TestBoards.knight(8), cancelled())).isEmpty();
    }
}
