package org.polyboard.core.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.core.Assembly;

/** The greedy solver's cover, as a user reads it: verified, and its pieces listed in cell order like every other solver's. */
@Timeout(30)
class GreedyOrderTest {

    @Test
    void aGreedyCoverListsItsPiecesInCellOrder() throws Exception {
        try (Assembly assembly = TestServices.knightCover()) {
            SolveResult result = assembly.service().solve(new SolveRequest("knight-cover", Map.of("n", "8"), "greedy",
                    null, false, SolveOptions.DEFAULT, null));
            assertThat(result.status()).isEqualTo(Status.FEASIBLE);
            assertThat(result.verified()).isTrue();
            assertThat(result.solutions().get(0).cells()).hasSizeGreaterThanOrEqualTo(12);
            String pieces = assembly.service().render(result, "text").lines().filter(l -> l.startsWith("pieces: "))
                    .findFirst().orElseThrow();
            List<int[]> listed = Arrays.stream(pieces.substring("pieces: ".length()).split(" "))
                    .map(p -> p.replaceAll("[()]", "").split(",")).map(p -> new int[] {Integer.parseInt(p[0]),
                            Integer.parseInt(p[1])}).toList();
            assertThat(listed).hasSize(result.solutions().get(0).cells().size())
                    .isSortedAccordingTo(Comparator.<int[]>comparingInt(c -> c[0]).thenComparingInt(c -> c[1]));
        }
    }
}
