package org.polyboard.support.published;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.support.published.PublishedValues.Row;
import org.polyboard.support.published.PublishedValues.Standing;

class PublishedValuesTest {

    private final PublishedValues table = PublishedValues.get();

    @Test
    void everyRowIsReadAndEveryValueRowParses() {
        Map<Standing, Integer> standings = new EnumMap<>(Standing.class);
        int rows = 0;
        for (String problem : table.problems()) {
            for (Row row : table.rows(problem)) {
                rows++;
                standings.merge(row.standing(), 1, Integer::sum);
                if (row.standing() != Standing.OTHER) {
                    assertThat(table.value(problem, row.key())).as("%s %s", problem, row.key())
                            .contains(row.known());
                }
            }
        }
        assertThat(rows).isEqualTo(507);
        assertThat(standings).containsEntry(Standing.PROVEN, 265).containsEntry(Standing.BEST_KNOWN, 104)
                .containsEntry(Standing.OTHER, 138);
    }

    @Test
    void statusesStandAsTheirWordsSay() {
        assertThat(Standing.of("proven")).isEqualTo(Standing.PROVEN);
        assertThat(Standing.of("proven(LP optimum)")).isEqualTo(Standing.PROVEN);
        assertThat(Standing.of("proven (=n^2, trivial upper bound)")).isEqualTo(Standing.PROVEN);
        assertThat(Standing.of("proven(upper-bound)")).isEqualTo(Standing.OTHER);
        assertThat(Standing.of("proven(upper-bound),UNCERTAIN(later version)")).isEqualTo(Standing.OTHER);
        assertThat(Standing.of("upper-bound(old ILP)")).isEqualTo(Standing.OTHER);
        assertThat(Standing.of("formula(OEIS)")).isEqualTo(Standing.OTHER);
        assertThat(Standing.of("verified-locally(optimal)")).isEqualTo(Standing.OTHER);
        assertThat(Standing.of("open")).isEqualTo(Standing.OTHER);
        assertThat(Standing.of("OEIS-term(optimality not stated)")).isEqualTo(Standing.BEST_KNOWN);
        assertThat(Standing.of("derived")).isEqualTo(Standing.BEST_KNOWN);
    }

    @Test
    void valuesAreKnownValuesWithTheirSource() {
        KnownValue eight = table.value("queen_domination(A075458)", 8).orElseThrow();
        assertThat(eight.value()).isEqualTo(Fraction.of(5));
        assertThat(eight.proven()).isTrue();
        assertThat(eight.source()).startsWith("OEIS A075458");
        assertThat(table.value("knight_fractional_packing_max", 10).orElseThrow().value())
                .isEqualTo(new Fraction(160, 11));
        assertThat(table.value("knight_domination_rect(k x n, k<=n)", "3,5").orElseThrow().proven()).isFalse();
        assertThat(table.value("queen_domination(A075458)", 26)).isEmpty();
        assertThat(table.value("queens_3^d_upper_bound(A115993)", 4)).isEmpty();
        assertThat(table.value("no such problem", 1)).isEmpty();
        assertThat(table.rows("no such problem")).isEmpty();
    }

    @Test
    void aMalformedRowIsNamedByItsLine() {
        byte[] text = "problem\tkey\tvalue\tstatus\tsource\nq\t1\t1\tproven\n".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> PublishedValues.read(new ByteArrayInputStream(text)))
                .hasMessage("known-values.tsv, line 2: 4 columns, not 5 (problem, key, value, status, source).");
        byte[] twice = "problem\tkey\tvalue\tstatus\tsource\nq\t1\t1\tproven\ts\nq\t1\t2\tproven\ts\n"
                .getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> PublishedValues.read(new ByteArrayInputStream(twice)))
                .hasMessage("known-values.tsv has two values of q at 1, on lines 2 and 3.");
    }
}
