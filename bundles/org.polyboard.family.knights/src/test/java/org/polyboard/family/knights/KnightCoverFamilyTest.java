package org.polyboard.family.knights;

import static org.assertj.core.api.Assertions.assertThat;

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
class KnightCoverFamilyTest {

    private final KnightCoverFamily family = new KnightCoverFamily();
    private final PublishedValues table = PublishedValues.get();

    private Instance square(String n, Objective objective) {
        return family.instance(Map.of("n", n), objective);
    }

    @Test
    void everyProvenRowOfTheSquareIsKnown() {
        int mapped = 0;
        for (Row row : table.rows(KnightCoverFamily.SQUARE)) {
            if (row.standing() == Standing.PROVEN) {
                assertThat(family.known(square(row.key(), null))).as("n=%s", row.key()).contains(row.known());
                assertThat(family.known(family.instance(Map.of("rows", row.key(), "cols", row.key()), null)))
                        .contains(row.known());
                mapped++;
            }
        }
        for (Row row : table.rows(KnightCoverFamily.FRACTIONAL)) {
            if (row.standing() == Standing.PROVEN) {
                assertThat(family.known(square(row.key(), Objective.FRACTIONAL_DOMINATION))).as("n=%s", row.key())
                        .contains(row.known());
                mapped++;
            }
        }
        for (Row row : table.rows(KnightCoverFamily.TOTAL)) {
            if (row.standing() == Standing.PROVEN) {
                assertThat(family.known(square(row.key(), Objective.MIN_TOTAL_DOMINATION))).as("n=%s", row.key())
                        .contains(row.known());
                mapped++;
            }
        }
        for (boolean upToSymmetry : new boolean[] {false, true}) {
            for (Row row : table.rows(upToSymmetry ? KnightCoverFamily.COVERS_UP_TO_SYMMETRY : KnightCoverFamily.COVERS)) {
                if (row.standing() == Standing.PROVEN) {
                    assertThat(family.knownCount(square(row.key(), null), upToSymmetry)).as("n=%s", row.key())
                            .contains(row.known());
                    mapped++;
                }
            }
        }
        assertThat(mapped).isEqualTo(21 + 14 + 29 + 18 + 18);
        // total domination: 14 knights attack every square of 8x8 (A261752), 12 cover it (A006075)
        assertThat(family.known(square("8", Objective.MIN_TOTAL_DOMINATION)).orElseThrow().value())
                .isEqualTo(Fraction.of(14));
        assertThat(family.known(family.instance(Map.of("rows", "8", "cols", "9"), Objective.MIN_TOTAL_DOMINATION)))
                .isEmpty();
    }

    @Test
    void everyProvenRowOfTheTorusIsKnownAndOnlyForTheTorus() {
        int mapped = 0;
        for (Row row : table.rows(KnightCoverFamily.TORUS_SQUARE)) {
            if (row.standing() == Standing.PROVEN) {
                Instance torus = family.instance(Map.of("n", row.key(), "torus", "true"), null);
                assertThat(torus.board()).isEqualTo("torus:" + row.key() + "x" + row.key());
                assertThat(family.known(torus)).as("n=%s", row.key()).contains(row.known());
                mapped++;
            }
        }
        assertThat(mapped).isEqualTo(16);
        // 7x7: 9 knights on the torus (A279407), 10 on the board (A006075)
        assertThat(family.known(family.instance(Map.of("n", "7", "torus", "true"), null)).orElseThrow().value())
                .isEqualTo(Fraction.of(9));
        assertThat(family.known(square("7", null)).orElseThrow().value()).isEqualTo(Fraction.of(10));
        assertThat(family.instance(Map.of("n", "7", "torus", "false"), null)).isEqualTo(square("7", null));
        assertThat(family.known(family.instance(Map.of("n", "7", "torus", "true"), Objective.FRACTIONAL_DOMINATION)))
                .isEmpty();
        assertThat(family.knownCount(family.instance(Map.of("n", "7", "torus", "true"), null), false)).isEmpty();
    }

    @Test
    void rectanglesAreBestKnownEitherWayRound() {
        int mapped = 0;
        for (Row row : table.rows(KnightCoverFamily.RECTANGLE)) {
            String[] sides = row.key().split(",");
            KnownValue wide = family.known(family.instance(Map.of("rows", sides[0], "cols", sides[1]), null)).orElseThrow();
            KnownValue tall = family.known(family.instance(Map.of("rows", sides[1], "cols", sides[0]), null)).orElseThrow();
            assertThat(wide).isEqualTo(tall);
            assertThat(wide.value()).as("%s", row.key()).isEqualTo(Fraction.parse(row.value()));
            assertThat(wide.proven()).isEqualTo(sides[0].equals(sides[1]));
            mapped++;
        }
        assertThat(mapped).isEqualTo(84);
    }

    @Test
    void someQuestionsHaveNoPublishedValue() {
        assertThat(family.known(square("8", null)).orElseThrow().value()).isEqualTo(Fraction.of(12));
        assertThat(family.known(square("22", null))).as("a(22) is an upper bound only").isEmpty();
        assertThat(family.known(family.instance(Map.of("n", "8", "symmetry", "rot90"), null))).isEmpty();
        assertThat(family.known(square("8", Objective.MAX_INDEPENDENT))).isEmpty();
        assertThat(family.known(family.instance(Map.of("rows", "3", "cols", "8"), Objective.FRACTIONAL_DOMINATION)))
                .isEmpty();
        assertThat(family.knownCount(square("19", null), false)).isEmpty();
        assertThat(family.knownCount(family.instance(Map.of("rows", "3", "cols", "8"), null), false)).isEmpty();
        assertThat(family.known(family.instance(Map.of("n", "10", "seed", "7"), null)))
                .isEqualTo(family.known(square("10", null)));
    }
}
