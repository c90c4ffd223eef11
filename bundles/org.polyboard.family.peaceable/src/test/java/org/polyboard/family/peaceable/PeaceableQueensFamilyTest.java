package org.polyboard.family.peaceable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.support.published.PublishedValues;
import org.polyboard.support.published.PublishedValues.Row;
import org.polyboard.support.published.PublishedValues.Standing;

@Timeout(10)
class PeaceableQueensFamilyTest {

    private final PeaceableQueensFamily family = new PeaceableQueensFamily();

    @Test
    void theBoardIsASquareOfQueens() {
        Instance instance = family.instance(Map.of("n", "8"), null);
        assertThat(instance.board()).isEqualTo("rect:8x8");
        assertThat(instance.piece()).isEqualTo("queen");
        assertThat(instance.objective()).isEqualTo(Objective.MAX_PEACEABLE);
        assertThat(instance.params()).containsExactly(Map.entry("n", "8"));
    }

    @Test
    void theTorusWrapsAndHeuristicHintsAreRunSettings() {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("q", "8");
        params.put("seed", "7");
        params.put("torus", "true");
        params.put("n", "8");
        Instance instance = family.instance(params, Objective.MAX_PEACEABLE);
        assertThat(instance.board()).isEqualTo("torus:8x8");
        // seed= and q= tune the local search: run settings, not part of the instance
        assertThat(instance.paramText()).isEqualTo("n=8 torus=true");
        assertThat(family.settings(params)).containsExactly(Map.entry("seed", "7"), Map.entry("q", "8"));
        assertThat(family.instance(Map.of("n", "5", "torus", "false"), null).paramText()).isEqualTo("n=5");
    }

    @Test
    void publishedValuesAreA250000AndA279405() {
        int[] board = {0, 0, 1, 2, 4, 5, 7, 9, 12, 14};
        for (int n = 1; n <= board.length; n++) {
            KnownValue known = family.known(family.instance(Map.of("n", Integer.toString(n)), null)).orElseThrow();
            assertThat(known.value()).as("a(%d)", n).isEqualTo(Fraction.of(board[n - 1]));
            assertThat(known.proven()).isTrue();
            assertThat(known.source()).contains("A250000");
        }
        int[] torus = {0, 0, 0, 2, 2, 4, 4, 8};
        for (int n = 1; n <= torus.length; n++) {
            KnownValue known = family.known(family.instance(Map.of("n", Integer.toString(n), "torus", "true"), null))
                    .orElseThrow();
            assertThat(known.value()).as("t(%d)", n).isEqualTo(Fraction.of(torus[n - 1]));
            assertThat(known.source()).contains("A279405");
        }
        assertThat(family.known(family.instance(Map.of("n", "40"), null))).isEmpty();
        assertThat(family.known(family.instance(Map.of("n", "8", "seed", "3", "q", "9"), null))).isPresent();
    }

    @Test
    void everyProvenRowOfA250000AndA279405IsKnown() {
        int mapped = 0;
        for (boolean torus : new boolean[] {false, true}) {
            for (Row row : PublishedValues.get().rows(torus ? PeaceableQueensFamily.TORUS_KEY : PeaceableQueensFamily.BOARD_KEY)) {
                if (row.standing() == Standing.PROVEN) {
                    Instance instance = family.instance(Map.of("n", row.key(), "torus", Boolean.toString(torus)), null);
                    assertThat(family.known(instance)).as("n=%s torus=%s", row.key(), torus).contains(row.known());
                    mapped++;
                }
            }
        }
        assertThat(mapped).isEqualTo(15 + 12);
        assertThat(family.known(family.instance(Map.of("n", "16"), null))).as("16 has an old upper bound only").isEmpty();
        assertThat(family.known(family.instance(Map.of("n", "13", "torus", "true"), null))).isEmpty();
    }

    @Test
    void theClassesOfA260680AreTheKnownCountUpToSymmetry() {
        long[] classes = {1, 1, 1, 10, 3, 35, 19, 71, 18, 380};
        for (int n = 1; n <= classes.length; n++) {
            Instance instance = family.instance(Map.of("n", Integer.toString(n)), null);
            KnownValue known = family.knownCount(instance, true).orElseThrow();
            assertThat(known.value()).as("a(%d)", n).isEqualTo(Fraction.of(classes[n - 1]));
            assertThat(known.source()).contains("A260680");
            assertThat(family.knownCount(instance, false)).isEmpty();
        }
        assertThat(family.knownCount(family.instance(Map.of("n", "11"), null), true)).isEmpty();
        assertThat(family.knownCount(family.instance(Map.of("n", "6", "torus", "true"), null), true)).isEmpty();
    }

    @Test
    void badParametersAreOneClearLine() {
        assertThatThrownBy(() -> family.instance(Map.of(), null)).hasMessageContaining("needs n=");
        assertThatThrownBy(() -> family.instance(Map.of("n", "0"), null)).hasMessage("n=0 is out of range 1..1000.");
        assertThatThrownBy(() -> family.instance(Map.of("n", "8", "torus", "yes"), null))
                .hasMessage("torus=yes is not valid; valid: true, false.");
        assertThatThrownBy(() -> family.instance(Map.of("n", "8", "q", "33"), null))
                .hasMessage("q=33 is out of range 0..32.");
        assertThatThrownBy(() -> family.instance(Map.of("n", "8", "rows", "3"), null))
                .hasMessageContaining("Unknown parameter 'rows'");
        assertThatThrownBy(() -> family.instance(Map.of("n", "8"), Objective.MIN_DOMINATION))
                .hasMessageContaining("max-peaceable");
    }
}
