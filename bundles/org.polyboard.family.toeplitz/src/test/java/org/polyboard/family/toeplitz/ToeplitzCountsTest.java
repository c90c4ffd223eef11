package org.polyboard.family.toeplitz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.support.published.PublishedValues;
import org.polyboard.support.published.PublishedValues.Row;
import org.polyboard.support.published.PublishedValues.Standing;

@Timeout(10)
class ToeplitzCountsTest {

    private final ToeplitzQueensFamily family = new ToeplitzQueensFamily();

    @Test
    void everyProvenCountOfA075866FromOneIsKnown() {
        int mapped = 0;
        for (Row row : PublishedValues.get().rows(ToeplitzQueensFamily.COUNTS)) {
            if (row.standing() == Standing.PROVEN && !row.key().equals("0")) {
                assertThat(family.knownCount(family.instance(Map.of("n", row.key()), null), false)).as("n=%s", row.key())
                        .contains(row.known());
                mapped++;
            }
        }
        assertThat(mapped).isEqualTo(31);
        assertThat(family.knownCount(family.instance(Map.of("n", "8"), null), false).orElseThrow().value().numerator())
                .isEqualTo(32);
        assertThat(family.knownCount(family.instance(Map.of("n", "8"), null), true)).isEmpty();
        assertThat(family.knownCount(family.instance(Map.of("n", "8", "queens", "max"), null), false)).isEmpty();
        assertThat(family.knownCount(family.instance(Map.of("n", "8"), Objective.MIN_DOMINATION), false)).isEmpty();
        assertThat(family.knownCount(family.instance(Map.of("n", "32"), null), false)).isEmpty();
    }
}
