package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class CertifiedBoundsTest {

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void boundsDominationByTheFractionalPacking() {
        assertThat(CertifiedBounds.domination(TestBoards.knight(5), Long.MAX_VALUE, () -> false)).hasValue(4);
        assertThat(CertifiedBounds.domination(TestBoards.knight(8), Long.MAX_VALUE, () -> false)).hasValue(12);
        assertThat(CertifiedBounds.domination(TestBoards.queen(8), Long.MAX_VALUE, () -> false)).hasValue(3);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void boundsIndependenceByAFractionalLineCover() {
        assertThat(CertifiedBounds.independence(TestBoards.queen(8), Long.MAX_VALUE, () -> false)).hasValue(8);
        assertThat(CertifiedBounds.independence(TestBoards.queen(3), Long.MAX_VALUE, () -> false)).hasValue(3);
        assertThat(CertifiedBounds.independence(TestBoards.knight(8), Long.MAX_VALUE, () -> false)).hasValue(32);
        assertThat(CertifiedBounds.independence(TestBoards.knight(3), Long.MAX_VALUE, () -> false)).hasValue(5);
    }

    @Test
    void isEmptyWhenStoppedBeforeTheLp() {
        assertThat(CertifiedBounds.domination(TestBoards.knight(8), Long.MAX_VALUE, () -> true)).isEmpty();
    }
}
