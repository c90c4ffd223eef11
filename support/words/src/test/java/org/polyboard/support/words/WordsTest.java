package org.polyboard.support.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

class WordsTest {

    @Test
    void rangesAreNumbersWithDotsOrCommasNotShapesOrPaths() {
        assertThat(Words.isRange("1..10")).isTrue();
        assertThat(Words.isRange("4,6,8")).isTrue();
        assertThat(Words.isRange("1..3,7")).isTrue();
        assertThat(Words.isRange("1..x")).isTrue();
        assertThat(Words.isRange("8")).isFalse();
        assertThat(Words.isRange("file:../shapes/ring.txt")).isFalse();
        assertThat(Words.isRange("file:a,b.txt")).isFalse();
        assertThat(Words.isRange("box:4^3")).isFalse();
    }

    @Test
    void threadsAreAWholeNumberFromZero() {
        assertThat(Words.threads("0")).isZero();
        assertThat(Words.threads(" 2 ")).isEqualTo(2);
        assertThat(Words.threads("4096")).isEqualTo(4096);
        assertThatThrownBy(() -> Words.threads("4097")).hasMessageContaining("from 0 to 4096");
        assertThatThrownBy(() -> Words.threads("1.5")).hasMessageContaining("--threads 1.5 is not");
        assertThatThrownBy(() -> Words.threads("")).hasMessageContaining("--threads  is not");
    }

    @Test
    void aRecheckIsAShareFromZeroToOneOrAPercentage() {
        assertThat(Words.recheck("0.01")).isEqualTo("0.01");
        assertThat(Words.recheck("5%")).isEqualTo("0.05");
        assertThat(Words.recheck("1")).isEqualTo("1.0");
        assertThat(Words.recheck("100%")).isEqualTo("1.0");
        assertThatThrownBy(() -> Words.recheck("101%")).hasMessage(
                "--recheck 101% is not a share from 0 to 1 or a percentage (e.g. 0.01 or 1%).");
        assertThatThrownBy(() -> Words.recheck("-0.1")).hasMessageContaining("--recheck -0.1 is not");
        assertThatThrownBy(() -> Words.recheck("NaN")).hasMessageContaining("--recheck NaN is not");
        assertThatThrownBy(() -> Words.recheck("%")).hasMessageContaining("--recheck % is not");
    }

    @Test
    void aProofIsOwnOrAny() {
        assertThat(Words.ownProof("own")).isTrue();
        assertThat(Words.ownProof("any")).isFalse();
        assertThat(Words.ownProof("")).isFalse();
        assertThatThrownBy(() -> Words.ownProof("scip")).hasMessage(
                "--proof scip is neither own (a proof by Polyboard's own search only) nor any.");
    }

    @Test
    void rangesExpandInOrder() {
        assertThat(Words.range("n", "1..3,7")).containsExactly(1, 2, 3, 7);
        assertThatThrownBy(() -> Words.range("n", "1..x")).hasMessageContaining("is not a range");
    }

    @Test
    void aTableHasExactlyOneRangedParameter() {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("rows", "3");
        params.put("cols", "1..8");
        assertThat(Words.rangeKey("knight-cover", params)).isEqualTo("cols");
        assertThatThrownBy(() -> Words.rangeKey("knight-cover", Map.of("n", "8")))
                .hasMessage("table needs a range, e.g. table knight-cover n=1..10.");
        params.put("rows", "1..3");
        assertThatThrownBy(() -> Words.rangeKey("knight-cover", params))
                .hasMessage("Only one parameter may be a range; got rows= and cols=.");
    }
}
