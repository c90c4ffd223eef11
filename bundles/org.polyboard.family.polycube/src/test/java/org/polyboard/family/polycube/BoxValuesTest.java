package org.polyboard.family.polycube;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.support.published.PublishedValues;
import org.polyboard.support.published.PublishedValues.Row;
import org.polyboard.support.published.PublishedValues.Standing;

/** The rows of the table of published values that the queens and polycube families map, row by row. */
@Timeout(10)
class BoxValuesTest {

    private final QueensFamily queens = new QueensFamily();
    private final PolycubeFamily polycube = new PolycubeFamily();
    private final PublishedValues table = PublishedValues.get();

    private static Map<String, String> params(String... words) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String w : words) {
            map.put(w.substring(0, w.indexOf('=')), w.substring(w.indexOf('=') + 1));
        }
        return map;
    }

    /** Checks every row of {@code problem} of the standing asked against {@code known}; returns how many. */
    private int check(String problem, Standing standing, Function<Row, Optional<KnownValue>> known) {
        int mapped = 0;
        for (Row row : table.rows(problem)) {
            if (row.standing() == standing) {
                KnownValue value = known.apply(row).orElseThrow(() -> new AssertionError(problem + " " + row.key()));
                assertThat(value.value()).as("%s %s", problem, row.key()).isEqualTo(Fraction.parse(row.value()));
                if (standing == Standing.PROVEN) {
                    assertThat(value.proven()).as("%s %s", problem, row.key()).isTrue();
                }
                mapped++;
            }
        }
        return mapped;
    }

    @Test
    void queensOnTheSquareMapA075458ToTwentyFiveAndA075324ToThirtyOne() {
        int domination = check(BoxValues.QUEEN_DOMINATION, Standing.PROVEN,
                row -> queens.known(queens.instance(params("n=" + row.key()), null)));
        int independent = check(BoxValues.QUEEN_INDEPENDENT_DOMINATION, Standing.PROVEN,
                row -> queens.known(queens.instance(params("n=" + row.key()), Objective.MIN_INDEPENDENT_DOMINATION)));
        assertThat(domination).isEqualTo(25);
        assertThat(independent).isEqualTo(31);
        check(BoxValues.QUEEN_DOMINATION, Standing.PROVEN,
                row -> polycube.known(polycube.instance(params("n=" + row.key(), "d=2"), null)));
        check(BoxValues.QUEEN_INDEPENDENT_DOMINATION, Standing.PROVEN, row -> polycube.known(polycube.instance(
                params("shape=rect:" + row.key() + "x" + row.key()), Objective.MIN_INDEPENDENT_DOMINATION)));
        assertThat(queens.known(queens.instance(params("n=26"), null))).as("a(26) is open").isEmpty();
        assertThat(queens.known(queens.instance(params("n=32"), Objective.MIN_INDEPENDENT_DOMINATION))).isEmpty();
    }

    @Test
    void queensOnCubesAndHypercubesMapA068940A068941A115992AndFourToTheD() {
        Function<Row, Optional<KnownValue>> cube = row -> polycube.known(polycube.instance(
                params("n=" + row.key(), "d=3"), Objective.MAX_INDEPENDENT));
        Function<Row, Optional<KnownValue>> tesseract = row -> polycube.known(polycube.instance(
                params("shape=box:" + row.key() + "^4"), Objective.MAX_INDEPENDENT));
        int proven = check(BoxValues.QUEENS_CUBE, Standing.PROVEN, cube)
                + check(BoxValues.QUEENS_TESSERACT, Standing.PROVEN, tesseract);
        int bestKnown = check(BoxValues.QUEENS_CUBE, Standing.BEST_KNOWN, cube)
                + check(BoxValues.QUEENS_TESSERACT, Standing.BEST_KNOWN, tesseract);
        assertThat(proven).isEqualTo(9 + 4);
        assertThat(bestKnown).isEqualTo(4 + 3);
        assertThat(cube.apply(table.rows(BoxValues.QUEENS_CUBE).get(7)).orElseThrow().proven()).as("8^3").isFalse();
        int threes = check(BoxValues.QUEENS_THREE, Standing.BEST_KNOWN, row -> polycube.known(polycube.instance(
                params("n=3", "d=" + row.key()), Objective.MAX_INDEPENDENT)));
        int fours = check(BoxValues.QUEENS_FOUR, Standing.BEST_KNOWN, row -> polycube.known(polycube.instance(
                params("n=4", "d=" + row.key()), Objective.MAX_INDEPENDENT)));
        assertThat(threes).isEqualTo(9);
        assertThat(fours).isEqualTo(4);
        assertThat(polycube.known(polycube.instance(params("n=3", "d=3"), Objective.MAX_INDEPENDENT)).orElseThrow()
                .proven()).as("3^3 is A068940(3), proven").isTrue();
    }

    @Test
    void countsOfMaximumQueensOnCubesAndHypercubesMapA375103AndA375104() {
        int mapped = check(BoxValues.QUEENS_CUBE_COUNT, Standing.PROVEN, row -> polycube.knownCount(polycube.instance(
                params("n=" + row.key(), "d=3"), Objective.MAX_INDEPENDENT), false))
                + check(BoxValues.QUEENS_TESSERACT_COUNT, Standing.PROVEN, row -> polycube.knownCount(polycube.instance(
                        params("n=" + row.key(), "d=4"), Objective.MAX_INDEPENDENT), false));
        assertThat(mapped).isEqualTo(7 + 4);
        assertThat(polycube.knownCount(polycube.instance(params("n=4", "d=3"), Objective.MAX_INDEPENDENT), true))
                .isEmpty();
        assertThat(polycube.knownCount(polycube.instance(params("n=4", "d=3"), Objective.MIN_DOMINATION), false))
                .isEmpty();
        assertThat(polycube.knownCount(polycube.instance(params("n=4", "d=3", "piece=rook"), Objective.MAX_INDEPENDENT),
                false)).isEmpty();
    }
}
