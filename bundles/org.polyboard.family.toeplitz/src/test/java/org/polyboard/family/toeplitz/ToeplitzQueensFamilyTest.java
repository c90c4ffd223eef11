package org.polyboard.family.toeplitz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;

@Timeout(10)
class ToeplitzQueensFamilyTest {

    private final ToeplitzQueensFamily family = new ToeplitzQueensFamily();

    @Test
    void theDefaultIsNQueensOnTheSquare() {
        Instance instance = family.instance(Map.of("n", "1000000"), null);
        assertThat(instance.board()).isEqualTo("rect:1000000x1000000");
        assertThat(instance.piece()).isEqualTo("toeplitz-queen");
        assertThat(instance.objective()).isEqualTo(Objective.MAX_INDEPENDENT);
        assertThat(instance.params()).containsExactly(Map.entry("n", "1000000"), Map.entry("queens", "n"));
    }

    @Test
    void queensChoosesTheQuestion() {
        assertThat(family.instance(Map.of("n", "10", "queens", "n-1"), null).params()).containsEntry("queens", "n-1");
        assertThat(family.instance(Map.of("n", "10", "queens", "max"), null).params()).containsEntry("queens", "max");
        assertThatThrownBy(() -> family.instance(Map.of("n", "10", "queens", "all"), null))
                .hasMessageContaining("queens=all").hasMessageContaining("n, n-1, max");
        assertThatThrownBy(() -> family.instance(Map.of("n", "10", "queens", "max"), Objective.MIN_DOMINATION))
                .hasMessageContaining("queens=max").hasMessageContaining("max-independent only");
    }

    @Test
    void dominationIsAskedOnBoardsCheckedCellByCell() {
        Instance instance = family.instance(Map.of("n", "20"), Objective.MIN_INDEPENDENT_DOMINATION);
        assertThat(instance.params()).containsExactly(Map.entry("n", "20"));
        assertThat(family.known(instance)).isEmpty();
        assertThatThrownBy(() -> family.instance(Map.of("n", "1001"), Objective.MIN_DOMINATION))
                .hasMessageContaining("n=1001").hasMessageContaining("1000");
    }

    @Test
    void badParametersNameTheirValues() {
        assertThatThrownBy(() -> family.instance(Map.of(), null)).hasMessageContaining("n=");
        assertThatThrownBy(() -> family.instance(Map.of("n", "0"), null)).hasMessageContaining("n=0");
        assertThatThrownBy(() -> family.instance(Map.of("n", "10000001"), null)).hasMessageContaining("10000000");
        assertThatThrownBy(() -> family.instance(Map.of("n", "8", "rows", "3"), null)).hasMessageContaining("rows");
        assertThatThrownBy(() -> family.instance(Map.of("n", "8"), Objective.MAX_PEACEABLE))
                .hasMessageContaining("max-peaceable");
    }

    @Test
    void theKnownMaximumIsTheTheorem() {
        int[] expected = {0, 1, 1, 2, 4, 5, 5, 6, 8, 9, 9, 10, 12, 13};
        for (int n = 1; n < expected.length; n++) {
            KnownValue known = family.known(family.instance(Map.of("n", Integer.toString(n)), null)).orElseThrow();
            assertThat(known.value().numerator()).as("n=%d", n).isEqualTo(expected[n]);
            assertThat(known.proven()).isTrue();
            assertThat(known.source()).contains("Szaniszlo").contains("1007.5350");
        }
        assertThat(ToeplitzQueensFamily.maxQueens(1_000_002)).isEqualTo(1_000_001);
    }
}
