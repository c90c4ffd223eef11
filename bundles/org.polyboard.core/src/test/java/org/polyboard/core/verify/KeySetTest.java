package org.polyboard.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KeySetTest {

    @Test
    void denseKeysFindTheirDuplicates() {
        KeySet set = KeySet.of(-5, 3_000_000, 1_000_000);
        for (long k = -5; k < 3_000_000; k += 3) {
            assertThat(set.add(k)).isTrue();
        }
        assertThat(set.add(-5)).isFalse();
        assertThat(set.add(2_999_998)).isFalse();
        assertThat(set.contains(-4)).isFalse();
        assertThat(set.add(-4)).isTrue();
        assertThat(set.contains(-4)).isTrue();
    }

    @Test
    void keysOutsideTheRangeAreNotContained() {
        KeySet set = KeySet.of(100, 200, 10);
        set.add(150);
        assertThat(set.contains(99)).isFalse();
        assertThat(set.contains(201)).isFalse();
        assertThat(set.contains(100_000)).isFalse();
        assertThat(set.contains(Long.MIN_VALUE)).isFalse();
        assertThat(set.contains(150)).isTrue();
    }

    @Test
    void sparseKeysFindTheirDuplicates() {
        KeySet set = KeySet.of(Long.MIN_VALUE + 1, Long.MAX_VALUE, 3);
        assertThat(set.add(Long.MIN_VALUE + 1)).isTrue();
        assertThat(set.add(Long.MAX_VALUE)).isTrue();
        assertThat(set.add(0)).isTrue();
        assertThat(set.add(Long.MAX_VALUE)).isFalse();
        assertThat(set.contains(1)).isFalse();
    }
}
