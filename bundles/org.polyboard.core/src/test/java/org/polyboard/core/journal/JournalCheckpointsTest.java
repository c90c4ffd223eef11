package org.polyboard.core.journal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Checkpoints;

/** The compact form of the checkpoints: the key once per run, short ids, long data deflated; all of it read back. */
class JournalCheckpointsTest {

    @TempDir
    Path data;

    private final Instance instance = new Instance("queens", Map.of("n", "18"), "rect:18x18", "queen",
            Objective.MIN_INDEPENDENT_DOMINATION);

    private Checkpoints checkpoints(Instance of, boolean resume) {
        return new Journal(data, Runnable::run, w -> { }).checkpoints(of, false, "enumerate", "1.0.0", resume);
    }

    @Test
    void longDataIsDeflatedAndComesBackAsSaved() throws Exception {
        Map<String, String> open = new LinkedHashMap<>();
        open.put("nodes", "250000");
        open.put("data.open", "40");
        for (int i = 0; i < 40; i++) {
            open.put("data.open." + i, "152.97.117.74.24.244." + (3 * i) + ":003900a00000001000000000000000f000be80cc"
                    + Integer.toHexString(i) + "b00290000020222002740002803a500e0a030000000000000000");
        }
        Map<String, String> small = Map.of("nodes", "15215");
        Checkpoints first = checkpoints(instance, false);
        first.save("idom/one/k10/1/48f31360", open);
        first.save("idom/one/k9/f0,17,0,16/3107d476", small);

        List<String> lines = Files.readAllLines(data.resolve(Journal.CHECKPOINTS), StandardCharsets.UTF_8);
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1)).contains("\"dz\":\"").doesNotContain("data.open").hasSizeLessThan(
                open.toString().length() / 2);
        assertThat(lines.get(2)).contains("\"data\":{\"nodes\":\"15215\"}");

        Checkpoints resumed = checkpoints(instance, true);
        assertThat(resumed.load("idom/one/k10/1/48f31360")).contains(open);
        assertThat(resumed.load("idom/one/k9/f0,17,0,16/3107d476")).contains(small);
        // parameters in another order name the same solve; another instance another one
        Instance reordered = new Instance("queens", new LinkedHashMap<>(Map.of("n", "18")), "rect:18x18", "queen",
                Objective.MIN_INDEPENDENT_DOMINATION);
        assertThat(checkpoints(reordered, true).load("idom/one/k9/f0,17,0,16/3107d476")).contains(small);
        Instance other = new Instance("queens", Map.of("n", "19"), "rect:19x19", "queen",
                Objective.MIN_INDEPENDENT_DOMINATION);
        assertThat(checkpoints(other, true).load("idom/one/k9/f0,17,0,16/3107d476")).isEmpty();
    }

    @Test
    void aDeflatedRecordThatDoesNotInflateIsNotTaken() throws Exception {
        JournalFile file = new JournalFile(data.resolve(Journal.CHECKPOINTS), Runnable::run, w -> { });
        checkpoints(instance, false).save("a", Map.of("nodes", "1"));
        String sid = Files.readAllLines(data.resolve(Journal.CHECKPOINTS)).get(0).substring(10, 26);
        file.append(com.google.gson.JsonParser.parseString("{\"s\":\"" + sid + "\",\"id\":\"b\",\"dz\":\"AAAA\"}")
                .getAsJsonObject());
        Checkpoints resumed = checkpoints(instance, true);
        assertThat(resumed.load("a")).contains(Map.of("nodes", "1"));
        assertThat(resumed.load("b")).isEmpty();
    }
}
